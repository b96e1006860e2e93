package check

import (
	"testing"

	"golang.org/x/text/unicode/norm"
)

// TestWideFormsAreNotNFKC holds what normalForms assumes when it looks for
// full-width and half-width forms only in text not in NFKC: each of them
// changes under NFKC alone (NFKC_Quick_Check=No), so that no text in NFKC
// holds one.
func TestWideFormsAreNotNFKC(t *testing.T) {
	n := 0
	for _, span := range [][2]rune{{0xFF01, 0xFF5E}, {0xFF61, 0xFF9F}} {
		for r := span[0]; r <= span[1]; r++ {
			if norm.NFKC.IsNormalString("a" + string(r) + "b") {
				t.Errorf("%U is in NFKC", r)
			}
			n++
		}
	}
	if n != 94+63 {
		t.Errorf("%d forms", n)
	}
}
