package uts46

import (
	"math/rand/v2"
	"testing"
)

// divSmallXs returns the dividends the tests try: every number below
// 1<<16, the numbers around each multiple of d near 1<<31 and its powers
// of two, and random ones below 1<<31.
func divSmallXs(d uint32, rng *rand.Rand) []uint32 {
	var xs []uint32
	for x := range uint32(1 << 16) {
		xs = append(xs, x)
	}
	for _, top := range []uint32{1<<31 - 1, 1 << 30, 1 << 24, 1 << 20} {
		base := top / d * d
		for x := base - 2*d; x <= base+d && x < 1<<31; x++ {
			xs = append(xs, x)
		}
	}
	for range 1 << 12 {
		xs = append(xs, rng.Uint32N(1<<31))
	}
	return xs
}

// TestDivSmall holds divSmall to Go's division for every divisor it
// takes, and reciprocals to its definition.
func TestDivSmall(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for d := uint32(1); d <= maxFastLabel+1; d++ {
		if want := (1<<63 + uint64(d) - 1) / uint64(d); reciprocals[d] != want {
			t.Errorf("reciprocals[%d] = %#x, want %#x", d, reciprocals[d], want)
		}
		for _, x := range divSmallXs(d, rng) {
			if q, r := divSmall(x, int32(d)); q != x/d || r != x%d {
				t.Fatalf("divSmall(%d, %d) = %d, %d; want %d, %d", x, d, q, r, x/d, x%d)
			}
		}
	}
}

// TestDecodeAdapt holds decodeAdapt to punyAdapt, RFC 3492 §6.1 written
// out with divisions, and adaptTail to its definition.
func TestDecodeAdapt(t *testing.T) {
	for delta := range int32(len(adaptTail)) {
		if want := (punyBase - punyTMin + 1) * delta / (delta + punySkew); int32(adaptTail[delta]) != want {
			t.Errorf("adaptTail[%d] = %d, want %d", delta, adaptTail[delta], want)
		}
	}
	if len(adaptTail) != (punyBase-punyTMin)*punyTMax/2+1 {
		t.Errorf("adaptTail has %d entries, want one for each delta up to %d", len(adaptTail), (punyBase-punyTMin)*punyTMax/2)
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for n := int32(1); n <= maxFastLabel+1; n++ {
		for _, delta := range divSmallXs(uint32(n), rng) {
			for _, first := range []bool{false, true} {
				if got, want := decodeAdapt(delta, n, first), punyAdapt(int32(delta), n, first); got != want {
					t.Fatalf("decodeAdapt(%d, %d, %v) = %d, punyAdapt %d", delta, n, first, got, want)
				}
			}
		}
	}
}
