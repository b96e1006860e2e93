package uts46

import (
	"strings"

	"github.com/go-iri/iri/internal/idn"
)

// ToUnicodeCheckHyphensInto is the fast path of UTS #46 ToUnicode (§4.3)
// with CheckHyphens, CheckBidi and CheckJoiners set and UseSTD3ASCIIRules,
// Transitional_Processing and VerifyDnsLength not: golang.org/x/net/idna's
// Profile with MapForLookup, BidiRule and StrictDomainName(false), the
// profile the checker of IRIs reads hosts with (internal/idn). Unlike the
// fast path of the URL Standard's flags, it decodes A-labels (RFC 3492
// §6.2): an IDN host written in ASCII is as common as one in Unicode.
//
// It answers (ok) only where x/net/idna's ToUnicode under that profile
// gives the same result without an error: each A-label in lower-case
// letters, digits and "-", decoding to a label that is not ASCII, and
// every label of the result one the fast path takes with CheckHyphens
// (see fastPath) and without "-" as its third and fourth bytes (see
// byteHyphens). Anything else returns false, for the caller to ask
// x/net/idna, which gives failures their reasons.
// TestToUnicodeCheckHyphens and FuzzToUnicodeCheckHyphens hold it to
// x/net/idna's answers.
//
// The caller (the checker) keeps the Unicode form of a domain with an
// A-label in buf, without a string allocated for it: where the result is
// that form and fits in buf, it is buf[:n], n > 0, and u is ""; otherwise
// n is 0 and u is the result (domain itself when it has no A-label, which
// costs no allocation). Nothing of buf escapes: the caller may keep buf
// on its stack.
func ToUnicodeCheckHyphensInto(buf []byte, domain string) (n int, u string, ok bool) {
	if domain == "" {
		return 0, "", false // as fastPath: the slow path's
	}
	// The result is domain itself but for its A-labels: made only when it
	// has one, from its first (ace), the labels before it copied then, in
	// buf while it fits.
	ace := false
	out := buf[:0:len(buf)]
	var runes [maxFastLabel]rune
	var all uint64
	// NFC is asked of the labels of the result with a code point that
	// calls for it (nfcCheck), not of the whole: "." is a starter that
	// composes with nothing, so text is in NFC when each of its labels is.
	// nfcLabels has the bit of each such label by its index, for the
	// first 64; a later one asks it of the whole (fastDomain).
	var nfcLabels uint64
	for index, rest, more := 0, domain, true; more; index++ {
		var label string
		labelStart := len(domain) - len(rest)
		label, rest, more = idn.CutLabel(rest)
		// Each label of the result checked as fastPath checks a label
		// (fastLabel with CheckHyphens): a decoded A-label on its code
		// points, as x/net/idna checks it (validateFromPunycode and
		// validateLabel), without encoding it to decode it again. A
		// decoded label that begins with "xn--" fails V2 there.
		//
		// x/net/idna's CheckHyphens counts bytes where UTS #46 §4.1
		// Validity Criteria 2 counts code points (TestXNetIDNAGaps), so
		// that it rejects "ü--0", which fastLabel takes: "-" as the third
		// and fourth bytes of a label of the result fails (byteHyphens).
		if !strings.HasPrefix(label, acePrefix) {
			_, found, ok := fastLabel(label, true, &runes)
			if !ok || byteHyphens(label) {
				return 0, "", false
			}
			all |= found
			if ace {
				out = append(out, label...)
			}
		} else {
			if !ace {
				ace = true
				out = append(out, domain[:labelStart]...) // the labels before, and their dots
			}
			n, ok := decodePunycode(label[len(acePrefix):], &runes)
			if !ok {
				return 0, "", false
			}
			start := len(out)
			var found uint64
			if out, found, ok = appendFastRunes(out, runes[:n]); !ok {
				return 0, "", false
			}
			all |= found
			if byteHyphens(out[start:]) {
				return 0, "", false
			}
		}
		if ace {
			out = append(out, '.') // the last one is cut below
		}
		if all&nfcCheck != 0 && index < 64 {
			nfcLabels |= 1 << index
			all &^= nfcCheck
		}
	}
	// The checks of the whole that fastPath makes after its labels, on the
	// result as x/net/idna makes it: the Bidi Rule and NFC.
	u = domain
	if ace {
		inBuf := len(out) <= len(buf) // append never moved it, its last "." included
		out = out[:len(out)-1]
		if inBuf && nfcLabels == 0 && all&(bidiRTL|nfcCheck) == 0 {
			// Nothing for them to check (fastDomain's answer is
			// true): the result is buf[:len(out)].
			return len(out), "", true
		}
		u = string(out) // they keep what they read (a norm.Iter, an interface)
	}
	if nfcLabels != 0 && !labelsNFC(u, nfcLabels) || !fastDomain(u, all) {
		return 0, "", false
	}
	return 0, u, true
}

// labelsNFC reports whether the labels of domain whose index has its bit
// in which are in NFC.
func labelsNFC(domain string, which uint64) bool {
	for rest, more := domain, true; more && which != 0; which >>= 1 {
		var label string
		label, rest, more = idn.CutLabel(rest)
		if which&1 != 0 && !isNFC(label) {
			return false
		}
	}
	return true
}

// byteHyphens reports whether a label has "-" as its third and fourth
// bytes.
func byteHyphens[T string | []byte](label T) bool {
	return len(label) >= 4 && label[2] == '-' && label[3] == '-'
}
