package suites

import (
	"encoding/json"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// A TemplateCase is a case of uritemplate-test: a template, the variables
// of its group as written (for an order-keeping reader), and the
// expansions that agree, any one of them; none for a template or an
// expansion that must fail.
type TemplateCase struct {
	Where     string // the file, group and index, or the derived case's id
	Level     int    // the group's level, 0 where it has none
	Variables json.RawMessage
	Template  string
	Expect    []string
}

// TemplateCases reads a file of uritemplate-test and wants count cases:
// the suite's own files (spec-examples.json, ...), an object of groups
// each with its level, variables and [template, expected] pairs, in the
// order of the groups' names; or derived-cases.jsonl, a case a line.
func TemplateCases(tb testing.TB, file string, count int) []TemplateCase {
	tb.Helper()
	path := "uritemplate-test/" + file
	var cases []TemplateCase
	if strings.HasSuffix(file, ".jsonl") {
		type derived struct {
			ID        string
			Level     int
			Variables json.RawMessage
			Template  string
			Expect    json.RawMessage
		}
		for _, c := range JSONLines[derived](tb, path) {
			cases = append(cases, TemplateCase{c.ID, c.Level, c.Variables, c.Template, expectations(tb, c.Expect)})
		}
	} else {
		data, err := os.ReadFile(Path(tb, path))
		if err != nil {
			tb.Fatal(err)
		}
		var groups map[string]struct {
			Level     int
			Variables json.RawMessage
			Testcases [][2]json.RawMessage
		}
		if err := json.Unmarshal(data, &groups); err != nil {
			tb.Fatalf("%s: %v", path, err)
		}
		names := make([]string, 0, len(groups))
		for name := range groups {
			names = append(names, name)
		}
		sort.Strings(names)
		for _, name := range names {
			g := groups[name]
			for i, tc := range g.Testcases {
				var tmpl string
				if err := json.Unmarshal(tc[0], &tmpl); err != nil {
					tb.Fatalf("%s %s: %v", path, name, err)
				}
				cases = append(cases, TemplateCase{file + " " + name + " #" + strconv.Itoa(i), g.Level, g.Variables, tmpl, expectations(tb, tc[1])})
			}
		}
	}
	if len(cases) != count {
		tb.Fatalf("%s has %d cases, want %d", path, len(cases), count)
	}
	return cases
}

// expectations reads a case's expectation: a string, a list of strings
// (any one of which agrees), or false (it must fail: nil).
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
