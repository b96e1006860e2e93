package whatwg

import (
	"testing"

	"github.com/go-iri/iri/internal/idn/acetest"
)

// TestALabelNotASCII wants the host parser to fail on a label that begins
// with "xn--" and holds a code point above U+007F, written or
// percent-encoded (URL Standard §3.5, which hands the host percent-decoded
// to the domain parser, §3.3, whose UTS #46 ToASCII makes such a label an
// error: UTS #46 §4 Processing step 4.1), with domain-to-ASCII, where
// x/net/idna decoded the code points before the last "-" as basic ones and
// wrote another host ("http://xn--é-/" gave "http://xn--9ca/").
func TestALabelNotASCII(t *testing.T) {
	for _, c := range acetest.Labels() {
		for _, host := range []string{c.Label, acetest.PercentEncoded(c.Label), "a." + c.Label + ".com"} {
			input := "http://" + host + "/"
			if u, err := Parse(input); err == nil {
				t.Errorf("Parse(%+q) = %q; want a failure: a non-ASCII code point %s", input, u.Href(), c.Where)
			}
			_, _, err := Parser{}.Validate(input)
			if e, ok := err.(*Error); !ok || e.Name != errDomainToASCII {
				t.Errorf("Validate(%+q): %v; want a failure with %s", input, err, errDomainToASCII)
			}
			if u := MustParse("http://x/").SetHostname(host); u.Hostname() != "x" {
				t.Errorf("SetHostname(%+q) gave %q; want it refused", host, u.Hostname())
			}
		}
	}
}
