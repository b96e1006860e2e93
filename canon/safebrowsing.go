package canon

import (
	"errors"
	"net/netip"
	"path"
	"strconv"
	"strings"

	"golang.org/x/net/idna"
)

// SafeBrowsing canonicalizes URLs for Google Safe Browsing lookups and
// makes their host-suffix / path-prefix expressions, the strings a client
// hashes (the "URLs and Hashing" section of the Safe Browsing API v4).
// The zero value follows google/safebrowsing, the reference client in Go
// (urls.go at bbf0d20d), and its tests, where the published text says
// less or otherwise:
//
//   - the canonical URL is scheme://host/path, without the query and the
//     port (canonicalURL), which the expressions keep;
//   - the expressions take the exact host and up to six suffixes of its
//     last seven labels (the published text: up to four, of the last
//     five; Published says so);
//   - escapes are written with lower-case hex digits ("%1b").
//
// It is right where google/safebrowsing is wrong, in ways that let a
// URL escape the list it is on:
//
//   - a backslash before the query is a '/', as browsers read it in
//     http, https and ftp URLs: "http://evil.example\@good.example/" is
//     evil.example's, where google/safebrowsing looks up good.example
//     (google/safebrowsing#156 and #157, closed unmerged);
//   - a part of an IPv4 address too large for its bytes makes a name,
//     not an address: "1.2.3.256" stays itself, where
//     google/safebrowsing truncates it to 1.2.3.0, another host;
//   - a bracketed IPv6 address is written in its RFC 5952 form, as the
//     published text asks ("[2001:DB8:0::1]" is "[2001:db8::1]");
//   - an internationalized host with a control, space, '#' or '%' is no
//     host (browsers refuse each in a host), where google/safebrowsing
//     writes them into its Punycode raw ("ü.a%20b" has a space);
//   - a host with a ':' left once its port is removed ("a:b:80",
//     "a:0.") is no host, where google/safebrowsing keeps a colon that
//     is read as a port when its canonical URL is canonicalized again;
//   - a host of dots alone is no host (google/safebrowsing makes
//     "http:///" of "...", a URL it cannot read back).
type SafeBrowsing struct {
	// Published makes the canonical URL keep its query and the
	// expressions take at most four host suffixes, of the last five
	// labels, as the published text says.
	Published bool
}

var (
	errSBNoHost   = errors.New("no host")
	errSBNoSlash  = errors.New("a scheme not followed by //")
	errSBBracket  = errors.New("a host with '[' and no ']'")
	errSBColon    = errors.New("a host with a ':' that starts no port")
	errSBPunycode = errors.New("an internationalized host with a control, space, '#' or '%'")
)

// A sbURL is a URL as Safe Browsing's canonicalization leaves it.
type sbURL struct {
	scheme, host, path, query string
}

// Canonical returns the canonical form of rawURL. The error says why
// rawURL has no host that Safe Browsing can look up: "", "/path",
// "mailto:a@example.com" and "http:///path" have none.
//
// A URL already canonical, but for what Canonical drops (its query,
// fragment), is answered with a part of rawURL, which allocates nothing.
func (sb SafeBrowsing) Canonical(rawURL string) (string, error) {
	var buf [256]byte
	b, err := sb.AppendCanonical(buf[:0], rawURL)
	if len(b) <= len(rawURL) && rawURL[:len(b)] == string(b) {
		return rawURL[:len(b)], err
	}
	return string(b), err
}

// AppendCanonical appends the canonical form of rawURL to dst, as
// Canonical returns it, without a string of its own; dst is as given
// where there is an error.
func (sb SafeBrowsing) AppendCanonical(dst []byte, rawURL string) ([]byte, error) {
	if b, _, _, _, ok := appendSBFast(dst, rawURL, sb.Published); ok {
		return b, nil
	}
	u, err := parseSafeBrowsing(rawURL)
	if err != nil {
		return dst, err
	}
	dst = append(append(append(append(dst, u.scheme...), "://"...), u.host...), u.path...)
	if sb.Published && u.query != "" {
		dst = append(append(dst, '?'), u.query...)
	}
	return dst, nil
}

// Expressions returns the host-suffix / path-prefix expressions of
// rawURL, the exact one first: "a.b.c/1/2.html?param=1/2",
// "a.b.c/1/2.html", "a.b.c/1/", "a.b.c/", "b.c/1/2.html?param=1/2", ...
// An IP address host has no suffixes; a path has "/", up to three
// prefixes ending in '/', itself, and itself with its query.
//
// Every expression is one run of the host, path and query written
// together ("a.b.c/1/2.html?param=1/2"), so the expressions are cut from
// that one text: for a URL already canonical, from rawURL itself, and
// the slice that holds them is all Expressions allocates; for another,
// the text is one string more.
func (sb SafeBrowsing) Expressions(rawURL string) ([]string, error) {
	var buf [256]byte
	var text string
	var hostLen, pathLen int
	if b, host, path, query, ok := appendSBFast(buf[:0], rawURL, true); ok {
		hostLen, pathLen = path-host, query-path
		// The fast path writes the scheme as rawURL does: the host
		// starts at the same offset in both.
		if end := len(b); end <= len(rawURL) && rawURL[host:end] == string(b[host:]) {
			text = rawURL[host:end] // already canonical: no string made
		} else {
			text = string(b[host:])
		}
	} else {
		u, err := parseSafeBrowsing(rawURL)
		if err != nil {
			return nil, err
		}
		hostLen, pathLen = len(u.host), len(u.path)
		text = u.host + u.path
		if u.query != "" {
			text += "?" + u.query
		}
	}
	maxLabels := 7
	if sb.Published {
		maxLabels = 5
	}
	host, path := text[:hostLen], text[hostLen:hostLen+pathLen]
	var hostArray [7]string
	var pathArray [5]string
	hosts := lookupHosts(hostArray[:0], host, maxLabels)
	paths := lookupPaths(pathArray[:0], path)
	n := len(paths)
	if len(text) > hostLen+pathLen {
		n++ // the path with its query
	}
	out := make([]string, 0, len(hosts)*n)
	for _, h := range hosts {
		from := hostLen - len(h)
		for _, p := range paths {
			out = append(out, text[from:hostLen+len(p)])
		}
		if n > len(paths) {
			out = append(out, text[from:])
		}
	}
	return out, nil
}

// lookupHosts appends the host and its suffixes of two labels or more
// taken from its last maxLabels labels; an IP address alone.
func lookupHosts(dst []string, host string, maxLabels int) []string {
	dst = append(dst, host)
	// Only a host in brackets or ending in a digit can be an address:
	// the others skip ParseAddr, whose error allocates.
	if host == "" {
		return dst
	}
	if last := host[len(host)-1]; last == ']' || '0' <= last && last <= '9' {
		if _, err := netip.ParseAddr(strings.Trim(host, "[]")); err == nil {
			return dst
		}
	}
	labels := strings.Count(host, ".") + 1
	rest := host
	for i := 0; i < labels-1; i++ {
		_, rest, _ = strings.Cut(rest, ".")
		if i+1 >= labels-maxLabels && i+1 <= labels-2 {
			dst = append(dst, rest)
		}
	}
	return dst
}

// lookupPaths appends "/", the prefixes of p of one to three segments
// ending in '/', and p itself, each a prefix of p (Expressions adds p
// with its query). p is canonical: it starts with '/' and has no empty
// segment.
func lookupPaths(dst []string, p string) []string {
	dst = append(dst, "/")
	for i, n := 1, 0; i < len(p) && n < 3; i++ {
		if p[i] == '/' && i+1 < len(p) {
			dst = append(dst, p[:i+1])
			n++
		}
	}
	if p != "/" {
		dst = append(dst, p)
	}
	return dst
}

// parseSafeBrowsing splits and canonicalizes rawURL as
// google/safebrowsing's parseURL does, with the mends of SafeBrowsing.
func parseSafeBrowsing(rawURL string) (sbURL, error) {
	var u sbURL
	rest, _, _ := strings.Cut(rawURL, "#")
	rest = strings.TrimSpace(rest)
	if strings.ContainsAny(rest, "\t\r\n") {
		rest = strings.Map(dropTabAndNewline, rest)
	}
	if scheme, _ := sbScheme(rest); scheme == "" || isSpecialScheme(scheme) {
		before, after, hasQuery := strings.Cut(rest, "?")
		if strings.Contains(before, "\\") {
			rest = strings.ReplaceAll(before, "\\", "/")
			if hasQuery {
				rest += "?" + after
			}
		}
	}
	if hasEscape(rest) || needsEscape(rest) {
		var buf [512]byte
		rest = escapedString(unescapeRepeatedly(buf[:0], rest), lowerHex)
	}
	u.scheme, rest = sbScheme(rest)
	rest, u.query, _ = strings.Cut(rest, "?")
	var hostish string
	switch {
	case u.scheme == "":
		u.scheme = "http"
	case !strings.HasPrefix(rest, "//"):
		return u, errSBNoSlash
	default:
		rest = rest[2:]
	}
	if i := strings.IndexByte(rest, '/'); i >= 0 {
		hostish, rest = rest[:i], rest[i:]
	} else {
		hostish, rest = rest, ""
	}
	if hostish == "" {
		return u, errSBNoHost
	}
	var err error
	if u.host, err = sbHost(hostish); err != nil {
		return u, err
	}
	if u.host == "" {
		return u, errSBNoHost // only dots, which google/safebrowsing takes for a host and writes as "http:///"
	}
	if normalPath(rest) {
		u.path = rest // path.Clean would return it as it is
		return u, nil
	}
	u.path = path.Clean(rest)
	switch {
	case u.path == ".":
		u.path = "/"
	case strings.HasSuffix(rest, "/") && !strings.HasSuffix(u.path, "/"):
		u.path += "/"
	}
	return u, nil
}

// dropTabAndNewline is a strings.Map function that drops tab, CR and LF.
func dropTabAndNewline(r rune) rune {
	if r == '\t' || r == '\r' || r == '\n' {
		return -1
	}
	return r
}

func isSpecialScheme(scheme string) bool {
	switch strings.ToLower(scheme) {
	case "http", "https", "ftp", "ws", "wss", "file":
		return true
	}
	return false
}

// sbScheme splits s into its scheme and the rest after the ':', as
// google/safebrowsing's getScheme does: letters, then letters, digits,
// '+', '-' or '.', up to a ':' not followed by a port (":80/" or ":80"
// at the end, as in "www.example.com:80/", is no scheme).
func sbScheme(s string) (scheme, rest string) {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
		case '0' <= c && c <= '9' || c == '+' || c == '-' || c == '.':
			if i == 0 {
				return "", s
			}
		case c == ':':
			if !startsWithPort(s[i:]) {
				return s[:i], s[i+1:]
			}
		default:
			return "", s
		}
	}
	return "", s
}

// startsWithPort reports whether s starts with ':', digits, and then
// '/' or its end.
func startsWithPort(s string) bool {
	n := 1
	for n < len(s) && '0' <= s[n] && s[n] <= '9' {
		n++
	}
	return n > 1 && (n == len(s) || s[n] == '/')
}

// sbHost is google/safebrowsing's parseHost: the host after the last
// '@', its port removed, converted to Punycode if it has a byte above
// 0x80 once unescaped, its runs of dots collapsed and trimmed, an IPv4
// address in any of its number forms written in dotted decimal,
// lower-cased.
func sbHost(hostish string) (string, error) {
	host := hostish[strings.LastIndexByte(hostish, '@')+1:]
	if strings.HasPrefix(host, "[") && !strings.Contains(host, "]") {
		return "", errSBBracket
	}
	if i := strings.LastIndexByte(host, ':'); i >= 0 && allDigits(host[i+1:]) {
		host = host[:i]
	}
	if u := string(unescapeOnce(host)); hasByteAbove80(u) {
		ace, err := idna.ToASCII(u)
		if err != nil {
			return "", err
		}
		if needsEscape(ace) {
			return "", errSBPunycode
		}
		host = ace
	}
	host = collapseDots(host)
	if strings.HasPrefix(host, "[") && !strings.Contains(host, "]") {
		return "", errSBBracket // once its dots are trimmed (".[")
	}
	if !strings.HasPrefix(host, "[") && strings.Contains(host, ":") {
		return "", errSBColon // a port that is not a number, or a colon in the name, neither of which a browser reads
	}
	if ip, ok := sbIPv4(host); ok {
		return ip, nil
	}
	if strings.HasPrefix(host, "[") && strings.HasSuffix(host, "]") {
		// An address written with a dotted quad stays as written: RFC 5952
		// §5 keeps that form, which netip would not.
		if a, err := netip.ParseAddr(host[1 : len(host)-1]); err == nil && a.Is6() && a.Zone() == "" && !strings.Contains(host, ".") {
			return "[" + a.String() + "]", nil
		}
	}
	return strings.ToLower(host), nil
}

// unescapeOnce decodes each "%XX" of s once.
func unescapeOnce(s string) []byte {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
			b = append(b, unhex(s[i+1])<<4|unhex(s[i+2]))
			i += 2
			continue
		}
		b = append(b, s[i])
	}
	return b
}

// hasByteAbove80 is google/safebrowsing's isUnicode: 0x80 itself is not
// taken for Unicode.
func hasByteAbove80(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] > 0x80 {
			return true
		}
	}
	return false
}

// collapseDots replaces each run of dots in s by one and trims dots at
// either end.
func collapseDots(s string) string {
	if !strings.Contains(s, "..") && !strings.HasPrefix(s, ".") && !strings.HasSuffix(s, ".") {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if s[i] == '.' && (len(b) == 0 || b[len(b)-1] == '.') {
			continue
		}
		b = append(b, s[i])
	}
	return strings.TrimSuffix(string(b), ".")
}

// sbIPv4 reads host as an IPv4 address the way google/safebrowsing's
// parseIPAddress does: one to four dot-separated numbers, each decimal,
// octal (a leading 0) or hex (0x), the last filling the bytes that are
// left; a dotted-decimal address followed by a space and anything, up to
// 15 bytes in all, is the address (as the Windows resolver reads it). A
// number too large for its bytes makes no address.
func sbIPv4(host string) (string, bool) {
	if len(host) <= 15 {
		if a, _, ok := strings.Cut(host, " "); ok && dottedDecimal4(a) {
			host = a
		}
	}
	if !ipv4Chars(host) {
		return "", false
	}
	parts := strings.Split(host, ".")
	if len(parts) > 4 {
		return "", false
	}
	var v uint64
	for i, p := range parts {
		n, err := strconv.ParseUint(p, 0, 32)
		if err != nil {
			return "", false
		}
		width := uint(8)
		if i == len(parts)-1 {
			width = uint(8 * (5 - len(parts)))
		}
		if n >= 1<<width {
			return "", false
		}
		v = v<<width | n
	}
	return string(appendIPv4(nil, uint32(v))), true
}

// dottedDecimal4 reports whether s is four dot-separated numbers of one to
// three decimal digits.
func dottedDecimal4(s string) bool { return looksLikeIPv4(s) && !strings.HasSuffix(s, "\n") }

// ipv4Chars reports whether s is made of digits, dots and "0x" followed
// by hex digits, in any case (google/safebrowsing's possibleIPRegexp).
func ipv4Chars(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case '0' <= c && c <= '9' || c == '.':
			if c == '0' && i+1 < len(s) && (s[i+1] == 'x' || s[i+1] == 'X') {
				j := i + 2
				for j < len(s) && isHex(s[j]) {
					j++
				}
				if j == i+2 {
					return false
				}
				i = j - 1
			}
		default:
			return false
		}
	}
	return true
}
