package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/go-iri/iri/check"
)

// checkJSON is what TestCheck* read of a line of check --json.
type checkJSON struct {
	Valid      bool
	Worst      string
	Error      string
	Violations []struct{ Code string }
}

// TestCheckIgnoreKeepsValidity: --ignore hides reports, it never makes an
// invalid input pass: no "ok", exit status 1, "valid": false.
func TestCheckIgnoreKeepsValidity(t *testing.T) {
	for _, tc := range []struct {
		args []string
		in   string
	}{
		{[]string{"--ignore", "char/space"}, "http://a/b c"},
		{[]string{"--ignore", "char/,syntax/"}, "http://a/b c"},
		{[]string{"--ignore", "scheme/missing-host"}, "https://"},
	} {
		args := append(append([]string{"check"}, tc.args...), "--", tc.in)
		code, out, errOut := runCLI(t, "", args...)
		if code != 1 || out != "" || !strings.Contains(errOut, "iri: "+tc.in+"\n  not valid: the errors found are ignored (--ignore)\n") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want exit 1, nothing on stdout, the input called not valid", args, code, out, errOut)
		}
		args = append(append([]string{"check", "--json"}, tc.args...), "--", tc.in)
		code, out, _ = runCLI(t, "", args...)
		var v checkJSON
		if err := json.Unmarshal([]byte(out), &v); err != nil {
			t.Fatalf("%q: %q: %v", args, out, err)
		}
		if code != 1 || v.Valid || len(v.Violations) != 0 || v.Error != "not valid: the errors found are ignored (--ignore)" {
			t.Errorf("%q: exit %d, %+v; want exit 1, valid false, no violation, the error", args, code, v)
		}
	}
	// What is valid stays valid, and ignoring its only report makes it ok.
	for _, args := range [][]string{
		{"check", "--ignore", "host/uppercase", "http://A/"},
		{"check", "-W", "--ignore", "pct/", "http://a/%2f"},
	} {
		if code, out, errOut := runCLI(t, "", args...); code != 0 || out != "ok\t"+args[len(args)-1]+"\n" || errOut != "" {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", args, code, out, errOut)
		}
	}
}

// TestCheckIgnoreUnknownCode: a code that is not a rule's, nor a group of
// them, is a usage error that names it and says how to list the codes,
// which --codes does.
func TestCheckIgnoreUnknownCode(t *testing.T) {
	for _, tc := range []struct{ ignore, unknown string }{
		{"char/spaces", `"char/spaces"`},
		{"host/uppercase,nope", `"nope"`},
		{"chars/", `"chars/"`},
		{"char/space,", `""`},
	} {
		code, out, errOut := runCLI(t, "", "check", "--ignore", tc.ignore, "http://a/")
		want := "iri check: --ignore: unknown violation code " + tc.unknown + " ('iri check --codes' lists the codes)\n"
		if code != 2 || out != "" || errOut != want {
			t.Errorf("--ignore %s: exit %d, stdout %q, stderr %q; want exit 2 and %q", tc.ignore, code, out, errOut, want)
		}
	}
	code, out, _ := runCLI(t, "", "check", "--codes")
	if code != 0 || !strings.HasPrefix(out, "syntax/invalid-character\terror\tRFC 3987 §2.2\ta character the grammar does not allow where it stands\n") ||
		!strings.Contains(out, "\nchar/space\terror\t3987bis §7.3\ta space\n") || strings.Count(out, "\n") != len(check.Rules()) {
		t.Errorf("--codes: exit %d, %q", code, out)
	}
}

// TestCheckJSONValidAgreesWithStats: "valid" in check --json and the
// valid and invalid lines --stats counts say the same of each input. An
// input is valid when it breaks no MUST: the grammar's, or one of its
// scheme's, such as RFC 9110's non-empty host for http(s), which makes
// "https://" invalid though the grammar allows it. A warning leaves an
// input valid, with -W too (which makes the run fail, not the input
// invalid).
func TestCheckJSONValidAgreesWithStats(t *testing.T) {
	for _, tc := range []struct {
		in    string
		flags []string
		valid bool
	}{
		{"https://", nil, false},
		{"http://:80/", nil, false},
		{"http://a/", nil, true},
		{"http://A/", nil, true},
		{"http://a/b c", nil, false},
		{"http://a/%2f", nil, true},
		{"http://a/%2f", []string{"-W"}, true},
		{"https://", []string{"--ignore", "scheme/"}, false},
	} {
		args := append(append([]string{"check", "--json", "--stats"}, tc.flags...), "--", tc.in)
		_, out, errOut := runCLI(t, "", args...)
		var v checkJSON
		if err := json.Unmarshal([]byte(out), &v); err != nil {
			t.Fatalf("%q: %q: %v", args, out, err)
		}
		stats := "lines\t1\nvalid\t0\ninvalid\t1\n"
		if tc.valid {
			stats = "lines\t1\nvalid\t1\ninvalid\t0\n"
		}
		if v.Valid != tc.valid || !strings.HasPrefix(errOut, stats) {
			t.Errorf("%q: JSON valid %v, stats %q; want valid %v and %q", args, v.Valid, errOut, tc.valid, stats)
		}
	}
	// The same over standard input, in parallel.
	in := "https://\nhttp://a/\nhttp://a/b c\nhttp://a/%2f\nhttp://:80/\n"
	_, out, errOut := runCLI(t, in, "check", "--json", "--stats", "-W", "-j", "2")
	valid := 0
	for _, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		var v checkJSON
		if err := json.Unmarshal([]byte(line), &v); err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		if v.Valid {
			valid++
		}
	}
	if valid != 2 || !strings.HasPrefix(errOut, "lines\t5\nvalid\t2\ninvalid\t3\n") {
		t.Errorf("stdin: %d valid in JSON, stats %q; want 2 and 2", valid, errOut)
	}
}
