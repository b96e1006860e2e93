package iri

import "testing"

// TestSpanAgreesWithAccessors: over the suites and the corpus, the text at
// each span is what the component's accessor returns, spans are in order
// and do not overlap, and a component is there exactly when its accessor
// says so.
func TestSpanAgreesWithAccessors(t *testing.T) {
	n := 0
	onSuitesAndCorpora(t, func(t *testing.T, lines []string) { n += checkSpans(t, lines) }, "corpus-iri.txt")
	if n < 1000 {
		t.Fatalf("only %d valid inputs", n)
	}
	if _, _, ok := MustParse("a").Span(0); ok {
		t.Error("Span(0) is there")
	}
}

// checkSpans checks the spans of each valid line and returns how many
// there are.
func checkSpans(t *testing.T, lines []string) (n int) {
	for _, s := range lines {
		x, err := Parse(s)
		if err != nil {
			continue
		}
		n++
		u, hasU := x.Userinfo()
		p, hasP := x.Port()
		q, hasQ := x.Query()
		f, hasF := x.Fragment()
		want := []struct {
			c    Component
			text string
			has  bool
		}{
			{ComponentScheme, x.Scheme(), x.IsAbsolute()}, {ComponentUserinfo, u, hasU}, {ComponentHost, x.Host(), x.authorityPresent()},
			{ComponentPort, p, hasP}, {ComponentPath, x.Path(), true}, {ComponentQuery, q, hasQ}, {ComponentFragment, f, hasF},
		}
		last := 0
		for _, w := range want {
			start, end, ok := x.Span(w.c)
			if ok != w.has || ok && s[start:end] != w.text || !ok && (start != 0 || end != 0) {
				t.Fatalf("%q: Span(%v) = %d, %d, %v; want %q, %v", s, w.c, start, end, ok, w.text, w.has)
			}
			if ok && start < last {
				t.Fatalf("%q: Span(%v) starts at %d, before the end of the one before (%d)", s, w.c, start, last)
			}
			if ok {
				last = end
			}
		}
	}
	return n
}
