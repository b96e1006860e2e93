package whatwg

import (
	"encoding/json"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/go-iri/iri/internal/suites"
)

// readSuite reads a JSON array of the vendored test data, drops its
// comments (the strings) and decodes the rest into cases.
func readSuite[T any](t *testing.T, path string) []T {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(suites.Dir(), path))
	if err != nil {
		t.Fatal(err)
	}
	var raw []json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	var out []T
	for _, r := range raw {
		if len(r) > 0 && r[0] == '"' {
			continue
		}
		var c T
		if err := json.Unmarshal(r, &c); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		out = append(out, c)
	}
	return out
}

// urlTestCase is a case of urltestdata.json (web-platform-tests
// url/resources): a URL parsed against an optional base, and every
// attribute of the result, or failure.
type urlTestCase struct {
	Input    string  `json:"input"`
	Base     *string `json:"base"`
	Failure  bool    `json:"failure"`
	Href     string  `json:"href"`
	Origin   *string `json:"origin"`
	Protocol string  `json:"protocol"`
	Username string  `json:"username"`
	Password string  `json:"password"`
	Host     string  `json:"host"`
	Hostname string  `json:"hostname"`
	Port     string  `json:"port"`
	Pathname string  `json:"pathname"`
	Search   string  `json:"search"`
	Hash     string  `json:"hash"`

	SearchParams *string `json:"searchParams"`
}

// runURLTests runs the cases of a file in the format of urltestdata.json
// as WPT's url-constructor.any.js and url-origin.any.js do: new URL(input,
// base), which fails when the base does, and every attribute.
func runURLTests(t *testing.T, path string, count int) {
	cases := readSuite[urlTestCase](t, path)
	if len(cases) != count {
		t.Fatalf("%s: %d cases, want %d", path, len(cases), count)
	}
	for n, c := range cases {
		var base URL
		var err error
		if c.Base != nil {
			base, err = Parse(*c.Base)
		}
		var u URL
		if err == nil {
			u, err = base.Parse(c.Input)
		}
		if c.Failure {
			if err == nil {
				t.Errorf("case %d: Parse(%q) against %q = %q, want failure", n, c.Input, deref(c.Base), u.Href())
			}
			continue
		}
		if err != nil {
			t.Errorf("case %d: Parse(%q) against %q: %v", n, c.Input, deref(c.Base), err)
			continue
		}
		got := attributes(u)
		want := map[string]string{"href": c.Href, "protocol": c.Protocol, "username": c.Username,
			"password": c.Password, "host": c.Host, "hostname": c.Hostname, "port": c.Port,
			"pathname": c.Pathname, "search": c.Search, "hash": c.Hash}
		if c.Origin != nil {
			want["origin"] = *c.Origin
		}
		if c.SearchParams != nil {
			got["searchParams"], want["searchParams"] = u.SearchParams().String(), *c.SearchParams
		}
		for k, v := range want {
			if got[k] != v {
				t.Errorf("case %d: Parse(%q) against %q: %s = %q, want %q", n, c.Input, deref(c.Base), k, got[k], v)
			}
		}
	}
}

func deref(s *string) string {
	if s == nil {
		return "<nil>"
	}
	return *s
}

// attributes returns every attribute of u by its name in the standard.
func attributes(u URL) map[string]string {
	return map[string]string{"href": u.Href(), "origin": u.Origin().String(), "protocol": u.Protocol(),
		"username": u.Username(), "password": u.Password(), "host": u.Host(), "hostname": u.Hostname(),
		"port": u.Port(), "pathname": u.Pathname(), "search": u.Search(), "hash": u.Hash()}
}

func TestURLTestData(t *testing.T) { runURLTests(t, "wpt-url/urltestdata.json", 891) }

func TestAdaExtraURLTestData(t *testing.T) {
	runURLTests(t, "ada-extra/ada_extra_urltestdata.json", 28)
	runURLTests(t, "ada-extra/ada_long_urltestdata.json", 1)
}

// setterCase is a case of setters_tests.json (web-platform-tests
// url/resources): a URL, a value for one attribute, and the attributes
// expected after setting it.
type setterCase struct {
	Href     string            `json:"href"`
	NewValue string            `json:"new_value"`
	Expected map[string]string `json:"expected"`

	attribute string // the attribute the case sets
}

// setters applies the setter of an attribute by its name in the standard.
var setters = map[string]func(URL, string) URL{
	"href": func(u URL, v string) URL {
		if n, err := u.SetHref(v); err == nil {
			return n
		}
		return u
	},
	"protocol": URL.SetProtocol, "username": URL.SetUsername, "password": URL.SetPassword,
	"host": URL.SetHost, "hostname": URL.SetHostname, "port": URL.SetPort,
	"pathname": URL.SetPathname, "search": URL.SetSearch, "hash": URL.SetHash,
}

// readSetterSuite reads a file in the format of setters_tests.json: the
// cases of each attribute, in the attribute's order, with the attribute.
func readSetterSuite(t *testing.T, path string) []setterCase {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(suites.Dir(), path))
	if err != nil {
		t.Fatal(err)
	}
	var byAttribute map[string]json.RawMessage
	if err := json.Unmarshal(data, &byAttribute); err != nil {
		t.Fatal(err)
	}
	var out []setterCase
	for _, attr := range slices.Sorted(maps.Keys(byAttribute)) {
		if attr == "comment" {
			continue
		}
		var cases []setterCase
		if err := json.Unmarshal(byAttribute[attr], &cases); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		for i := range cases {
			cases[i].attribute = attr
		}
		out = append(out, cases...)
	}
	return out
}

// runSetterTests runs the cases of a file in the format of
// setters_tests.json as WPT's url-setters.any.js does: new URL(href), set
// the attribute, read the expected attributes.
func runSetterTests(t *testing.T, path string, count int) {
	cases := readSetterSuite(t, path)
	if len(cases) != count {
		t.Fatalf("%s: %d cases, want %d", path, len(cases), count)
	}
	for _, c := range cases {
		set := setters[c.attribute]
		if set == nil {
			t.Fatalf("%s: no setter for %q", path, c.attribute)
		}
		u, err := Parse(c.Href)
		if err != nil {
			t.Errorf("%s: Parse(%q): %v", path, c.Href, err)
			continue
		}
		got := attributes(set(u, c.NewValue))
		for k, v := range c.Expected {
			if got[k] != v {
				t.Errorf("%s: <%s>.%s = %q: %s = %q, want %q", path, c.Href, c.attribute, c.NewValue, k, got[k], v)
			}
		}
	}
}

func TestSettersTests(t *testing.T) { runSetterTests(t, "wpt-url/setters_tests.json", 278) }

func TestAdaExtraSettersTests(t *testing.T) {
	runSetterTests(t, "ada-extra/ada_extra_setters_tests.json", 18)
}
