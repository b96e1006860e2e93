package uts46

import (
	"strconv"
	"strings"
)

// An Error says why domain to ASCII fails for a domain, and where.
type Error struct {
	// Name is the URL Standard's validation error (§1.3):
	// "domain-to-ASCII", or "domain-invalid-code-point" for a result
	// holding a forbidden domain code point (§3.3).
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

// The URL Standard's names of the validation errors of domain to ASCII.
const (
	nameToASCII      = "domain-to-ASCII"
	nameInvalidPoint = "domain-invalid-code-point"
)

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
