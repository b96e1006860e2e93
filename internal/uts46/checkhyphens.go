package uts46

import (
	"strings"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/idn"
)

// ToUnicodeCheckHyphens is the fast path of UTS #46 ToUnicode (§4.3) with
// CheckHyphens, CheckBidi and CheckJoiners set and UseSTD3ASCIIRules,
// Transitional_Processing and VerifyDnsLength not: golang.org/x/net/idna's
// Profile with MapForLookup, BidiRule and StrictDomainName(false), the
// profile the checker of IRIs reads hosts with (internal/idn). Unlike the
// fast path of the URL Standard's flags, it decodes A-labels (RFC 3492
// §6.2): an IDN host written in ASCII is as common as one in Unicode.
//
// It returns the result and true only where x/net/idna's ToUnicode under
// that profile gives the same result without an error: each A-label in
// lower-case letters, digits and "-", decoding to a label that
// is not ASCII, and every label of the result one the fast path takes
// with CheckHyphens (see fastPath) and without "-" as its third and
// fourth bytes (see byteHyphens). Anything else returns false, for the
// caller to ask x/net/idna, which gives failures their reasons.
// TestToUnicodeCheckHyphens and FuzzToUnicodeCheckHyphens hold it to
// x/net/idna's answers. A domain without A-labels costs no allocation.
func ToUnicodeCheckHyphens(domain string) (string, bool) {
	if !idn.HasPunycodeLabel(domain) {
		_, ok := fastPath(nil, domain, true, false)
		return domain, ok && !byteHyphens(domain)
	}
	// A valid name has 253 octets at most; its Unicode form, at most four
	// for each code point of an A-label, fits beside most.
	var buf [512]byte
	out := buf[:0]
	var runes [maxFastLabel]rune
	for rest, more := domain, true; more; {
		var label string
		label, rest, more = strings.Cut(rest, ".")
		if !strings.HasPrefix(label, acePrefix) {
			out = append(out, label...)
		} else {
			n, ok := decodePunycode(label[len(acePrefix):], &runes)
			if !ok {
				return "", false
			}
			for _, r := range runes[:n] {
				out = utf8.AppendRune(out, r)
			}
		}
		out = append(out, '.') // the last one is cut below
	}
	out = out[:len(out)-1]
	// The result as x/net/idna makes it; fastPath then checks its labels
	// as x/net/idna checks a decoded label (validateFromPunycode and
	// validateLabel): valid code points, NFC, hyphens, joiners, marks and
	// the Bidi Rule. A decoded label that begins with "xn--" fails there.
	u := string(out)
	if _, ok := fastPath(nil, u, true, false); !ok || byteHyphens(u) {
		return "", false
	}
	return u, true
}

// byteHyphens reports whether a label of domain has "-" as its third and
// fourth bytes: x/net/idna's CheckHyphens counts bytes where UTS #46 §4.1
// Validity Criteria 2 counts code points (TestXNetIDNAGaps), so that it
// rejects "ü--0", which fastPath takes.
func byteHyphens(domain string) bool {
	for rest, more := domain, true; more; {
		var label string
		label, rest, more = strings.Cut(rest, ".")
		if len(label) >= 4 && label[2:4] == "--" {
			return true
		}
	}
	return false
}
