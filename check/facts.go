package check

import (
	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/props"
)

// charFacts is what one pass over the text of the components of a valid
// IRI tells the families of rules (see families) that would otherwise
// each walk it: most IRIs are ASCII, and most of the rest are in one
// script, in NFC and left-to-right, so that the costly checks
// (normalization, bidi) run only where they can find something.
type charFacts struct {
	// The components, as the bits 1<<iri.Component, whose text the quick
	// check of NFC and NFKC (gatherer.quickCheck) does not find normal: a
	// character written beyond ASCII that NFC or NFKC may change, or that
	// may combine with the one before it (props.MayChange), or
	// non-starters out of canonical order. The others are in NFKC, and so
	// in NFC, and hold no full-width nor half-width character.
	mayChange uint16
	// The components, as the bits 1<<iri.Component, that hold a
	// right-to-left character (R, AL) or a bidi isolate control, written
	// out (an encoded one counts as its ASCII for the rules of §4): the
	// others appendBidi reads at their ends only.
	rtl     uint16
	special bool // private use, which characters() reports in a valid IRI
	// The components, as the bits 1<<iri.Component, where the rules of
	// spoofing for text (spoofText) may find something, written or
	// percent-encoded: for spoof.Marks, a nonspacing mark that follows a
	// nonspacing mark or a character that decomposes, or U+0307 (see
	// gatherer.note); for spoof.MixedNumbers, a decimal digit beyond
	// ASCII.
	marks, digits uint16
}

// textRules returns which rules of spoofing for text may find something
// in the component comp: props.Nonspacing for spoof.Marks, props.Digit for
// spoof.MixedNumbers.
func (f *charFacts) textRules(comp iri.Component) props.Props {
	var p props.Props
	if f.marks&(1<<comp) != 0 {
		p |= props.Nonspacing
	}
	if f.digits&(1<<comp) != 0 {
		p |= props.Digit
	}
	return p
}

// everything is the facts that run every family: what TestFamiliesSkipNothing
// compares the facts of each input with.
var everything = charFacts{mayChange: 0xFFFF, rtl: allComponents, special: true, marks: 0xFFFF, digits: 0xFFFF}

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
	// characters has anything to say about: one look at each word. The
	// components that end before the first special character are plain
	// too.
	first := nextSpecial(s, 0, len(s))
	if first == len(s) {
		return
	}
	vs := c.vs
	c.vs = nil
	g := gatherer{first: first}
	if s[first] == '%' {
		// Most encodings are of ASCII: the rest of the pass starts at the
		// first other special character, if any.
		if g.first, g.lower = c.asciiEncodings(first); g.first == len(s) {
			c.pctVs, c.gathered = c.vs, true
			c.vs = vs
			return
		}
		g.resumed = g.first != first
		first = g.first
	}
	x := c.x
	pathStart, pathEnd, _ := x.Span(iri.ComponentPath)
	if first < pathStart { // the authority holds it: most hosts are plain
		if start, end, ok := x.Span(iri.ComponentUserinfo); ok {
			c.gatherComponent(&g, iri.ComponentUserinfo, start, end, "")
		}
		if x.HostKind() == iri.HostRegName { // (an IP literal is ASCII)
			start, end, _ := x.Span(iri.ComponentHost)
			c.gatherComponent(&g, iri.ComponentHost, start, end, ".")
		}
	}
	c.gatherComponent(&g, iri.ComponentPath, pathStart, pathEnd, "/.")
	// The query after the "?" that ends the path, the fragment to the end
	// (as Span places them, without its call).
	if q, ok := x.Query(); ok {
		c.gatherComponent(&g, iri.ComponentQuery, pathEnd+1, pathEnd+1+len(q), "&=")
	}
	if f, ok := x.Fragment(); ok {
		c.gatherComponent(&g, iri.ComponentFragment, len(s)-len(f), len(s), "")
	}
	c.facts.mayChange = g.mayChange
	g.noteRTL()
	c.facts.rtl = g.rtl
	c.facts.special = g.seen&props.Special != 0
	c.facts.marks, c.facts.digits = g.marks, g.digits
	c.pctVs, c.mixedVs, c.gathered = c.vs, g.mixedVs, true
	c.vs = vs
}

// asciiEncodings reads the special characters of c.s from s[first], a
// "%", as long as they are percent-encodings of ASCII octets in upper-case
// hex ("%20", "%2F", "%3D": a fifth of the lines of the corpora have no
// other special character), and returns the offset of the first other
// one, len(c.s) for none. Such text is in NFC and NFKC, left to right,
// without a mark nor a digit beyond ASCII, and its letters, encoded or
// not, are Latin, which a part that goes on past it may hold anyway (see
// gatherComponent): of what the pass finds, only the violations of the
// percent-encodings can be there, an encoded "/" or "." in the path,
// which percentEncoded reports as the full pass has it do. It also
// returns the components percentEncoded told of lower-case hex (in a dot
// segment it reads whole). One look at each "%" and nextSpecial between
// them, where the full pass decoded each encoded character and read its
// properties and script.
func (c *run) asciiEncodings(first int) (int, uint16) {
	s := c.s
	pathStart, pathEnd, _ := c.x.Span(iri.ComponentPath)
	var lower uint16
	for i := first; i < len(s); {
		// A "%" of a valid IRI has two hex digits after it: an octet
		// from 0x80 has a first digit from "8", and a lower-case digit
		// is from "a".
		if s[i] >= 0x80 || s[i+1] >= '8' || s[i+2] >= 'a' {
			return i, lower
		}
		n := 3
		if s[i+1] == '2' && (s[i+2] == 'F' || s[i+2] == 'E') && i >= pathStart && i < pathEnd {
			n, _ = c.percentEncoded(i, iri.ComponentPath, &lower)
		}
		i = nextSpecial(s, i+n, len(s))
	}
	return len(s), lower
}

// gatherer is the state of gatherFacts's pass.
type gatherer struct {
	// The offset of the first special character of the input that the
	// pass reads: the first of all, or after the encodings of ASCII
	// before it (resumed; see asciiEncodings).
	first   int
	resumed bool
	seen    props.Props // the OR of the properties of the non-ASCII characters
	rtl     uint16      // the facts' rtl so far (see noteRTL)
	comp    iri.Component
	lower   uint16 // the components already told of lower-case hex
	// The facts' marks and digits so far, and the properties of the
	// character before, when it was special too (0 after plain ASCII).
	marks, digits uint16
	prev          props.Props
	mayChange     uint16 // the facts' mayChange so far
	// The quick check of the normal forms (quickCheck): where the last
	// non-starter ended, its combining class, and how many came in a row.
	markEnd   int
	from      int // where the component starts
	lastCCC   uint8
	markCount uint8
	mixedVs   []Violation
	// The part of the component being read: where it starts, and the
	// scripts of its letters so far.
	part    int
	scripts scriptRun
}

// noteRTL notes in g.rtl whether the component read last (g.comp) holds
// right-to-left text: g.seen's bit of it, which it clears for the next
// component (g.rtl stands for it). It is called where a component begins
// and once at the end, so that the walk over the characters ORs each
// one's properties into g.seen alone, its RTL bit standing for the
// component being read: one test a component, none a character.
func (g *gatherer) noteRTL() {
	if g.seen&props.RTL != 0 {
		g.rtl |= 1 << g.comp
		g.seen ^= props.RTL
	}
}
