package iri

import (
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/corpus"
)

// dotSegmentBySegments is hasDotSegment as the definition reads: split
// the path at each "/", and look for a segment "." or "..".
func dotSegmentBySegments(path string) bool {
	for _, seg := range strings.Split(path, "/") {
		if seg == "." || seg == ".." {
			return true
		}
	}
	return false
}

// TestHasDotSegment holds hasDotSegment to the definition on every path
// of up to twelve bytes over "/", "." and "a" and on the suites' and
// the corpora's paths.
func TestHasDotSegment(t *testing.T) {
	var try func(p []byte)
	try = func(p []byte) {
		if got, want := hasDotSegment(string(p)), dotSegmentBySegments(string(p)); got != want {
			t.Fatalf("hasDotSegment(%q) = %v, want %v", p, got, want)
		}
		if got, want := hasDotSegmentShort(string(p)), dotSegmentBySegments(string(p)); got != want {
			t.Fatalf("hasDotSegmentShort(%q) = %v, want %v", p, got, want)
		}
		if len(p) < 12 {
			for _, c := range []byte("/.a") {
				try(append(p, c))
			}
		}
	}
	try(nil)
	// Past twelve bytes, where hasDotSegmentShort reads whole words: one
	// or two dots at every offset of paths of 8 to 40 bytes, whose
	// segments are one and two bytes long.
	for n := 8; n <= 40; n++ {
		for _, fill := range []string{"a/", "ab/"} {
			for k := 0; k < n; k++ {
				for dots := 1; dots <= 2 && k+dots <= n; dots++ {
					p := []byte(strings.Repeat(fill, n)[:n])
					copy(p[k:], ".."[:dots])
					if got, want := hasDotSegmentShort(string(p)), dotSegmentBySegments(string(p)); got != want {
						t.Fatalf("hasDotSegmentShort(%q) = %v, want %v", p, got, want)
					}
				}
			}
		}
	}
	for _, s := range suiteStrings(t) {
		if x, err := Parse(s); err == nil && hasDotSegment(x.Path()) != dotSegmentBySegments(x.Path()) {
			t.Errorf("hasDotSegment(%q) = %v", x.Path(), hasDotSegment(x.Path()))
		}
	}
	for _, name := range corpus.Names {
		for _, s := range readLines(t, name) {
			x, err := Parse(s)
			if err != nil {
				continue
			}
			p, want := x.Path(), dotSegmentBySegments(x.Path())
			if hasDotSegment(p) != want || hasDotSegmentShort(p) != want {
				t.Errorf("hasDotSegment(%q) = %v, hasDotSegmentShort %v, want %v", p, hasDotSegment(p), hasDotSegmentShort(p), want)
			}
		}
	}
}
