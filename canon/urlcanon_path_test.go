package canon

import (
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/corpus"
)

// TestHasDotSegmentReadsEverySegment holds hasDotSegment, which reads
// only the start of each segment, to a reading of every segment (the
// segments after path[0] and after each separator) to its end, written
// from urlcanon's definition of a dot segment, on every path of up to
// seven bytes from the bytes that matter, with "/" alone and with "\"
// as separators.
func TestHasDotSegmentReadsEverySegment(t *testing.T) {
	every := func(path string, isSep func(byte) bool) bool {
		for i := 0; i < len(path); {
			j := i + 1
			for j < len(path) && !isSep(path[j]) {
				j++
			}
			// "." or "..", each dot "." or "%2e" in any case.
			if seg := strings.ReplaceAll(asciiLower(path[i+1:j]), "%2e", "."); seg == "." || seg == ".." {
				return true
			}
			i = j
		}
		return false
	}
	seps := []func(byte) bool{
		func(c byte) bool { return c == '/' },
		func(c byte) bool { return c == '/' || c == '\\' },
	}
	specials := []bool{false, true}
	found := 0
	corpus.Concatenations(strings.Split("./\\%2eEa", ""), 7, func(path string) {
		for k, isSep := range seps {
			got, want := hasDotSegment(path, specials[k]), every(path, isSep)
			if got != want {
				t.Fatalf("hasDotSegment(%q) = %v, want %v", path, got, want)
			}
			if got {
				found++
			}
		}
	})
	if found == 0 {
		t.Fatal("no path with a dot segment")
	}
}

// TestHasTabOrNewline holds hasTabOrNewline, which reads eight bytes at a
// time, to a reading byte by byte, with each byte value at each place of
// strings up to 17 bytes long.
func TestHasTabOrNewline(t *testing.T) {
	for n := 1; n <= 17; n++ {
		for k := range n {
			for c := range 256 {
				b := make([]byte, n)
				for i := range b {
					b[i] = 'a'
				}
				b[k] = byte(c)
				want := c == '\t' || c == '\n' || c == '\r'
				if got := hasTabOrNewline(string(b)); got != want {
					t.Fatalf("hasTabOrNewline(%q) = %v", b, got)
				}
			}
		}
	}
}

// TestContainsFold holds containsFold, which finds its candidates with
// strings.IndexByte for each case of sub's first byte, to a reading at
// every offset, on every string of up to seven bytes over the bytes that
// matter and on subs that start with a letter, with a non-letter, and
// that repeat their first byte.
func TestContainsFold(t *testing.T) {
	subs := []string{"id", "i", "ii", "iid", ".i", ".aspx", "a.i"}
	found := 0
	corpus.Concatenations(strings.Split("iIdD.a", ""), 7, func(s string) {
		for _, sub := range subs {
			got, want := containsFold(s, sub), strings.Contains(asciiLower(s), sub)
			if got != want {
				t.Fatalf("containsFold(%q, %q) = %v, want %v", s, sub, got, want)
			}
			if got {
				found++
			}
		}
	})
	if found == 0 {
		t.Fatal("no match")
	}
	if !containsFold("/a/B.ASPX", ".aspx") || containsFold("/a/b.asp", ".aspx") {
		t.Error(".aspx")
	}
}
