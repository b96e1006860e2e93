package pieces

import (
	"slices"
	"testing"
)

// TestTexts wants every text of up to n pieces once, shortest first, for
// pieces of one byte each (so that two texts are equal only when their
// pieces are), and the texts of two pieces written out.
func TestTexts(t *testing.T) {
	got := Texts([]string{"a", "b", "c"}, 4)
	if want := 1 + 3 + 9 + 27 + 81; len(got) != want {
		t.Fatalf("%d texts, want %d", len(got), want)
	}
	seen := make(map[string]bool)
	for i, s := range got {
		if seen[s] {
			t.Fatalf("%q twice", s)
		}
		seen[s] = true
		if i > 0 && len(s) < len(got[i-1]) {
			t.Fatalf("%q after %q: not shortest first", s, got[i-1])
		}
	}
	if got, want := Texts([]string{"x", "é"}, 2), []string{"", "x", "é", "xx", "xé", "éx", "éé"}; !slices.Equal(got, want) {
		t.Errorf("Texts(x, é; 2) = %q, want %q", got, want)
	}
	if got := Texts([]string{"x"}, 0); !slices.Equal(got, []string{""}) {
		t.Errorf("Texts(x; 0) = %q, want the empty text alone", got)
	}
}
