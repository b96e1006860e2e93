package spoof

import "github.com/go-iri/iri/internal/enum"

// A Policy is a browser's rules for showing a host label in Unicode:
// Policy.Label applies them. The zero value is Chromium's rules, with
// nontransitional processing (IDNA2008, as this module converts hosts).
type Policy struct {
	// Profile chooses whose rules: Chromium's (the zero value), or one of
	// Firefox's network.IDN.restriction_profile values.
	Profile Profile
	// Transitional says the host is converted with UTS #46 transitional
	// processing, which maps the deviation characters ß and ς to "ss" and
	// "σ" (UTS #46 §4, §6): a label holding one is not the name it shows
	// (ReasonDeviation), and Chromium keeps it in punycode.
	Transitional bool
}

// A Profile is a set of rules for host labels: Chromium's IDN spoof
// checker, or one of the restriction profiles of Firefox
// (network.IDN.restriction_profile). Firefox's third, "ASCII", shows no
// label in Unicode (display.UnicodeNever).
type Profile uint8

const (
	// ProfileChromium: Chromium's rules (components/url_formatter/
	// spoof_checks/idn_spoof_checker.cc), every one of Reason's.
	ProfileChromium Profile = iota
	// ProfileFirefoxHigh: Firefox's "high" restriction profile, its
	// default (netwerk/dns/nsIDNService.cpp, isLabelSafe): UTS #39's
	// rules at the highly restrictive level, with Firefox's list of
	// characters it does not allow.
	ProfileFirefoxHigh
	// ProfileFirefoxModerate: Firefox's "moderate" restriction profile:
	// as ProfileFirefoxHigh, but Latin may also join one other script
	// that UTS #39 recommends, other than Cyrillic and Greek (UTS #39
	// §5.2, Moderately Restrictive).
	ProfileFirefoxModerate
)

var profileNames = [...]string{"chromium", "firefox-high", "firefox-moderate"}

// String names the profile: "chromium", "firefox-high" or
// "firefox-moderate".
func (p Profile) String() string { return enum.Name(profileNames[:], p, "Profile") }

// allowed reports whether p's profile allows r, a character beyond ASCII
// of charInfo info, in a label: Chromium's allowed set (browserAllowed),
// or for Firefox the General Security Profile less its blocklist (and
// the Bopomofo letters, Limited_Use, not added: Firefox adds the scripts
// of its network.idn.allowed_limited_use_scripts, none by default).
func (p Policy) allowed(r rune, info charInfo) bool {
	if info&infoAllowedByBrowser == 0 {
		return info.allowed()
	}
	if p.Profile == ProfileChromium {
		return browserAllowed(r)
	}
	return info.allowed() && !firefoxBlocked(r)
}

// notAllowedWhy says whose rule a ReasonNotAllowed finding is.
func (p Profile) notAllowedWhy() string {
	if p == ProfileChromium {
		return "not in Chromium's allowed set"
	}
	return "in Firefox's network.IDN.blacklist_chars"
}
