package urlpattern

import (
	"strings"

	"github.com/go-iri/iri/whatwg"
)

// The canonicalization algorithms of the URL Pattern Standard
// (section "Encoding callbacks" of "Canonicalization") run a URL
// Standard setter on a dummy URL. The setters of package whatwg leave a
// URL as it is where the basic URL parser fails; where the standard wants
// a failure, the value is set on two dummies that differ in the part, and
// the parser failed if they still differ.

var (
	dummyA = whatwg.MustParse("https://a.dummy.test:1") // the dummies of a hostname
	dummyB = whatwg.MustParse("https://b.dummy.test:2")
	dummyN = whatwg.MustParse("fake://dummy.test")
)

// canonicalizeProtocol is "canonicalize a protocol".
func canonicalizeProtocol(value string) (string, error) {
	if value == "" {
		return "", nil
	}
	u, err := whatwg.Parse(value + "://dummy.test")
	if err != nil {
		return "", canonError("protocol", value)
	}
	return strings.TrimSuffix(u.Protocol(), ":"), nil
}

// canonicalizeUsername is "canonicalize a username".
func canonicalizeUsername(value string) (string, error) {
	if value == "" {
		return "", nil
	}
	return dummyN.SetUsername(value).Username(), nil
}

// canonicalizePassword is "canonicalize a password".
func canonicalizePassword(value string) (string, error) {
	if value == "" {
		return "", nil
	}
	return dummyN.SetPassword(value).Password(), nil
}

// canonicalizeHostname is "canonicalize a hostname", with a special
// scheme so that a domain is mapped as the URL Standard maps one.
func canonicalizeHostname(value string) (string, error) {
	if value == "" {
		return "", nil
	}
	a, b := dummyA.SetHostname(value).Hostname(), dummyB.SetHostname(value).Hostname()
	if a != b {
		return "", canonError("hostname", value)
	}
	return a, nil
}

// canonicalizeIPv6Hostname is "canonicalize an IPv6 hostname".
func canonicalizeIPv6Hostname(value string) (string, error) {
	var b strings.Builder
	for i := 0; i < len(value); i++ {
		c := value[i]
		switch {
		case c == '[' || c == ']' || c == ':' || isDigit(c) || 'a' <= c && c <= 'f':
		case 'A' <= c && c <= 'F':
			c += 'a' - 'A'
		default:
			return "", canonError("hostname", value)
		}
		b.WriteByte(c)
	}
	return b.String(), nil
}

// canonicalizePort is "canonicalize a port" given a protocol, if
// protocol is not empty.
func canonicalizePort(value, protocol string) (string, error) {
	if value == "" {
		return "", nil
	}
	var a, b whatwg.URL
	if protocol != "" {
		u, err := whatwg.Parse(protocol + "://a.dummy.test:1")
		if err != nil {
			u = whatwg.MustParse("fake://a.dummy.test:1")
		}
		a = u
		b = u.SetPort("2")
	} else {
		a = whatwg.MustParse("fake://a.dummy.test:1")
		b = a.SetPort("2")
	}
	pa, pb := a.SetPort(value).Port(), b.SetPort(value).Port()
	if pa != pb {
		return "", canonError("port", value)
	}
	return pa, nil
}

// canonicalizePathname is "canonicalize a pathname".
func canonicalizePathname(value string) (string, error) {
	if value == "" {
		return "", nil
	}
	leadingSlash := value[0] == '/'
	modified := value
	if !leadingSlash {
		modified = "/-" + value
	}
	result := dummyN.SetPathname(modified).Pathname()
	if !leadingSlash {
		result = result[min(2, len(result)):]
	}
	return result, nil
}

// canonicalizeOpaquePathname is "canonicalize an opaque pathname": the
// URL parser's opaque path state, which percent-encodes with the C0
// control percent-encode set, on value without tabs and newlines.
func canonicalizeOpaquePathname(value string) (string, error) {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	for i := 0; i < len(value); i++ {
		c := value[i]
		switch {
		case c == '\t' || c == '\n' || c == '\r':
		case c < 0x20 || c >= 0x7F:
			b.WriteByte('%')
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&15])
		default:
			b.WriteByte(c)
		}
	}
	return b.String(), nil
}

// canonicalizeSearch is "canonicalize a search".
func canonicalizeSearch(value string) (string, error) {
	if value == "" {
		return "", nil
	}
	return strings.TrimPrefix(dummyN.SetSearch("?"+value).Search(), "?"), nil
}

// canonicalizeHash is "canonicalize a hash".
func canonicalizeHash(value string) (string, error) {
	if value == "" {
		return "", nil
	}
	return strings.TrimPrefix(dummyN.SetHash("#"+value).Hash(), "#"), nil
}

func canonError(component, value string) error {
	return &Error{Component: component, Input: value, Offset: -1, Reason: "the " + component + " does not parse"}
}

// specialSchemes are the URL Standard's special schemes.
var specialSchemes = []string{"ftp", "file", "http", "https", "ws", "wss"}

// defaultPort returns the default port of a special scheme, or "".
func defaultPort(scheme string) string {
	switch scheme {
	case "http", "ws":
		return "80"
	case "https", "wss":
		return "443"
	case "ftp":
		return "21"
	}
	return ""
}

func isSpecialScheme(s string) bool {
	for _, t := range specialSchemes {
		if s == t {
			return true
		}
	}
	return false
}
