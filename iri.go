package iri

import "github.com/go-iri/iri/internal/enum"

// An IRI is a parsed IRI reference (RFC 3987 §2.2): an absolute IRI such as
// "http://例え.jp/ä?q#f" or a relative reference such as "../ä". It holds the
// original string and the offsets of its components, so it is immutable,
// small, and comparable with ==, which is simple string comparison
// (RFC 3987 §5.3.1). Like netip.Addr, it is a value type: pass it by value.
//
// The zero IRI is the empty relative reference "", which is valid.
//
// An absent component and an empty one are told apart: "http://a/?" has an
// empty query, "http://a/" has none; Query reports both.
type IRI struct {
	s string
	// Offsets into s, each at most len(s). The scheme is s[:schemeEnd]
	// (schemeEnd is 0 when there is none, for a scheme is never empty);
	// the host is s[hostStart:hostEnd]; the port follows hostEnd+1 up to
	// pathStart; the path is s[pathStart:pathEnd]; the query, after the
	// "?" at pathEnd, runs to queryEnd; the fragment follows queryEnd+1.
	schemeEnd, hostStart, hostEnd, pathStart, pathEnd, queryEnd uint32
	hostKind                                                    HostKind
	// flags says which components are there. The offsets say it too
	// (each delimiter takes a byte), but reading it from them made the
	// accessors and Span twice as slow, and the checker, which calls
	// them on every input, 2-5% slower: the byte fits in the padding.
	flags uint8
}

const (
	hasAuthority uint8 = 1 << iota
	hasUserinfo
	hasPort
	hasQuery
	hasFragment
)

// HostKind says which production of RFC 3987 §2.2 the host matched.
type HostKind uint8

const (
	// HostNone: the reference has no authority, so no host.
	HostNone HostKind = iota
	// HostRegName: an ireg-name, such as "example.org", "例え.jp", or the empty
	// host of "file:///etc".
	HostRegName
	// HostIPv4: an IPv4address in dotted-decimal form, such as "192.0.2.1".
	HostIPv4
	// HostIPv6: an IP-literal holding an IPv6address, such as "[2001:db8::1]".
	HostIPv6
	// HostIPvFuture: an IP-literal holding an IPvFuture, such as "[v7.abc]".
	HostIPvFuture
)

var hostKindNames = []string{"none", "reg-name", "ipv4", "ipv6", "ipvfuture"}

// String returns "none", "reg-name", "ipv4", "ipv6" or "ipvfuture": one
// lower-case word a kind, the grammar's production (RFC 3987 §2.2) where
// there is one, kept from release to release so that a program may write it (as a JSON
// value, say) and another compare it.
func (k HostKind) String() string { return enum.Name(hostKindNames, k, "HostKind") }

// String returns the IRI reference exactly as it was parsed.
func (x IRI) String() string { return x.s }

// AppendTo appends the IRI reference to b and returns the extended buffer.
func (x IRI) AppendTo(b []byte) []byte { return append(b, x.s...) }

// IsAbsolute reports whether the reference has a scheme, that is, whether
// it is an IRI (RFC 3987 §2.2) rather than a relative reference. An IRI
// with a fragment is absolute in this sense; see ParseAbsolute for the
// absolute-IRI production, which excludes the fragment.
func (x IRI) IsAbsolute() bool { return x.schemeEnd > 0 }

// Scheme returns the scheme, as written (not lower-cased), without the
// ":"; it is "" for a relative reference.
func (x IRI) Scheme() string { return x.s[:x.schemeEnd] }

// authorityPresent reports whether the reference has an authority,
// introduced by "//" (RFC 3986 §3.2); Authority's boolean.
func (x IRI) authorityPresent() bool { return x.flags&hasAuthority != 0 }

// Authority returns the iauthority (userinfo, host and port, without the
// leading "//") and whether there is one, introduced by "//" (RFC 3986
// §3.2): "file:///x" has an empty one, "mailto:a@b" none.
func (x IRI) Authority() (string, bool) {
	if x.flags&hasAuthority == 0 {
		return "", false
	}
	return x.s[x.authorityStart():x.pathStart], true
}

func (x IRI) authorityStart() uint32 {
	if x.schemeEnd > 0 {
		return x.schemeEnd + 3 // "://"
	}
	return 2 // "//"
}

// Userinfo returns the iuserinfo, without the "@", and whether there is
// one. It is returned raw: percent-encodings are not decoded, and a
// password after ":" is not split off (RFC 3986 §3.2.1 deprecates it).
func (x IRI) Userinfo() (string, bool) {
	if x.flags&hasUserinfo == 0 {
		return "", false
	}
	return x.s[x.authorityStart() : x.hostStart-1], true
}

// Host returns the host as written: an ireg-name, an IPv4address, or an
// IP-literal with its brackets ("[::1]"). It is "" when there is no
// authority and when the authority has an empty host; HostKind tells the
// two apart. Percent-encodings are not decoded.
func (x IRI) Host() string { return x.s[x.hostStart:x.hostEnd] }

// HostKind says which kind of host the reference has, HostNone when it has
// no authority.
func (x IRI) HostKind() HostKind { return x.hostKind }

// Port returns the port digits and whether there is a port delimiter ":".
// "http://a:/" has an empty port ("", true), which RFC 3986 §3.2.3 allows.
// The digits are not checked against any range: port = *DIGIT.
func (x IRI) Port() (string, bool) {
	if x.flags&hasPort == 0 {
		return "", false
	}
	return x.s[x.hostEnd+1 : x.pathStart], true
}

// Path returns the path, as written. It is never absent, but may be empty.
func (x IRI) Path() string { return x.s[x.pathStart:x.pathEnd] }

// queryPresent reports whether the reference has a query, possibly empty.
func (x IRI) queryPresent() bool { return x.flags&hasQuery != 0 }

// Query returns the query, without the "?", and whether there is one.
func (x IRI) Query() (string, bool) {
	if x.flags&hasQuery == 0 {
		return "", false
	}
	return x.s[x.pathEnd+1 : x.queryEnd], true
}

// fragmentPresent reports whether the reference has a fragment, possibly
// empty.
func (x IRI) fragmentPresent() bool { return x.flags&hasFragment != 0 }

// Fragment returns the fragment, without the "#", and whether there is one.
func (x IRI) Fragment() (string, bool) {
	if x.flags&hasFragment == 0 {
		return "", false
	}
	return x.s[x.queryEnd+1:], true
}
