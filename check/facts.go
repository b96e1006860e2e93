package check

import (
	"math/bits"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/props"
)

// charFacts is what one pass over the text of the components of a valid
// IRI tells the families of rules (see families) that would otherwise
// each walk it: most IRIs are ASCII, and most of the rest are in one
// script, in NFC and left-to-right, so that the costly checks
// (normalization, bidi) run only where they can find something.
type charFacts struct {
	maybeNFKC bool // a character that NFC or NFKC may change, or that combines with its neighbour
	rtl       bool // a right-to-left character (R, AL) or a bidi isolate control
	special   bool // private use, which characters() reports in a valid IRI
	nonASCII  bool // a non-ASCII character, or one percent-encoded: the rules of spoofing look only then
	// A mark or a decimal digit beyond ASCII (props.MarkOrDigit), written
	// or percent-encoded: the rules of spoofing for text (spoofText) find
	// nothing without one.
	markOrDigit bool
}

// everything is the facts that run every family: what TestFamiliesSkipNothing
// compares the facts of each input with.
var everything = charFacts{maybeNFKC: true, rtl: true, special: true, nonASCII: true, markOrDigit: true}

// gatherFacts makes one pass over the components of c.x for c.facts, and
// on its way checks two families of rules whose every character it reads
// anyway, into violations that those families report in their turn: the
// percent-encodings (c.pctVs; each encoded character is decoded once, for
// its script and for the rules) and the scripts of the letters of each
// part of a component (c.mixedVs), as mixedScripts reads them.
func (c *run) gatherFacts() {
	s := c.s
	c.facts = charFacts{}
	// Most IRIs are ASCII without percent-encodings, which no family of
	// characters has anything to say about: one look at each word.
	if plainASCII(s) {
		return
	}
	var g gatherer
	vs := c.vs
	c.vs = nil
	x := c.x
	if start, end, ok := x.Span(iri.ComponentUserinfo); ok {
		c.gatherComponent(&g, iri.ComponentUserinfo, start, end, "")
	}
	if x.HostKind() == iri.HostRegName { // (an IP literal is ASCII)
		start, end, _ := x.Span(iri.ComponentHost)
		c.gatherComponent(&g, iri.ComponentHost, start, end, ".")
	}
	start, end, _ := x.Span(iri.ComponentPath)
	c.gatherComponent(&g, iri.ComponentPath, start, end, "/.")
	if start, end, ok := x.Span(iri.ComponentQuery); ok {
		c.gatherComponent(&g, iri.ComponentQuery, start, end, "&=")
	}
	if start, end, ok := x.Span(iri.ComponentFragment); ok {
		c.gatherComponent(&g, iri.ComponentFragment, start, end, "")
	}
	c.facts.maybeNFKC = g.seen&props.MayChange != 0
	c.facts.rtl = g.seen&props.RTL != 0
	c.facts.special = g.seen&props.Special != 0
	c.facts.markOrDigit = (g.seen|g.encoded)&props.MarkOrDigit != 0
	c.pctVs, c.mixedVs, c.gathered = c.vs, g.mixedVs, true
	c.vs = vs
}

// gatherer is the state of gatherFacts's pass.
type gatherer struct {
	seen    props.Props // the OR of the properties of the non-ASCII characters
	encoded props.Props // the same for the percent-encoded ones
	lower   uint16      // the components already told of lower-case hex
	mixedVs []Violation
	// The part of the component being read: where it starts, and the
	// scripts of its letters so far.
	part    int
	scripts scriptRun
}

// gatherComponent reads the text of the component comp, s[start:end],
// whose parts (in the sense of RFC 3987 §4.2, as subcomponents divides
// them) the bytes of seps separate.
func (c *run) gatherComponent(g *gatherer, comp iri.Component, start, end int, seps string) {
	s := c.s
	// The separators, repeated in each lane of a word (0 for none: no
	// byte of a valid IRI is 0).
	var sep1, sep2 uint64
	if len(seps) > 0 {
		sep1 = chars.Repeat(chars.Run(seps[0]))
		sep2 = sep1
	}
	if len(seps) > 1 {
		sep2 = chars.Repeat(chars.Run(seps[1]))
	}
	g.part, g.scripts = start, scriptRun{}
	for i := start; i < end; {
		// Eight bytes at a time (fewer at the end of the component):
		// those before the first "%" or non-ASCII byte are plain ASCII,
		// of which only the letters, Latin, and the separators matter.
		v, n := wordAt(s, i, end)
		if special := zeroLanes(v^percents) | v&highs; special != 0 {
			n = min(n, bits.TrailingZeros64(special)>>3)
		}
		plain := uint64(1)<<(8*n) - 1 // the lanes of plain ASCII (8: all)
		letters := letterLanes(v) & plain
		if at := (zeroLanes(v^sep1) | zeroLanes(v^sep2)) & plain; at == 0 {
			if letters != 0 {
				g.scripts.add(props.Latin)
			}
		} else {
			// The letters before the first separator end the part being
			// read; those after the last start the next. The parts
			// between are ASCII: Latin at most.
			first, last := bits.TrailingZeros64(at)>>3, (63-bits.LeadingZeros64(at))>>3
			if letters&(1<<(8*first)-1) != 0 {
				g.scripts.add(props.Latin)
			}
			c.endPart(g, comp, i+first)
			g.part = i + last + 1
			if letters>>(8*(last+1)) != 0 {
				g.scripts.add(props.Latin)
			}
		}
		i += n
		if i >= end || n == 8 {
			continue
		}
		if s[i] == '%' {
			// A valid IRI: two hex digits follow.
			c.facts.nonASCII = c.facts.nonASCII || s[i+1] >= '8' // an encoded octet above 0x7F
			n, p := c.percentEncoded(i, comp, &g.lower)
			g.encoded |= p
			g.scripts.add(p.Script())
			i += n
			continue
		}
		// Non-ASCII text comes in words: the whole stretch.
		c.facts.nonASCII = true
		for i < end && s[i] >= 0x80 {
			r, n := chars.DecodeRune(s[i:])
			p := props.Of(r)
			g.seen |= p
			g.scripts.add(p.Script())
			i += n
		}
	}
	c.endPart(g, comp, end)
}

// endPart ends the part being read at offset end: a violation of
// char/mixed-script if its letters are of scripts that do not mix.
func (c *run) endPart(g *gatherer, comp iri.Component, end int) {
	if g.scripts.set.n > 1 && !g.scripts.set.allowed() {
		vs := c.vs
		c.vs = g.mixedVs
		c.add("char/mixed-script", g.part, end-g.part, "letters of several scripts in one component: "+g.scripts.set.String())
		g.mixedVs, c.vs = c.vs, vs
	}
	g.scripts = scriptRun{}
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

// letterLanes returns where the eight bytes of v, all ASCII, hold a
// letter: bit 8j+7 set for a letter in lane j.
func letterLanes(v uint64) uint64 {
	const ones, highs, spaces = 0x0101010101010101, 0x8080808080808080, 0x2020202020202020
	lower := v | spaces // letters in lower case; no lane reaches 0x80
	return (lower + ones*(0x80-'a')) &^ (lower + ones*(0x80-'z'-1)) & highs
}

// wordAt returns the bytes of s from offset i as a word, and how many of
// them are before end (at most eight): the lanes past end are 0.
func wordAt(s string, i, end int) (uint64, int) {
	n := min(end-i, 8)
	switch {
	case i+8 <= len(s):
		return word(s[i:i+8]) & (uint64(1)<<(8*n) - 1), n
	case len(s) >= 8:
		// The last eight bytes of s, shifted down to offset i.
		return word(s[len(s)-8:]) >> (8 * (8 - (len(s) - i))) & (uint64(1)<<(8*n) - 1), n
	}
	var v uint64
	for j := 0; j < n; j++ {
		v |= uint64(s[i+j]) << (8 * j)
	}
	return v, n
}

// The bytes the pass over the characters looks for, in every lane.
const (
	percents = 0x2525252525252525
	highs    = 0x8080808080808080
)

// zeroLanes returns where the eight bytes of v are 0: bit 8j+7 set for a
// zero in lane j.
func zeroLanes(v uint64) uint64 {
	const lows = 0x7F7F7F7F7F7F7F7F
	// The high bit of each lane of (v&lows)+lows is set when the lane's
	// low seven bits are not all zero; with v's own high bit, when the
	// lane is not zero. No carry crosses lanes.
	return ^((v&lows + lows) | v | lows)
}

// word reads the eight bytes of w as one little-endian word.
func word(w string) uint64 {
	_ = w[7]
	return uint64(w[0]) | uint64(w[1])<<8 | uint64(w[2])<<16 | uint64(w[3])<<24 |
		uint64(w[4])<<32 | uint64(w[5])<<40 | uint64(w[6])<<48 | uint64(w[7])<<56
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
