package iri

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/suites"
)

// The suites were written by others and are read in place, in the shared
// collection beside the checkout (internal/suites; see testdata/README.md).
// Every case is asserted; the cases where this package knowingly gives a
// different answer are listed in knownDifferences, with the section of the
// specification that decides them.

// knownDifferences maps "suite/group: input" to the reason we differ.
var knownDifferences = map[string]string{
	// RFC 6874 zone identifiers are not part of the RFC 3987 grammar.
	"jena-iri3986/ipv6_address: [fe80::a%25en1]":                                  "RFC 3987 §2.2: \"This syntax does not support IPv6 scoped addressing zone identifiers\"",
	"jena-iri3986/ipv6_address: [fe80::2%253]":                                    "RFC 3987 §2.2: no IPv6 zone identifiers",
	"jena-iri3986/ipv6_address: [0001:0002:0003:0004:0005:0006:0007:0008%25zone]": "RFC 3987 §2.2: no IPv6 zone identifiers",
	// jena's DNS-name checks apply RFC 1034 §3.5 rules that the ireg-name
	// production does not have; they belong to the checker, not to syntax.
	"jena-iri3986/dns_name: a.b..c.d":    "RFC 3987 §2.2: ireg-name = *( iunreserved / pct-encoded / sub-delims ) allows empty labels",
	"jena-iri3986/dns_name: .":           "RFC 3987 §2.2: ireg-name allows a lone dot",
	"jena-iri3986/dns_name: .abcd":       "RFC 3987 §2.2: ireg-name allows a leading dot",
	"jena-iri3986/dns_name: 300.168.0.1": "RFC 3987 §2.2: not an IPv4address, so an ireg-name (first match wins)",
	"jena-iri3986/dns_name: abc-":        "RFC 3987 §2.2: ireg-name allows a trailing hyphen",
	"jena-iri3986/dns_name:  ":           "RFC 3987 §2.2: a space is not in ireg-name",
	// WPT's toascii.json runs UTS #46 ToASCII with the URL Standard's
	// flags (TestToASCIISuite); Mapper's UTS #46 is 3987bis §3.4's, on an
	// IRI.
	"wpt-url/toascii.json: a\u2020--":     toASCIIHyphens,
	"wpt-url/toascii.json: -\u2020":       toASCIIHyphens,
	"wpt-url/toascii.json: -x.\u00df":     toASCIIHyphens,
	"wpt-url/toascii.json: x-.\u00df":     toASCIIHyphens,
	"wpt-url/toascii.json: ab--c.\u00df":  toASCIIHyphens,
	"wpt-url/toascii.json: <\u0338":       toASCIINotIRI,
	"wpt-url/toascii.json: >\u0338":       toASCIINotIRI,
	"wpt-url/toascii.json: <\u00ad\u0338": toASCIINotIRI,
	"wpt-url/toascii.json: >\u00ad\u0338": toASCIINotIRI,
	"wpt-url/toascii.json: gOoGle.com":    "3987bis §3.4 and RFC 3490 §4: IDNA converts a host that is not ASCII; an ASCII one keeps its case (lowercasing it is normalization, RFC 3987 §5.3.2.1)",
}

// The reasons of the known differences of toascii.json.
const (
	toASCIIHyphens = "UTS #46 §4.1 Validity Criteria 2 and 3: Mapper's UTS #46 sets CheckHyphens, as x/net/idna's lookup profile and IDNA2008 (RFC 5891 §4.2.3.1) do; the URL Standard sets it to beStrict, false here"
	toASCIINotIRI  = "RFC 3987 §2.2: \"<\" and \">\" are not in ireg-name, so the IRI is refused before IDNA, which would make \"≮\" or \"≯\" of them"
)

// consulted records which known differences the tests looked up, so that
// TestMain can report a listed case that no test meets any more.
var consulted = map[string]bool{}

func knownDifference(key string) (string, bool) {
	reason, ok := knownDifferences[key]
	consulted[key] = ok
	return reason, ok
}

// TestMain runs the tests and, after a full run with every suite there
// and the suites' Unicode (with another, the tests of Unicode's
// expectations skip themselves), fails if an entry of knownDifferences
// was never looked up: a stale entry
// hides nothing, but it misleads the reader.
func TestMain(m *testing.M) {
	code := m.Run()
	if code == 0 && flag.Lookup("test.run").Value.String() == "" && len(suites.Missing()) == 0 && suites.UnicodeCurrent() {
		for k := range knownDifferences {
			if !consulted[k] {
				fmt.Fprintf(os.Stderr, "knownDifferences lists %q, which no test looked up\n", k)
				code = 1
			}
		}
	}
	os.Exit(code)
}

func readSuite(t *testing.T, path string, v any) {
	t.Helper()
	data, err := os.ReadFile(suites.Path(t, path))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, v); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
}

// expect checks a validity verdict against a suite's, consulting
// knownDifferences; it returns false when the case is a listed difference.
func expect(t *testing.T, key string, got, want bool, err error) {
	t.Helper()
	if reason, ok := knownDifference(key); ok {
		if got == want {
			t.Errorf("%s: listed as a known difference (%s) but we agree with the suite", key, reason)
		}
		return
	}
	if got != want {
		t.Errorf("%s: valid = %v, want %v (err: %v)", key, got, want, err)
	}
}

// oxiriCase is one case of oxiri-cases.json.
type oxiriCase struct {
	Group, Input, Base string
	Expected           *string
}

func readOxiri(t *testing.T) []oxiriCase {
	var suite struct{ Cases []oxiriCase }
	readSuite(t, "oxiri/oxiri-cases.json", &suite)
	return suite.Cases
}

func TestOxiriSyntax(t *testing.T) {
	counted := 0
	for _, c := range readOxiri(t) {
		key := "oxiri/" + c.Group + ": " + c.Input
		switch c.Group {
		case "parse_absolute_valid":
			_, err := ParseIRI(c.Input)
			expect(t, key, err == nil, true, err)
			if !strings.Contains(c.Input, "#") {
				_, err := ParseAbsolute(c.Input)
				expect(t, key+" (absolute-IRI)", err == nil, true, err)
			}
		case "parse_reference_valid":
			_, err := Parse(c.Input)
			expect(t, key, err == nil, true, err)
		case "parse_reference_invalid":
			_, err := Parse(c.Input)
			expect(t, key, err == nil, false, err)
		default:
			continue
		}
		counted++
	}
	if counted != 31+70+87 {
		t.Errorf("asserted %d oxiri syntax cases, want 188", counted)
	}
}

func TestIRIStringClassification(t *testing.T) {
	// The flags sit beside input and group; read them as a map.
	var raw struct {
		Classification []map[string]any
	}
	readSuite(t, "iri-string/iri-string-cases.json", &raw)
	for _, c := range raw.Classification {
		in := c["input"].(string)
		// A valid IRI reference is a URI reference (RFC 3986 §4.1) when
		// IsURI says so.
		x, errRef := Parse(in)
		_, errIRI := ParseIRI(in)
		_, errAbs := ParseAbsolute(in)
		_, errRel := ParseRelative(in)
		uri := errRef == nil && x.IsURI()
		got := map[string]bool{
			"iri_reference": errRef == nil,
			"uri_reference": uri,
			"iri":           errIRI == nil,
			"uri":           errIRI == nil && uri,
			"absolute_iri":  errAbs == nil,
			"absolute_uri":  errAbs == nil && uri,
			"relative_ref":  errRel == nil,
		}
		for flag, g := range got {
			want, ok := c[flag].(bool)
			if !ok {
				t.Fatalf("iri-string classification %q: no flag %s", in, flag)
			}
			expect(t, "iri-string/classification/"+flag+": "+in, g, want, nil)
		}
	}
	if len(raw.Classification) != 193 {
		t.Errorf("read %d classification cases, want 193", len(raw.Classification))
	}
}

func TestIRIStringComponents(t *testing.T) {
	var suite struct {
		Components []struct {
			Name, Composed string
			Components     map[string]string
		} `json:"components_and_normalization"`
		GHIssues []struct {
			Kind, Spec, Input, Host string
			Valid                   *bool
		} `json:"gh_issues"`
	}
	readSuite(t, "iri-string/iri-string-cases.json", &suite)
	for _, c := range suite.Components {
		x, err := Parse(c.Composed)
		if err != nil {
			t.Errorf("%s: Parse(%q): %v", c.Name, c.Composed, err)
			continue
		}
		want := c.Components
		userinfo, hasUser := want["user"]
		if pw, ok := want["password"]; ok {
			userinfo, hasUser = userinfo+":"+pw, true
		}
		host, hasHost := want["host"]
		port, hasPort := want["port"]
		query, hasQ := want["query"]
		frag, hasF := want["fragment"]
		checkComponents(t, c.Name, x, components{
			scheme: want["scheme"], authority: hasHost,
			userinfo: userinfo, hasUserinfo: hasUser,
			host: host, port: port, hasPort: hasPort,
			path: want["path"], query: query, hasQuery: hasQ,
			fragment: frag, hasFragment: hasF,
		})
	}
	validated := 0
	for _, c := range suite.GHIssues {
		if c.Kind != "validate" {
			continue
		}
		validated++
		x, err := Parse(c.Input)
		expect(t, "iri-string/gh_issues: "+c.Input, err == nil, *c.Valid, err)
		if c.Host != "" && x.Host() != c.Host {
			t.Errorf("iri-string/gh_issues: %q: host %q, want %q", c.Input, x.Host(), c.Host)
		}
	}
	if len(suite.Components) != 138 || validated != 7 {
		t.Errorf("read %d component and %d validation cases, want 138 and 7", len(suite.Components), validated)
	}
}

// components is what a suite expects of a parsed reference.
type components struct {
	scheme      string
	authority   bool
	userinfo    string
	hasUserinfo bool
	host        string
	port        string
	hasPort     bool
	path        string
	query       string
	hasQuery    bool
	fragment    string
	hasFragment bool
}

func checkComponents(t *testing.T, name string, x IRI, want components) {
	t.Helper()
	got := components{scheme: x.Scheme(), authority: x.authorityPresent(), host: x.Host(), path: x.Path()}
	got.userinfo, got.hasUserinfo = x.Userinfo()
	got.port, got.hasPort = x.Port()
	got.query, got.hasQuery = x.Query()
	got.fragment, got.hasFragment = x.Fragment()
	if got != want {
		t.Errorf("%s: %q:\n got %+v\nwant %+v", name, x, got, want)
	}
}

func TestJenaIRI3986Syntax(t *testing.T) {
	type validity struct {
		Test, Input string
		Valid       bool
	}
	var suite struct {
		Syntax     []validity `json:"syntax"`
		IPv6       []validity `json:"ipv6_address"`
		IPv4       []validity `json:"ipv4_address"`
		DNS        []validity `json:"dns_name"`
		Components []struct {
			Test, Input                               string
			Valid                                     bool
			Scheme, Host, Port, Path, Query, Fragment *string
			Authority, Userinfo                       *string
		} `json:"parse_components"`
	}
	readSuite(t, "jena-iri3986/jena-iri3986-cases.json", &suite)
	if len(suite.Syntax) != 50 || len(suite.IPv6) != 49 || len(suite.IPv4) != 17 || len(suite.DNS) != 19 || len(suite.Components) != 68 {
		t.Fatalf("jena-iri3986: %d syntax, %d ipv6, %d ipv4, %d dns, %d component cases; want 50, 49, 17, 19, 68",
			len(suite.Syntax), len(suite.IPv6), len(suite.IPv4), len(suite.DNS), len(suite.Components))
	}
	for _, c := range suite.Syntax {
		_, err := Parse(c.Input)
		expect(t, "jena-iri3986/syntax: "+c.Input, err == nil, c.Valid, err)
	}
	// The address cases are hosts; parse each as the authority of a
	// network-path reference and ask whether it is that host, of that kind.
	for _, c := range suite.IPv6 {
		x, err := Parse("//" + c.Input)
		got := err == nil && (x.HostKind() == HostIPv6 || x.HostKind() == HostIPvFuture) && x.Host() == c.Input
		expect(t, "jena-iri3986/ipv6_address: "+c.Input, got, c.Valid, err)
	}
	for _, c := range suite.IPv4 {
		x, err := Parse("//" + c.Input)
		got := err == nil && x.HostKind() == HostIPv4
		expect(t, "jena-iri3986/ipv4_address: "+c.Input, got, c.Valid, err)
		if err == nil && !got && x.HostKind() != HostRegName {
			t.Errorf("jena-iri3986/ipv4_address: %q is a %v, want a reg-name", c.Input, x.HostKind())
		}
	}
	for _, c := range suite.DNS {
		x, err := Parse("//" + c.Input)
		// A dotted quad is an IPv4 host by the first-match rule, and also
		// matches ireg-name, which is all jena's dns_name asks.
		got := err == nil && (x.HostKind() == HostRegName || x.HostKind() == HostIPv4) && x.Host() == c.Input
		expect(t, "jena-iri3986/dns_name: "+c.Input, got, c.Valid, err)
	}
	for _, c := range suite.Components {
		x, err := Parse(c.Input)
		if !c.Valid {
			expect(t, "jena-iri3986/parse_components: "+c.Input, err == nil, false, err)
			continue
		}
		if err != nil {
			t.Errorf("jena-iri3986/parse_components: Parse(%q): %v", c.Input, err)
			continue
		}
		str := func(p *string) string {
			if p == nil {
				return ""
			}
			return *p
		}
		want := components{
			scheme: str(c.Scheme), authority: c.Host != nil, host: str(c.Host),
			port: str(c.Port), hasPort: c.Port != nil, path: str(c.Path),
			query: str(c.Query), hasQuery: c.Query != nil,
			fragment: str(c.Fragment), hasFragment: c.Fragment != nil,
		}
		// The suite gives the userinfo for some cases only; otherwise it
		// follows from the authority (neither userinfo nor host holds
		// "@"), or is absent with the authority.
		switch {
		case c.Userinfo != nil:
			want.userinfo, want.hasUserinfo = *c.Userinfo, true
		case c.Authority != nil:
			if u, _, found := strings.Cut(*c.Authority, "@"); found {
				want.userinfo, want.hasUserinfo = u, true
			}
		case c.Host != nil:
			// Neither given: read it off the input by RFC 3986 Appendix
			// B's split, not by our parser.
			_, rest, _ := strings.Cut(c.Input, "//")
			auth := rest
			if i := strings.IndexAny(rest, "/?#"); i >= 0 {
				auth = rest[:i]
			}
			if u, _, found := strings.Cut(auth, "@"); found {
				want.userinfo, want.hasUserinfo = u, true
			}
		}
		checkComponents(t, "jena-iri3986/parse_components", x, want)
		if c.Authority != nil {
			if a, _ := x.Authority(); a != *c.Authority {
				t.Errorf("jena-iri3986/parse_components: %q: authority %q, want %q", c.Input, a, *c.Authority)
			}
		}
	}
}
