package display

import (
	"encoding/xml"
	"github.com/go-iri/iri/internal/suites"
	"os"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/corpus"
	"github.com/go-iri/iri/internal/props"
	"golang.org/x/text/unicode/bidi"
)

// hebrew writes the Bidi Notation of RFC 3987 §4.4 with real letters: each
// upper-case letter A-V becomes the Hebrew letter of the same rank (class
// R, as the notation's letters are), lower case stays Latin.
func hebrew(s string) string {
	alef := []rune("אבגדהוזחטיכלמנסעפצקרשת")
	return strings.Map(func(r rune) rune {
		if r >= 'A' && r <= 'V' {
			return alef[r-'A']
		}
		return r
	}, s)
}

// The eleven examples of RFC 3987 §4.4: logical and visual representations.
var bidiExamples = []struct{ logical, visual string }{
	{"http://ab.CDEFGH.ij/kl/mn/op.html", "http://ab.HGFEDC.ij/kl/mn/op.html"},
	{"http://ab.CDE.FGH/ij/kl/mn/op.html", "http://ab.HGF.EDC/ij/kl/mn/op.html"},
	{"http://AB.CD.EF/GH/IJ/KL?MN=OP;QR=ST#UV", "http://VU#TS=RQ;PO=NM?LK/JI/HG/FE.DC.BA"},
	{"http://AB.CD.ef/gh/IJ/KL.html", "http://DC.BA.ef/gh/LK/JI.html"},
	{"http://ab.cd.EF/GH/ij/kl.html", "http://ab.cd.HG/FE/ij/kl.html"},
	{"http://ab.CD.EF/GH/IJ/kl.html", "http://ab.JI/HG/FE.DC/kl.html"},
	{"http://ab.CDE123FGH.ij/kl/mn/op.html", "http://ab.HGF123EDC.ij/kl/mn/op.html"},
	{"http://ab.cd.ef/GH1/2IJ/KL.html", "http://ab.cd.ef/LK/JI1/2HG.html"},
	{"http://ab.cd.ef/GH%31/%32IJ/KL.html", "http://ab.cd.ef/LK/JI%32/%31HG.html"},
	{"http://ab.CDEFGH.123/kl/mn/op.html", "http://ab.123.HGFEDC/kl/mn/op.html"},
	{"http://ab.CDEFGH.123ij/kl/mn/op.html", "http://ab.123.HGFEDCij/kl/mn/op.html"},
}

func TestVisualOrderRFC3987Examples(t *testing.T) {
	for n, ex := range bidiExamples {
		x := iri.MustParse(hebrew(ex.logical))
		if got, want := BidiEmbedding.VisualOrder(x), hebrew(ex.visual); got != want {
			t.Errorf("example %d: visual %q, want %q", n+1, got, want)
		}
	}
}

func TestWrap(t *testing.T) {
	x := iri.MustParse("http://ab.cd.ef/" + hebrew("GH") + "/x?y")
	if got := BidiEmbedding.Wrap(x); got != "\u202a"+x.String()+"\u202c" {
		t.Errorf("embedding: %q", got)
	}
	if got := BidiIsolate.Wrap(x); got != "\u2066"+x.String()+"\u2069" {
		t.Errorf("isolate: %q", got)
	}
	if got, want := BidiComponents.Wrap(x), "\u202ahttp\u200e:\u200e\u200e/\u200e\u200e/\u200eab.cd.ef\u200e/\u200e"+hebrew("GH")+"\u200e/\u200ex\u200e?\u200ey\u202c"; got != want {
		t.Errorf("components: %q, want %q", got, want)
	}
	// In the components form each component, delimited by reserved
	// characters, keeps its place: example 6 reads left to right, one
	// component after the other ("ab.CD.EF" is one, "." being unreserved).
	ex6 := iri.MustParse(hebrew("http://ab.CD.EF/GH/IJ/kl.html"))
	if got, want := BidiComponents.VisualOrder(ex6), hebrew("http://ab.FE.DC/HG/JI/kl.html"); got != want {
		t.Errorf("components visual %q, want %q", got, want)
	}
	// Brackets at right-to-left levels are mirrored.
	br := iri.MustParse("http://a/" + hebrew("A(B)C"))
	if got, want := BidiEmbedding.VisualOrder(br), "http://a/"+hebrew("C(B)A"); got != want {
		t.Errorf("mirrored %q, want %q", got, want)
	}
}

// TestJenaIRIDisplay compares BidiEmbedding.Wrap with jena-iri's
// toDisplayString, which wraps the IRI in LRE ... PDF as RFC 3987 §4.1 says.
func TestJenaIRIDisplay(t *testing.T) {
	data, err := os.ReadFile(suites.Path(t, "jena-iri/test.xml"))
	if err != nil {
		t.Fatal(err)
	}
	type accessor struct {
		XMLName xml.Name
		Value   string `xml:"value,attr"`
	}
	type element struct {
		IRI       string     `xml:"iri,attr"`
		Accessors []accessor `xml:",any"`
	}
	var doc struct {
		Resolve []struct {
			IRIs []element `xml:"IRI"`
		}
		IRIs []element `xml:"IRI"`
	}
	if err := xml.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	all := doc.IRIs
	for _, r := range doc.Resolve {
		all = append(all, r.IRIs...)
	}
	compared := 0
	for _, c := range all {
		x, err := iri.Parse(c.IRI)
		if err != nil {
			continue
		}
		for _, a := range c.Accessors {
			if a.XMLName.Local != "toDisplayString" {
				continue
			}
			compared++
			if got := BidiEmbedding.Wrap(x); got != a.Value {
				t.Errorf("%q: Wrap %+q, jena %+q", c.IRI, got, a.Value)
			}
		}
	}
	if compared != 284 {
		t.Errorf("compared %d displays, want 284", compared)
	}
}

// unwrap removes what Wrap added.
func unwrap(s string, f BidiForm) string {
	_, first := utf8.DecodeRuneInString(s)
	_, last := utf8.DecodeLastRuneInString(s)
	s = s[first : len(s)-last]
	if f == BidiComponents {
		s = strings.ReplaceAll(s, "\u200e", "")
	}
	return s
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

// checkProperties asserts, for a valid x: wrapping never changes the
// logical IRI, and the visual order is a permutation of its characters (up
// to mirrored brackets).
func checkProperties(tb testing.TB, x iri.IRI) {
	tb.Helper()
	for f := BidiEmbedding; f <= BidiComponents; f++ {
		if got := unwrap(f.Wrap(x), f); got != x.String() {
			tb.Fatalf("%q: form %d unwraps to %q", x, f, got)
		}
		// The same characters, a mirrored bracket counting as its mate
		// (and the LRMs of BidiComponents left out).
		v := f.VisualOrder(x)
		if sortedRunes(v) != sortedRunes(x.String()) {
			tb.Fatalf("%q: visual order %q is not a permutation", x, v)
		}
		checkOffsets(tb, f, x, v)
	}
}

// checkOffsets asserts that f.VisualOffsets(x) says where each character
// of the visual order v comes from: each character of x once, and in each
// place the character v shows there (or its mirrored mate).
func checkOffsets(tb testing.TB, f BidiForm, x iri.IRI, v string) {
	tb.Helper()
	s := x.String()
	offsets := f.VisualOffsets(x)
	seen := make(map[int]bool, len(offsets))
	k := 0
	for _, shown := range v {
		if k == len(offsets) {
			tb.Fatalf("%q: form %d: %d offsets for the visual order %q", x, f, len(offsets), v)
		}
		o := offsets[k]
		k++
		if o < 0 || o >= len(s) || !utf8.RuneStart(s[o]) || seen[o] {
			tb.Fatalf("%q: form %d: offsets %v are not a permutation of the characters", x, f, offsets)
		}
		seen[o] = true
		if r, _ := utf8.DecodeRuneInString(s[o:]); sortedRunes(string(r)) != sortedRunes(string(shown)) {
			tb.Fatalf("%q: form %d: offset %d holds %q, the visual order shows %q", x, f, o, r, shown)
		}
	}
	if k != len(offsets) || len(offsets) != utf8.RuneCountInString(s) {
		tb.Fatalf("%q: form %d: %d offsets, %d characters", x, f, len(offsets), utf8.RuneCountInString(s))
	}
}

func TestVisualOffsetsRFC3987Examples(t *testing.T) {
	for _, ex := range bidiExamples {
		x := iri.MustParse(hebrew(ex.logical))
		for f := BidiEmbedding; f <= BidiComponents; f++ {
			checkOffsets(t, f, x, f.VisualOrder(x))
		}
	}
	// Example 1: the host label CDEFGH is shown reversed, so its last
	// letter, at byte offset 10+5*2, comes first.
	x := iri.MustParse(hebrew(bidiExamples[0].logical))
	if got := BidiEmbedding.VisualOffsets(x)[10]; got != 20 {
		t.Errorf("example 1: the 11th character shown comes from offset %d, want 20", got)
	}
}

func TestPropertiesCorpus(t *testing.T) {
	n := 0
	for _, s := range corpus.Lines(t, "corpus-iri.txt") {
		if x, err := iri.Parse(s); err == nil {
			checkProperties(t, x)
			n++
		}
	}
	if n == 0 {
		t.Fatal("no valid IRI in the corpus")
	}
}

func FuzzDisplay(f *testing.F) {
	for _, ex := range bidiExamples {
		f.Add(hebrew(ex.logical))
	}
	f.Add("http://a/\u05d0(1)\u0661\u2067x\u2069?\u0627=\u06f1")
	f.Fuzz(func(t *testing.T, s string) {
		if x, err := iri.Parse(s); err == nil {
			checkProperties(t, x)
		}
	})
}

func BenchmarkVisualOrder(b *testing.B) {
	var xs []iri.IRI
	for _, s := range corpus.Lines(b, "corpus-iri.txt") {
		if x, err := iri.Parse(s); err == nil && props.HasRTL(s) {
			xs = append(xs, x)
		}
	}
	corpus.BenchEach(b, xs, func(x iri.IRI) { _ = BidiEmbedding.VisualOrder(x) })
}

// TestXTextBidiGap shows why order.go resolves the levels of numbers and
// reorders the runs itself (UAX #9 W1-W7, I1-I2, L2): the runs that
// golang.org/x/text/unicode/bidi's Ordering gives carry a direction and
// no level, so a number inside right-to-left text comes out as a
// left-to-right run at the level of the text around the IRI, and the runs
// laid out as it gives them, each right-to-left one reversed, misplace the
// letters on either side of the number. The examples of RFC 3987 §4.4
// with a number among right-to-left letters: x/text's layout must still
// be wrong (else order.go's own layout can go), and VisualOrder right.
func TestXTextBidiGap(t *testing.T) {
	for _, n := range []int{7, 8} {
		ex := bidiExamples[n-1]
		x := iri.MustParse(hebrew(ex.logical))
		var p bidi.Paragraph
		if _, err := p.SetString("\u200e" + x.String()); err != nil { // LRM: a left-to-right paragraph, as VisualOrder has it
			t.Fatal(err)
		}
		o, err := p.Order()
		if err != nil {
			t.Fatal(err)
		}
		var naive strings.Builder
		for i := 0; i < o.NumRuns(); i++ {
			run := o.Run(i)
			if run.Direction() == bidi.RightToLeft {
				naive.WriteString(bidi.ReverseString(run.String()))
			} else {
				naive.WriteString(run.String())
			}
		}
		want := hebrew(ex.visual)
		if got := strings.TrimPrefix(naive.String(), "\u200e"); got == want {
			t.Errorf("example %d: x/text's runs give the visual order %q of RFC 3987 §4.4: order.go's own layout can go", n, got)
		}
		if got := BidiEmbedding.VisualOrder(x); got != want {
			t.Errorf("example %d: VisualOrder %q, want %q", n, got, want)
		}
	}
}
