package iri

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/pct"
	"golang.org/x/net/idna"
)

// IDNAProfile chooses how a host name is converted with IDNA. The zero
// value, NoIDNA, leaves the host to the general percent-encoding of
// RFC 3987 §3.1.
type IDNAProfile uint8

const (
	// NoIDNA percent-encodes a non-ASCII host like any other component.
	NoIDNA IDNAProfile = iota
	// UTS46 is the nontransitional processing of Unicode UTS #46: case,
	// width and compatibility mappings, then IDNA2008 validation. It is
	// what browsers do, and the recommended choice.
	UTS46
	// UTS46Transitional is UTS #46 transitional processing, which maps
	// "ß" to "ss" and drops ZWJ and ZWNJ as IDNA2003 did.
	UTS46Transitional
	// IDNA2008 applies RFC 5891 without any mapping: the host must
	// already be made of valid U-labels (lower case, NFC), each code
	// point PVALID by the derived property of RFC 5892, or CONTEXTJ or
	// CONTEXTO where the rules of its Appendix A allow it. An A-label is
	// checked as the U-label it encodes.
	IDNA2008
)

var (
	errNotUTF8           = errors.New("percent-encoded octets are not UTF-8")
	errEncodedASCIIInIDN = errors.New("a percent-encoded ASCII character in a non-ASCII host")
)

// ErrIDNA is the cause of an *Error for an ireg-name that IDNA could not
// convert: the whole conversion fails with it (3987bis §3.4: "if the
// domain name conversion fails, then the entire IRI conversion fails").
// The *Error's offset is the label's, and its message gives the label and
// the reason golang.org/x/net/idna or RFC 5892 gives.
var ErrIDNA = errors.New("IDNA rejects the host label")

// idnaError is the cause of an *Error of IDNA: ErrIDNA for errors.Is, the
// label and the reason for the message.
type idnaError struct {
	label  string // as written in the input
	reason error  // from golang.org/x/net/idna, or RFC 5892 (IDNA2008)
}

func (e *idnaError) Error() string {
	return ErrIDNA.Error() + " " + strconv.Quote(e.label) + ": " + e.reason.Error()
}

func (e *idnaError) Unwrap() []error { return []error{ErrIDNA, e.reason} }

// hostError is the *Error for the label of input at offset that IDNA
// rejects for reason.
func hostError(input string, offset int, label string, reason error) *Error {
	return &Error{Input: input, Offset: offset, Component: ComponentHost, Err: &idnaError{label: label, reason: reason}}
}

// idnaProfiles holds the golang.org/x/net/idna profile for each choice of
// IDNAProfile, STD3Rules and VerifyDNSLength, made on first use: a program
// that never maps a host pays nothing for them.
var idnaProfiles = sync.OnceValue(func() (t [4][2][2]*idna.Profile) {
	for p := UTS46; p <= IDNA2008; p++ {
		for _, std3 := range []bool{false, true} {
			for _, verify := range []bool{false, true} {
				t[p][b2i(std3)][b2i(verify)] = newIDNAProfile(p, std3, verify)
			}
		}
	}
	return t
})

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// idnaProfile returns the golang.org/x/net/idna profile for the options.
func (o Mapper) idnaProfile() *idna.Profile {
	return idnaProfiles()[o.IDNA][b2i(o.STD3Rules)][b2i(o.VerifyDNSLength)]
}

// newIDNAProfile makes the golang.org/x/net/idna profile for a choice.
// UseSTD3ASCIIRules follows std3: 3987bis §3.4 sets it to false, RFC 3987
// §3.1 to true.
func newIDNAProfile(profile IDNAProfile, std3, verifyDNSLength bool) *idna.Profile {
	var opts []idna.Option
	switch profile {
	case UTS46, UTS46Transitional:
		opts = append(opts, idna.MapForLookup(), idna.BidiRule(), idna.Transitional(profile == UTS46Transitional))
	case IDNA2008:
		opts = append(opts, idna.ValidateForRegistration())
	}
	opts = append(opts, idna.StrictDomainName(std3), idna.VerifyDNSLength(verifyDNSLength))
	return idna.New(opts...)
}

// hostToASCII converts the ireg-name host (at offset off in input) to an
// ASCII host with IDNA ToASCII (3987bis §3.4). A percent-encoded UTF-8
// host is decoded first. A host that is ASCII once decoded is returned
// unchanged: IDNA is for non-ASCII names, and RFC 3490 leaves ASCII labels
// alone.
func hostToASCII(p *idna.Profile, host, input string, off int) (string, error) {
	return hostIDNA(p, p.ToASCII, host, input, off)
}

// validateHost reports the error hostToASCII would return, without
// writing the punycode: ToUnicode maps and validates each label as ToASCII
// does (UTS #46 §4), and leaves the ASCII labels, which the checks below
// look at, as ToASCII would. Only the punycode encoding itself can fail in
// ToASCII alone (its arithmetic overflows on labels of thousands of
// characters), so a host longer than any DNS name (RFC 1034 §3.1) goes
// through ToASCII. A failure is reported as hostToASCII words it.
func validateHost(p *idna.Profile, host, input string, off int) error {
	if len(host) > 255 {
		_, err := hostToASCII(p, host, input, off)
		return err
	}
	if _, err := hostIDNA(p, p.ToUnicode, host, input, off); err != nil {
		if _, errASCII := hostToASCII(p, host, input, off); errASCII != nil {
			return errASCII
		}
		return err
	}
	return nil
}

func hostIDNA(p *idna.Profile, convert func(string) (string, error), host, input string, off int) (string, error) {
	decoded, err := Unescape(host)
	if err != nil {
		label, at := failingLabel(p, host)
		return "", hostError(input, off+at, label, errNotUTF8)
	}
	if chars.NonASCIICount(decoded) == 0 {
		return host, nil
	}
	if hasPercentEncodedASCII(host) {
		// "é%2Eb" would become two labels: an encoded "." is data.
		label, at := failingLabel(p, host)
		return "", hostError(input, off+at, label, errEncodedASCIIInIDN)
	}
	var out string
	err = checkIDNA2008(p, decoded)
	if err == nil {
		out, err = convert(decoded)
	}
	if err == nil {
		err = unsafeIDNAResult(out)
	}
	if err != nil {
		label, at := failingLabel(p, host)
		return "", hostError(input, off+at, label, err)
	}
	return out, nil
}

// unsafeIDNAResult reports why a host IDNA made may not stand in an IRI,
// nil if it may. With UseSTD3ASCIIRules false, IDNA lets through ASCII
// that a host may not hold ("/", "?", "@", ...), and a name can come out
// as the form of an IPv4 address ("%31.%32.%33.%34"): never let a
// converted name change the structure of the IRI.
func unsafeIDNAResult(out string) error {
	for i := 0; i < len(out); i++ {
		if out[i] < utf8.RuneSelf && !chars.In(out[i], chars.RegName) {
			return fmt.Errorf("the result %q holds %q, which a host cannot", out, out[i])
		}
	}
	if isIPv4(out) {
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
		decoded, err := Unescape(label)
		if err != nil {
			return label, at
		}
		if err := checkIDNA2008(p, decoded); err != nil {
			return label, at
		}
		if _, err := p.ToASCII(decoded); err != nil {
			return label, at
		}
		at += len(label) + 1
	}
	return host, 0
}

// hasPunycodeLabel reports whether a host has a label starting with the
// ACE prefix "xn--", in any case.
func hasPunycodeLabel(host string) bool {
	// Where a label starts: a byte loop, as every checked host asks.
	for i := 0; i+4 <= len(host); i++ {
		if (i == 0 || host[i-1] == '.') && host[i]|0x20 == 'x' && host[i+1]|0x20 == 'n' && host[i+2] == '-' && host[i+3] == '-' {
			return true
		}
	}
	return false
}

// hostToUnicode converts each punycode label of host to Unicode with IDNA
// ToUnicode (3987bis §3.7 step 6), where the result is a valid U-label
// (under IDNA2008, by RFC 5892 too) that may stand in an ireg-name; any
// other label is kept as it is.
func hostToUnicode(p *idna.Profile, host string) string {
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
// decode.
func validULabel(u string) bool {
	for _, r := range u {
		if r < utf8.RuneSelf {
			if !chars.In(byte(r), chars.RegName) || r == '.' {
				return false
			}
		} else if !appropriateInIRI(r, false) {
			return false
		}
	}
	return true
}

// hasPercentEncodedASCII reports whether s has a %HH for an ASCII octet.
func hasPercentEncodedASCII(s string) bool {
	for i := strings.IndexByte(s, '%'); i >= 0 && i+2 < len(s); {
		if pct.Unhex(s[i+1]) < 8 {
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

// The reasons dnsLengthError gives.
var (
	errEmptyLabel = errors.New("an empty label (RFC 1034 §3.1)")
	errLongLabel  = errors.New("a label longer than 63 octets (RFC 1034 §3.1)")
	errLongName   = errors.New("a name longer than 253 octets (RFC 1034 §3.1)")
)

// dnsLengthError applies to a host name that is ASCII once
// percent-decoded, which IDNA leaves as it is, the limits that
// golang.org/x/net/idna's VerifyDNSLength applies to the names it
// converts (RFC 1034 §3.1, as UTS #46 VerifyDnsLength words them): labels
// of 1 to 63 octets, the root's empty label after a final dot refused
// too, and at most 253 octets in all (255 in the wire format, which adds
// a length octet before the first label and the root's after the last).
// A %HH counts as the one octet it stands for. It returns the first
// offending label and its offset, or the whole name at 0 when only its
// length is at fault.
func dnsLengthError(host string) (string, int, error) {
	at := 0
	for label := range strings.SplitSeq(host, ".") {
		switch n := len(label) - 2*strings.Count(label, "%"); {
		case n == 0:
			return label, at, errEmptyLabel
		case n > 63:
			return label, at, errLongLabel
		}
		at += len(label) + 1
	}
	if len(host)-2*strings.Count(host, "%") > 253 {
		return host, 0, errLongName
	}
	return "", 0, nil
}

// verifyDNSLength reports, as an *Error of ErrIDNA, a reg-name host (at offset off
// in input) that is ASCII once decoded and breaks the limits of
// dnsLengthError; IDNA checks the others itself. An empty host is no DNS
// name.
func verifyDNSLength(host, input string, off int) error {
	if host == "" {
		return nil
	}
	if decoded, err := Unescape(host); err != nil || chars.NonASCIICount(decoded) > 0 {
		return nil
	}
	if label, at, err := dnsLengthError(host); err != nil {
		return hostError(input, off+at, label, err)
	}
	return nil
}
