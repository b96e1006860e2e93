package check

import (
	"strings"
	"testing"
)

// TestSeparators holds firstSeparator and lastSeparator, which read eight
// bytes at a time, to strings.IndexAny and strings.LastIndexAny on every
// placement of up to two separators in texts of every length up to 24
// bytes, with bytes beyond ASCII beside them.
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
					s := string(b)
					want := -1
					wantLast := -1
					if seps != "" {
						want, wantLast = strings.IndexAny(s, seps), strings.LastIndexAny(s, seps)
					}
					if got := firstSeparator(s, seps); got != want {
						t.Fatalf("firstSeparator(%q, %q) = %d, want %d", s, seps, got, want)
					}
					if got := lastSeparator(s, seps); got != wantLast {
						t.Fatalf("lastSeparator(%q, %q) = %d, want %d", s, seps, got, wantLast)
					}
				}
			}
		}
	}
}

// TestNextSpecial holds nextSpecial, which reads eight bytes at a time and
// the last eight again, to strings.IndexFunc on every placement of up to
// two "%" or non-ASCII bytes in ASCII texts of every length up to 24
// bytes.
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
					s := string(b)
					want := strings.IndexFunc(s, func(r rune) bool { return r == '%' || r >= 0x80 })
					if want < 0 {
						want = len(s)
					}
					if got := nextSpecial(s); got != want {
						t.Fatalf("nextSpecial(%q) = %d, want %d", s, got, want)
					}
				}
			}
		}
	}
}
