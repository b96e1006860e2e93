package iri

import (
	"errors"
	"strconv"
	"strings"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/idn"
	"golang.org/x/net/idna"
)

// IDNAProfile chooses how a host name is converted with IDNA. The zero
// value, IDNANone, leaves the host to the general percent-encoding of
// RFC 3987 §3.1.
type IDNAProfile uint8

const (
	// IDNANone percent-encodes a non-ASCII host like any other component.
	IDNANone IDNAProfile = iota
	// IDNAUTS46 is the nontransitional processing of Unicode UTS #46: case,
	// width and compatibility mappings, then IDNA2008 validation. It is
	// what browsers do, and the recommended choice.
	IDNAUTS46
	// IDNAUTS46Transitional is UTS #46 transitional processing, which maps
	// "ß" to "ss" and drops ZWJ and ZWNJ as IDNA2003 did.
	IDNAUTS46Transitional
	// IDNA2008 applies RFC 5891 without any mapping: the host must
	// already be made of valid U-labels (lower case, NFC), each code
	// point PVALID by the derived property of RFC 5892, or CONTEXTJ or
	// CONTEXTO where the rules of its Appendix A allow it. An A-label is
	// checked as the U-label it encodes.
	IDNA2008
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

// idnaProfile returns the golang.org/x/net/idna profile for the options.
func (o Mapper) idnaProfile() *idna.Profile {
	return idn.Profile(idn.Kind(o.IDNA), o.STD3Rules, o.VerifyDNSLength)
}

// hostToASCII converts the ireg-name host (at offset off in input) to an
// ASCII host with IDNA ToASCII (3987bis §3.4; see idn.ToASCII), or fails
// with an *Error of ErrIDNA at the label IDNA rejects.
func hostToASCII(p *idna.Profile, host, input string, off int) (string, error) {
	out, err := idn.ToASCII(p, host)
	if err != nil {
		return "", hostError(input, off+err.Offset, err.Label, err.Reason)
	}
	return out, nil
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
// dnsLengthError; IDNA checks the others itself, but for the root label
// ("bücher.de."), which x/net/idna's Unicode 15.0.0 tables (before Go
// 1.27, UTS #46 before revision 33) let through. An empty host is no DNS
// name.
func verifyDNSLength(host, input string, off int) error {
	if host == "" {
		return nil
	}
	if decoded, err := Unescape(host); err != nil || chars.NonASCIICount(decoded) > 0 {
		if strings.HasSuffix(host, ".") {
			return hostError(input, off+len(host), "", errEmptyLabel)
		}
		return nil
	}
	if label, at, err := dnsLengthError(host); err != nil {
		return hostError(input, off+at, label, err)
	}
	return nil
}
