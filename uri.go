package iri

import (
	"net/url"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/pct"
)

// ToURI maps the IRI reference to a URI reference, as RFC 3987 §3.1 step 2
// (3987bis §3.3) says: each character that is not allowed in a URI (every
// ucschar and iprivate) becomes the %HH triplets of its UTF-8 octets, with
// upper-case hex. Characters allowed in URIs and existing percent-encodings
// are left alone, so the mapping is the identity on URIs and idempotent.
// A reference that is already a URI is returned as it is, without
// allocating; otherwise the result takes one allocation.
//
// ToURI percent-encodes the host like every other component; Mapper.ToURI
// can convert it with IDNA instead, as 3987bis §3.4 asks of schemes that
// use DNS names.
func (x IRI) ToURI() IRI {
	extra := 2 * chars.NonASCIICount(x.s)
	if extra == 0 {
		return x
	}
	y, _ := rebuild(x, len(x.s)+extra, false, func(dst []byte, src string, _ Component) ([]byte, error) {
		return pct.AppendEncodedNonASCII(dst, src), nil
	})
	return y
}

// IsURI reports whether the reference is also a URI reference (RFC 3986
// §4.1): whether it is all ASCII, for the IRI grammar restricted to ASCII
// is the URI grammar.
func (x IRI) IsURI() bool { return chars.NonASCIICount(x.s) == 0 }

// URL returns the URI that x maps to (ToURI) as a *url.URL, for the many
// Go APIs that take one. net/url parses it as it always does; an error
// from it is returned as it is.
func (x IRI) URL() (*url.URL, error) {
	return url.Parse(x.ToURI().String())
}
