package template

import (
	"encoding/json"
	"errors"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/suites"
)

// suiteCase is one case of uritemplate-test: a template, its variables,
// and the expansions that agree (any one of them), none for a template or
// an expansion that must fail.
type suiteCase struct {
	where    string
	level    int
	vars     Vars
	template string
	expect   []string
}

// expectations reads a case's expectation: a string, a list of strings
// (any one of which agrees), or false (it must fail).
func expectations(tb testing.TB, raw json.RawMessage) []string {
	var one string
	if json.Unmarshal(raw, &one) == nil {
		return []string{one}
	}
	var any []string
	if json.Unmarshal(raw, &any) == nil {
		return any
	}
	var b bool
	if err := json.Unmarshal(raw, &b); err != nil || b {
		tb.Fatalf("an expectation %s", raw)
	}
	return nil
}

// suiteGroups reads a file of the suite in its own format: an object of
// groups, each with its level, variables and [template, expected] cases.
func suiteGroups(tb testing.TB, file string, count int) []suiteCase {
	tb.Helper()
	data, err := os.ReadFile(suites.Path(tb, "uritemplate-test/"+file))
	if err != nil {
		tb.Fatal(err)
	}
	var groups map[string]struct {
		Level     int
		Variables json.RawMessage
		Testcases [][2]json.RawMessage
	}
	if err := json.Unmarshal(data, &groups); err != nil {
		tb.Fatal(err)
	}
	var cases []suiteCase
	for name, g := range groups {
		vars, err := VarsFromJSON(g.Variables)
		if err != nil {
			tb.Fatalf("%s %s: %v", file, name, err)
		}
		for i, tc := range g.Testcases {
			var tmpl string
			if err := json.Unmarshal(tc[0], &tmpl); err != nil {
				tb.Fatal(err)
			}
			cases = append(cases, suiteCase{where: file + " " + name + " #" + strconv.Itoa(i), level: g.Level, vars: vars, template: tmpl, expect: expectations(tb, tc[1])})
		}
	}
	if len(cases) != count {
		tb.Fatalf("%s has %d cases, want %d", file, len(cases), count)
	}
	return cases
}

// derivedCases reads derived-cases.jsonl: the extended and negative files
// again, and the failure and corner files that master no longer has.
func derivedCases(tb testing.TB, count int) []suiteCase {
	tb.Helper()
	type derived struct {
		ID        string
		Level     int
		Variables json.RawMessage
		Template  string
		Expect    json.RawMessage
	}
	var cases []suiteCase
	for _, c := range suites.JSONLines[derived](tb, "uritemplate-test/derived-cases.jsonl") {
		vars, err := VarsFromJSON(c.Variables)
		if err != nil {
			tb.Fatalf("%s: %v", c.ID, err)
		}
		cases = append(cases, suiteCase{where: c.ID, level: c.Level, vars: vars, template: c.Template, expect: expectations(tb, c.Expect)})
	}
	if len(cases) != count {
		tb.Fatalf("derived-cases.jsonl has %d cases, want %d", len(cases), count)
	}
	return cases
}

// allSuiteCases are the cases of every file of uritemplate-test: the RFC's
// examples by level and by section, and derived-cases.jsonl (extended,
// negative, failure, corners).
func allSuiteCases(tb testing.TB) []suiteCase {
	return slices.Concat(
		suiteGroups(tb, "spec-examples.json", 64),
		suiteGroups(tb, "spec-examples-by-section.json", 117),
		derivedCases(tb, 159),
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
