package whatwg

import (
	"testing"

	"github.com/go-iri/iri/internal/suites"
)

// TestRulesNameEveryError: every validation error the parser reports on
// the cases of urltestdata.json (891, the WPT suite) is a row of Rules, so
// that none is shown with its name for a summary (RuleOf's fallback) nor
// refused by check --mode whatwg --ignore; and the table's Failure column
// holds for every failure met.
func TestRulesNameEveryError(t *testing.T) {
	cases := suites.JSONCases[suites.URLCase](t, "wpt-url/urltestdata.json", 891)
	met := map[string]bool{}
	for _, c := range cases {
		var p Parser
		if c.Base != nil {
			base, err := Parse(*c.Base)
			if err != nil {
				continue // the case is about the base, which fails
			}
			p.Base = base
		}
		_, errs, err := p.Validate(c.Input)
		for i, e := range errs {
			met[e.Name] = true
			r, ok := RuleOf(e.Name)
			if !ok {
				t.Errorf("%q: %s is not in the table", c.Input, e.Name)
			}
			if err != nil && i == len(errs)-1 && !r.Failure {
				t.Errorf("%q: the parser fails with %s, which the table says never fails", c.Input, e.Name)
			}
		}
	}
	if len(met) < 20 {
		t.Errorf("urltestdata.json meets %d validation errors: %v", len(met), met)
	}
}
