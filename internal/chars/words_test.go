package chars

import "testing"

// wordsOf calls f with every word whose eight lanes each hold one of
// values: len(values)^8 words.
func wordsOf(values []byte, f func(v uint64)) {
	n := len(values)
	total := 1
	for range 8 {
		total *= n
	}
	for k := range total {
		var v uint64
		for j := range 8 {
			v |= uint64(values[k%n]) << (8 * j)
			k /= n
		}
		f(v)
	}
}

// laneMask is the reference the tests hold the lane functions to: the
// high bit of each lane j of v for which match(byte j) holds.
func laneMask(v uint64, match func(byte) bool) uint64 {
	var m uint64
	for j := range 8 {
		if match(byte(v >> (8 * j))) {
			m |= 0x80 << (8 * j)
		}
	}
	return m
}

// lowestBit is m's lowest set bit alone.
func lowestBit(m uint64) uint64 { return m & -m }

// TestWord wants the bytes in their lanes, the first lowest.
func TestWord(t *testing.T) {
	if got := Word("\x01\x02\x03\x04\x05\x06\x07\x08tail"); got != 0x0807060504030201 {
		t.Errorf("Word = %#x", got)
	}
}

// TestLaneTests holds each test to the byte-by-byte reference on every
// word made of the bytes around its edges: ZeroLanes on every lane, the
// First ones on the lowest lane (and on no lane where none matches).
func TestLaneTests(t *testing.T) {
	for _, b := range []byte{0x00, 0x01, '%', '-', '.', 0x7F, 0x80, 0xFF} {
		values := []byte{b, b - 1, b + 1, b ^ 0x80}
		wordsOf(values, func(v uint64) {
			want := laneMask(v, func(c byte) bool { return c == b })
			if got := FirstByteLanes(v, b); lowestBit(got) != lowestBit(want) || got&^Highs != 0 {
				t.Fatalf("FirstByteLanes(%#016x, %#x) = %#x, want the lowest bit of %#x", v, b, got, want)
			}
		})
	}
	wordsOf([]byte{0x00, 0x01, 0x7F, 0x80, 0xFF}, func(v uint64) {
		want := laneMask(v, func(c byte) bool { return c == 0 })
		if got := ZeroLanes(v); got != want {
			t.Fatalf("ZeroLanes(%#016x) = %#x, want %#x", v, got, want)
		}
		if got := FirstZeroLanes(v); lowestBit(got) != lowestBit(want) {
			t.Fatalf("FirstZeroLanes(%#016x) = %#x, want the lowest bit of %#x", v, got, want)
		}
	})
	for _, n := range []byte{0x01, 0x0E, 0x20, 0x80} {
		wordsOf([]byte{0x00, n - 1, n, n + 1, 0xFF}, func(v uint64) {
			want := laneMask(v, func(c byte) bool { return c < n })
			if got := FirstLessLanes(v, n); lowestBit(got) != lowestBit(want) {
				t.Fatalf("FirstLessLanes(%#016x, %#x) = %#x, want the lowest bit of %#x", v, n, got, want)
			}
		})
	}
}

// TestLanes wants LanesBelow to keep the first n lanes, and FirstLane and
// LastLane to find the lanes of the lowest and highest bit.
func TestLanes(t *testing.T) {
	for n := 0; n <= 8; n++ {
		if got, want := LanesBelow(n), laneMask(0, func(byte) bool { return true })&(1<<(8*n)-1); got != want {
			t.Errorf("LanesBelow(%d) = %#x, want %#x", n, got, want)
		}
	}
	for bit := range 64 {
		m := uint64(1) << bit
		if FirstLane(m) != bit/8 || LastLane(m) != bit/8 || FirstLane(m|1<<63) != bit/8 || LastLane(m|1) != bit/8 {
			t.Errorf("bit %d: FirstLane %d, LastLane %d", bit, FirstLane(m), LastLane(m))
		}
	}
}
