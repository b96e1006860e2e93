package whatwg

import "math/bits"

//go:generate go run gen_byte_classes.go

// A charSet is a set of bytes: classes of byteClass (byte_classes.go,
// which gen_byte_classes.go writes from the standard's definitions). A
// byte is tested with one table load.
type charSet uint16

// has reports whether c is in s.
func (s charSet) has(c byte) bool { return byteClass[c]&uint16(s) != 0 }

// span returns where the longest run of str from offset k, 0 <= k <=
// len(str), with no byte in s ends: the parser's step over bytes that stay
// as they are, four at a time.
//
// It has no branch the processor cannot predict but the one that ends its
// loop: where a run ends inside a word of four bytes is counted, not
// looped to, and the last bytes of str are read as the last word of str,
// overlapping bytes already passed. Loops whose end could not be
// predicted, at the end of nearly every run, cost more than the call
// (span is too big to be inlined).
func (s charSet) span(str string, k int) int {
	// The classes of four bytes in the four lanes of a word, and s in
	// each lane: a lane of the two ANDed is not zero where a byte is in s.
	lanes := uint64(s) * 0x0001_0001_0001_0001
	for ; k < len(str)-3; k += 4 {
		if m := classes4(str[k:k+4]) & lanes; m != 0 {
			return k + bits.TrailingZeros64(m)>>4
		}
	}
	if len(str) < 4 {
		for ; k < len(str) && !s.has(str[k]); k++ {
		}
		return k
	}
	// The last word, without the lanes of the bytes before k, passed; no
	// lane left is 4 lanes, which ends the run at len(str).
	last := len(str) - 4
	m := classes4(str[last:]) & lanes &^ (1<<(16*(k-last)) - 1)
	return last + bits.TrailingZeros64(m)>>4
}

// classes4 returns the classes of the first four bytes of w, in the four
// lanes of a word, the first byte's lowest.
func classes4(w string) uint64 {
	_ = w[3]
	return uint64(byteClass[w[0]]) | uint64(byteClass[w[1]])<<16 | uint64(byteClass[w[2]])<<32 | uint64(byteClass[w[3]])<<48
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
)

// hashSet holds "#", which ends a query (§4.4, query state).
const hashSet charSet = clsHash

// pathEnd holds the bytes that end a path segment when there is no state
// override: "/", "?" and "#", and "\" in a special URL (index 1).
var pathEnd = [2]charSet{clsPathEnd, clsPathEnd | clsBackslash}

// segmentsStop holds the bytes that end a run of whole path segments
// (runSet.spanSegments) when there is no state override: the path set,
// which holds "?" and "#", and "\" in a special URL (index 1); not "/".
var segmentsStop = [2]runSet{runPath, runPathSpecial}

// pathStop holds the bytes that end a path segment or are percent-encoded
// in one: the bytes a segment that is its own serialization stops at.
var pathStop = [2]runSet{runPath | runSlash, runPathSpecial | runSlash}

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

// run returns the runSet of s, one of the sets encode is given, which
// spans eight bytes at a time, or 0 where s has none (TestRunSets holds
// each to its charSet). Query hands encodeTo its runSets itself.
func (s charSet) run() runSet {
	switch s {
	case specialQuerySet:
		return runSpecialQuery
	case querySet:
		return runQuery
	case fragmentSet:
		return runFragment
	case pathSet:
		return runPath
	}
	return 0
}
