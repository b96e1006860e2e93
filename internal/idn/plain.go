package idn

import (
	"unicode/utf8"

	"github.com/go-iri/iri/internal/chars"
)

// PlainHost reports whether host is ASCII without an ACE label: a host
// that IDNA's ToUnicode leaves as it is and that every display policy
// shows as it is (a percent-encoding aside). It looks at eight bytes at a
// time for a non-ASCII byte or a "-", and at a "-" for the end of an
// "xn--" prefix, as HasPunycodeLabel does: most hosts cost a few word
// operations, where a byte loop costs a few per byte.
func PlainHost(host string) bool {
	if len(host) < 8 {
		for i := range len(host) {
			if host[i] >= utf8.RuneSelf || aceEnd(host, i) {
				return false
			}
		}
		return true
	}
	// Whole words, the last one overlapping the one before it where the
	// length is not a multiple of eight.
	for i := 0; ; i += 8 {
		if i+8 > len(host) {
			i = len(host) - 8
		}
		if !plainWord(host, i) {
			return false
		}
		if i+8 == len(host) {
			return true
		}
	}
}

// plainWord is PlainHost for the eight bytes at host[i:].
func plainWord(host string, i int) bool {
	v := chars.Word(host[i:])
	return v&chars.Highs == 0 && !aceEndIn(host, i, v)
}

// aceEndIn reports whether one of the eight bytes at host[i:], v in a
// word, ends an ACE prefix, looking only at the bytes the word's test
// marks: every "-", and maybe a "," right after one (the test borrows
// across lanes), which aceEnd, asking host[j] == '-' first, turns away.
// An ACE label has two "-" in its prefix, where all eight bytes of a word
// with a "-" were asked.
func aceEndIn(host string, i int, v uint64) bool {
	for m := chars.FirstByteLanes(v, '-'); m != 0; m &= m - 1 {
		if aceEnd(host, i+chars.FirstLane(m)) {
			return true
		}
	}
	return false
}

// aceEnd reports whether host[i] is the last "-" of an ACE prefix "xn--"
// (in any case) that starts a label.
func aceEnd(host string, i int) bool {
	return host[i] == '-' && i >= 3 && host[i-1] == '-' && host[i-2]|0x20 == 'n' && host[i-3]|0x20 == 'x' &&
		(i == 3 || host[i-4] == '.')
}
