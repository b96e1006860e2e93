package iri

import "strings"

// hasDotSegment reports whether a path has a "." or ".." segment (RFC
// 3986 §3.3, which §5.2.4 removes). It looks at each ".", which paths
// hold fewer of than "/" (most often one, before a file's extension),
// with strings.IndexByte, whose vector loop a test of eight bytes at a
// time in Go does not beat on the corpora's paths (half its speed): a dot
// segment starts at the start of the path or after a "/", and ends at a
// "/" or the end after one or two dots.
func hasDotSegment(path string) bool {
	for i := strings.IndexByte(path, '.'); i >= 0; {
		if (i == 0 || path[i-1] == '/') && dotSegmentAt(path, i) {
			return true
		}
		k := strings.IndexByte(path[i+1:], '.')
		if k < 0 {
			return false
		}
		i += 1 + k
	}
	return false
}

// dotSegmentAt reports whether the "." at path[i], which starts a
// segment, starts a dot segment: "." or ".." up to a "/" or the end.
func dotSegmentAt(path string, i int) bool {
	j := i + 1
	if j < len(path) && path[j] == '.' {
		j++
	}
	return j == len(path) || path[j] == '/'
}
