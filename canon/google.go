package canon

import (
	"strings"
)

// Google canonicalizes rawURL as surt's GoogleURLCanonicalizer does
// (surt 0.3.1, GoogleURLCanonicalizer.canonicalize then getURLString), a
// reading of the Safe Browsing rules that web archives key by: the
// fragment dropped; the query, host and path percent-decoded until
// nothing is left to decode and then escaped once (the
// controls, space, '%', '#', DEL and above, in upper case); a host that
// is not ASCII converted by IDNA 2003, its runs of dots collapsed and
// trimmed, an all-digit host or a dotted one of decimal or octal numbers
// written as four decimal bytes, anything else lower-cased; the path's
// "." and ".." segments resolved and its empty segments dropped, where
// there is a host.
//
// It follows surt and not the Safe Browsing text, nor [SafeBrowsing]'s
// reference implementation, where they differ: the query and the port
// stay, a URL of any scheme is canonicalized (a host-less one keeps its
// path as written: "mailto:a@example.com"), and the hex digits of its
// escapes are upper case.
//
// The error is surt's, where it raises: an input that is empty once
// trimmed, a port that is not a number from 0 to 65535.
func Google(rawURL string) (string, error) {
	u, err := parseHandyURL(rawURL)
	if err != nil {
		return "", err
	}
	u.google()
	return u.urlString(len(rawURL)), nil
}

// google rewrites u as GoogleURLCanonicalizer.canonicalize does.
func (u *handyURL) google() {
	u.hash, u.hasHash = "", false
	if u.hasQuery {
		u.query = minimalEscape(u.query)
	}
	if u.hasHost && u.host != "" {
		u.host = googleHost(u.host)
	}
	if !u.hasPath && (!u.hasHost || u.host == "") {
		return
	}
	path := u.path
	if factsOf(path)&factEscape != 0 { // a '%', or a byte to escape
		var buf [512]byte
		decoded := unescapeRepeatedly(buf[:0], path)
		if u.host != "" && !normalPath(string(decoded)) {
			path = escapedString(normalizePath(string(decoded)), upperHex)
		} else {
			path = escapedString(decoded, upperHex)
		}
	} else if u.host != "" && !normalPath(path) {
		path = normalizePath(path)
	}
	u.path, u.hasPath = path, true
}

// normalPath reports whether normalizePath would return path as it is:
// it starts with '/' and has no empty, "." or ".." segment but perhaps
// the last one empty.
func normalPath[T string | []byte](path T) bool {
	if len(path) == 0 || path[0] != '/' {
		return false
	}
	for i := 1; i < len(path); i++ {
		if path[i] != '/' && path[i] != '.' {
			continue
		}
		start := i == 1 || path[i-1] == '/'
		if path[i] == '/' && start {
			return false // an empty segment
		}
		if path[i] == '.' && start {
			end := i + 1
			if end < len(path) && path[end] == '.' {
				end++
			}
			if end == len(path) || path[end] == '/' {
				return false // "." or ".."
			}
		}
	}
	return true
}

// minimalEscape is surt's minimalEscape: escapeOnce of
// unescapeRepeatedly.
func minimalEscape(s string) string {
	if factsOf(s)&factEscape == 0 {
		return s // no '%', nothing to escape
	}
	var buf [512]byte
	return escapedString(unescapeRepeatedly(buf[:0], s), upperHex)
}

// googleHost is the host step of GoogleURLCanonicalizer.canonicalize.
func googleHost(host string) string {
	if f := factsOf(host); f&(factEscape|factUpper) == 0 && (f&factDot == 0 ||
		!strings.Contains(host, "..") && host[0] != '.' && host[len(host)-1] != '.') && (host[0] < '0' || host[0] > '9') {
		return host // nothing to decode, convert, collapse, read as a number, lower-case or escape
	}
	b := unescapeRepeatedly(nil, host)
	if !isASCII(string(b)) {
		if ace, ok := pythonIDNA(nil, string(b)); ok {
			b = ace
		}
	}
	// Python's replace(b'..', b'.') replaces pairs from the left, once:
	// "..." becomes "..", which strip then trims at either end.
	h := strings.ReplaceAll(string(b), "..", ".")
	h = strings.Trim(h, ".")
	if v, ok := attemptIPFormats(h); ok {
		return string(appendIPv4(nil, v))
	}
	return escapedString(lowerString(h), upperHex)
}

// attemptIPFormats is surt's reading of a host as an IPv4 address: all
// ASCII digits, a number taken modulo 2³² (web archives hold such hosts
// from a proxy that wrote them); or one to four dotted parts of decimal
// digits, the first not 0, or of octal digits, the first 0, read as the C
// library's inet_aton reads them, which is what surt's
// socket.gethostbyname_ex does with such a name. A final LF is allowed,
// as Python's '$' allows it.
func attemptIPFormats(host string) (uint32, bool) {
	if host == "" {
		return 0, false
	}
	if allDigits(host) {
		var v uint32
		for i := 0; i < len(host); i++ {
			v = v*10 + uint32(host[i]-'0') // modulo 2³², as surt masks the number
		}
		return v, true
	}
	h := strings.TrimSuffix(host, "\n")
	if !dottedNumbers(h) {
		return 0, false
	}
	return inetAton(h)
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// dottedNumbers reports whether s matches one of surt's two patterns,
// ^([1-9][0-9]*)(\.[0-9]+){0,3}$ and ^(0[0-7]*)(\.[0-7]+){0,3}$.
func dottedNumbers(s string) bool {
	if s == "" || s[0] < '0' || s[0] > '9' {
		return false
	}
	maxDigit := byte('9')
	if s[0] == '0' {
		maxDigit = '7'
	}
	parts := strings.Split(s, ".")
	if len(parts) > 4 {
		return false
	}
	for _, p := range parts {
		if p == "" {
			return false
		}
		for i := 0; i < len(p); i++ {
			if p[i] < '0' || p[i] > maxDigit {
				return false
			}
		}
	}
	return true
}

// normalizePath is surt's normalizePath: "." segments dropped, ".."
// removing the segment before it (or kept, at the top), empty segments
// dropped but for the last, which keeps a final '/'. The text before the
// first '/' is dropped, as surt drops its first segment; an empty path
// is "/".
func normalizePath(path string) string {
	if path == "" {
		return "/"
	}
	segments := strings.Split(path, "/")[1:]
	kept := segments[:0]
	for _, s := range segments {
		switch s {
		case ".":
		case "..":
			if len(kept) > 0 {
				kept = kept[:len(kept)-1]
			} else {
				kept = append(kept, s)
			}
		default:
			kept = append(kept, s)
		}
	}
	var b strings.Builder
	b.WriteByte('/')
	for i, s := range kept {
		if i == len(kept)-1 {
			b.WriteString(s)
		} else if s != "" {
			b.WriteString(s)
			b.WriteByte('/')
		}
	}
	return b.String()
}
