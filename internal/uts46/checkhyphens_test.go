package uts46

import (
	"testing"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/idn"
	"github.com/go-iri/iri/internal/pieces"
	"golang.org/x/net/idna"
)

// checkHyphensProfile is the x/net/idna profile ToUnicodeCheckHyphensInto
// answers for: internal/idn's Profile(UTS46, false, false), made here
// with the same options (check's TestFastUnicodeHostAgreesWithIDNA holds
// the checker's wiring, on that profile, to the same answers).
var checkHyphensProfile = idna.New(idna.MapForLookup(), idna.BidiRule(), idna.Transitional(false),
	idna.StrictDomainName(false), idna.VerifyDNSLength(false))

// toUnicodeCheckHyphens is ToUnicodeCheckHyphensInto with a buffer of
// its own, the result as a string: the answer the tests compare.
func toUnicodeCheckHyphens(domain string) (string, bool) {
	// A valid name has 253 octets at most; its Unicode form, at most four
	// for each code point of an A-label, fits beside most.
	var buf [512]byte
	n, u, ok := ToUnicodeCheckHyphensInto(buf[:], domain)
	if n > 0 {
		u = string(buf[:n])
	}
	return u, ok
}

// checkToUnicodeCheckHyphens wants x/net/idna's ToUnicode under
// checkHyphensProfile to give, without an error, the result that
// ToUnicodeCheckHyphensInto gives wherever it answers, and reports
// whether it answered.
func checkToUnicodeCheckHyphens(t *testing.T, domain string) bool {
	t.Helper()
	fast, ok := toUnicodeCheckHyphens(domain)
	checkInto(t, domain, fast, ok)
	if !ok {
		return false
	}
	if slow, err := checkHyphensProfile.ToUnicode(domain); err != nil || slow != fast {
		t.Errorf("%+q: the fast path gives %+q; x/net/idna %+q, %v", domain, fast, slow, err)
	}
	return true
}

// checkInto holds ToUnicodeCheckHyphensInto to its answer (fast, ok) for
// domain in a buffer of 512 bytes, with buffers from none to one longer than
// the result: the result in the buffer (n > 0) where it fits, else as u,
// and the same verdict; the buffer's room one short of the result and of
// the result and its last "." (which append moves) included.
func checkInto(t *testing.T, domain, fast string, ok bool) {
	t.Helper()
	buf := make([]byte, len(fast)+1)
	for _, size := range []int{0, 1, len(fast) - 1, len(fast), len(fast) + 1} {
		if size < 0 {
			continue
		}
		clear(buf)
		n, u, gotOK := ToUnicodeCheckHyphensInto(buf[:size], domain)
		got := u
		if n > 0 {
			got = string(buf[:n])
			if u != "" || n > size {
				t.Errorf("%+q in %d bytes: n = %d and u = %+q", domain, size, n, u)
			}
		}
		if gotOK != ok || got != fast {
			t.Errorf("%+q in %d bytes: %+q (n = %d), %v; in 512 bytes %+q, %v", domain, size, got, n, gotOK, fast, ok)
		}
	}
}

// TestToUnicodeCheckHyphens holds ToUnicodeCheckHyphensInto to x/net/idna on
// the input and the expected results of every case of WPT's
// IdnaTestV2.json, IdnaTestV2-removed.json and toascii.json, of every
// line of Unicode's IdnaTestV2.txt, and on the host of every line of the
// three corpora, percent-decoded; and wants it to take nearly every host
// of the corpora with an A-label or a non-ASCII label.
func TestToUnicodeCheckHyphens(t *testing.T) {
	domains := suiteDomains(t)
	t.Logf("suites: %d domains, %d of them taken by the fast path", len(domains), countTaken(t, domains, checkToUnicodeCheckHyphens))
	wantCorporaTaken(t, "IDN", func(host string) bool {
		return idn.HasPunycodeLabel(host) || !chars.IsASCII(host)
	}, checkToUnicodeCheckHyphens)
}

// FuzzToUnicodeCheckHyphens holds ToUnicodeCheckHyphensInto to x/net/idna on
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

// TestHyphenCode holds hyphenCode to UTS #46 §4.1 Validity Criteria 2 and
// 3 as written, on code points (utf8.DecodeRuneInString's, U+FFFD for a
// byte that is not UTF-8): every label of up to five characters from
// "a", "-", "é", "日", "😀" and a stray byte 0x80.
func TestHyphenCode(t *testing.T) {
	want := func(label string) string {
		var rs []rune
		for i := 0; i < len(label); {
			r, n := utf8.DecodeRuneInString(label[i:])
			rs = append(rs, r)
			i += n
		}
		if len(rs) >= 4 && rs[2] == '-' && rs[3] == '-' {
			return "V2"
		}
		if len(rs) > 0 && (rs[0] == '-' || rs[len(rs)-1] == '-') {
			return "V3"
		}
		return ""
	}
	for _, l := range pieces.Texts([]string{"a", "-", "é", "日", "😀", "\x80"}, 5) {
		if got, w := hyphenCode(l), want(l); got != w {
			t.Fatalf("hyphenCode(%+q) = %q, want %q", l, got, w)
		}
	}
}
