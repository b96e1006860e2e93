package uts46

import (
	"strings"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/chars"
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
// domain is what the host parser hands on (URL Standard §3.5): the host,
// percent-decoded and UTF-8 decoded. Invalid UTF-8 fails, as the U+FFFD
// that decoding would put in its place does.
//
// ToASCII allocates nothing when beStrict is false and domain is
// lowercase ASCII.
func ToASCII(domain string, beStrict bool) (ascii string, ok bool) {
	if beStrict {
		return toASCII(domain, true)
	}
	// One pass over an ASCII domain: lowercasing makes no forbidden domain
	// code point and removes none. (In a non-ASCII domain, NFC can:
	// "<\u0338" is "≮".)
	upper, forbidden := false, false
	for i := 0; i < len(domain); i++ {
		switch c := domain[i]; {
		case c >= utf8.RuneSelf:
			return nonASCIIToASCII(domain)
		case isForbiddenDomain(c):
			forbidden = true
		case 'A' <= c && c <= 'Z':
			upper = true
		}
	}
	if domain == "" || forbidden {
		return "", false
	}
	if upper {
		return strings.ToLower(domain), true
	}
	return domain, true
}

// nonASCIIToASCII is domain to ASCII with beStrict false for a domain
// that is not ASCII: UTS #46 ToASCII, and the URL Standard's checks of its
// result, which the fast path's results pass (they are not empty, and
// hold only lowercase letters, digits, "-" and ".").
func nonASCIIToASCII(domain string) (string, bool) {
	if ascii, ok := fastToASCII(domain, false); ok {
		return ascii, true
	}
	return slowNonASCIIToASCII(domain)
}

// slowNonASCIIToASCII is nonASCIIToASCII on the slow path alone, for a
// domain the fast path does not take.
func slowNonASCIIToASCII(domain string) (string, bool) {
	ascii, ok := slowToASCII(domain, false)
	if !ok || ascii == "" || forbiddenDomainIndex(ascii) >= 0 {
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
	// Which step failed: UTS #46 ToASCII (strict, or on a non-ASCII
	// domain), or the URL Standard's checks of its result.
	ascii = strings.ToLower(domain)
	if beStrict || !chars.IsASCII(domain) {
		if ascii, ok = toASCII(domain, beStrict); !ok {
			return "", diagnose(domain, beStrict)
		}
	}
	if i := forbiddenDomainIndex(ascii); i >= 0 {
		return "", forbiddenPointError(domain, ascii[i])
	}
	return "", &Error{Name: nameToASCII, Reason: reasonEmpty, Label: domain}
}

// reasonEmpty is the Reason of the Error for an empty result (URL
// Standard §3.3), and reasonForbidden ends the one for a result with a
// forbidden domain code point.
const (
	reasonEmpty     = "the result is empty"
	reasonForbidden = "a forbidden domain code point"
)

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
	return c < 0x40 && forbiddenBelow0x40&(1<<c) != 0 || 0x40 <= c && c < 0x80 && forbiddenFrom0x40&(1<<(c-0x40)) != 0
}

// The forbidden domain code points as bit sets, from U+0000 and from
// U+0040.
const (
	forbiddenBelow0x40 uint64 = 1<<0x21 - 1 | // C0 controls and space
		1<<'#' | 1<<'%' | 1<<'/' | 1<<':' | 1<<'<' | 1<<'>' | 1<<'?'
	forbiddenFrom0x40 uint64 = 1<<('@'-0x40) | 1<<('['-0x40) | 1<<('\\'-0x40) | 1<<(']'-0x40) |
		1<<('^'-0x40) | 1<<('|'-0x40) | 1<<(0x7f-0x40)
)

// AppendToASCIIFast is AppendToASCII with beStrict false for a domain
// the fast path takes: it appends the ASCII form of domain to dst and
// reports true, or returns dst unchanged and false, where the caller
// goes on to AppendToASCII. domain need not be valid UTF-8: a byte that
// is not reads as U+FFFD, which the fast path turns away, so that the
// WHATWG parser hands it a host before it checks its UTF-8 (§3.5
// step 5).
func AppendToASCIIFast(dst []byte, domain string) ([]byte, bool) {
	n := len(dst)
	if out, ok := fastPath(dst, domain, false, true); ok {
		return out, true
	}
	return dst[:n], false
}

// AppendToASCII is ToASCII that appends the ASCII form of domain to dst
// and returns the extended buffer, and whether there is one; on failure
// it returns dst unchanged. A caller that writes the result into a buffer
// of its own (the WHATWG parser's href) saves the string ToASCII would
// allocate: for a domain the fast path takes, AppendToASCII allocates
// nothing beyond the growth of dst.
func AppendToASCII(dst []byte, domain string, beStrict bool) ([]byte, bool) {
	if beStrict || chars.IsASCII(domain) {
		ascii, ok := ToASCII(domain, beStrict)
		if !ok {
			return dst, false
		}
		return append(dst, ascii...), true
	}
	n := len(dst)
	if out, ok := fastPath(dst, domain, false, true); ok {
		return out, true
	}
	ascii, ok := slowNonASCIIToASCII(domain)
	if !ok {
		return dst[:n], false
	}
	return append(dst[:n], ascii...), true
}
