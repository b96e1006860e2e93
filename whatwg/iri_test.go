package whatwg

import (
	"testing"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/suites"
)

// TestIRIBridgeCharacters holds the list of IRI's doc comment: each
// character the URL Standard leaves raw where RFC 3986 forbids it, in each
// component where it can stand, comes out percent-encoded.
func TestIRIBridgeCharacters(t *testing.T) {
	for _, c := range []struct{ url, iri string }{
		{`http://h/|[]`, `http://h/%7C%5B%5D`},
		{`sc://h/a\b`, `sc://h/a%5Cb`},
		{"sc:a b\"<>^`{}|[]\\", "sc:a%20b%22%3C%3E%5E%60%7B%7D%7C%5B%5D%5C"},
		{"http://h/?[]\\^`{|}", "http://h/?%5B%5D%5C%5E%60%7B%7C%7D"},
		{`http://h/#a#[]\^{|}`, `http://h/#a%23%5B%5D%5C%5E%7B%7C%7D`},
		{"http://a\"`{}.b/", "http://a%22%60%7B%7D.b/"},
		{"sc://a\"`{}%/", "sc://a%22%60%7B%7D%25/"},
		{"http://u%:p%@h/%?%#%", "http://u%25:p%25@h/%25?%25#%25"},
		{"http://h/%41?%42#%43", "http://h/%41?%42#%43"},
		{"http://[::1]:8080/a", "http://[::1]:8080/a"},
		{"sc:/.//p", "sc:/.//p"},
	} {
		u, err := Parse(c.url)
		if err != nil {
			t.Fatalf("Parse(%q): %v", c.url, err)
		}
		if got := u.IRI().String(); got != c.iri {
			t.Errorf("Parse(%q).IRI() = %q, want %q", c.url, got, c.iri)
		}
	}
}

// TestIRIBridge converts every URL of urltestdata.json: the IRI is valid,
// and parsing it again gives a URL that converts to the same IRI.
func TestIRIBridge(t *testing.T) {
	n := 0
	for _, c := range suites.JSONCases[suites.URLCase](t, "wpt-url/urltestdata.json", 891) {
		if c.Failure {
			continue
		}
		u := MustParse(c.Attributes["href"])
		x := u.IRI()
		if _, err := iri.ParseIRI(x.String()); err != nil || x.String() == "" {
			t.Errorf("Parse(%q).IRI() = %q: %v", c.Attributes["href"], x, err)
			continue
		}
		v, err := Parse(x.String())
		if err != nil || v.IRI() != x {
			t.Errorf("Parse(%q).IRI() = %q, which parses to %q, %v", c.Attributes["href"], x, v.Href(), err)
		}
		n++
	}
	if n == 0 {
		t.Fatal("no URL")
	}
}
