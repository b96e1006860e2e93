package iri

import (
	"fmt"
	"strings"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/pct"
	"golang.org/x/text/encoding"
)

// A Mapper maps between IRIs and URIs with the options of 3987bis §3.4
// (IDNA for the host), §3.5 (the legacy query charset of http and https)
// and §3.7 step 6 (punycode labels to Unicode). The zero value is RFC 3987
// §3.1 and §3.2, as IRI.ToURI and IRI.ToIRI: every non-ASCII character
// percent-encoded as UTF-8, and no IDNA.
type Mapper struct {
	// IDNA converts a non-ASCII ireg-name with IDNA ToASCII instead of
	// percent-encoding it (3987bis §3.4), label by label; a label IDNA
	// rejects fails the conversion with an *Error whose cause is
	// ErrIDNA. Only reg-name hosts
	// are converted, and only when non-ASCII once percent-decoded.
	IDNA IDNAProfile
	// STD3Rules sets IDNA's UseSTD3ASCIIRules flag, which limits ASCII in
	// labels to letters, digits and "-". 3987bis §3.4 sets it to false
	// (the zero value); RFC 3987 §3.1 to true.
	STD3Rules bool
	// VerifyDNSLength makes IDNA reject names and labels longer than DNS
	// allows (RFC 1034 §3.1: labels of 63 octets at most, names of 253),
	// and empty labels, the root's after a final dot included, as UTS #46
	// VerifyDnsLength does. The lengths are those of the A-labels. With
	// IDNA on, an ASCII reg-name, which IDNA leaves as it is, is held to
	// the same limits; an empty host is not.
	VerifyDNSLength bool
	// QueryEncoding is the encoding of the document the IRI came from
	// (charmap.Windows1252, japanese.ShiftJIS, ...: a
	// golang.org/x/text/encoding.Encoding, as
	// [github.com/go-iri/iri/charset.Lookup] gives for a label). For http
	// and https, the query is encoded in it rather than in UTF-8
	// (3987bis §3.5), and a character it cannot represent becomes a
	// numeric character reference "&#NNNN;", percent-encoded, as browsers
	// do. nil means UTF-8, and so does an encoding that does not write
	// ASCII as itself (UTF-16), as the Encoding Standard's "get an output
	// encoding" says.
	QueryEncoding encoding.Encoding
}

// ToURI maps the IRI reference x to a URI reference as IRI.ToURI does,
// with m's options. Each component is mapped on its own and the URI
// reassembled with the original delimiters (3987bis §3.6). It fails, and
// nothing is half-converted, when IDNA rejects the host (an *Error with
// cause ErrIDNA, at the label).
func (m Mapper) ToURI(x IRI) (IRI, error) {
	if m.IDNA > IDNA2008 {
		return IRI{}, fmt.Errorf("iri: unknown IDNA profile %d", m.IDNA)
	}
	var query *queryEncoder
	if m.QueryEncoding != nil && chars.NonASCIICount(x.s[x.pathEnd:x.queryEnd]) > 0 {
		if scheme := x.Scheme(); strings.EqualFold(scheme, "http") || strings.EqualFold(scheme, "https") {
			query = newQueryEncoder(m.QueryEncoding)
		}
	}
	idnaHost := m.IDNA != IDNANone && x.hostKind == HostRegName && (chars.NonASCIICount(x.Host()) > 0 || strings.IndexByte(x.Host(), '%') >= 0)
	if m.IDNA != IDNANone && m.VerifyDNSLength && x.hostKind == HostRegName {
		if err := verifyDNSLength(x.Host(), x.s, int(x.hostStart)); err != nil {
			return IRI{}, err
		}
	}
	if !idnaHost && query == nil {
		return x.ToURI(), nil
	}
	host := x.Host()
	if idnaHost {
		var err error
		if host, err = hostToASCII(m.idnaProfile(), host, x.s, int(x.hostStart)); err != nil {
			return IRI{}, err
		}
	}
	return rebuild(x, len(x.s)+2*chars.NonASCIICount(x.s), false, func(dst []byte, src string, c Component) ([]byte, error) {
		switch {
		case c == ComponentHost:
			return pct.AppendEncodedNonASCII(dst, host), nil
		case c == ComponentQuery && query != nil:
			return query.appendQuery(dst, src), nil
		}
		return pct.AppendEncodedNonASCII(dst, src), nil
	})
}
