// Package idn converts and validates the ireg-name hosts of IRIs with IDNA
// (3987bis §3.4, §3.7 step 6), on golang.org/x/net/idna and the IDNA2008
// derived property of RFC 5892: the machinery that the package iri's
// Mapper and the checker of iri/check share, so that the checker passes no
// host the mapping rejects. Errors name the failing label and its offset
// in the host; the package iri turns them into its *Error.
package idn

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync/atomic"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/pct"
	"golang.org/x/net/idna"
)

// Kind chooses how a host name is converted; the values are those of the
// package iri's IDNAProfile.
type Kind uint8

const (
	// UTS46 is the nontransitional processing of Unicode UTS #46.
	UTS46 Kind = iota + 1
	// UTS46Transitional is UTS #46 transitional processing.
	UTS46Transitional
	// IDNA2008 is RFC 5891 without any mapping, each code point checked
	// against the derived property of RFC 5892.
	IDNA2008
)

// Profile returns the golang.org/x/net/idna profile for a kind and the
// UseSTD3ASCIIRules and VerifyDnsLength flags. The profiles are made
// once, on first use: a program that never converts a host does not pay
// for them.
func Profile(k Kind, std3, verifyDNSLength bool) *idna.Profile {
	t := profiles.Load()
	if t == nil {
		t = makeProfiles()
	}
	return t[k][b2i(std3)][b2i(verifyDNSLength)]
}

// profiles holds the profiles of each kind and flags once made. Every
// caller gets the same ones (isIDNA2008 compares pointers): the first
// table stored wins.
var profiles atomic.Pointer[[4][2][2]*idna.Profile]

func makeProfiles() *[4][2][2]*idna.Profile {
	t := new([4][2][2]*idna.Profile)
	for k := UTS46; k <= IDNA2008; k++ {
		for _, std3 := range []bool{false, true} {
			for _, verify := range []bool{false, true} {
				t[k][b2i(std3)][b2i(verify)] = newProfile(k, std3, verify)
			}
		}
	}
	if !profiles.CompareAndSwap(nil, t) {
		t = profiles.Load()
	}
	return t
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// newProfile makes the golang.org/x/net/idna profile for a choice.
// UseSTD3ASCIIRules follows std3: 3987bis §3.4 sets it to false, RFC 3987
// §3.1 to true.
func newProfile(k Kind, std3, verifyDNSLength bool) *idna.Profile {
	var opts []idna.Option
	switch k {
	case UTS46, UTS46Transitional:
		opts = append(opts, idna.MapForLookup(), idna.BidiRule(), idna.Transitional(k == UTS46Transitional))
	case IDNA2008:
		opts = append(opts, idna.ValidateForRegistration())
	}
	opts = append(opts, idna.StrictDomainName(std3), idna.VerifyDNSLength(verifyDNSLength))
	return idna.New(opts...)
}

// A LabelError is a label of a host that IDNA rejects.
type LabelError struct {
	Label  string // as written in the host
	Offset int    // the label's byte offset in the host
	Reason error  // from golang.org/x/net/idna, from RFC 5892 (IDNA2008), or this package's
}

func (e *LabelError) Error() string {
	return "IDNA rejects the host label " + strconv.Quote(e.Label) + ": " + e.Reason.Error()
}

var (
	errNotUTF8           = errors.New("percent-encoded octets are not UTF-8")
	errEncodedASCIIInIDN = errors.New("a percent-encoded ASCII character in a non-ASCII host")
	// x/net/idna decodes the ACE label "xn--" to an empty label without
	// an error ("a.xn--.b" becomes "a..b", "xn--" nothing), where UTS #46
	// §4 step 4 (P4) makes a punycode label that decodes to nothing an
	// error.
	errEmptyPunycode = errors.New(`idna: the ACE label "xn--" decodes to nothing (UTS #46 P4)`)
	// x/net/idna decodes the code points of an ACE label before its last
	// "-" as basic code points, even above U+007F ("xn--é-" becomes "é",
	// written "xn--9ca"), where UTS #46 §4 step 4.1 makes an ACE label
	// that is not ASCII an error (see NonASCIIACELabel).
	errNonASCIIACE = errors.New(`idna: an ACE label holds a non-ASCII code point (UTS #46 §4 step 4.1)`)
)

// ToASCII converts an ireg-name host to an ASCII host with IDNA ToASCII
// under p (3987bis §3.4). A percent-encoded UTF-8 host is decoded first. A
// host that is ASCII once decoded is returned unchanged: IDNA is for
// non-ASCII names, and RFC 3490 leaves ASCII labels alone.
func ToASCII(p *idna.Profile, host string) (string, *LabelError) {
	out, _, err := convert(p, p.ToASCII, host)
	return out, err
}

// ValidateUnicode reports the error ToASCII would return, without writing
// the punycode: ToUnicode maps and validates each label as ToASCII does
// (UTS #46 §4), and leaves the ASCII labels, which the checks below look
// at, as ToASCII would. Only the punycode encoding itself can fail in
// ToASCII alone (its arithmetic overflows on labels of thousands of
// characters), so a host longer than any DNS name (RFC 1034 §3.1) goes
// through ToASCII. A failure is reported as ToASCII words it.
//
// It also returns the host's Unicode form, IDNA ToUnicode under p of the
// host percent-decoded, when the validation made it on the way (a valid
// non-ASCII host of at most 255 bytes), and "" otherwise: a caller that
// wants the labels as a person reads them (the checker's rules of
// spoofing) need not convert the host twice.
func ValidateUnicode(p *idna.Profile, host string) (string, *LabelError) {
	if len(host) > 255 {
		_, err := ToASCII(p, host)
		return "", err
	}
	out, converted, err := convert(p, p.ToUnicode, host)
	if err != nil {
		if _, errASCII := ToASCII(p, host); errASCII != nil {
			return "", errASCII
		}
		return "", err
	}
	if !converted {
		return "", nil
	}
	return out, nil
}

// convert applies conversion to host, percent-decoded, and reports
// whether it did: a host that is ASCII once decoded is returned as it is.
func convert(p *idna.Profile, conversion func(string) (string, error), host string) (string, bool, *LabelError) {
	decoded, ok := pct.Unescape(host)
	if !ok {
		return "", false, failure(p, host, errNotUTF8)
	}
	if chars.NonASCIICount(decoded) == 0 {
		return host, false, nil
	}
	if HasPercentEncodedASCII(host) {
		// "é%2Eb" would become two labels: an encoded "." is data.
		return "", false, failure(p, host, errEncodedASCIIInIDN)
	}
	if hasEmptyPunycode(decoded) {
		return "", false, failure(p, host, errEmptyPunycode)
	}
	var out string
	err := checkIDNA2008(p, decoded)
	if err == nil {
		out, err = conversion(decoded)
	}
	if err == nil {
		// Where x/net/idna took an ACE label that is not ASCII (see
		// errNonASCIIACE); where it failed, its reason is kept.
		if _, _, bad := NonASCIIACELabel(decoded, mappingOf(p)); bad {
			err = errNonASCIIACE
		}
	}
	if err == nil {
		err = UnsafeResult(out)
	}
	if err != nil {
		return "", false, failure(p, host, err)
	}
	return out, true, nil
}

// failure is the LabelError for host, which fails for reason: at the
// first label that fails on its own.
func failure(p *idna.Profile, host string, reason error) *LabelError {
	label, at := failingLabel(p, host)
	return &LabelError{Label: label, Offset: at, Reason: reason}
}

// UnsafeResult reports why a host IDNA made may not stand in an IRI, nil
// if it may. With UseSTD3ASCIIRules false, IDNA lets through ASCII that a
// host may not hold ("/", "?", "@", ...), and a name can come out as the
// form of an IPv4 address ("%31.%32.%33.%34"): never let a converted name
// change the structure of the IRI.
func UnsafeResult(out string) error {
	for i := 0; i < len(out); i++ {
		if out[i] < utf8.RuneSelf && !chars.In(out[i], chars.RegName) {
			return fmt.Errorf("the result %q holds %q, which a host cannot", out, out[i])
		}
	}
	if chars.IsIPv4(out) {
		return fmt.Errorf("the result %q would read as an IPv4 address", out)
	}
	return nil
}

// failingLabel finds the first dot-separated label of host that IDNA
// rejects on its own, to name it in the error, and its offset in host. A
// host whose labels pass alone but fail together (the Bidi rule spans the
// whole name) is named whole.
func failingLabel(p *idna.Profile, host string) (string, int) {
	at := 0
	for _, label := range strings.Split(host, ".") {
		decoded, ok := pct.Unescape(label)
		if !ok {
			return label, at
		}
		if err := checkIDNA2008(p, decoded); err != nil || hasEmptyPunycode(decoded) {
			return label, at
		}
		if _, _, bad := NonASCIIACELabel(decoded, mappingOf(p)); bad {
			return label, at
		}
		if _, err := p.ToASCII(decoded); err != nil {
			return label, at
		}
		at += len(label) + 1
	}
	return host, 0
}

// HasPunycodeLabel reports whether a host has a label starting with the
// ACE prefix "xn--", in any case.
func HasPunycodeLabel(host string) bool {
	// A word at a time, as PlainHost goes: most hosts have no "-", or
	// few, and only a word with one is looked at byte by byte.
	// The last word overlaps the one before it where the length is not a
	// multiple of eight.
	if len(host) < 8 {
		for i := range len(host) {
			if aceEnd(host, i) {
				return true
			}
		}
		return false
	}
	for i := 0; ; i += 8 {
		i = min(i, len(host)-8)
		if aceEndIn(host, i, chars.Word(host[i:])) {
			return true
		}
		if i+8 == len(host) {
			return false
		}
	}
}

// ToUnicode converts each punycode label of host to Unicode with IDNA
// ToUnicode under p (3987bis §3.7 step 6), where the result is a valid
// U-label (under IDNA2008, by RFC 5892 too) that may stand in an
// ireg-name; any other label is kept as it is.
func ToUnicode(p *idna.Profile, host string) string {
	labels := strings.Split(host, ".")
	for i, label := range labels {
		if len(label) < 4 || !strings.EqualFold(label[:4], "xn--") {
			continue
		}
		u, err := p.ToUnicode(label)
		if err != nil || u == label || !validULabel(u) || checkIDNA2008(p, u) != nil {
			continue
		}
		labels[i] = u
	}
	return strings.Join(labels, ".")
}

// validULabel reports whether a label from ToUnicode may be written in an
// ireg-name as it is: reg-name ASCII, and characters that ToIRI would
// decode (ucschar, but the bidi controls).
func validULabel(u string) bool {
	if u == "" {
		return false // x/net/idna's answer for "xn--" (errEmptyPunycode)
	}
	for _, r := range u {
		if r < utf8.RuneSelf {
			if !chars.In(byte(r), chars.RegName) || r == '.' {
				return false
			}
		} else if chars.IsBidiControl(r) || !chars.IsUcschar(r) {
			return false
		}
	}
	return true
}

// HasPercentEncodedASCII reports whether s has a %HH for an ASCII octet.
func HasPercentEncodedASCII(s string) bool {
	for i := strings.IndexByte(s, '%'); i >= 0; {
		// pct.Unhex is 0 for what is not a hex digit: "%zz" is no triplet.
		if pct.IsTriplet(s, i) && pct.Unhex(s[i+1]) < 8 {
			return true
		}
		next := strings.IndexByte(s[i+1:], '%')
		if next < 0 {
			break
		}
		i += 1 + next
	}
	return false
}

// DecodeACE is p.ToUnicode with the error x/net/idna leaves out: an ACE
// label "xn--", which decodes to nothing (errEmptyPunycode).
func DecodeACE(p *idna.Profile, host string) (string, error) {
	if hasEmptyPunycode(host) {
		return "", errEmptyPunycode
	}
	return p.ToUnicode(host)
}

// hasEmptyPunycode reports whether a label of host is "xn--", in any case.
func hasEmptyPunycode(host string) bool {
	for label := range strings.SplitSeq(host, ".") {
		if len(label) == 4 && strings.EqualFold(label, "xn--") {
			return true
		}
	}
	return false
}
