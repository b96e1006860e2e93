package uts46

import (
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/chars"
	"golang.org/x/text/secure/bidirule"
	"golang.org/x/text/unicode/norm"
)

// The fast path of UTS #46 ToASCII and ToUnicode (§4.2, §4.3) takes the
// domain nearly every IDN host is: each code point valid in the IDNA
// Mapping Table (§5) and mapping to itself, the whole in NFC, no label an
// A-label. For such a domain §4 Processing steps 1 to 3 change nothing,
// and what is left is the Validity Criteria of §4.1 for the URL Standard's
// flags (§3.3) and, for ToASCII, Punycode. It answers only where it is
// sure of the answer and that answer is a success; every other domain goes
// to x/net/idna (the slow path), which gives the failures their reasons.
// The tests hold it to the slow path's answer on every case of the suites,
// every host of the corpora, every valid code point, and in FuzzFastPath.

//go:generate go run gen_valid.go
//go:generate env GOTOOLCHAIN=go1.26.8 go run gen_valid.go

// The classes of the code points outside ASCII, as the table of the
// build's Unicode version holds them (valid_tables15.0.0.go before Go
// 1.27, valid_tables17.0.0.go from it; gen_valid.go says how they are
// found), and the bit beside them.
const (
	classOther = iota // not valid, or not mapped to itself, or U+200C, U+200D (CONTEXTJ): the slow path's
	classValid        // valid, neither a mark nor right-to-left
	classMark         // valid, a combining mark: not at the start of a label (§4.1 Validity Criteria 6)
	classRTL          // valid, Bidi_Class R, AL or AN: the domain is a Bidi domain name (RFC 5893 §1.4)

	classMask = 3
	nfcCheck  = 4 // NFC_Quick_Check is not Yes, or Canonical_Combining_Class not 0
)

// validClass returns the class of r, which is not ASCII, with nfcCheck.
func validClass(r rune) uint64 {
	if r > validLast {
		return classOther
	}
	leaf := validMid[int(validTop[r>>10])<<6|int(r>>4)&63]
	return validLeaves[leaf] >> (4 * (r & 15)) & 15
}

// maxFastLabel is the most code points the fast path takes in a label (a
// label of the DNS has 63 octets at most); a longer one takes the slow
// path.
const maxFastLabel = 63

// What fastLabel finds in a label, besides nfcCheck.
const (
	nonASCII = 8  // a code point outside ASCII: the label needs Punycode
	bidiRTL  = 16 // a code point of classRTL
)

// fastLabel checks a label for the fast path, with the URL Standard's
// flags for beStrict: its code points are ASCII lowercase letters, digits
// and "-", and code points of classValid, classMark and classRTL; it does
// not begin with a mark (§4.1 Validity Criteria 6) or with "xn--" (an
// A-label, §4 Processing step 4, or V4); with beStrict, it passes
// CheckHyphens (§4.1 Validity Criteria 2, 3: what hyphenCode tells, here
// in the same pass over the code points); it has maxFastLabel code
// points or fewer. It puts the code points in runes, and returns how
// many there are and what it found: nonASCII, bidiRTL, nfcCheck.
func fastLabel(label string, beStrict bool, runes *[maxFastLabel]rune) (n int, found uint64, ok bool) {
	if strings.HasPrefix(label, acePrefix) {
		return 0, 0, false
	}
	dashes := 0 // "-" as the third code point (1) and the fourth (2)
	for i := 0; i < len(label); n++ {
		if n == maxFastLabel {
			return 0, 0, false
		}
		r := rune(label[i])
		if r < utf8.RuneSelf {
			if !isLDH(byte(r)) {
				return 0, 0, false
			}
			if r == '-' && uint(n-2) < 2 {
				dashes |= n - 1
			}
			i++
		} else {
			var size int
			r, size = utf8.DecodeRuneInString(label[i:])
			i += size
			f, ok := fastNonASCII(r, n == 0)
			if !ok {
				return 0, 0, false
			}
			found |= f
		}
		runes[n] = r
	}
	if beStrict && (dashes == 3 || n > 0 && (label[0] == '-' || label[len(label)-1] == '-')) {
		return 0, 0, false // V2, V3
	}
	return n, found, true
}

// fastNonASCII checks a code point outside ASCII of a label for
// fastLabel, first when it begins the label, and returns what it found:
// nonASCII, bidiRTL, nfcCheck.
func fastNonASCII(r rune, first bool) (found uint64, ok bool) {
	c := validClass(r)
	switch c & classMask {
	case classOther:
		return 0, false
	case classMark:
		if first {
			return 0, false
		}
	case classRTL:
		found = bidiRTL
	}
	return found | nonASCII | c&nfcCheck, true
}

// appendFastRunes is fastLabel with beStrict on the label the code
// points runes make (a decoded A-label): the same checks, without
// encoding the label in UTF-8 to decode it again. It appends the label in
// UTF-8 to dst in the same pass, and returns the result and what it
// found; where the label fails, the result may hold part of it.
func appendFastRunes(dst []byte, runes []rune) (out []byte, found uint64, ok bool) {
	n := len(runes)
	if n >= 4 && runes[2] == '-' && runes[3] == '-' || // V2, and "xn--"
		n > 0 && (runes[0] == '-' || runes[n-1] == '-') || // V3
		n > maxFastLabel {
		return dst, 0, false
	}
	for i, r := range runes {
		if r < utf8.RuneSelf {
			if !isLDH(byte(r)) {
				return dst, 0, false
			}
			dst = append(dst, byte(r))
			continue
		}
		f, ok := fastNonASCII(r, i == 0)
		if !ok {
			return dst, 0, false
		}
		found |= f
		dst = utf8.AppendRune(dst, r)
	}
	return dst, found, true
}

// isLDH reports whether c is a lowercase ASCII letter, a digit or "-":
// the ASCII that UseSTD3ASCIIRules allows in a label, once mapped.
func isLDH(c byte) bool {
	return 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-'
}

// fastPath runs the checks of the fast path on domain, with the URL
// Standard's flags for beStrict (§3.3): fastLabel on each label, then the
// Bidi Rule on every label of a Bidi domain name (CheckBidi, RFC 5893 §2),
// and NFC (§4.1 Validity Criteria 1) where a code point calls for it. With
// encode, it appends to dst the result of ToASCII, each label that is not
// ASCII turned into "xn--" and its Punycode (§4.2 step 3). It reports
// whether domain passes: whether UTS #46 ToASCII, and ToUnicode, leave it
// as it is but for Punycode. An empty domain goes to the slow path.
func fastPath(dst []byte, domain string, beStrict, encode bool) ([]byte, bool) {
	if domain == "" {
		return dst, false
	}
	var (
		runes [maxFastLabel]rune
		all   uint64
		ok    bool
	)
	for rest, more := domain, true; more; {
		var label string
		label, rest, more = strings.Cut(rest, ".")
		n, found, labelOK := fastLabel(label, beStrict, &runes)
		if !labelOK {
			return dst, false
		}
		all |= found
		if encode {
			if found&nonASCII == 0 {
				dst = append(dst, label...)
			} else if dst, ok = appendPunycode(append(dst, acePrefix...), runes[:n]); !ok {
				return dst, false
			}
			dst = append(dst, '.') // the last one is cut below
		}
	}
	if encode {
		dst = dst[:len(dst)-1]
	}
	return dst, fastDomain(domain, all)
}

// fastDomain makes the checks of fastPath on a whole domain whose labels
// passed fastLabel, finding all: the Bidi Rule on every label of a Bidi
// domain name (CheckBidi, RFC 5893 §2), and NFC (§4.1 Validity Criteria
// 1) where a code point calls for it.
func fastDomain(domain string, all uint64) bool {
	if all&bidiRTL != 0 {
		for label := range strings.SplitSeq(domain, ".") {
			if !bidirule.ValidString(label) {
				return false
			}
		}
	}
	return all&nfcCheck == 0 || isNFC(domain)
}

// isNFC reports whether s is in NFC: the quick check of x/text's norm
// where it can tell (NFC_Quick_Check Yes), and where it cannot (Maybe: a
// vowel sign of Bengali such as U+09BE, a nukta after a letter that has
// no precomposed form) the NFC of each segment compared with the segment.
// norm.Form.IsNormalString would allocate; the norm.Iter, too big for
// the stack, comes from nfcIters.
func isNFC(s string) bool {
	if norm.NFC.QuickSpanString(s) == len(s) {
		return true
	}
	it, _ := nfcIters.Get().(*norm.Iter)
	if it == nil {
		it = new(norm.Iter)
	}
	defer nfcIters.Put(it)
	it.InitString(norm.NFC, s)
	for !it.Done() {
		start := it.Pos()
		if seg := it.Next(); string(seg) != s[start:it.Pos()] {
			return false
		}
	}
	return true
}

// nfcIters holds the norm.Iters of isNFC.
var nfcIters sync.Pool

// fastOK reports whether the fast path takes domain: whether UTS #46
// ToASCII, and ToUnicode, with the URL Standard's flags for beStrict,
// leave it as it is but for Punycode. VerifyDnsLength, for ToASCII with
// beStrict, is on the result (see fastToASCII).
func fastOK(domain string, beStrict bool) bool {
	_, ok := fastPath(nil, domain, beStrict, false)
	return ok
}

// fastToASCII is the fast path of toASCII: the result and true where
// fastOK takes domain, else false. The result is domain itself for an
// ASCII domain, else the one string it allocates.
func fastToASCII(domain string, beStrict bool) (string, bool) {
	if chars.IsASCII(domain) {
		if !fastOK(domain, beStrict) || beStrict && verifyDNSLength(domain) != "" {
			return "", false
		}
		return domain, true
	}
	// A valid domain has 253 octets at most (§4.2 step 4); a longer
	// result is made on the heap.
	var buf [256]byte
	out, ok := fastPath(buf[:0], domain, beStrict, true)
	if !ok {
		return "", false
	}
	ascii := string(out)
	if beStrict && verifyDNSLength(ascii) != "" {
		return "", false
	}
	return ascii, true
}
