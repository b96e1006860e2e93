package iri

import (
	"strings"
	"testing"
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
// of up to eleven bytes over "/", "." and "a" (across the boundary of
// the eight bytes it tests at once), and on the suites' paths.
func TestHasDotSegment(t *testing.T) {
	var try func(p []byte)
	try = func(p []byte) {
		if got, want := hasDotSegment(string(p)), dotSegmentBySegments(string(p)); got != want {
			t.Fatalf("hasDotSegment(%q) = %v, want %v", p, got, want)
		}
		if len(p) < 11 {
			for _, c := range []byte("/.a") {
				try(append(p, c))
			}
		}
	}
	try(nil)
	for _, s := range suiteStrings(t) {
		if x, err := Parse(s); err == nil && hasDotSegment(x.Path()) != dotSegmentBySegments(x.Path()) {
			t.Errorf("hasDotSegment(%q) = %v", x.Path(), hasDotSegment(x.Path()))
		}
	}
}
