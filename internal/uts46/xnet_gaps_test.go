package uts46

import (
	"testing"

	"github.com/go-iri/iri/internal/suites"
	"golang.org/x/net/idna"
)

// naive is golang.org/x/net/idna with the URL Standard's flags for
// beStrict (§3.3) set as its options, and nothing more.
func naive(beStrict bool) *idna.Profile {
	return idna.New(idna.MapForLookup(), idna.BidiRule(), idna.Transitional(false),
		idna.CheckHyphens(beStrict), idna.CheckJoiners(true), idna.StrictDomainName(beStrict),
		idna.VerifyDNSLength(beStrict))
}

// punycode is the A-label of a U-label (RFC 3492, without any IDNA rule).
func punycode(t *testing.T, u string) string {
	a, err := idna.Punycode.ToASCII(u)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// TestXNetIDNAGaps shows each case where x/net/idna, given the URL
// Standard's flags, answers otherwise than UTS #46 or the URL Standard:
// x/net/idna's answer must still be wrong (else the code that fills the gap
// can go), and domain to ASCII's right. Each case names its rule and where
// its expected answer comes from.
func TestXNetIDNAGaps(t *testing.T) {
	suites.Unicode(t, "the answers of x/net/idna these cases hold")
	for _, c := range []struct {
		why      string
		domain   string
		beStrict bool
		want     string // the result, "" for a failure
		code     string // the failure's UTS #46 condition
	}{
		{`UTS #46 §4 step 4.3: an A-label that decodes to nothing is an error (IdnaTestV2.txt line 550, "xn--": P4); x/net/idna makes it an empty label, here the root`,
			"ß.xn--", false, "", "P4"},
		{`the same, in the middle of a domain`,
			"a.xn--.ß", false, "", "P4"},
		{`UTS #46 §4 step 4.1: an A-label that holds a code point above U+007F is an error (P4); x/net/idna decodes the code points before its last "-" as basic ones, and writes "xn--9ca"`,
			"xn--é-", false, "", "P4"},
		{`the same, the code point among basic ones before digits`,
			"a.xn--bécher-kva", true, "", "P4"},
		{`UTS #46 §4.1 Validity Criteria 4: with CheckHyphens false, a label must not begin with "xn--" (IdnaTestV2.txt line 312, "xn--xn--a--gua.pt": V4); x/net/idna tests it only with CheckHyphens`,
			"ß.xn--xn--a--gua", false, "", "V4"},
		{`UTS #46 §4.1 Validity Criteria 2 counts code points: "é--x" has "-" and "x" as its third and fourth; x/net/idna counts bytes`,
			"é--x.com", true, punycode(t, "é--x") + ".com", ""},
		{`the same: "éa--b" has "-" as its third and fourth code points`,
			"éa--b.com", true, "", "V2"},
		{`URL Standard §3.3 (since whatwg/url#914): an ASCII domain is lowercased whatever UTS #46 makes of it (toascii.json: "xn--a")`,
			"XN--A", false, "xn--a", ""},
		{`URL Standard §3.3: an empty result fails; U+00AD SOFT HYPHEN is ignored (toascii.json: "a\u00adb" gives "ab"), leaving nothing`,
			"\u00ad", false, "", ""},
		{`URL Standard §3.3: a result with a forbidden domain code point fails (toascii.json: "www.lookout.net⩴80")`,
			"www.lookout.net⩴80", false, "", ""},
	} {
		got, err := ToASCIIError(c.domain, c.beStrict)
		switch {
		case c.want == "" && err == nil:
			t.Errorf("%+q: gave %q, want a failure (%s)", c.domain, got, c.why)
		case c.want == "" && err.Code != c.code:
			t.Errorf("%+q: %v, want the code %q (%s)", c.domain, err, c.code, c.why)
		case c.want != "" && (err != nil || got != c.want):
			t.Errorf("%+q: gave %q, %v; want %q (%s)", c.domain, got, err, c.want, c.why)
		}
		xnet, xerr := naive(c.beStrict).ToASCII(c.domain)
		if (xerr != nil) == (c.want == "") && (c.want == "" || xnet == c.want) {
			t.Errorf("%+q: x/net/idna now answers %q, %v, as it should: the code for this case may go (%s)", c.domain, xnet, xerr, c.why)
		}
	}
}
