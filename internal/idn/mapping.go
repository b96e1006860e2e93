package idn

import (
	"sync"

	"golang.org/x/net/idna"
)

// mappingOf returns the UTS #46 mapping (§4 Processing step 1) of the
// kind of p, one code point above U+007F at a time, for
// NonASCIIACELabel: nil for IDNA2008, which maps nothing; for
// transitional processing, the four deviations mapped as it maps them.
func mappingOf(p *idna.Profile) func(rune) string {
	switch kindOf(p) {
	case IDNA2008:
		return nil
	case UTS46Transitional:
		return mapTransitional
	}
	return mapNontransitional
}

// kindOf returns the kind of p, one of the profiles of Profile; UTS46
// for another.
func kindOf(p *idna.Profile) Kind {
	if t := profiles.Load(); t != nil {
		for k := UTS46; k <= IDNA2008; k++ {
			for _, row := range t[k] {
				for _, q := range row {
					if p == q {
						return k
					}
				}
			}
		}
	}
	return UTS46
}

// mapNontransitional is the nontransitional mapping of r: x/net/idna's
// ToUnicode of r alone under a profile that checks nothing it need not,
// whose answer, error or not, is r mapped (no one code point maps to an
// ACE prefix, which ToUnicode would decode).
func mapNontransitional(r rune) string {
	out, _ := mappingProfile().ToUnicode(string(r))
	return out
}

// mapTransitional is the transitional mapping of r (UTS #46 §4 step 1,
// Transitional_Processing): the deviations "ß" to "ss", "ς" to "σ", ZERO
// WIDTH NON-JOINER and JOINER to nothing; the others as nontransitional.
// x/net/idna's ToUnicode is always nontransitional.
func mapTransitional(r rune) string {
	switch r {
	case 'ß':
		return "ss"
	case 'ς':
		return "σ"
	case '\u200C', '\u200D':
		return ""
	}
	return mapNontransitional(r)
}

// mappingProfile is the profile of mapNontransitional, made on first
// use, not at init: a program that never converts a host does not pay for
// it (TestImportCostsNoInit).
func mappingProfile() *idna.Profile {
	mapping.Do(func() {
		mapping.p = idna.New(idna.MapForLookup(), idna.Transitional(false), idna.StrictDomainName(false),
			idna.CheckHyphens(false), idna.CheckJoiners(false), idna.VerifyDNSLength(false))
	})
	return mapping.p
}

var mapping struct {
	sync.Once
	p *idna.Profile
}
