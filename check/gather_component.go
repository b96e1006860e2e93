package check

import (
	"unicode/utf8"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/props"
)

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
			i = c.readEncoded(g, i, end, comp)
		} else {
			i = g.readNonASCII(s, i, end, comp)
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

// readEncoded reads the percent-encoded characters from s[i], a "%", to
// the end of their stretch, and returns where it ends: each character's
// properties and script noted in g, and the encodings that
// percentEncoded may report checked by it.
func (c *run) readEncoded(g *gatherer, i, end int, comp iri.Component) int {
	s := c.s
	// Encoded text comes in words too: the whole stretch.
	for {
		// A valid IRI: two hex digits follow.
		r, n, lower := encodedChar(s, i)
		var p props.Props
		switch {
		case n == 0 || lower && g.lower&(1<<comp) == 0 || (r == '/' || r == '.') && comp == iri.ComponentPath:
			// Octets that are not UTF-8, lower-case hex that the
			// component was not told of yet, and the two characters
			// that may change the path: what percentEncoded may report.
			// It reports nothing for the others, as "%20", "%3D",
			// "%D0%BF".
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
			return i
		}
	}
}

// readNonASCII reads the characters beyond ASCII from s[i] to the end
// of their stretch, and returns where it ends: each character's
// properties and script noted in g, and the quick check of the normal
// forms made where a character may change.
func (g *gatherer) readNonASCII(s string, i, end int, comp iri.Component) int {
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
	return i
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
