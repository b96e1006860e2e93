package uts46

import (
	"strconv"
	"strings"
)

// An Error says why domain to ASCII fails for a domain, and where.
type Error struct {
	// Name is the URL Standard's validation error (§1.1):
	// "domain-to-ASCII", which since whatwg/url#914 also names a result
	// holding a forbidden domain code point (§3.3), a failure with no
	// validation error of its own (the standard has no
	// domain-invalid-code-point any more).
	Name string
	// Code is the UTS #46 condition that fails, as IdnaTestV2.txt names
	// them: "P4" (§4 Processing step 4, Punycode), "V1" to "V7" (§4.1
	// Validity Criteria), "U1" (UseSTD3ASCIIRules), "C1", "C2"
	// (CheckJoiners: RFC 5892 Appendix A), "B" (CheckBidi: the Bidi Rule
	// of RFC 5893 §2), "A3" (§4.2 step 3, Punycode encoding), "A4_1",
	// "A4_2" (VerifyDnsLength). It is empty for the URL Standard's own
	// steps (an empty result, a forbidden domain code point).
	Code string
	// Reason says in words what fails.
	Reason string
	// Label is the label that fails, as written in the domain (the domain
	// whole when no one label fails on its own), and Offset its byte offset
	// in the domain.
	Label  string
	Offset int
}

// nameToASCII is the URL Standard's name of the validation error of
// domain to ASCII.
const nameToASCII = "domain-to-ASCII"

func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString(e.Name)
	b.WriteString(": label ")
	b.WriteString(strconv.QuoteToASCII(e.Label))
	b.WriteString(" at byte ")
	b.WriteString(strconv.Itoa(e.Offset))
	b.WriteString(": ")
	if e.Code != "" {
		b.WriteString(e.Code)
		b.WriteString(", ")
	}
	b.WriteString(e.Reason)
	return b.String()
}
