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

// TestAppendLenientDecoded holds AppendLenientDecoded to the URL
// Standard's percent-decode, written out as §1.3 says, on every string of
// up to six bytes over "%", hex digits of both cases and bytes that are
// not hex: a "%" with two hex digits after it is their octet, any other
// byte itself.
func TestAppendLenientDecoded(t *testing.T) {
	alphabet := []byte{'%', '4', '1', 'a', 'F', 'g', '+', 0xC3}
	var try func(s []byte)
	try = func(s []byte) {
		var want []byte
		for i := 0; i < len(s); i++ {
			if s[i] == '%' && i+2 < len(s) && isHexDigit(s[i+1]) && isHexDigit(s[i+2]) {
				v, _ := strconv.ParseUint(string(s[i+1:i+3]), 16, 8)
				want = append(want, byte(v))
				i += 2
				continue
			}
			want = append(want, s[i])
		}
		if got := AppendLenientDecoded([]byte("x"), string(s)); string(got) != "x"+string(want) {
			t.Fatalf("AppendLenientDecoded(%q) = %q, want %q", s, got[1:], want)
		}
		if len(s) < 6 {
			for _, c := range alphabet {
				try(append(s, c))
			}
		}
	}
	try(nil)
}

func isHexDigit(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}
