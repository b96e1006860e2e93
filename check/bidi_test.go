package check

import (
	"slices"
	"strings"
	"testing"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/corpus"
	"github.com/go-iri/iri/internal/props"
	"golang.org/x/text/unicode/bidi"
)

// scriptLetters returns a function that writes the Bidi Notation of
// RFC 3987 §4.4 with real letters: each upper-case letter A-V becomes the
// letter of the same rank in letters, lower case stays Latin.
func scriptLetters(letters string) func(string) string {
	alef := []rune(letters)
	return func(s string) string {
		return strings.Map(func(r rune) rune {
			if r >= 'A' && r <= 'V' {
				return alef[r-'A']
			}
			return r
		}, s)
	}
}

var (
	hebrew = scriptLetters("אבגדהוזחטיכלמנסעפצקרשת") // strong right-to-left, class R
	arabic = scriptLetters("ابتثجحخدذرزسشصضطظعغفقك") // Arabic letters, class AL
)

// The eleven examples of RFC 3987 §4.4: logical and visual
// representations, and what the checks say.
var bidiExamples = []struct {
	n               int
	logical, visual string
	codes           []string
}{
	{1, "http://ab.CDEFGH.ij/kl/mn/op.html", "http://ab.HGFEDC.ij/kl/mn/op.html", nil},
	{2, "http://ab.CDE.FGH/ij/kl/mn/op.html", "http://ab.HGF.EDC/ij/kl/mn/op.html", nil},
	{3, "http://AB.CD.EF/GH/IJ/KL?MN=OP;QR=ST#UV", "http://VU#TS=RQ;PO=NM?LK/JI/HG/FE.DC.BA", nil},
	{4, "http://AB.CD.ef/gh/IJ/KL.html", "http://DC.BA.ef/gh/LK/JI.html", nil},
	{5, "http://ab.cd.EF/GH/ij/kl.html", "http://ab.cd.HG/FE/ij/kl.html", nil},
	{6, "http://ab.CD.EF/GH/IJ/kl.html", "http://ab.JI/HG/FE.DC/kl.html", nil},
	{7, "http://ab.CDE123FGH.ij/kl/mn/op.html", "http://ab.HGF123EDC.ij/kl/mn/op.html", nil},
	{8, "http://ab.cd.ef/GH1/2IJ/KL.html", "http://ab.cd.ef/LK/JI1/2HG.html", []string{"bidi/rtl-ends", "bidi/rtl-ends"}},
	{9, "http://ab.cd.ef/GH%31/%32IJ/KL.html", "http://ab.cd.ef/LK/JI%32/%31HG.html", []string{"bidi/rtl-ends", "bidi/rtl-ends"}},
	{10, "http://ab.CDEFGH.123/kl/mn/op.html", "http://ab.123.HGFEDC/kl/mn/op.html", []string{"bidi/number-beside-rtl"}},
	{11, "http://ab.CDEFGH.123ij/kl/mn/op.html", "http://ab.123.HGFEDCij/kl/mn/op.html", []string{"bidi/number-beside-rtl"}},
}

func TestBidiExamples(t *testing.T) {
	for _, script := range []func(string) string{hebrew, arabic} {
		for _, ex := range bidiExamples {
			x := iri.MustParse(script(ex.logical))
			vs := Bidi(x)
			var codes []string
			for _, v := range vs {
				codes = append(codes, v.Code)
				wantSeverity := SeverityWarning
				if v.Code == "bidi/number-beside-rtl" {
					wantSeverity = SeverityInfo
				}
				if v.Severity != wantSeverity || v.Component != iri.ComponentHost && v.Component != iri.ComponentPath {
					t.Errorf("example %d: %v", ex.n, v)
				}
			}
			if !slices.Equal(codes, ex.codes) {
				t.Errorf("example %d: %v, want codes %v", ex.n, vs, ex.codes)
			}
		}
	}
}

func TestBidiComponents(t *testing.T) {
	tests := []struct {
		in    string
		codes []string
		texts []string
	}{
		{"http://example.org/" + hebrew("AB") + "x", []string{"bidi/mixed-directions", "bidi/rtl-ends"}, []string{hebrew("AB") + "x", hebrew("AB") + "x"}},
		{"http://" + hebrew("AB") + "@example.org/", nil, nil},
		{"http://" + hebrew("A") + "b@example.org/", []string{"bidi/mixed-directions", "bidi/rtl-ends"}, nil},
		{"http://example.org/?q=" + hebrew("AB") + "&" + hebrew("C") + "1=v", []string{"bidi/rtl-ends"}, []string{hebrew("C") + "1"}},
		{"http://example.org/#1" + hebrew("AB"), []string{"bidi/rtl-ends"}, []string{"1" + hebrew("AB")}},
		{"http://example.org/\u05d0\u05b0", nil, nil}, // a point after a letter keeps it right-to-left
		{"http://example.org/a\u2067b", []string{"bidi/isolate-control"}, []string{"\u2067"}},
		{"http://example.org/?\u061c", []string{"bidi/isolate-control"}, []string{"\u061c"}},
		{"http://example.org/plain", nil, nil},
	}
	for _, tt := range tests {
		vs := Bidi(iri.MustParse(tt.in))
		if len(vs) != len(tt.codes) {
			t.Errorf("%q: %v, want %v", tt.in, vs, tt.codes)
			continue
		}
		for i, v := range vs {
			if v.Code != tt.codes[i] || tt.texts != nil && tt.in[v.Offset:v.Offset+v.Length] != tt.texts[i] {
				t.Errorf("%q: %v, want %v %q", tt.in, v, tt.codes[i], tt.texts)
			}
		}
	}
}

// checkBidiProperties asserts, for a valid x, that the violations of
// Bidi point inside x, each at a text of its component, and that they are
// those Check reports among the others.
func checkBidiProperties(tb testing.TB, x iri.IRI) {
	tb.Helper()
	s := x.String()
	checkBidiAgainstReference(tb, x)
	vs := Bidi(x)
	for _, v := range vs {
		if v.Offset < 0 || v.Length < 1 || v.Offset+v.Length > len(s) {
			tb.Fatalf("%q: %v does not point inside the IRI", x, v)
		}
		if start, end, ok := x.Span(v.Component); !ok || v.Offset < start || v.Offset+v.Length > end {
			tb.Fatalf("%q: %v is not inside its component", x, v)
		}
	}
	var inCheck []Violation
	for _, v := range Check(s).Violations {
		if strings.HasPrefix(v.Code, "bidi/") {
			inCheck = append(inCheck, v)
		}
	}
	if !slices.Equal(vs, inCheck) {
		tb.Fatalf("%q: Bidi says %v, Check %v", x, vs, inCheck)
	}
}

func TestBidiPropertiesCorpus(t *testing.T) {
	for _, s := range corpus.Lines(t, "corpus-iri.txt") {
		if x, err := iri.Parse(s); err == nil {
			checkBidiProperties(t, x)
		}
	}
}

func FuzzBidi(f *testing.F) {
	for _, ex := range bidiExamples {
		f.Add(hebrew(ex.logical))
		f.Add(arabic(ex.logical))
	}
	f.Add("http://a/\u05d0(1)\u0661\u2067x\u2069?\u0627=\u06f1")
	f.Fuzz(func(t *testing.T, s string) {
		if x, err := iri.Parse(s); err == nil {
			checkBidiProperties(t, x)
		}
	})
}

// TestBidiOrder: the violations come in the order of the IRI, as the
// doc says, isolates and numbers beside right-to-left text included; each
// points at its text in the input.
func TestBidiOrder(t *testing.T) {
	for _, s := range []string{"http://a/x\u2066y/\u05d0a", "http://a/x1/\u05d0b", "http://a/\u05d0/1\u2067/x", "\u2067\u20690.\u05d0\u0661\u2067\u2069\u0627"} {
		vs := Bidi(iri.MustParse(s))
		if len(vs) < 2 {
			t.Fatalf("%q: %v", s, vs)
		}
		for i := 1; i < len(vs); i++ {
			if vs[i].Offset < vs[i-1].Offset {
				t.Errorf("%q: out of order: %v", s, vs)
			}
		}
		for _, v := range vs {
			if v.Code == "bidi/isolate-control" && !chars.IsBidiIsolate([]rune(s[v.Offset : v.Offset+v.Length])[0]) {
				t.Errorf("%q: %v does not point at its control", s, v)
			}
		}
	}
}

// TestBidiASCIIStretches holds appendBidi, which passes over stretches
// of ASCII, to appendBidiReference, which asks every character's class,
// on path segments made to try the ends of the stretches: marks after
// digits and letters and at the start, isolates, the Arabic letter mark.
func TestBidiASCIIStretches(t *testing.T) {
	texts := []string{"a", "1", "1\u05d0", "\u05d01", "\u0301a", "a\u0301", "\u05d0\u0301", "1.\u05d0-2", "\u2066x\u2069", "\u05d0ab\u0661",
		"\u061c", "a\u061c", "\u0627\u061c\u0301", "\u0301", "\u0301\u0301", "1\u0301", "\u05d0\u2067\u0301"}
	for _, text := range texts {
		x, err := iri.Parse("http://h/" + text + "/x/" + text)
		if err != nil {
			t.Fatalf("%+q: %v", text, err)
		}
		checkBidiAgainstReference(t, x)
	}
}

// bidiComponentOfEachRune reads text, a part at offset in the component c,
// for appendBidiReference: the class of each character, as x/text gives
// it through props, one at a time.
func bidiComponentOfEachRune(text string, offset int, c iri.Component) bidiComponent {
	b := bidiComponent{text: text, offset: offset, component: c, first: bidi.ON, last: bidi.ON}
	n := 0
	for _, r := range text {
		class := props.Of(r).BidiClass()
		b.isolates = b.isolates || chars.IsBidiIsolate(r)
		if class == bidi.NSM && n > 0 {
			class = b.last
		}
		switch class {
		case bidi.R, bidi.AL:
			b.rtl = true
		case bidi.L:
			b.ltr = true
		}
		if n == 0 {
			b.first = class
		}
		b.last = class
		n++
	}
	b.startsWithNumber = b.first == bidi.EN || b.first == bidi.AN
	b.endsWithNumber = b.last == bidi.EN || b.last == bidi.AN
	return b
}
