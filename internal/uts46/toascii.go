package uts46

import (
	"strings"
)

// ToASCII is the URL Standard's domain to ASCII (URL Standard §3.3, the
// "domain parser"), given domain and beStrict: the ASCII form of domain,
// and whether there is one. It runs UTS #46 ToASCII (§4.2) with
// CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength set to beStrict,
// CheckBidi and CheckJoiners true, Transitional_Processing and
// IgnoreInvalidPunycode false. When beStrict is false, a domain that is
// ASCII is only lowercased, whatever UTS #46 makes of it (a compatibility
// rule of the URL Standard: "xn--a.pt" stays as it is), and a result that
// is empty or holds a forbidden domain code point fails.
//
// ToASCII allocates nothing when beStrict is false and domain is
// lowercase ASCII.
func ToASCII(domain string, beStrict bool) (ascii string, ok bool) {
	if beStrict {
		return toASCII(domain, true)
	}
	if isASCII(domain) {
		ascii = lower(domain)
	} else if ascii, ok = toASCII(domain, false); !ok {
		return "", false
	}
	if ascii == "" || forbiddenDomainIndex(ascii) >= 0 {
		return "", false
	}
	return ascii, true
}

// ToASCIIError is ToASCII that says why it fails: a non-nil *Error
// names the URL Standard's validation error, the condition of UTS #46
// that fails and the label it fails in.
//
// With beStrict false, the URL Standard also records a domain-to-ASCII
// validation error, without failing, where domain is not a valid domain
// (URL Standard §3.4): ToASCIIError(domain, true) says whether and why.
func ToASCIIError(domain string, beStrict bool) (string, *Error) {
	ascii, ok := ToASCII(domain, beStrict)
	if ok {
		return ascii, nil
	}
	if beStrict || !isASCII(domain) {
		if _, ok := toASCII(domain, beStrict); !ok {
			return "", diagnose(domain, beStrict)
		}
		ascii, _ = toASCII(domain, false)
	} else {
		ascii = lower(domain)
	}
	if ascii == "" {
		return "", &Error{Name: nameToASCII, Reason: reasonEmpty, Label: domain}
	}
	return "", forbiddenPointError(domain, ascii)
}

// reasonEmpty is the Reason of the Error for an empty result (URL
// Standard §3.3).
const reasonEmpty = "the result is empty"

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// lower returns an ASCII s lowercased, s itself if it has no uppercase.
func lower(s string) string {
	return strings.ToLower(s) // which returns s for lowercase ASCII
}

// forbiddenDomainIndex returns the index of the first forbidden domain
// code point (URL Standard §3.2) in an ASCII s, or -1.
func forbiddenDomainIndex(s string) int {
	for i := 0; i < len(s); i++ {
		if isForbiddenDomain(s[i]) {
			return i
		}
	}
	return -1
}

// isForbiddenDomain reports whether c is a forbidden domain code point:
// a C0 control, space, "#", "%", "/", ":", "<", ">", "?", "@", "[", "\",
// "]", "^", "|" or U+007F DELETE (URL Standard §3.2).
func isForbiddenDomain(c byte) bool {
	return c <= 0x20 || c == 0x7f || strings.IndexByte("#%/:<>?@[\\]^|", c) >= 0
}
