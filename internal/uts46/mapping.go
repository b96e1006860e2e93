package uts46

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// mapRune is the UTS #46 mapping of one code point (§4 Processing step
// 1, as x/net/idna's tables give it): the code point itself if valid or
// disallowed, its mapping if mapped, nothing if ignored. It is only for
// the rare paths: x/net/idna maps a whole domain in one pass, but does not
// hand the mapped labels back.
func mapRune(r rune) string {
	s := string(r)
	out, _ := profiles().permissive.ToUnicode(s)
	if strings.HasPrefix(out, acePrefix) {
		return s // no one code point maps to an ACE prefix; keep the input
	}
	return out
}

// acePrefix is the ACE prefix of RFC 5890 §2.3.2.5, "xn--".
const acePrefix = "xn--"

// mappedLabels returns the labels of domain after UTS #46 §4 Processing
// steps 1 to 3: each code point mapped, the whole normalized to NFC, and
// broken into labels at U+002E FULL STOP.
func mappedLabels(domain string) []string {
	var b strings.Builder
	for _, r := range domain {
		b.WriteString(mapRune(r))
	}
	return strings.Split(norm.NFC.String(b.String()), ".")
}

// isSeparator reports whether r is one of the code points that map to
// U+002E FULL STOP alone (U+002E, U+FF0E, U+3002, U+FF61): where the
// labels of a domain as written end.
func isSeparator(r rune) bool {
	return r == '.' || r >= utf8.RuneSelf && mapRune(r) == "."
}

// inputLabels calls f with each label of domain as written, split at
// the separators, and its byte offset, until f returns false.
func inputLabels(domain string, f func(label string, offset int) bool) {
	start := 0
	for i := 0; i < len(domain); {
		r, size := utf8.DecodeRuneInString(domain[i:])
		if isSeparator(r) {
			if !f(domain[start:i], start) {
				return
			}
			start = i + size
		}
		i += size
	}
	f(domain[start:], start)
}
