package idn

import (
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/corpus"
	"github.com/go-iri/iri/internal/suites"
)

// TestValidateHostAgreesWithToASCII wants ValidateUnicode, which the
// checker uses, to fail exactly where ToASCII, which Mapper.ToURI uses,
// fails: on every source of IdnaTestV2.txt and every host of the suites
// and corpora.
func TestValidateHostAgreesWithToASCII(t *testing.T) {
	var hosts []string
	for _, tc := range suites.IDNATests(t) {
		hosts = append(hosts, tc.Source)
	}
	for _, s := range append(suites.Strings(t), corpus.LinesIfPresent(t, "corpus-iri.txt")...) {
		if h := host(s); h != "" {
			hosts = append(hosts, h)
		}
	}
	// Labels so long that punycode's arithmetic overflows: only ToASCII
	// writes punycode.
	hosts = append(hosts, strings.Repeat("a", 10444)+"\U000323AF", strings.Repeat("a", 10929)+"\U00030000",
		strings.Repeat("é", 200))
	p := Profile(UTS46, false, false)
	failed := 0
	for _, h := range hosts {
		_, errASCII := ToASCII(p, h)
		_, errValidate := ValidateUnicode(p, h)
		if (errASCII == nil) != (errValidate == nil) || errASCII != nil && errASCII.Error() != errValidate.Error() {
			t.Errorf("host %q: ToASCII says %v, ValidateUnicode says %v", h, errASCII, errValidate)
		}
		if errASCII != nil {
			failed++
		}
	}
	if failed == 0 || failed == len(hosts) {
		t.Fatalf("%d of %d hosts fail: the comparison decides nothing", failed, len(hosts))
	}
}

// host returns what stands where the host of the IRI reference s would by
// its delimiters: after "//", up to the first "/", "?" or "#", without a
// userinfo and a port; "" for none and for an IP-literal.
func host(s string) string {
	if n := chars.SchemeLength(s); n > 0 {
		s = s[n+1:]
	}
	if !strings.HasPrefix(s, "//") {
		return ""
	}
	s = s[2:]
	if end := strings.IndexAny(s, "/?#"); end >= 0 {
		s = s[:end]
	}
	if at := strings.LastIndexByte(s, '@'); at >= 0 {
		s = s[at+1:]
	}
	if colon := strings.LastIndexByte(s, ':'); colon >= 0 {
		s = s[:colon]
	}
	if strings.HasPrefix(s, "[") {
		return ""
	}
	return s
}

// TestHasPercentEncodedASCII wants a pct-encoded triplet for an ASCII
// octet, and nothing else: not a "%" without two hex digits after it.
func TestHasPercentEncodedASCII(t *testing.T) {
	for s, want := range map[string]bool{
		"a%2Eb": true, "%41": true, "%7f": true, "x%%41": true, "%zz%2e": true,
		"": false, "%C3%A9": false, "%80": false, "%zz": false, "%g1": false, "%4": false, "a%": false, "%%": false,
	} {
		if got := HasPercentEncodedASCII(s); got != want {
			t.Errorf("HasPercentEncodedASCII(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestEmptyPunycodeLabel: x/net/idna decodes "xn--" to an empty label
// without an error (asserted first: the gap errEmptyPunycode fills must
// still be there); UTS #46 P4 makes it one, so a host with such a label
// neither converts nor loses the label.
func TestEmptyPunycodeLabel(t *testing.T) {
	p := Profile(UTS46, false, false)
	if u, err := p.ToUnicode("a.xn--.b"); err != nil || u != "a..b" {
		t.Errorf("x/net/idna now answers %q, %v for a.xn--.b: errEmptyPunycode may no longer be needed", u, err)
	}
	if _, err := DecodeACE(p, "a.XN--.b"); err == nil {
		t.Error("DecodeACE(a.XN--.b): no error")
	}
	if got := ToUnicode(p, "a.xn--.b"); got != "a.xn--.b" {
		t.Errorf("ToUnicode(a.xn--.b) = %q, want the host as it is", got)
	}
	_, err := ValidateUnicode(p, "é.xn--.b")
	if err == nil || err.Label != "xn--" || err.Offset != 3 {
		t.Errorf("ValidateUnicode(é.xn--.b): %+v, want the label xn-- at offset 3", err)
	}
}
