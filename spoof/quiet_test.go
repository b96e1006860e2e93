package spoof

import (
	"testing"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// TestQuietRunes checks what quietRune promises against the Unicode
// tables of unicode and x/text, for each character it takes, and that
// every non-ASCII decimal digit lies at or above U+0660, which zeroOf
// relies on.
func TestQuietRunes(t *testing.T) {
	loud := func(r rune) bool {
		return unicode.In(r, unicode.Mn, unicode.Me, unicode.Nd, unicode.Soft_Dotted)
	}
	n := 0
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if !quietRune(r) {
			continue
		}
		n++
		if loud(r) {
			t.Errorf("quietRune(%U): a mark, digit or soft-dotted letter", r)
		}
		for _, c := range string(norm.NFD.PropertiesString(string(r)).Decomposition()) {
			if loud(c) {
				t.Errorf("quietRune(%U): its NFD has %U", r, c)
			}
		}
	}
	if want := 0x9FFF - 0x4E00 + 1 + 0xD7A3 - 0xAC00 + 1; n != want {
		t.Errorf("quietRune takes %d characters, want %d", n, want)
	}
	for r := rune(0x80); r < 0x660; r++ {
		if unicode.Is(unicode.Nd, r) {
			t.Errorf("%U is a decimal digit below U+0660", r)
		}
	}
}
