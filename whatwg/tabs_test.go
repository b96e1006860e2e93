package whatwg

import (
	"testing"

	"github.com/go-iri/iri/internal/corpus"
)

// TestTabsAndNewlinesAnywhere puts an ASCII tab or newline (which the
// basic URL parser removes first, §4.4 step 3) at every offset of every
// input of urltestdata.json and setters_tests.json (suiteSeeds), and at
// one offset of every line of the corpora, and wants Parse, which does
// not look for them before it starts (output.unchecked), to agree with
// Validate, which removes them first: the same URL, or the same error at
// the same offset.
func TestTabsAndNewlinesAnywhere(t *testing.T) {
	marks := []string{"\t", "\n", "\r", "\r\n"}
	check := func(input string, base URL) {
		t.Helper()
		u, err := Parser{Base: base}.Parse(input)
		v, _, verr := Parser{Base: base}.Validate(input)
		if u != v || (err == nil) != (verr == nil) || err != nil && err.Error() != verr.Error() {
			t.Errorf("Parse(%q) against %q = %q, %v; Validate = %q, %v", input, base.Href(), u.Href(), err, v.Href(), verr)
		}
	}
	tried := 0
	for _, seed := range suiteInputs(t) {
		s := seed.input
		for k := 0; k <= len(s); k++ {
			check(s[:k]+marks[k%len(marks)]+s[k:], seed.base)
			tried++
		}
	}
	if tried < 20000 {
		t.Errorf("suites: %d inputs tried, want 20000 or more", tried)
	}
	for _, name := range corpus.Names {
		for i, s := range corpus.Lines(t, name) {
			k := i % (len(s) + 1)
			check(s[:k]+marks[i%len(marks)]+s[k:], URL{})
		}
	}
}
