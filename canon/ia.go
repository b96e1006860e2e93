package canon

import (
	"bytes"
	"regexp"
	"slices"
	"strings"
)

// IA is the Internet Archive's canonicalizer, surt's IAURLCanonicalizer
// (surt 0.3.1), with its options: the zero value is surt's defaults, and
// each field turns one of its steps off (or, StripEmptyPath, on). In
// order, the steps are: lower-case the host; drop a leading "www.",
// "www1." (any digits) from it; drop a default port (80 for http, 443
// for https); lower-case the path; drop an ASP.NET session id from it
// ("/(S(…24…))/x.aspx"); drop the path's final '/' unless it is all of
// it; drop the session ids of Java, PHP, ColdFusion, ASP and "sid=" from
// the query; lower-case it; sort its arguments (by name, then value, as
// bytes; an argument without '=' before one with); drop an empty query.
// Userinfo is always dropped.
//
// IA alone does not percent-decode or escape anything, and keeps the
// fragment; the canonicalization that web archives key by is [SURT]'s,
// which runs [Google]'s first.
type IA struct {
	KeepHostCase       bool // host_lowercase=False
	KeepWWW            bool // host_massage=False
	KeepDefaultPort    bool // port_strip_default=False
	StripEmptyPath     bool // path_strip_empty=True: "/" becomes no path
	KeepPathCase       bool // path_lowercase=False
	KeepPathSessionID  bool // path_strip_session_id=False
	KeepTrailingSlash  bool // path_strip_trailing_slash_unless_empty=False
	KeepQueryCase      bool // query_lowercase=False
	KeepQuerySessionID bool // query_strip_session_id=False
	KeepQueryOrder     bool // query_alpha_reorder=False
	KeepEmptyQuery     bool // query_strip_empty=False
}

// Canonical canonicalizes rawURL with c alone, as
// IAURLCanonicalizer.canonicalize(handyurl.parse(rawURL)).getURLString()
// does. Bytes that are not UTF-8 are kept (surt's getURLString would
// fail to decode them).
func (c IA) Canonical(rawURL string) (string, error) {
	u, err := parseHandyURL(rawURL)
	if err != nil {
		return "", err
	}
	c.apply(&u)
	return u.urlString(len(rawURL)), nil
}

// apply rewrites u as IAURLCanonicalizer does.
func (c IA) apply(u *handyURL) {
	if u.host != "" {
		if !c.KeepHostCase {
			u.host = lowerString(u.host)
		}
		if !c.KeepWWW && u.scheme != "dns" {
			u.host = massageHost(u.host)
		}
	}
	if !c.KeepDefaultPort && u.port != 0 && u.port == defaultPort(u.scheme) {
		u.port = 0
	}
	if u.hasPath && u.path != "" {
		u.lowerPath = !c.KeepPathCase
		if !c.KeepPathSessionID {
			u.path = stripPathSessionID(u.path)
		}
	}
	if c.StripEmptyPath && u.path == "/" {
		u.path, u.hasPath = "", false
	}
	if !c.KeepTrailingSlash && len(u.path) > 1 && u.path[len(u.path)-1] == '/' {
		u.path = u.path[:len(u.path)-1]
	}
	if u.hasQuery && u.query != "" {
		if !c.KeepQuerySessionID {
			u.query = stripQuerySessionID(u.query)
		}
		u.lowerQuery = !c.KeepQueryCase
		u.sortQuery = !c.KeepQueryOrder
	}
	if !c.KeepEmptyQuery {
		if !u.hasQuery {
			u.lastDelimiter = false
		} else if u.query == "" {
			u.hasQuery = false
		}
	}
}

func lowerString(s string) string {
	if !hasUpperASCII(s) {
		return s
	}
	b := []byte(s)
	lowerASCII(b)
	return string(b)
}

// massageHost drops a leading "www" and digits and a dot (surt's
// massageHost): "www12.example.com" is "example.com", "www2example.com"
// stays.
func massageHost(host string) string {
	rest, ok := strings.CutPrefix(host, "www")
	if !ok {
		return host
	}
	rest = strings.TrimLeft(rest, "0123456789")
	if after, ok := strings.CutPrefix(rest, "."); ok {
		return after
	}
	return host
}

// defaultPort is surt's getDefaultPort, with scheme compared in lower
// case: 80 for http, 443 for https, 0 for every other scheme.
func defaultPort(scheme string) int {
	switch {
	case strings.EqualFold(scheme, "http"):
		return 80
	case strings.EqualFold(scheme, "https"):
		return 443
	}
	return 0
}

// The session ids surt removes, as its patterns (with Python's re.I,
// which folds ASCII letters only: the patterns spell both cases rather
// than use (?i), which would also fold U+212A KELVIN SIGN into k).
var (
	pathSessionIDs = []*regexp.Regexp{
		regexp.MustCompile(`^(.*/)(\((?:[a-zA-Z]\([0-9a-zA-Z]{24}\))+\)/)([^?]+` + foldASCII(".aspx") + `.*)$`),
		regexp.MustCompile(`^(.*/)(\([0-9a-zA-Z]{24}\)/)([^?]+` + foldASCII(".aspx") + `.*)$`),
	}
)

// foldASCII is a pattern matching s with its ASCII letters in either
// case, and its other bytes quoted.
func foldASCII(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if lower := lowerByte(c); 'a' <= lower && lower <= 'z' {
			b.WriteString("[" + string(lower) + string(lower-'a'+'A') + "]")
			continue
		}
		b.WriteString(regexp.QuoteMeta(string(c)))
	}
	return b.String()
}

// stripPathSessionID is surt's stripPathSessionID. Every pattern needs
// ".aspx", so a path without one is not matched at all.
func stripPathSessionID(path string) string {
	if !containsFold(path, ".aspx") {
		return path
	}
	for _, re := range pathSessionIDs {
		if m := re.FindStringSubmatch(path); m != nil {
			path = m[1] + m[3]
		}
	}
	return path
}

// stripQuerySessionID is surt's stripQuerySessionID: its five patterns
// in turn, each ^(.*)ID(?:&(.*))?$ with Python's re.I, where ID is a
// Java, PHP, "sid=", ASP or ColdFusion session id; the text before the
// id is kept and the arguments after it joined on. (.*) is greedy: the
// id removed is the last one that ends the query or an argument. Every
// pattern needs "id", so a query without one is not looked at again.
func stripQuerySessionID(query string) string {
	if !containsFold(query, "id") {
		return query
	}
	for _, id := range querySessionIDs {
		if !containsFold(query, id.lit) {
			continue
		}
		for i := len(query) - len(id.lit); i >= 0; i-- {
			if lowerByte(query[i]) != id.lit[0] {
				continue
			}
			end, ok := id.match(query, i)
			if !ok || end < len(query) && query[end] != '&' {
				continue
			}
			if end < len(query) {
				end++ // the '&' after the id goes with it
			}
			query = query[:i] + query[end:]
			break
		}
	}
	return query
}

// querySessionIDs are surt's session ids of a query: the text each
// starts with, and a function that reports where the id that starts at
// i in s ends.
var querySessionIDs = []struct {
	lit   string
	match func(s string, i int) (int, bool)
}{
	{"jsessionid=", func(s string, i int) (int, bool) { return literalThenRun(s, i, "jsessionid=", isAlnum, 32) }},
	{"phpsessid=", func(s string, i int) (int, bool) { return literalThenRun(s, i, "phpsessid=", isAlnum, 32) }},
	{"sid=", func(s string, i int) (int, bool) { return literalThenRun(s, i, "sid=", isAlnum, 32) }},
	{"aspsessionid", func(s string, i int) (int, bool) { // aspsessionid[a-zA-Z]{8}=[a-zA-Z]{24}
		end, ok := literalThenRun(s, i, "aspsessionid", isLetter, 8)
		if !ok {
			return 0, false
		}
		return literalThenRun(s, end, "=", isLetter, 24)
	}},
	{"cfid=", func(s string, i int) (int, bool) { // cfid=[^&]+&cftoken=[^&]+
		end, ok := literalThenValue(s, i, "cfid=")
		if !ok {
			return 0, false
		}
		return literalThenValue(s, end, "&cftoken=")
	}},
}

// literalThenRun matches, at i in s, lit (its letters in either case)
// and then n bytes for which class holds.
func literalThenRun(s string, i int, lit string, class func(byte) bool, n int) (int, bool) {
	if !hasPrefixFold(s[i:], lit) || len(s)-i-len(lit) < n {
		return 0, false
	}
	i += len(lit)
	for j := i; j < i+n; j++ {
		if !class(s[j]) {
			return 0, false
		}
	}
	return i + n, true
}

// literalThenValue matches, at i in s, lit and then one byte or more up
// to the next '&' or the end.
func literalThenValue(s string, i int, lit string) (int, bool) {
	if !hasPrefixFold(s[i:], lit) {
		return 0, false
	}
	i += len(lit)
	end := i
	for end < len(s) && s[end] != '&' {
		end++
	}
	return end, end > i
}

// hasPrefixFold reports whether s starts with lit, which is lower-case
// ASCII, with ASCII letters compared without case.
func hasPrefixFold(s, lit string) bool {
	if len(s) < len(lit) {
		return false
	}
	for j := 0; j < len(lit); j++ {
		if lowerByte(s[j]) != lit[j] {
			return false
		}
	}
	return true
}

func isLetter(c byte) bool { return 'a' <= lowerByte(c) && lowerByte(c) <= 'z' }

func isAlnum(c byte) bool { return isLetter(c) || '0' <= c && c <= '9' }

// alphaReorderQuery sorts the arguments of query as surt does: split at
// '&', each argument split at its first '=' into a tuple, the tuples
// sorted (name, then an argument without '=' before one with, then
// value, each as bytes) and joined back.
func alphaReorderQuery(query string) string {
	return string(appendQuery(nil, query, false, true))
}

// appendQuery appends query, lower-cased where lower says so, with its
// arguments sorted where sorted says so (alphaReorderQuery): the two
// steps of IA that rewrite a query, done as it is written out, so that
// neither makes a string of its own.
func appendQuery(dst []byte, query string, lower, sorted bool) []byte {
	start := len(dst)
	dst = appendLower(dst, query, lower)
	if sorted {
		dst = sortArgs(dst, start)
	}
	return dst
}

// sortArgs sorts the arguments of the query dst[start:] in place, as
// alphaReorderQuery does: split at '&', each argument split at its first
// '=', sorted by name, then an argument without '=' before one with,
// then value, each as bytes. A query lower-cased before it is sorted
// sorts as surt sorts it after lower-casing. The sorted arguments are
// written after the query and moved back over it: they are as long.
func sortArgs(dst []byte, start int) []byte {
	query := dst[start:]
	if len(query) <= 1 || bytes.IndexByte(query, '&') < 0 {
		return dst
	}
	var small [32]queryArg
	args, inOrder := small[:0], true
	for rest := query; ; {
		a, after, more := bytes.Cut(rest, []byte("&"))
		name, value, hasValue := bytes.Cut(a, []byte("="))
		args = append(args, queryArg{name, value, hasValue})
		inOrder = inOrder && (len(args) == 1 || compareArgs(args[len(args)-2], args[len(args)-1]) <= 0)
		if !more {
			break
		}
		rest = after
	}
	if inOrder {
		return dst // as a stable sort would leave them
	}
	slices.SortStableFunc(args, compareArgs)
	end := len(dst)
	for i, a := range args {
		if i > 0 {
			dst = append(dst, '&')
		}
		dst = append(dst, a.name...)
		if a.hasValue {
			dst = append(append(dst, '='), a.value...)
		}
	}
	// A dst grown above leaves the args in its old array, which append
	// never writes into: the copy reads the sorted text from the new.
	copy(dst[start:], dst[end:])
	return dst[:end]
}

// A queryArg is an argument of a query that sortArgs sorts, split at
// its first '='.
type queryArg struct {
	name, value []byte // parts of the query
	hasValue    bool
}

// compareArgs orders arguments as surt sorts them: by name, then one
// without '=' before one with, then by value, each as bytes.
func compareArgs(x, y queryArg) int {
	if c := bytes.Compare(x.name, y.name); c != 0 {
		return c
	}
	if x.hasValue != y.hasValue {
		if x.hasValue {
			return 1
		}
		return -1
	}
	return bytes.Compare(x.value, y.value)
}

// appendLower appends s, its ASCII letters lower-cased where lower says
// so.
func appendLower(dst []byte, s string, lower bool) []byte {
	start := len(dst)
	dst = append(dst, s...)
	if lower {
		lowerASCII(dst[start:])
	}
	return dst
}
