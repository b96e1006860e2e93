package check

import (
	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/props"
)

// charFacts is what one pass over the text of the components of a valid
// IRI tells the families of rules (see families) that would otherwise
// each walk it: most IRIs are ASCII, and most of the rest are in one
// script, in NFC and left-to-right, so that the costly checks
// (normalization, scripts, percent-encodings, bidi) run only where they
// can find something.
type charFacts struct {
	maybeNFKC bool // a character that NFC or NFKC may change, or that combines with its neighbour
	rtl       bool // a right-to-left character (R, AL) or a bidi isolate control
	special   bool // private use, which characters() reports in a valid IRI
	percent   bool // a percent-encoding
	// mixed has the bit 1<<c of each component c whose letters may be of
	// scripts that do not mix (see scriptSet.allowed): the mixed-script
	// check reads their parts, and only theirs.
	mixed uint16
}

// everything is the facts that run every family: what TestFamiliesSkipNothing
// compares the facts of each input with.
var everything = charFacts{maybeNFKC: true, rtl: true, special: true, percent: true, mixed: 0xFFFF}

// gatherFacts makes one pass over the components of c.x for c.facts, and
// checks the percent-encodings on its way (into c.pctVs, which the family
// of pct/ rules reports in its turn): each encoded character is decoded
// once, for its script and for the rules. Within a component, the scripts
// collected are those of its letters, percent-encoded ones decoded: a
// superset of the scripts of each of its parts, which the mixed-script
// check reads exactly.
func (c *run) gatherFacts() {
	s := c.s
	c.facts = charFacts{}
	// Most IRIs are ASCII without percent-encodings, which no family of
	// characters has anything to say about: one look at each word.
	if plainASCII(s) {
		return
	}
	var f charFacts
	var seen props.Props // the OR of the properties of the non-ASCII characters
	var lower uint16     // the components already told of lower-case hex
	vs := c.vs
	c.vs = nil
	x := c.x
	for _, comp := range [...]iri.Component{iri.ComponentUserinfo, iri.ComponentHost, iri.ComponentPath, iri.ComponentQuery, iri.ComponentFragment} {
		start, end, ok := x.Span(comp)
		if !ok || comp == iri.ComponentHost && x.HostKind() != iri.HostRegName {
			continue // (an IP literal is ASCII)
		}
		var scripts scriptRun
		for i := start; i < end; {
			// Eight bytes at a time while they are ASCII other than
			// "%": only whether one is a letter matters.
			for ; i+8 <= end; i += 8 {
				v := word(s[i : i+8])
				if !plainWord(v) {
					break
				}
				if hasLetter(v) {
					scripts.add(props.Latin)
				}
			}
			if i == end {
				break
			}
			switch b := s[i]; {
			case b == '%':
				// A valid IRI: two hex digits follow.
				f.percent = true
				n, script := c.percentEncoded(i, comp, &lower)
				scripts.add(script)
				i += n
			case b < 0x80:
				scripts.add(asciiScript(b))
				i++
			default:
				r, n := chars.DecodeRune(s[i:])
				p := props.Of(r)
				seen |= p
				scripts.add(p.Script())
				i += n
			}
		}
		if !scripts.set.allowed() {
			f.mixed |= 1 << comp
		}
	}
	f.maybeNFKC = seen&props.MayChange != 0
	f.rtl = seen&props.RTL != 0
	f.special = seen&props.Special != 0
	c.facts = f
	c.pctVs, c.pctGathered = c.vs, true
	c.vs = vs
}

// scriptRun collects the scripts of a text's letters, which come in runs
// of one script.
type scriptRun struct {
	set  scriptSet
	last uint8 // the script of the previous letter
}

func (r *scriptRun) add(id uint8) {
	if id != r.last && id != 0 {
		r.last = id
		r.set.add(id)
	}
}

// plainASCII reports whether s is ASCII without "%".
func plainASCII(s string) bool {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		if !plainWord(word(s[i : i+8])) {
			return false
		}
	}
	if len(s) >= 8 {
		return plainWord(word(s[len(s)-8:]))
	}
	for ; i < len(s); i++ {
		if s[i] >= 0x80 || s[i] == '%' {
			return false
		}
	}
	return true
}

// plainWord reports whether the eight bytes of v are ASCII and none is
// "%".
func plainWord(v uint64) bool {
	const ones, highs, percents = 0x0101010101010101, 0x8080808080808080, 0x2525252525252525
	x := v ^ percents // a zero byte where w has "%"
	return (v|(x-ones)&^x)&highs == 0
}

// hasLetter reports whether one of the eight bytes of v, all ASCII, is a
// letter.
func hasLetter(v uint64) bool {
	const ones, highs, spaces = 0x0101010101010101, 0x8080808080808080, 0x2020202020202020
	lower := v | spaces // letters in lower case; no lane reaches 0x80
	return (lower+ones*(0x80-'a'))&^(lower+ones*(0x80-'z'-1))&highs != 0
}

// word reads the eight bytes of w as one little-endian word.
func word(w string) uint64 {
	_ = w[7]
	return uint64(w[0]) | uint64(w[1])<<8 | uint64(w[2])<<16 | uint64(w[3])<<24 |
		uint64(w[4])<<32 | uint64(w[5])<<40 | uint64(w[6])<<48 | uint64(w[7])<<56
}
