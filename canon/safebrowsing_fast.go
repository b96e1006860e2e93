package canon

import (
	"bytes"
	"strings"
)

// A Safe Browsing URL of the common form is canonicalized from the spans
// of one scan of it, into one string at most: parseSafeBrowsingFast. The
// common form is scheme://host[:port][path][?query][#fragment] with
//
//   - no control, space or backslash before the fragment, and no byte
//     above ASCII at its end (nothing to trim, drop or turn into a '/');
//   - a host of ASCII with no '%', '@', '[', backslash or second ':', no
//     empty label and no first digit (nothing to convert, collapse or
//     read as an IPv4 address);
//   - a port of digits, which the canonical URL drops;
//   - a path with no empty, "." or ".." segment once decoded (nothing
//     for path.Clean to change).
//
// On such a URL parseSafeBrowsing's steps leave each part as it is but
// for lower-casing the host and decoding the path and the query until no
// escape is left and escaping them once (lower-case hex digits), which
// this does as it writes them. Where nothing is to be done, the canonical URL, with its
// query, is a prefix of the input, which sbURL.text keeps, so that
// neither Canonical nor Expressions makes a string of its own. Any other
// URL takes the general path; FuzzSafeBrowsingFast holds the two to the
// same answers.
func parseSafeBrowsingFast(rawURL string) (sbURL, bool) {
	var u sbURL
	n := schemeLength(rawURL)
	if n == 0 || !strings.HasPrefix(rawURL[n:], "//") {
		return u, false
	}
	i := n + 2
	hostStart, dot, upper := i, true, false
scan:
	for ; i < len(rawURL); i++ {
		switch c := rawURL[i]; {
		case c == '.':
			if dot {
				return u, false
			}
			dot = true
			continue
		case c == '/' || c == '?' || c == '#' || c == ':':
			break scan
		case c <= ' ' || c >= 0x7f || c == '%' || c == '@' || c == '[' || c == '\\':
			return u, false
		case 'A' <= c && c <= 'Z':
			upper = true
		}
		dot = false
	}
	host := rawURL[hostStart:i]
	if host == "" || dot || '0' <= host[0] && host[0] <= '9' {
		return u, false
	}
	contiguous := !upper
	if i < len(rawURL) && rawURL[i] == ':' {
		digits := 0
		for i++; i < len(rawURL) && '0' <= rawURL[i] && rawURL[i] <= '9'; i++ {
			digits++
		}
		if digits == 0 || i < len(rawURL) && rawURL[i] != '/' && rawURL[i] != '?' && rawURL[i] != '#' {
			return u, false
		}
		contiguous = false
	}
	pathStart, last, escapes := i, i, 0
	percent, normal := false, true
	for ; i < len(rawURL) && rawURL[i] != '?' && rawURL[i] != '#'; i++ {
		switch c := rawURL[i]; {
		case c <= ' ' || c == '\\':
			return u, false
		case c == '%':
			percent = true
		case c >= 0x7f:
			escapes++
		case c == '/' && i > pathStart:
			if seg := rawURL[last+1 : i]; seg == "" || seg == "." || seg == ".." {
				normal = false
			}
			last = i
		}
	}
	path := rawURL[pathStart:i]
	if path != "" {
		if seg := rawURL[last+1 : i]; seg == "." || seg == ".." {
			normal = false
		}
	}
	queryStart := i
	if i < len(rawURL) && rawURL[i] == '?' {
		for i++; i < len(rawURL) && rawURL[i] != '#'; i++ {
			switch c := rawURL[i]; {
			case c <= ' ' || c == '\\':
				return u, false
			case c == '%':
				percent = true
			case c >= 0x7f:
				escapes++
			}
		}
	}
	if !normal && !percent {
		return u, false
	}
	if end := rawURL[:i]; end[len(end)-1] >= 0x80 {
		return u, false // perhaps a Unicode space, which TrimSpace trims
	}
	query := ""
	if queryStart < i {
		query = rawURL[queryStart+1 : i]
	}
	u.scheme = rawURL[:n-1]
	if percent {
		return fastDecoded(u, rawURL[:n+2], host, rawURL[pathStart:i])
	}
	if contiguous && escapes == 0 && path != "" {
		u.text, u.host, u.path, u.query = rawURL[:i], host, path, query
		return u, true
	}
	// One string of the canonical URL and its query, the parts slices
	// of it.
	b := make([]byte, 0, n+2+len(host)+max(len(path), 1)+1+len(query)+2*escapes)
	b = append(b, rawURL[:n+2]...)
	b = appendLower(b, host, true)
	hostEnd := len(b)
	if path == "" {
		b = append(b, '/')
	} else {
		b = appendEscaped(b, path)
	}
	pathEnd := len(b)
	b = appendEscaped(append(b, '?'), query)
	u.text = string(b)
	u.host, u.path, u.query = u.text[n+2:hostEnd], u.text[hostEnd:pathEnd], u.text[pathEnd+1:]
	if u.query == "" {
		u.text = u.text[:pathEnd]
	}
	return u, true
}

// fastDecoded is parseSafeBrowsingFast for a URL with a '%' after its
// host: what follows the host (its port dropped), tail, percent-decoded
// until no escape is left and escaped once, is split at its first '?'
// (which may have been "%3F") into the path and the query, and the URL
// is of the common form where that path, not the written one, has no
// empty, "." or ".." segment. A '%' cannot start an escape that takes
// bytes of the host, which has none, so decoding the tail alone is
// decoding the URL.
func fastDecoded(u sbURL, head, host, tail string) (sbURL, bool) {
	var buf [256]byte
	dec := unescapeRepeatedly(buf[:0], tail)
	n := len(head) + len(host) + 1 + len(dec)
	for _, c := range dec {
		if byteFacts[c]&factEscape != 0 {
			n += 2
		}
	}
	b := make([]byte, 0, n)
	b = appendLower(append(b, head...), host, true)
	hostEnd := len(b)
	if len(dec) == 0 || dec[0] == '?' {
		b = append(b, '/')
	}
	b = appendEscaped(b, dec)
	pathEnd := hostEnd + bytes.IndexByte(b[hostEnd:], '?')
	if pathEnd < hostEnd {
		pathEnd = len(b)
	}
	if !normalPath(b[hostEnd:pathEnd]) {
		return u, false
	}
	u.text = string(b)
	u.host, u.path = u.text[len(head):hostEnd], u.text[hostEnd:pathEnd]
	if pathEnd < len(b) {
		u.query = u.text[pathEnd+1:]
	}
	if u.query == "" {
		u.text = u.text[:pathEnd]
	}
	return u, true
}

// appendEscaped appends s with the bytes escapedString escapes escaped
// with lower-case hex digits, as Safe Browsing escapes them.
func appendEscaped[T string | []byte](dst []byte, s T) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; byteFacts[c]&factEscape != 0 {
			dst = append(dst, '%', lowerHex[c>>4], lowerHex[c&15])
		} else {
			dst = append(dst, c)
		}
	}
	return dst
}
