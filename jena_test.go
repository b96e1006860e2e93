package iri

import (
	"strconv"
	"testing"

	"github.com/go-iri/iri/internal/suites"
)

// jenaSyntaxViolations are the jena-iri violation codes that mean "not an
// IRI reference by the RFC 3987 grammar"; the others in test.xml are
// warnings (unregistered scheme, upper case, missing component for the
// scheme, dot segments, percent-encoded non-ASCII, ...).
var jenaSyntaxViolations = map[string]bool{
	"ILLEGAL_CHARACTER":         true,
	"UNWISE_CHARACTER":          true,
	"CONTROL_CHARACTER":         true,
	"WHITESPACE":                true,
	"DOUBLE_WHITESPACE":         true,
	"NOT_XML_SCHEMA_WHITESPACE": true,
}

func TestJenaIRIComponents(t *testing.T) {
	cases := suites.JenaIRIs(t)
	if len(cases) != 177+85*2 {
		t.Fatalf("read %d <IRI> elements, want 347", len(cases))
	}
	compared := 0
	for _, c := range cases {
		valid := true
		for _, v := range c.Violations {
			if jenaSyntaxViolations[v] {
				valid = false
			}
		}
		x, err := Parse(c.IRI)
		expect(t, "jena-iri/test.xml: "+c.IRI, err == nil, valid, err)
		if err != nil {
			continue
		}
		for _, a := range c.Accessors {
			got, has := "", true
			switch a.XMLName.Local {
			case "getScheme":
				got, has = x.Scheme(), x.IsAbsolute()
			case "getRawUserinfo":
				got, has = x.Userinfo()
			case "getRawHost":
				got, has = x.Host(), x.authorityPresent()
			case "getRawPath":
				got = x.Path()
			case "getRawQuery":
				got, has = x.Query()
			case "getRawFragment":
				got, has = x.Fragment()
			case "isAbsolute":
				got = strconv.FormatBool(x.IsAbsolute())
			case "getPort":
				// jena gives -1 both for no port and for an empty one.
				got = "-1"
				if p, ok := x.Port(); ok && p != "" {
					got = p
				}
			default:
				continue
			}
			compared++
			if has == a.Null || has && got != a.Value {
				t.Errorf("jena-iri/test.xml: %q: %s = %q (present %v), want %q (null %v)",
					c.IRI, a.XMLName.Local, got, has, a.Value, a.Null)
			}
		}
	}
	if compared != 2272 {
		t.Errorf("compared %d accessors, want 2272", compared)
	}
}

// TestJenaIRIResolve checks the <Resolve> elements of jena-iri's test.xml,
// those whose base and reference are both valid IRI references. jena-iri
// resolves in the non-strict way of RFC 3986 §5.2.2 ("file:foo.n3" against
// a file: base is relative), so the comparison uses that option.
func TestJenaIRIResolve(t *testing.T) {
	doc := suites.Jena(t)
	compared := 0
	for _, r := range doc.Resolve {
		base, err1 := Parse(r.IRIs[0].IRI)
		ref, err2 := Parse(r.IRIs[1].IRI)
		if err1 != nil || err2 != nil || !base.IsAbsolute() {
			continue
		}
		want := ""
		for _, a := range r.Result.Accessors {
			if a.XMLName.Local == "toString" {
				want = a.Value
			}
		}
		got, err := base.ResolveNonStrict(ref)
		key := "jena-iri/test.xml resolve: " + base.String() + " + " + ref.String()
		if reason, ok := knownDifference(key); ok {
			if err == nil && got.String() == want {
				t.Errorf("%s: listed (%s) but agrees", key, reason)
			}
			continue
		}
		compared++
		if err != nil || got.String() != want {
			t.Errorf("%s: got %q, %v; want %q", key, got, err, want)
		}
	}
	if compared != 70 {
		t.Errorf("compared %d resolutions, want 70", compared)
	}
}
