package iri

import (
	"net/url"
	"strings"
	"testing"
)

// netURLRejects names the reason net/url is known to reject a valid
// RFC 3986 URI, or "" when it should accept it. This is the one list of
// net/url's departures from RFC 3986 that the tests allow.
func netURLRejects(u IRI) string {
	host := u.Host()
	switch {
	case u.HostKind() == IPvFuture:
		return "net/url parses an IP-literal as an IPv6 address only; RFC 3986 §3.2.2 allows IPvFuture"
	case u.HostKind() == RegName && hasPercentEncodedASCII(host):
		return "net/url refuses a percent-encoded ASCII octet in a host; RFC 3986 §3.2.2 allows pct-encoded in reg-name"
	}
	return ""
}

func hasPercentEncodedASCII(s string) bool {
	for i := strings.IndexByte(s, '%'); i >= 0 && i+2 < len(s); {
		if unhex(s[i+1]) < 8 {
			return true
		}
		next := strings.IndexByte(s[i+1:], '%')
		if next < 0 {
			break
		}
		i += 1 + next
	}
	return false
}

// checkNetURLAccepts asserts that net/url parses the URI u, unless it is
// one net/url is known to reject, in which case it must indeed reject it.
func checkNetURLAccepts(tb testing.TB, u IRI) {
	tb.Helper()
	_, err := url.Parse(u.String())
	switch reason := netURLRejects(u); {
	case reason == "" && err != nil:
		tb.Fatalf("net/url rejects the URI %q: %v", u, err)
	case reason != "" && err == nil:
		tb.Fatalf("net/url accepts %q, listed as rejected (%s)", u, reason)
	}
}
