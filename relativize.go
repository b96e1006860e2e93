package iri

import (
	"slices"
	"strings"

	"github.com/go-iri/iri/internal/chars"
)

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
	var c candidates
	c.list(base, target)
	// The candidates are tried shortest first, in their order among
	// those of one length: the first that resolves to target wins. Only
	// a candidate tried is written, in a string of its own length, and
	// each is checked in a buffer of the stack, so that most often the
	// winner's text is the only allocation.
	var scratch [256]byte
	for _, k := range c.byLength() {
		ref := target
		if k.kind != asTarget {
			ref = c.build(k, target)
		}
		if checked, err := base.AppendResolve(scratch[:0], ref); err == nil && string(checked) == target.s {
			return ref, true
		}
	}
	return IRI{}, false
}

// A candidateKind is one shape of reference that may resolve to a target.
type candidateKind uint8

const (
	asFragment     candidateKind = iota // "#fragment", or "" for the base itself
	asQuery                             // "?query#fragment"
	asAbsolutePath                      // "/path?query#fragment", "/." before a "//"
	asRelativePath                      // "../rest?query#fragment"
	asDotSlash                          // "./?query#fragment", for a relative path "."
	asClimb                             // "../..?query#fragment", for "../../"
	asNetworkPath                       // "//authority/path?query#fragment"
	asTarget                            // the target itself
)

// A candidate is a kind of reference and the length of its text.
type candidate struct {
	kind candidateKind
	n    int
}

// candidates are the references that may resolve to a target against a
// base, listed by kind and length without being written, in the order
// of preference among those of equal length (relative paths before
// absolute ones, as rdf4j and Jena choose; the target itself last).
type candidates struct {
	all [asTarget + 1]candidate
	n   int
	// The pieces they are written from.
	path, query, fragment, authority string
	rel                              relativePath
}

func (c *candidates) add(kind candidateKind, n int) {
	c.all[c.n] = candidate{kind, n}
	c.n++
}

// build writes the candidate k of target and returns it as an IRI, with
// the offsets a parse of its text finds, which its pieces give: it is
// made of target's components, valid where they stand in it, and of
// "../", "./" and "/." where the grammar needs them (RFC 3986 §4.2, and
// a path that would read as an authority).
func (c *candidates) build(k candidate, target IRI) IRI {
	var x IRI
	b := make([]byte, 0, k.n)
	// The query and fragment, as written in target.
	tail, queryLen := c.query, target.queryEnd-target.pathEnd
	x.flags = target.flags & (hasQuery | hasFragment)
	switch k.kind {
	case asFragment:
		tail, queryLen, x.flags = c.fragment, 0, target.flags&hasFragment
	case asNetworkPath:
		b = append(append(b, "//"...), c.authority...)
		shift := 2 - target.authorityStart() // where target's authority moves to, modulo 2³²
		x.hostStart, x.hostEnd, x.hostKind = target.hostStart+shift, target.hostEnd+shift, target.hostKind
		x.flags |= target.flags & (hasAuthority | hasUserinfo | hasPort)
		x.pathStart = uint32(len(b))
		b = append(b, c.path...)
	default:
		b = c.appendPath(b, k.kind)
	}
	x.pathEnd = uint32(len(b))
	x.queryEnd = x.pathEnd + queryLen
	x.s = chars.Frozen(append(b, tail...)) // not written again
	return x
}

// appendPath appends the path of a candidate that has neither scheme
// nor authority.
func (c *candidates) appendPath(b []byte, kind candidateKind) []byte {
	switch kind {
	case asAbsolutePath:
		if strings.HasPrefix(c.path, "//") {
			b = append(b, "/."...)
		}
		return append(b, c.path...)
	case asRelativePath:
		return c.rel.appendTo(b)
	case asDotSlash:
		return append(b, "./"...)
	case asClimb:
		b = c.rel.appendTo(b)
		return b[:len(b)-1] // the last "/"
	}
	return b // asQuery: an empty path
}

// byLength returns the candidates in the order they are tried: by
// length, and by their order among those of one length.
func (c *candidates) byLength() []candidate {
	order := c.all[:c.n]
	slices.SortStableFunc(order, func(a, b candidate) int { return a.n - b.n })
	return order
}

// list lists the candidates that may resolve to target against base.
func (c *candidates) list(base, target IRI) {
	defer c.add(asTarget, len(target.s))
	if base.Scheme() != target.Scheme() {
		return
	}
	c.query = target.s[target.pathEnd:] // "?query#fragment", each if present
	c.fragment = target.s[target.queryEnd:]
	c.path = target.Path()
	tAuth, tHas := target.Authority()
	bAuth, bHas := base.Authority()
	c.authority = tAuth
	if tHas == bHas && tAuth == bAuth {
		path := c.path
		if path == base.Path() {
			bq, bqOK := base.Query()
			if tq, tqOK := target.Query(); tqOK == bqOK && tq == bq {
				c.add(asFragment, len(c.fragment))
			}
			if target.queryPresent() {
				c.add(asQuery, len(c.query))
			}
		}
		// An absolute-path reference cannot start with "//"; "/." before
		// it is removed with the dot segments (RFC 3986 §5.2.4), and the
		// target has an authority, so nothing puts it back.
		absolute := strings.HasPrefix(path, "/")
		absoluteLen := len(path) + len(c.query)
		if strings.HasPrefix(path, "//") {
			absoluteLen += len("/.")
		}
		// Resolution merges a relative path with the base's directory,
		// then removes the dot segments of both (RFC 3986 §5.2.2,
		// §5.2.3, §5.2.4): the reference climbs from the directory
		// with its own dot segments removed ("/a/./" is "/a/"), to the
		// path as it is before "/." is put in front of a "//" where
		// there is no authority.
		dir := mergeDirectory(base)
		if hasDotSegment(dir) {
			dir = string(removeDotSegments([]byte(dir), 0))
		}
		to := path
		if !tHas && strings.HasPrefix(to, "/.//") {
			to = to[len("/."):]
		}
		rel, ok := relativePathTo(dir, to)
		c.rel = rel
		if absolute && (!ok || rel.ups > 1) {
			// Among references of one length, "/a/b" reads better
			// than "../../b"; "../b" better than "/a/b" (as Jena
			// chooses).
			c.add(asAbsolutePath, absoluteLen)
		}
		if ok {
			c.add(asRelativePath, rel.len()+len(c.query))
			switch {
			case rel.lead == ".":
				c.add(asDotSlash, len("./")+len(c.query))
			case rel.ups > 0 && rel.rest == "": // "../" ups times
				// "../.." names the same directory as "../../".
				c.add(asClimb, rel.len()-1+len(c.query))
			}
		}
		if absolute && ok && rel.ups <= 1 {
			c.add(asAbsolutePath, absoluteLen)
		}
	}
	if tHas {
		c.add(asNetworkPath, len("//")+len(tAuth)+len(c.path)+len(c.query))
	}
}

// A relativePath is the relative-path reference that merges with a
// directory (a base path up to its last "/", RFC 3986 §5.2.3) into a
// path: "../" ups times, one for each directory of dir below their
// common prefix (cut back to just after a "/"), then lead and the rest of
// the path. lead makes it safe to parse: "./" before a first segment with
// a colon (RFC 3986 §4.2) or before a rest that starts with "/", and "."
// for an empty one.
type relativePath struct {
	ups        int
	lead, rest string
}

// relativePathTo returns the relative path from dir to path, and false
// when there is none: when one of them starts with "/" and the other
// does not.
func relativePathTo(dir, path string) (relativePath, bool) {
	if strings.HasPrefix(dir, "/") != strings.HasPrefix(path, "/") {
		return relativePath{}, false
	}
	n := 0
	for n < len(dir) && n < len(path) && dir[n] == path[n] {
		n++
	}
	n = strings.LastIndexByte(dir[:n], '/') + 1
	r := relativePath{ups: strings.Count(dir[n:], "/"), rest: path[n:]}
	switch {
	case r.ups > 0:
	case r.rest == "":
		r.lead = "."
	case strings.HasPrefix(r.rest, "/") || strings.ContainsRune(firstSegment(r.rest), ':'):
		r.lead = "./"
	}
	return r, true
}

func (r relativePath) len() int { return len("../")*r.ups + len(r.lead) + len(r.rest) }

func (r relativePath) appendTo(b []byte) []byte {
	for range r.ups {
		b = append(b, "../"...)
	}
	return append(append(b, r.lead...), r.rest...)
}

func firstSegment(path string) string {
	if i := strings.IndexByte(path, '/'); i >= 0 {
		return path[:i]
	}
	return path
}
