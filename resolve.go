package iri

import (
	"bytes"
	"strings"

	"github.com/go-iri/iri/internal/chars"
)

// Resolve resolves the reference ref against base, as RFC 3986 §5.2
// describes and RFC 3987 §6.5 adopts for IRIs: the target's components come
// from ref or from base (§5.2.2), a relative path is merged with the base
// path (§5.2.3), dot segments are removed (§5.2.4), and the components are
// recomposed (§5.3) keeping an empty query or fragment apart from an absent
// one. The base's fragment is ignored. Nothing is normalized beyond that:
// resolution and normalization are separate steps.
//
// The base must have a scheme; a relative base fails with ErrRelativeBase.
// Resolution of valid references never fails otherwise. One corner of
// RFC 3986 needs a rule of its own: when the target has no authority and
// its path would start with "//" (as "a:/b/c" with "..//x" gives),
// recomposition would read that path as an authority, so it is written "/.//x",
// which names the same path once dot segments are removed. The result
// takes one allocation, or none when it is already written out: an
// absolute reference without dot segments is its own target, and an
// empty reference's is a base without fragment.
func (base IRI) Resolve(ref IRI) (IRI, error) { return base.resolve(ref, false) }

// ResolveNonStrict is Resolve in the backward-compatible reading that RFC
// 3986 §5.2.2 allows for old parsers: a reference whose scheme is the
// base's (compared without regard to case) is taken as if it had no
// scheme, so that "http:g" against "http://a/b/c/d;p?q" is
// "http://a/b/c/g" (where Resolve gives "http:g").
func (base IRI) ResolveNonStrict(ref IRI) (IRI, error) { return base.resolve(ref, true) }

func (base IRI) resolve(ref IRI, nonStrict bool) (IRI, error) {
	if !base.IsAbsolute() {
		return IRI{}, &Error{Input: base.s, Err: ErrRelativeBase}
	}
	// RFC 3986 §5.2.2: which reference supplies each component.
	scheme := base
	authority, path, query := ref, ref, ref
	merge, removeDots := false, true
	switch {
	case ref.IsAbsolute() && !(nonStrict && strings.EqualFold(ref.Scheme(), base.Scheme())):
		if !hasDotSegment(ref.Path()) {
			return ref, nil // its own target: nothing to build
		}
		scheme = ref
	case ref.authorityPresent():
	case ref.Path() == "" && !ref.queryPresent() && !ref.fragmentPresent() && !base.fragmentPresent():
		return base, nil // the base itself: nothing to build
	case ref.Path() == "":
		authority, path = base, base
		removeDots = false
		if !ref.queryPresent() {
			query = base
		}
	default:
		authority = base
		merge = ref.Path()[0] != '/'
	}
	return recompose(scheme, authority, path, query, ref, merge, removeDots), nil
}

// recompose builds the target of a resolution (RFC 3986 §5.3) in one
// allocation: the scheme of s, the authority of a, the path of p (merged
// with base a's path first when merge is set, and with dot segments
// removed when removeDots is set), the query of q and the fragment of f.
func recompose(s, a, p, q, f IRI, merge, removeDots bool) IRI {
	var x IRI
	auth, authOK := a.Authority()
	query, queryOK := q.Query()
	frag, fragOK := f.Fragment()
	var mergeBase string
	if merge {
		mergeBase = mergeDirectory(a)
	}
	size := len(s.Scheme()) + 1 + len(mergeBase) + len(p.Path()) + len("/.")
	if authOK {
		size += 2 + len(auth)
	}
	if queryOK {
		size += 1 + len(query)
	}
	if fragOK {
		size += 1 + len(frag)
	}
	b := make([]byte, 0, size)
	b = append(b, s.Scheme()...)
	x.schemeEnd = uint32(len(b))
	b = append(b, ':')
	if authOK {
		x.flags |= a.flags & (hasAuthority | hasUserinfo | hasPort)
		x.hostKind = a.hostKind
		b = append(b, "//"...)
		shift := uint32(len(b)) - a.authorityStart()
		x.hostStart, x.hostEnd = a.hostStart+shift, a.hostEnd+shift
		b = append(b, auth...)
	}
	x.pathStart = uint32(len(b))
	b = append(b, mergeBase...)
	b = append(b, p.Path()...)
	// A dot segment of the merged path is one of the base directory's or
	// of the reference's path: the directory ends with "/".
	if removeDots && (hasDotSegment(mergeBase) || hasDotSegment(p.Path())) {
		b = removeDotSegments(b, int(x.pathStart))
	}
	if !authOK {
		b = protectDoubleSlash(b, int(x.pathStart))
	}
	x.pathEnd = uint32(len(b))
	if queryOK {
		x.flags |= hasQuery
		b = append(b, '?')
		b = append(b, query...)
	}
	x.queryEnd = uint32(len(b))
	if fragOK {
		x.flags |= hasFragment
		b = append(b, '#')
		b = append(b, frag...)
	}
	// b is never written again: give its bytes to the string, as
	// strings.Builder does, instead of copying them.
	x.s = chars.Frozen(b)
	return x
}

// mergeDirectory returns what RFC 3986 §5.2.3 keeps of the base path when
// a relative-path reference is merged with it: "/" when the base has an
// authority and an empty path, else the base path up to and including its
// last "/" (nothing, when it has none).
func mergeDirectory(base IRI) string {
	path := base.Path()
	if base.authorityPresent() && path == "" {
		return "/"
	}
	return path[:strings.LastIndexByte(path, '/')+1]
}

// removeDotSegments runs the remove_dot_segments algorithm of RFC 3986
// §5.2.4 on the path b[start:], in place, and returns b cut to the result.
// It follows the steps of the RFC as written, with the input buffer being
// b[r:] and the output buffer b[start:w]; the output never outgrows the
// input it has consumed (w <= r), so both fit in b. Where a rule replaces
// a prefix with "/", that "/" is the last byte of the prefix, rewritten.
func removeDotSegments(b []byte, start int) []byte {
	r, w := start, start
	for r < len(b) {
		in := b[r:]
		// Most segments start with neither "." nor "/.": rule E at once.
		plain := in[0] != '.' && (in[0] != '/' || len(in) == 1 || in[1] != '.')
		switch {
		case plain:
			r, w = moveSegment(b, r, w)
		case hasPrefix(in, "../"): // A
			r += 3
		case hasPrefix(in, "./"): // A
			r += 2
		case hasPrefix(in, "/./"): // B
			r += 2
		case string(in) == "/.": // B
			r++
			b[r] = '/'
		case hasPrefix(in, "/../"): // C
			r += 3
			w = lastSegmentStart(b[:w], start)
		case string(in) == "/..": // C
			r += 2
			b[r] = '/'
			w = lastSegmentStart(b[:w], start)
		case string(in) == "." || string(in) == "..": // D
			r = len(b)
		default: // E
			r, w = moveSegment(b, r, w)
		}
	}
	return b[:w]
}

// moveSegment is rule E of §5.2.4: the first segment of the input buffer
// b[r:], with its leading "/", moved to the output buffer at b[w:]. It
// returns the new r and w.
func moveSegment(b []byte, r, w int) (int, int) {
	in := b[r:]
	end := len(in)
	if k := bytes.IndexByte(in[1:], '/'); k >= 0 {
		end = 1 + k
	}
	if w != r {
		copy(b[w:], in[:end])
	}
	return r + end, w + end
}

// The prefixes the rules of §5.2.4 look for.
// hasPrefix is bytes.HasPrefix for a constant prefix: the comparison of
// string(b[:n]) allocates nothing, and no []byte is built at init.
func hasPrefix(b []byte, prefix string) bool {
	return len(b) >= len(prefix) && string(b[:len(prefix)]) == prefix
}

// lastSegmentStart returns where the last segment of the output buffer
// out[start:] begins, with its preceding "/" if any: rule C removes it.
func lastSegmentStart(out []byte, start int) int {
	return start + max(bytes.LastIndexByte(out[start:], '/'), 0)
}

// protectDoubleSlash rewrites a path b[start:] that starts with "//",
// which cannot follow a missing authority (RFC 3986 §3.3), as "/.//...":
// remove_dot_segments takes it back to the same path. It works in place.
func protectDoubleSlash(b []byte, start int) []byte {
	if len(b)-start < 2 || b[start] != '/' || b[start+1] != '/' {
		return b
	}
	b = append(b, "/."...)
	copy(b[start+2:], b[start:len(b)-2])
	copy(b[start:], "/.")
	return b
}
