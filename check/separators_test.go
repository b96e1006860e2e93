package check

import (
	"math/bits"
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/chars"
)

// aroundTexts are what the scans of the pass over the characters may find
// before and after the stretch they read: separators and special bytes
// of every kind, which must not count.
var aroundTexts = []string{"", "/%", "&=.\xd0/%&=.", "\x80%/.&=\xd0%/.&="}

// TestSeparators holds firstSeparator and lastSeparator, which read eight
// bytes at a time, to strings.IndexAny and strings.LastIndexAny on every
// placement of up to two separators in texts of every length up to 24
// bytes, with bytes beyond ASCII beside them, alone and inside text that
// has separators of its own (aroundTexts).
func TestSeparators(t *testing.T) {
	for _, seps := range []string{"", ".", "/.", "&="} {
		for n := 0; n <= 24; n++ {
			for i := -1; i < n; i++ {
				for j := i; j < n; j++ {
					b := []byte(strings.Repeat("a\xd0", n)[:n])
					for _, k := range []int{i, j} {
						if k >= 0 && seps != "" {
							b[k] = seps[k%len(seps)]
						}
					}
					text := string(b)
					want := -1
					wantLast := -1
					if seps != "" {
						want, wantLast = strings.IndexAny(text, seps), strings.LastIndexAny(text, seps)
					}
					for _, before := range aroundTexts {
						for _, after := range aroundTexts {
							s, from, to := before+text+after, len(before), len(before)+len(text)
							if got := firstSeparator(s, from, to, seps); got != shifted(want, from) {
								t.Fatalf("firstSeparator(%q, %d, %d, %q) = %d, want %d", s, from, to, seps, got, shifted(want, from))
							}
							if got := lastSeparator(s, from, to, seps); got != shifted(wantLast, from) {
								t.Fatalf("lastSeparator(%q, %d, %d, %q) = %d, want %d", s, from, to, seps, got, shifted(wantLast, from))
							}
						}
					}
				}
			}
		}
	}
}

// shifted returns the offset i in a text that starts at from, -1 for -1.
func shifted(i, from int) int {
	if i < 0 {
		return -1
	}
	return from + i
}

// TestNextSpecial holds nextSpecial, which reads eight bytes at a time, to
// strings.IndexFunc on every placement of up to two "%" or non-ASCII
// bytes in ASCII texts of every length up to 24 bytes, alone and inside
// text that has special bytes of its own (aroundTexts).
func TestNextSpecial(t *testing.T) {
	for n := 0; n <= 24; n++ {
		for i := -1; i < n; i++ {
			for j := i; j < n; j++ {
				for _, special := range []byte{'%', 0x80, 0xFF} {
					b := []byte(strings.Repeat("a$/&", n)[:n]) // "$" after "%": a borrow in the lane above
					for _, k := range []int{i, j} {
						if k >= 0 {
							b[k] = special
						}
					}
					text := string(b)
					want := strings.IndexFunc(text, func(r rune) bool { return r == '%' || r >= 0x80 })
					if want < 0 {
						want = len(text)
					}
					for _, before := range aroundTexts {
						for _, after := range aroundTexts {
							s, from, to := before+text+after, len(before), len(before)+len(text)
							if got := nextSpecial(s, from, to); got != from+want {
								t.Fatalf("nextSpecial(%q, %d, %d) = %d, want %d", s, from, to, got, from+want)
							}
						}
					}
				}
			}
		}
	}
}

// TestSchemeWord holds schemeWord to chars.HasUpper and strings.ToLower
// on schemes of every length up to ten with an upper-case letter, a digit
// or a sign at every place, alone and before more of an IRI.
func TestSchemeWord(t *testing.T) {
	for n := 1; n <= 10; n++ {
		for i := -1; i < n; i++ {
			for _, c := range []byte{'A', 'Z', 'a', 'z', '0', '9', '+', '-', '.'} {
				b := []byte(strings.Repeat("h", n))
				if i >= 0 {
					b[i] = c
				}
				for _, rest := range []string{":", ":/", "://Ab/CD"} {
					s := string(b) + rest
					var want uint64
					if n < 8 {
						for j := n - 1; j >= 0; j-- {
							want = want<<8 | uint64(strings.ToLower(string(b))[j])
						}
					}
					if got, upper := schemeWord(s, n); got != want || upper != chars.HasUpper(string(b)) {
						t.Fatalf("schemeWord(%q, %d) = %#x, %v; want %#x, %v", s, n, got, upper, want, chars.HasUpper(string(b)))
					}
				}
			}
		}
	}
	for _, tc := range []struct {
		scheme string
		want   uint64
	}{{"http", schemeHTTP}, {"HTTPS", schemeHTTPS}, {"Data", schemeData}, {"mailTO", schemeMailto}} {
		if got, _ := schemeWord(tc.scheme+":x", len(tc.scheme)); got != tc.want {
			t.Errorf("schemeWord(%q) = %#x, want %#x", tc.scheme, got, tc.want)
		}
	}
}

// TestSpecialLanesEveryPair holds specialLanes' lowest set bit to the
// first "%" or byte from 0x80 on every pair of bytes, at every place of a
// word of "a" (the borrow of a "%" reaches the lanes above only).
func TestSpecialLanesEveryPair(t *testing.T) {
	for a := 0; a < 256; a++ {
		for b := 0; b < 256; b++ {
			for at := 0; at < 7; at++ {
				w := []byte("aaaaaaaa")
				w[at], w[at+1] = byte(a), byte(b)
				want := strings.IndexFunc(string(w), func(r rune) bool { return r == '%' || r >= 0x80 })
				if want < 0 {
					want = 8
				}
				if m := specialLanes(chars.Word(string(w))); bits.TrailingZeros64(m)>>3 != want {
					t.Fatalf("specialLanes(%q) = %#x, want the lane %d", w, m, want)
				}
			}
		}
	}
}
