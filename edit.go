package iri

import (
	"strings"
)

// noAuthority is the error of an edit of component c that needs an
// authority x does not have, or would give one to a rootless path.
func (x IRI) noAuthority(c Component) error {
	return &Error{Input: x.s, Offset: int(x.authorityAt()), Component: c, Err: ErrNoAuthority}
}

// splice returns the reference with x.s[from:to] replaced by text, parsed:
// every edit keeps the rest of the text as it was.
func (x IRI) splice(from, to uint32, text string) (IRI, error) {
	return Parse(x.s[:from] + text + x.s[to:])
}

// WithScheme returns x with its scheme set to scheme, or removed when
// scheme is "" (then the reference must still parse as a relative one).
func (x IRI) WithScheme(scheme string) (IRI, error) {
	if scheme != "" {
		if err := checkScheme(scheme); err != nil {
			return IRI{}, err
		}
	}
	end := x.authorityAt()
	if scheme == "" {
		return ParseRelative(x.s[end:])
	}
	return x.splice(0, end, scheme+":")
}

// authorityAt is where the authority's "//" starts, or would.
func (x IRI) authorityAt() uint32 {
	if x.IsAbsolute() {
		return x.schemeEnd + 1
	}
	return 0
}

// WithHost returns x with its host set to the raw value host (a reg-name,
// escaped; an IPv4 or IPv6 address; or an IP-literal in brackets). An
// authority is added if there was none, which needs an empty or absolute
// path.
func (x IRI) WithHost(host string) (IRI, error) {
	h, err := buildHost(host)
	if err != nil {
		return IRI{}, err
	}
	if x.authorityPresent() {
		return x.splice(x.hostStart, x.hostEnd, h)
	}
	if p := x.Path(); p != "" && p[0] != '/' {
		return IRI{}, x.noAuthority(ComponentHost)
	}
	at := x.authorityAt()
	return x.splice(at, at, "//"+h)
}

// WithUserinfo returns x with its userinfo set to the raw value u.
func (x IRI) WithUserinfo(u string) (IRI, error) {
	if !x.authorityPresent() {
		return IRI{}, x.noAuthority(ComponentUserinfo)
	}
	if x.flags&hasUserinfo != 0 {
		return x.splice(x.authorityStart(), x.hostStart-1, userinfoEscaper.Escape(u))
	}
	return x.splice(x.hostStart, x.hostStart, userinfoEscaper.Escape(u)+"@")
}

// WithoutUserinfo returns x without userinfo.
func (x IRI) WithoutUserinfo() IRI {
	if x.flags&hasUserinfo == 0 {
		return x
	}
	y, _ := x.splice(x.authorityStart(), x.hostStart, "")
	return y
}

// WithPort returns x with its port set to port (digits; "" writes an
// empty port, "host:").
func (x IRI) WithPort(port string) (IRI, error) {
	if !x.authorityPresent() {
		return IRI{}, x.noAuthority(ComponentPort)
	}
	if err := checkPort(port); err != nil {
		return IRI{}, err
	}
	return x.splice(x.hostEnd, x.pathStart, ":"+port)
}

// WithoutPort returns x without a port.
func (x IRI) WithoutPort() IRI {
	if x.flags&hasPort == 0 {
		return x
	}
	y, _ := x.splice(x.hostEnd, x.pathStart, "")
	return y
}

// WithPath returns x with its path set to the raw value path ("/"
// separating segments; the rest escaped). With an authority a non-empty
// path gets a leading "/"; without one, a path starting with "//" is an
// error and a relative reference's first segment with ":" gets "./".
func (x IRI) WithPath(path string) (IRI, error) {
	p := pathEscaper.Escape(path)
	switch {
	case x.authorityPresent() && p != "" && p[0] != '/':
		p = "/" + p
	case !x.authorityPresent() && len(p) >= 2 && p[:2] == "//":
		return IRI{}, &Error{Input: path, Component: ComponentPath, Err: ErrDoubleSlash}
	case !x.IsAbsolute() && !x.authorityPresent() && strings.IndexByte(firstSegment(p), ':') >= 0:
		p = "./" + p
	}
	return x.splice(x.pathStart, x.pathEnd, p)
}

// WithQuery returns x with its query set to the raw value q ("&" and "="
// kept as delimiters; see WithQueryPairs to escape names and values).
func (x IRI) WithQuery(q string) IRI {
	y, _ := x.splice(x.pathEnd, x.queryEnd, "?"+queryEscaper.Escape(q))
	return y
}

// WithQueryPairs returns x with its query written from ordered pairs,
// each name and value escaped.
func (x IRI) WithQueryPairs(pairs []QueryPair) IRI {
	y, _ := x.splice(x.pathEnd, x.queryEnd, "?"+encodeQueryPairs(pairs))
	return y
}

// WithoutQuery returns x without a query.
func (x IRI) WithoutQuery() IRI {
	y, _ := x.splice(x.pathEnd, x.queryEnd, "")
	return y
}

// WithFragment returns x with its fragment set to the raw value f.
func (x IRI) WithFragment(f string) IRI {
	y, _ := x.splice(x.queryEnd, uint32(len(x.s)), "#"+fragmentEscaper.Escape(f))
	return y
}

// WithoutFragment returns x without a fragment.
func (x IRI) WithoutFragment() IRI {
	y, _ := x.splice(x.queryEnd, uint32(len(x.s)), "")
	return y
}
