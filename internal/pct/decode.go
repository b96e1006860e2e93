package pct

import "github.com/go-iri/iri/internal/chars"

// DecodeRune decodes the UTF-8 sequence written as %HH triplets at the
// start of s (which starts with a triplet for a non-ASCII octet). It
// returns the character and the length of its triplets, or 0 when the
// octets there are not strictly valid UTF-8.
func DecodeRune(s string) (rune, int) {
	lead := Octet(s, 0)
	// The lengths and second-octet ranges of RFC 3629 §4 (as
	// utf8.DecodeRune checks them), decided on the hex digits directly:
	// the checker and ToIRI decode every encoded character.
	n, lo, hi := 0, byte(0x80), byte(0xBF)
	switch {
	case lead >= 0xC2 && lead <= 0xDF:
		n = 2
	case lead == 0xE0:
		n, lo = 3, 0xA0
	case lead == 0xED:
		n, hi = 3, 0x9F
	case lead >= 0xE1 && lead <= 0xEF:
		n = 3
	case lead == 0xF0:
		n, lo = 4, 0x90
	case lead == 0xF4:
		n, hi = 4, 0x8F
	case lead >= 0xF1 && lead <= 0xF3:
		n = 4
	default:
		return 0, 0
	}
	if len(s) < 3*n {
		return 0, 0
	}
	r := rune(lead & (0x7F >> n))
	for k := 1; k < n; k++ {
		t := s[3*k : 3*k+3]
		if t[0] != '%' || !chars.IsHex(t[1]) || !chars.IsHex(t[2]) {
			return 0, 0
		}
		b := Octet(t, 0)
		if b < lo || b > hi {
			return 0, 0 // overlong, surrogate, out of range, or not a continuation
		}
		lo, hi = 0x80, 0xBF
		r = r<<6 | rune(b&0x3F)
	}
	return r, 3 * n
}
