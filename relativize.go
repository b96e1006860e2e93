package iri

import "strings"

// Relativize returns the shortest IRI reference that resolves to target
// against base (with Resolve), and true; it is what an RDF or XML writer
// needs to write target relative to its document's base. The reference is
// relative when it can be: an empty reference, a fragment or query alone,
// a relative path ("../c", "./a:b" where the first segment has a colon),
// an absolute path ("/.//p" for a path "//p"), or a network-path
// reference ("//host/p"); when the schemes differ it is target itself.
//
// It reports false when no reference resolves to target: when base is a
// relative reference, when target is one, or when target's path holds dot
// segments that resolution would remove ("http://a/b/../c"), unless that
// path is the base's own. The property
//
//	r, ok := base.Relativize(t); ok ⇒ base.Resolve(r) == t
//
// holds for every pair, for Relativize checks each candidate by resolving
// it before returning the shortest.
func (base IRI) Relativize(target IRI) (IRI, bool) {
	if !base.IsAbsolute() || !target.IsAbsolute() {
		return IRI{}, false
	}
	var best IRI
	found := false
	try := func(r IRI) {
		if found && len(r.s) >= len(best.s) {
			return
		}
		if got, err := base.Resolve(r); err == nil && got == target {
			best, found = r, true
		}
	}
	for _, ref := range relativeCandidates(base, target) {
		if found && len(ref) >= len(best.s) {
			continue // not parsed: it cannot win
		}
		if r, err := Parse(ref); err == nil {
			try(r)
		}
	}
	try(target) // parsed already
	return best, found
}

// relativeCandidates lists the references that may resolve to target
// against base, in the order of preference among those of equal length
// (relative paths before absolute ones, as rdf4j and Jena choose);
// Relativize keeps the first of the shortest that do.
func relativeCandidates(base, target IRI) []string {
	if base.Scheme() != target.Scheme() {
		return nil
	}
	query := target.s[target.pathEnd:] // "?query#fragment", each if present
	fragment := target.s[target.queryEnd:]
	tAuth, tHas := target.Authority()
	bAuth, bHas := base.Authority()
	var out []string
	if tHas == bHas && tAuth == bAuth {
		path := target.Path()
		if path == base.Path() {
			bq, bqOK := base.Query()
			if tq, tqOK := target.Query(); tqOK == bqOK && tq == bq {
				out = append(out, fragment)
			}
			if target.queryPresent() {
				out = append(out, query)
			}
		}
		absolute := ""
		switch {
		case strings.HasPrefix(path, "//"):
			// An absolute-path reference cannot start with "//";
			// "/." before it is removed with the dot segments
			// (RFC 3986 §5.2.4), and the target has an authority,
			// so nothing puts it back.
			absolute = "/." + path + query
		case strings.HasPrefix(path, "/"):
			absolute = path + query
		}
		// Resolution merges a relative path with the base's directory,
		// then removes the dot segments of both (RFC 3986 §5.2.2,
		// §5.2.3, §5.2.4): the reference climbs from the directory
		// with its own dot segments removed ("/a/./" is "/a/"), to the
		// path as it is before "/." is put in front of a "//" where
		// there is no authority.
		dir := string(removeDotSegments([]byte(mergeDirectory(base)), 0))
		to := path
		if !tHas && strings.HasPrefix(to, "/.//") {
			to = to[len("/."):]
		}
		rel, ups, ok := relativePath(dir, to)
		if absolute != "" && (!ok || ups > 1) {
			// Among references of one length, "/a/b" reads better
			// than "../../b"; "../b" better than "/a/b" (as Jena
			// chooses).
			out = append(out, absolute)
		}
		if ok {
			out = append(out, rel+query)
			switch {
			case rel == ".":
				out = append(out, "./"+query)
			case ups > 0 && len(rel) == 3*ups: // rel is "../" ups times
				// "../.." names the same directory as "../../".
				out = append(out, rel[:len(rel)-1]+query)
			}
		}
		if absolute != "" && ok && ups <= 1 {
			out = append(out, absolute)
		}
	}
	if tHas {
		out = append(out, "//"+tAuth+target.Path()+query)
	}
	return out
}

// relativePath returns the relative-path reference that merges with the
// directory dir (a base path up to its last "/", RFC 3986 §5.2.3) into
// path, and how many levels it climbs: "../" for each directory of dir below their common prefix, then the
// rest of path. It makes the reference safe to parse: "./" goes before a
// first segment with a colon (RFC 3986 §4.2) or before a rest that starts
// with "/", and "." stands for an empty one.
func relativePath(dir, path string) (rel string, ups int, ok bool) {
	if strings.HasPrefix(dir, "/") != strings.HasPrefix(path, "/") {
		return "", 0, false
	}
	// The common prefix, cut back to just after a "/".
	n := 0
	for n < len(dir) && n < len(path) && dir[n] == path[n] {
		n++
	}
	n = strings.LastIndexByte(dir[:n], '/') + 1
	ups = strings.Count(dir[n:], "/")
	rest := path[n:]
	var b strings.Builder
	b.Grow(3*ups + len(rest) + 2)
	for range ups {
		b.WriteString("../")
	}
	switch {
	case ups == 0 && rest == "":
		return ".", 0, true
	case ups == 0 && (strings.HasPrefix(rest, "/") || strings.ContainsRune(firstSegment(rest), ':')):
		b.WriteString("./")
	}
	b.WriteString(rest)
	return b.String(), ups, true
}

func firstSegment(path string) string {
	if i := strings.IndexByte(path, '/'); i >= 0 {
		return path[:i]
	}
	return path
}
