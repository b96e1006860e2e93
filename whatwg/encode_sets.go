package whatwg

import "unsafe"

//go:generate go run gen_byte_classes.go

// A charSet is a set of bytes: classes of byteClass (byte_classes.go,
// which gen_byte_classes.go writes from the standard's definitions). A
// byte is tested with one table load.
type charSet uint16

// has reports whether c is in s.
func (s charSet) has(c byte) bool { return byteClass[c]&uint16(s) != 0 }

// span returns where the longest run of str from offset k, 0 <= k <=
// len(str), with no byte in s ends: the parser's step over bytes that stay
// as they are, four at a time. It takes the offset, not str[k:], whose
// slicing cost more than a short run's step; the callers' offsets are
// never negative, and span does not check it (a check would keep it from
// being inlined).
func (s charSet) span(str string, k int) int {
	// Four bytes are read through a pointer, without the bounds checks
	// and the slicing of str[k:][:4] at each step.
	p := unsafe.Pointer(unsafe.StringData(str))
	for ; k < len(str)-3; k += 4 {
		if w := (*[4]byte)(unsafe.Add(p, k)); (byteClass[w[0]]|byteClass[w[1]]|byteClass[w[2]]|byteClass[w[3]])&uint16(s) != 0 {
			break
		}
	}
	for ; k < len(str) && byteClass[*(*byte)(unsafe.Add(p, k))]&uint16(s) == 0; k++ {
	}
	return k
}

// The percent-encode sets of URL Standard §1.3 (percent-encoded bytes).
// Every byte of a non-ASCII character is in each of them.
const (
	c0ControlSet    charSet = clsC0Control
	fragmentSet     charSet = clsFragment
	querySet        charSet = clsQuery
	specialQuerySet charSet = clsSpecialQuery
	pathSet         charSet = clsPath
	userinfoSet     charSet = clsUserinfo
)

// The other sets of code points the parser tests.
const (
	// forbiddenHost is the set of forbidden host code points (§3.2).
	forbiddenHost charSet = clsForbiddenHost
	// forbiddenDomain is the set of forbidden domain code points (§3.2).
	forbiddenDomain charSet = clsForbiddenDomain
	// urlCodePointASCII is the ASCII part of the URL code points (§4.3).
	urlCodePointASCII charSet = clsURLCodePoint
	// plainDomain holds the bytes that take a host off the domain
	// parser's path for lower-case ASCII: non-ASCII, "%", upper-case
	// letters and the forbidden domain code points.
	plainDomain charSet = clsForbiddenDomain | clsC0Control | clsUpper
)

// pathEnd holds the bytes that end a path segment when there is no state
// override: "/", "?" and "#", and "\" in a special URL (index 1).
var pathEnd = [2]charSet{clsPathEnd, clsPathEnd | clsBackslash}

// pathStop holds the bytes that end a path segment or are percent-encoded
// in one: the bytes a segment that is its own serialization stops at.
var pathStop = [2]charSet{clsPath | clsPathEnd, clsPath | clsPathEnd | clsBackslash}

// authorityEnd holds the bytes that end an authority or a host (URL
// Standard §4.4, authority and host states): "/", "?" and "#", and "\" in
// a special URL (index 1).
var authorityEnd = pathEnd

// isURLCodePoint reports whether r is a URL code point (§4.3).
func isURLCodePoint(r rune) bool {
	if r < 0x80 {
		return urlCodePointASCII.has(byte(r))
	}
	if r < 0xA0 || r > 0x10FFFD || r >= 0xD800 && r <= 0xDFFF {
		return false
	}
	// Noncharacters: U+FDD0 to U+FDEF, and the last two of each plane.
	return !(r >= 0xFDD0 && r <= 0xFDEF || r&0xFFFE == 0xFFFE)
}
