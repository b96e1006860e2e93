package canon

import "strings"

// appendSBFast appends the canonical text of rawURL (scheme, "://",
// host, path, and with withQuery '?' and the query where there is one)
// in one pass, for the URLs of the common shape: "http" or "https" in
// any case and "//", an authority of simpleAuthority's bytes with a
// plainName host and perhaps a port of digits, a path without '\\', a
// path and query that appendRecoded recodes in one pass, and no
// whitespace to trim. It returns the offsets of the host, path and
// query in dst, and reports false, with dst as given, for every other
// URL: those go by parseSafeBrowsing, which agrees (FuzzSafeBrowsingFast).
//
// Decoding the whole URL, as parseSafeBrowsing does, decodes each part
// alone here: a '?' or '#' between them is not a hex digit, so no
// escape spans two; a path escape that decodes to '?' (which would cut
// the path there) is left to the general path.
func appendSBFast(dst []byte, rawURL string, withQuery bool) (out []byte, hostStart, pathStart, query int, ok bool) {
	n := schemeLength(rawURL)
	if n == 0 || n > len("https:") || !strings.EqualFold(rawURL[:n-1], "http") && !strings.EqualFold(rawURL[:n-1], "https") ||
		!strings.HasPrefix(rawURL[n:], "//") {
		return dst, 0, 0, 0, false
	}
	rest := rawURL[n+2:]
	at, end, colon, upper, ok := simpleAuthority(rest)
	if !ok {
		return dst, 0, 0, 0, false
	}
	host := rest[at:end]
	if colon >= 0 {
		if host = rest[at:colon]; !allDigits(rest[colon+1 : end]) {
			return dst, 0, 0, 0, false // a colon left in the host, or two
		}
	}
	if !plainName(host) {
		return dst, 0, 0, 0, false
	}
	start := len(dst)
	dst = append(append(dst, rawURL[:n-1]...), "://"...)
	hostStart = len(dst)
	dst = append(dst, host...)
	if upper {
		lowerASCII(dst[hostStart:])
	}
	pathStart = len(dst)
	rest = rest[end:]
	dst, k, _, ok := appendRecoded(dst, rest, recodePath)
	if !ok || strings.IndexByte(rest[:k], '\\') >= 0 {
		return dst[:start], 0, 0, 0, false // a path to clean, or a backslash to read as '/'
	}
	if len(dst) == pathStart {
		dst = append(dst, '/')
	}
	query = len(dst)
	rest, k = rest[k:], 0
	if strings.HasPrefix(rest, "?") {
		if withQuery {
			if dst, k, _, ok = appendRecoded(append(dst, '?'), rest[1:], 0); !ok {
				return dst[:start], 0, 0, 0, false
			}
			if len(dst) == query+1 {
				dst = dst[:query] // an empty query is none
			}
			k++
		} else if k = strings.IndexByte(rest, '#'); k < 0 {
			k = len(rest)
		}
	}
	// Before the fragment: no whitespace for TrimSpace at the end (a byte
	// above ASCII may start some); in all of it, no tab or newline for
	// strings.Map, which would make U+FFFD of the bytes that are not
	// UTF-8.
	before := rawURL[:len(rawURL)-len(rest)+k]
	if last := before[len(before)-1]; last <= ' ' || last >= 0x80 || hasTabOrNewline(rest) {
		return dst[:start], 0, 0, 0, false
	}
	return dst, hostStart, pathStart, query, true
}
