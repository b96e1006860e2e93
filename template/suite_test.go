package template

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/suites"
)

// suiteCase is a case of uritemplate-test (suites.TemplateCase) with
// its variables read.
type suiteCase struct {
	where    string
	level    int
	vars     Vars
	template string
	expect   []string
}

// suiteCases reads a file of uritemplate-test, count cases.
func suiteCases(tb testing.TB, file string, count int) []suiteCase {
	tb.Helper()
	var cases []suiteCase
	for _, c := range suites.TemplateCases(tb, file, count) {
		vars, err := VarsFromJSON(c.Variables)
		if err != nil {
			tb.Fatalf("%s: %v", c.Where, err)
		}
		cases = append(cases, suiteCase{c.Where, c.Level, vars, c.Template, c.Expect})
	}
	return cases
}

// allSuiteCases are the cases of every file of uritemplate-test: the RFC's
// examples by level and by section, and derived-cases.jsonl (extended,
// negative, failure, corners).
func allSuiteCases(tb testing.TB) []suiteCase {
	return slices.Concat(
		suiteCases(tb, "spec-examples.json", 64),
		suiteCases(tb, "spec-examples-by-section.json", 117),
		suiteCases(tb, "derived-cases.jsonl", 159),
	)
}

// TestSuite expands every case of uritemplate-test and wants one of its
// expectations, or a failure where it wants one; a group's level is at
// at least the template's for the RFC's examples by level.
func TestSuite(t *testing.T) {
	failures := 0
	for _, c := range allSuiteCases(t) {
		tmpl, err := Parse(c.template)
		var got string
		if err == nil {
			got, err = tmpl.Expand(c.vars)
		}
		if c.expect == nil {
			failures++
			var e *Error
			if err == nil || !errors.As(err, &e) || e.Offset < 0 || e.Offset > len(c.template) {
				t.Errorf("%s: %q expands to %q, %v; want an *Error", c.where, c.template, got, err)
			}
			continue
		}
		if err != nil || !slices.Contains(c.expect, got) {
			t.Errorf("%s: %q = %q, %v; want %q", c.where, c.template, got, err, c.expect)
			continue
		}
		// The RFC's examples by level (§1.2) need their group's level at
		// most (a level 4 group expands level 1 templates with lists);
		// the groups of the corner cases say 3 of explode, a modifier of
		// level 4 (§2.4).
		if strings.HasPrefix(c.where, "spec-examples.json ") && tmpl.Level() > c.level {
			t.Errorf("%s: %q is of level %d, in a group of level %d", c.where, c.template, tmpl.Level(), c.level)
		}
	}
	if failures != 38 {
		t.Errorf("%d cases must fail, want 38", failures)
	}
}

// TestJSONSchemaFormat asks Parse the question a JSON Schema validator
// asks of the format uri-template (JSON Schema Test Suite): is this
// string a template?
func TestJSONSchemaFormat(t *testing.T) {
	type formatCase struct {
		Format string
		Data   string
		Valid  bool
	}
	n := 0
	for _, c := range suites.JSONLines[formatCase](t, "jsonschema-format/cases.jsonl") {
		if c.Format != "uri-template" {
			continue
		}
		n++
		if _, err := Parse(c.Data); (err == nil) != c.Valid {
			t.Errorf("Parse(%q): %v; the suite says valid: %v", c.Data, err, c.Valid)
		}
	}
	if n != 32 {
		t.Errorf("%d uri-template cases, want 32", n)
	}
}
