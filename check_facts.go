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
	if nonASCIICount(s) == 0 {
		return f // one script at most, normal, left-to-right
	}
	f.nonASCII = true
	latin := false
	var last uint8 // the script of the previous letter: runs of one script are the rule
	for i := 0; i < len(s); {
		b := s[i]
		if b < utf8.RuneSelf {
			if !latin && b|0x20 >= 'a' && b|0x20 <= 'z' {
				latin = true
				f.scripts.add(scriptLatin)
			}
			i++
			continue
		}
		r, n := decodeRune(s[i:])
		i += n
		p := propsOf(r)
		if id := p.script(); id != last && id != 0 {
			last = id
			f.scripts.add(id)
		}
		f.maybeNFKC = f.maybeNFKC || p&propNormal == 0
		if c := p.bidiClass(); c == bidi.R || c == bidi.AL {
			f.rtl = true
		}
		if p&propSpecial != 0 {
			f.special = true
			f.rtl = f.rtl || isBidiIsolate(r)
		}
	}
	return f
}
