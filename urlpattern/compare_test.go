package urlpattern_test

import (
	"encoding/json"
	"testing"

	"github.com/go-iri/iri/internal/suites"
	"github.com/go-iri/iri/urlpattern"
	"github.com/go-iri/iri/urlpattern/internal/wpt"
)

// patternArg compiles a pattern given as WPT's files give one: a string
// or an init dictionary.
func patternArg(t *testing.T, r json.RawMessage) *urlpattern.Pattern {
	t.Helper()
	p, err := wpt.Pattern(r, nil)
	if err != nil {
		t.Fatalf("%s: %v", r, err)
	}
	return p
}

// TestWPTCompare runs the 25 cases of urlpattern-compare-test-data.json
// both ways, as WPT's harness does.
func TestWPTCompare(t *testing.T) {
	type compareCase struct {
		Component   string `json:"component"`
		Left, Right json.RawMessage
		Expected    int `json:"expected"`
	}
	pass := 0
	for _, c := range suites.JSONCases[compareCase](t, "wpt-urlpattern/urlpattern-compare-test-data.json", 25) {
		l, r := patternArg(t, c.Left), patternArg(t, c.Right)
		got, err := urlpattern.CompareComponent(c.Component, l, r)
		back, err2 := urlpattern.CompareComponent(c.Component, r, l)
		self, err3 := urlpattern.CompareComponent(c.Component, l, l)
		if err != nil || err2 != nil || err3 != nil || got != c.Expected || back != -c.Expected || self != 0 {
			t.Errorf("%s %s %s: %d, %d back, %d with itself, want %d", c.Component, c.Left, c.Right, got, back, self, c.Expected)
			continue
		}
		pass++
	}
	if pass != 25 {
		t.Errorf("%d of 25 pass", pass)
	}
}

// TestWPTGenerate runs the 19 cases of urlpattern-generate-test-data.json.
func TestWPTGenerate(t *testing.T) {
	type generateCase struct {
		Pattern   json.RawMessage   `json:"pattern"`
		Component string            `json:"component"`
		Groups    map[string]string `json:"groups"`
		Expected  *string           `json:"expected"`
	}
	pass := 0
	for _, c := range suites.JSONCases[generateCase](t, "wpt-urlpattern/urlpattern-generate-test-data.json", 19) {
		p := patternArg(t, c.Pattern)
		got, err := p.Generate(c.Component, c.Groups)
		switch {
		case c.Expected == nil && err == nil:
			t.Errorf("%s %s %v: %q, want an error", c.Pattern, c.Component, c.Groups, got)
		case c.Expected != nil && (err != nil || got != *c.Expected):
			t.Errorf("%s %s %v: %q, %v, want %q", c.Pattern, c.Component, c.Groups, got, err, *c.Expected)
		default:
			pass++
		}
	}
	if pass != 19 {
		t.Errorf("%d of 19 pass", pass)
	}
}
