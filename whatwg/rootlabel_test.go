package whatwg

import (
	"slices"
	"testing"
)

// TestRootLabelReadings holds the reading of the URL Standard this package
// follows for a domain that ends in the empty root label (see the package
// doc): the domain parser (§3.3) runs UTS #46 ToASCII with VerifyDnsLength
// set to beStrict, and UTS #46 §4.2 step 4 says "When VerifyDnsLength is
// true, the empty root label is disallowed", so such a domain is no valid
// domain (§3.4), and reports domain-to-ASCII (jsdom's whatwg-url 17.1.0
// reports it for "https://example.com./" and "https://127.0.0.1./").
// whatwg/url#871 asks whether the root label should stay valid; each case
// gives the other reading's errors too, and both readings parse each
// input to the same URL: only the report differs.
func TestRootLabelReadings(t *testing.T) {
	for _, c := range []struct {
		input, href  string
		ours, rootOK []string // the validation errors: this package's reading, and #871's
	}{
		{"https://example.com./", "https://example.com./", []string{"domain-to-ASCII"}, nil},
		{"https://EXAMPLE.com./", "https://example.com./", []string{"domain-to-ASCII"}, nil},
		{"https://bücher.de./", "https://xn--bcher-kva.de./", []string{"domain-to-ASCII"}, nil},
		{"https://127.0.0.1./", "https://127.0.0.1/", []string{"domain-to-ASCII", "IPv4-empty-part"}, []string{"IPv4-empty-part"}},
		// Where the readings agree: an empty label that is not the root's,
		// a domain that is the root alone, and one without it.
		{"https://example..com/", "https://example..com/", []string{"domain-to-ASCII"}, []string{"domain-to-ASCII"}},
		{"https://example.com../", "https://example.com../", []string{"domain-to-ASCII"}, []string{"domain-to-ASCII"}},
		{"https://./", "https://./", []string{"domain-to-ASCII"}, []string{"domain-to-ASCII"}},
		{"https://example.com/", "https://example.com/", nil, nil},
	} {
		u, errs, err := Parser{}.Validate(c.input)
		if err != nil || u.Href() != c.href {
			t.Errorf("Validate(%q) = %q, %v; want %q", c.input, u.Href(), err, c.href)
			continue
		}
		var names []string
		for _, e := range errs {
			names = append(names, e.Name)
		}
		if !slices.Equal(names, c.ours) {
			t.Errorf("Validate(%q) reports %v; want %v (with the root label valid, whatwg/url#871's reading: %v)", c.input, names, c.ours, c.rootOK)
		}
		if v, err := Parse(c.input); err != nil || v.Href() != c.href {
			t.Errorf("Parse(%q) = %q, %v; want %q", c.input, v.Href(), err, c.href)
		}
	}
}
