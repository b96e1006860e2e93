package chars

import (
	"strings"
	"testing"
)

// TestIsASCII holds IsASCII to NonASCIICount on every byte alone and at
// each place of a longer string.
func TestIsASCII(t *testing.T) {
	for c := 0; c < 256; c++ {
		for _, s := range []string{string([]byte{byte(c)}), "abcdefgh" + string([]byte{byte(c)}) + "ij", string([]byte{byte(c)}) + "abcdefghij"} {
			if got, want := IsASCII(s), NonASCIICount(s) == 0; got != want {
				t.Errorf("IsASCII(%q) = %v, want %v", s, got, want)
			}
		}
	}
	if !IsASCII("") {
		t.Error(`IsASCII("") = false`)
	}
}

// TestASCIIPrefix holds ASCIIPrefix, which reads eight bytes at a time,
// to a reading byte by byte, with a byte of every value at each place of
// strings of every length up to 24.
func TestASCIIPrefix(t *testing.T) {
	for n := 0; n <= 24; n++ {
		if got := ASCIIPrefix(strings.Repeat("a", n)); got != n {
			t.Errorf("ASCIIPrefix of %d ASCII bytes = %d", n, got)
		}
		for k := 0; k < n; k++ {
			for c := 0; c < 256; c++ {
				b := []byte(strings.Repeat("a", n))
				b[k] = byte(c)
				want := n
				if c >= 0x80 {
					want = k
				}
				if got := ASCIIPrefix(string(b)); got != want {
					t.Errorf("ASCIIPrefix(%q) = %d, want %d", b, got, want)
				}
			}
		}
	}
}

// TestNonASCIICount holds NonASCIICount, which counts eight bytes at a
// time, to a count byte by byte, with a non-ASCII byte at each place of
// strings of every length up to 24.
func TestNonASCIICount(t *testing.T) {
	for n := 0; n <= 24; n++ {
		for k := 0; k < n; k++ {
			for _, c := range []byte{0x80, 0xC3, 0xFF} {
				b := []byte(strings.Repeat("a", n))
				b[k] = c
				for j := k; j < n; j += 3 {
					b[j] = c // and every third byte after it
				}
				want := 0
				for _, x := range b {
					if x >= 0x80 {
						want++
					}
				}
				if got := NonASCIICount(string(b)); got != want {
					t.Errorf("NonASCIICount(%q) = %d, want %d", b, got, want)
				}
			}
		}
	}
}

// TestCaseOf holds CaseOf to a byte-by-byte reading on every byte value
// in every position of strings of up to 17 bytes.
func TestCaseOf(t *testing.T) {
	for n := 1; n <= 17; n++ {
		for pos := 0; pos < n; pos++ {
			for c := 0; c < 256; c++ {
				b := []byte(strings.Repeat("a", n))
				b[pos] = byte(c)
				up, high := CaseOf(string(b))
				if want := c >= 'A' && c <= 'Z'; up != want {
					t.Fatalf("CaseOf(%q) upper = %v", b, up)
				}
				if want := c >= 0x80; high != want {
					t.Fatalf("CaseOf(%q) nonASCII = %v", b, high)
				}
			}
		}
	}
	if up, high := CaseOf(""); up || high {
		t.Error("CaseOf(\"\")")
	}
}
