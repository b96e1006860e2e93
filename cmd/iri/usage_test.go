package main

import (
	"regexp"
	"strings"
	"testing"
)

// TestHelpAndUsage: help asked for goes to standard
// output (iri parse -h | less), with exit 0, and names the flags as the
// usage line spells them (--json, -j); a usage error goes to standard
// error with exit 2, and says what is wrong without the library's prefix.
func TestHelpAndUsage(t *testing.T) {
	for _, args := range [][]string{{"parse", "-h"}, {"check", "--help"}, {"-h"}, {"--help"}, {"help"}} {
		code, out, errOut := runBuilt(t, "", args...)
		if code != 0 || errOut != "" || !strings.HasPrefix(out, "usage: iri ") {
			t.Errorf("%q: exit %d, stdout %.60q, stderr %q; want the help on standard output", args, code, out, errOut)
		}
	}
	_, out, _ := runBuilt(t, "", "parse", "-h")
	if !strings.Contains(out, "\n  --json") || !strings.Contains(out, "\n  -j N") || regexp.MustCompile(`(?m)^\s+-json`).MatchString(out) {
		t.Errorf("parse -h: the flags are not spelled as the usage line spells them:\n%s", out)
	}
	for _, tc := range []struct {
		args []string
		want string // standard error
	}{
		{nil, "usage: iri COMMAND"},
		{[]string{"parse", "-j", "0", "http://a/"}, "iri parse: -j 0: want 1 worker or more\n"},
		{[]string{"parse", "-j", "-5", "http://a/"}, "iri parse: -j -5: want 1 worker or more\n"},
		{[]string{"to-uri", "--idna-profile", "idna2008", "http://a/"}, "iri to-uri: --idna-profile needs --idna\n"},
		{[]string{"to-uri", "--std3", "http://a/"}, "iri to-uri: --std3 needs --idna\n"},
		{[]string{"to-iri", "--idna-profile", "uts46", "http://a/"}, "iri to-iri: --idna-profile needs --idna\n"},
		{[]string{"to-uri", "--charset", "bogus", "http://a/"}, "iri to-uri: --charset: unknown charset: \"bogus\"\n"},
		// A flag whose value is one of a few names lists them.
		{[]string{"normalize", "--level", "x", "http://a/"}, "iri normalize: --level: unknown level \"x\"; the levels are simple, syntax, scheme\n"},
		{[]string{"to-uri", "--idna", "--idna-profile", "x", "http://a/"}, "iri to-uri: --idna-profile: unknown IDNA profile \"x\"; the IDNA profiles are uts46, uts46-transitional, idna2008\n"},
		{[]string{"display", "--form", "x", "http://a/"}, "iri display: --form: unknown form \"x\"; the forms are embedding, isolate, components\n"},
		{[]string{"display", "--unicode-hosts", "x", "http://a/"}, "iri display: --unicode-hosts: unknown choice \"x\"; the choices are safe, always, never, high, moderate\n"},
		// A name the type has but the flag does not offer: the level of
		// protocols needs rules written in Go, no IDNA is no --idna.
		{[]string{"normalize", "--level", "protocol", "http://a/"}, "iri normalize: --level: unknown level \"protocol\"; the levels are simple, syntax, scheme\n"},
		{[]string{"to-uri", "--idna", "--idna-profile", "none", "http://a/"}, "iri to-uri: --idna-profile: unknown IDNA profile \"none\"; the IDNA profiles are uts46, uts46-transitional, idna2008\n"},
	} {
		code, out, errOut := runBuilt(t, "", tc.args...)
		if code != 2 || out != "" || !strings.HasPrefix(errOut, tc.want) {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want exit 2 and %q", tc.args, code, out, errOut, tc.want)
		}
	}
}

// TestVersion: --version says which build this is, on standard output.
func TestVersion(t *testing.T) {
	for _, args := range [][]string{{"--version"}, {"version"}} {
		code, out, errOut := runBuilt(t, "", args...)
		if code != 0 || errOut != "" || !regexp.MustCompile(`^iri \S+ \(github\.com/go-iri/iri, go1\.\d+`).MatchString(out) {
			t.Errorf("%q: exit %d, %q, %q", args, code, out, errOut)
		}
	}
}

// TestExitStatus: one rule, the same for every command: 0 when every
// input is fine, 1 when some input failed (an invalid IRI, an error of
// check; a warning only with -W; a pair compare finds different), 2 for
// a usage error.
func TestExitStatus(t *testing.T) {
	warning := "HTTP://a/" // scheme/uppercase: a warning
	for _, tc := range []struct {
		args []string
		want int
	}{
		{[]string{"check", warning}, 0},
		{[]string{"check", "-W", warning}, 1},
		{[]string{"bidi", "http://ab.cd.ef/גד1/"}, 0},
		{[]string{"bidi", "-W", "http://ab.cd.ef/גד1/"}, 1},
		{[]string{"check", "http://a/b c"}, 1},
		{[]string{"bidi", "http://a/b c"}, 1},
		{[]string{"parse", "http://a/b c"}, 1},
		{[]string{"compare", "http://a/b c", "http://a/"}, 1},
		{[]string{"compare", "http://a/", "http://b/"}, 1},
		{[]string{"compare", "http://a/", "http://a:80/", "x"}, 2},
		{[]string{"normalize", "--level", "x", "http://a/"}, 2},
	} {
		if code, _, _ := runBuilt(t, "", tc.args...); code != tc.want {
			t.Errorf("%q: exit %d, want %d", tc.args, code, tc.want)
		}
	}
}
