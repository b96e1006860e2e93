package whatwg

import (
	"unicode/utf8"

	"github.com/go-iri/iri/internal/chars"
)

// isWindowsDriveLetter reports whether s is a Windows drive letter (URL
// Standard §4.2): an ASCII letter and ":" or "|".
func isWindowsDriveLetter(s string) bool {
	return len(s) == 2 && chars.IsAlpha(s[0]) && (s[1] == ':' || s[1] == '|')
}

// isNormalizedWindowsDriveLetter reports whether s is a Windows drive
// letter with ":" (§4.2).
func isNormalizedWindowsDriveLetter(s string) bool {
	return len(s) == 2 && chars.IsAlpha(s[0]) && s[1] == ':'
}

// startsWithWindowsDriveLetter reports whether s starts with a Windows
// drive letter (§4.2): one that is all of s or is followed by "/", "\",
// "?" or "#".
func startsWithWindowsDriveLetter(s string) bool {
	if len(s) < 2 || !isWindowsDriveLetter(s[:2]) {
		return false
	}
	if len(s) == 2 {
		return true
	}
	switch s[2] {
	case '/', '\\', '?', '#':
		return true
	}
	return false
}

// isSingleDot reports whether a path segment is "." or "%2e" in any case
// (URL Standard §4.1).
func isSingleDot(s string) bool {
	return s == "." || len(s) == 3 && s[0] == '%' && s[1] == '2' && s[2]|0x20 == 'e'
}

// isDoubleDot reports whether a path segment is "..", ".%2e", "%2e." or
// "%2e%2e" in any case (§4.1).
func isDoubleDot(s string) bool {
	switch len(s) {
	case 2:
		return s == ".."
	case 4:
		return s[0] == '.' && isSingleDot(s[1:]) || s[3] == '.' && isSingleDot(s[:3])
	case 6:
		return isSingleDot(s[:3]) && isSingleDot(s[3:])
	}
	return false
}

// beginPath marks where the path starts, when it first does.
func (p *parser) beginPath() {
	if !p.pathBegun {
		p.pathBegun = true
		p.pathStart = p.out.n
	}
}

// finishPath ends the path, before a query, a fragment or the end. A URL
// without a host whose path starts with an empty segment gets "/."
// before it (§4.5, URL serializer), so that its href does not read as one
// with a host.
func (p *parser) finishPath() {
	if p.pathDone {
		return
	}
	p.pathDone = true
	p.beginPath()
	if p.hostKind == hostNull && !p.opaque && p.out.n-p.pathStart >= 2 && p.out.at(p.pathStart) == '/' && p.out.at(p.pathStart+1) == '/' {
		p.out.insert(p.pathStart, "/.")
		p.pathStart += 2
	}
}

// appendEmptySegment appends the empty string to the path.
func (p *parser) appendEmptySegment() {
	p.out.byte('/')
}

// shorten shortens the path (§4.2): it removes the last segment, but for
// the drive letter that is the only segment of a file URL's path.
func (p *parser) shorten() {
	// Each segment is a "/" and its bytes: the path is empty where the
	// output ends at its start, and is one drive letter where "/" and the
	// letter are all of it.
	if p.out.n == p.pathStart {
		return
	}
	if p.scheme == schemeFile && isNormalizedWindowsDriveLetter(p.out.slice(p.pathStart+1, p.out.n)) {
		return
	}
	k := p.out.n - 1
	for p.out.at(k) != '/' {
		k--
	}
	p.out.truncate(k)
}

// plainPath runs the path state (§4.4) over the bytes from i, the start
// of a segment, that stay as they are: whole segments that are their own
// serialization (no byte of the path percent-encode set, §1.3, and not a
// single-dot or double-dot segment), and the start of the segment after
// them, up to a byte to percent-encode or the code point that ends the
// path. Most paths are all such bytes, but for a few to percent-encode.
//
// Only a segment that starts with "." or "%" may be a dot segment: the run
// stops at one, which is taken where it ends in "/" and is no dot segment,
// and else ends the run (dot), with plain where the bytes of that segment
// that stay as they are end. It returns where the run ends.
func (p *parser) plainPath(i int) (k, plain int, dot bool) {
	in := p.in
	special := b2i(p.scheme.special())
	for {
		k = segmentsStop[special].spanSegments(in, i, true)
		if k == len(in) || in[k] != '.' && in[k] != '%' {
			return k, k, false
		}
		plain = pathStop[special].span(in, k)
		if plain == len(in) || in[plain] != '/' || isSingleDot(in[k:plain]) || isDoubleDot(in[k:plain]) {
			return k, plain, true
		}
		i = plain + 1
	}
}

// pathSegment runs the path state (§4.4) from i, the start of a segment:
// it appends the segment to the path, or shortens the path for "..", and
// returns the offset of the code point that ends the segment and that
// code point. Without a state override, it takes at once the segments
// plainPath takes first and the one after them, and where that one has a
// byte to percent-encode, the segments encodePath takes after it, up to a
// dot segment or the path's end: the code point it returns ends the last.
func (p *parser) pathSegment(i int) (int, int) {
	in := p.in
	special := p.scheme.special()
	j := i
	plain := i // in[i:plain] needs no percent-encoding
	// The first segment of a file URL's path may be a Windows drive
	// letter (§4.4 path state, step 2.3), which is taken alone.
	first := p.out.n == p.pathStart
	if p.override == noOverride {
		end := pathEnd[b2i(special)]
		if p.scheme != schemeFile || !first {
			k, pl, dot := p.plainPath(i)
			if !dot {
				// Segments and the start of the last one: no dot
				// segment among them; the rest is encoded at once,
				// over the segments after it up to a dot segment.
				p.out.byte('/')
				p.out.keep(i, k)
				j = k
				if j < len(in) && !end.has(in[j]) {
					j = p.encodePath(k)
				}
				return j, p.segmentEnd(i, j)
			}
			if k > i {
				if p.validate {
					p.checkUnits(i, k)
				}
				p.out.byte('/')
				p.out.keep(i, k-1)
				first = false
			}
			i, plain = k, pl
		} else {
			plain = pathStop[b2i(special)].span(in, i)
		}
		j = plain
		if j < len(in) && !end.has(in[j]) {
			j = end.span(in, j)
		}
	} else {
		for j < len(in) && in[j] != '/' && !(special && in[j] == '\\') {
			j++
		}
	}
	c := p.segmentEnd(i, j)
	seg := in[i:j]
	slash := p.isSlash(c)
	// Only a segment that starts with "." or "%" may be a dot segment.
	dot := seg != "" && (seg[0] == '.' || seg[0] == '%')
	switch {
	case dot && isDoubleDot(seg):
		p.shorten()
		if !slash {
			p.appendEmptySegment()
		}
	case dot && isSingleDot(seg):
		if !slash {
			p.appendEmptySegment()
		}
	default:
		p.out.byte('/')
		if p.scheme == schemeFile && first && isWindowsDriveLetter(seg) {
			p.out.byte(seg[0])
			p.out.byte(':')
		} else {
			if plain > i {
				p.out.keep(i, plain)
			}
			p.encode(plain, j, pathSet)
		}
	}
	return j, c
}

// encodePath runs the path state (§4.4) from k, a byte of a segment to
// percent-encode, without a state override: it appends the path from k,
// percent-encoded, over the ends of segments ("/") up to the code point
// that ends the path or the "/" before a single-dot or double-dot segment,
// and returns where it stopped. The segments it passes need nothing but
// their bytes encoded: a segment is its own serialization, encoded, but
// for a dot segment (only a segment that starts with "." or "%" may be
// one, which spanSegments stops at), and for the first segment of a file
// URL, which the caller takes alone.
func (p *parser) encodePath(k int) int {
	in := p.in
	special := b2i(p.scheme.special())
	stop, plain, end := segmentsStop[special], pathStop[special], pathEnd[special]
	start := k
	for {
		// in[k] is to be encoded.
		p.out.keep(start, k)
		if c := in[k]; c < utf8.RuneSelf {
			p.out.pct(c)
			k++
		} else {
			b, e, valid := pctNonASCIIRun(p.out.grow(), in, k)
			if valid {
				p.out.setGrown(b)
			} else {
				p.encodeInvalid(in[k:e])
			}
			k = e
		}
		start = k
	span:
		// in[k-1] was encoded: in[k] does not start a segment.
		k = stop.spanSegments(in, k, false)
		if k == len(in) {
			break
		}
		c := in[k]
		if c == '.' || c == '%' {
			// A segment that starts with "." or "%": one that is a dot
			// segment is the caller's, after the "/" before it.
			e := plain.span(in, k)
			if (e == len(in) || end.has(in[e])) && (isSingleDot(in[k:e]) || isDoubleDot(in[k:e])) {
				k--
				break
			}
			if k = e; k == len(in) {
				break
			}
			if c = in[k]; c == '/' {
				goto span
			}
		}
		if end.has(c) {
			break
		}
	}
	p.out.keep(start, k)
	return k
}

// segmentEnd returns the code point that ends the segment in[i:j], and
// reports the validation errors of the segment and of that code point.
func (p *parser) segmentEnd(i, j int) int {
	c := p.at(j)
	if p.validate {
		p.checkUnits(i, j)
	}
	if c == '\\' {
		p.report(errInvalidReverseSolidus, j)
	}
	return c
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// opaquePath runs the opaque path state (§4.4) from i to the next "?" or
// "#", and returns where it stopped.
func (p *parser) opaquePath(i int) int {
	in := p.in
	j := i
	for j < len(in) && in[j] != '?' && in[j] != '#' {
		j++
	}
	if p.validate {
		p.checkUnits(i, j)
	}
	// A space stays a space, but for one right before "?" or "#", which
	// would otherwise be lost when the query or fragment is removed.
	end := j
	if j < len(in) && j > i && in[j-1] == ' ' {
		end = j - 1
	}
	p.encode(i, end, c0ControlSet)
	if end < j {
		p.out.str("%20")
	}
	return j
}
