package whatwg

import (
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/corpus"
)

// generalVariant returns the href of u with its scheme and its host in
// upper case and "\/" for the "//" after the scheme: an input the
// parser's shortcuts for the usual URL (httpScheme, which wants "://"
// after "http" or "https" in any case, and plainAuthority, which wants a
// lower-case host) leave to the general states of §4.4, which must give
// the same URL, offsets and all. Only a URL of a special scheme with a
// domain has one.
func generalVariant(u URL) (string, bool) {
	if !u.scheme.special() || u.hostKind != hostDomain {
		return "", false
	}
	href := u.Href()
	v := strings.ToUpper(href[:u.schemeEnd]) + ":\\/" + href[u.schemeEnd+3:u.hostStart] +
		strings.ToUpper(href[u.hostStart:u.hostEnd]) + href[u.hostEnd:]
	return v, true
}

// checkShortcuts wants the general states to parse the general variant of
// the URL input parses to (generalVariant) to that URL, and reports
// whether there was a variant to try.
func checkShortcuts(t *testing.T, input string, base URL) bool {
	t.Helper()
	u, err := Parser{Base: base}.Parse(input)
	if err != nil {
		return false
	}
	v, ok := generalVariant(u)
	if !ok {
		return false
	}
	if w, err := Parse(v); err != nil || w != u {
		t.Errorf("%q parses to %#v; its variant %q for the general states to %#v, %v", input, u, v, w, err)
	}
	return true
}

// TestShortcutsMatchGeneralStates holds the shortcuts of the parser for
// the usual URL (httpScheme, plainAuthority) to the general states they
// stand for, on every input of urltestdata.json and setters_tests.json
// (suiteSeeds) and every line of the corpora: the URL parsed with the
// shortcuts, and its variant that the general states parse
// (generalVariant), must be the same.
func TestShortcutsMatchGeneralStates(t *testing.T) {
	tried := 0
	for _, seed := range suiteInputs(t) {
		if checkShortcuts(t, seed.input, seed.base) {
			tried++
		}
	}
	t.Logf("suites: %d URLs tried", tried)
	if tried < 100 {
		t.Errorf("suites: %d URLs tried, want 100 or more", tried)
	}
	for _, name := range corpus.Names {
		tried := 0
		for _, line := range corpus.Lines(t, name) {
			if checkShortcuts(t, line, URL{}) {
				tried++
			}
		}
		t.Logf("%s: %d URLs tried", name, tried)
	}
}
