package whatwg

import (
	"testing"
	"unicode/utf8"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/suites"
	"github.com/go-iri/iri/lenient"
	"golang.org/x/text/encoding"
)

// checkURL holds the properties of a URL the parser or a setter made: its
// href is ASCII without controls (an opaque path keeps its spaces) and parses to the same URL (the standard's idempotence,
// URL Standard Goals; == compares the offsets too), and it converts to a
// valid IRI that converts back the same, the one lenient.ParseHREF makes of
// the href.
func checkURL(t *testing.T, u URL, from string) {
	t.Helper()
	href := u.Href()
	for i := 0; i < len(href); i++ {
		if href[i] >= utf8.RuneSelf-1 || href[i] < ' ' {
			t.Fatalf("%s: href %q holds %q", from, href, href[i])
		}
	}
	v, err := Parse(href)
	if err != nil {
		t.Fatalf("%s: href %q does not parse: %v", from, href, err)
	}
	if v != u {
		t.Fatalf("%s: href %q parses to %#v, not %#v", from, href, v, u)
	}
	x := u.IRI()
	if x.String() == "" {
		t.Fatalf("%s: href %q gives no IRI", from, href)
	}
	if _, err := iri.ParseIRI(x.String()); err != nil {
		t.Fatalf("%s: href %q gives the IRI %q: %v", from, href, x, err)
	}
	if y, err := Parse(x.String()); err != nil || y.IRI() != x {
		t.Fatalf("%s: the IRI %q of %q parses to %q, %v", from, x, href, y.Href(), err)
	}
	// IRI is the core's Web Address processing (lenient.ParseHREF, 3987bis
	// §7.2) of the href, done on the parts the URL knows.
	if h, _, err := lenient.ParseHREF(href); err != nil || h != x {
		t.Fatalf("%s: href %q gives the IRI %q, but lenient.ParseHREF gives %q, %v", from, href, x, h, err)
	}
}

// checkParse parses input against base (none if empty), with the query
// encoding enc, with Parse and Validate, which must agree, checks the URL,
// and each setter on it with value.
func checkParse(t *testing.T, input, base, value string, enc encoding.Encoding) {
	t.Helper()
	var b URL
	if base != "" {
		var err error
		if b, err = Parse(base); err != nil {
			return
		}
		checkURL(t, b, "base "+base)
	}
	u, err := Parser{Base: b, Encoding: enc}.Parse(input)
	v, _, verr := Parser{Base: b, Encoding: enc}.Validate(input)
	if u != v || (err == nil) != (verr == nil) || err != nil && err.Error() != verr.Error() {
		t.Fatalf("Parse(%q) against %q = %q, %v; Validate = %q, %v", input, base, u.Href(), err, v.Href(), verr)
	}
	if err != nil {
		return
	}
	checkURL(t, u, "Parse("+input+")")
	for name, set := range setters {
		checkURL(t, set(u, value), "<"+u.Href()+">."+name+" = "+value)
	}
}

// TestURLInvariantsOnSuites holds every URL the parser and the setters
// make of an input, base or setter value of the WPT and ada suites to the
// invariants of checkURL.
func TestURLInvariantsOnSuites(t *testing.T) {
	for _, seed := range suiteSeeds(t) {
		checkParse(t, seed[0], seed[1], seed[2], nil)
	}
}

// suiteSeeds returns (input, base, value) triples from the suites: every
// URL test with its base and the setter values in turn.
func suiteSeeds(tb testing.TB) [][3]string {
	setters := suites.Setters(tb, "wpt-url/setters_tests.json", 278)
	var seeds [][3]string
	for i, c := range suites.JSONCases[suites.URLCase](tb, "wpt-url/urltestdata.json", 891) {
		seeds = append(seeds, [3]string{c.Input, deref0(c.Base), setters[i%len(setters)].NewValue})
	}
	for _, c := range setters {
		seeds = append(seeds, [3]string{c.Href, "", c.NewValue})
	}
	return seeds
}

// A baseSeed is an input of suiteSeeds and its base parsed (the zero URL
// for none).
type baseSeed struct {
	input string
	base  URL
}

// suiteInputs returns the inputs of suiteSeeds with their bases parsed,
// leaving out those whose base does not parse.
func suiteInputs(tb testing.TB) []baseSeed {
	var out []baseSeed
	for _, seed := range suiteSeeds(tb) {
		var base URL
		if seed[1] != "" {
			var err error
			if base, err = Parse(seed[1]); err != nil {
				continue
			}
		}
		out = append(out, baseSeed{seed[0], base})
	}
	return out
}

func deref0(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
