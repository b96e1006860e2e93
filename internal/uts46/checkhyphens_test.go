package uts46

import (
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/idn"
	"github.com/go-iri/iri/internal/suites"
	"golang.org/x/net/idna"
)

// checkHyphensProfile is the x/net/idna profile ToUnicodeCheckHyphens
// answers for: internal/idn's Profile(UTS46, false, false), made here
// with the same options (internal/idn's TestFastToUnicode holds that
// package's wiring to the same answers).
var checkHyphensProfile = idna.New(idna.MapForLookup(), idna.BidiRule(), idna.Transitional(false),
	idna.StrictDomainName(false), idna.VerifyDNSLength(false))

// checkToUnicodeCheckHyphens wants x/net/idna's ToUnicode under
// checkHyphensProfile to give, without an error, the result that
// ToUnicodeCheckHyphens gives wherever it answers, and reports whether it
// answered.
func checkToUnicodeCheckHyphens(t *testing.T, domain string) bool {
	t.Helper()
	fast, ok := ToUnicodeCheckHyphens(domain)
	if !ok {
		return false
	}
	if slow, err := checkHyphensProfile.ToUnicode(domain); err != nil || slow != fast {
		t.Errorf("%+q: the fast path gives %+q; x/net/idna %+q, %v", domain, fast, slow, err)
	}
	return true
}

// TestToUnicodeCheckHyphens holds ToUnicodeCheckHyphens to x/net/idna on
// the input and the expected results of every case of WPT's
// IdnaTestV2.json, IdnaTestV2-removed.json and toascii.json, of every
// line of Unicode's IdnaTestV2.txt, and on the host of every line of the
// three corpora, percent-decoded; and wants it to take nearly every host
// of the corpora with an A-label or a non-ASCII label.
func TestToUnicodeCheckHyphens(t *testing.T) {
	var domains []string
	for _, c := range wptToASCIIAll(t) {
		domains = append(domains, c.Input)
		if c.Output != nil {
			domains = append(domains, *c.Output)
		}
	}
	for _, c := range suites.IDNATests(t) {
		domains = append(domains, c.Source, c.ToUnicode, c.ToASCIIN)
	}
	taken := 0
	for _, d := range domains {
		if checkToUnicodeCheckHyphens(t, d) {
			taken++
		}
	}
	t.Logf("suites: %d domains, %d of them taken by the fast path", len(domains), taken)
	for _, name := range []string{"corpus-iri.txt", "corpus-ascii.txt", "real/kasztp.txt"} {
		idnCount, taken := 0, 0
		for _, host := range decodedHosts(t, name) {
			ok := checkToUnicodeCheckHyphens(t, host)
			if idn.HasPunycodeLabel(host) || !isASCIIString(host) {
				idnCount++
				if ok {
					taken++
				}
			}
		}
		t.Logf("%s: the fast path takes %d of %d IDN hosts", name, taken, idnCount)
		if taken < idnCount*9/10 {
			t.Errorf("%s: the fast path takes %d of %d IDN hosts, want 90%% or more", name, taken, idnCount)
		}
	}
}

func isASCIIString(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// TestDecodePunycode checks the decoder on the samples of RFC 3492 §7.1
// that fit a label, against x/net/idna's decoder, and on what it must
// leave to x/net/idna.
func TestDecodePunycode(t *testing.T) {
	for _, enc := range []string{"egbpdaj6bu4bxfgehfvwxn", "ihqwcrb4cv8a8dqg056pqjye", "ihqwctvzc91f659drss3x8bo0yb",
		"cbzbc3c8ak", "b1abfaaepdrnnbgefbadotcwatmq2g4l", "bcher-kva", "mller-kva", "ss-hva", "4ca", "1ch", "9ca", "ca-b0a"} {
		var runes [maxFastLabel]rune
		n, ok := decodePunycode(enc, &runes)
		want, err := idna.Punycode.ToUnicode(acePrefix + enc)
		if !ok || err != nil || string(runes[:n]) != want {
			t.Errorf("%q: decoded %q, %v; x/net/idna %q, %v", enc, string(runes[:n]), ok, want, err)
		}
	}
	for _, enc := range []string{"", "-", "abc-", "-abc", "BCHER-KVA", "bcher-kv!", "99999999999", "zzzzzzzzzzzz",
		"a" + strings.Repeat("b", 70) + "-9ca"} {
		var runes [maxFastLabel]rune
		if n, ok := decodePunycode(enc, &runes); ok {
			t.Errorf("%q: decoded to %q, want it left to x/net/idna", enc, string(runes[:n]))
		}
	}
}

// FuzzToUnicodeCheckHyphens holds ToUnicodeCheckHyphens to x/net/idna on
// any input (invalid UTF-8 included): where it answers, x/net/idna's
// ToUnicode gives the same result without an error.
func FuzzToUnicodeCheckHyphens(f *testing.F) {
	addSeeds(f)
	for _, d := range []string{"xn--bcher-kva.example", "xn--mgbh0fb.xn--kgbechtv", "xn--4ca.xn--9ca", "xn--ca-b0a",
		"xn--egbpdaj6bu4bxfgehfvwxn", "a.xn--bcher-kva..", "xn--ls8h.la", "xn--a-ecp.ru", "xn--xn--a-ecp", "xn--"} {
		f.Add(d)
	}
	f.Fuzz(func(t *testing.T, domain string) {
		checkToUnicodeCheckHyphens(t, domain)
	})
}
