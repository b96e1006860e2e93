package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestExpand runs iri expand as its contract says: the expansion a line
// (a URI, or with --iri an IRI), the JSON objects of --json, a failed
// template on standard error or as an object with error and offset, and
// exit status 1 after any failure; --vars read as JSON, a bad file a
// usage error.
func TestExpand(t *testing.T) {
	vars := filepath.Join(t.TempDir(), "vars.json")
	if err := os.WriteFile(vars, []byte(`{"id": "42", "title": "日本語", "tags": ["a b", "c"], "n": 7.50, "ok": true, "m": {"z": 1, "a": null}, "none": null}`), 0o644); err != nil {
		t.Fatal(err)
	}
	runCLICases(t, []cliCase{
		{"", []string{"expand", "--vars", vars, "/items/{id}{?tags*}", "{?m*}{&n,ok,none}"}, 0,
			"/items/42?tags=a%20b&tags=c\n?z=1&n=7.50&ok=true\n", ""},
		{"/wiki/{title}\n{#id,id}\n", []string{"expand", "--vars", vars}, 0, "/wiki/%E6%97%A5%E6%9C%AC%E8%AA%9E\n#42,42\n", ""},
		{"", []string{"expand", "--iri", "--vars", vars, "/wiki/{title}"}, 0, "/wiki/日本語\n", ""},
		{"", []string{"expand", "--json", "--vars", vars, "/{id}", "/x{", "{=a}"}, 1,
			`{"template":"/{id}","expansion":"/42"}` + "\n" +
				`{"template":"/x{","error":"unclosed expression at offset 2","offset":2}` + "\n" +
				`{"template":"{=a}","error":"operator reserved for future extensions at offset 1","offset":1}` + "\n", ""},
		{"", []string{"expand", "--json", "--iri", "--vars", vars, "{#id}{#id}"}, 1,
			`{"template":"{#id}{#id}","error":"expansion is not an IRI reference: iri: invalid character U+0023 '#' in fragment at offset 3"}` + "\n", ""},
		{"", []string{"expand", "--vars", vars, "{tags:1}", "/ok"}, 1, "/ok\n",
			"iri: {tags:1}: prefix modifier on a list or associative array (variable \"tags\") at offset 1\n"},
		{"", []string{"expand", "/{x}"}, 0, "/\n", ""},
		{"", []string{"expand", "--vars", filepath.Join(t.TempDir(), "none.json"), "/"}, 2, "", "iri expand: --vars: open *"},
		{"", []string{"expand", "--vars", vars + "x", "/"}, 2, "", "iri expand: --vars: open *"},
	})
	bad := filepath.Join(t.TempDir(), "bad.json")
	for _, data := range []string{`[1]`, `{"a": [[1]]}`, `{"a": 1} x`, `{"a": `} {
		if err := os.WriteFile(bad, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		if code, _, errOut := runCLI(t, "", "expand", "--vars", bad, "/"); code != 2 || !strings.HasPrefix(errOut, "iri expand: --vars: ") {
			t.Errorf("--vars %s: exit %d, %q", data, code, errOut)
		}
	}
}

// TestMatch runs iri match: the variables of each IRI that is an
// expansion as a JSON object, an IRI that is none or that does not parse
// on standard error (exit 1), a template that does not parse or is not
// invertible a usage error (exit 2).
func TestMatch(t *testing.T) {
	runCLICases(t, []cliCase{
		{"", []string{"match", "/users/{id}/posts{?page,sort}", "/users/ana%20b/posts?sort=new", "/users/1/posts"}, 0,
			`{"id":"ana b","sort":"new"}` + "\n" + `{"id":"1"}` + "\n", ""},
		{"/tags/a,b%2Cc\n/tags/日本\n", []string{"match", "/tags/{tags}"}, 0, `{"tags":["a","b,c"]}` + "\n" + `{"tags":"日本"}` + "\n", ""},
		{"", []string{"match", "/u/{id}", "/g/1", "a b"}, 1, "",
			"iri: /g/1: not an expansion of the template\niri: a b: invalid character U+0020 in path at offset 1\n"},
		{"", []string{"match", "/{a}{b}", "/x"}, 2, "", "iri match: expression cannot be matched unambiguously at offset 1\n"},
		{"", []string{"match", "/{a"}, 2, "", "iri match: unclosed expression at offset 1\n"},
		{"", []string{"match"}, 2, "", "iri match: missing TEMPLATE\n"},
	})
}
