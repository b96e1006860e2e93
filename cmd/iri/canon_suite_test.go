package main

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/suites"
)

// TestCanonSuiteThroughCLI drives iri canon --json with every canon and
// expressions case of canon/cases.jsonl (776, read in place), one
// process run per case as canon/run.py would run them in batches, and
// wants each answer to be the source's. (The site cases run in package
// canon's TestSiteSuite.)
func TestCanonSuiteThroughCLI(t *testing.T) {
	n := 0
	for _, c := range suites.JSONLines[suites.CanonCase](t, "canon/cases.jsonl") {
		if c.Command != "canon" && c.Command != "expressions" {
			continue
		}
		n++
		args := []string{"canon", "--json", "--profile", c.Profile}
		if c.Command == "expressions" {
			args = append(args, "--expressions")
		}
		stdin := ""
		if strings.ContainsAny(c.Input, "\n\r") {
			args = append(args, "--", c.Input)
		} else {
			stdin = c.Input + "\n"
		}
		_, out, _ := runCLI(t, stdin, args...)
		var got struct {
			Canonical   *string
			Expressions []string
			Error       *string
		}
		if err := json.Unmarshal([]byte(out), &got); err != nil {
			t.Fatalf("%s: %q: %v", c.ID, out, err)
		}
		switch {
		case c.Expected.Error:
			if got.Error == nil {
				t.Errorf("%s: %q gives %s, want an error", c.ID, c.Input, out)
			}
		case c.Command == "expressions":
			want := slices.Sorted(slices.Values(c.Expected.Expressions))
			if g := slices.Sorted(slices.Values(got.Expressions)); !slices.Equal(g, want) {
				t.Errorf("%s: %q gives %s, want %q", c.ID, c.Input, out, want)
			}
		case got.Canonical == nil || *got.Canonical != *c.Expected.Canonical:
			t.Errorf("%s: %q gives %s, want %q", c.ID, c.Input, out, *c.Expected.Canonical)
		}
	}
	if n != 776 {
		t.Errorf("%d canon and expressions cases, want 776", n)
	}
}
