package idn

import (
	"math/bits"
	"unicode/utf8"
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
	const highs = 0x8080808080808080
	v := word(host, i)
	return v&highs == 0 && !aceEndIn(host, i, v)
}

// word returns the eight bytes at host[i:] as a word, the first lowest.
func word(host string, i int) uint64 {
	w := host[i : i+8]
	return uint64(w[0]) | uint64(w[1])<<8 | uint64(w[2])<<16 | uint64(w[3])<<24 |
		uint64(w[4])<<32 | uint64(w[5])<<40 | uint64(w[6])<<48 | uint64(w[7])<<56
}

// aceEndIn reports whether one of the eight bytes at host[i:], v in a
// word, ends an ACE prefix, looking only at the bytes the word's test
// marks: every "-", and maybe a "," right after one (the test borrows
// across lanes), which aceEnd, asking host[j] == '-' first, turns away.
// An ACE label has two "-" in its prefix, where all eight bytes of a word
// with a "-" were asked.
func aceEndIn(host string, i int, v uint64) bool {
	const ones, highs, dashes = 0x0101010101010101, 0x8080808080808080, 0x2D2D2D2D2D2D2D2D
	x := v ^ dashes
	for m := (x - ones) &^ x & highs; m != 0; m &= m - 1 {
		if aceEnd(host, i+bits.TrailingZeros64(m)/8) {
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
