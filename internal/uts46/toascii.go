package uts46

import (
	"strings"
	"sync"

	"golang.org/x/net/idna"
)

// ToASCII is the URL Standard's "domain to ASCII" (URL Standard §3.3)
// given domain and beStrict: the ASCII form of domain, and whether there
// is one.
func ToASCII(domain string, beStrict bool) (ascii string, ok bool) {
	ascii, err := ToASCIIError(domain, beStrict)
	return ascii, err == nil
}

// ToASCIIError is ToASCII that says why it fails.
func ToASCIIError(domain string, beStrict bool) (string, *Error) {
	if beStrict {
		out, err := uts46ToASCII(domain, true)
		if err == nil {
			err = verifyDNSLength(out)
		}
		if err != nil {
			return "", err
		}
		return out, nil
	}
	var out string
	if isASCII(domain) {
		out = strings.ToLower(domain)
	} else {
		var err *Error
		if out, err = uts46ToASCII(domain, false); err != nil {
			return "", err
		}
	}
	if out == "" {
		return "", &Error{Name: "domain-to-ASCII", Condition: conditionEmpty}
	}
	for i := 0; i < len(out); i++ {
		if isForbiddenDomain(out[i]) {
			return "", &Error{Name: "domain-invalid-code-point", Condition: "forbidden", Offset: i}
		}
	}
	return out, nil
}

// conditionEmpty is the condition of an Error for an empty result.
const conditionEmpty = "the result is empty"

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

func isForbiddenDomain(c byte) bool {
	return c <= 0x20 || c == 0x7f || strings.IndexByte("#%/:<>?@[\\]^|", c) >= 0
}

func uts46ToASCII(domain string, beStrict bool) (string, *Error) {
	out, err := lookup(beStrict).ToASCII(domain)
	if err != nil {
		return "", &Error{Name: "domain-to-ASCII", Condition: err.Error()}
	}
	return out, nil
}

var (
	profilesOnce sync.Once
	profiles     [2]*idna.Profile
)

func lookup(beStrict bool) *idna.Profile {
	profilesOnce.Do(func() {
		for i, strict := range []bool{false, true} {
			profiles[i] = idna.New(idna.MapForLookup(), idna.BidiRule(), idna.Transitional(false),
				idna.CheckHyphens(strict), idna.CheckJoiners(true), idna.StrictDomainName(strict),
				idna.VerifyDNSLength(false))
		}
	})
	if beStrict {
		return profiles[1]
	}
	return profiles[0]
}

// verifyDNSLength is UTS #46 §4.2 step 4, VerifyDnsLength: the domain,
// without the root label and its dot, has 1 to 253 octets, and each label
// 1 to 63.
func verifyDNSLength(ascii string) *Error {
	name := strings.TrimSuffix(ascii, ".")
	if len(name) < 1 || len(name) > 253 {
		return &Error{Name: "domain-to-ASCII", Condition: "A4_1"}
	}
	at := 0
	for label := range strings.SplitSeq(name, ".") {
		if len(label) < 1 || len(label) > 63 {
			return &Error{Name: "domain-to-ASCII", Condition: "A4_2", Offset: at}
		}
		at += len(label) + 1
	}
	return nil
}
