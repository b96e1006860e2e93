package whatwg

import (
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/corpus"
)

// TestScanRest holds scanRest, eight bytes at a time, to
// chars.NonASCIICount and to a byte-by-byte search for a byte below 0x0E,
// on every suffix of strings with each byte value at each offset of a
// word, and on every line of the corpora.
func TestScanRest(t *testing.T) {
	check := func(s string) {
		t.Helper()
		n, low := scanRest(s)
		wantLow := false
		for i := 0; i < len(s) && !wantLow; i++ {
			wantLow = s[i] < 0x0E
		}
		if n != chars.NonASCIICount(s) || low != wantLow {
			t.Errorf("scanRest(%+q) = %d, %v; want %d, %v", s, n, low, chars.NonASCIICount(s), wantLow)
		}
	}
	base := strings.Repeat("aé", 700) // more than 255 words
	for c := 0; c < 256; c++ {
		for k := 0; k < 20; k++ {
			s := base[:k] + string([]byte{byte(c)}) + base[k:k+30]
			for i := 0; i <= len(s); i++ {
				check(s[i:])
			}
		}
		check(base + string([]byte{byte(c)}))
	}
	for _, name := range corpus.Names {
		for _, s := range corpus.Lines(t, name) {
			check(s)
		}
	}
}
