package uts46

import (
	"sync"

	"golang.org/x/net/idna"
)

// The golang.org/x/net/idna profiles of UTS #46 §4 with
// Transitional_Processing false and IgnoreInvalidPunycode false (x/net/idna
// has no such option: it never ignores invalid Punycode), from the most
// permissive to the strictest, each turning on one more flag. lenient is
// the URL Standard's for beStrict false (URL Standard §3.3), strict for
// beStrict true but for CheckHyphens, which x/net/idna gets wrong (see
// hyphensValid), and VerifyDnsLength, applied to the result (see
// verifyDNSLength). The others
// tell, on a failure, which flag it comes from (see diagnose).
type profileSet struct {
	permissive *idna.Profile // no CheckJoiners, CheckBidi, UseSTD3ASCIIRules
	joiners    *idna.Profile // permissive, and CheckJoiners
	lenient    *idna.Profile // joiners, and CheckBidi
	strict     *idna.Profile // lenient, and UseSTD3ASCIIRules
}

// The profiles are made on first use, not at init: a program that never
// converts a non-ASCII domain does not pay for them.
var (
	profilesOnce sync.Once
	theProfiles  profileSet
)

func profiles() *profileSet {
	profilesOnce.Do(func() {
		newProfile := func(joiners, bidi, std3 bool) *idna.Profile {
			opts := []idna.Option{idna.MapForLookup(), idna.Transitional(false),
				idna.CheckJoiners(joiners), idna.CheckHyphens(false), idna.StrictDomainName(std3),
				idna.VerifyDNSLength(false)}
			if bidi {
				opts = append(opts, idna.BidiRule())
			}
			return idna.New(opts...)
		}
		theProfiles = profileSet{
			permissive: newProfile(false, false, false),
			joiners:    newProfile(true, false, false),
			lenient:    newProfile(true, true, false),
			strict:     newProfile(true, true, true),
		}
	})
	return &theProfiles
}

// profile returns the URL Standard's profile for beStrict.
func profile(beStrict bool) *idna.Profile {
	if beStrict {
		return profiles().strict
	}
	return profiles().lenient
}
