package display

import (
	"strings"
	"unicode/utf8"

	"github.com/go-iri/iri"
)

// A BidiForm is a way to write an IRI for display so that the Unicode
// Bidirectional Algorithm shows it as RFC 3987 §4.1 requires.
type BidiForm uint8

const (
	// BidiEmbedding wraps the IRI in LRE ... PDF (U+202A, U+202C), the
	// form §4.1 gives: shown as in a left-to-right embedding.
	BidiEmbedding BidiForm = iota
	// BidiIsolate wraps the IRI in LRI ... PDI (U+2066, U+2069), the
	// isolates of Unicode 6.3: the same display, without the surrounding
	// text's direction leaking in or out. Prefer it where the display
	// engine knows isolates.
	BidiIsolate
	// BidiComponents is the IURI draft's form (§2.4): LRE ... PDF, and
	// an LRM (U+200E) before and after each reserved character, so that
	// the components stand strictly left to right, each one shown in its
	// own direction.
	BidiComponents
)

const (
	lre = "\u202a"
	pdf = "\u202c"
	lri = "\u2066"
	pdi = "\u2069"
	lrm = "\u200e"
)

// Wrap returns x wrapped for display in plain text in the form f, so that
// it is rendered as RFC 3987 §4.1 requires. The controls are not part of
// the IRI; remove them before using the text as an IRI again. In HTML, do
// not add them: put the IRI, unchanged, in an element with dir="ltr" (a
// <bdi dir="ltr"> or <span dir="ltr">), which §4.1 names as the
// higher-level equivalent.
func (f BidiForm) Wrap(x iri.IRI) string {
	s := x.String()
	switch f {
	case BidiIsolate:
		return lri + s + pdi
	case BidiComponents:
		var b strings.Builder
		b.Grow(len(s) + 16)
		b.WriteString(lre)
		for i := 0; i < len(s); i++ {
			c := s[i]
			if c < utf8.RuneSelf && strings.IndexByte(":/?#[]@!$&'()*+,;=", c) >= 0 {
				b.WriteString(lrm)
				b.WriteByte(c)
				b.WriteString(lrm)
			} else {
				b.WriteByte(c)
			}
		}
		b.WriteString(pdf)
		return b.String()
	}
	return lre + s + pdf
}
