package canon

import "strings"

// A ucURL is a URL as urlcanon's parser splits it (python/urlcanon/parse.py,
// ParsedUrl): every byte of the input stands in exactly one field, so that
// the fields joined in order give the input back. The canonicalizers
// rewrite the fields one rule at a time; each field starts as a slice of
// the input.
type ucURL struct {
	leadingJunk, scheme, colonAfterScheme, slashes  string
	username, colonBeforePassword, password, atSign string
	host, colonBeforePort, port                     string
	path, questionMark, query, hashSign, fragment   string
	trailingJunk                                    string

	ip ucIP // the host as an address, once a rule has looked (reparse_host)
	// noTabsNewlines: no field holds a tab, LF or CR, which parseUCURL
	// finds out from the input it splits (the rules add none), so that
	// remove_tabs_and_newlines has nothing to look at.
	noTabsNewlines bool
}

// parseUCURL splits s as urlcanon's parse_url does. It never fails: every
// string is some URL to urlcanon.
func parseUCURL(s string) ucURL {
	u := ucURL{noTabsNewlines: !hasTabOrNewline(s)}
	i := 0
	for i < len(s) && s[i] <= ' ' {
		i++
	}
	u.leadingJunk, s = s[:i], s[i:]
	j := len(s)
	for j > 0 && s[j-1] <= ' ' {
		j--
	}
	s, u.trailingJunk = s[:j], s[j:]

	// A scheme is a letter and every byte up to the first colon, whatever
	// they are ("a?b:c" has the scheme "a?b").
	if len(s) > 0 && isASCIILetter(s[0]) {
		if c := strings.IndexByte(s, ':'); c >= 0 {
			u.scheme, u.colonAfterScheme, s = s[:c], ":", s[c+1:]
		}
	}
	pathish := s
	if k := indexEither(s, '?', '#'); k >= 0 {
		pathish, s = s[:k], s[k:]
		if s[0] == '?' {
			q := s[1:]
			if h := strings.IndexByte(q, '#'); h >= 0 {
				q, s = q[:h], q[h:]
			} else {
				s = ""
			}
			u.questionMark, u.query = "?", q
		}
		if s != "" { // s[0] == '#'
			u.hashSign, u.fragment = "#", s[1:]
		}
	}
	if pathish != "" {
		u.splitPathish(pathish)
	}
	return u
}

// splitPathish splits what follows the scheme's colon, up to the query or
// fragment, into slashes, authority and path (parse.py, parse_pathish).
// The scheme decides how, with tabs and newlines left out and in lower
// case: a special scheme takes any run of slashes, backslashes, tabs and
// newlines before an authority, which may be empty; another scheme needs
// exactly two slashes (tabs and newlines between allowed), and "file" two
// slashes or backslashes before a host that is not split further. Where
// there are no such slashes, all of it is the path.
func (u *ucURL) splitPathish(p string) {
	scheme := asciiLower(dropTabsNewlines(u.scheme))
	switch {
	case scheme == "file":
		n, ok := twoSlashes(p, true)
		if !ok {
			u.path = p
			return
		}
		u.slashes = p[:n]
		host, path := cutAtSlash(p[n:], true)
		u.host, u.path = host, path
	case urlcanonSpecialScheme(scheme):
		n := 0
		for n < len(p) && (p[n] == '/' || p[n] == '\\' || isTabOrNewline(p[n])) {
			n++
		}
		u.slashes = p[:n]
		auth, path := cutAtSlash(p[n:], true)
		u.path = path
		u.splitAuthority(auth)
	default:
		n, ok := twoSlashes(p, false)
		if !ok {
			u.path = p
			return
		}
		u.slashes = p[:n]
		auth, path := cutAtSlash(p[n:], false)
		u.path = path
		u.splitAuthority(auth)
	}
}

// twoSlashes reports the length of a prefix of p of tabs and newlines,
// two slashes (or backslashes, with backslash) and the tabs and newlines
// after each.
func twoSlashes(p string, backslash bool) (int, bool) {
	n := 0
	skip := func() {
		for n < len(p) && isTabOrNewline(p[n]) {
			n++
		}
	}
	skip()
	for range 2 {
		if n == len(p) || !(p[n] == '/' || backslash && p[n] == '\\') {
			return 0, false
		}
		n++
		skip()
	}
	return n, true
}

// cutAtSlash cuts s before its first slash (or backslash, with
// backslash).
func cutAtSlash(s string, backslash bool) (before, from string) {
	i := strings.IndexByte(s, '/')
	if backslash {
		i = indexEither(s, '/', '\\')
	}
	if i >= 0 {
		return s[:i], s[i:]
	}
	return s, ""
}

// splitAuthority splits an authority as parse.py's AUTHORITY_REGEX
// matches it: the userinfo ends at the last "@", and within it the
// password starts after the first ":"; the host is a bracketed one
// followed by the end or ":", or else all up to the first ":"; the port is
// everything after the colon that follows the host.
func (u *ucURL) splitAuthority(a string) {
	u.username, u.colonBeforePassword, u.password, u.atSign = "", "", "", ""
	if at := strings.LastIndexByte(a, '@'); at >= 0 {
		userinfo := a[:at]
		if c := strings.IndexByte(userinfo, ':'); c >= 0 {
			u.username, u.colonBeforePassword, u.password = userinfo[:c], ":", userinfo[c+1:]
		} else {
			u.username = userinfo
		}
		u.atSign, a = "@", a[at+1:]
	}
	hostLen := -1
	if len(a) > 0 && a[0] == '[' {
		if j := strings.IndexByte(a, ']'); j >= 0 && (j+1 == len(a) || a[j+1] == ':') {
			hostLen = j + 1
		}
	}
	if hostLen < 0 {
		hostLen = strings.IndexByte(a, ':')
		if hostLen < 0 {
			hostLen = len(a)
		}
	}
	u.host, a = a[:hostLen], a[hostLen:]
	u.colonBeforePort, u.port = "", ""
	if a != "" { // a[0] == ':'
		u.colonBeforePort, u.port = ":", a[1:]
	}
}

// authorityEmpty reports whether the authority (ParsedUrl.authority:
// userinfo, "@", host and port) is empty.
func (u *ucURL) authorityEmpty() bool {
	return u.username == "" && u.colonBeforePassword == "" && u.password == "" &&
		u.atSign == "" && u.host == "" && u.colonBeforePort == "" && u.port == ""
}

// appendTo appends the URL's fields in order (ParsedUrl.__bytes__).
func (u *ucURL) appendTo(dst []byte) []byte {
	for _, f := range [...]string{
		u.leadingJunk, u.scheme, u.colonAfterScheme, u.slashes,
		u.username, u.colonBeforePassword, u.password, u.atSign,
		u.host, u.colonBeforePort, u.port,
		u.path, u.questionMark, u.query, u.hashSign, u.fragment, u.trailingJunk,
	} {
		dst = append(dst, f...)
	}
	return dst
}

// urlcanonDefaultPort returns the default port of one of urlcanon's special
// schemes (__init__.py, SPECIAL_SCHEMES); "file", special too, has none.
func urlcanonDefaultPort(scheme string) (string, bool) {
	switch scheme {
	case "ftp":
		return "21", true
	case "gopher":
		return "70", true
	case "http", "ws":
		return "80", true
	case "https", "wss":
		return "443", true
	}
	return "", false
}

// urlcanonSpecialScheme reports whether scheme is one of urlcanon's special
// schemes, gopher among them, compared byte for byte.
func urlcanonSpecialScheme(scheme string) bool {
	switch scheme {
	case "ftp", "gopher", "http", "https", "ws", "wss", "file":
		return true
	}
	return false
}

func isASCIILetter(b byte) bool { return 'a' <= b|0x20 && b|0x20 <= 'z' }

func isTabOrNewline(b byte) bool { return b == '\t' || b == '\n' || b == '\r' }

// indexEither is the index of the first a or b in s, -1 for none: two
// scans of strings.IndexByte, the second only up to the first a, where
// strings.IndexAny reads a byte at a time.
func indexEither(s string, a, b byte) int {
	i := strings.IndexByte(s, a)
	within := s
	if i >= 0 {
		within = s[:i]
	}
	if j := strings.IndexByte(within, b); j >= 0 {
		return j
	}
	return i
}

// dropTabsNewlines returns s without its tabs, LFs and CRs.
func dropTabsNewlines(s string) string {
	if !hasTabOrNewline(s) {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := range len(s) {
		if !isTabOrNewline(s[i]) {
			b = append(b, s[i])
		}
	}
	return string(b)
}

// asciiLower is Python's bytes.lower: A-Z to a-z, every other byte as it
// is.
func asciiLower(s string) string {
	i := 0
	for i < len(s) && !('A' <= s[i] && s[i] <= 'Z') {
		i++
	}
	if i == len(s) {
		return s
	}
	b := []byte(s)
	for ; i < len(b); i++ {
		if 'A' <= b[i] && b[i] <= 'Z' {
			b[i] += 'a' - 'A'
		}
	}
	return string(b)
}
