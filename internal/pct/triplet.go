package pct

import "github.com/go-iri/iri/internal/chars"

// UpperHex is the alphabet of the hex digits this module writes: RFC 3986
// §2.1 says producers SHOULD use upper case.
const UpperHex = "0123456789ABCDEF"

// IsTriplet reports whether s[i:] starts with a pct-encoded triplet: "%"
// and two hex digits.
func IsTriplet(s string, i int) bool {
	return i+2 < len(s) && s[i] == '%' && chars.IsHex(s[i+1]) && chars.IsHex(s[i+2])
}

// Octet returns the octet of the triplet at s[i], which must be one.
func Octet(s string, i int) byte { return Unhex(s[i+1])<<4 | Unhex(s[i+2]) }

// Unhex returns the value of the hex digit c: one lookup, no branch
// between digits and letters, which come mixed in encoded text.
func Unhex(c byte) byte { return hexValue[c] }

// hexValue gives the value of each hex digit (0 for other bytes): static
// data, no work at init.
var hexValue = [256]byte{
	'0': 0, '1': 1, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6, '7': 7, '8': 8, '9': 9,
	'A': 10, 'B': 11, 'C': 12, 'D': 13, 'E': 14, 'F': 15,
	'a': 10, 'b': 11, 'c': 12, 'd': 13, 'e': 14, 'f': 15,
}

// Upper returns the hex digit c in upper case.
func Upper(c byte) byte {
	if c >= 'a' && c <= 'f' {
		return c - 'a' + 'A'
	}
	return c
}

// IsLowerHex reports whether c is a lower-case hex letter.
func IsLowerHex(c byte) bool { return c >= 'a' && c <= 'f' }

// UpperInPlace rewrites, in place, the hex digits of every triplet of b
// in upper case (RFC 3986 §6.2.2.1), and returns b.
func UpperInPlace(b []byte) []byte {
	for i := 0; i+2 < len(b); i++ {
		if b[i] == '%' {
			b[i+1], b[i+2] = Upper(b[i+1]), Upper(b[i+2])
			i += 2
		}
	}
	return b
}
