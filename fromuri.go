package iri

import (
	"strings"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/idn"
	"github.com/go-iri/iri/internal/pct"
)

// ToIRI converts a URI reference into an IRI reference by decoding the
// percent-encodings that stand for characters, as 3987bis §3.7 (RFC 3987
// §3.2) describes:
//
//   - %HH for an ASCII character is decoded only when the character is
//     unreserved; "%25", reserved characters and ASCII not allowed in URIs
//     stay encoded (step 2);
//   - octets that are not strictly valid UTF-8 stay encoded, in upper case
//     (step 3): overlong forms such as %C0%AF, encoded surrogates, stray or
//     missing continuation octets. No other charset is ever guessed: %E9
//     alone stays %E9;
//   - characters not appropriate in an IRI stay encoded (step 4): those
//     outside ucschar (iprivate is decoded in the query only), the
//     bidirectional formatting characters of RFC 3987 §4.1, and, as they
//     reorder text just the same, the isolates U+2066-2069 and U+061C
//     ARABIC LETTER MARK.
//
// Two rules keep the conversion from changing what the reference means
// (3987bis §10): in a host only non-ASCII characters are decoded, so a host
// never turns into an IPv4 address, and a path segment that would decode to
// "." or ".." keeps its encoding, so no dot segment appears.
//
// The result maps back to the input with ToURI, up to the case of hex
// digits and percent-encoded unreserved characters. A reference with
// nothing to decode is returned as it is, without allocating.
func (x IRI) ToIRI() IRI { return Mapper{}.ToIRI(x) }

// ToIRI converts the URI reference x to an IRI reference as IRI.ToIRI
// does and, with m.IDNA set, also converts the punycode labels of the host
// to Unicode (3987bis §3.7 step 6) under that profile, where the result is
// a valid U-label; any other label stays as it is. The other fields of m
// do not apply.
func (m Mapper) ToIRI(x IRI) IRI {
	host := x.Host()
	convertHost := m.IDNA != IDNANone && x.hostKind == HostRegName && idn.HasPunycodeLabel(host)
	if strings.IndexByte(x.s, '%') < 0 && !convertHost {
		return x
	}
	if convertHost {
		host = idn.ToUnicode(Mapper{IDNA: m.IDNA}.idnaProfile(), host)
	}
	// The components are valid and only decoded: rebuild cannot fail.
	y, _ := rebuild(x, len(x.s)+len(host), false, func(dst []byte, src string, c Component) ([]byte, error) {
		if c == ComponentHost {
			src = host
		}
		return appendDecoded(dst, src, c, false), nil
	})
	return y
}

// appendDecoded appends the component src with the percent-encodings that
// ToIRI decodes decoded (see decodeAt). The ones it keeps are copied as
// they are, or with upper-case hex when upperHex is set; those of octets
// that are not a character it may write always get upper-case hex.
func appendDecoded(dst []byte, src string, c Component, upperHex bool) []byte {
	for i := 0; i < len(src); {
		if src[i] != '%' || i+2 >= len(src) {
			dst = append(dst, src[i])
			i++
			continue
		}
		if r, n := decodeAt(src, i, c); n > 0 {
			dst = utf8.AppendRune(dst, r)
			i += n
			continue
		}
		if upperHex || pct.Octet(src, i) >= utf8.RuneSelf {
			dst = append(dst, '%', pct.Upper(src[i+1]), pct.Upper(src[i+2]))
		} else {
			dst = append(dst, src[i:i+3]...)
		}
		i += 3
	}
	return dst
}

// decodeAt tells how ToIRI writes the percent-encoding at src[i] in the
// component c: the character it decodes, and the length of the triplets
// that encode it, or n == 0 when it keeps the triplet encoded. It decodes
// an unreserved ASCII character (but not in a host, where IDNA rules, nor
// a dot that would make a dot segment), and the UTF-8 of a character an
// IRI may hold there (appropriateInIRI).
func decodeAt(src string, i int, c Component) (r rune, n int) {
	if o := pct.Octet(src, i); o < utf8.RuneSelf {
		if c != ComponentHost && chars.IsUnreserved(o) && !(c == ComponentPath && o == '.' && pct.InDotSegment(src, i)) {
			return rune(o), 3
		}
		return 0, 0
	}
	if r, n := pct.DecodeRune(src[i:]); n > 0 && appropriateInIRI(r, c == ComponentQuery) {
		return r, n
	}
	return 0, 0
}

// appropriateInIRI reports whether ToIRI may write r as a character: a
// ucschar (or, in the query, an iprivate) that does not change how text
// around it is displayed.
func appropriateInIRI(r rune, query bool) bool {
	return !chars.IsBidiControl(r) && (chars.IsUcschar(r) || query && chars.IsIprivate(r))
}
