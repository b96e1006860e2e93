package uts46

import (
	"testing"

	"golang.org/x/net/idna"
)

// TestDecodePunycodeExhaustive holds decodePunycode, where it answers, to
// x/net/idna's decoder on every encoding of up to four Punycode digits,
// and of up to three after one basic code point and after 62 (so that
// divSmall and decodeAdapt divide by every count up to 64, the most a
// label of the fast path has): its divisions by products and tables,
// and its insertion, must give x/net/idna's code points.
func TestDecodePunycodeExhaustive(t *testing.T) {
	const digits = "abcdefghijklmnopqrstuvwxyz0123456789"
	decoded := 0
	var enc []byte
	var each func(k int, basic string)
	each = func(k int, basic string) {
		if k > 0 {
			for i := range len(digits) {
				enc = append(enc, digits[i])
				each(k-1, basic)
				enc = enc[:len(enc)-1]
			}
			return
		}
		e := basic + string(enc)
		var runes [maxFastLabel]rune
		n, ok := decodePunycode(e, &runes)
		if !ok {
			return
		}
		decoded++
		if want, err := idna.Punycode.ToUnicode(acePrefix + e); err != nil || string(runes[:n]) != want {
			t.Fatalf("%q: decoded %+q; x/net/idna %+q, %v", e, string(runes[:n]), want, err)
		}
	}
	for k := 1; k <= 4; k++ {
		each(k, "")
	}
	for k := 1; k <= 3; k++ {
		each(k, "a-")
		each(k, digits+digits[:26]+"-")
	}
	if decoded == 0 {
		t.Fatal("decodePunycode decoded none: nothing checked")
	}
	t.Logf("%d encodings decoded", decoded)
}
