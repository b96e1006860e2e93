package main

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/go-iri/iri/check"
)

// jsonLines decodes each line of out as a JSON object.
func jsonLines(t *testing.T, out string) []map[string]any {
	t.Helper()
	var objs []map[string]any
	for _, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		var m map[string]any
		if err := json.Unmarshal([]byte(line), &m); err != nil {
			t.Fatalf("not a JSON object: %q: %v", line, err)
		}
		objs = append(objs, m)
	}
	return objs
}

// keysOf returns the keys of m, sorted.
func keysOf(m map[string]any) string {
	var keys []string
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return strings.Join(keys, ",")
}

// TestJSONVocabulary: every command that writes JSON
// names the same thing with the same key: "input" is what was read,
// "error" why it failed; a violation is the same object under check and
// bidi ("code", not "rule"); nothing is HTML-escaped.
func TestJSONVocabulary(t *testing.T) {
	for _, tc := range []struct {
		args  []string
		stdin string
		keys  []string // of each line, sorted
	}{
		{[]string{"resolve", "--json", "http://a/b/c"}, "d?x=1&y=2\na b\n", []string{"base,input,target", "cause,component,error,input,offset,section"}},
		{[]string{"relativize", "--json", "http://a/b/c"}, "http://a/b/d\nd\n", []string{"base,input,reference", "cause,component,error,input,offset,section"}},
		{[]string{"resolve", "--json", "rel/base"}, "d\n", []string{"base,cause,component,error,input,offset,section"}},
		{[]string{"to-uri", "--json"}, "http://a/é\n", []string{"input,uri"}},
		{[]string{"to-iri", "--json"}, "http://a/%C3%A9\n", []string{"input,iri"}},
		{[]string{"normalize", "--json"}, "HTTP://a/\n", []string{"input,normalized"}},
		{[]string{"display", "--json"}, "http://א/\na b\n", []string{"display,input", "cause,component,error,input,offset,section"}},
		{[]string{"bidi", "--json"}, "http://ab.cd.ef/גד1/2הו/\n", []string{"input,valid,violations,worst"}},
		{[]string{"check", "--json"}, "http://a/b c\n", []string{"error,input,valid,violations,worst"}},
		{[]string{"extract", "--json"}, "see http://a/?b&c\n", []string{"column,iri,line,offset"}},
	} {
		_, out, _ := runBuilt(t, tc.stdin, tc.args...)
		objs := jsonLines(t, out)
		if len(objs) != len(tc.keys) {
			t.Errorf("%q: %d lines, want %d:\n%s", tc.args, len(objs), len(tc.keys), out)
			continue
		}
		for i, o := range objs {
			if got := keysOf(o); got != tc.keys[i] {
				t.Errorf("%q: line %d has the keys %s, want %s", tc.args, i+1, got, tc.keys[i])
			}
			if e, ok := o["error"].(string); ok && strings.HasPrefix(e, "iri: ") {
				t.Errorf("%q: line %d: the error repeats the prefix: %q", tc.args, i+1, e)
			}
		}
		if strings.Contains(out, `\u0026`) || strings.Contains(out, `\u003c`) {
			t.Errorf("%q: HTML escapes in %s", tc.args, out)
		}
	}
}

// TestBidiJSONIsCheckJSON: a bidi violation is the same object, with the
// same message, under bidi --json as under check --json; both are what
// the library's Report.MarshalJSON writes.
func TestBidiJSONIsCheckJSON(t *testing.T) {
	in := "http://ab.cd.ef/גד1/2הו/זח.html"
	_, bidiOut, _ := runBuilt(t, in+"\n", "bidi", "--json")
	_, checkOut, _ := runBuilt(t, in+"\n", "check", "--json")
	lib, _ := check.Check(in).MarshalJSON()
	if checkOut != string(lib)+"\n" {
		t.Errorf("check --json:\n%s\nthe library:\n%s", checkOut, lib)
	}
	var b, c struct{ Violations []json.RawMessage }
	if err := json.Unmarshal([]byte(bidiOut), &b); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal([]byte(checkOut), &c); err != nil {
		t.Fatal(err)
	}
	if len(b.Violations) != 2 {
		t.Fatalf("bidi: %s", bidiOut)
	}
	for _, v := range b.Violations {
		if !slices.ContainsFunc(c.Violations, func(w json.RawMessage) bool { return string(w) == string(v) }) {
			t.Errorf("bidi's %s is not among check's violations:\n%s", v, checkOut)
		}
	}
}
