package canon

import "strings"

// resolvePathDots is urlcanon's resolve_path_dots
// (python/urlcanon/canon.py) on a path that starts with a separator ("/",
// or "\" too for a special scheme): a segment "." or ".." ("%2e" in any
// case counts as a dot) is dropped with the separator after it, and ".."
// also drops the separator and the segment before it, while something is
// left before them. Separators stay as written, so a special path keeps
// its backslashes, and empty segments stay. Another path comes back as
// it is.
func resolvePathDots(path string, special bool) string {
	isSep := func(c byte) bool { return isPathSep(c, special) }
	if path == "" || !isSep(path[0]) || !hasDotSegment(path, special) {
		return path
	}
	// out holds the pieces kept, separators and segments in turn; starts
	// the offset in out where each piece begins.
	out := make([]byte, 0, len(path))
	starts := make([]int, 0, 16)
	push := func(piece string) {
		starts = append(starts, len(out))
		out = append(out, piece...)
	}
	pop := func() {
		n := len(starts) - 1
		out, starts = out[:starts[n]], starts[:n]
	}
	skipSep := false
	for i := 0; i < len(path); {
		// A separator, then the segment up to the next.
		sep := path[i : i+1]
		j := i + 1
		for j < len(path) && !isSep(path[j]) {
			j++
		}
		seg := path[i+1 : j]
		i = j
		if !skipSep {
			push(sep)
		}
		skipSep = false
		switch dotSegment(seg) {
		case 0:
			push(seg)
		case 2:
			if len(starts) > 1 {
				pop() // the separator before
			}
			if len(starts) > 1 {
				pop() // the segment before
			}
			skipSep = true
		default:
			skipSep = true
		}
	}
	return string(out)
}

// hasDotSegment reports whether path has a segment that dotSegment
// counts: the segments after path[0] and after each separator ("/", and
// "\" when special). It reads the few bytes at the start of each segment
// that a dot segment has (dotPrefix) and finds the next separator with
// strings.IndexByte, never reading a segment byte by byte: the paths it
// is asked about are percent-encoded, and most segments start with "%"
// or a letter.
func hasDotSegment(path string, special bool) bool {
	for i := 0; i < len(path); {
		rest := path[i+1:]
		if dots, n := dotPrefix(rest); dots > 0 && (n == len(rest) || isPathSep(rest[n], special)) {
			return true
		}
		k := strings.IndexByte(rest, '/')
		if special {
			k = indexEither(rest, '/', '\\')
		}
		if k < 0 {
			return false
		}
		i += 1 + k
	}
	return false
}

// isPathSep reports whether c separates the segments of a path: "/",
// and "\" too when special.
func isPathSep(c byte, special bool) bool { return c == '/' || special && c == '\\' }

// dotPrefix returns how many dots start s, at most two, each "." or
// "%2e" in any case, and how many bytes they take.
func dotPrefix(s string) (dots, n int) {
	for ; dots < 2; dots++ {
		switch {
		case n < len(s) && s[n] == '.':
			n++
		case n+2 < len(s) && s[n] == '%' && s[n+1] == '2' && s[n+2]|0x20 == 'e':
			n += 3
		default:
			return dots, n
		}
	}
	return dots, n
}

// dotSegment returns 1 for a segment ".", 2 for "..", each dot written
// "." or "%2e" in any case, and 0 for any other segment.
func dotSegment(seg string) int {
	if dots, n := dotPrefix(seg); n == len(seg) {
		return dots
	}
	return 0
}

// collapseSlashes replaces each run of slashes with one (canon.py,
// collapse_consecutive_slashes).
func collapseSlashes(path string) string {
	if !strings.Contains(path, "//") {
		return path
	}
	b := make([]byte, 0, len(path))
	for i := range len(path) {
		if path[i] == '/' && i > 0 && path[i-1] == '/' {
			continue
		}
		b = append(b, path[i])
	}
	return string(b)
}

// stripPathSessionIDs is urlcanon's strip_session_ids_from_path: in a
// path ending in ".aspx", an ASP.NET session segment after a slash,
// "(" 24 letters or digits ")/" or "(" one or more of a letter, "(", 24
// letters or digits and ")" then ")/", is dropped wherever it stands;
// then a ";jsessionid=" with 32 letters or digits at the end of the path
// (or before a last newline) is dropped. Letters are lower case here, as
// urlcanon's patterns are.
func stripPathSessionIDs(path string) string {
	if strings.HasSuffix(path, ".aspx") && !strings.Contains(path, "\n") {
		path = stripASPXSessions(path)
	}
	end := len(path)
	if strings.HasSuffix(path, "\n") {
		end--
	}
	const key = ";jsessionid="
	if start := end - len(key) - 32; start >= 0 && path[start:start+len(key)] == key && isLowerAlnum(path[start+len(key):end]) {
		path = path[:start] + path[end:]
	}
	return path
}

// stripASPXSessions drops each ASP.NET session segment of path (see
// stripPathSessionIDs), looking for the next one after the end of the
// last one dropped; the slash before a segment is looked at in the
// original path.
func stripASPXSessions(path string) string {
	var b []byte
	last := 0 // the end of the last segment dropped
	for i := 1; i < len(path); i++ {
		if path[i-1] != '/' || path[i] != '(' {
			continue
		}
		n := aspxSessionLen(path[i:])
		if n == 0 {
			continue
		}
		b = append(b, path[last:i]...)
		last = i + n
		i = last - 1
	}
	if b == nil {
		return path
	}
	return string(append(b, path[last:]...))
}

// aspxSessionLen returns the length of the ASP.NET session segment s
// starts with, 0 if none.
func aspxSessionLen(s string) int {
	// "(" 24 ")/"
	if len(s) >= 27 && isLowerAlnum(s[1:25]) && s[25] == ')' && s[26] == '/' {
		return 27
	}
	// "(" ( [a-z] "(" 24 ")" )+ ")/"
	i := 1
	for len(s)-i >= 27 && 'a' <= s[i] && s[i] <= 'z' && s[i+1] == '(' && isLowerAlnum(s[i+2:i+26]) && s[i+26] == ')' {
		i += 27
	}
	if i > 1 && len(s)-i >= 2 && s[i] == ')' && s[i+1] == '/' {
		return i + 2
	}
	return 0
}

// isLowerAlnum reports whether s is lower-case ASCII letters and digits.
func isLowerAlnum(s string) bool {
	for i := range len(s) {
		if c := s[i]; !('a' <= c && c <= 'z' || '0' <= c && c <= '9') {
			return false
		}
	}
	return true
}
