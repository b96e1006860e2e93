package main

import (
	"strings"
	"testing"
)

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
		!strings.Contains(out, "\nchar/space\terror\t3987bis §7.3\ta space\n") || strings.Count(out, "\n") != 44 {
		t.Errorf("--codes: exit %d, %q", code, out)
	}
}
