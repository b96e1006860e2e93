package whatwg

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"
)

// nonASCIIRun is pctNonASCIIRun's walk: the end of the run and whether
// it is UTF-8. It wants the bytes appended to be the run's triplets, or
// none, whether the buffer has room for them all (the walk stores them as
// it goes), for some, or for none (it stores the rest after).
func nonASCIIRun(t *testing.T, s string, i int) (int, bool) {
	var buf [48]byte
	e, ok := checkPctNonASCIIRun(t, append(buf[:0], "ab"...), s, i)
	for _, room := range []int{0, 7, 13} { // room for no pair of triplets, one, two
		if e2, ok2 := checkPctNonASCIIRun(t, append(buf[:0:2+room], "ab"...), s, i); e2 != e || ok2 != ok {
			t.Fatalf("pctNonASCIIRun(%q, %d) gave %d, %v with room and %d, %v with %d bytes", s, i, e, ok, e2, ok2, room)
		}
	}
	return e, ok
}

func checkPctNonASCIIRun(t *testing.T, b []byte, s string, i int) (int, bool) {
	b, e, ok := pctNonASCIIRun(b, s, i)
	n := 0 // the bytes that are to be appended: the run's
	if ok {
		n = e - i
	}
	good := len(b) == 2+3*n && b[0] == 'a' && b[1] == 'b'
	for k := 0; good && k < n; k++ {
		c := s[i+k]
		good = b[2+3*k] == '%' && b[3+3*k] == upperHex[c>>4] && b[4+3*k] == upperHex[c&15]
	}
	if !good {
		t.Fatalf("pctNonASCIIRun(%q, %d) gave %q, %d, %v", s, i, string(b), e, ok)
	}
	return e, ok
}

const upperHex = "0123456789ABCDEF"

// runEnd is the walk as the parser once had it: the run's end by a walk,
// and utf8.ValidString on it.
func runEnd(s string, i int) (int, bool) {
	e := i
	for e < len(s) && s[e] >= utf8.RuneSelf {
		e++
	}
	return e, utf8.ValidString(s[i:e])
}

func checkNonASCIIRun(t *testing.T, s string) {
	t.Helper()
	for i := 0; i < len(s); i++ {
		if s[i] < utf8.RuneSelf {
			continue
		}
		e, ok := nonASCIIRun(t, s, i)
		if we, wok := runEnd(s, i); e != we || ok != wok {
			t.Fatalf("nonASCIIRun(%q, %d) = %d, %v; want %d, %v", s, i, e, ok, we, wok)
		}
	}
}

// TestNonASCIIRun holds pctNonASCIIRun to utf8.ValidString and to the
// triplets of the run on every string of up to three bytes, each followed
// by nothing, an ASCII byte or a non-ASCII one, and on every string of
// five bytes that are each a byte at the edge of a range of Table 3-7 or
// next to one. The strings of three bytes (50 million checks, most of the
// test's time) are read in parallel quarters, and left out with -short,
// as CI's run with the older Go has it: UTF-8 is the same in every Go,
// and the run with the newer reads them all.
func TestNonASCIIRun(t *testing.T) {
	for n := 1; n <= 2; n++ {
		checkNonASCIIRunsOfLength(t, n, 0, 1<<(8*n))
	}
	edges := []byte{0x00, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF}
	for _, c0 := range edges {
		for _, c1 := range edges {
			for _, c2 := range edges {
				for _, c3 := range edges {
					for _, c4 := range edges {
						checkNonASCIIRun(t, string([]byte{c0, c1, c2, c3, c4}))
					}
				}
			}
		}
	}
	if testing.Short() {
		t.Log("-short: the strings of three bytes are left out")
		return
	}
	const total, quarter = 1 << 24, 1 << 22
	for from := 0; from < total; from += quarter {
		t.Run(fmt.Sprintf("three bytes from %06x", from), func(t *testing.T) {
			t.Parallel()
			checkNonASCIIRunsOfLength(t, 3, from, from+quarter)
		})
	}
}

// checkNonASCIIRunsOfLength runs checkNonASCIIRun on the strings of n
// bytes whose little-endian values are from..to-1, each followed by
// nothing, an ASCII byte and a non-ASCII one.
func checkNonASCIIRunsOfLength(t *testing.T, n, from, to int) {
	var b [3]byte
	for v := from; v < to; v++ {
		for k := range n {
			b[k] = byte(v >> (8 * k))
		}
		checkNonASCIIRun(t, string(b[:n]))
		checkNonASCIIRun(t, string(b[:n])+"a")
		checkNonASCIIRun(t, string(b[:n])+"\x80")
	}
}

// FuzzNonASCIIRun holds pctNonASCIIRun to utf8.ValidString and to the
// triplets of the run, from every non-ASCII byte of any input.
func FuzzNonASCIIRun(f *testing.F) {
	f.Add("\xe0\xa0\x80a\xed\xa0\x80\xf4\x90\x80\x80\xc3")
	f.Add("бутилкаучук/передненебный.svg")
	f.Fuzz(checkNonASCIIRun)
}

// TestNonASCIIRunWithinCapacity holds pctNonASCIIRun's stores, made
// through pointers without bounds checks, to the capacity of the buffer
// it is given: the bytes of the array past it stay as they were, for
// every room from none to four pairs of triplets and a few, on runs of
// two-, three- and four-byte characters and bad bytes, of odd and even
// lengths, followed by nothing or by ASCII. It wants the triplets too.
func TestNonASCIIRunWithinCapacity(t *testing.T) {
	const canary = 0xAA
	for _, unit := range []string{"é", "€", "𝄞", "\xff", "é\xc3", "\xc3", "€é", "é€"} {
		for reps := 1; reps <= 6; reps++ {
			for _, tail := range []string{"", "a", "a\xc3\xa9"} {
				s := strings.Repeat(unit, reps) + tail
				for room := 0; room <= 30; room++ {
					var buf [64]byte
					for k := range buf {
						buf[k] = canary
					}
					b := append(buf[:0:2+room], "ab"...)
					checkPctNonASCIIRun(t, b, s, 0)
					for k := 2 + room; k < len(buf); k++ {
						if buf[k] != canary {
							t.Fatalf("pctNonASCIIRun(%q, 0) with room for %d bytes wrote byte %d of the array, past the capacity %d", s, room, k, 2+room)
						}
					}
				}
			}
		}
	}
}
