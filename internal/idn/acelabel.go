package idn

import (
	"strings"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/chars"
)

// NonASCIIACELabel returns the first label of domain that, mapped by
// mapRune (UTS #46 §4 Processing step 1), begins with the ACE prefix
// "xn--" and holds a code point above U+007F, and its byte offset in
// domain; ok is false where there is none. UTS #46 §4 Processing step 4.1
// makes such a label an error ("If the label contains any non-ASCII code
// point ... record that there was an error"), and so does RFC 3492 §6.2
// for the part before the last "-" (the decoder fails on a basic code
// point that is not one). golang.org/x/net/idna records neither: its
// Punycode decoder takes every code point before the last "-" as a basic
// code point, so that "xn--é-" decodes to "é" and comes out of ToASCII as
// "xn--9ca", another host.
//
// mapRune is the mapping of a code point above U+007F; an ASCII letter
// maps to its lower case. A nil mapRune maps nothing, as IDNA2008 does.
// Labels end at the code points that map to "." (U+002E, U+FF0E, U+3002,
// U+FF61). A mapped label begins with "xn--" only where two of its code
// points map to "-" ("-", U+FE63, U+FF0D: TestHyphenMappings holds the
// list to x/net/idna's tables), so any other label is passed over
// unmapped, and so is every domain that is ASCII: what the check costs
// most hosts is a scan for "-".
func NonASCIIACELabel(domain string, mapRune func(rune) string) (label string, offset int, ok bool) {
	if chars.IsASCII(domain) {
		return "", 0, false
	}
	for start := 0; ; {
		end, next := labelEnd(domain, start)
		if label := domain[start:end]; hyphens(label) >= 2 && aceNotASCII(label, mapRune) {
			return label, start, true
		}
		if next < 0 {
			return "", 0, false
		}
		start = next
	}
}

// labelEnd returns where the label of domain that starts at start ends,
// and where the next one starts, -1 after the last.
func labelEnd(domain string, start int) (end, next int) {
	for i := start; i < len(domain); {
		if domain[i] == '.' {
			return i, i + 1
		}
		if domain[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(domain[i:])
		if r == '\uFF0E' || r == '\u3002' || r == '\uFF61' {
			return i, i + size
		}
		i += size
	}
	return len(domain), -1
}

// hyphens counts the code points of label that map to "-" (see
// hyphenLike), up to 2.
func hyphens(label string) int {
	n := strings.Count(label, "-")
	for _, h := range hyphenLike {
		if n >= 2 {
			break
		}
		n += strings.Count(label, h)
	}
	return n
}

// hyphenLike are the code points above U+007F that UTS #46 maps to "-":
// U+FE63 SMALL HYPHEN-MINUS and U+FF0D FULLWIDTH HYPHEN-MINUS.
var hyphenLike = [...]string{"\uFE63", "\uFF0D"}

// aceNotASCII reports whether label, mapped, begins with "xn--" and holds
// a code point above U+007F. It maps the code points of the prefix one at
// a time, and stops at the first that does not fit it: the rest of a
// label is mapped only after an ACE prefix.
func aceNotASCII(label string, mapRune func(rune) string) bool {
	matched := 0 // the bytes of acePrefix the mapped label begins with
	for i := 0; i < len(label); {
		m := label[i : i+1]
		if c := label[i]; c < utf8.RuneSelf {
			i++
			if 'A' <= c && c <= 'Z' {
				m = string(rune(c + 'a' - 'A')) // one byte: no allocation
			}
		} else {
			r, size := utf8.DecodeRuneInString(label[i:])
			i += size
			m = label[i-size : i]
			if mapRune != nil {
				m = mapRune(r)
			}
		}
		for j := 0; j < len(m); j++ {
			switch {
			case matched == len(acePrefix):
				if m[j] >= utf8.RuneSelf {
					return true
				}
			case m[j] != acePrefix[matched]:
				return false
			default:
				matched++
			}
		}
	}
	return false
}

// acePrefix is the ACE prefix of RFC 5890 §2.3.2.5.
const acePrefix = "xn--"
