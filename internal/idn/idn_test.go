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
