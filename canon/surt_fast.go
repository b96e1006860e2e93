package canon

import (
	"bytes"
	"strconv"
	"strings"
)

// appendFast appends the SURT of rawURL written straight from its spans
// in one pass, for the URLs most keys are made of: a scheme (but "dns")
// and "//", an authority of simpleAuthority's bytes with a plainName
// host and perhaps a port, and a path and query that appendRecoded
// recodes in one pass; or a scheme and no "//" (appendOpaque). It takes
// the zero IA but for KeepWWW. The result is what parseHandyURL, google,
// IA.apply and appendURL make (FuzzSURTFast holds the two to agree); it
// reports false, with dst as it was, for every URL it does not know to
// be of that shape: one with an IP address, an internationalized or
// escaped host, an escape that decodes to '%' or a '%' that starts none,
// a tab or newline, whitespace at its end, a path with an empty, "." or
// ".." segment or with ".aspx" and "/(", a query with a session id's
// name, a protocol after "http://" or "https://" ("http://https://").
func (s SURT) appendFast(dst []byte, rawURL string) ([]byte, bool) {
	if s.Uncanonicalized || !s.IA.defaultButWWW() {
		return dst, false
	}
	n := schemeLength(rawURL)
	if n == 0 || rawURL[len(rawURL)-1] <= ' ' || strings.EqualFold(rawURL[:n-1], "dns") {
		return dst, false // no scheme, whitespace to trim (or, in the fragment, a control it drops)
	}
	if !strings.HasPrefix(rawURL[n:], "//") {
		return appendOpaque(dst, rawURL, n)
	}
	scheme, rest := rawURL[:n-1], rawURL[n+2:]
	if (scheme == "http" || scheme == "https") && (strings.HasPrefix(rest, "http://") || strings.HasPrefix(rest, "https://")) {
		return dst, false // a protocol for lastProtocol to skip
	}
	at, end, colon, upper, ok := simpleAuthority(rest)
	if !ok {
		return dst, false
	}
	host, port := rest[at:end], 0
	if colon >= 0 {
		host = rest[at:colon]
		if port, ok = simplePort(strings.TrimRight(rest[colon+1:end], ":")); !ok {
			return dst, false
		}
		if port == defaultPort(scheme) {
			port = 0
		}
	}
	if !plainName(host) {
		return dst, false
	}
	if !s.IA.KeepWWW {
		host = massageHostFold(host)
	}
	start := len(dst)
	if s.WithScheme {
		dst = append(append(dst, scheme...), "://("...)
	}
	dst = appendSURTHostLower(dst, host, upper, s.KeepIPOrder)
	if port != 0 {
		dst = strconv.AppendInt(append(dst, ':'), int64(port), 10)
	}
	if s.TrailingComma {
		dst = append(dst, ',')
	}
	dst = append(dst, ')')
	rest = rest[end:]
	p := len(dst)
	dst, n, paren, ok := appendRecoded(dst, rest, recodePath|recodeLower)
	switch {
	case !ok || paren && bytes.Contains(dst[p:], []byte(".aspx")) && bytes.Contains(dst[p:], []byte("/(")):
		return dst[:start], false // a path to resolve, or perhaps a session id to strip (each of IA's patterns needs ".aspx" and "/(")
	case len(dst) == p:
		dst = append(dst, '/') // google's "/" for an empty path
	case len(dst)-p > 1 && dst[len(dst)-1] == '/':
		dst = dst[:len(dst)-1]
	}
	return appendFastQuery(dst, start, rest[n:])
}

// appendFastQuery appends the query that rest starts with (if it starts
// with '?') as google and IA make it, decoded and escaped, lower-cased,
// its arguments sorted; an empty one is dropped. It reports false, with
// dst cut to start, where appendRecoded does, where the query may hold a
// session id, or where the fragment after it has a tab or newline.
func appendFastQuery(dst []byte, start int, rest string) ([]byte, bool) {
	if strings.HasPrefix(rest, "?") {
		q := len(dst) + 1
		dst, n, _, ok := appendRecoded(append(dst, '?'), rest[1:], recodeLower)
		if !ok || mayHoldSessionID(dst[q:]) {
			return dst[:start], false
		}
		if len(dst) == q {
			dst = dst[:q-1] // an empty query, which IA drops
		} else {
			dst = sortArgs(dst, q)
		}
		return appendFastFragment(dst, start, rest[1+n:])
	}
	return appendFastFragment(dst, start, rest)
}

// appendFastFragment checks the fragment, which google drops: with a
// tab or newline, parseHandyURL's strings.Map would make U+FFFD of the
// URL's bytes that are not UTF-8.
func appendFastFragment(dst []byte, start int, fragment string) ([]byte, bool) {
	if hasTabOrNewline(fragment) {
		return dst[:start], false
	}
	return dst, true
}

// appendOpaque is appendFast for a URL whose scheme (of n bytes and its
// ':') is followed by no "//", which has no host ("mailto:a@example.com",
// "urn:isbn:1"): its scheme, ':', and its path decoded, escaped and
// lower-cased (IA's steps, without google's resolution of segments,
// which needs a host), its final '/' dropped, then its query; "/" for an
// empty path with a query. A scheme that starts with "http" is left to
// the general path, which takes its host from the path.
func appendOpaque(dst []byte, rawURL string, n int) ([]byte, bool) {
	if strings.HasPrefix(rawURL, "http") {
		return dst, false
	}
	start := len(dst)
	dst = append(dst, rawURL[:n]...)
	p := len(dst)
	dst, k, _, ok := appendRecoded(dst, rawURL[n:], recodeToQuery|recodeLower)
	switch {
	case !ok || bytes.Contains(dst[p:], []byte(".aspx")) && bytes.Contains(dst[p:], []byte("/(")):
		return dst[:start], false
	case len(dst)-p > 1 && dst[len(dst)-1] == '/':
		dst = dst[:len(dst)-1]
	}
	rest := rawURL[n+k:]
	if len(dst) == p && len(rest) > 1 && rest[0] == '?' && rest[1] != '#' {
		dst = append(dst, '/') // the path of a query with none
	}
	return appendFastQuery(dst, start, rest)
}

// simplePort reads a port of at most five ASCII digits from 0 to 65535,
// or none ("").
func simplePort(s string) (int, bool) {
	if len(s) > 5 {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		n = n*10 + int(s[i]-'0')
	}
	return n, n <= 65535
}

// defaultButWWW reports whether c is the zero IA but perhaps for
// KeepWWW, the options the fast path takes.
func (c IA) defaultButWWW() bool {
	c.KeepWWW = false
	return c == IA{}
}

// massageHostFold is massageHost of host lower-cased, as a part of host.
func massageHostFold(host string) string {
	if !hasPrefixFold(host, "www") {
		return host
	}
	i := 3
	for i < len(host) && '0' <= host[i] && host[i] <= '9' {
		i++
	}
	if i < len(host) && host[i] == '.' {
		return host[i+1:]
	}
	return host
}

// appendSURTHostLower is appendSURTHost of host lower-cased, where upper
// says it has an upper-case letter.
func appendSURTHostLower(dst []byte, host string, upper, keepIPOrder bool) []byte {
	start := len(dst)
	dst = appendSURTHost(dst, host, keepIPOrder)
	if upper {
		lowerASCII(dst[start:])
	}
	return dst
}

// mayHoldSessionID reports whether query, lower-cased, may hold one of
// the session ids stripQuerySessionID strips, which the fast path does
// not: each name ("jsessionid=", "phpsessid=", "sid=", "aspsessionid",
// "cfid=") has an "id" after 's', "session" or "cf", which one pass over
// the "id"s of query looks for.
func mayHoldSessionID(query []byte) bool {
	for i := 0; ; {
		k := bytes.Index(query[i:], []byte("id"))
		if k < 0 {
			return false
		}
		k += i
		if before := query[:k]; bytes.HasSuffix(before, []byte("s")) || bytes.HasSuffix(before, []byte("cf")) ||
			bytes.HasSuffix(before, []byte("session")) {
			return true
		}
		i = k + 2
	}
}
