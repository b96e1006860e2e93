package whatwg

import (
	"math/bits"
	"unsafe"
)

// spanSegments is span over path segments: it returns where the longest
// run of str from offset k, the start of a segment, ends that has no byte
// in s and no segment that starts with "." or "%" (clsDotOrPercent): only
// such a segment may be a single-dot or double-dot segment (URL Standard
// §4.1), so every segment of the run is its own serialization, however
// many there are, without a look at each (a "/" is not in s).
//
// A "." or "%" starts a segment where the byte before it is a "/" (or a
// "?" or "#", which are in s and end the run first): the lanes of "/"
// (clsPathEnd) moved up one lane and onto clsDotOrPercent, the lane of
// the last byte of a word carried into the first of the next.
func (s charSet) spanSegments(str string, k int) int {
	const (
		ones = 0x0001_0001_0001_0001
		// From clsPathEnd to clsDotOrPercent in the lane above.
		up = 16 + 13 - 6
	)
	p := unsafe.Pointer(unsafe.StringData(str))
	stop := uint64(s) * ones
	// carry is clsDotOrPercent where the byte before k ends a segment:
	// str[k] starts one.
	carry := uint64(clsDotOrPercent)
	for ; k < len(str)-3; k += 4 {
		c := classes4(p, k)
		sep := c & (clsPathEnd * ones)
		if m := c&stop | (sep<<up|carry)&c&(clsDotOrPercent*ones); m != 0 {
			return k + bits.TrailingZeros64(m)>>4
		}
		carry = sep >> (48 - 13 + 6)
	}
	if len(str) < 4 {
		for ; k < len(str); k++ {
			c := uint64(byteClass[str[k]])
			if c&uint64(s) != 0 || carry&c != 0 {
				break
			}
			carry = c & clsPathEnd << (13 - 6)
		}
		return k
	}
	// The last word, as span reads it: the lanes of the bytes before k
	// are passed, and the lane of str[k] takes carry, not the lane below
	// it, which is a byte before k.
	last := len(str) - 4
	passed := uint64(1)<<(16*(k-last)) - 1
	c := classes4(p, last) &^ passed
	sep := c & (clsPathEnd * ones)
	m := c&stop | (sep<<up|carry<<(16*(k-last)))&c&(clsDotOrPercent*ones)
	return last + bits.TrailingZeros64(m)>>4
}
