package inspect

import (
	"cmp"
	"fmt"
	"slices"
	"unicode"
	"unicode/utf8"

	"github.com/go-iri/iri"
	"golang.org/x/text/unicode/runenames"
)

// A cell is one column of the diagram: a character of the input, the
// place of an empty component, or the end of the input. The page draws
// the cells side by side, each in its own box, so that they stand in the
// input's logical order whatever their direction, and each column carries
// what is said about its character: its component and the violations
// (by their index in report.Violations) that cover it.
type cell struct {
	Offset    int    `json:"offset"`
	Length    int    `json:"length,omitempty"`    // the bytes the character takes in the input; 0 for a marker
	Text      string `json:"text"`                // the character; "" for a marker
	Glyph     string `json:"glyph,omitempty"`     // what to draw instead, where Text cannot be seen
	Kind      string `json:"kind,omitempty"`      // "empty" (an empty component is here), "end", or "" for a character
	Component string `json:"component,omitempty"` // "" where the input does not parse
	CodePoint string `json:"codePoint,omitempty"` // for every character but printable ASCII
	Name      string `json:"name,omitempty"`      // its Unicode name
	Invisible bool   `json:"invisible,omitempty"` // it shows as nothing, or as a blank
	RTL       bool   `json:"rtl,omitempty"`       // its bidi class is R or AL
	Marks     []int  `json:"marks,omitempty"`     // the violations that cover it
	WHATWG    []int  `json:"whatwg,omitempty"`    // the URL Standard's validation errors that cover it (whatwgReading.Errors)
}

// cells lays the input out for the diagram: its first maxCells cells.
func cells(s string, x iri.IRI, valid bool, vs []violation) []cell {
	var empties []component
	if valid {
		for _, c := range components(x, true) {
			if c.Present && c.Start == c.End {
				empties = append(empties, c)
			}
		}
	}
	out := make([]cell, 0, min(utf8.RuneCountInString(s)+len(empties)+1, maxCells))
	emptyCells := func(at int) {
		for _, c := range empties {
			if c.Start == at {
				out = append(out, cell{Offset: at, Kind: "empty", Component: c.Name})
			}
		}
	}
	for i := 0; i < len(s); {
		if len(out) >= maxCells {
			mark(out, vs, checkerMarks)
			return out
		}
		emptyCells(i)
		r, size := utf8.DecodeRuneInString(s[i:])
		c := describe(s[i:i+size], r, size)
		c.Offset, c.Length = i, size
		if valid {
			c.Component = componentAt(x, i)
		}
		out = append(out, c)
		i += size
	}
	emptyCells(len(s))
	out = append(out, cell{Offset: len(s), Kind: "end"})
	mark(out, vs, checkerMarks)
	return out
}

// checkerMarks and whatwgMarks are the lists of a cell that mark fills:
// the checker's violations, and the URL Standard's validation errors.
func checkerMarks(c *cell) *[]int { return &c.Marks }
func whatwgMarks(c *cell) *[]int  { return &c.WHATWG }

// mark notes in each cell the violations that cover it, in the list of the
// cell that marks gives. A violation of
// length 0 (the input ended too early) covers the character at its offset,
// or the end. The cells are in the order of their offsets, and so are the
// violations, mostly: each is found by a binary search.
func mark(cells []cell, vs []violation, marks func(*cell) *[]int) {
	for n, v := range vs {
		end := v.Offset + max(v.Length, 1)
		k, _ := slices.BinarySearchFunc(cells, v.Offset, func(c cell, off int) int { return cmp.Compare(c.Offset, off) })
		for ; k < len(cells) && cells[k].Offset < end; k++ {
			if cells[k].Kind != "empty" {
				m := marks(&cells[k])
				*m = append(*m, n)
			}
		}
	}
}

// describe says what the page shows of the character r, written raw in
// the input (size bytes; a byte that is not UTF-8 is a character of its
// own): printable ASCII as itself, anything else with its code point and
// name too, and what cannot be seen as a glyph that can.
func describe(raw string, r rune, size int) cell {
	c := cell{Text: raw, Glyph: glyphFor(raw, r, size)}
	if r == utf8.RuneError && size == 1 {
		c.CodePoint = fmt.Sprintf("byte %#02X", raw[0])
		c.Name = "not UTF-8"
		c.Invisible = true
		return c
	}
	if r > ' ' && r < utf8.RuneSelf && r != 0x7F {
		return c
	}
	c.CodePoint = codePoint(r)
	c.Name = runeName(r)
	c.Invisible = invisible(r)
	c.RTL = rightToLeft(r)
	return c
}

// glyphFor is what the page draws for the character r, written raw in
// the input (size bytes), where raw itself cannot be seen: a byte that is
// not UTF-8 or an invisible character as its hex digits, a combining mark
// on a dotted circle, as the Unicode charts show one alone. It is "" for
// a character that shows as itself.
func glyphFor(raw string, r rune, size int) string {
	switch {
	case r == utf8.RuneError && size == 1:
		return fmt.Sprintf("%02X", raw[0])
	case r > ' ' && r < utf8.RuneSelf && r != 0x7F:
		return ""
	case invisible(r):
		return fmt.Sprintf("%04X", r)
	case unicode.In(r, unicode.Mn, unicode.Me):
		return "\u25cc" + raw
	}
	return ""
}

// codePoint writes r as Unicode writes a code point: U+05D0.
func codePoint(r rune) string { return fmt.Sprintf("U+%04X", r) }

// invisible reports whether r shows as nothing or as blank space: the
// controls, the format characters (zero-width spaces and joiners, bidi
// controls, tags, ...), the other default-ignorable code points (UAX #44:
// Hangul fillers, variation selectors, ...), and the spaces and
// separators.
func invisible(r rune) bool {
	return unicode.In(r, unicode.Cc, unicode.Cf, unicode.Zs, unicode.Zl, unicode.Zp,
		unicode.Other_Default_Ignorable_Code_Point, unicode.Variation_Selector)
}

// runeName returns the Unicode name of r (golang.org/x/text/unicode/runenames),
// with the names Unicode derives for CJK ideographs (UAX #44 §4.8, rule
// NR2), and a word for what has none.
func runeName(r rune) string {
	name := runenames.Name(r)
	switch {
	case name == "<CJK Ideograph>":
		return fmt.Sprintf("CJK UNIFIED IDEOGRAPH-%04X", r)
	case name != "":
		return name
	case r >= 0xFDD0 && r <= 0xFDEF || r&0xFFFE == 0xFFFE:
		return "<noncharacter>"
	}
	return "<unassigned>"
}
