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
	// LevelSimpleString compares code point by code point (§5.3.1),
	// with no mapping to URIs (the spec says it MUST NOT): IRI's == is
	// this.
	LevelSimpleString Level = iota
	// LevelSyntaxBased adds the normalizations of the generic syntax
	// (§5.3.2): lower-case scheme and ASCII host, upper-case hex in
	// percent-encodings, percent-encodings of unreserved characters and
	// of characters that may stand in an IRI decoded (so that "ros%C3%A9"
	// and "rosé" are one), and dot segments removed. Character
	// normalization (NFC, NFKC) only when Comparer.Characters asks.
	LevelSyntaxBased
	// LevelSchemeBased adds what the library knows of the scheme
	// (§5.3.3): see SchemeRule and Schemes.
	LevelSchemeBased
	// LevelProtocolBased adds the caller's own rules (§5.3.4), given as
	// Comparer.Protocol.
	LevelProtocolBased
)

// A Form is the Unicode normalization form that syntax-based
// normalization applies (RFC 3987 §5.3.2.2), as norm.Form names one in
// golang.org/x/text/unicode/norm. FormNone is the default: IRIs already in
// Unicode must not be normalized behind the caller's back.
type Form uint8

const (
	// FormNone applies no character normalization.
	FormNone Form = iota
	// FormNFC applies Normalization Form C (canonical composition).
	FormNFC
	// FormNFKC applies Normalization Form KC (compatibility composition),
	// where it keeps the structure of the IRI.
	FormNFKC
)

// A Comparer normalizes and compares IRI references on one rung of the
// comparison ladder of RFC 3987 §5.3, with the rules its fields choose. It
// is a small value, configured once and used as norm.NFC is:
//
//	byScheme := iri.Comparer{Level: iri.LevelSchemeBased}
//	if byScheme.Equal(a, b) { ... }
//
// The zero Comparer is simple string comparison (§5.3.1), what == on IRI
// values does. A Comparer is safe for concurrent use if its Protocol
// function is.
type Comparer struct {
	// Level is the rung of the ladder: Normalize applies the
	// normalizations of this level and of every level below it.
	Level Level
	// Characters is the Unicode normalization applied at
	// LevelSyntaxBased and above (§5.3.2.2); FormNone, the default,
	// applies none. It is applied only where it keeps the structure: a
	// character that NFKC would turn into ASCII punctuation, such as
	// U+FF0F FULLWIDTH SOLIDUS or U+2025 TWO DOT LEADER, is left as it is.
	Characters Form
	// Schemes holds the scheme rules for LevelSchemeBased (§5.3.3); nil
	// means the built-in rules (those NewSchemes starts with).
	Schemes *Schemes
	// Protocol is applied last at LevelProtocolBased (§5.3.4): what the
	// caller knows of the protocol, for example that a server treats
	// "/data" and "/data/" alike. It must return a normalized IRI and be
	// idempotent. Nil adds nothing to LevelSchemeBased.
	Protocol func(IRI) IRI
}

// Normalize returns the normal form of x at level c.Level (RFC 3987
// §5.3). The result is an IRI reference that identifies the same resource
// as x, by the rules of that level. It is idempotent, and never a way in:
// no percent-encoding of a reserved character is decoded into structure,
// no encoded dot becomes a dot segment, no host changes kind.
//
// An IRI that is already normal is returned as it is, without allocating
// (for LevelSchemeBased, when its host needs no IDNA).
func (c Comparer) Normalize(x IRI) IRI {
	if c.Level == LevelSimpleString {
		return x
	}
	y := x.normalizeSyntax(c.Characters)
	if c.Level >= LevelSchemeBased {
		y = y.normalizeScheme(c.Schemes)
	}
	if c.Level >= LevelProtocolBased && c.Protocol != nil {
		y = c.Protocol(y)
	}
	return y
}

// Key returns a string that identifies x at level c.Level: two IRIs are
// Equal exactly when their keys are equal, so the key can index a map or
// deduplicate a stream of IRIs. It is the text of c.Normalize(x).
func (c Comparer) Key(x IRI) string {
	return c.Normalize(x).String()
}

// Equal reports whether a and b are equivalent at level c.Level: whether
// their normal forms are the same (RFC 3987 §5.3).
func (c Comparer) Equal(a, b IRI) bool {
	if a == b {
		return true
	}
	return c.Normalize(a) == c.Normalize(b)
}

// EquivalenceLevel climbs the ladder of RFC 3987 §5.3 from
// LevelSimpleString up to c.Level, with c's rules on each rung, and
// returns the lowest rung on which a and b are equal, and true. If they
// differ on every rung up to c.Level, it returns LevelSimpleString and
// false. Its boolean is always c.Equal(a, b).
func (c Comparer) EquivalenceLevel(a, b IRI) (Level, bool) {
	// Up the ladder, each rung built on the one below, as Normalize does.
	if a == b {
		return LevelSimpleString, true
	}
	if c.Level < LevelSyntaxBased {
		return LevelSimpleString, false
	}
	a, b = a.normalizeSyntax(c.Characters), b.normalizeSyntax(c.Characters)
	if a == b {
		return LevelSyntaxBased, true
	}
	if c.Level < LevelSchemeBased {
		return LevelSimpleString, false
	}
	a, b = a.normalizeScheme(c.Schemes), b.normalizeScheme(c.Schemes)
	if a == b {
		return LevelSchemeBased, true
	}
	if c.Level >= LevelProtocolBased && c.Protocol != nil && c.Protocol(a) == c.Protocol(b) {
		return LevelProtocolBased, true
	}
	return LevelSimpleString, false
}

// normalizeSyntax applies the syntax-based normalization of §5.3.2. It
// takes a pointer, as syntaxNormal does: Normalize calls it on every IRI
// it is given, most of them normal, and the copies of an IRI value it
// spares were a third of the check.
func (x *IRI) normalizeSyntax(form Form) IRI {
	if x.syntaxNormal(form) {
		return *x
	}
	return x.rebuildSyntax(form)
}

// rebuildSyntax is normalizeSyntax of an IRI that syntaxNormal found not
// to be normal.
func (x IRI) rebuildSyntax(form Form) IRI {
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
		if form != FormNone && c != ComponentScheme && c != ComponentPort && c != ComponentHost {
			dst = normalizeCharacters(dst, start, form, c == ComponentQuery)
		}
		if c == ComponentPath && dots {
			dst = removeDotSegments(dst, start)
			if !x.authorityPresent() {
				dst = protectDoubleSlash(dst, start)
			}
		}
		return dst, nil
	})
	return y
}

// syntaxNormal reports, without allocating, whether normalizeSyntax
// would leave x as it is.
func (x *IRI) syntaxNormal(form Form) bool {
	// Where no userinfo comes between them, the scheme and the host are
	// read for upper case in one pass over the text up to the host's end,
	// whose other bytes (":" and "//") are no letters: most IRIs are in
	// lower case there, and each of the two readings that it spares costs
	// a branch on its length that the predictor cannot know.
	end, hostRead := x.schemeEnd, x.flags&(hasAuthority|hasUserinfo) == hasAuthority
	if hostRead {
		end = x.hostEnd
	}
	upper, _ := chars.CaseOf(x.s[:end])
	if upper && (!hostRead || chars.HasUpper(x.Scheme())) {
		return false
	}
	// Most IRIs have no percent-encoding, and those that have, not in
	// every component: one scan of the whole text finds the first "%",
	// and a component that ends before it has none, so only its case
	// and dot segments can change.
	pct := len(x.s)
	if i := strings.IndexByte(x.s[x.schemeEnd:], '%'); i >= 0 {
		pct = int(x.schemeEnd) + i
	}
	encoded := func(end uint32) bool { return int(end) > pct }
	host := x.Host()
	switch {
	case !encoded(x.hostEnd):
		if (upper || !hostRead) && !hostCaseNormal(host, x.hostKind) {
			return false
		}
	case x.hostKind == HostRegName:
		if !hostNormal(host) {
			return false
		}
	case chars.HasUpper(host):
		return false
	}
	if u, ok := x.Userinfo(); ok && encoded(x.hostStart) && !decodedNormal(u, ComponentUserinfo) {
		return false
	}
	path := x.Path()
	if encoded(x.pathEnd) && !decodedNormal(path, ComponentPath) || x.pathHasDotSegment() {
		return false
	}
	if q, ok := x.Query(); ok && encoded(x.queryEnd) && !decodedNormal(q, ComponentQuery) {
		return false
	}
	if f, ok := x.Fragment(); ok && encoded(uint32(len(x.s))) && !decodedNormal(f, ComponentFragment) {
		return false
	}
	if form == FormNone {
		return true
	}
	u, _ := x.Userinfo()
	q, _ := x.Query()
	f, _ := x.Fragment()
	return charactersNormal(u, form) && charactersNormal(path, form) && charactersNormal(q, form) && charactersNormal(f, form)
}

// pathHasDotSegment reports whether the path has a dot segment that
// normalizeSyntax removes: only from the path of an IRI or of an
// absolute-path reference, and not the "/." of "/.//x", which is how a
// path "//x" is written without an authority.
func (x *IRI) pathHasDotSegment() bool {
	p := x.Path()
	if !x.IsAbsolute() && !strings.HasPrefix(p, "/") {
		return false
	}
	if !x.authorityPresent() && strings.HasPrefix(p, "/.//") {
		p = p[len("/."):]
	}
	return hasDotSegment(p)
}

// hostCaseNormal reports whether a host without percent-encodings is in
// syntax-normal case: an IP address or an ASCII reg-name in lower case;
// a reg-name with non-ASCII characters is left to the scheme rung's IDNA
// mapping, which folds its case.
func hostCaseNormal(host string, kind HostKind) bool {
	upper, nonASCII := chars.CaseOf(host)
	return !upper || kind == HostRegName && nonASCII
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
	if kind != HostRegName {
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
