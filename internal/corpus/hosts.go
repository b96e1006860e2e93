package corpus

import (
	"strings"
	"testing"
)

// Hosts returns the host of each line of the corpus name that has one,
// IP literals left out, as written (not decoded). It splits a line as
// RFC 3986 Appendix B does, "scheme:" and then "//" and the authority up
// to the first "/", "?" or "#", and takes from the authority what follows
// its last "@", up to a ":" (a reg-name or an IPv4 address has none): a
// reading that needs no parser, for the tests of the packages the
// parser itself imports. Lines that the parser rejects give their hosts
// too.
func Hosts(tb testing.TB, name string) []string {
	var hosts []string
	for _, line := range Lines(tb, name) {
		if h, ok := Host(line); ok {
			hosts = append(hosts, h)
		}
	}
	return hosts
}

// Host is the host of line as Hosts reads it, and whether it has one
// that is not empty and not an IP literal.
func Host(line string) (string, bool) {
	colon := strings.IndexAny(line, ":/?#")
	if colon <= 0 || line[colon] != ':' || !strings.HasPrefix(line[colon+1:], "//") {
		return "", false
	}
	authority := line[colon+3:]
	if end := strings.IndexAny(authority, "/?#"); end >= 0 {
		authority = authority[:end]
	}
	host := authority[strings.LastIndexByte(authority, '@')+1:]
	host, _, _ = strings.Cut(host, ":")
	if host == "" || host[0] == '[' {
		return "", false
	}
	return host, true
}
