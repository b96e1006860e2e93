package chars

import (
	"testing"

	"github.com/go-iri/iri/internal/corpus"
)

// naiveSchemeLength is SchemeLength straight from RFC 3986 §3.1, without
// its shortcut for http and https.
func naiveSchemeLength(s string) int {
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == ':' && i > 0:
			return i
		case i == 0 && !IsAlpha(s[i]), i > 0 && !In(s[i], Scheme):
			return 0
		}
	}
	return 0
}

// TestSchemeLength compares SchemeLength with naiveSchemeLength on every
// string of up to four pieces: the shortcut's "http", "https" and
// their near misses, and bytes of schemes and of none.
func TestSchemeLength(t *testing.T) {
	pieces := []string{"http", "https", "s", ":", "t", "/", "HTTP", "1", "+", "é", "//a"}
	corpus.Concatenations(pieces, 4, func(s string) {
		if got, want := SchemeLength(s), naiveSchemeLength(s); got != want {
			t.Fatalf("SchemeLength(%q) = %d, want %d", s, got, want)
		}
	})
}
