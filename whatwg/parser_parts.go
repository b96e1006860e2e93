package whatwg

import (
	"strings"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/pct"
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

// writeScheme writes the scheme in[i:j], in lower case, and ":".
func (p *parser) writeScheme(i, j int) {
	p.scheme = kindOfSchemeFold(p.in[i:j])
	p.out.lowerInput(i, j)
	p.schemeEnd = p.out.n
	p.out.byte(':')
	p.schemeWritten = true
}

// writeBaseScheme sets the scheme to the base's, unless it is set.
func (p *parser) writeBaseScheme() {
	if p.schemeWritten {
		return
	}
	b := &p.base
	p.out.str(b.href[:b.schemeEnd+1])
	p.scheme, p.schemeEnd, p.schemeWritten = b.scheme, int(b.schemeEnd), true
}

// writeFileScheme sets the scheme to "file", unless it is set, and the
// host to the empty host: the "//" a file URL always has, before the
// host the file states choose.
func (p *parser) writeFileScheme() {
	if !p.schemeWritten {
		p.out.str("file")
		p.schemeEnd = p.out.n
		p.out.byte(':')
		p.scheme, p.schemeWritten = schemeFile, true
	}
	p.out.str("//")
	p.usernameEnd = p.out.n
	p.emptyHost()
}

// emptyHost sets the host to the empty host.
func (p *parser) emptyHost() {
	p.hostStart = p.out.n
	p.endHost(hostEmpty)
}

// writeBaseHost sets the host to the base's (a file URL's).
func (p *parser) writeBaseHost() {
	b := &p.base
	p.hostStart = p.out.n
	p.out.str(b.href[b.hostStart:b.hostEnd])
	p.hostEnd = p.out.n
	p.hostKind = b.hostKind
}

// writeBaseAuthority sets the username, password, host and port to the
// base's.
func (p *parser) writeBaseAuthority() {
	b := &p.base
	if b.hostKind == hostNull {
		return
	}
	shift := p.out.n - int(b.schemeEnd+1)
	p.out.str(b.authority())
	p.hostKind, p.credentials = b.hostKind, b.includesCredentials()
	p.usernameEnd = int(b.usernameEnd) + shift
	p.hostStart = int(b.hostStart) + shift
	p.hostEnd = int(b.hostEnd) + shift
	if b.hostEnd < b.pathStart {
		p.portSet = true
		p.portStart, p.portEnd = int(b.hostEnd)+1+shift, int(b.pathStart)+shift
	}
}

// writeBasePath sets the path to a copy of the base's.
func (p *parser) writeBasePath() {
	p.beginPath()
	path := p.base.Pathname()
	p.out.str(path)
	p.opaque = p.base.opaque
}

// writeBaseQuery sets the query to the base's.
func (p *parser) writeBaseQuery() {
	b := &p.base
	if b.queryStart == b.fragStart {
		return
	}
	p.finishPath()
	p.queryStart = p.out.n
	p.out.str(b.href[b.queryStart:b.fragStart])
}

// authority runs the authority state (§4.4) on the authority that starts
// at i: it writes "//" and the credentials, and returns where the host
// starts and where the authority ends.
func (p *parser) authority(i int) (int, int, bool) {
	in := p.in
	p.out.byte('/') // "//", a byte at a time: byte is inlined, str is not
	p.out.byte('/')
	end := p.authorityEnd(i)
	// Most authorities have no "@": IndexByte, which reads many bytes
	// at a step, says so faster than LastIndexByte, which reads one.
	at := -1
	if strings.IndexByte(in[i:end], '@') >= 0 {
		at = strings.LastIndexByte(in[i:end], '@')
	}
	if at < 0 {
		p.usernameEnd = p.out.n
		return i, end, true
	}
	at += i
	if p.validate {
		for k := i; k <= at; k++ {
			if in[k] == '@' {
				p.report(errInvalidCredentials, k)
			}
		}
	}
	// The first ":" splits the username from the password; every other
	// ":" and "@" is data, percent-encoded.
	userEnd := at
	if k := strings.IndexByte(in[i:at], ':'); k >= 0 {
		userEnd = i + k
	}
	start := p.out.n
	p.encode(i, userEnd, userinfoSet)
	p.usernameEnd = p.out.n
	if userEnd+1 < at {
		p.out.byte(':')
		p.encode(userEnd+1, at, userinfoSet)
	}
	if p.out.n > start {
		p.out.byte('@')
		p.credentials = true
	}
	if at+1 == end {
		return 0, 0, p.fail(errHostMissing, end)
	}
	return at + 1, end, true
}

// authorityEnd returns the offset of the code point that ends the
// authority or host that starts at i.
func (p *parser) authorityEnd(i int) int {
	return authorityEnd[b2i(p.scheme.special())].span(p.in, i)
}

// port sets the port from the digits in[i:j] (§4.4, port state).
func (p *parser) port(i, j int) bool {
	v := 0
	for k := i; k < j; k++ {
		v = v*10 + int(p.in[k]-'0')
		if v > 0xFFFF {
			return p.fail(errPortOutOfRange, i)
		}
	}
	p.portWritten = true
	if v == p.scheme.defaultPort() {
		p.portSet = false
		return true
	}
	p.out.byte(':')
	p.portStart = p.out.n
	if p.in[i] != '0' {
		// Digits without a leading zero are the port's serialization
		// (§4.5), kept as they are.
		p.out.keep(i, j)
	} else {
		var digits [5]byte
		n := len(digits)
		for {
			n--
			digits[n] = byte('0' + v%10)
			if v /= 10; v == 0 {
				break
			}
		}
		p.out.bytes(digits[n:])
	}
	p.portEnd = p.out.n
	p.portSet = true
	return true
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

// startQuery sets the query to the empty string.
func (p *parser) startQuery() {
	p.finishPath()
	p.queryStart = p.out.n
	p.out.byte('?')
}

// startFragment sets the fragment to the empty string.
func (p *parser) startFragment() {
	p.finishPath()
	p.fragStart = p.out.n
	p.out.byte('#')
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

// query runs the query state (§4.4) from i: it appends the input up to
// the first "#" (without a state override; to the end with one) to the
// query, percent-encoded, and returns where the query ends. Parse encodes
// it in the scan that finds its end.
func (p *parser) query(i int) int {
	in := p.in
	// The query sets hold "#", which also ends the query: they are the
	// runSets of set|end either way.
	set, run := querySet, runQuery
	if p.scheme.special() {
		set, run = specialQuerySet, runSpecialQuery
	}
	var end charSet // what ends the query
	if p.override == noOverride {
		end = hashSet
	}
	encoded := p.enc != nil && p.scheme.special() && p.scheme != schemeWS && p.scheme != schemeWSS
	if !p.validate && !encoded {
		return p.encodeTo(i, len(in), set, end, run)
	}
	j := len(in)
	if end != 0 {
		if k := strings.IndexByte(in[i:], '#'); k >= 0 {
			j = i + k
		}
	}
	if p.validate {
		p.checkUnits(i, j)
	}
	if encoded {
		p.enc.encode(p, i, j, set)
	} else {
		p.encode(i, j, set)
	}
	return j
}

// encode appends in[i:j], UTF-8 percent-encoded with the percent-encode
// set (URL Standard §1.3). A byte that is not part of valid UTF-8 is read
// as U+FFFD, as a Go string converts to runes.
func (p *parser) encode(i, j int, set charSet) {
	p.encodeTo(i, j, set, 0, set.run())
}

// encodeTo is encode up to j or to the first byte of end (ASCII),
// whichever comes first, and returns where it stopped. run is set|end as
// a runSet (charSet.run), or 0 where there is none.
func (p *parser) encodeTo(i, j int, set, end charSet, run runSet) int {
	in := p.in
	stop := set | end
	start, k := i, i
	for k < j {
		// The bytes up to the next to encode, or end, kept as they are;
		// none where in[k] is one (pathSegment's encode starts at one).
		// Eight bytes a step (run) pay on runs of ASCII longer than a
		// word; the runs between non-ASCII characters, within words of
		// text, are shorter, and take four.
		if !stop.has(in[k]) {
			if run != 0 {
				k = run.span(in[:j], k)
			} else {
				k = stop.span(in[:j], k)
			}
			if k == j {
				break
			}
		}
		c := in[k]
		if end.has(c) {
			break
		}
		if start < k {
			p.out.keep(start, k)
		}
		if c < utf8.RuneSelf {
			p.out.pct(c)
			k++
		} else {
			b, e, valid := pctNonASCIIRun(p.out.grow(), in[:j], k)
			if valid {
				p.out.setGrown(b)
			} else {
				p.encodeInvalid(in[k:e])
			}
			k = e
			run = 0
		}
		start = k
	}
	if start < k {
		p.out.keep(start, k)
	}
	return k
}

// encodeInvalid appends run, non-ASCII bytes that are not all UTF-8,
// percent-encoded, with U+FFFD for each byte that is not part of valid
// UTF-8.
func (p *parser) encodeInvalid(run string) {
	for k := 0; k < len(run); {
		r, size := utf8.DecodeRuneInString(run[k:])
		if r == utf8.RuneError && size == 1 {
			p.out.pctRun("\uFFFD")
		} else {
			p.out.pctRun(run[k : k+size])
		}
		k += size
	}
}

// checkUnits reports an invalid-URL-unit validation error (§1.1) for each
// code point of in[i:j] that is not a URL code point, and for each "%"
// not followed by two hex digits.
func (p *parser) checkUnits(i, j int) {
	in := p.in
	for k := i; k < j; {
		c := in[k]
		if c < utf8.RuneSelf {
			if c == '%' {
				if !pct.IsTriplet(in, k) {
					p.report(errInvalidURLUnit, k)
				}
			} else if !urlCodePointASCII.has(c) {
				p.report(errInvalidURLUnit, k)
			}
			k++
			continue
		}
		r, size := utf8.DecodeRuneInString(in[k:])
		if r == utf8.RuneError && size == 1 || !isURLCodePoint(r) {
			p.report(errInvalidURLUnit, k)
		}
		k += size
	}
}

// hostPortColon runs the host state's scan (§4.4) from i to end, where the
// host ends: it returns the offset of the first ":" outside brackets, or
// end.
func (p *parser) hostPortColon(i, end int) int {
	host := p.in[i:end]
	if strings.IndexByte(host, '[') < 0 {
		if k := strings.IndexByte(host, ':'); k >= 0 {
			return i + k
		}
		return end
	}
	inside := false
	for j := i; j < end; j++ {
		switch p.in[j] {
		case ':':
			if !inside {
				return j
			}
		case '[':
			inside = true
		case ']':
			inside = false
		}
	}
	return end
}
