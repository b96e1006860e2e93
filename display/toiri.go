package display

import (
	"strings"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/idn"
)

// ToIRI converts the URI reference x for a person to read: as m.ToIRI
// does (RFC 3987 §3.2, 3987bis §3.7), and then with its host written as
// h.IRI writes it, which returns the labels kept in ACE form. Without
// m.IDNA an ASCII host is left as it is, for its ACE labels were not asked
// to be read. The result is an IRI reference that names what x names
// (3987bis §3.7): only the host's form is h's choice.
//
// An ASCII host without an ACE label or a percent-encoding is one that
// neither IDNA nor the policy changes, and most of the Web's hosts are
// such. ToIRI tells it by the look at the host that m.ToIRI would make,
// not by a second one, and converts the rest of x as x.ToIRI does (m's
// fields apply to the host only): on such a host the policy adds no work.
// Such an input with no percent-encoding at all is returned as it is,
// without allocating.
func (h Hosts) ToIRI(m iri.Mapper, x iri.IRI) (iri.IRI, []KeptLabel) {
	host := x.Host()
	if p := strings.IndexByte(x.String(), '%'); p < 0 {
		if idn.PlainHost(host) {
			return x, nil // m.ToIRI only decodes, and IDNA has no label to read
		}
	} else if _, end, _ := x.Span(iri.ComponentHost); p >= end && idn.PlainHost(host) {
		// The first "%" comes after the host: none is in it.
		return x.ToIRI(), nil
	}
	y := m.ToIRI(x)
	if y.HostKind() != iri.HostRegName || m.IDNA == iri.IDNANone && chars.IsASCII(y.Host()) {
		return y, nil
	}
	return h.IRI(y)
}
