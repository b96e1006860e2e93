package iri

import (
	"strings"

	"github.com/go-iri/iri/internal/chars"
)

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

// hasDotSegmentShort is hasDotSegment for a path that is the same from
// call to call, such as the directory of a base that many references
// are resolved against: a path of up to 32 bytes is read eight bytes at
// a time for a "." that starts a segment, in a loop whose branches the
// predictor learns for that path, where strings.IndexByte costs more
// than the whole loop on so few bytes (AppendResolve on corpus-rel: 4%).
// A longer path goes to hasDotSegment, whose vector loop is then faster.
func hasDotSegmentShort(path string) bool {
	if len(path) < 8 || len(path) > 32 {
		return hasDotSegment(path)
	}
	const dots, slashes = '.' * chars.Ones, '/' * chars.Ones
	// after holds the high bit of each lane whose byte follows a "/" or
	// starts the path.
	after := uint64(0x80)
	i := 0
	for ; i+8 <= len(path); i += 8 {
		w := chars.Word(path[i:])
		s := chars.ZeroLanes(w ^ slashes)
		if chars.ZeroLanes(w^dots)&(s<<8|after) != 0 {
			return hasDotSegment(path)
		}
		after = s >> 56
	}
	if i < len(path) {
		// The last eight bytes: the first of them was read above, with
		// the byte before it.
		w := chars.Word(path[len(path)-8:])
		if chars.ZeroLanes(w^dots)&(chars.ZeroLanes(w^slashes)<<8) != 0 {
			return hasDotSegment(path)
		}
	}
	return false
}
