package canon

import (
	"testing"

	"github.com/go-iri/iri/internal/suites"
)

// TestSURTSuites runs surt's own cases of canon/cases.jsonl, read in
// place: surt.surt(url) (19), the IA canonicalizer alone (8) and the
// Google one (37).
func TestSURTSuites(t *testing.T) {
	for _, p := range []struct {
		profile string
		count   int
		canon   func(string) (string, error)
	}{
		{"surt", 19, SURT{}.Key},
		{"ia", 8, IA{}.Canonical},
		{"google", 37, Google},
	} {
		for _, c := range suites.CanonCases(t, "canon", p.profile, p.count) {
			got, err := p.canon(c.Input)
			switch {
			case c.Expected.Error:
				if err == nil {
					t.Errorf("%s: %s(%q) = %q, want an error", c.ID, p.profile, c.Input, got)
				}
			case err != nil:
				t.Errorf("%s: %s(%q): %v", c.ID, p.profile, c.Input, err)
			case got != *c.Expected.Canonical:
				t.Errorf("%s: %s(%q) = %q, want %q", c.ID, p.profile, c.Input, got, *c.Expected.Canonical)
			}
		}
	}
}
