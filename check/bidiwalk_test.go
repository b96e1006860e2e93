package check

import (
	"slices"
	"testing"
	"unicode/utf8"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/corpus"
	"github.com/go-iri/iri/internal/pieces"
	"github.com/go-iri/iri/internal/props"
	"golang.org/x/text/unicode/bidi"
)

// appendBidiReference is appendBidi as it was before bidiWalk.parts read
// the parts of a component with right-to-left text in its one pass:
// visitParts splits them, a closure applies the rules; each part is read
// a character at a time (bidiComponentOfEachRune), where the walk passes
// over stretches of ASCII.
func appendBidiReference(vs []Violation, x iri.IRI, rtl uint16) []Violation {
	var prev bidiComponent
	visit := func(text string, offset int, comp iri.Component) {
		c := bidiComponentOfEachRune(text, offset, comp)
		if prev.text != "" && !prev.rtl && prev.endsWithNumber && c.rtl {
			vs = append(vs, bidiNumberBesideRTL.violation(prev.component, prev.offset, prev.text))
		}
		vs = c.check(vs)
		if prev.rtl && !c.rtl && c.startsWithNumber {
			vs = append(vs, bidiNumberBesideRTL.violation(c.component, c.offset, c.text))
		}
		for i := 0; c.isolates && i < len(text); {
			r, n := utf8.DecodeRuneInString(text[i:])
			if chars.IsBidiIsolate(r) {
				vs = append(vs, bidiIsolate.violation(comp, offset+i, text[i:i+n]))
			}
			i += n
		}
		prev = c
	}
	componentTexts(x, func(text string, offset int, comp iri.Component, seps string) {
		if rtl&(1<<comp) == 0 {
			visitEnds(text, offset, comp, seps, prev.rtl, visit)
			return
		}
		visitParts(text, offset, comp, seps, visit)
	})
	return vs
}

// rtlComponents returns the components of x that hold a right-to-left
// character or a bidi isolate, as the bits 1<<iri.Component, as the pass
// over the characters notes them for appendBidi.
func rtlComponents(x iri.IRI) uint16 {
	var rtl uint16
	componentTexts(x, func(text string, _ int, comp iri.Component, _ string) {
		if props.HasRTL(text) {
			rtl |= 1 << comp
		}
	})
	return rtl
}

// checkBidiAgainstReference holds appendBidi to appendBidiReference on x,
// with every component read in full and with only those with
// right-to-left text (as Check passes them).
func checkBidiAgainstReference(tb testing.TB, x iri.IRI) {
	tb.Helper()
	for _, rtl := range []uint16{allComponents, rtlComponents(x)} {
		if got, want := appendBidi(nil, x, rtl), appendBidiReference(nil, x, rtl); !slices.Equal(got, want) {
			tb.Fatalf("%q (components %#x): appendBidi\n got %v\nwant %v", x, rtl, got, want)
		}
	}
}

func TestBidiWalkSuites(t *testing.T) {
	n := 0
	for _, s := range goldenSuiteInputs(t) {
		if x, err := iri.Parse(s); err == nil {
			checkBidiAgainstReference(t, x)
			n++
		}
	}
	if n == 0 {
		t.Fatal("no valid suite line")
	}
}

func TestBidiWalkCorpora(t *testing.T) {
	for _, name := range []string{"corpus-iri.txt", "corpus-ascii.txt"} {
		rtl := 0
		for _, s := range corpus.Lines(t, name) {
			if x, err := iri.Parse(s); err == nil {
				checkBidiAgainstReference(t, x)
				if props.HasRTL(s) {
					rtl++
				}
			}
		}
		if name == "corpus-iri.txt" && rtl == 0 {
			t.Fatalf("%s: no valid line with right-to-left text", name)
		}
	}
}

// TestBidiWalkExhaustive holds appendBidi to appendBidiReference on every
// text of up to four pieces (right-to-left letters, left-to-right ones,
// digits of both kinds, a mark, the separators of each component,
// isolates, percent-encodings) in each component of an IRI.
func TestBidiWalkExhaustive(t *testing.T) {
	textPieces := []string{
		"\u05d0", "\u0628", "a", "Z", "1", "\u0661", "\u06f1", "\u05b0", "-",
		"/", ".", "&", "=", "\u2067", "\u061c", "%31", "%D7%90", "\u00e9",
	}
	templates := [][2]string{
		{"http://", "@h/"}, {"http://", "/p"}, {"http://h/", ""}, {"http://h/?", ""},
		{"http://h/#", ""}, {"x:", "?a=\u05d0"}, {"http://\u05d0.h/", "?1"},
	}
	texts := pieces.Texts(textPieces, 4)
	valid := 0
	for _, tpl := range templates {
		for _, text := range texts {
			if x, err := iri.Parse(tpl[0] + text + tpl[1]); err == nil {
				checkBidiAgainstReference(t, x)
				valid++
			}
		}
	}
	if valid < len(texts) {
		t.Fatalf("only %d valid IRIs", valid)
	}
}

// TestASCIIClass holds asciiClass to x/text's class of each ASCII
// character where the rules can tell them apart: L, EN, AN, R and AL.
func TestASCIIClass(t *testing.T) {
	tell := func(c bidi.Class) bidi.Class {
		switch c {
		case bidi.L, bidi.EN, bidi.AN, bidi.R, bidi.AL:
			return c
		}
		return bidi.ON
	}
	for c := range byte(utf8.RuneSelf) {
		want, _ := bidi.LookupRune(rune(c))
		if got := asciiClass(c); got != tell(want.Class()) {
			t.Errorf("%q: asciiClass says %v, x/text %v", c, got, want.Class())
		}
	}
}
