package iri

import "github.com/go-iri/iri/internal/chars"

// componentFunc appends to dst the mapped form of src, the text of
// component c (the host of x, for ComponentHost).
type componentFunc func(dst []byte, src string, c Component) ([]byte, error)

// rebuild assembles a new IRI from x with each of its components passed
// through f, keeping every delimiter (3987bis §3.6: "using the original
// punctuation"), but for the port's when dropPort is set. It records the
// offsets as it writes, so the result is never parsed again; f must keep
// the text of each component valid for that component, and keep the kind
// of the host. size is the expected length: the one allocation is made for
// it.
func rebuild(x IRI, size int, dropPort bool, f componentFunc) (IRI, error) {
	var y IRI
	var err error
	b := make([]byte, 0, size)
	if x.IsAbsolute() {
		if b, err = f(b, x.Scheme(), ComponentScheme); err != nil {
			return IRI{}, err
		}
		y.schemeEnd = uint32(len(b))
		b = append(b, ':')
	}
	if x.authorityPresent() {
		y.flags = x.flags & (hasAuthority | hasUserinfo | hasPort)
		y.hostKind = x.hostKind
		b = append(b, "//"...)
		if u, ok := x.Userinfo(); ok {
			if b, err = f(b, u, ComponentUserinfo); err != nil {
				return IRI{}, err
			}
			b = append(b, '@')
		}
		y.hostStart = uint32(len(b))
		if b, err = f(b, x.Host(), ComponentHost); err != nil {
			return IRI{}, err
		}
		y.hostEnd = uint32(len(b))
		if p, ok := x.Port(); ok && !dropPort {
			b = append(b, ':')
			if b, err = f(b, p, ComponentPort); err != nil {
				return IRI{}, err
			}
		} else {
			y.flags &^= hasPort
		}
	}
	y.pathStart = uint32(len(b))
	if b, err = f(b, x.Path(), ComponentPath); err != nil {
		return IRI{}, err
	}
	y.pathEnd = uint32(len(b))
	if q, ok := x.Query(); ok {
		y.flags |= hasQuery
		b = append(b, '?')
		if b, err = f(b, q, ComponentQuery); err != nil {
			return IRI{}, err
		}
	}
	y.queryEnd = uint32(len(b))
	if fr, ok := x.Fragment(); ok {
		y.flags |= hasFragment
		b = append(b, '#')
		if b, err = f(b, fr, ComponentFragment); err != nil {
			return IRI{}, err
		}
	}
	y.s = chars.Frozen(b) // b is not written again
	return y, nil
}
