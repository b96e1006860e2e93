package whatwg

import (
	"strings"

	"github.com/go-iri/iri/internal/chars"
)

// record is a URL record (URL Standard §4.1) as separate strings, for the
// setters, which change one part and serialize the URL again. The
// strings are parts of hrefs until the record is serialized.
type record struct {
	scheme             string
	kind               schemeKind
	username, password string
	hostKind           hostKind
	host               string
	port               string // "" for null
	path               string // serialized: opaque, or "/" and each segment
	opaque             bool
	query              string
	hasQuery           bool
	fragment           string
	hasFragment        bool
}

// record returns the parts of u.
func (u URL) record() record {
	r := record{scheme: u.schemeName(), kind: u.scheme, hostKind: u.hostKind, path: u.Pathname(), opaque: u.opaque}
	if u.hostKind != hostNull {
		r.username, r.password, r.host, r.port = u.Username(), u.Password(), u.Hostname(), u.Port()
	}
	r.query, r.hasQuery = u.query()
	r.fragment, r.hasFragment = u.fragment()
	return r
}

// url serializes r (URL Standard §4.5) into a URL.
func (r *record) url() URL {
	n := len(r.scheme) + 1 + 2 + len(r.username) + 1 + len(r.password) + 1 + len(r.host) + 1 + len(r.port) +
		2 + len(r.path) + 1 + len(r.query) + 1 + len(r.fragment)
	b := make([]byte, 0, n)
	u := URL{scheme: r.kind, hostKind: r.hostKind, opaque: r.opaque}
	b = append(b, r.scheme...)
	u.schemeEnd = uint32(len(b))
	b = append(b, ':')
	if r.hostKind != hostNull {
		b = append(b, "//"...)
		b = append(b, r.username...)
		u.usernameEnd = uint32(len(b))
		if r.password != "" {
			b = append(b, ':')
			b = append(b, r.password...)
		}
		if r.username != "" || r.password != "" {
			b = append(b, '@')
		}
		u.hostStart = uint32(len(b))
		b = append(b, r.host...)
		u.hostEnd = uint32(len(b))
		if r.port != "" {
			b = append(b, ':')
			b = append(b, r.port...)
		}
	} else {
		u.usernameEnd, u.hostStart, u.hostEnd = u.schemeEnd+1, u.schemeEnd+1, u.schemeEnd+1
		if !r.opaque && strings.HasPrefix(r.path, "//") {
			b = append(b, "/."...)
		}
	}
	u.pathStart = uint32(len(b))
	b = append(b, r.path...)
	u.queryStart = uint32(len(b))
	if r.hasQuery {
		b = append(b, '?')
		b = append(b, r.query...)
	}
	u.fragStart = uint32(len(b))
	if r.hasFragment {
		b = append(b, '#')
		b = append(b, r.fragment...)
	}
	u.href = chars.Frozen(b) // b is not written again
	return u
}
