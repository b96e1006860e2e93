package iri

import (
	"unicode/utf8"

	"golang.org/x/text/unicode/bidi"
)

// charFacts is what one pass over the characters of an input tells the
// checks that would otherwise each walk them: most IRIs are ASCII, and
// most of the rest are in one script, in NFC and left-to-right, so that
// the costly checks (normalization, scripts per component, bidi) run only
// where they can find something.
type charFacts struct {
	nonASCII  bool
	maybeNFKC bool // a character that NFC or NFKC may change, or that combines with its neighbour
	rtl       bool // a right-to-left character (R, AL) or a bidi isolate control
	special   bool // a character the grammar allows and the checker reports (see specialRune)
	scripts   scriptSet
}

func factsOf(s string) charFacts {
	var f charFacts
	f.nonASCII = nonASCIICount(s) > 0
	if !f.nonASCII && !hasEncodedNonASCII(s) {
		return f // Latin at most, normal, left-to-right
	}
	latin := false
	var last uint8 // the script of the previous letter: runs of one script are the rule
	for i := 0; i < len(s); {
		b := s[i]
		if b < utf8.RuneSelf && b != '%' {
			if !latin && asciiScript(b) != 0 {
				latin = true
				f.scripts.add(scriptLatin)
			}
			i++
			continue
		}
		id, n := scriptAt(s, i)
		if id != last && id != 0 {
			last = id
			f.scripts.add(id)
		}
		if b >= utf8.RuneSelf {
			r, _ := decodeRune(s[i:])
			p := propsOf(r)
			f.maybeNFKC = f.maybeNFKC || p&propNormal == 0
			if c := p.bidiClass(); c == bidi.R || c == bidi.AL {
				f.rtl = true
			}
			if p&propSpecial != 0 {
				f.special = true
				f.rtl = f.rtl || isBidiIsolate(r)
			}
		}
		i += n
	}
	return f
}
