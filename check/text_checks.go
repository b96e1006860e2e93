package check

import (
	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/chars"
	"golang.org/x/text/unicode/norm"
)

// mixedScripts reports the parts of the components whose letters are of
// scripts that do not mix. The pass over the characters (gatherFacts)
// finds them on its way, into c.mixedVs; without it, this walks the
// input.
func (c *run) mixedScripts() {
	if c.gathered {
		c.vs = appendAll(c.vs, c.mixedVs)
		return
	}
	subcomponents(c.x, func(text string, offset int, comp iri.Component) {
		if scripts := mixedScripts(text); scripts != "" {
			c.add("char/mixed-script", offset, len(text), "letters of several scripts in one component: "+scripts)
		}
	})
}

// normalForms reports the components that are not in NFC, their
// full-width and half-width characters, and other compatibility
// characters (text NFC keeps and NFKC changes): in the components where
// the pass over the characters saw a character that NFC or NFKC may
// change (charFacts.mayChange).
func (c *run) normalForms() {
	componentTexts(c.x, func(text string, offset int, comp iri.Component, _ string) {
		if c.facts.mayChange&(1<<comp) == 0 || chars.NonASCIICount(text) == 0 {
			return
		}
		// Text in NFKC is also in NFC (NFKC composes canonically what NFKD
		// decomposed, UAX #15), so the usual case, text in both, costs one
		// pass.
		isNFKC := norm.NFKC.IsNormalString(text)
		isNFC := isNFKC || norm.NFC.IsNormalString(text)
		if !isNFC {
			c.add("char/not-nfc", offset, len(text), "")
		}
		compat := false
		if !isNFKC { // the full-width and half-width forms all change under NFKC (<wide>, <narrow>)
			for i, r := range text {
				switch {
				case r >= 0xFF01 && r <= 0xFF5E:
					c.add("char/fullwidth", offset+i, len(string(r)), "")
					compat = true
				case r >= 0xFF61 && r <= 0xFF9F:
					c.add("char/halfwidth-katakana", offset+i, len(string(r)), "")
					compat = true
				}
			}
		}
		if !compat && isNFC && !isNFKC {
			c.add("char/compatibility", offset, len(text), "")
		}
	})
}

// bidi reports the findings of Bidi. The test of the family (firing)
// passes over left-to-right text, to which no rule of §4 applies.
func (c *run) bidi() {
	c.vs = appendBidi(c.vs, c.x, c.facts.rtl)
}

// appendAll appends more to vs, or returns more when vs is empty.
func appendAll(vs, more []Violation) []Violation {
	if len(vs) == 0 {
		return more
	}
	return append(vs, more...)
}
