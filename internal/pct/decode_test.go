package pct

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestDecodePercentRuneIsUTF8 compares DecodeRune with
// utf8.DecodeRune on every lead octet and second octet, with edge values
// for the third and fourth, written in upper- and lower-case hex.
func TestDecodePercentRuneIsUTF8(t *testing.T) {
	edges := []byte{0x00, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF}
	for b0 := 0x80; b0 <= 0xFF; b0++ {
		for b1 := 0; b1 <= 0xFF; b1++ {
			for _, b2 := range edges {
				for _, b3 := range edges {
					raw := []byte{byte(b0), byte(b1), b2, b3}
					var enc strings.Builder
					for _, b := range raw {
						fmt.Fprintf(&enc, "%%%02X", b)
					}
					want, wantN := utf8.DecodeRune(raw)
					if want == utf8.RuneError && wantN <= 1 {
						wantN = 0
					}
					for _, s := range []string{enc.String(), strings.ToLower(enc.String())} {
						r, n := DecodeRune(s)
						if n != 3*wantN || wantN > 0 && r != want {
							t.Fatalf("DecodeRune(%q) = %U, %d; want %U, %d", s, r, n, want, 3*wantN)
						}
					}
				}
			}
		}
	}
}

// TestUnhex checks the table of hex digits against strconv.
func TestUnhex(t *testing.T) {
	for c := 0; c < 256; c++ {
		v, err := strconv.ParseUint(string(rune(c)), 16, 8)
		if err == nil && len(string(rune(c))) == 1 && Unhex(byte(c)) != byte(v) {
			t.Errorf("Unhex(%q) = %d, want %d", byte(c), Unhex(byte(c)), v)
		}
	}
}
