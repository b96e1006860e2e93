package check

// encodedChar decodes the percent-encoded character at s[i] of a valid
// IRI, where every "%" starts a triplet (RFC 3987 §2.2 pct-encoded): an
// ASCII octet, or the two to four octets of a character in strict UTF-8
// (RFC 3629 §4: no overlong form, no surrogate, nothing past U+10FFFF),
// as pct.DecodeRune reads them. It returns the character, the length of
// its triplets in bytes, and whether one of their hex digits is in lower
// case; n is 0 where the octets are not UTF-8, which percentEncoded
// reports. The pass over the characters decodes every encoded character
// with it, once: one table lookup a hex digit, no separate look at its
// case.
func encodedChar(s string, i int) (r rune, n int, lower bool) {
	h1, h2 := hexDigit[s[i+1]], hexDigit[s[i+2]]
	seen := h1 | h2
	o := h1&0xF<<4 | h2&0xF
	if o < 0x80 {
		return rune(o), 3, seen&hexLower != 0
	}
	// The lead octet gives the number of continuation octets and the
	// range of the first (RFC 3629 §4's table).
	lo, hi := byte(0x80), byte(0xBF)
	switch {
	case o < 0xC2:
		return 0, 0, false
	case o < 0xE0:
		r, n = rune(o&0x1F), 6
	case o < 0xF0:
		r, n = rune(o&0x0F), 9
		if o == 0xE0 {
			lo = 0xA0
		} else if o == 0xED {
			hi = 0x9F
		}
	case o < 0xF5:
		r, n = rune(o&0x07), 12
		if o == 0xF0 {
			lo = 0x90
		} else if o == 0xF4 {
			hi = 0x8F
		}
	default:
		return 0, 0, false
	}
	if i+n > len(s) {
		return 0, 0, false
	}
	for j := i + 3; j < i+n; j += 3 {
		if s[j] != '%' {
			return 0, 0, false
		}
		h1, h2 := hexDigit[s[j+1]], hexDigit[s[j+2]]
		seen |= h1 | h2
		c := h1&0xF<<4 | h2&0xF
		if c < lo || c > hi {
			return 0, 0, false // not a continuation octet, or overlong, a surrogate, past U+10FFFF
		}
		lo, hi = 0x80, 0xBF
		r = r<<6 | rune(c&0x3F)
	}
	return r, n, seen&hexLower != 0
}

// hexLower marks a lower-case digit in hexDigit.
const hexLower = 0x10

// hexDigit gives the value of each hex digit, with hexLower for "a" to
// "f" (0 for other bytes, which a valid IRI has not after "%"): static
// data, no work at init.
var hexDigit = [256]byte{
	'0': 0, '1': 1, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6, '7': 7, '8': 8, '9': 9,
	'A': 10, 'B': 11, 'C': 12, 'D': 13, 'E': 14, 'F': 15,
	'a': 10 | hexLower, 'b': 11 | hexLower, 'c': 12 | hexLower, 'd': 13 | hexLower, 'e': 14 | hexLower, 'f': 15 | hexLower,
}
