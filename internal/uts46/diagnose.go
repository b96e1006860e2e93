package uts46

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/chars"
	"golang.org/x/net/idna"
	"golang.org/x/text/secure/bidirule"
	"golang.org/x/text/unicode/bidi"
	"golang.org/x/text/unicode/norm"
)

// diagnose says why toASCII(domain, beStrict) fails: the first label of
// domain as written that fails on its own, with the first condition of
// UTS #46 §4 it breaks; failing that, the condition that spans labels (the
// Bidi Rule, the length of the domain). It is the slow path of
// ToASCIIError, run only on a failure.
func diagnose(domain string, beStrict bool) *Error {
	var e *Error
	inputLabels(domain, func(label string, at int) bool {
		if code, reason := labelFailure(label, beStrict); code != "" {
			e = &Error{Name: nameToASCII, Code: code, Reason: reason, Label: label, Offset: at}
		}
		return e == nil
	})
	if e == nil {
		e = bidiFailure(domain)
	}
	if e == nil && beStrict {
		if out, err := profiles().strict.ToASCII(domain); err == nil && verifyDNSLength(out) == "A4_1" {
			e = &Error{Name: nameToASCII, Code: "A4_1", Reason: "the domain is not 1 to 253 octets long", Label: domain}
		}
	}
	if e == nil {
		e = &Error{Name: nameToASCII, Reason: "UTS #46 ToASCII fails", Label: domain}
	}
	return e
}

// bidiFailure finds, in a Bidi domain name (one with a right-to-left
// label), the first label that breaks the Bidi Rule of RFC 5893 §2, which
// UTS #46 §4.1 Validity Criteria 8 (CheckBidi) applies to every label of
// such a domain, left-to-right ones too; nil if there is none.
func bidiFailure(domain string) *Error {
	u, _ := profiles().joiners.ToUnicode(domain)
	if bidirule.DirectionString(u) == bidi.LeftToRight {
		return nil
	}
	var e *Error
	inputLabels(domain, func(label string, at int) bool {
		u, _ := profiles().joiners.ToUnicode(label)
		for sub := range strings.SplitSeq(u, ".") {
			if !bidirule.ValidString(sub) {
				e = &Error{Name: nameToASCII, Code: "B", Reason: "the label breaks the Bidi Rule (RFC 5893 §2) in a domain with a right-to-left label", Label: label, Offset: at}
				return false
			}
		}
		return true
	})
	return e
}

// labelFailure returns the first condition a label as written breaks on
// its own, as an IdnaTestV2.txt code and in words, or "" if it passes
// alone.
func labelFailure(label string, beStrict bool) (code, reason string) {
	if _, ok := toASCII(label, beStrict); ok {
		return "", ""
	}
	for _, m := range mappedLabels(label) {
		if code, reason = mappedLabelFailure(m, beStrict); code != "" {
			return code, reason
		}
	}
	p := profiles()
	if _, err := p.permissive.ToASCII(label); err != nil {
		if _, err := p.permissive.ToUnicode(label); err == nil {
			return "A3", "the label cannot be encoded as Punycode"
		}
		return "", ""
	}
	if _, err := p.joiners.ToASCII(label); err != nil {
		return joinerCode(label), "a ZERO WIDTH NON-JOINER or JOINER stands where the ContextJ rules (RFC 5892 Appendix A) do not allow it"
	}
	if _, err := p.lenient.ToASCII(label); err != nil {
		return "B", "the label breaks the Bidi Rule (RFC 5893 §2)"
	}
	if beStrict {
		if out, err := p.strict.ToASCII(label); err == nil {
			for sub := range strings.SplitSeq(out, ".") {
				if len(sub) < 1 || len(sub) > 63 {
					return "A4_2", "the label is not 1 to 63 octets long"
				}
			}
		}
	}
	return "", ""
}

// mappedLabelFailure checks a label of the mapped domain against UTS #46
// §4 Processing step 4 (an A-label must decode) and §4.1 Validity
// Criteria 1 to 7, with UseSTD3ASCIIRules when strict.
func mappedLabelFailure(m string, beStrict bool) (code, reason string) {
	u, fromPunycode := m, strings.HasPrefix(m, acePrefix)
	if fromPunycode {
		if !chars.IsASCII(m) {
			return "P4", "an A-label holds a non-ASCII code point"
		}
		var err error
		if u, err = idna.Punycode.ToUnicode(m); err != nil || chars.IsASCII(u) {
			return "P4", "the A-label does not decode to a U-label"
		}
		if !norm.NFC.IsNormalString(u) {
			return "V1", "the A-label decodes to a string not in NFC"
		}
	}
	switch {
	case beStrict && hyphenCode(u) == "V2":
		return "V2", `the label has "-" as its third and fourth code points`
	case beStrict && hyphenCode(u) == "V3":
		return "V3", `the label starts or ends with "-"`
	case fromPunycode && strings.HasPrefix(u, acePrefix):
		return "V4", `the A-label decodes to a label that begins with "xn--"`
	case fromPunycode && strings.Contains(u, "."):
		return "V5", `the A-label decodes to a label that holds "."`
	}
	if r, _ := utf8.DecodeRuneInString(u); unicode.Is(unicode.M, r) {
		return "V6", fmt.Sprintf("the label begins with a combining mark, U+%04X", r)
	}
	for _, r := range u {
		if !isValid(r) {
			return "V7", fmt.Sprintf("U+%04X is not valid in a label", r)
		}
		if beStrict && r < utf8.RuneSelf && !isLDH(byte(r)) {
			return "U1", fmt.Sprintf("UseSTD3ASCIIRules allows only letters, digits and \"-\", not %q", r)
		}
	}
	return "", ""
}

// isValid reports whether r has the UTS #46 status valid (or deviation,
// with Transitional_Processing false): what x/net/idna leaves as it is
// after "0", where a combining mark cannot stand first or compose.
func isValid(r rune) bool {
	s := "0" + string(r)
	out, err := profiles().permissive.ToUnicode(s)
	return err == nil && out == s
}

// joinerCode tells which ContextJ rule a label breaks that CheckJoiners
// turns away: C1 for ZERO WIDTH NON-JOINER, C2 for ZERO WIDTH JOINER.
func joinerCode(label string) string {
	label, _ = profiles().permissive.ToUnicode(label) // the joiners of an A-label too
	if !strings.ContainsRune(label, '\u200c') {
		return "C2"
	}
	if !strings.ContainsRune(label, '\u200d') {
		return "C1"
	}
	if _, err := profiles().joiners.ToASCII(strings.ReplaceAll(label, "\u200d", "")); err != nil {
		return "C1"
	}
	return "C2"
}

// forbiddenPointError is the Error for a result of domain that holds
// the forbidden domain code point c: at the first label of domain as
// written whose own ASCII form holds one.
func forbiddenPointError(domain string, c byte) *Error {
	e := &Error{Name: nameToASCII, Reason: fmt.Sprintf("the result holds %q, %s", c, reasonForbidden), Label: domain}
	inputLabels(domain, func(label string, at int) bool {
		out := label
		if !chars.IsASCII(label) {
			out, _ = profiles().lenient.ToASCII(label)
		}
		if forbiddenDomainIndex(out) < 0 {
			return true
		}
		e.Label, e.Offset = label, at
		return false
	})
	return e
}
