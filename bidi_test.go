package iri

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

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
	rules           []BidiRule
}{
	{1, "http://ab.CDEFGH.ij/kl/mn/op.html", "http://ab.HGFEDC.ij/kl/mn/op.html", nil},
	{2, "http://ab.CDE.FGH/ij/kl/mn/op.html", "http://ab.HGF.EDC/ij/kl/mn/op.html", nil},
	{3, "http://AB.CD.EF/GH/IJ/KL?MN=OP;QR=ST#UV", "http://VU#TS=RQ;PO=NM?LK/JI/HG/FE.DC.BA", nil},
	{4, "http://AB.CD.ef/gh/IJ/KL.html", "http://DC.BA.ef/gh/LK/JI.html", nil},
	{5, "http://ab.cd.EF/GH/ij/kl.html", "http://ab.cd.HG/FE/ij/kl.html", nil},
	{6, "http://ab.CD.EF/GH/IJ/kl.html", "http://ab.JI/HG/FE.DC/kl.html", nil},
	{7, "http://ab.CDE123FGH.ij/kl/mn/op.html", "http://ab.HGF123EDC.ij/kl/mn/op.html", nil},
	{8, "http://ab.cd.ef/GH1/2IJ/KL.html", "http://ab.cd.ef/LK/JI1/2HG.html", []BidiRule{BidiRTLEnds, BidiRTLEnds}},
	{9, "http://ab.cd.ef/GH%31/%32IJ/KL.html", "http://ab.cd.ef/LK/JI%32/%31HG.html", []BidiRule{BidiRTLEnds, BidiRTLEnds}},
	{10, "http://ab.CDEFGH.123/kl/mn/op.html", "http://ab.123.HGFEDC/kl/mn/op.html", []BidiRule{BidiNumberBesideRTL}},
	{11, "http://ab.CDEFGH.123ij/kl/mn/op.html", "http://ab.123.HGFEDCij/kl/mn/op.html", []BidiRule{BidiNumberBesideRTL}},
}

func TestBidiExamples(t *testing.T) {
	for i, script := range []func(string) string{hebrew, arabic} {
		for _, ex := range bidiExamples {
			x := MustParse(script(ex.logical))
			// The Bidi Notation's letters are of class R, as Hebrew's
			// are; after Arabic letters (class AL) digits are Arabic
			// numbers, and "%" no longer sticks to them (UAX #9 W2, W5),
			// so only the Hebrew display is the spec's.
			if i == 0 {
				if got, want := x.VisualOrder(DisplayEmbedding), script(ex.visual); got != want {
					t.Errorf("example %d: visual %q, want %q", ex.n, got, want)
				}
			}
			issues := x.CheckBidi()
			var rules []BidiRule
			for _, is := range issues {
				rules = append(rules, is.Rule)
				wantSeverity := SeverityWarning
				if is.Rule == BidiNumberBesideRTL {
					wantSeverity = SeverityInfo
				}
				if is.Severity != wantSeverity || !strings.HasPrefix(x.String()[is.Offset:], is.Text) {
					t.Errorf("example %d: %v", ex.n, is)
				}
			}
			if len(rules) != len(ex.rules) {
				t.Errorf("example %d: issues %v, want rules %v", ex.n, issues, ex.rules)
				continue
			}
			for i := range rules {
				if rules[i] != ex.rules[i] {
					t.Errorf("example %d: issues %v, want rules %v", ex.n, issues, ex.rules)
				}
			}
		}
	}
}

func TestBidiComponents(t *testing.T) {
	tests := []struct {
		in    string
		rules []BidiRule
		texts []string
	}{
		{"http://example.org/" + hebrew("AB") + "x", []BidiRule{BidiMixedDirections, BidiRTLEnds}, []string{hebrew("AB") + "x", hebrew("AB") + "x"}},
		{"http://" + hebrew("AB") + "@example.org/", nil, nil},
		{"http://" + hebrew("A") + "b@example.org/", []BidiRule{BidiMixedDirections, BidiRTLEnds}, nil},
		{"http://example.org/?q=" + hebrew("AB") + "&" + hebrew("C") + "1=v", []BidiRule{BidiRTLEnds}, []string{hebrew("C") + "1"}},
		{"http://example.org/#1" + hebrew("AB"), []BidiRule{BidiRTLEnds}, []string{"1" + hebrew("AB")}},
		{"http://example.org/\u05d0\u05b0", nil, nil}, // a point after a letter keeps it right-to-left
		{"http://example.org/a\u2067b", []BidiRule{BidiIsolate}, []string{"\u2067"}},
		{"http://example.org/?\u061c", []BidiRule{BidiIsolate}, []string{"\u061c"}},
		{"http://example.org/plain", nil, nil},
	}
	for _, tt := range tests {
		issues := MustParse(tt.in).CheckBidi()
		if len(issues) != len(tt.rules) {
			t.Errorf("%q: %v, want %v", tt.in, issues, tt.rules)
			continue
		}
		for i, is := range issues {
			if is.Rule != tt.rules[i] || tt.texts != nil && is.Text != tt.texts[i] {
				t.Errorf("%q: %v, want %v %q", tt.in, is, tt.rules[i], tt.texts)
			}
		}
	}
}

func TestDisplay(t *testing.T) {
	x := MustParse("http://ab.cd.ef/" + hebrew("GH") + "/x?y")
	if got := x.Display(); got != "\u202a"+x.String()+"\u202c" {
		t.Errorf("Display: %q", got)
	}
	if got := x.DisplayAs(DisplayIsolate); got != "\u2066"+x.String()+"\u2069" {
		t.Errorf("isolate: %q", got)
	}
	if got, want := x.DisplayAs(DisplayComponents), "\u202ahttp\u200e:\u200e\u200e/\u200e\u200e/\u200eab.cd.ef\u200e/\u200e"+hebrew("GH")+"\u200e/\u200ex\u200e?\u200ey\u202c"; got != want {
		t.Errorf("components: %q, want %q", got, want)
	}
	// In the components form each component, delimited by reserved
	// characters, keeps its place: example 6 reads left to right, one
	// component after the other ("ab.CD.EF" is one, "." being unreserved).
	ex6 := MustParse(hebrew("http://ab.CD.EF/GH/IJ/kl.html"))
	if got, want := ex6.VisualOrder(DisplayComponents), hebrew("http://ab.FE.DC/HG/JI/kl.html"); got != want {
		t.Errorf("components visual %q, want %q", got, want)
	}
	// Brackets at right-to-left levels are mirrored.
	br := MustParse("http://a/" + hebrew("A(B)C"))
	if got, want := br.VisualOrder(DisplayEmbedding), "http://a/"+hebrew("C(B)A"); got != want {
		t.Errorf("mirrored %q, want %q", got, want)
	}
}

// stripDisplay removes what DisplayAs added.
func stripDisplay(s string, f DisplayForm) string {
	_, first := utf8.DecodeRuneInString(s)
	_, last := utf8.DecodeLastRuneInString(s)
	s = s[first : len(s)-last]
	if f == DisplayComponents {
		s = strings.ReplaceAll(s, "\u200e", "")
	}
	return s
}

// checkBidiProperties asserts, for a valid x: Display never changes the
// logical IRI, the visual order is a permutation of its characters (up to
// mirrored brackets), and the issues point inside x.
func checkBidiProperties(tb testing.TB, x IRI) {
	tb.Helper()
	for f := DisplayEmbedding; f <= DisplayComponents; f++ {
		if got := stripDisplay(x.DisplayAs(f), f); got != x.String() {
			tb.Fatalf("%q: display form %d strips to %q", x, f, got)
		}
		// The same characters, a mirrored bracket counting as its mate
		// (and the LRMs of DisplayComponents left out).
		if v := x.VisualOrder(f); sortedRunes(v) != sortedRunes(x.String()) {
			tb.Fatalf("%q: visual order %q is not a permutation", x, v)
		}
	}
	for _, is := range x.CheckBidi() {
		if is.Offset < 0 || is.Offset+len(is.Text) > len(x.String()) || x.String()[is.Offset:is.Offset+len(is.Text)] != is.Text {
			tb.Fatalf("%q: issue %v does not point at its text", x, is)
		}
	}
}

func TestBidiPropertiesCorpus(t *testing.T) {
	for _, s := range readLines(t, "corpus-iri.txt") {
		if x, err := Parse(s); err == nil {
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
		if x, err := Parse(s); err == nil {
			checkBidiProperties(t, x)
		}
	})
}

// TestCheckBidiOrder: the issues come in the order of the IRI, as the doc
// says, isolates and numbers beside right-to-left text included; the
// text of an isolate is the input's.
func TestCheckBidiOrder(t *testing.T) {
	for _, s := range []string{"http://a/x\u2066y/\u05d0a", "http://a/x1/\u05d0b", "http://a/\u05d0/1\u2067/x"} {
		issues := MustParse(s).CheckBidi()
		if len(issues) < 2 {
			t.Fatalf("%q: %v", s, issues)
		}
		for i := 1; i < len(issues); i++ {
			if issues[i].Offset < issues[i-1].Offset {
				t.Errorf("%q: out of order: %v", s, issues)
			}
		}
		for _, is := range issues {
			if s[is.Offset:is.Offset+len(is.Text)] != is.Text {
				t.Errorf("%q: %v does not point at its text", s, is)
			}
		}
	}
}

// sortedRunes returns the characters of s in code point order, each
// bracket as the opening one of its pair.
func sortedRunes(s string) string {
	var rs []rune
	for _, r := range s {
		if p, _ := bidi.LookupRune(r); p.IsBracket() && !p.IsOpeningBracket() {
			r = []rune(bidi.ReverseString(string(r)))[0]
		}
		rs = append(rs, r)
	}
	slices.Sort(rs)
	return string(rs)
}
