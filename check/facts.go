package check

import (
	"math/bits"
	"unicode/utf8"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/props"
	"golang.org/x/text/unicode/norm"
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

// gatherComponent reads the text of the component comp, s[start:end],
// whose parts (in the sense of RFC 3987 §4.2, as subcomponents divides
// them) the bytes of seps separate.
//
// Only the "special" characters need reading: a percent-encoding and a
// character beyond ASCII. The plain ASCII between them holds Latin
// letters at most, so that a part without a special character cannot mix
// scripts: the pass jumps from one special character to the next, and
// reads the plain text around one only for what its part needs (where
// the part starts and ends, and whether it has ASCII letters, Latin, in
// the order they come).
func (c *run) gatherComponent(g *gatherer, comp iri.Component, start, end int, seps string) {
	s := c.s
	g.noteRTL()
	g.part, g.scripts, g.prev, g.from, g.comp = start, scriptRun{}, 0, start, comp
	if end <= g.first {
		return // plain ASCII: no part can mix scripts
	}
	j := g.first // when the component holds it: nothing special before, or encodings of ASCII (resumed)
	if j < start {
		if j = nextSpecial(s, start, end); j == end {
			return
		}
	}
	// Until the scripts of the special characters may not mix with Latin,
	// no part can mix scripts, whatever its ASCII letters (a subset of a
	// set scriptSet allows is allowed): the pass reads neither the parts
	// nor their letters (fast), and g.scripts holds the scripts of the
	// component's special characters. From there on, it reads the parts
	// (partSoFar), g.scripts those of the part.
	//
	// Cyrillic and Greek are the scripts that do not mix with Latin (see
	// scriptSet.allowed): a component whose first special character is
	// one of theirs, most often, by its first octet (U+0380-04FF: CE-D3),
	// written or encoded, is read by its parts from the start.
	fast, checked := true, 0
	if lead := leadOctet(s, j); lead >= 0xCE && lead <= 0xD3 {
		fast = false
		if j == g.first && g.resumed {
			// Encodings of ASCII may come before it, whose letters are
			// Latin and whose hex digits are not letters.
			c.partSoFar(g, start, j, seps)
		} else {
			if k := lastSeparator(s, start, j, seps); k >= 0 {
				g.part = k + 1
			}
			if hasASCIILetter(s[g.part:j]) {
				g.scripts.add(props.Latin)
			}
		}
	}
	for i := j; ; {
		// s[i] is a special character.
		if s[i] == '%' {
			// Encoded text comes in words too: the whole stretch.
			for {
				// A valid IRI: two hex digits follow.
				r, n, lower := encodedChar(s, i)
				var p props.Props
				switch {
				case n == 0 || lower && g.lower&(1<<comp) == 0 || (r == '/' || r == '.') && comp == iri.ComponentPath:
					// Octets that are not UTF-8, lower-case hex that the
					// component was not told of yet, and the two
					// characters that may change the path: what
					// percentEncoded may report. It reports nothing for
					// the others, as "%20", "%3D", "%D0%BF".
					n, p = c.percentEncoded(i, comp, &g.lower)
				case r < 0x80:
					p = props.Props(asciiScript(byte(r)))
				default:
					var ok bool
					if p, ok = props.Cached(r); !ok {
						p = props.Of(r)
					}
				}
				if p&(markOrDecomposes|props.Digit) != 0 {
					g.note(p, r == 0x0307, comp)
				} else {
					g.prev = p // what note does with it
				}
				g.scripts.add(p.Script())
				if i += n; i >= end || s[i] != '%' {
					break
				}
			}
		} else {
			// Non-ASCII text comes in words: the whole stretch.
			for i < end && s[i] >= 0x80 {
				// validRune's two first cases, inlined.
				var r rune
				n := 2
				switch b := s[i]; {
				case b < 0xE0 && i+2 <= end:
					r = rune(b&0x1F)<<6 | rune(s[i+1]&0x3F)
				case b < 0xF0 && i+3 <= end:
					r, n = rune(b&0x0F)<<12|rune(s[i+1]&0x3F)<<6|rune(s[i+2]&0x3F), 3
				default:
					r, n = validRune(s[i:end])
				}
				p, ok := props.Cached(r)
				if !ok {
					p = props.Of(r)
				}
				g.seen |= p
				// Most characters are letters that neither change, nor
				// combine, nor decompose: one test for the rest.
				if p&(props.MayChange|props.NonStarter|markOrDecomposes|props.Digit) != 0 {
					if p&(props.MayChange|props.NonStarter) != 0 {
						g.quickCheck(s, p, i, i+n, comp)
					}
					g.note(p, s[i] == 0xCC && s[i+1] == 0x87, comp) // U+0307
				} else {
					g.prev = p // what note does with it
				}
				g.scripts.add(p.Script())
				i += n
			}
		}
		if i >= end {
			break
		}
		if s[i] == '%' || s[i] >= 0x80 {
			continue // the next character is special too, as in "%D0%BF%D1%80"
		}
		// Plain ASCII up to the next special character, or the end.
		g.prev = 0
		if fast {
			if g.scripts.set.n != checked { // a script more
				checked = g.scripts.set.n
				fast = g.scripts.set.allowedWithLatin()
			}
			if fast {
				if i = nextSpecial(s, i, end); i == end {
					return
				}
				continue
			}
			c.partSoFar(g, start, i, seps)
		}
		if i+1 < end && (s[i+1] == '%' || s[i+1] >= 0x80) {
			// One byte between two special characters, a third of the
			// stretches ("/" between encoded words, "n" in "fijación"):
			// read without the scans.
			if b := s[i]; len(seps) > 0 && (b == seps[0] || b == seps[len(seps)-1]) {
				c.endPart(g, comp, i)
				g.part = i + 1
			} else if b |= 0x20; 'a' <= b && b <= 'z' {
				g.scripts.add(props.Latin)
			}
			i++
			continue
		}
		next := nextSpecial(s, i, end)
		f := firstSeparator(s, i, next, seps)
		if f < 0 {
			if hasASCIILetter(s[i:next]) {
				g.scripts.add(props.Latin)
			}
		} else {
			// The part ends at the first separator; the next special
			// character's starts after the last.
			if hasASCIILetter(s[i:f]) {
				g.scripts.add(props.Latin)
			}
			c.endPart(g, comp, f)
			if next == end {
				return // the parts that are left are plain ASCII
			}
			g.part = max(f, lastSeparator(s, f+1, next, seps)) + 1
			if hasASCIILetter(s[g.part:next]) {
				g.scripts.add(props.Latin)
			}
		}
		if next == end {
			break
		}
		i = next
	}
	if fast {
		if g.scripts.set.n == checked || g.scripts.set.allowedWithLatin() {
			return
		}
		c.partSoFar(g, start, end, seps)
	}
	c.endPart(g, comp, end)
}

// leadOctet returns the octet at s[i], a special character: a
// percent-encoded one decoded.
func leadOctet(s string, i int) byte {
	if s[i] == '%' {
		return hexDigit[s[i+1]]&0xF<<4 | hexDigit[s[i+2]]&0xF
	}
	return s[i]
}

// partSoFar makes g.part and g.scripts those of the part of the component
// s[start:] that s[i-1] ends, for the pass to read the parts from i on:
// the part starts after the last separator before i, and its scripts are
// those of its letters, in the order they come (scriptsOf).
func (c *run) partSoFar(g *gatherer, start, i int, seps string) {
	g.part = start
	if k := lastSeparator(c.s, start, i, seps); k >= 0 {
		g.part = k + 1
	}
	g.scripts = scriptsOf(c.s[g.part:i])
}

// validRune decodes the character s starts with, a code point of at
// least U+0080 in valid UTF-8, as the text of an IRI that iri.Parse
// accepts is: the lead byte gives the length, and the bytes that follow
// need no check (U+FFFD and 1 for an s cut short, which such text does
// not end with).
func validRune(s string) (rune, int) {
	switch b := s[0]; {
	case b < 0xE0 && len(s) >= 2:
		return rune(b&0x1F)<<6 | rune(s[1]&0x3F), 2
	case b < 0xF0 && len(s) >= 3:
		return rune(b&0x0F)<<12 | rune(s[1]&0x3F)<<6 | rune(s[2]&0x3F), 3
	case len(s) >= 4:
		return rune(b&0x07)<<18 | rune(s[1]&0x3F)<<12 | rune(s[2]&0x3F)<<6 | rune(s[3]&0x3F), 4
	}
	return utf8.RuneError, 1
}

// quickCheck makes the quick check of NFC and NFKC (UAX #15 §9) for the
// character at s[i:end], with the properties p, a character that may
// change (props.MayChange) or a non-starter: it marks the component as
// one that normalForms must look at (mayChange) where the check does not
// answer Yes, as x/text's check would answer it. Every other character
// answers Yes and is a starter, which ends a run of non-starters: so is
// any text between two non-starters, and a non-starter that does not
// start where the one before ended starts a run. A run of non-starters
// answers Yes when their classes do not go down, and when it is short of
// the stream-safe format's limit (UAX #15 §13: 30 non-starters, of which
// a starter's decomposition may end in some; props'
// TestNormalCharactersMakeNormalText holds the same check to x/text).
//
// A character whose check is Maybe and that each form keeps alone
// (props.Combines) changes only by composing with the starter before it,
// which is the character before it where that is not a non-starter (a
// starter the check answers Yes for begins a segment, UAX #15 §9): it
// stays where that character composes with nothing (keptApart), as
// U+09BE (Maybe: U+09C7 U+09BE is U+09CB) after most Bengali letters.
func (g *gatherer) quickCheck(s string, p props.Props, i, end int, comp iri.Component) {
	const maxRun = 16
	if g.markEnd != i {
		g.lastCCC, g.markCount = 0, 0
	}
	ccc := p.CCC()
	if p&props.MayChange != 0 && !g.keptApart(s, p, i, end) || ccc < g.lastCCC || g.markCount >= maxRun {
		g.mayChange |= 1 << comp
	}
	g.markEnd, g.lastCCC, g.markCount = end, ccc, g.markCount+1
}

// keptApart reports whether NFC and NFKC keep the character at s[i:end],
// with the properties p (props.MayChange), as it is after the character
// before it in its component: for a character that composes only
// (props.Combines), at the start of the component or after a starter
// that composes with nothing.
func (g *gatherer) keptApart(s string, p props.Props, i, end int) bool {
	if p&props.Combines == 0 || g.lastCCC != 0 {
		return false // after a non-starter: the starter before may be further back
	}
	if i == g.from {
		return true
	}
	k := i - 1
	for k > g.from && s[k]&0xC0 == 0x80 {
		k--
	}
	// A character before it that composes with nothing, nor decomposes
	// (x/text's BoundaryAfter: inert) keeps it apart. One that may
	// compose leaves the question to normalForms: a normalization of the
	// two would cost about as much as that of the component.
	prev := s[k:i]
	return norm.NFC.PropertiesString(prev).BoundaryAfter() && norm.NFKC.PropertiesString(prev).BoundaryAfter()
}

// markOrDecomposes are the properties of a character that gatherer.note
// looks at, beside props.Digit.
const markOrDecomposes = props.Nonspacing | props.Decomposes

// note records what the character with the properties p, in the
// component comp, tells the rules of spoofing for text. spoof.Marks finds
// a problem only in the marks on one base of the text in NFD. A mark that
// follows a character that is neither a mark nor decomposes starts the
// marks of that base; when it is neither U+0307 (dotAbove) nor
// decomposes (U+16121 decomposes to two of one mark) and the next
// character is neither a mark nor decomposes (whose decomposition may
// start with the same mark: U+0CC6 U+0CC7), it is all the base has, which
// makes no problem (spoof's TestMarksNeedTwo). Without a mark, Marks
// finds nothing at all (TestMarksNeedANonspacingMark). So only a mark
// that decomposes, or follows a mark or a character that decomposes, a
// character that decomposes after a mark, and U+0307 need spoof.Marks.
func (g *gatherer) note(p props.Props, dotAbove bool, comp iri.Component) {
	if p&props.Nonspacing != 0 && (p&props.Decomposes != 0 || g.prev&markOrDecomposes != 0 || dotAbove) ||
		p&props.Decomposes != 0 && g.prev&props.Nonspacing != 0 {
		g.marks |= 1 << comp
	}
	if p&props.Digit != 0 {
		g.digits |= 1 << comp
	}
	g.prev = p
}

// The scans of the pass over the characters read the text eight bytes at
// a time, and the last few bytes of a stretch as a word too, read from
// the whole input where it goes on past the stretch, with the lanes
// outside the stretch masked off: a loop over single bytes, whose end a
// branch predictor must guess anew for each stretch, is left only at the
// ends of the input.

// nextSpecial returns the offset of the first "%" or non-ASCII byte of
// s[i:end], end if there is none.
func nextSpecial(s string, i, end int) int {
	from := i
	if t := s[:end]; i <= end-8 {
		_ = t[i:] // 0 <= i: the word loop needs no bounds checks
		for ; i <= len(t)-8; i += 8 {
			if m := specialLanes(word(t[i : i+8])); m != 0 {
				return i + bits.TrailingZeros64(m)>>3
			}
		}
	}
	switch {
	case i == end:
		return end
	case i+8 <= len(s):
		// The lanes from end on are masked off: a wrong bit of
		// specialLanes stands above a right one.
		if m := specialLanes(word(s[i:i+8])) & lanesBelow(end-i); m != 0 {
			return i + bits.TrailingZeros64(m)>>3
		}
		return end
	case end-8 >= from:
		// The last eight bytes of the stretch: those before i hold nothing
		// special, and lend no borrow to the lanes above them.
		if m := specialLanes(word(s[end-8 : end])); m != 0 {
			return end - 8 + bits.TrailingZeros64(m)>>3
		}
		return end
	}
	for ; i < end; i++ {
		if s[i] == '%' || s[i] >= 0x80 {
			return i
		}
	}
	return end
}

// firstSeparator returns the offset of the first byte of seps (at most
// two) in s[i:end], -1 if there is none, looking for both at once.
func firstSeparator(s string, i, end int, seps string) int {
	if len(seps) == 0 {
		return -1
	}
	a, b := separatorLanes(seps)
	for ; i+8 <= end; i += 8 {
		v := word(s[i : i+8])
		if m := zeroLanes(v^a) | zeroLanes(v^b); m != 0 {
			return i + bits.TrailingZeros64(m)>>3
		}
	}
	if i < end && i+8 <= len(s) {
		v := word(s[i : i+8])
		if m := (zeroLanes(v^a) | zeroLanes(v^b)) & lanesBelow(end-i); m != 0 {
			return i + bits.TrailingZeros64(m)>>3
		}
		return -1
	}
	for ; i < end; i++ {
		if s[i] == seps[0] || s[i] == seps[len(seps)-1] {
			return i
		}
	}
	return -1
}

// lastSeparator returns the offset of the last byte of seps (at most
// two) in s[from:i], -1 if there is none: from the end.
func lastSeparator(s string, from, i int, seps string) int {
	if len(seps) == 0 {
		return -1
	}
	a, b := separatorLanes(seps)
	for ; i-8 >= from; i -= 8 {
		v := word(s[i-8 : i])
		if m := zeroLanes(v^a) | zeroLanes(v^b); m != 0 {
			return i - 8 + (63-bits.LeadingZeros64(m))>>3
		}
	}
	if i > from && i >= 8 {
		// The lanes before from are masked off.
		v := word(s[i-8 : i])
		if m := (zeroLanes(v^a) | zeroLanes(v^b)) &^ lanesBelow(8-(i-from)); m != 0 {
			return i - 8 + (63-bits.LeadingZeros64(m))>>3
		}
		return -1
	}
	for i--; i >= from; i-- {
		if s[i] == seps[0] || s[i] == seps[len(seps)-1] {
			return i
		}
	}
	return -1
}

// lanesBelow returns the high bits of the lanes 0 to n-1 of a word, n
// from 0 to 8.
func lanesBelow(n int) uint64 {
	return highs & (1<<(8*n) - 1)
}

// separatorLanes returns the one or two bytes of seps in every lane of a
// word (the one twice).
func separatorLanes(seps string) (uint64, uint64) {
	const ones = 0x0101010101010101
	return uint64(seps[0]) * ones, uint64(seps[len(seps)-1]) * ones
}

// hasASCIILetter reports whether s, ASCII, has a letter.
func hasASCIILetter(s string) bool {
	for i := 0; i < len(s); i++ {
		if chars.IsAlpha(s[i]) {
			return true
		}
	}
	return false
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

// The bytes the pass over the characters looks for, in every lane.
const (
	percents = 0x2525252525252525
	highs    = 0x8080808080808080
)

// specialLanes returns where the eight bytes of v are "%" or not ASCII:
// the bit 8j+7 set for such a byte in lane j, exactly in the lowest such
// lane (a lane above may be set wrongly, by the borrow from a "%" below
// it: only the lowest set bit tells).
func specialLanes(v uint64) uint64 {
	const ones = 0x0101010101010101
	// A lane of v below 0x80 but "%" is 01-7F in x, so that x-ones
	// borrows from no lane below the lowest "%" (where x-ones sets the
	// high bit and borrows), and sets no high bit there; the lanes of v
	// from 0x80 have theirs.
	x := v ^ percents // a zero byte where v has "%"
	return (x - ones | v) & highs
}

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
