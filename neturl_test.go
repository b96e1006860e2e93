package iri

import (
	"net/url"
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/pct"
)

// netURLRefusesHostEscape reports whether a host has a %HH that net/url
// refuses there: an ASCII octet other than "%25" (which it takes for
// RFC 6874 zone identifiers).
func netURLRefusesHostEscape(host string) bool {
	for i := 0; i+2 < len(host); i++ { // Parse checked the hex digits
		if host[i] == '%' && pct.Unhex(host[i+1]) < 8 && host[i:i+3] != "%25" {
			return true
		}
	}
	return false
}

// checkNetURLAccepts asserts that net/url parses the URI u, unless it is
// one net/url is known to reject, in which case it must indeed reject it.
func checkNetURLAccepts(tb testing.TB, u IRI) {
	tb.Helper()
	_, err := url.Parse(u.String())
	reason := netURLDifference(u)
	if strings.HasPrefix(reason, "net/url reads") {
		reason = "" // net/url parses these, differently
	}
	switch {
	case reason == "" && err != nil:
		tb.Fatalf("net/url rejects the URI %q: %v", u, err)
	case reason != "" && err == nil:
		tb.Fatalf("net/url accepts %q, listed as rejected (%s)", u, reason)
	}
}

// netURLDifferences are the ways net/url departs from RFC 3986 when it
// parses a URI reference this package accepts: the one list of them, each
// with the section that makes the RFC reading right. netURLDifference
// returns the first that applies to u, or "".
func netURLDifference(u IRI) string {
	switch {
	case u.HostKind() == HostIPvFuture:
		return "net/url parses an IP-literal as IPv6 only (RFC 3986 §3.2.2 allows IPvFuture)"
	case u.HostKind() == HostRegName && netURLRefusesHostEscape(u.Host()):
		return "net/url refuses pct-encoded ASCII in a host (RFC 3986 §3.2.2 allows it)"
	case !u.IsAbsolute() && u.authorityPresent() && u.Host() == "" && strings.HasPrefix(u.String(), "///"):
		return "net/url reads a reference without scheme that starts with /// as a path; RFC 3986 §4.2: \"//\" starts an authority, here an empty one"
	}
	return ""
}

// TestNetURLDifferential parses every ASCII reference of the suites and
// the corpora with net/url too, and compares the components.
func TestNetURLDifferential(t *testing.T) {
	compared, excepted := 0, map[string]int{}
	onSuitesAndCorpora(t, func(t *testing.T, inputs []string) {
		for _, s := range inputs {
			x, err := Parse(s)
			if err != nil || !x.IsURI() {
				continue
			}
			u, uerr := url.Parse(s)
			if reason := netURLDifference(x); reason != "" {
				excepted[reason]++
				continue
			}
			if uerr != nil {
				t.Errorf("net/url rejects the URI %q: %v", s, uerr)
				continue
			}
			compared++
			checkAgainstNetURL(t, x, u)
		}
	}, "corpus-ascii.txt", "real/kasztp.txt", "corpus-iri.txt")
	t.Logf("%d URIs compared with net/url; exceptions: %v", compared, excepted)
	if min := 5000; compared < min {
		t.Errorf("only %d URIs compared (want at least %d): the suites lost cases", compared, min)
	}
}

func checkAgainstNetURL(t *testing.T, x IRI, u *url.URL) {
	t.Helper()
	userinfo, hasUser := x.Userinfo()
	port, _ := x.Port()
	query, hasQ := x.Query()
	frag, _ := x.Fragment()
	host := x.Host()
	switch x.HostKind() {
	case HostIPv6:
		host = host[1 : len(host)-1]
	case HostRegName:
		// net/url decodes the host it returns.
		if d, err := UnescapeBytes(host); err == nil {
			host = string(d)
		}
	}
	var uUser string
	if u.User != nil {
		uUser = u.User.String()
	}
	path := u.EscapedPath()
	if u.Opaque != "" {
		path = u.Opaque
	}
	got := [][2]string{
		{x.Scheme(), u.Scheme},
		{host, u.Hostname()},
		{port, u.Port()},
		{x.Path(), path},
		{query, u.RawQuery},
		{frag, u.EscapedFragment()},
	}
	names := []string{"scheme", "host", "port", "path", "query", "fragment"}
	for i, g := range got {
		if g[0] != g[1] {
			// net/url lower-cases the scheme.
			if names[i] == "scheme" && strings.EqualFold(g[0], g[1]) {
				continue
			}
			t.Errorf("%q: %s %q, net/url %q", x, names[i], g[0], g[1])
		}
	}
	if hasQ != (u.ForceQuery || u.RawQuery != "") {
		t.Errorf("%q: query present %v, net/url %v", x, hasQ, !hasQ)
	}
	// (net/url cannot tell an empty fragment from none: not compared.)
	// net/url re-escapes the userinfo as it likes; compare decoded.
	if hasUser != (u.User != nil) {
		t.Errorf("%q: userinfo present %v, net/url %v", x, hasUser, u.User != nil)
	}
	if d, err := Unescape(userinfo); err == nil && hasUser {
		if ud, err := url.PathUnescape(uUser); err == nil && ud != d {
			t.Errorf("%q: userinfo %q, net/url %q", x, d, ud)
		}
	}
}

// TestNetURLResolveDifferential resolves the suites' ASCII references
// against a few bases with both packages. net/url follows RFC 3986 §5.2
// but for the listed departures.
func TestNetURLResolveDifferential(t *testing.T) {
	bases := []string{"http://a/b/c/d;p?q", "https://example.org/dir/", "http://a"}
	compared, excepted := 0, map[string]int{}
	for _, bs := range bases {
		base, ubase := MustParse(bs), mustURL(t, bs)
		for _, s := range suiteStrings(t) {
			ref, err := Parse(s)
			if err != nil || !ref.IsURI() || netURLDifference(ref) != "" {
				continue
			}
			uref, err := url.Parse(s)
			if err != nil {
				continue
			}
			ours, _ := base.Resolve(ref)
			theirs := ubase.ResolveReference(uref).String()
			compared++
			if ours.String() == theirs {
				continue
			}
			if reason := netURLResolveDifference(ref, ours, theirs); reason != "" {
				excepted[reason]++
				continue
			}
			t.Errorf("%q + %q: %q, net/url %q", bs, s, ours, theirs)
		}
	}
	t.Logf("%d resolutions compared with net/url; the listed departures: %v", compared, excepted)
	if compared < 16000 {
		t.Errorf("only %d resolutions compared: the suites lost cases", compared)
	}
}

// netURLResolveDifference names where (*url.URL).ResolveReference departs
// from RFC 3986 §5.2 for this case, or "".
func netURLResolveDifference(ref, ours IRI, theirs string) string {
	cased := netURLCased(ours)
	switch {
	case cased == theirs:
		return "net/url lower-cases the scheme and upper-cases the hex digits of a host's percent-encodings (RFC 3986 §3.1, §2.1: equivalent, not the same text)"
	case withoutEmptyDelimiters(ours, cased) == theirs:
		return "net/url drops an empty query or fragment (RFC 3986 §5.3 keeps the delimiter)"
	case ours.authorityPresent() && ours.Host() == "" && ours.flags&(hasUserinfo|hasPort) == 0:
		return "net/url drops an empty authority (RFC 3986 §3.2 keeps \"//\" with an empty host)"
	case strings.Contains(ours.Path(), "//"):
		return "net/url cleans empty segments (RFC 3986 §5.2.4 keeps them)"
	case ref.IsAbsolute() && !ref.authorityPresent() && !strings.HasPrefix(ref.Path(), "/") && hasDotSegment(ref.Path()):
		return "net/url keeps an opaque reference as it is (RFC 3986 §5.2.2 removes dot segments from every path)"
	}
	return ""
}

// withoutEmptyDelimiters returns s, the text of x (in net/url's case),
// without the "?" of an empty query and the "#" of an empty fragment.
func withoutEmptyDelimiters(x IRI, s string) string {
	if f, ok := x.Fragment(); ok && f == "" {
		s = s[:x.queryEnd] + s[x.queryEnd+1:]
	}
	if q, ok := x.Query(); ok && q == "" {
		s = s[:x.pathEnd] + s[x.pathEnd+1:]
	}
	return s
}

// netURLCased writes x as net/url does after a resolution: the scheme in
// lower case and the host's percent-encodings with upper-case hex digits;
// nothing else changes.
func netURLCased(x IRI) string {
	s := x.String()
	if !x.authorityPresent() {
		return strings.ToLower(x.Scheme()) + s[len(x.Scheme()):]
	}
	host := []byte(x.Host())
	for i := 0; i+2 < len(host); i++ { // Parse checked the hex digits
		if host[i] == '%' {
			host[i+1], host[i+2] = pct.UpperHex[pct.Unhex(host[i+1])], pct.UpperHex[pct.Unhex(host[i+2])]
		}
	}
	start := int(x.hostStart)
	return strings.ToLower(s[:len(x.Scheme())]) + s[len(x.Scheme()):start] + string(host) + s[start+len(host):]
}

func mustURL(t *testing.T, s string) *url.URL {
	u, err := url.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return u
}
