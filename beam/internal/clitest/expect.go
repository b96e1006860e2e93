package clitest

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strings"
	"testing"
)

// position is the "line" and "column" that `iri extract --json` writes
// first, and a pipeline, which reads its lines apart, does not know.
var position = regexp.MustCompile(`^\{"line":[0-9]+,"column":[0-9]+,`)

// WithoutPosition is the output of `iri extract --json` without "line"
// and "column": what the pipeline's extraction writes.
func WithoutPosition(t *testing.T, out []string) []string {
	t.Helper()
	want := make([]string, len(out))
	for i, s := range out {
		if !position.MatchString(s) {
			t.Fatalf("extract wrote %q: no line and column first", s)
		}
		want[i] = position.ReplaceAllString(s, "{")
	}
	return want
}

// Grouped is what deduplication must write, worked out from the output of
// `iri normalize --json`: the lines grouped by their normal form, each
// group as {"key": the normal form, "iri": its least line, "count": its
// lines}, and each error as it is.
func Grouped(t *testing.T, out []string) []string {
	t.Helper()
	type group struct {
		least string
		count int64
	}
	groups := map[string]*group{}
	var want []string
	for _, s := range out {
		var r struct {
			Input      string
			Normalized *string
		}
		if err := json.Unmarshal([]byte(s), &r); err != nil {
			t.Fatalf("normalize wrote %q: %v", s, err)
		}
		if r.Normalized == nil {
			want = append(want, s)
			continue
		}
		g := groups[*r.Normalized]
		if g == nil {
			g = &group{least: r.Input}
			groups[*r.Normalized] = g
		}
		g.least = min(g.least, r.Input)
		g.count++
	}
	for key, g := range groups {
		var b bytes.Buffer
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(false) // as the command writes JSON
		if err := enc.Encode(struct {
			Key   string `json:"key"`
			IRI   string `json:"iri"`
			Count int64  `json:"count"`
		}{key, g.least, g.count}); err != nil {
			t.Fatal(err)
		}
		want = append(want, strings.TrimSuffix(b.String(), "\n"))
	}
	return want
}
