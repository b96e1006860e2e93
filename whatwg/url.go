package whatwg

import (
	"strings"
	"unsafe"

	"github.com/go-iri/iri/internal/chars"
)

// A URL is a URL record of the URL Standard (§4.1) as an immutable value:
// its serialization, the href (§4.5), and the offsets of its parts in it.
// Reading an attribute returns a part of the href and allocates nothing.
//
// Compare URLs with ==: two URLs are equal when their hrefs are (URL
// Standard §4.6, URL equivalence). The zero URL is not a URL: its href is
// empty, and so is every attribute.
type URL struct {
	href string

	// Offsets in href. The scheme ends at schemeEnd, where ":" stands.
	// With a host, "//" follows, then the username up to usernameEnd, a
	// ":" and the password, and an "@" before hostStart when there are
	// credentials. The host runs from hostStart to hostEnd, then ":" and
	// the port, up to pathStart. The path runs to queryStart, where "?"
	// stands if the query is not null; the query runs to fragStart, where
	// "#" stands if the fragment is not null. Without a host, every
	// offset up to hostEnd is schemeEnd+1.
	schemeEnd   uint32
	usernameEnd uint32
	hostStart   uint32
	hostEnd     uint32
	pathStart   uint32
	queryStart  uint32
	fragStart   uint32

	scheme   schemeKind
	hostKind hostKind
	opaque   bool // the path is opaque (§4.1): a string, not a list of segments
}

// schemeKind tells the special schemes (URL Standard §4.2) apart.
type schemeKind uint8

const (
	schemeOther schemeKind = iota // not special
	schemeHTTP
	schemeHTTPS
	schemeWS
	schemeWSS
	schemeFTP
	schemeFile
)

// special reports whether k is a special scheme.
func (k schemeKind) special() bool { return k != schemeOther }

// defaultPort returns the default port of a special scheme, -1 for file
// and the others (null).
func (k schemeKind) defaultPort() int {
	switch k {
	case schemeHTTP, schemeWS:
		return 80
	case schemeHTTPS, schemeWSS:
		return 443
	case schemeFTP:
		return 21
	}
	return -1
}

// kindOfScheme returns the kind of a lower-case scheme.
func kindOfScheme(s string) schemeKind {
	switch s {
	case "http":
		return schemeHTTP
	case "https":
		return schemeHTTPS
	case "ws":
		return schemeWS
	case "wss":
		return schemeWSS
	case "ftp":
		return schemeFTP
	case "file":
		return schemeFile
	}
	return schemeOther
}

// kindOfSchemeFold returns the kind of a scheme in any case: of the
// scheme in lower case.
func kindOfSchemeFold(s string) schemeKind {
	if !chars.HasUpper(s) {
		return kindOfScheme(s)
	}
	// A special scheme has five bytes at most: lowered on the stack.
	var b [5]byte
	if len(s) > len(b) {
		return schemeOther
	}
	chars.AppendLower(b[:0], s)
	return kindOfScheme(unsafe.String(&b[0], len(s)))
}

// hostKind is what a URL's host is (URL Standard §3.1), or that it is null.
type hostKind uint8

const (
	hostNull hostKind = iota
	hostEmpty
	hostDomain
	hostIPv4
	hostIPv6
	hostOpaque
)

// Href returns the serialization of u, its href (URL Standard §4.5, §6.1).
func (u URL) Href() string { return u.href }

// String returns the href of u.
func (u URL) String() string { return u.href }

// Protocol returns the scheme of u followed by ":" (URL Standard §6.1).
func (u URL) Protocol() string {
	if u.href == "" {
		return ""
	}
	return u.href[:u.schemeEnd+1]
}

// Username returns the username of u, percent-encoded (URL Standard §6.1).
func (u URL) Username() string {
	if u.hostKind == hostNull {
		return ""
	}
	return u.href[u.schemeEnd+3 : u.usernameEnd]
}

// Password returns the password of u, percent-encoded (URL Standard §6.1).
func (u URL) Password() string {
	if u.usernameEnd+1 < u.hostStart && u.href[u.usernameEnd] == ':' {
		return u.href[u.usernameEnd+1 : u.hostStart-1]
	}
	return ""
}

// Host returns the host of u, serialized, and ":" and the port if u has
// one; the empty string if the host is null (URL Standard §6.1).
func (u URL) Host() string {
	if u.hostKind == hostNull {
		return ""
	}
	return u.href[u.hostStart:u.pathStart]
}

// Hostname returns the host of u, serialized (URL Standard §3.6, §6.1): a
// domain, an IPv4 address in dotted decimal, an IPv6 address in brackets,
// an opaque host, or the empty string.
func (u URL) Hostname() string { return u.href[u.hostStart:u.hostEnd] }

// Port returns the port of u in decimal, or the empty string if it is
// null (URL Standard §6.1). A special scheme's default port is null.
func (u URL) Port() string {
	if u.hostEnd < u.pathStart && u.hostKind != hostNull {
		return u.href[u.hostEnd+1 : u.pathStart]
	}
	return ""
}

// Pathname returns the path of u, serialized (URL Standard §4.5, §6.1).
func (u URL) Pathname() string { return u.href[u.pathStart:u.queryStart] }

// Search returns "?" and the query of u, or the empty string if the
// query is null or empty (URL Standard §6.1).
func (u URL) Search() string {
	if u.fragStart-u.queryStart <= 1 {
		return ""
	}
	return u.href[u.queryStart:u.fragStart]
}

// Hash returns "#" and the fragment of u, or the empty string if the
// fragment is null or empty (URL Standard §6.1).
func (u URL) Hash() string {
	if len(u.href)-int(u.fragStart) <= 1 {
		return ""
	}
	return u.href[u.fragStart:]
}

// query returns the query of u and whether it is not null.
func (u URL) query() (string, bool) {
	if u.queryStart == u.fragStart {
		return "", false
	}
	return u.href[u.queryStart+1 : u.fragStart], true
}

// fragment returns the fragment of u and whether it is not null.
func (u URL) fragment() (string, bool) {
	if int(u.fragStart) == len(u.href) {
		return "", false
	}
	return u.href[u.fragStart+1:], true
}

// scheme returns the scheme of u.
func (u URL) schemeName() string { return u.href[:u.schemeEnd] }

// includesCredentials reports whether the username or the password of u
// is not empty (URL Standard §4.2).
func (u URL) includesCredentials() bool {
	return u.hostKind != hostNull && u.hostStart > u.schemeEnd+3
}

// authority returns what stands between the scheme's ":" and the path:
// "//", the credentials, the host and the port; empty when the host is
// null.
func (u URL) authority() string {
	if u.hostKind == hostNull {
		return ""
	}
	return u.href[u.schemeEnd+1 : u.pathStart]
}

// firstSegment returns the first segment of a path that is a list, or
// the empty string.
func (u *URL) firstSegment() string {
	path := u.Pathname()
	if u.opaque || path == "" {
		return ""
	}
	path = path[1:]
	if k := strings.IndexByte(path, '/'); k >= 0 {
		path = path[:k]
	}
	return path
}
