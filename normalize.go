package iri

import (
	"strings"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/pct"
)

// A Level is a rung of the comparison ladder of RFC 3987 §5.3 (the
// comparison draft's §4): each rung costs more than the one below and
// finds more IRIs equivalent, and two IRIs equal on one rung are equal on
// every rung above it.
type Level uint8

const (
	// SimpleString compares code point by code point (§5.3.1), with no
	// mapping to URIs (the spec says it MUST NOT): IRI's == is this.
	SimpleString Level = iota
	// SyntaxBased adds the normalizations of the generic syntax
	// (§5.3.2): lower-case scheme and ASCII host, upper-case hex in
	// percent-encodings, percent-encodings of unreserved characters and
	// of characters that may stand in an IRI decoded (so that "ros%C3%A9"
	// and "rosé" are one), and dot segments removed. Character
	// normalization (NFC, NFKC) only when NormalizeOptions asks.
	SyntaxBased
	// SchemeBased adds what the library knows of the scheme (§5.3.3): see
	// SchemeRule and DefaultSchemes.
	SchemeBased
	// ProtocolBased adds the caller's own rules (§5.3.4), given as
	// NormalizeOptions.Protocol.
	ProtocolBased
)

var levelNames = [...]string{"simple", "syntax", "scheme", "protocol"}

// String returns "simple", "syntax", "scheme" or "protocol".
func (l Level) String() string {
	if int(l) < len(levelNames) {
		return levelNames[l]
	}
	return "Level(?)"
}

// CharacterNormalization chooses the Unicode normalization form that
// syntax-based normalization applies (RFC 3987 §5.3.2.2). None is the
// default: IRIs already in Unicode must not be normalized behind the
// caller's back.
type CharacterNormalization uint8

const (
	None CharacterNormalization = iota
	NFC
	NFKC
)

// NormalizeOptions change what Normalize and the comparisons do. The zero
// value uses no character normalization, DefaultSchemes, and no protocol
// rules.
type NormalizeOptions struct {
	// Characters is the Unicode normalization applied at SyntaxBased
	// and above. It is applied only where it keeps the structure: a
	// character that NFKC would turn into ASCII punctuation, such as
	// U+FF0F FULLWIDTH SOLIDUS or U+2025 TWO DOT LEADER, is left as it is.
	Characters CharacterNormalization
	// Schemes holds the scheme rules for SchemeBased; nil means
	// DefaultSchemes.
	Schemes *Schemes
	// Protocol is applied last at ProtocolBased (§5.3.4): what the
	// caller knows of the protocol, for example that a server treats
	// "/data" and "/data/" alike. It must return a normalized IRI and be
	// idempotent.
	Protocol func(IRI) IRI
}

func firstOptions(o []NormalizeOptions) NormalizeOptions {
	if len(o) > 0 {
		return o[0]
	}
	return NormalizeOptions{}
}

// Normalize returns the normal form of x at level l (RFC 3987 §5.3). The
// result is an IRI reference that identifies the same resource as x, by
// the rules of that level. It is idempotent, and never a way in: no
// percent-encoding of a reserved character is decoded into structure, no
// encoded dot becomes a dot segment, no host changes kind.
//
// An IRI that is already normal is returned as it is, without allocating
// (for SchemeBased, when its host needs no IDNA).
func (x IRI) Normalize(l Level, o ...NormalizeOptions) IRI {
	opts := firstOptions(o)
	if l == SimpleString {
		return x
	}
	y := x.normalizeSyntax(opts.Characters)
	if l >= SchemeBased {
		y = y.normalizeScheme(opts.Schemes)
	}
	if l >= ProtocolBased && opts.Protocol != nil {
		y = opts.Protocol(y)
	}
	return y
}

// Key returns a string that identifies x at level l: two IRIs are Equal at
// l exactly when their keys are equal, so the key can index a map or
// deduplicate a stream of IRIs. It is the text of x.Normalize(l, o...).
func (x IRI) Key(l Level, o ...NormalizeOptions) string {
	return x.Normalize(l, o...).String()
}

// Equal reports whether a and b are equivalent at level l.
func Equal(a, b IRI, l Level, o ...NormalizeOptions) bool {
	if a == b {
		return true
	}
	return a.Normalize(l, o...) == b.Normalize(l, o...)
}

// EquivalenceLevel returns the lowest rung of the ladder on which a and b
// are equal, and true; or false when they differ on every rung up to
// SchemeBased (ProtocolBased, when o gives a Protocol function).
func EquivalenceLevel(a, b IRI, o ...NormalizeOptions) (Level, bool) {
	// Up the ladder, each rung built on the one below, as Normalize does.
	opts := firstOptions(o)
	if a == b {
		return SimpleString, true
	}
	a, b = a.normalizeSyntax(opts.Characters), b.normalizeSyntax(opts.Characters)
	if a == b {
		return SyntaxBased, true
	}
	a, b = a.normalizeScheme(opts.Schemes), b.normalizeScheme(opts.Schemes)
	if a == b {
		return SchemeBased, true
	}
	if opts.Protocol != nil && opts.Protocol(a) == opts.Protocol(b) {
		return ProtocolBased, true
	}
	return 0, false
}

// normalizeSyntax applies the syntax-based normalization of §5.3.2.
func (x IRI) normalizeSyntax(form CharacterNormalization) IRI {
	if x.syntaxNormal(form) {
		return x
	}
	dots := x.IsAbsolute() || strings.HasPrefix(x.Path(), "/")
	y, _ := rebuild(x, len(x.s), false, func(dst []byte, src string, c Component) ([]byte, error) {
		start := len(dst)
		switch c {
		case ComponentScheme:
			return chars.AppendLower(dst, src), nil
		case ComponentPort:
			return append(dst, src...), nil
		case ComponentHost:
			dst = appendNormalHost(dst, src, x.hostKind)
		default:
			dst = appendDecoded(dst, src, c, true)
		}
		// The host is left to scheme-based normalization, whose IDNA
		// mapping folds case and width and keeps its kind.
		if form != None && c != ComponentScheme && c != ComponentPort && c != ComponentHost {
			dst = normalizeCharacters(dst, start, form, c == ComponentQuery)
		}
		if c == ComponentPath && dots {
			dst = removeDotSegments(dst, start)
			if !x.HasAuthority() {
				dst = protectDoubleSlash(dst, start)
			}
		}
		return dst, nil
	})
	return y
}

// syntaxNormal reports, without allocating, whether normalizeSyntax
// would leave x as it is.
func (x IRI) syntaxNormal(form CharacterNormalization) bool {
	if chars.HasUpper(x.Scheme()) {
		return false
	}
	host := x.Host()
	if x.hostKind == RegName {
		if !hostNormal(host) {
			return false
		}
	} else if chars.HasUpper(host) {
		return false
	}
	if u, ok := x.Userinfo(); ok && !decodedNormal(u, ComponentUserinfo) {
		return false
	}
	path := x.Path()
	if !decodedNormal(path, ComponentPath) {
		return false
	}
	if p := path; x.IsAbsolute() || strings.HasPrefix(p, "/") {
		if !x.HasAuthority() && strings.HasPrefix(p, "/.//") {
			// "/.//x" is how a path "//x" is written without an
			// authority; any other leading "/./" is removed.
			p = p[len("/."):]
		}
		if hasDotSegment(p) {
			return false
		}
	}
	if q, ok := x.Query(); ok && !decodedNormal(q, ComponentQuery) {
		return false
	}
	if f, ok := x.Fragment(); ok && !decodedNormal(f, ComponentFragment) {
		return false
	}
	if form == None {
		return true
	}
	u, _ := x.Userinfo()
	q, _ := x.Query()
	f, _ := x.Fragment()
	return charactersNormal(u, form) && charactersNormal(path, form) && charactersNormal(q, form) && charactersNormal(f, form)
}

// decodedNormal reports whether appendDecoded(src, c, true) is src.
func decodedNormal(src string, c Component) bool {
	for i := strings.IndexByte(src, '%'); i >= 0; {
		if i+2 >= len(src) {
			return true
		}
		if pct.IsLowerHex(src[i+1]) || pct.IsLowerHex(src[i+2]) {
			return false
		}
		if _, n := decodeAt(src, i, c); n > 0 {
			return false
		}
		next := strings.IndexByte(src[i+1:], '%')
		if next < 0 {
			break
		}
		i += 1 + next
	}
	return true
}

// hostNormal reports whether appendNormalHost leaves a reg-name as it is
// (or, for a name that would read as an IPv4address once decoded, whether
// it might: then normalizeSyntax runs and finds out).
func hostNormal(host string) bool {
	ascii := chars.NonASCIICount(host) == 0
	for i := 0; i < len(host); i++ {
		switch c := host[i]; {
		case c >= 'A' && c <= 'Z' && ascii:
			return false
		case c == '%' && i+2 < len(host):
			if o := pct.Octet(host, i); o < 0x80 && chars.IsUnreserved(o) {
				return false
			}
			i += 2
		}
	}
	return decodedNormal(host, ComponentHost)
}

// appendNormalHost appends a host in syntax-normal form: an ASCII host in
// lower case; in a reg-name, percent-encodings of unreserved characters
// decoded (unless that would turn the name into an IPv4address, which is
// another kind of host), those of non-ASCII characters decoded as ToIRI
// does, and the hex of the rest in upper case.
func appendNormalHost(dst []byte, host string, kind HostKind) []byte {
	if kind != RegName {
		return chars.AppendLower(dst, host)
	}
	start := len(dst)
	dst = appendDecoded(dst, host, ComponentHost, true)
	// Decode the unreserved ASCII that appendDecoded keeps in a host, and
	// lower-case the ASCII letters, in place: both only shorten.
	w := start
	for r := start; r < len(dst); r++ {
		c := dst[r]
		if c == '%' && r+2 < len(dst) {
			if o := pct.Unhex(dst[r+1])<<4 | pct.Unhex(dst[r+2]); o < 0x80 && chars.IsUnreserved(o) {
				c = o
				r += 2
			} else {
				copy(dst[w:], dst[r:r+3])
				w += 3
				r += 2
				continue
			}
		}
		dst[w] = c
		w++
	}
	// Only an ASCII host is case-insensitive at this level (the
	// comparison draft §4.2.1); a non-ASCII one is an IDN for the scheme
	// to fold, or not.
	if chars.NonASCIICount(string(dst[start:w])) == 0 {
		for k := start; k < w; k++ {
			switch c := dst[k]; {
			case c == '%':
				k += 2 // upper-case hex stays
			case c >= 'A' && c <= 'Z':
				dst[k] = c + 'a' - 'A'
			}
		}
	}
	if chars.IsIPv4(string(dst[start:w])) {
		// "%31.2.3.4" names a host to look up, not the address 1.2.3.4.
		return pct.UpperInPlace(chars.AppendLower(dst[:start], host))
	}
	return dst[:w]
}

// hasDotSegment reports whether a path has a "." or ".." segment.
func hasDotSegment(path string) bool {
	for len(path) > 0 {
		seg := path
		if i := strings.IndexByte(path, '/'); i >= 0 {
			seg, path = path[:i], path[i+1:]
		} else {
			path = ""
		}
		if seg == "." || seg == ".." {
			return true
		}
	}
	return false
}
