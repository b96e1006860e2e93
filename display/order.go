package display

import (
	"strings"
	"unicode/utf8"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/props"
	"golang.org/x/text/unicode/bidi"
)

// VisualOrder returns the characters of the IRI in the order, left to
// right, in which the Unicode Bidirectional Algorithm displays it in the
// form f (see Wrap), without the added controls, and with brackets at
// right-to-left levels mirrored: what a person sees. A user interface can
// show it, a test can assert on it, a reviewer can tell two IRIs apart
// that look alike.
//
// The resolved directions come from golang.org/x/text/unicode/bidi; the
// rest of the algorithm that it leaves out (the levels of numbers inside
// right-to-left text, rules W1-W7 and I1-I2, and the reordering of rule
// L2) is done here. IRIs cannot hold the explicit embeddings §4.1
// forbids; one that holds an isolate (the checker warns of them) is ordered
// as if the isolate were not there.
func (f BidiForm) VisualOrder(x iri.IRI) string {
	s := x.String()
	if !props.HasRTL(s) {
		return s // nothing right-to-left: nothing moves
	}
	runes, levels, offsets := f.reorder(x)
	var b strings.Builder
	for i, r := range runes {
		if offsets[i] < 0 {
			continue // an LRM of BidiComponents
		}
		if levels[i]%2 == 1 {
			// L4: mirrored glyphs at right-to-left levels.
			if p, _ := bidi.LookupRune(r); p.IsBracket() {
				b.WriteString(bidi.ReverseString(string(r)))
				continue
			}
		}
		b.WriteRune(r)
	}
	return b.String()
}

// VisualOffsets returns where each character of f.VisualOrder(x) comes
// from: the byte offset in x.String() of the character shown in each place,
// left to right. It is a permutation of the offsets at which the characters
// of x start, which a user interface needs to colour the components of an
// IRI in the order a person sees them, or to map a click back to the text.
func (f BidiForm) VisualOffsets(x iri.IRI) []int {
	s := x.String()
	if !props.HasRTL(s) {
		offsets := make([]int, 0, utf8.RuneCountInString(s))
		for i := range s {
			offsets = append(offsets, i)
		}
		return offsets
	}
	_, _, offsets := f.reorder(x)
	kept := offsets[:0]
	for _, o := range offsets {
		if o >= 0 {
			kept = append(kept, o)
		}
	}
	return kept
}

// reorder lays out x, written in the form f, as the Unicode Bidirectional
// Algorithm displays it: the characters in visual order, left to right,
// the embedding level of each, and the byte offset in x.String() it comes from (-1
// for an LRM that BidiComponents adds).
func (f BidiForm) reorder(x iri.IRI) (runes []rune, levels []int8, offsets []int) {
	s := x.String()
	text := s
	if f == BidiComponents {
		text = BidiComponents.Wrap(x)
		text = text[len(lre) : len(text)-len(pdf)]
	}
	runes = []rune(text)
	// text is s with LRMs added: matched character by character, what s
	// does not have in its place is an added LRM.
	offsets = make([]int, len(runes))
	j := 0
	for i, r := range runes {
		if c, size := utf8.DecodeRuneInString(s[j:]); size > 0 && c == r {
			offsets[i] = j
			j += size
		} else {
			offsets[i] = -1
		}
	}
	levels = bidiLevels(runes)
	// L2: from the highest level to the lowest odd one, reverse every
	// run of characters at that level or higher.
	for level := int8(2); level >= 1; level-- {
		for i := 0; i < len(runes); {
			if levels[i] < level {
				i++
				continue
			}
			j := i
			for j < len(runes) && levels[j] >= level {
				j++
			}
			for a, b := i, j-1; a < b; a, b = a+1, b-1 {
				runes[a], runes[b] = runes[b], runes[a]
				levels[a], levels[b] = levels[b], levels[a]
				offsets[a], offsets[b] = offsets[b], offsets[a]
			}
			i = j
		}
	}
	return runes, levels, offsets
}

// bidiLevels returns the embedding level of each character of a paragraph
// displayed left to right: 1 for what resolves right-to-left, 2 for
// numbers that follow right-to-left text, 0 for the rest.
func bidiLevels(runes []rune) []int8 {
	levels := make([]int8, len(runes))
	// The right-to-left characters, neutrals included, from x/text. A
	// leading LRM fixes the paragraph direction to left-to-right, which
	// x/text would otherwise take from the first strong character.
	var p bidi.Paragraph
	if _, err := p.SetString("\u200e" + string(runes)); err == nil {
		if o, err := p.Order(); err == nil {
			for i := 0; i < o.NumRuns(); i++ {
				run := o.Run(i)
				if run.Direction() != bidi.RightToLeft {
					continue
				}
				start, end := run.Pos()
				for k := max(start, 1); k <= end; k++ {
					levels[k-1] = 1
				}
			}
		}
	}
	// The numbers among the rest: the weak types after rules W1-W7.
	types := make([]bidi.Class, len(runes))
	for i, r := range runes {
		types[i] = bidiClass(r)
	}
	resolveWeakTypes(types)
	for i, t := range types {
		if levels[i] == 0 && (t == bidi.EN || t == bidi.AN) {
			levels[i] = 2 // I1: numbers go up two levels from 0
		}
	}
	return levels
}

// resolveWeakTypes applies rules W1-W7 of the Unicode Bidirectional
// Algorithm (UAX #9 §3.3.4) to a paragraph at level 0 with no explicit
// embeddings, in place. Characters of class BN are passed over (X9).
func resolveWeakTypes(t []bidi.Class) {
	const sos = bidi.L
	// W1: a non-spacing mark takes the type of the character before it.
	prev := sos
	for i, c := range t {
		switch c {
		case bidi.BN:
			continue
		case bidi.NSM:
			t[i] = prev
		}
		prev = t[i]
	}
	// W2: a European number after Arabic letters is an Arabic number.
	// W3: Arabic letters are right-to-left letters.
	strong := sos
	for i, c := range t {
		switch c {
		case bidi.L, bidi.R, bidi.AL:
			strong = c
		case bidi.EN:
			if strong == bidi.AL {
				t[i] = bidi.AN
			}
		}
	}
	for i, c := range t {
		if c == bidi.AL {
			t[i] = bidi.R
		}
	}
	// W4: a single separator between two numbers of one kind joins them.
	for i := 1; i+1 < len(t); i++ {
		a, c, b := t[i-1], t[i], t[i+1]
		if a == bidi.EN && b == bidi.EN && (c == bidi.ES || c == bidi.CS) || a == bidi.AN && b == bidi.AN && c == bidi.CS {
			t[i] = a
		}
	}
	// W5: terminators next to European numbers are European numbers.
	for i := 0; i < len(t); {
		if t[i] != bidi.ET {
			i++
			continue
		}
		j := i
		for j < len(t) && (t[j] == bidi.ET || t[j] == bidi.BN) {
			j++
		}
		if i > 0 && t[i-1] == bidi.EN || j < len(t) && t[j] == bidi.EN {
			for k := i; k < j; k++ {
				t[k] = bidi.EN
			}
		}
		i = j
	}
	// W6: the other separators and terminators are neutral.
	for i, c := range t {
		if c == bidi.ES || c == bidi.ET || c == bidi.CS {
			t[i] = bidi.ON
		}
	}
	// W7: a European number after left-to-right text is left-to-right.
	strong = sos
	for i, c := range t {
		switch c {
		case bidi.L, bidi.R:
			strong = c
		case bidi.EN:
			if strong == bidi.L {
				t[i] = bidi.L
			}
		}
	}
}

func bidiClass(r rune) bidi.Class { return props.Of(r).BidiClass() }
