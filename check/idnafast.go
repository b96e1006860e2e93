package check

import (
	"github.com/go-iri/iri/internal/idn"
	"github.com/go-iri/iri/internal/uts46"
)

// fastUnicodeHost is the Unicode form of a reg-name host that the family
// of IDNA (host) accepts, and true, given the host and its decoding (the
// host itself when b has no percent-encoding), where the fast path of
// internal/uts46 (ToUnicodeCheckHyphensInto) is sure of it: nearly every IDN
// host, written in Unicode, in A-labels or percent-encoded. It returns false for the
// others, which take the slow path of host: idn.ValidateUnicode for a
// host with non-ASCII characters, idn.DecodeACE for one in ASCII with an
// "xn--" label, both under x/net/idna's profile idn.Profile(idn.UTS46,
// false, false).
//
// It takes a host of 255 bytes at most as written
// (ValidateUnicode reports a longer one as ToASCII does), and none with a
// percent-encoded ASCII character, which ValidateUnicode rejects; it
// converts the others decoded, as ValidateUnicode does. Its result is
// what ValidateUnicode wants (idn.UnsafeResult) without asking: the ASCII
// of a label the fast path takes is lower-case letters, digits and "-",
// and the result is not ASCII, so not an IPv4 address (a host that is
// ASCII without an A-label does not come here, and an A-label the fast
// path decodes is not ASCII; TestFastUnicodeHostSafe). On such a host,
// both slow paths come down to x/net/idna's ToUnicode under that profile
// (checkIDNA2008 is for the IDNA2008 profiles; an ACE label "xn--", which
// they reject, the fast path leaves to them), whose answer the fast path
// gives wherever it answers (internal/uts46's TestToUnicodeCheckHyphens
// and FuzzToUnicodeCheckHyphens): the same verdict and the same Unicode
// form, at a fraction of the cost.
//
// A form with an A-label decoded is written in buf when it fits
// (uts46.ToUnicodeCheckHyphensInto): it is then buf[:n], n > 0, and the
// string is "".
func fastUnicodeHost(buf []byte, host, decoded string, b hostBytes) (int, string, bool) {
	if len(host) > 255 || b.percent && idn.HasPercentEncodedASCII(host) {
		return 0, "", false
	}
	return uts46.ToUnicodeCheckHyphensInto(buf, decoded)
}
