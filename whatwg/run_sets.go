package whatwg

import "math/bits"

// A runSet is a set of bytes of runClass (byte_classes.go): the sets the
// parser spans most (a query, a fragment, a host, path segments), one bit
// a byte, so that one word holds the bits of eight bytes, where a charSet,
// with its sixteen, holds four.
type runSet uint8

// span is charSet.span eight bytes at a time: it returns where the
// longest run of str from offset k, 0 <= k <= len(str), with no byte in s
// ends. The last bytes of str are read as its last word, overlapping
// bytes already passed; a string shorter than eight bytes is walked a
// byte at a time.
func (s runSet) span(str string, k int) int {
	lanes := uint64(s) * 0x0101_0101_0101_0101
	for ; k < len(str)-7; k += 8 {
		if m := runClasses8(str[k:k+8]) & lanes; m != 0 {
			return k + bits.TrailingZeros64(m)>>3
		}
	}
	if len(str) < 8 {
		for ; k < len(str) && runClass[str[k]]&uint8(s) == 0; k++ {
		}
		return k
	}
	// The last word, without the lanes of the bytes before k, passed; no
	// lane left is 8 lanes, which ends the run at len(str).
	last := len(str) - 8
	m := runClasses8(str[last:]) & lanes &^ (1<<(8*(k-last)) - 1)
	return last + bits.TrailingZeros64(m)>>3
}

// spanSegments is runSet.span over path segments, s being runPath or
// runPathSpecial: it returns where the longest run of str from offset k
// (the start of a segment if segmentStart) ends that has no byte in s and no segment that
// starts with "." or "%" (runDotOrPercent): only such a segment may be a
// single-dot or double-dot segment (URL Standard §4.1), so every segment
// of the run is its own serialization, however many there are, without a
// look at each ("/" is not in s).
//
// A "." or "%" starts a segment where the byte before it is a "/" (a "?"
// or "#" before it is in s, and ends the run first): the lanes of "/"
// (runSlash, bit 6) moved up one lane and one bit, onto runDotOrPercent
// (bit 7), the last lane carried into the first of the next word.
func (s runSet) spanSegments(str string, k int, segmentStart bool) int {
	const (
		ones  = 0x0101_0101_0101_0101
		slash = uint64(runSlash) * ones
		dots  = uint64(runDotOrPercent) * ones
	)
	stop := uint64(s) * ones
	// carry is runDotOrPercent where the byte before k ends a segment:
	// str[k] starts one.
	carry := uint64(runDotOrPercent) * b2u64(segmentStart)
	for ; k < len(str)-7; k += 8 {
		c := runClasses8(str[k : k+8])
		sep := c & slash
		if m := c&stop | (sep<<9|carry)&c&dots; m != 0 {
			return k + bits.TrailingZeros64(m)>>3
		}
		carry = sep >> (56 + 6 - 7)
	}
	if len(str) < 8 {
		for ; k < len(str); k++ {
			c := uint64(runClass[str[k]])
			if c&stop != 0 || carry&c != 0 {
				break
			}
			carry = c & uint64(runSlash) << 1
		}
		return k
	}
	// The last word, as span reads it: the lanes of the bytes before k
	// are passed, and the lane of str[k] takes carry, not the lane below
	// it, which is a byte before k.
	last := len(str) - 8
	c := runClasses8(str[last:]) &^ (1<<(8*(k-last)) - 1)
	sep := c & slash
	m := c&stop | (sep<<9|carry<<(8*(k-last)))&c&dots
	return last + bits.TrailingZeros64(m)>>3
}

// runClasses8 returns the runSets of the first eight bytes of w, in the
// eight lanes of a word, the first byte's lowest.
func runClasses8(w string) uint64 {
	_ = w[7]
	return uint64(runClass[w[0]]) | uint64(runClass[w[1]])<<8 | uint64(runClass[w[2]])<<16 | uint64(runClass[w[3]])<<24 |
		uint64(runClass[w[4]])<<32 | uint64(runClass[w[5]])<<40 | uint64(runClass[w[6]])<<48 | uint64(runClass[w[7]])<<56
}
