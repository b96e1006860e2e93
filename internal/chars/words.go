package chars

import "math/bits"

// The lane arithmetic of the module's scans (SWAR: SIMD within a
// register): eight bytes read as one little-endian word, byte j in lane j
// (bits 8j to 8j+7), and tests that set the high bit of a lane. Every
// function here inlines, so that a scan written with them compiles to
// what it would be written out.

const (
	// Ones has 1 in every lane: b*Ones is b in every lane.
	Ones uint64 = 0x0101010101010101
	// Highs is the high bit of every lane: the bits the tests set.
	Highs uint64 = 0x8080808080808080
)

// Word returns the first eight bytes of s (at least eight long) as a
// word, s[0] in its lowest lane. The compiler makes it one load.
func Word(s string) uint64 {
	_ = s[7]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// FirstZeroLanes returns the high bit of the lowest lane of v that is 0,
// and maybe of lanes above it (a lane above a zero one may borrow and be
// set too), 0 when no lane is 0: exact in its lowest set bit, which is
// all a scan for the first match reads (FirstLane).
func FirstZeroLanes(v uint64) uint64 {
	return (v - Ones) &^ v & Highs
}

// ZeroLanes returns the high bit of every lane of v that is 0, and of no
// other: exact, for a scan that reads more than the lowest match (the
// last one, LastLane). It costs two operations more than FirstZeroLanes.
func ZeroLanes(v uint64) uint64 {
	const lows = ^Highs
	// The high bit of each lane of (v&lows)+lows is set when the lane's
	// low seven bits are not all zero; with v's own high bit, when the
	// lane is not zero. No carry crosses lanes.
	return ^((v&lows + lows) | v | lows)
}

// FirstByteLanes is FirstZeroLanes for the lanes of v that hold b.
func FirstByteLanes(v uint64, b byte) uint64 {
	return FirstZeroLanes(v ^ uint64(b)*Ones)
}

// FirstLessLanes returns the high bit of the lowest lane of v whose byte
// is less than n (at most 0x80), and maybe of lanes above it, as
// FirstZeroLanes does (Anderson, "Bit Twiddling Hacks": determine if a
// word has a byte less than n).
func FirstLessLanes(v uint64, n byte) uint64 {
	return (v - uint64(n)*Ones) &^ v & Highs
}

// LanesBelow returns the high bits of the lanes 0 to n-1, n from 0 to 8:
// the mask that keeps the first n bytes of a word.
func LanesBelow(n int) uint64 {
	return Highs & (1<<(8*n) - 1)
}

// FirstLane returns the lane of the lowest bit of m, which is not 0.
func FirstLane(m uint64) int {
	return bits.TrailingZeros64(m) >> 3
}

// LastLane returns the lane of the highest bit of m, which is not 0.
func LastLane(m uint64) int {
	return (63 - bits.LeadingZeros64(m)) >> 3
}
