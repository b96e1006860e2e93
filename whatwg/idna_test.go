package whatwg

import (
	"testing"

	"github.com/go-iri/iri/internal/suites"
)

// parseSpecialHost runs the host parser (URL Standard §3.5) on input as
// the host of a special URL and returns the host serialized.
func parseSpecialHost(input string) (string, bool) {
	p := parser{in: input, scheme: schemeHTTPS, queryStart: -1, fragStart: -1}
	p.out.start(input)
	if !p.host(0, len(input), false) {
		return "", false
	}
	return p.out.String(), true
}

// checkHostCase checks a case through the host parser and, as WPT's
// toascii.window.js and IdnaTestV2.window.js do, through new
// URL("https://" + input + "/x"); with setters, also through the host and
// hostname setters of https://x/x.
func checkHostCase(t *testing.T, file string, c suites.ToASCIICase, setters bool) {
	t.Helper()
	if c.Input == "" {
		// WPT cannot test the empty host through a URL. Its output, "", is
		// what UTS #46 ToASCII gives; the URL Standard's domain parser then
		// fails on the empty result (§3.3), which internal/uts46 checks
		// against this same case. The host parser fails with it.
		if host, ok := parseSpecialHost(c.Input); ok || c.Output == nil || *c.Output != "" {
			t.Errorf("%s: host parser(%q) = %q, %v; want failure, and WPT's output \"\"", file, c.Input, host, ok)
		}
		return
	}
	host, ok := parseSpecialHost(c.Input)
	if c.Output == nil {
		if ok {
			t.Errorf("%s: host parser(%q) = %q, want failure", file, c.Input, host)
		}
	} else if !ok || host != *c.Output {
		t.Errorf("%s: host parser(%q) = %q, %v, want %q", file, c.Input, host, ok, *c.Output)
	}
	u, err := Parse("https://" + c.Input + "/x")
	if c.Output == nil {
		if err == nil {
			t.Errorf("%s: Parse(https://%s/x) = %q, want failure", file, c.Input, u.Href())
		}
	} else if err != nil {
		t.Errorf("%s: Parse(https://%s/x): %v", file, c.Input, err)
	} else if u.Host() != *c.Output || u.Hostname() != *c.Output || u.Pathname() != "/x" || u.Href() != "https://"+*c.Output+"/x" {
		t.Errorf("%s: Parse(https://%s/x) = %q, want host %q", file, c.Input, u.Href(), *c.Output)
	}
	if !setters {
		return
	}
	x := MustParse("https://x/x")
	want := "x"
	if c.Output != nil {
		want = *c.Output
	}
	if got := x.SetHost(c.Input).Host(); got != want {
		t.Errorf("%s: SetHost(%q).Host() = %q, want %q", file, c.Input, got, want)
	}
	if got := x.SetHostname(c.Input).Hostname(); got != want {
		t.Errorf("%s: SetHostname(%q).Hostname() = %q, want %q", file, c.Input, got, want)
	}
}

// TestToASCII runs WPT's toascii.json through the host parser, Parse and
// the host setters; its answers are Unicode 17.0.0's. Every case applies
// to the host parser, the 3 marked urlStandardOnly too (they hold for the
// URL Standard's domain to ASCII, not for plain UTS #46 ToASCII, which
// the root package's TestToASCIISuite runs the others through).
func TestToASCII(t *testing.T) {
	const file = "wpt-url/toascii.json"
	suites.Unicode(t, file)
	urlStandardOnly := 0
	for _, c := range suites.JSONCases[suites.ToASCIICase](t, file, 87) {
		checkHostCase(t, file, c, true)
		if c.URLStandardOnly {
			urlStandardOnly++
		}
	}
	if urlStandardOnly != 3 {
		t.Errorf("%s: %d cases marked urlStandardOnly, want 3", file, urlStandardOnly)
	}
}

// TestIdnaTestV2 runs WPT's IdnaTestV2.json, Unicode 17.0.0's
// conformance cases, as TestToASCII does.
func TestIdnaTestV2(t *testing.T) {
	const file = "wpt-url/IdnaTestV2.json"
	suites.Unicode(t, file)
	for _, c := range suites.JSONCases[suites.ToASCIICase](t, file, 2671) {
		checkHostCase(t, file, c, false)
	}
}

// TestVerifyDNSLength runs verifydnslength_tests.json (ada's, beside the
// WPT files): each URL parses, and FitsDNS tells the hosts DNS can carry.
func TestVerifyDNSLength(t *testing.T) {
	const file = "wpt-url/verifydnslength_tests.json"
	type testCase struct {
		Input   string `json:"input"`
		Failure bool   `json:"failure"`
	}
	for _, c := range suites.JSONCases[testCase](t, file, 17) {
		u, err := Parse(c.Input)
		if err != nil {
			t.Errorf("%s: Parse(%q): %v", file, c.Input, err)
			continue
		}
		if u.FitsDNS() == c.Failure {
			t.Errorf("%s: FitsDNS(%q) = %v, want %v", file, c.Input, u.FitsDNS(), !c.Failure)
		}
	}
}
