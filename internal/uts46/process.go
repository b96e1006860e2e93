package uts46

import (
	"strings"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/idn"
	"golang.org/x/net/idna"
)

// toASCII is UTS #46 ToASCII (§4.2) with the URL Standard's flags for
// beStrict (§3.3): x/net/idna's conversion, the A-label checks it leaves
// out, and, when strict, CheckHyphens and VerifyDnsLength. It reports only
// whether it fails; diagnose says why. The domains of fastOK take the
// fast path.
func toASCII(domain string, beStrict bool) (string, bool) {
	if out, ok := fastToASCII(domain, beStrict); ok {
		return out, true
	}
	return slowToASCII(domain, beStrict)
}

// slowToASCII is toASCII on x/net/idna, for any domain.
func slowToASCII(domain string, beStrict bool) (string, bool) {
	out, err := profile(beStrict).ToASCII(domain)
	if err != nil || !aLabelsValid(domain, out) {
		return "", false
	}
	if beStrict && (verifyDNSLength(out) != "" || !hyphensValid(out)) {
		return "", false
	}
	return out, true
}

// hyphensValid is CheckHyphens (UTS #46 §4.1 Validity Criteria 2 and 3)
// on the labels of ToASCII's result, the A-labels decoded: no label has
// "-" as its third and fourth code points (V2), or starts or ends with one
// (V3). x/net/idna counts bytes, not code points, for V2: it rejects
// "é--x" and lets "éa--b" through.
func hyphensValid(ascii string) bool {
	for label := range strings.SplitSeq(ascii, ".") {
		if strings.HasPrefix(label, acePrefix) {
			u, err := idna.Punycode.ToUnicode(label)
			if err != nil {
				return false
			}
			label = u
		}
		if hyphenCode(label) != "" {
			return false
		}
	}
	return true
}

// hyphenCode returns the Validity Criterion of CheckHyphens a label
// breaks, V2 (its third and fourth code points are "-") or V3 (it begins
// or ends with "-"), or "". The third code point starts after two, most
// often two bytes of ASCII: no decoding of the rest of the label.
func hyphenCode(label string) string {
	i := 0
	for n := 0; n < 2 && i < len(label); n++ {
		if label[i] < utf8.RuneSelf {
			i++
		} else {
			_, k := utf8.DecodeRuneInString(label[i:])
			i += k
		}
	}
	if i+2 <= len(label) && label[i] == '-' && label[i+1] == '-' {
		return "V2"
	}
	if strings.HasPrefix(label, "-") || strings.HasSuffix(label, "-") {
		return "V3"
	}
	return ""
}

// aLabelsValid checks the three conditions on A-labels that x/net/idna
// leaves out, given domain and x/net/idna's ToASCII of it, out, whose
// labels are those of the mapped domain, one for one:
//
//   - UTS #46 §4 Processing step 4.1: an A-label that holds a code point
//     above U+007F is an error (P4). x/net/idna decodes the code points
//     before its last "-" as basic ones, so that "xn--é-" gives "xn--9ca"
//     (see idn.NonASCIIACELabel).
//   - UTS #46 §4 Processing step 4.3: an A-label that decodes to nothing
//     ("xn--") is an error (P4). x/net/idna turns it into an empty label.
//   - UTS #46 §4.1 Validity Criteria 4: with CheckHyphens false, a label
//     must not begin with "xn--" (V4); x/net/idna tests it only with
//     CheckHyphens, as V2, so a decoded "xn--" label passes under the URL
//     Standard's lenient flags.
func aLabelsValid(domain, out string) bool {
	if _, _, bad := idn.NonASCIIACELabel(domain, mapRune); bad {
		return false
	}
	if hasEmptyLabel(out) {
		for _, label := range mappedLabels(domain) {
			if label == acePrefix {
				return false
			}
		}
	}
	for label := range strings.SplitSeq(out, ".") {
		if !strings.HasPrefix(label, acePrefix) {
			continue
		}
		// The basic code points of a label come first in its Punycode
		// (RFC 3492 §3.1), so a U-label that begins with "xn--" has an
		// A-label that begins with "xn--xn--".
		if strings.HasPrefix(label[len(acePrefix):], acePrefix) {
			if u, err := idna.Punycode.ToUnicode(label); err != nil || strings.HasPrefix(u, acePrefix) {
				return false
			}
		}
	}
	return true
}

func hasEmptyLabel(s string) bool {
	return s == "" || s[0] == '.' || s[len(s)-1] == '.' || strings.Contains(s, "..")
}

// verifyDNSLength is UTS #46 §4.2 step 4, VerifyDnsLength: the domain,
// less the root label and its dot, has 1 to 253 octets (A4_1), and each of
// its labels 1 to 63 (A4_2), the empty root label too: "When
// VerifyDnsLength is true, the empty root label is disallowed", and
// IdnaTestV2.txt has A4_2 for "a.b.c.d.". It returns the code of the
// condition that fails, or "". So the URL Standard's domain parser, which
// sets VerifyDnsLength to beStrict (§3.3), finds "example.com." no valid
// domain (a domain-to-ASCII validation error, not a failure), as jsdom's
// whatwg-url 17.1.0 does; whatwg/url#871 asks whether it should, and the
// package doc of whatwg says why this reading is the one followed.
func verifyDNSLength(ascii string) string {
	name := strings.TrimSuffix(ascii, ".")
	if len(name) < 1 || len(name) > 253 {
		return "A4_1"
	}
	for label := range strings.SplitSeq(ascii, ".") {
		if len(label) < 1 || len(label) > 63 {
			return "A4_2"
		}
	}
	return ""
}
