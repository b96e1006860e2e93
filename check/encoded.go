package check

import "unicode/utf8"

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
	o := h1&0xF<<4 | h2&0xF
	if o < 0x80 {
		return rune(o), 3, (h1|h2)&hexLower != 0
	}
	// The lead octet gives the number of continuation octets and the
	// least character that many may hold; then the character, strict
	// UTF-8 by RFC 3629 §3: every continuation octet 10xxxxxx, no
	// overlong form, no surrogate, nothing past U+10FFFF.
	var least rune
	switch {
	case o < 0xC2: // a continuation octet, or C0, C1: an overlong form
		return 0, 0, false
	case o < 0xE0:
		r, least, n = rune(o&0x1F), 0x80, 6
	case o < 0xF0:
		r, least, n = rune(o&0x0F), 0x800, 9
	case o < 0xF5:
		r, least, n = rune(o&0x07), 0x10000, 12
	default:
		return 0, 0, false
	}
	if i+n > len(s) {
		return 0, 0, false
	}
	w := s[i+3 : i+n] // one slice of s, no bounds check for each byte
	flags := h1 | h2
	for j := 0; j+2 < len(w); j += 3 {
		c, f := continuation(w[j], w[j+1], w[j+2])
		if c&0xC0 != 0x80 {
			return 0, 0, false
		}
		r = r<<6 | rune(c&0x3F)
		flags |= f
	}
	if flags&notPercent != 0 || r < least || r > utf8.MaxRune || r&^0x7FF == 0xD800 {
		return 0, 0, false
	}
	return r, n, flags&hexLower != 0
}

// continuation decodes the triplet of the octets p, a, b: the octet that
// the hex digits a and b make, and the flags of the digits (hexLower),
// with notPercent when p is not "%".
func continuation(p, a, b byte) (byte, byte) {
	h1, h2 := hexDigit[a], hexDigit[b]
	f := h1 | h2
	if p != '%' {
		f |= notPercent
	}
	return h1&0xF<<4 | h2&0xF, f
}

// notPercent marks, in the flags of continuation, a triplet that does not
// start with "%".
const notPercent = 0x40

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
