package whatwg

import (
	"testing"

	"github.com/go-iri/iri/internal/suites"
)

// runURLTests runs the cases of a file in the format of urltestdata.json
// as WPT's url-constructor.any.js and url-origin.any.js do: new URL(input,
// base), which fails when the base does, and every attribute.
func runURLTests(t *testing.T, path string, count int) {
	for n, c := range suites.JSONCases[suites.URLCase](t, path, count) {
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
		for _, k := range append(suites.URLAttributes, "searchParams") {
			v, ok := c.Attributes[k]
			if !ok && (k == "origin" || k == "searchParams") {
				continue // not every case gives them; the others it must
			}
			if k == "searchParams" {
				got[k] = u.SearchParams().String()
			}
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

// runSetterTests runs the cases of a file in the format of
// setters_tests.json as WPT's url-setters.any.js does: new URL(href), set
// the attribute, read the expected attributes.
func runSetterTests(t *testing.T, path string, count int) {
	for _, c := range suites.Setters(t, path, count) {
		set := setters[c.Attribute]
		if set == nil {
			t.Fatalf("%s: no setter for %q", path, c.Attribute)
		}
		u, err := Parse(c.Href)
		if err != nil {
			t.Errorf("%s: Parse(%q): %v", path, c.Href, err)
			continue
		}
		got := attributes(set(u, c.NewValue))
		for k, v := range c.Expected {
			if got[k] != v {
				t.Errorf("%s: <%s>.%s = %q: %s = %q, want %q", path, c.Href, c.Attribute, c.NewValue, k, got[k], v)
			}
		}
	}
}

func TestSettersTests(t *testing.T) { runSetterTests(t, "wpt-url/setters_tests.json", 278) }

func TestAdaExtraSettersTests(t *testing.T) {
	runSetterTests(t, "ada-extra/ada_extra_setters_tests.json", 18)
}
