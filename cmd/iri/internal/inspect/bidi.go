package inspect

import (
	"unicode/utf8"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/check"
	"github.com/go-iri/iri/display"
	"github.com/go-iri/iri/internal/props"
	"golang.org/x/text/unicode/bidi"
)

// A bidiView is the input under the bidi rules of RFC 3987 §4: its
// characters in logical order and in the visual orders of two display
// forms, each coloured by its component; the forms wrapped for display in
// plain text, their controls made visible; and the findings of §4.2.
type bidiView struct {
	RTL      bool          `json:"rtl"` // it has right-to-left characters: otherwise nothing moves
	Orders   []order       `json:"orders"`
	Wrapped  []wrappedForm `json:"wrapped"`
	Findings []violation   `json:"findings"` // check.Bidi's
}

// An order is the characters of the input in the order one display shows
// them, left to right: the first maxCells of them.
type order struct {
	Name   string  `json:"name"`
	Glyphs []glyph `json:"glyphs"`
}

// A glyph is one character of an order: as shown (a bracket at a
// right-to-left level is mirrored), and where it comes from.
type glyph struct {
	Text      string `json:"text"`
	Glyph     string `json:"glyph,omitempty"` // what to draw instead, where Text cannot be seen (see cell)
	Offset    int    `json:"offset"`
	Component string `json:"component"`
	RTL       bool   `json:"rtl,omitempty"`
}

// A wrappedForm is display.BidiForm.Wrap's output, split into the text of the
// IRI and the controls the form adds, named.
type wrappedForm struct {
	Name    string    `json:"name"`
	Section string    `json:"section"`
	Pieces  []control `json:"pieces"`
}

// A control is a run of text of a wrapped form, or one control character
// it adds (Name set: LRE, PDF, LRI, PDI, LRM).
type control struct {
	Text      string `json:"text"`
	Name      string `json:"name,omitempty"`
	CodePoint string `json:"codePoint,omitempty"`
}

var displayForms = []struct {
	name, section string
	form          display.BidiForm
}{
	{"embedding (LRE … PDF)", "RFC 3987 §4.1", display.BidiEmbedding},
	{"isolate (LRI … PDI)", "UAX #9 §2.7", display.BidiIsolate},
	{"components (LRM around each delimiter)", "IURI draft §2.4", display.BidiComponents},
}

func bidiOf(x iri.IRI) *bidiView {
	s := x.String()
	v := &bidiView{RTL: props.HasRTL(s)}
	n := min(utf8.RuneCountInString(s), maxCells)
	logical := order{Name: "logical (as stored)", Glyphs: make([]glyph, 0, n)}
	for i, r := range s {
		if len(logical.Glyphs) == maxCells {
			break
		}
		logical.Glyphs = append(logical.Glyphs, glyphOf(x, r, i))
	}
	v.Orders = append(v.Orders, logical)
	for _, f := range displayForms {
		if f.form == display.BidiIsolate {
			continue // shown as the embedding is
		}
		o := order{Name: "visual, " + f.name, Glyphs: make([]glyph, 0, n)}
		offsets := f.form.VisualOffsets(x)
		k := 0
		for _, r := range f.form.VisualOrder(x) {
			if k == len(offsets) || k == maxCells {
				break
			}
			o.Glyphs = append(o.Glyphs, glyphOf(x, r, offsets[k]))
			k++
		}
		v.Orders = append(v.Orders, o)
	}
	for _, f := range displayForms {
		v.Wrapped = append(v.Wrapped, wrappedForm{Name: f.name, Section: f.section, Pieces: controls(f.form.Wrap(x), s)})
	}
	findings := check.Bidi(x)
	v.Findings, _ = violations(s, findings[:min(len(findings), maxViolations)])
	return v
}

// glyphOf is the glyph of the character r, from offset i of x.
func glyphOf(x iri.IRI, r rune, i int) glyph {
	text := string(r)
	return glyph{Text: text, Glyph: glyphFor(text, r, len(text)), Offset: i, Component: componentAt(x, i), RTL: rightToLeft(r)}
}

// controls splits w, the IRI s wrapped for display, into the runs of the
// IRI's text and the controls the form added. w is s with characters
// added: what s does not have in its place was added.
func controls(w, s string) []control {
	out := []control{}
	start, j := 0, 0
	for i, r := range w {
		if len(out) >= maxCells {
			return append(out, control{Text: "…", Name: "(cut)"})
		}
		if c, size := utf8.DecodeRuneInString(s[j:]); size > 0 && c == r {
			j += size
			continue
		}
		name := controlName(r)
		if start < i {
			out = append(out, control{Text: w[start:i]})
		}
		out = append(out, control{Text: string(r), Name: name, CodePoint: codePoint(r)})
		start = i + utf8.RuneLen(r)
	}
	if start < len(w) {
		out = append(out, control{Text: w[start:]})
	}
	return out
}

// controlName gives the abbreviation Unicode uses (UAX #9 §2) for the
// controls that display.BidiForm.Wrap adds.
func controlName(r rune) string {
	switch r {
	case 0x202A:
		return "LRE"
	case 0x202C:
		return "PDF"
	case 0x2066:
		return "LRI"
	case 0x2069:
		return "PDI"
	}
	return "LRM" // U+200E

}

// rightToLeft reports whether r is a right-to-left character: of bidi
// class R or AL.
func rightToLeft(r rune) bool {
	if r < utf8.RuneSelf {
		return false
	}
	c := props.Of(r).BidiClass()
	return c == bidi.R || c == bidi.AL
}
