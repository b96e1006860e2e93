package check

import (
	"strings"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/pct"
	"github.com/go-iri/iri/internal/props"
)

// percentEncodings checks each percent-encoding: upper-case hex, octets
// that are strict UTF-8, and encodings that would change the path. The
// pass over the characters (gatherFacts) checks them on its way, into
// c.pctVs; without it, this walks the input.
func (c *run) percentEncodings() {
	if c.gathered {
		c.vs = appendAll(c.vs, c.pctVs)
		return
	}
	s := c.s
	var lower uint16 // the components already told of lower-case hex
	for i := strings.IndexByte(s, '%'); i >= 0 && i+2 < len(s); {
		n, _ := c.percentEncoded(i, componentOf(c.x, i), &lower)
		next := strings.IndexByte(s[i+n:], '%')
		if next < 0 {
			break
		}
		i += n + next
	}
}

// percentEncoded checks the percent-encoded character at offset i, in the
// component comp, and returns how many bytes the check read (the triplets
// of the character; those of a broken sequence; an encoded dot segment to
// its end) and the properties of the character: props.Of's for one beyond
// ASCII, the script alone (Latin or none) for ASCII, 0 for octets that are
// not UTF-8. lower has the bit of each component already told of
// lower-case hex.
func (c *run) percentEncoded(i int, comp iri.Component, lower *uint16) (int, props.Props) {
	s := c.s
	o := pct.Octet(s, i)
	n := 3
	var p props.Props
	code := "" // what the triplets s[i:i+n] break, beside lower-case hex
	switch {
	case o < 0x80:
		p = props.Props(asciiScript(o))
		switch {
		case o == '/' && comp == iri.ComponentPath:
			code = "pct/encoded-slash"
		case o == '.' && comp == iri.ComponentPath && c.inDotSegment(i):
			// One violation for the segment: from here to its end.
			_, pathEnd, _ := c.x.Span(iri.ComponentPath)
			end := strings.IndexByte(s[i:pathEnd], '/')
			if end < 0 {
				end = pathEnd - i
			}
			n = end
			code = "pct/encoded-dot-segment"
		}
	default:
		if r, k := pct.DecodeRune(s[i:]); k > 0 {
			n = k
			p = props.Of(r)
			break
		}
		code = "pct/invalid-utf8"
		if o == 0xC0 || o == 0xC1 || (o == 0xE0 || o == 0xF0) && i+5 < len(s) && s[i+3] == '%' && secondOctetOverlong(o, pct.Octet(s, i+3)) {
			code = "pct/overlong"
		} else if o == 0xED && i+5 < len(s) && s[i+3] == '%' && pct.Octet(s, i+3) >= 0xA0 {
			code = "pct/surrogate"
		}
		// The continuation octets that follow belong to the same broken
		// sequence: one violation for it.
		for n < 12 && i+n+2 < len(s) && s[i+n] == '%' && pct.Octet(s, i+n)&0xC0 == 0x80 {
			n += 3
		}
	}
	// Every triplet of the run, not only its first: "%C3%a9".
	if *lower&(1<<comp) == 0 {
		if j := lowerHexTriplet(s[i : i+n]); j >= 0 {
			*lower |= 1 << comp
			c.add("pct/lowercase-hex", i+j, 3, "")
		}
	}
	if code != "" {
		c.add(code, i, n, "")
	}
	return n, p
}

// inDotSegment reports whether the "%2E" at offset i of the path lies in
// a segment of one or two dots, encoded or not.
func (c *run) inDotSegment(i int) bool {
	pathStart, _, _ := c.x.Span(iri.ComponentPath)
	return pct.InDotSegment(c.x.Path(), i-pathStart)
}

// lowerHexTriplet returns the offset of the first percent-encoding in run
// written with a lower-case hex digit, -1 if there is none. run holds
// whole triplets, and other characters in an encoded dot segment.
func lowerHexTriplet(run string) int {
	for j := 0; j+2 < len(run); j++ {
		if run[j] == '%' && (pct.IsLowerHex(run[j+1]) || pct.IsLowerHex(run[j+2])) {
			return j
		}
	}
	return -1
}

// secondOctetOverlong reports whether the octet o after lead E0 or F0
// makes an overlong form (E0 80-9F, F0 80-8F).
func secondOctetOverlong(lead, o byte) bool {
	if lead == 0xE0 {
		return o >= 0x80 && o <= 0x9F
	}
	return o >= 0x80 && o <= 0x8F
}
