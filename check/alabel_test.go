package check

import (
	"testing"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/idn/acetest"
	"github.com/go-iri/iri/whatwg"
)

// TestALabelNotASCIIAgrees wants the checker, in both modes, Mapper's
// UTS #46 and the WHATWG parser to agree on a host with a label that
// begins with "xn--" and holds a code point above U+007F, written or
// percent-encoded: each refuses it (UTS #46 §4 Processing step 4.1), none
// converts it to another host.
func TestALabelNotASCIIAgrees(t *testing.T) {
	for _, c := range acetest.Labels() {
		for _, host := range []string{c.Label, acetest.PercentEncoded(c.Label)} {
			input := "http://" + host + "/"
			if rep := Check(input); rep.Conforms() {
				t.Errorf("Check(%+q) conforms; want an error: a non-ASCII code point %s", input, c.Where)
			}
			// The WHATWG mode: the parser's validation errors as violations.
			u, errs, err := whatwg.Parser{}.Validate(input)
			if err == nil {
				t.Errorf("whatwg: Validate(%+q) = %q; want a failure", input, u.Href())
			}
			if vs := (Checker{}).URLViolations(input, errs, err != nil); len(vs) == 0 || vs[len(vs)-1].Severity != SeverityError {
				t.Errorf("whatwg: URLViolations(%+q) = %v; want an error last", input, vs)
			}
			x, err := iri.Parse(input)
			if err != nil {
				continue // a percent-encoded host is still an IRI; a written one too
			}
			if y, err := (iri.Mapper{IDNA: iri.IDNAUTS46}).ToURI(x); err == nil {
				t.Errorf("Mapper{IDNA: IDNAUTS46}.ToURI(%+q) = %q; want a failure", input, y)
			}
		}
	}
}
