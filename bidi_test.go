package iri

import (
	"strings"
	"testing"
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
	for _, script := range []func(string) string{hebrew, arabic} {
		for _, ex := range bidiExamples {
			x := MustParse(script(ex.logical))
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

// checkBidiProperties asserts, for a valid x, that the issues point
// inside x.
func checkBidiProperties(tb testing.TB, x IRI) {
	tb.Helper()
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
