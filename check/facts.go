package check

import (
	"unicode/utf8"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/props"
)

// charFacts is what one pass over the characters of an input tells the
// checks that would otherwise each walk them: most IRIs are ASCII, and
// most of the rest are in one script, in NFC and left-to-right, so that
// the costly checks (normalization, scripts per component, bidi) run only
// where they can find something.
type charFacts struct {
	maybeNFKC bool // a character that NFC or NFKC may change, or that combines with its neighbour
	rtl       bool // a right-to-left character (R, AL) or a bidi isolate control
	special   bool // private use, which characters() reports in a valid IRI
	nonASCII  bool // a non-ASCII character, or one percent-encoded: the rules of spoofing look only then
	scripts   scriptSet
}

// factsOf makes one pass over s. The scripts it collects may be more than
// s has (a run of ASCII without letters may count as Latin): they only
// decide whether to look at each component, which is exact.
func factsOf(s string) charFacts {
	var f charFacts
	var seen props.Props // the OR of the properties of the non-ASCII characters
	var last uint8       // the script of the previous letter: runs of one script are the rule
	addScript := func(id uint8) {
		if id != last && id != 0 {
			last = id
			f.scripts.add(id)
		}
	}
	for i := 0; i < len(s); {
		// Eight bytes at a time while they are ASCII other than "%",
		// which no check here needs to look at one by one.
		for i+8 <= len(s) && plainASCII8(s[i:i+8]) {
			addScript(props.Latin)
			i += 8
		}
		if i == len(s) {
			break
		}
		b := s[i]
		if b < utf8.RuneSelf && b != '%' {
			addScript(asciiScript(b))
			i++
			continue
		}
		if b == '%' {
			id, n := scriptAt(s, i)
			addScript(id)
			f.nonASCII = f.nonASCII || n > 3 // an encoded UTF-8 sequence
			i += n
			continue
		}
		f.nonASCII = true
		r, n := chars.DecodeRune(s[i:])
		i += n
		p := props.Of(r)
		seen |= p
		addScript(p.Script())
	}
	f.maybeNFKC = seen&props.MayChange != 0
	f.rtl = seen&props.RTL != 0
	f.special = seen&props.Special != 0
	return f
}

// plainASCII8 reports whether the eight bytes of w are ASCII and none is
// "%", testing them as one word.
func plainASCII8(w string) bool {
	const ones, highs, percents = 0x0101010101010101, 0x8080808080808080, 0x2525252525252525
	v := uint64(w[0]) | uint64(w[1])<<8 | uint64(w[2])<<16 | uint64(w[3])<<24 |
		uint64(w[4])<<32 | uint64(w[5])<<40 | uint64(w[6])<<48 | uint64(w[7])<<56
	x := v ^ percents // a zero byte where w has "%"
	return (v|(x-ones)&^x)&highs == 0
}
