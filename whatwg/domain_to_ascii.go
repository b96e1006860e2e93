package whatwg

import (
	"sync"

	"golang.org/x/net/idna"
)

// domainToASCII is the domain parser ToASCII of URL Standard §3.3: UTS #46
// ToASCII with CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength set to
// beStrict, CheckBidi and CheckJoiners set to true, nontransitional
// processing, and IgnoreInvalidPunycode false. It reports false for
// failure.
//
// For now it runs golang.org/x/net/idna, whose tables are those of Go's
// Unicode version.
func domainToASCII(domain string, beStrict bool) (string, bool) {
	profilesOnce.Do(makeProfiles)
	out, err := profiles[b2i(beStrict)].ToASCII(domain)
	return out, err == nil
}

var (
	profilesOnce sync.Once
	profiles     [2]*idna.Profile // by beStrict
)

func makeProfiles() {
	for i, strict := range []bool{false, true} {
		profiles[i] = idna.New(
			idna.MapForLookup(),
			idna.Transitional(false),
			idna.BidiRule(),
			idna.CheckJoiners(true),
			idna.CheckHyphens(strict),
			idna.StrictDomainName(strict),
			idna.VerifyDNSLength(strict),
		)
	}
}
