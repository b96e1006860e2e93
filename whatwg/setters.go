package whatwg

import (
	"strings"

	"github.com/go-iri/iri/internal/chars"
)

// The setters of the URL class (URL Standard §6.1). Each returns a new URL
// and leaves u as it is; where the standard's setter changes nothing (a
// value it rejects, a URL that cannot have the part), it returns u.

// SetHref returns the URL value parses to, with no base (the href setter
// of URL Standard §6.1), or the failure.
func (u URL) SetHref(value string) (URL, error) { return Parse(value) }

// SetProtocol returns u with the scheme value names, up to a ":" (the
// protocol setter of URL Standard §6.1). A special scheme (http, https,
// ws, wss, ftp, file) cannot be changed to another scheme or the other
// way; a URL with credentials or a port cannot become a file URL; a file
// URL with an empty host keeps its scheme.
func (u URL) SetProtocol(value string) URL {
	if u.href == "" {
		return u
	}
	in := removeTabsAndNewlines(value + ":")
	j := chars.SchemeRun(in) // before the ":" at the end at the latest
	if j == 0 || in[j] != ':' {
		return u
	}
	scheme := strings.ToLower(in[:j]) // ASCII, kept as it is without upper case
	kind := kindOfScheme(scheme)
	if u.scheme.special() != kind.special() ||
		kind == schemeFile && (u.includesCredentials() || u.Port() != "") ||
		u.scheme == schemeFile && u.hostKind == hostEmpty {
		return u
	}
	r := u.record()
	r.scheme, r.kind = scheme, kind
	if r.port != "" && r.port == defaultPortString(kind) {
		r.port = ""
	}
	return r.url()
}

// SetUsername returns u with the username value, percent-encoded (the
// username setter of URL Standard §6.1); u as it is if it cannot have a
// username: a URL without a host or with an empty host, and a file URL.
func (u URL) SetUsername(value string) URL {
	if u.cannotHaveCredentialsOrPort() {
		return u
	}
	r := u.record()
	r.username = percentEncodeString(value, userinfoSet)
	return r.url()
}

// SetPassword returns u with the password value, percent-encoded (the
// password setter of URL Standard §6.1); u as it is if it cannot have a
// password.
func (u URL) SetPassword(value string) URL {
	if u.cannotHaveCredentialsOrPort() {
		return u
	}
	r := u.record()
	r.password = percentEncodeString(value, userinfoSet)
	return r.url()
}

// SetHost returns u with the host, and the port if value has one, that
// value starts with (the host setter of URL Standard §6.1, which runs the
// parser's host state); u as it is if the path is opaque or the host does
// not parse. A port that does not parse leaves the new host set and the
// old port.
func (u URL) SetHost(value string) URL {
	if u.href == "" || u.opaque {
		return u
	}
	return u.setWithState(value, stateHost)
}

// SetHostname returns u with the host value starts with (the hostname
// setter of URL Standard §6.1); u as it is if the path is opaque, the host
// does not parse, or value has a port.
func (u URL) SetHostname(value string) URL {
	if u.href == "" || u.opaque {
		return u
	}
	return u.setWithState(value, stateHostname)
}

// SetPort returns u with the port the digits value starts with, or no
// port if value is empty (the port setter of URL Standard §6.1); u as it
// is if it cannot have a port or value does not start with a port.
func (u URL) SetPort(value string) URL {
	if u.cannotHaveCredentialsOrPort() {
		return u
	}
	if value == "" {
		r := u.record()
		r.port = ""
		return r.url()
	}
	return u.setWithState(value, statePort)
}

// SetPathname returns u with the path value parses to (the pathname
// setter of URL Standard §6.1); u as it is if its path is opaque.
func (u URL) SetPathname(value string) URL {
	if u.href == "" || u.opaque {
		return u
	}
	return u.setWithState(value, statePathStart)
}

// SetSearch returns u with the query value parses to, without a leading
// "?", or without a query if value is empty (the search setter of URL
// Standard §6.1).
func (u URL) SetSearch(value string) URL {
	if u.href == "" {
		return u
	}
	if value == "" {
		r := u.record()
		r.query, r.hasQuery = "", false
		return r.url()
	}
	if value[0] == '?' {
		value = value[1:]
	}
	return u.setWithState(value, stateQuery)
}

// SetHash returns u with the fragment value parses to, without a leading
// "#", or without a fragment if value is empty (the hash setter of URL
// Standard §6.1).
func (u URL) SetHash(value string) URL {
	if u.href == "" {
		return u
	}
	if value == "" {
		r := u.record()
		r.fragment, r.hasFragment = "", false
		return r.url()
	}
	if value[0] == '#' {
		value = value[1:]
	}
	return u.setWithState(value, stateFragment)
}

// cannotHaveCredentialsOrPort reports whether u cannot have a
// username/password/port (URL Standard §4.2): its host is null or empty,
// or its scheme is file.
func (u URL) cannotHaveCredentialsOrPort() bool {
	return u.hostKind == hostNull || u.hostKind == hostEmpty || u.scheme == schemeFile
}

// setWithState runs the basic URL parser on value with u as the URL and
// the state override st (URL Standard §4.4), and returns u with the parts
// the states set, even when the parser stops at a failure after setting
// some (a host set before a port out of range).
func (u URL) setWithState(value string, st state) URL {
	in := removeTabsAndNewlines(value)
	p := parser{in: in, override: st, queryStart: -1, fragStart: -1}
	p.out.start(in)
	p.scheme, p.schemeWritten = u.scheme, true
	p.hostKind = u.hostKind
	p.credentials, p.portSet = u.includesCredentials(), u.Port() != ""
	p.run(st, 0)
	r := u.record()
	if p.hostWritten {
		r.host, r.hostKind = p.out.slice(p.hostStart, p.hostEnd), p.hostKind
	}
	if p.portWritten {
		r.port = ""
		if p.portSet {
			r.port = p.out.slice(p.portStart, p.portEnd)
		}
	}
	switch st {
	case statePathStart:
		p.beginPath()
		r.path = p.out.slice(p.pathStart, p.out.n)
	case stateQuery:
		r.query, r.hasQuery = p.out.String(), true
	case stateFragment:
		r.fragment, r.hasFragment = p.out.String(), true
	}
	return r.url()
}

// percentEncodeString returns s UTF-8 percent-encoded with set (URL
// Standard §1.3).
func percentEncodeString(s string, set charSet) string {
	p := parser{in: s}
	p.out.start(s)
	p.encode(0, len(s), set)
	return p.out.String()
}

// defaultPortString returns the default port of a scheme in decimal, or
// the empty string if it has none.
func defaultPortString(k schemeKind) string {
	switch k.defaultPort() {
	case 80:
		return "80"
	case 443:
		return "443"
	case 21:
		return "21"
	}
	return ""
}
