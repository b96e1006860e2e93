package check

import (
	"unicode/utf8"

	"github.com/go-iri/iri/internal/chars"
)

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
//
// The triplets of a character of one to three octets are read as one
// word of s (and the byte after it, for three), their hex digits turned
// into octets lane by lane: no loop, no lookup a digit. Four octets and
// text shorter than a word take encodedTriplets.
func encodedChar(s string, i int) (r rune, n int, lower bool) {
	var v uint64
	switch {
	case i+8 <= len(s):
		v = chars.Word(s[i : i+8])
	case len(s) >= 8:
		// The last word of s, shifted down to s[i]: the lanes past the end
		// are 0, not "%".
		v = chars.Word(s[len(s)-8:]) >> (8 * (i + 8 - len(s)))
	default:
		return encodedTriplets(s, i)
	}
	// The value of each hex digit (a letter has the bit 0x40: add 9 to its
	// low nibble), and the lanes of the lower-case letters (0x40 and 0x20).
	// Lanes that are not hex digits get values that nothing reads: the
	// grammar puts two hex digits after a "%", and a triplet without its
	// "%" is refused.
	const lows = 0x0F0F0F0F0F0F0F0F
	nib := v&lows + v>>6&chars.Ones*9
	low := v & (v << 1) & 0x4040404040404040
	o := octetAt(nib, 1)
	switch {
	case o < 0x80:
		return rune(o), 3, low&lanes12 != 0
	case o < 0xC2: // a continuation octet, or C0, C1: an overlong form
		return 0, 0, false
	case o < 0xE0:
		c := octetAt(nib, 4)
		if byte(v>>24) != '%' || c&0xC0 != 0x80 {
			return 0, 0, false
		}
		return rune(o&0x1F)<<6 | rune(c&0x3F), 6, low&lanes1245 != 0
	case o < 0xF0 && i+9 <= len(s):
		h := hexDigit[s[i+8]]
		c1, c2 := octetAt(nib, 4), byte(nib>>56)<<4|h&0xF
		r = rune(o&0x0F)<<12 | rune(c1&0x3F)<<6 | rune(c2&0x3F)
		if byte(v>>24) != '%' || byte(v>>48) != '%' || c1&0xC0 != 0x80 || c2&0xC0 != 0x80 ||
			r < 0x800 || r&^0x7FF == 0xD800 {
			return 0, 0, false
		}
		return r, 9, low&lanes12457 != 0 || h&hexLower != 0
	}
	return encodedTriplets(s, i)
}

// octetAt returns the octet of the hex digits in the lanes j and j+1 of
// nib, which holds a digit's value in each lane.
func octetAt(nib uint64, j int) byte {
	return byte(nib>>(8*j))<<4 | byte(nib>>(8*j+8))&0xF
}

// The bits of the lower-case lanes (see encodedChar) of the hex digits of
// one, two and three triplets at the start of a word.
const (
	lanes12    = 0x0000000000404000
	lanes1245  = 0x0000404000404000
	lanes12457 = 0x4000404000404000
)

// encodedTriplets is encodedChar for any text, reading the triplets one by
// one.
func encodedTriplets(s string, i int) (r rune, n int, lower bool) {
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
