package pct

import (
	"strings"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/chars"
)

// AppendEncoded appends every octet of s to dst as a %HH triplet.
func AppendEncoded(dst []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		dst = append(dst, '%', UpperHex[s[i]>>4], UpperHex[s[i]&15])
	}
	return dst
}

// AppendEncodedNonASCII appends src with every octet of a non-ASCII
// character written as %HH: the mapping of RFC 3987 §3.1 step 2.
func AppendEncodedNonASCII(dst []byte, src string) []byte {
	for i := 0; i < len(src); i++ {
		c := src[i]
		if c < utf8.RuneSelf {
			dst = append(dst, c)
			continue
		}
		dst = append(dst, '%', UpperHex[c>>4], UpperHex[c&15])
	}
	return dst
}

// An Escaper percent-encodes, as UTF-8 octets, what one component does
// not allow literally (RFC 3987 §3.3 defines this "for all sequences of
// Unicode characters, whether or not they are valid for the component"):
// the ASCII outside its class, octets that are not UTF-8, and the
// non-ASCII characters an IRI may not hold there (chars.IRIRune).
// Other non-ASCII characters stay.
//
// An Escaper is a composite literal, so that a package variable holding
// one costs no work at init.
type Escaper struct {
	Class   chars.Class // the ASCII that stands as it is...
	Except  string      // ...but for these bytes
	Private bool        // iprivate allowed (the query)
}

func (e *Escaper) allow(c byte) bool {
	return chars.In(c, e.Class) && (e.Except == "" || strings.IndexByte(e.Except, c) < 0)
}

// Len returns the length of s escaped.
func (e *Escaper) Len(s string) int {
	n := len(s)
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if !e.allow(c) {
				n += 2
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if !chars.IRIRune(r, e.Private) { // U+FFFD is no ucschar: invalid octets count
			n += 2 * size
		}
		i += size
	}
	return n
}

// Append appends s escaped to dst.
func (e *Escaper) Append(dst []byte, s string) []byte {
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if e.allow(c) {
				dst = append(dst, c)
			} else {
				dst = append(dst, '%', UpperHex[c>>4], UpperHex[c&15])
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if chars.IRIRune(r, e.Private) {
			dst = append(dst, s[i:i+size]...)
		} else {
			dst = AppendEncoded(dst, s[i:i+size])
		}
		i += size
	}
	return dst
}

// Escape returns s escaped, s itself when nothing needs it: one
// allocation at most.
func (e *Escaper) Escape(s string) string {
	n := e.Len(s)
	if n == len(s) {
		return s
	}
	b := e.Append(make([]byte, 0, n), s)
	return chars.Frozen(b) // b is not written again
}
