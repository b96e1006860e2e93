package canon

import (
	"bytes"
	"slices"
	"strings"
)

// The SURT of a URL of the common form is written straight from the
// spans of one scan of it into the caller's buffer, with no string of its
// own: appendFast. The common form is scheme://host[:port][path][?query]
// [#fragment] or scheme:path[?query][#fragment], with
//
//   - no control or space before the fragment, nor tab, CR or LF in it
//     (nothing for handyurl.parse to trim or drop), no second "http://"
//     or "https://" after the first;
//   - a host of ASCII with no upper-case letter, '%', '@' or '[', no
//     empty label and no first digit (nothing for urlsplit to split off
//     or lower-case, nor for Google to decode, convert, collapse or read
//     as a number);
//   - a port of at most five digits, up to 65535;
//   - a path whose decoding has no empty, "." or ".." segment (nothing
//     for Google to resolve) and no ASP.NET session id;
//   - a query with no control or space;
//   - in scheme:path, a scheme that does not start with "http" (whose
//     host handyurl.parse would take from the path) and a path that is
//     not empty.
//
// On such a URL each step of parseHandyURL, google and the default IA
// leaves its part as it is, or does what appendFast does as it writes
// it: the fragment dropped, a leading "www." dropped, a default port
// dropped, the path and the query percent-decoded until no escape is
// left, escaped once and lower-cased (surt escapes in upper case and IA
// then lower-cases the escape with the rest), the path's final '/'
// dropped, the query's session ids stripped and its arguments sorted.
// Any other URL, or any SURT with options of IA, takes the general path;
// FuzzSURTFast holds the two to the same keys.

// The classes of a host's bytes for appendFast.
const (
	hostPlain = iota
	hostDot
	hostEnd // '/', '?', '#', ':': the end of the host
	hostOther
)

var hostClass = func() (t [256]byte) {
	for c := range 256 {
		switch {
		case c == '.':
			t[c] = hostDot
		case c == '/' || c == '?' || c == '#' || c == ':':
			t[c] = hostEnd
		case c <= ' ' || c >= 0x7f || c == '%' || c == '@' || c == '[' || 'A' <= c && c <= 'Z':
			t[c] = hostOther
		}
	}
	return t
}()

// The classes of a path's bytes for appendFast, but for 0, which most
// bytes are: those that need no more than to be copied.
const (
	pathEnd     = 1 << iota // '?' and '#'
	pathBad                 // a control or space: handyurl.parse would trim or drop it
	pathPercent             // '%'
	pathEscape              // DEL and above, escaped
	pathUpper               // an ASCII upper-case letter, lower-cased
	pathSlash               // '/', the end of a segment
	pathParen               // '(', which an ASP.NET session id starts with
)

var pathClass = func() (t [256]byte) {
	for c := range 256 {
		switch {
		case c == '?' || c == '#':
			t[c] = pathEnd
		case c <= ' ':
			t[c] = pathBad
		case c == '%':
			t[c] = pathPercent
		case c >= 0x7f:
			t[c] = pathEscape
		case 'A' <= c && c <= 'Z':
			t[c] = pathUpper
		case c == '/':
			t[c] = pathSlash
		case c == '(':
			t[c] = pathParen
		}
	}
	return t
}()

// appendFast appends the SURT of rawURL, as AppendKey does, where rawURL
// is of the common form; it reports false, with dst as it was, for any
// other.
func (s SURT) appendFast(dst []byte, rawURL string) ([]byte, bool) {
	if s.Uncanonicalized || s.IA != (IA{}) {
		return dst, false
	}
	n := schemeLength(rawURL)
	if n == 0 {
		return dst, false
	}
	scheme, i := rawURL[:n-1], n
	host, port := "", 0
	if strings.HasPrefix(rawURL[i:], "//") {
		i += 2
		if (scheme == "http" || scheme == "https") && (strings.HasPrefix(rawURL[i:], "http://") || strings.HasPrefix(rawURL[i:], "https://")) {
			return dst, false // lastProtocol's
		}
		var ok bool
		if host, port, i, ok = scanFastHost(rawURL, i); !ok {
			return dst, false
		}
	} else if strings.HasPrefix(scheme, "http") {
		return dst, false // a host-less http URL, whose host handyurl.parse takes from its path
	}
	path, pathFacts, i, ok := scanFastPath(rawURL, i, host != "")
	if !ok || host == "" && path == "" {
		return dst, false
	}
	var query string
	var queryFacts byte
	if i < len(rawURL) && rawURL[i] == '?' {
		start := i + 1
		for i = start; i < len(rawURL) && rawURL[i] != '#'; i++ {
			queryFacts |= pathClass[rawURL[i]]
		}
		if queryFacts&pathBad != 0 {
			return dst, false
		}
		query = rawURL[start:i]
	}
	for ; i < len(rawURL); i++ {
		if c := rawURL[i]; c == '\t' || c == '\n' || c == '\r' {
			return dst, false // which handyurl.parse drops, with strings.Map: a byte that is not UTF-8 then becomes U+FFFD
		}
	}

	if host != "" && scheme != "dns" {
		host = massageHost(host)
	}
	if port != 0 && port == defaultPort(scheme) {
		port = 0
	}
	before := len(dst)
	dst = appendHead(dst, scheme, host, port, surtFormat{surt: true, withScheme: s.WithScheme,
		trailingComma: s.TrailingComma, keepIPOrder: s.KeepIPOrder})
	start := len(dst)
	if pathFacts&pathPercent != 0 {
		dst = unescapeRepeatedly(dst, path)
		pathFacts = 0
		for _, c := range dst[start:] {
			pathFacts |= pathClass[c]
		}
		if host != "" && !normalPath(dst[start:]) {
			return dst[:before], false
		}
	} else {
		dst = append(dst, path...)
	}
	switch p := dst[start:]; {
	case len(p) == 0:
		dst = append(dst, '/')
	case pathFacts&pathParen != 0 && containsFold(p, ".aspx"):
		return dst[:before], false
	case len(p) > 1 && p[len(p)-1] == '/':
		dst = dst[:len(dst)-1]
	}
	switch {
	case pathFacts&(pathPercent|pathEscape|pathBad|pathEnd) != 0: // '#' from "%23" is escaped
		dst = escapeLowerFrom(dst, start)
	case pathFacts&pathUpper != 0:
		lowerASCII(dst[start:])
	}
	if query == "" {
		return dst, true
	}
	dst = append(dst, '?')
	start = len(dst)
	switch {
	case queryFacts&pathPercent != 0:
		dst = escapeLowerFrom(unescapeRepeatedly(dst, query), start)
	case queryFacts&pathEscape != 0:
		dst = escapeLowerFrom(append(dst, query...), start)
	default:
		dst = append(dst, query...)
		if queryFacts&pathUpper != 0 {
			lowerASCII(dst[start:])
		}
	}
	dst = dst[:start+len(stripQuerySessionIDInPlace(dst[start:]))]
	if len(dst) == start {
		return dst[:start-1], true // a query that was a session id alone, whose '?' IA drops
	}
	if bytes.IndexByte(dst[start:], '&') >= 0 {
		dst = sortQueryFrom(dst, start)
	}
	return dst, true
}

// scanFastHost reads the host and the port that start at i in rawURL,
// and gives the index of what follows them. It reports false for a host
// that is not of the common form: empty, with a byte of hostOther, an
// empty label or a first digit; and for a port of more than five digits,
// above 65535, or followed by anything but the path, the query or the
// fragment.
func scanFastHost(rawURL string, i int) (host string, port, next int, ok bool) {
	start, dot := i, true // a first '.' is an empty label
scan:
	for ; i < len(rawURL); i++ {
		switch hostClass[rawURL[i]] {
		case hostPlain:
			dot = false
		case hostDot:
			if dot {
				return "", 0, 0, false
			}
			dot = true
		case hostEnd:
			break scan
		default:
			return "", 0, 0, false
		}
	}
	host = rawURL[start:i]
	if host == "" || dot || '0' <= host[0] && host[0] <= '9' {
		return "", 0, 0, false
	}
	if i < len(rawURL) && rawURL[i] == ':' {
		digits := 0
		for i++; i < len(rawURL) && '0' <= rawURL[i] && rawURL[i] <= '9'; i++ {
			port = port*10 + int(rawURL[i]-'0')
			digits++
		}
		if digits > 5 || port > 65535 || i < len(rawURL) && rawURL[i] != '/' && rawURL[i] != '?' && rawURL[i] != '#' {
			return "", 0, 0, false
		}
	}
	return host, port, i, true
}

// scanFastPath reads the path that starts at i in rawURL, up to its
// query or fragment, and gives the union of the pathClass of its bytes
// and the index of what follows it. It reports false for a path with a
// control or a space, and, with segments (a URL with a host, whose path
// Google resolves), for one that does not start with '/' or has an
// empty, "." or ".." segment.
func scanFastPath(rawURL string, i int, segments bool) (path string, facts byte, next int, ok bool) {
	start, last := i, i // last: the last '/'
	for ; i < len(rawURL); i++ {
		c := rawURL[i]
		pc := pathClass[c]
		if pc == 0 {
			continue
		}
		if pc&pathEnd != 0 {
			break
		}
		if pc&pathBad != 0 {
			return "", 0, 0, false
		}
		if c == '/' && segments && i > start {
			// The segment before it is empty, "." or "..": a path Google
			// resolves.
			if seg := rawURL[last+1 : i]; seg == "" || seg == "." || seg == ".." {
				return "", 0, 0, false
			}
			last = i
		}
		facts |= pc
	}
	path = rawURL[start:i]
	if segments && path != "" {
		if seg := rawURL[last+1 : i]; path[0] != '/' || seg == "." || seg == ".." {
			return "", 0, 0, false
		}
	}
	return path, facts, i, true
}

// escapeLowerFrom escapes the bytes of dst[start:] that escapedString
// escapes, with lower-case hex digits, and lower-cases its ASCII letters,
// in place: escapedString with upperHex and then lowerASCII, which is
// what surt's Google and IA steps do to a path or a query.
func escapeLowerFrom(dst []byte, start int) []byte {
	n := 0
	for _, c := range dst[start:] {
		if byteFacts[c]&factEscape != 0 {
			n++
		}
	}
	if n == 0 {
		lowerASCII(dst[start:])
		return dst
	}
	end := len(dst)
	dst = slices.Grow(dst, 2*n)[:end+2*n]
	for r, w := end-1, len(dst); r >= start; r-- {
		c := dst[r]
		if byteFacts[c]&factEscape != 0 {
			dst[w-3], dst[w-2], dst[w-1] = '%', lowerHex[c>>4], lowerHex[c&15]
			w -= 3
			continue
		}
		w--
		dst[w] = lowerByte(c)
	}
	return dst
}

// A queryArg is an argument of a query in sortQueryFrom: its name and
// value as offsets in the query, end the end of the value.
type queryArg struct {
	name, value, end int32
	hasValue         bool
}

// sortQueryFrom sorts the arguments of the query dst[start:], which is
// lower case, as alphaReorderQuery does, in place; dst's capacity beyond
// the query holds a copy of it meanwhile.
func sortQueryFrom(dst []byte, start int) []byte {
	q := dst[start:]
	var small [16]queryArg
	args := small[:0]
	for i := 0; i <= len(q); {
		end := i + bytes.IndexByte(q[i:], '&')
		if end < i {
			end = len(q)
		}
		a := queryArg{name: int32(i), value: int32(end), end: int32(end)}
		if eq := bytes.IndexByte(q[i:end], '='); eq >= 0 {
			a.value, a.hasValue = int32(i+eq+1), true
		}
		args = append(args, a)
		i = end + 1
	}
	dst = append(dst, q...)
	src := dst[len(dst)-len(q):]
	compare := func(x, y queryArg) int {
		nx, ny := src[x.name:x.value], src[y.name:y.value]
		if x.hasValue {
			nx = nx[:len(nx)-1]
		}
		if y.hasValue {
			ny = ny[:len(ny)-1]
		}
		if c := bytes.Compare(nx, ny); c != 0 {
			return c
		}
		if x.hasValue != y.hasValue {
			if x.hasValue {
				return 1
			}
			return -1
		}
		return bytes.Compare(src[x.value:x.end], src[y.value:y.end])
	}
	if len(args) <= len(small) {
		for i := 1; i < len(args); i++ { // an insertion sort: stable, and quick on a few arguments
			for j := i; j > 0 && compare(args[j-1], args[j]) > 0; j-- {
				args[j-1], args[j] = args[j], args[j-1]
			}
		}
	} else {
		slices.SortStableFunc(args, compare)
	}
	w := dst[start:start]
	for i, a := range args {
		if i > 0 {
			w = append(w, '&')
		}
		w = append(w, src[a.name:a.end]...)
	}
	return dst[:start+len(q)]
}
