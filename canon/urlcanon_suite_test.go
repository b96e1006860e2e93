package canon

import (
	"testing"

	"github.com/go-iri/iri/internal/suites"
)

// TestURLCanonSuite runs urlcanon's own cases of canon/cases.jsonl, read
// in place, on each canonicalizer: the expected bytes are those of
// urlcanon's Python package.
func TestURLCanonSuite(t *testing.T) {
	for _, p := range []struct {
		profile string
		count   int
		c       URLCanon
	}{
		{"urlcanon-whatwg", 274, URLCanonWHATWG},
		{"urlcanon-semantic-precise", 280, URLCanonSemanticPrecise},
		{"urlcanon-aggressive", 42, URLCanonAggressive},
		{"urlcanon-google", 32, URLCanonGoogle},
	} {
		t.Run(p.profile, func(t *testing.T) {
			fails := 0
			for _, c := range suites.CanonCases(t, "canon", p.profile, p.count) {
				got, err := p.c.Canonical(c.Input)
				if err != nil || c.Expected.Canonical == nil || got != *c.Expected.Canonical {
					fails++
					want := "<nil>"
					if c.Expected.Canonical != nil {
						want = *c.Expected.Canonical
					}
					t.Errorf("%s: %s(%q) = %q, %v; want %q", c.ID, p.c, c.Input, got, err, want)
				}
			}
			if fails > 0 {
				t.Logf("%d of %d fail", fails, p.count)
			}
		})
	}
}

// TestURLCanonSURTSuite runs urlcanon's SURT and SSURT cases of
// canon/cases.jsonl.
func TestURLCanonSURTSuite(t *testing.T) {
	for _, c := range suites.CanonCases(t, "canon", "urlcanon-surt", 7) {
		got, err := URLCanonSURT{}.Key(c.Input)
		if err != nil || got != *c.Expected.Canonical {
			t.Errorf("%s: surt(%q) = %q, %v; want %q", c.ID, c.Input, got, err, *c.Expected.Canonical)
		}
	}
	for _, c := range suites.CanonCases(t, "canon", "ssurt", 11) {
		got, err := SSURT(c.Input)
		if err != nil || got != *c.Expected.Canonical {
			t.Errorf("%s: ssurt(%q) = %q, %v; want %q", c.ID, c.Input, got, err, *c.Expected.Canonical)
		}
	}
}
