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

// AppendResolve appends the text of base.Resolve(ref) to b and returns
// the extended buffer, as [IRI.AppendTo] does for an IRI: it is Resolve
// for a caller that writes the target out (a serializer, a key in a map
// it builds) and so needs no IRI value, and it allocates nothing when b
// has room. On error, b is returned as it was.
func (base IRI) AppendResolve(b []byte, ref IRI) ([]byte, error) {
	var t target
	whole, built, err := base.plan(&t, ref, false)
	switch {
	case err != nil:
		return b, err
	case !built:
		return append(b, whole.s...), nil
	}
	b, _ = t.appendTo(b)
	return b, nil
}

func (base IRI) resolve(ref IRI, nonStrict bool) (IRI, error) {
	// An absolute reference without dot segments is its own target: found
	// here, before a target is zeroed, which costs a tenth of this case.
	// The strict test is written out, not a call of ownTarget, so that
	// only hasDotSegment is a call; plan finds ResolveNonStrict's.
	if !nonStrict && base.IsAbsolute() && ref.IsAbsolute() && !hasDotSegment(ref.Path()) {
		return ref, nil
	}
	var t target
	whole, built, err := base.plan(&t, ref, nonStrict)
	if err != nil || !built {
		return whole, err
	}
	b, x := t.appendTo(make([]byte, 0, t.size()))
	// b is never written again: give its bytes to the string, as
	// strings.Builder does, instead of copying them.
	x.s = chars.Frozen(b)
	return x, nil
}

// keepsScheme reports whether ref's target has ref's own scheme (RFC
// 3986 §5.2.2): ref has one, and, for ResolveNonStrict, not the base's.
func (ref IRI) keepsScheme(base IRI, nonStrict bool) bool {
	return ref.IsAbsolute() && (!nonStrict || !strings.EqualFold(ref.Scheme(), base.Scheme()))
}

// ownTarget reports whether ref resolves to itself against base: it
// keeps its scheme, and has no dot segments to remove.
func (ref IRI) ownTarget(base IRI, nonStrict bool) bool {
	return ref.keepsScheme(base, nonStrict) && !hasDotSegment(ref.Path())
}

// A target says where each piece of a resolution's target comes from
// (RFC 3986 §5.2.2), so that it can be measured and then written in one
// pass. The pieces are slices of the base and the reference: what comes
// before the path (scheme, ":" and "//" authority) is one or two of them,
// and so is what comes after it ("?" query and "#" fragment), for each
// reference's components lie side by side in its text.
type target struct {
	headA, headB string
	// The offsets of the scheme's end and of the host within the head,
	// the host's kind, and the flags of the components there are.
	schemeEnd, hostStart, hostEnd uint32
	hostKind                      HostKind
	flags                         uint8
	// dir is the base directory that a relative path merges with
	// (§5.2.3), "" when there is no merge; dot segments are removed from
	// dir+path (§5.2.4) when removeDots is set.
	dir, path    string
	removeDots   bool
	tailA, tailB string
	queryLen     uint32 // of the "?" and query that start the tail
}

// plan decides the target of resolving ref against base, into t, and
// reports true; or, when that target is written out already, as ref
// itself (an absolute reference without dot segments) or as a prefix of
// base (an empty reference), it returns that IRI, which costs no
// allocation, and false.
func (base IRI) plan(t *target, ref IRI, nonStrict bool) (IRI, bool, error) {
	if !base.IsAbsolute() {
		return IRI{}, false, &Error{Input: base.s, Err: ErrRelativeBase}
	}
	// Only a reference with a scheme can keep it: asked first, inline,
	// so that a relative one costs no call of ownTarget or keepsScheme.
	absolute := ref.IsAbsolute()
	if absolute && ref.ownTarget(base, nonStrict) {
		return ref, false, nil
	}
	t.path, t.dir, t.removeDots = ref.Path(), "", true
	t.headB, t.tailB = "", ""
	// The query and fragment of ref, "" where it has none.
	t.tailA, t.queryLen = ref.s[ref.pathEnd:], ref.queryEnd-ref.pathEnd
	t.flags = ref.flags & (hasQuery | hasFragment)
	authority := base // the reference whose scheme and authority the target has
	switch {
	case absolute && ref.keepsScheme(base, nonStrict): // with dot segments
		authority = ref
	case ref.authorityPresent():
		// base's scheme and ":", then ref's "//" and authority (ref may
		// have the base's scheme of its own, for ResolveNonStrict).
		slashes := ref.authorityStart() - 2
		t.headA, t.headB = base.s[:base.schemeEnd+1], ref.s[slashes:ref.pathStart]
		shift := base.schemeEnd + 1 - slashes
		t.schemeEnd, t.hostStart, t.hostEnd = base.schemeEnd, ref.hostStart+shift, ref.hostEnd+shift
		t.hostKind, t.flags = ref.hostKind, t.flags|ref.flags&(hasAuthority|hasUserinfo|hasPort)
		return IRI{}, true, nil
	case t.path == "" && t.flags == 0:
		// The base without its fragment, a prefix of its text.
		x := base
		x.s, x.flags = base.s[:base.queryEnd], base.flags&^hasFragment
		return x, false, nil
	case t.path == "":
		t.path, t.removeDots = base.Path(), false
		if t.flags&hasQuery == 0 {
			// base's query, then ref's fragment.
			t.tailA, t.tailB = base.s[base.pathEnd:base.queryEnd], t.tailA
			t.queryLen = base.queryEnd - base.pathEnd
			t.flags |= base.flags & hasQuery
		}
	case t.path[0] != '/':
		t.dir = mergeDirectory(base)
	}
	t.headA = authority.s[:authority.pathStart]
	t.schemeEnd, t.hostStart, t.hostEnd = authority.schemeEnd, authority.hostStart, authority.hostEnd
	t.hostKind, t.flags = authority.hostKind, t.flags|authority.flags&(hasAuthority|hasUserinfo|hasPort)
	return IRI{}, true, nil
}

// size returns an upper bound of the target's length: its pieces and
// the two bytes that protectDoubleSlash may add.
func (t *target) size() int {
	return len(t.headA) + len(t.headB) + len(t.dir) + len(t.path) + len("/.") + len(t.tailA) + len(t.tailB)
}

// appendTo appends the target to b (RFC 3986 §5.3) and returns the
// extended buffer and an IRI whose offsets are those of the target
// within b[len(b):], its text left for the caller to set.
func (t *target) appendTo(b []byte) ([]byte, IRI) {
	start := len(b)
	x := IRI{schemeEnd: t.schemeEnd, hostStart: t.hostStart, hostEnd: t.hostEnd, hostKind: t.hostKind, flags: t.flags}
	// Each piece but the first is often empty: an append of nothing is
	// a call to memmove all the same.
	b = append(b, t.headA...)
	if t.headB != "" {
		b = append(b, t.headB...)
	}
	x.pathStart = uint32(len(b) - start)
	if t.removeDots {
		b = appendWithoutDotSegments(b, t.dir, t.path)
	} else {
		b = append(b, t.path...)
	}
	if t.flags&hasAuthority == 0 {
		b = protectDoubleSlash(b, start+int(x.pathStart))
	}
	x.pathEnd = uint32(len(b) - start)
	x.queryEnd = x.pathEnd + t.queryLen
	if t.tailA != "" {
		b = append(b, t.tailA...)
	}
	if t.tailB != "" {
		b = append(b, t.tailB...)
	}
	return b, x
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

// appendWithoutDotSegments appends dir+path, the merged path of §5.2.3
// (dir is "" when there was no merge), with its dot segments removed
// (§5.2.4). Most relative paths hold dot segments only at their start
// ("../../a/b"), each of which takes a segment off dir: those are taken
// there, and the rest is copied as it is when neither it nor dir holds
// another. Anything else runs the algorithm as the RFC writes it.
func appendWithoutDotSegments(b []byte, dir, path string) []byte {
	// The shortcut needs dir to be "" or to start with "/": rule C
	// removes the first segment of "a/" with no "/" before it, as if
	// it were "/a/", where taking "a/" off would leave none.
	if dir == "" || dir[0] == '/' {
		d, p := climb(dir, path)
		if !hasDotSegment(p) && (dir == "" || !hasDotSegmentShort(dir)) {
			if d != "" {
				b = append(b, d...)
			}
			return append(b, p...)
		}
	}
	start := len(b)
	b = append(b, dir...)
	b = append(b, path...)
	return removeDotSegments(b, start)
}

// climb takes the leading "." and ".." segments off a relative path, each
// ".." taking the last segment off dir (which is "" or ends with "/"), as
// rules A and C of §5.2.4 do when dir+path holds no other dot segment.
func climb(dir, path string) (string, string) {
	for {
		switch {
		case strings.HasPrefix(path, "../"):
			path, dir = path[3:], parentDirectory(dir)
		case strings.HasPrefix(path, "./"):
			path = path[2:]
		case path == "..":
			return parentDirectory(dir), ""
		case path == ".":
			return dir, ""
		default:
			return dir, path
		}
	}
}

// parentDirectory returns dir, "" or a path that ends with "/", without
// its last segment: "/a/b/" gives "/a/", "/" and "" stay as they are.
func parentDirectory(dir string) string {
	if len(dir) <= 1 {
		return dir
	}
	return dir[:strings.LastIndexByte(dir[:len(dir)-1], '/')+1]
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
