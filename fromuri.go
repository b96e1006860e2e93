package iri

import (
	"strings"
	"unicode/utf8"
)

// ToIRIOptions change how ToIRIWith converts a URI to an IRI. The zero
// value is steps 1 to 5 of 3987bis §3.7 (RFC 3987 §3.2).
type ToIRIOptions struct {
	// IDNA enables step 6: a reg-name label in punycode ("xn--...") is
	// converted to Unicode with IDNA ToUnicode under this profile, but
	// only where the result is a valid U-label; any other label stays as
	// it is.
	IDNA IDNAProfile
}

// FromURI parses u, a URI reference, and converts it to an IRI reference
// with ToIRI. A u that is already an IRI is accepted: its characters stay.
func FromURI(u string) (IRI, error) {
	x, err := Parse(u)
	if err != nil {
		return IRI{}, err
	}
	return x.ToIRI(), nil
}

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
func (x IRI) ToIRI() IRI {
	y, _ := x.ToIRIWith(ToIRIOptions{})
	return y
}

// ToIRIWith is ToIRI with options: with IDNA set, it also converts
// punycode labels of the host to Unicode (3987bis §3.7 step 6). It never
// fails; the error is always nil and kept for future options.
func (x IRI) ToIRIWith(o ToIRIOptions) (IRI, error) {
	host := x.Host()
	convertHost := o.IDNA != NoIDNA && x.hostKind == RegName && hasPunycodeLabel(host)
	if strings.IndexByte(x.s, '%') < 0 && !convertHost {
		return x, nil
	}
	if convertHost {
		host = hostToUnicode(MapOptions{IDNA: o.IDNA}.idnaProfile(), host)
	}
	return rebuild(x, len(x.s)+len(host), false, func(dst []byte, src string, c Component) ([]byte, error) {
		if c == ComponentHost {
			src = host
		}
		return appendDecoded(dst, src, c, false), nil
	})
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
		if upperHex || pctOctet(src, i) >= utf8.RuneSelf {
			dst = append(dst, '%', upper(src[i+1]), upper(src[i+2]))
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
	if o := pctOctet(src, i); o < utf8.RuneSelf {
		if c != ComponentHost && isUnreserved(o) && !(c == ComponentPath && o == '.' && inDotSegment(src, i)) {
			return rune(o), 3
		}
		return 0, 0
	}
	if r, n := decodePercentRune(src[i:]); n > 0 && appropriateInIRI(r, c == ComponentQuery) {
		return r, n
	}
	return 0, 0
}

// appropriateInIRI reports whether ToIRI may write r as a character: a
// ucschar (or, in the query, an iprivate) that does not change how text
// around it is displayed.
func appropriateInIRI(r rune, query bool) bool {
	return !isBidiControl(r) && (isUcschar(r) || query && isIprivate(r))
}

// decodePercentRune decodes the UTF-8 sequence written as %HH triplets at
// the start of s (which starts with a triplet for a non-ASCII octet). It
// returns the character and the length of its triplets, or 0 when the
// octets there are not strictly valid UTF-8.
func decodePercentRune(s string) (rune, int) {
	lead := pctOctet(s, 0)
	// The lengths and second-octet ranges of RFC 3629 §4 (as
	// utf8.DecodeRune checks them), decided on the hex digits directly:
	// the checker and ToIRI decode every encoded character.
	n, lo, hi := 0, byte(0x80), byte(0xBF)
	switch {
	case lead >= 0xC2 && lead <= 0xDF:
		n = 2
	case lead == 0xE0:
		n, lo = 3, 0xA0
	case lead == 0xED:
		n, hi = 3, 0x9F
	case lead >= 0xE1 && lead <= 0xEF:
		n = 3
	case lead == 0xF0:
		n, lo = 4, 0x90
	case lead == 0xF4:
		n, hi = 4, 0x8F
	case lead >= 0xF1 && lead <= 0xF3:
		n = 4
	default:
		return 0, 0
	}
	if len(s) < 3*n {
		return 0, 0
	}
	r := rune(lead & (0x7F >> n))
	for k := 1; k < n; k++ {
		t := s[3*k : 3*k+3]
		if t[0] != '%' || !isHex(t[1]) || !isHex(t[2]) {
			return 0, 0
		}
		b := pctOctet(t, 0)
		if b < lo || b > hi {
			return 0, 0 // overlong, surrogate, out of range, or not a continuation
		}
		lo, hi = 0x80, 0xBF
		r = r<<6 | rune(b&0x3F)
	}
	return r, 3 * n
}

// inDotSegment reports whether the "%2E" at offset i of path lies in a
// segment made of one or two dots, encoded or not: decoding it would make
// a dot segment.
func inDotSegment(path string, i int) bool {
	start := strings.LastIndexByte(path[:i], '/') + 1
	end := strings.IndexByte(path[i:], '/')
	if end < 0 {
		end = len(path)
	} else {
		end += i
	}
	dots := 0
	for seg := path[start:end]; seg != ""; dots++ {
		switch {
		case seg[0] == '.':
			seg = seg[1:]
		case len(seg) >= 3 && seg[0] == '%' && seg[1] == '2' && (seg[2] == 'E' || seg[2] == 'e'):
			seg = seg[3:]
		default:
			return false
		}
	}
	return dots == 1 || dots == 2
}

// isUnreserved reports whether c is in unreserved (RFC 3986 §2.3).
func isUnreserved(c byte) bool {
	return isAlpha(c) || isDigit(c) || c == '-' || c == '.' || c == '_' || c == '~'
}

func upper(c byte) byte {
	if c >= 'a' && c <= 'f' {
		return c - 'a' + 'A'
	}
	return c
}
