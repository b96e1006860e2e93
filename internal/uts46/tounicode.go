package uts46

import (
	"strings"

	"github.com/go-iri/iri/internal/idn"
)

// ToUnicode is the URL Standard's domain to Unicode (URL Standard §3.3)
// with beStrict false, the form of a domain to show a person: UTS #46
// ToUnicode (§4.3) with CheckBidi and CheckJoiners true and the other
// flags false. It reports whether UTS #46 recorded no error; where it
// did, the result is still the one UTS #46 gives (labels it could not
// decode are left as they are), and a display had better show the ASCII
// form.
//
// ToUnicode allocates nothing when domain is lowercase ASCII with no
// label starting with "xn--", nor for the usual domain that is not ASCII
// and that UTS #46 leaves as it is (its code points valid, in NFC, no
// label an A-label: see fast.go).
func ToUnicode(domain string) (string, bool) {
	if idn.PlainHost(domain) {
		return strings.ToLower(domain), true // domain itself if lowercase
	}
	if fastOK(domain, false) {
		return domain, true // which UTS #46 ToUnicode leaves as it is
	}
	return slowToUnicode(domain)
}

// slowToUnicode is ToUnicode on x/net/idna, for any domain.
func slowToUnicode(domain string) (string, bool) {
	out, err := profiles().lenient.ToUnicode(domain)
	return out, err == nil && aLabelsValid(domain, out, false)
}
