package whatwg

import (
	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/pct"
)

// IRI returns u as an iri.IRI, for what the core package offers
// (comparison, the checker, display): an href is ASCII and almost always a
// URI already (RFC 3986), which is an IRI.
//
// The URL Standard leaves a few characters as they are that RFC 3986 does
// not allow where they stand; IRI percent-encodes them as UTF-8 (RFC 3986
// §2.1):
//
//   - "|", "[", "]" and "\" in a path (the "\" of a URL that is not
//     special), and also space, `"`, "<", ">", "^", "`", "{" and "}" in an
//     opaque path ("data:text/html,<p>");
//   - "[", "]", "\", "^", "`", "{", "|" and "}" in a query;
//   - "#", "[", "]", "\", "^", "{", "|" and "}" in a fragment (a second
//     "#" is data there);
//   - `"`, "`", "{" and "}" in a host that is a domain or an opaque host;
//   - and, anywhere, a "%" that does not start a percent-encoded byte,
//     which becomes "%25".
//
// Parsing the result again gives u with those characters percent-encoded,
// the same resource by RFC 3986 §6.2.2.2, and that URL gives the same IRI.
//
// This is the core's Web Address processing (lenient.ParseHREF, 3987bis §7.2)
// of the href, made on the parts u knows and without allocating where
// nothing needs encoding.
//
// The result is an absolute IRI whose every character is ASCII. To show it
// to a person, decode it with the core's URI→IRI conversion: IRI.ToIRI, or
// iri.Mapper{IDNA: iri.IDNAUTS46}.ToIRI to write the host's punycode labels in
// Unicode too. The zero URL gives the zero IRI.
func (u URL) IRI() iri.IRI {
	s := u.href
	if s == "" {
		return iri.IRI{}
	}
	// The parts of the href, each with the ASCII that RFC 3986 allows in
	// it; the delimiters between them stay.
	type part struct {
		start, end int
		class      chars.Class
	}
	parts := make([]part, 0, 6)
	if u.hostKind != hostNull {
		if u.includesCredentials() {
			parts = append(parts, part{int(u.schemeEnd) + 3, int(u.hostStart) - 1, chars.Userinfo})
		}
		if u.hostKind != hostIPv6 {
			parts = append(parts, part{int(u.hostStart), int(u.hostEnd), chars.RegName})
		}
	}
	parts = append(parts, part{int(u.pathStart), int(u.queryStart), chars.Path})
	if u.queryStart < u.fragStart {
		parts = append(parts, part{int(u.queryStart) + 1, int(u.fragStart), chars.Query})
	}
	if int(u.fragStart) < len(s) {
		parts = append(parts, part{int(u.fragStart) + 1, len(s), chars.Query})
	}
	var b []byte
	done := 0
	for _, p := range parts {
		for k := p.start; k < p.end; k++ {
			c := s[k]
			if chars.In(c, p.class) || pct.IsTriplet(s, k) {
				continue
			}
			if b == nil {
				b = make([]byte, 0, len(s)+16)
			}
			b = append(b, s[done:k]...)
			b = append(b, '%', pct.UpperHex[c>>4], pct.UpperHex[c&15])
			done = k + 1
		}
	}
	if b != nil {
		s = string(append(b, s[done:]...))
	}
	x, err := iri.ParseIRI(s)
	if err != nil {
		return iri.IRI{} // not reached: TestIRIBridge and FuzzWHATWGParse hold it
	}
	return x
}
