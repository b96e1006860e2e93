package canon

import (
	"errors"
	"strconv"
	"strings"
)

// A handyURL is a URL split as surt's handyurl.parse splits it, the
// form that its canonicalizers rewrite in place and its SURT is written
// from. Python's None and b"" differ in surt, and here: a field is
// present only where its flag says so.
type handyURL struct {
	scheme, host, path, query, hash     string
	hasHost, hasPath, hasQuery, hasHash bool
	port                                int  // 0 for none: surt reads a port of 0 as none too
	lastDelimiter                       bool // a '?' with no query after it, kept to be written back

	// IA's lower-casing of the path and the query and its sorting of the
	// query's arguments, which appendURL does as it writes them.
	lowerPath, lowerQuery, sortQuery bool
}

var (
	errNoScheme = errors.New("no scheme") // surt fails on a URL that is empty once trimmed
	errBadPort  = errors.New("a port that is not a number from 0 to 65535")
)

// parseHandyURL splits s as handyurl.parse does: ASCII whitespace
// trimmed, tab, CR and LF removed, "http://" put in front of what does
// not start with a scheme, a run of "http://" and "https://" reduced to
// its last, then the pattern of RFC 2396 Appendix B with the scheme's
// characters required. The host is urlsplit's hostname: after the last
// '@', without a port or the brackets of an IP literal, lower-cased up to
// its first '%'. A host-less http URL takes its host from the path
// ("http:////www.example.com"). Userinfo is dropped: handyurl.parse
// never keeps it.
func parseHandyURL(s string) (handyURL, error) {
	var u handyURL
	s = strings.Trim(s, " \t\n\r\v\f")
	if strings.ContainsAny(s, "\t\n\r") {
		s = strings.Map(dropTabAndNewline, s)
	}
	if s != "" && schemeLength(s) == 0 {
		s = "http://" + s
	}
	s = lastProtocol(s)
	if n := schemeLength(s); n > 0 {
		u.scheme, s = s[:n-1], s[n:]
	}
	if u.scheme == "" {
		return u, errNoScheme
	}
	rest, hash, hasHash := strings.Cut(s, "#")
	if hasHash && hash != "" {
		u.hash, u.hasHash = hash, true
	}
	rest, query, hasQuery := strings.Cut(rest, "?")
	if hasQuery && query != "" {
		u.query, u.hasQuery = query, true
	}
	var netloc string
	if strings.HasPrefix(rest, "//") {
		end := 2 + strings.IndexAny(rest[2:], "/")
		if end < 2 {
			end = len(rest)
		}
		netloc, rest = rest[2:end], rest[end:]
	}
	if rest != "" {
		u.path, u.hasPath = rest, true
	}
	netloc = strings.TrimRight(netloc, ":")
	host, port, err := hostAndPort(netloc)
	if err != nil {
		return u, err
	}
	u.port = port
	if host != "" {
		u.host, u.hasHost = host, true
	}
	if strings.HasPrefix(u.scheme, "http") && !u.hasHost && u.hasPath {
		trimmed := strings.TrimLeft(u.path, "/")
		host, path, _ := strings.Cut(trimmed, "/")
		u.host, u.hasHost = host, true
		u.path = "/" + path
	}
	u.lastDelimiter = strings.HasSuffix(s, "?") && !u.hasQuery
	return u, nil
}

// schemeLength is the length of the scheme of s and its ':', or 0 where
// s does not start with one ([a-zA-Z][a-zA-Z0-9+.-]*:).
func schemeLength(s string) int {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
		case i > 0 && ('0' <= c && c <= '9' || c == '+' || c == '-' || c == '.'):
		case i > 0 && c == ':':
			return i + 1
		default:
			return 0
		}
	}
	return 0
}

// lastProtocol reduces a run of "http://" and "https://" at the start of
// s to its last one ("http://https://example.com" is https).
func lastProtocol(s string) string {
	last := -1
	for i := 0; ; {
		switch {
		case strings.HasPrefix(s[i:], "http://"):
			last, i = i, i+len("http://")
		case strings.HasPrefix(s[i:], "https://"):
			last, i = i, i+len("https://")
		default:
			if last < 0 {
				return s
			}
			return s[last:]
		}
	}
}

// hostAndPort reads netloc as urlsplit's hostname and port do.
func hostAndPort(netloc string) (host string, port int, err error) {
	info := netloc[strings.LastIndexByte(netloc, '@')+1:]
	var portText string
	if _, bracketed, ok := strings.Cut(info, "["); ok {
		var after string
		host, after, _ = strings.Cut(bracketed, "]")
		_, portText, _ = strings.Cut(after, ":")
	} else {
		host, portText, _ = strings.Cut(info, ":")
	}
	if portText != "" {
		for i := 0; i < len(portText); i++ {
			if portText[i] < '0' || portText[i] > '9' {
				return "", 0, errBadPort
			}
		}
		n, err := strconv.Atoi(portText)
		if err != nil || n > 65535 {
			return "", 0, errBadPort
		}
		port = n
	}
	// urlsplit lower-cases a hostname up to its first '%', which may
	// start an IPv6 zone.
	name, zone, _ := strings.Cut(host, "%")
	if hasUpperASCII(name) {
		b := []byte(name)
		lowerASCII(b)
		name = string(b)
	}
	if len(name) < len(host) {
		return name + "%" + zone, port, nil
	}
	return name, port, nil
}
