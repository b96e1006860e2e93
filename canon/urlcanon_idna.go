package canon

import (
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/idn"
	"github.com/go-iri/iri/internal/uts46"
	"golang.org/x/net/idna"
	"golang.org/x/text/unicode/bidi"
)

// punycodeHost is urlcanon's punycode_special_host
// (python/urlcanon/canon.py) on the host of a special URL: the host as
// Python's idna package encodes it (idna.encode(host, uts46=True), IDNA2008
// under UTS #46 mapping), else, where that fails, each label mapped by
// UTS #46 and converted by IDNA2003 ToASCII (Python's encodings.idna),
// else the host unchanged. A host that is not UTF-8 is left unchanged.
//
// The ASCII hosts are done here as Python does them, byte for byte. For
// the others golang.org/x/net/idna stands in for the two Python codecs;
// see idnaEncode and idna2003Fallback for where it answers otherwise.
func punycodeHost(host string) string {
	if host == "" || !utf8.ValidString(host) {
		return host
	}
	if out, ok := idnaEncode(host); ok {
		return out
	}
	if out, ok := idna2003Fallback(host); ok {
		return out
	}
	return host
}

// The x/net/idna profiles that stand in for Python's codecs, made on
// first use.
var (
	idnaProfilesOnce sync.Once
	// idna2008Profile maps by UTS #46 (nontransitional, no STD3 rules:
	// idna 3.13's data has no STD3 status left) and checks hyphens,
	// joiners and the bidi rule, as idna.encode's check_label does; its
	// check of RFC 5892's derived property is idn.CheckIDNA2008Label's.
	idna2008Profile *idna.Profile
	// uts46Profile maps by UTS #46, transitional, and checks no more than
	// the mapping does: idna.uts46_remap, then nameprep's mapping, before
	// IDNA2003 ToASCII (see idna2003Fallback).
	uts46Profile *idna.Profile
)

func idnaProfiles() (*idna.Profile, *idna.Profile) {
	idnaProfilesOnce.Do(func() {
		idna2008Profile = idna.New(idna.MapForLookup(), idna.Transitional(false), idna.StrictDomainName(false),
			idna.BidiRule(), idna.CheckHyphens(true), idna.CheckJoiners(true), idna.VerifyDNSLength(false))
		uts46Profile = idna.New(idna.MapForLookup(), idna.Transitional(true), idna.StrictDomainName(false),
			idna.CheckHyphens(false), idna.CheckJoiners(false), idna.VerifyDNSLength(false))
	})
	return idna2008Profile, uts46Profile
}

// idnaEncode is Python idna's encode(host, uts46=True) (idna 3.13): the
// host mapped (lower case, for ASCII), its labels split at the dots, one
// last empty label (a trailing dot) kept, and each label a valid IDNA2008
// label: not empty, at most 63 bytes, letters, digits and hyphens but no
// hyphen first, last or in the third and fourth places, an A-label one
// whose U-label is valid (RFC 5891, RFC 5892); the whole at most 253
// bytes, or 254 with the trailing dot. An ASCII host comes back in lower
// case, its A-labels as written.
func idnaEncode(host string) (string, bool) { return idnaEncodeLabels(host, true) }

// idnaEncodeLabels is idnaEncode; with fast, it takes the fast path of
// internal/uts46 where that is sure (fastIDNAEncode), which the tests
// hold to the reading without it.
func idnaEncodeLabels(host string, fast bool) (string, bool) {
	out := host
	if isASCII(host) {
		out = strings.ToLower(host)
	} else {
		if fast {
			if out, ok, taken := fastIDNAEncode(host); taken {
				return out, ok
			}
		}
		p, _ := idnaProfiles()
		var err error
		if out, err = p.ToASCII(host); err != nil {
			return "", false
		}
	}
	name, _ := strings.CutSuffix(out, ".")
	if name == "" || len(name) > 253 {
		return "", false
	}
	for label := range strings.SplitSeq(name, ".") {
		if !validIDNA2008Label(label) {
			return "", false
		}
	}
	return out, true
}

// fastIDNAEncode is idnaEncodeLabels of a host that is not ASCII where
// internal/uts46's fast path is sure of x/net/idna's answer under
// idna2008Profile (uts46.ToUnicodeCheckHyphensInto answers for the same
// profile): a host without A-labels, whose labels that profile maps to
// themselves and passes. Its ToASCII is then each label in Unicode
// written in Punycode, which uts46.AppendToASCIIFast writes (its profile
// differs only in not checking hyphens, which this host passes), and
// each A-label's U-label is the label of host at its place, so that
// neither Punycode decoding nor a second ToASCII is needed for the
// checks of idnaEncode. It reports whether it took host (taken), and
// then the result.
func fastIDNAEncode(host string) (out string, ok, taken bool) {
	var buf [256]byte
	if n, u, sure := uts46.ToUnicodeCheckHyphensInto(buf[:], host); !sure || n > 0 || u != host {
		return "", false, false
	}
	b, sure := uts46.AppendToASCIIFast(buf[:0], host)
	if !sure {
		return "", false, false
	}
	name, _ := strings.CutSuffix(chars.Frozen(b), ".") // read while b is not written
	if name == "" || len(name) > 253 {
		return "", false, true
	}
	rest := host
	for label := range strings.SplitSeq(name, ".") {
		var in string
		in, rest, _ = strings.Cut(rest, ".")
		aLabel, valid := checkASCIILabel(label)
		if !valid || aLabel && !validULabel(in) {
			return "", false, true
		}
	}
	return string(b), true, true
}

// validIDNA2008Label reports whether an ASCII label passes check_label of
// Python's idna (an A-label by its U-label) and its length limit.
func validIDNA2008Label(label string) bool {
	aLabel, valid := checkASCIILabel(label)
	if !valid || !aLabel {
		return valid
	}
	u, err := idna.Punycode.ToUnicode(label)
	if err != nil || u == "" {
		return false
	}
	p, _ := idnaProfiles()
	if _, err := p.ToASCII(u); err != nil {
		return false // the U-label is not one that maps to itself and passes
	}
	return validULabel(u)
}

// checkASCIILabel makes the checks of check_label that read an ASCII
// label as it is written: not empty, at most 63 bytes, letters, digits
// and hyphens, no hyphen first or last, and "--" as its third and fourth
// bytes only in an A-label ("xn--" and more), which it reports.
func checkASCIILabel(label string) (aLabel, valid bool) {
	if label == "" || len(label) > 63 || !isLDH(label) || label[0] == '-' || label[len(label)-1] == '-' {
		return false, false
	}
	if len(label) < 4 || label[2:4] != "--" {
		return false, true
	}
	return true, label[:2] == "xn" && len(label) > 4
}

// validULabel makes the checks of check_label on the U-label of an
// A-label that are not the mapping's: no "--" as its third and fourth
// code points, and RFC 5892's derived property of each code point.
func validULabel(u string) bool {
	third, fourth := u, ""
	for range 2 {
		_, size := utf8.DecodeRuneInString(third)
		third = third[size:]
	}
	if third != "" {
		_, size := utf8.DecodeRuneInString(third)
		fourth = third[size:]
	}
	if strings.HasPrefix(third, "-") && strings.HasPrefix(fourth, "-") {
		return false
	}
	return idn.CheckIDNA2008Label(u) == nil
}

// idna2003Fallback is what punycode_special_host does where idna.encode
// fails: idna.uts46_remap on the host (nontransitional), then Python's
// encodings.idna ToASCII (IDNA2003, RFC 3490) on each label split at the
// dots, which wants every label, the last too, of 1 to 63 bytes. An ASCII
// label passes ToASCII as it is, since UseSTD3ASCIIRules is false there.
// Nameprep's mapping after UTS #46's maps what UTS #46 nontransitional
// leaves, its deviations ("ß" to "ss", "ς" to "σ", the joiners to
// nothing), so the two together are UTS #46 transitional; its bidi check
// (RFC 3454 §6) wants a label with a right-to-left character to have no
// left-to-right one and to start and end with a right-to-left one.
func idna2003Fallback(host string) (string, bool) {
	if isASCII(host) {
		out := strings.ToLower(host)
		for label := range strings.SplitSeq(out, ".") {
			if label == "" || len(label) > 63 {
				return "", false
			}
		}
		return out, true
	}
	_, p := idnaProfiles()
	uni, err := p.ToUnicode(host)
	if err != nil {
		return "", false
	}
	for label := range strings.SplitSeq(uni, ".") {
		if !isASCII(label) && (strings.HasPrefix(label, "xn--") || !nameprepBidiOK(label)) {
			return "", false
		}
	}
	out, err := p.ToASCII(host)
	if err != nil {
		return "", false
	}
	for label := range strings.SplitSeq(out, ".") {
		if label == "" || len(label) > 63 {
			return "", false
		}
	}
	return out, true
}

// nameprepBidiOK is nameprep's bidi check on a label (RFC 3454 §6, as
// Python's encodings.idna applies it).
func nameprepBidiOK(label string) bool {
	first, last, rtl, ltr := false, false, false, false
	for i, r := range label {
		p, _ := bidi.LookupRune(r)
		isRTL := p.Class() == bidi.R || p.Class() == bidi.AL
		rtl = rtl || isRTL
		ltr = ltr || p.Class() == bidi.L
		if i == 0 {
			first = isRTL
		}
		last = isRTL
	}
	return !rtl || !ltr && first && last
}

// isLDH reports whether s is ASCII letters, digits and hyphens.
func isLDH(s string) bool {
	for i := range len(s) {
		c := s[i]
		if !('a' <= c|0x20 && c|0x20 <= 'z' || '0' <= c && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}
