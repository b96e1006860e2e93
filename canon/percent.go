package canon

import "strings"

// unescapeRepeatedly percent-decodes s until no escape is left, as
// surt's unescapeRepeatedly (unquote_to_bytes until the string stops
// changing) and Safe Browsing's "repeatedly percent-unescape" do. The
// rewriting of "%XX" into its byte has no overlapping steps (a '%' is
// never a hex digit), so every order of decoding ends in the same string;
// this one pass decodes each escape as soon as the output ends in one,
// which takes time linear in s where decoding pass after pass, as surt
// does, takes time quadratic in the depth of "%2525...".
func unescapeRepeatedly(dst []byte, s string) []byte {
	start := len(dst)
	for i := 0; i < len(s); i++ {
		dst = append(dst, s[i])
		for n := len(dst); n-start >= 3 && dst[n-3] == '%' && isHex(dst[n-2]) && isHex(dst[n-1]); n = len(dst) {
			dst[n-3] = unhex(dst[n-2])<<4 | unhex(dst[n-1])
			dst = dst[:n-2]
		}
	}
	return dst
}

const (
	upperHex = "0123456789ABCDEF"
	lowerHex = "0123456789abcdef"
)

// escapedString is s with its bytes that are controls, space, DEL and
// above, '#' and '%' percent-encoded with the hex digits of digits
// (upperHex, as surt's escapeOnce, Python's quote_from_bytes with every
// other printable ASCII character safe; lowerHex, as Safe Browsing's),
// as a string of its own, made in one allocation.
func escapedString[T string | []byte](s T, digits string) string {
	n := len(s)
	for i := 0; i < len(s); i++ {
		if byteFacts[s[i]]&factEscape != 0 {
			n += 2
		}
	}
	var b strings.Builder
	b.Grow(n)
	for i := 0; i < len(s); i++ {
		c := s[i]
		if byteFacts[c]&factEscape != 0 {
			b.WriteByte('%')
			b.WriteByte(digits[c>>4])
			b.WriteByte(digits[c&15])
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

// lowerASCII lower-cases the ASCII letters of b in place, as Python's
// bytes.lower does.
func lowerASCII(b []byte) {
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
}

// containsFold reports whether s holds sub, which is lower-case ASCII,
// with ASCII letters compared without case. The candidates, where s has
// sub's first byte in either case, are found with strings.IndexByte (a
// vector loop: most paths and queries hold none of them, and IA's
// canonicalization asks this of each, several times); each case's next
// one is looked for from where its last was found, so that s is read
// once for each case however many candidates fail.
func containsFold(s, sub string) bool {
	if len(sub) > len(s) {
		return false
	}
	// The candidates are in s[:limit]: a match needs len(sub) bytes.
	limit := len(s) - len(sub) + 1
	lower, upper := sub[0], sub[0]
	if 'a' <= lower && lower <= 'z' {
		upper = lower - 'a' + 'A'
	}
	next := func(from int, c byte) int {
		if i := strings.IndexByte(s[from:limit], c); i >= 0 {
			return from + i
		}
		return limit // none
	}
	lo, up := next(0, lower), limit
	if upper != lower {
		up = next(0, upper)
	}
	for {
		i := min(lo, up)
		if i == limit {
			return false
		}
		if hasPrefixFold(s[i+1:], sub[1:]) {
			return true
		}
		if i == lo {
			lo = next(i+1, lower)
		} else {
			up = next(i+1, upper)
		}
	}
}

func lowerByte(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}
