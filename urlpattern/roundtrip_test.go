package urlpattern

import (
	"testing"

	"github.com/go-iri/iri/internal/suites"
)

// TestPatternStringsRoundTrip: the pattern strings of every pattern WPT's
// cases construct compile, as an Init, to the same pattern strings, but
// for roundTripExceptions.
func TestPatternStringsRoundTrip(t *testing.T) {
	n := 0
	for i, c := range suites.JSONCases[wptCase](t, "wpt-urlpattern/urlpatterntestdata.json", 369) {
		p, err, ok := construct(c.Pattern)
		if !ok || err != nil {
			continue
		}
		var in Init
		for j := range p.c {
			in.set(j, p.c[j].pattern)
		}
		q, err := FromInit(in, Options{})
		if err != nil {
			t.Errorf("case %d: %v", i, err)
			continue
		}
		for j := range p.c {
			if p.c[j].pattern != q.c[j].pattern && roundTripExceptions[i] != componentNames[j] {
				t.Errorf("case %d: %s %q compiles to %q", i, componentNames[j], p.c[j].pattern, q.c[j].pattern)
			}
		}
		n++
	}
	if n != 325 {
		t.Errorf("%d patterns, want 325", n)
	}
}

// roundTripExceptions are the WPT cases whose pattern strings do not
// compile to themselves, by index, with the component. Case 165: the
// standard drops a scheme's default port before it canonicalizes the
// port, so "80 " with "http" becomes "80", which a second pass drops.
var roundTripExceptions = map[int]string{165: "port"}
