package pct

import (
	"strings"
	"unicode/utf8"
)

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
		if !IsTriplet(s, 3*k) {
			return 0, 0
		}
		b := Octet(s, 3*k)
		if b < lo || b > hi {
			return 0, 0 // overlong, surrogate, out of range, or not a continuation
		}
		lo, hi = 0x80, 0xBF
		r = r<<6 | rune(b&0x3F)
	}
	return r, 3 * n
}

// AppendDecoded appends s to dst with every %HH decoded into the octet it
// stands for, whatever it is. It returns the offset of the first "%" that
// two hex digits do not follow, or -1.
func AppendDecoded(dst []byte, s string) ([]byte, int) {
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			dst = append(dst, s[i])
			continue
		}
		if !IsTriplet(s, i) {
			return dst, i
		}
		dst = append(dst, Octet(s, i))
		i += 2
	}
	return dst, -1
}

// AppendLenientDecoded appends s to dst with every %HH decoded into the
// octet it stands for, and a "%" that two hex digits do not follow kept
// as it is: the percent-decode of the URL Standard (§1.3), which never
// fails.
func AppendLenientDecoded(dst []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if IsTriplet(s, i) {
			dst = append(dst, Octet(s, i))
			i += 2
			continue
		}
		dst = append(dst, s[i])
	}
	return dst
}

// Unescape decodes every %HH of s. It fails (ok false) where the package
// iri's Unescape does: on an s that is not UTF-8, a "%" without two hex
// digits, and decoded octets that are not UTF-8. An s without "%" is
// returned as it is.
func Unescape(s string) (decoded string, ok bool) {
	if !utf8.ValidString(s) {
		return "", false
	}
	if strings.IndexByte(s, '%') < 0 {
		return s, true
	}
	b, bad := AppendDecoded(make([]byte, 0, len(s)), s)
	if bad >= 0 || !utf8.Valid(b) {
		return "", false
	}
	return string(b), true
}

// InDotSegment reports whether the "%2E" at offset i of path lies in a
// segment made of one or two dots, encoded or not: decoding it would make
// a dot segment.
func InDotSegment(path string, i int) bool {
	start := strings.LastIndexByte(path[:i], '/') + 1
	end := strings.IndexByte(path[i:], '/')
	if end < 0 {
		end = len(path)
	} else {
		end += i
	}
	dots := 0
	for seg := path[start:end]; seg != ""; dots++ {
		switch {
		case seg[0] == '.':
			seg = seg[1:]
		case len(seg) >= 3 && seg[0] == '%' && seg[1] == '2' && (seg[2] == 'E' || seg[2] == 'e'):
			seg = seg[3:]
		default:
			return false
		}
	}
	return dots == 1 || dots == 2
}
