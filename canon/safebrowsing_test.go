package canon

import (
	"slices"
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/suites"
)

// TestSafeBrowsingSuite runs google/safebrowsing's own cases of
// canon/cases.jsonl, read in place: canonicalURL (52, 15 of them
// without a host that can be looked up) and generatePatterns (14, one
// without a host), compared as sets as its test does.
func TestSafeBrowsingSuite(t *testing.T) {
	for _, c := range suites.CanonCases(t, "canon", "safebrowsing", 52) {
		got, err := SafeBrowsing{}.Canonical(c.Input)
		switch {
		case c.Expected.Error:
			if err == nil {
				t.Errorf("%s: Canonical(%q) = %q, want an error", c.ID, c.Input, got)
			}
		case err != nil:
			t.Errorf("%s: Canonical(%q): %v", c.ID, c.Input, err)
		case got != *c.Expected.Canonical:
			t.Errorf("%s: Canonical(%q) = %q, want %q", c.ID, c.Input, got, *c.Expected.Canonical)
		}
	}
	for _, c := range suites.CanonCases(t, "expressions", "safebrowsing", 14) {
		got, err := SafeBrowsing{}.Expressions(c.Input)
		switch {
		case c.Expected.Error:
			if err == nil {
				t.Errorf("%s: Expressions(%q) = %q, want an error", c.ID, c.Input, got)
			}
		case err != nil:
			t.Errorf("%s: Expressions(%q): %v", c.ID, c.Input, err)
		default:
			want := slices.Sorted(slices.Values(c.Expected.Expressions))
			if g := slices.Sorted(slices.Values(got)); !slices.Equal(g, want) {
				t.Errorf("%s: Expressions(%q) = %q, want %q", c.ID, c.Input, g, want)
			}
		}
	}
}

// TestSafeBrowsingFunctionSuite runs google/safebrowsing's cases of its
// lower-level functions in options.jsonl against ours. Where we
// knowingly differ (SafeBrowsing's doc says why), the case is listed
// with our own answer.
func TestSafeBrowsingFunctionSuite(t *testing.T) {
	ours := map[string]string{
		"276.2.3": "", // not an address: 276 does not fit in a byte (google/safebrowsing: 20.2.0.3)
	}
	hostOf := func(s string) (string, bool) {
		u, err := parseSafeBrowsing(s)
		return u.host, err == nil
	}
	for _, f := range []struct {
		name  string
		count int
		fn    func(string) (string, bool)
	}{
		{"parseIPAddress", 11, func(s string) (string, bool) {
			if want, ok := ours[s]; ok {
				ip, _ := sbIPv4(s)
				if ip != want {
					t.Errorf("parseIPAddress(%q) = %q, want our own %q", s, ip, want)
				}
				return "", false
			}
			ip, _ := sbIPv4(s)
			return ip, true
		}},
		{"canonicalHost", 10, hostOf},
		{"canonicalPath", 10, func(s string) (string, bool) {
			u, err := parseSafeBrowsing(s)
			return u.path, err == nil
		}},
		{"generateLookupHosts", 5, func(s string) (string, bool) {
			h, ok := hostOf(s)
			return strings.Join(lookupHosts(nil, h, 7), " "), ok
		}},
		{"generateLookupPaths", 4, func(s string) (string, bool) {
			u, err := parseSafeBrowsing(s)
			paths := lookupPaths(nil, u.path)
			if u.query != "" {
				paths = append(paths, u.path+"?"+u.query)
			}
			return strings.Join(paths, " "), err == nil
		}},
	} {
		for _, c := range optionCases(t, "safebrowsing", "function", f.name, f.count) {
			got, ok := f.fn(*c.Input)
			if _, listed := ours[*c.Input]; listed && f.name == "parseIPAddress" {
				continue
			}
			var list []string
			if err := jsonUnmarshal(c.Expected, &list); err == nil && list != nil {
				joined := strings.Join(list, " ")
				c.Expected = jsonString(joined)
			}
			c.check(t, got, ok)
		}
	}
}
