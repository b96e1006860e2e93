package main

import (
	"testing"

	"github.com/go-iri/iri/internal/suites"
	"github.com/go-iri/iri/whatwg"
)

// TestWhatwgRulesNameEveryError: every validation error the URL parser
// reports on the cases of urltestdata.json (891, the WPT suite) is in the
// table of check --mode whatwg (whatwgRules), so that none is shown with
// its name for a summary (whatwgRule's fallback) nor refused by
// --ignore; and the table's failure column holds for every failure met.
func TestWhatwgRulesNameEveryError(t *testing.T) {
	cases := suites.JSONCases[suites.URLCase](t, "wpt-url/urltestdata.json", 891)
	met := map[string]bool{}
	for _, c := range cases {
		var p whatwg.Parser
		if c.Base != nil {
			base, err := whatwg.Parse(*c.Base)
			if err != nil {
				continue // the case is about the base, which fails
			}
			p.Base = base
		}
		_, errs, err := p.Validate(c.Input)
		for i, e := range errs {
			met[e.Name] = true
			r := whatwgRule(e.Name)
			if r.summary == e.Name {
				t.Errorf("%q: %s is not in the table", c.Input, e.Name)
			}
			if err != nil && i == len(errs)-1 && !r.failure {
				t.Errorf("%q: the parser fails with %s, which the table says never fails", c.Input, e.Name)
			}
		}
	}
	if len(met) < 20 {
		t.Errorf("urltestdata.json meets %d validation errors: %v", len(met), met)
	}
}
