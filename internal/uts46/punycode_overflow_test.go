package uts46

import (
	"strings"
	"testing"
)

// TestPunycodeOverflowBoundary holds appendPunycode to x/net/idna's
// encoder where delta meets 2^31-1, the largest int32 (RFC 3492 §6.4):
// 2047 "a" before the code point m give delta = (m-0x80)*2048 + 2047 at
// m, exactly 2^31-1 for m = U+10007F, which encodes, and more for the
// next code point, which overflows. appendPunycode counts in 64 bits and
// tests delta only where it writes it; around that boundary, with 2046
// to 2048 "a" before, after, or beside a second code point, it must
// encode and fail exactly where x/net/idna does. The rust-url vectors
// have no case at the boundary: an encoder that fails at 2^31-1 itself
// passes them.
func TestPunycodeOverflowBoundary(t *testing.T) {
	compared := 0
	for _, k := range []int{2046, 2047, 2048} {
		a := strings.Repeat("a", k)
		for m := rune(0x10007D); m <= 0x100081; m++ {
			for _, label := range []string{a + string(m), string(m) + a, a + string(m) + string(m-1), a[1:] + "\u00e9" + string(m)} {
				checkPunycodeAgainstXNet(t, label)
				compared++
			}
		}
	}
	if _, ok := appendPunycode(nil, []rune(strings.Repeat("a", 2047)+"\U0010007F")); !ok {
		t.Error("2047 \"a\" and U+10007F, delta 2^31-1: overflows, want it encoded")
	}
	if _, ok := appendPunycode(nil, []rune(strings.Repeat("a", 2047)+"\U00100080")); ok {
		t.Error("2047 \"a\" and U+100080, delta 2^31-1+2048: encoded, want an overflow")
	}
	if compared != 60 {
		t.Errorf("%d labels compared, want 60", compared)
	}
}
