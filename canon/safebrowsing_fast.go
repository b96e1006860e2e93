package canon

import (
	"bytes"
	"strings"
)

// appendSBFast appends the canonical text of rawURL (scheme, "://",
// host, path, and with withQuery '?' and the query where there is one)
// in one pass, for the URLs
// of the common shape: "http" or "https" in any case and "//", an
// authority of simpleAuthority's bytes with a plainName host and perhaps
// a port of digits, a path without '\\' or an empty, "." or ".."
// segment, a path and query that appendRecoded decodes in one pass, and
// no whitespace to trim. It returns the offsets of the host, path and
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
	rest, fragment, _ := strings.Cut(rawURL[n+2:], "#")
	if rest == "" || rest[len(rest)-1] <= ' ' || rest[len(rest)-1] >= 0x80 {
		return dst, 0, 0, 0, false // whitespace for TrimSpace, perhaps
	}
	end, colon, upper, ok := simpleAuthority(rest)
	if !ok {
		return dst, 0, 0, 0, false
	}
	host := rest[:end]
	if colon >= 0 {
		if host = rest[:colon]; !allDigits(rest[colon+1 : end]) {
			return dst, 0, 0, 0, false // a colon left in the host, or two
		}
	}
	if !plainName(host) || strings.ContainsAny(fragment, "\t\r\n") {
		return dst, 0, 0, 0, false // strings.Map would make U+FFFD of bytes that are not UTF-8
	}
	path, q, hasQuery := strings.Cut(rest[end:], "?")
	if len(path) > 0 && path[0] != '/' || strings.IndexByte(path, '\\') >= 0 {
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
	if path == "" {
		dst = append(dst, '/')
	} else if dst, ok = appendRecoded(dst, path, lowerHex, false); !ok || !normalPath(dst[pathStart:]) ||
		bytes.IndexByte(dst[pathStart:], '?') >= 0 {
		return dst[:start], 0, 0, 0, false
	}
	query = len(dst)
	if !withQuery {
		if strings.ContainsAny(q, "\t\r\n") {
			return dst[:start], 0, 0, 0, false
		}
	} else if hasQuery && q != "" {
		if dst, ok = appendRecoded(append(dst, '?'), q, lowerHex, false); !ok {
			return dst[:start], 0, 0, 0, false
		}
	}
	return dst, hostStart, pathStart, query, true
}
