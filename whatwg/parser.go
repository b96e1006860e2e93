package whatwg

import (
	"strings"

	"github.com/go-iri/iri/internal/chars"
)

// state is a state of the basic URL parser (URL Standard §4.4).
type state uint8

const (
	noOverride state = iota
	stateSchemeStart
	stateScheme
	stateNoScheme
	stateSpecialRelativeOrAuthority
	statePathOrAuthority
	stateRelative
	stateRelativeSlash
	stateSpecialAuthoritySlashes
	stateSpecialAuthorityIgnoreSlashes
	stateAuthority
	stateHost
	stateHostname
	statePort
	stateFile
	stateFileSlash
	stateFileHost
	statePathStart
	statePath
	stateOpaquePath
	stateQuery
	stateFragment
)

// eof is the EOF code point (§1.2).
const eof = -1

// parser runs the basic URL parser of URL Standard §4.4 over in, the
// input without its leading and trailing C0 controls and spaces and
// without ASCII tabs and newlines, and writes the href.
//
// The URL record under construction lives as offsets in the output, in
// the order the serializer (§4.5) writes its parts: the states write each
// part as they settle it. With a state override (the setters of §6.1) the
// output holds only the parts the states write, and the record's other
// fields describe the URL being changed.
//
// The standard's state machine goes one code point at a time. Here each
// state takes a whole run of input at once (a scheme, an authority, a
// path segment, a query) where the standard would only append each code
// point to its buffer, and goes on with the code point that ends the run,
// which is the same machine.
type parser struct {
	in       string
	base     URL // the base URL, if hasBase
	hasBase  bool
	enc      *queryEncoder // nil for UTF-8
	override state
	validate bool              // collect the validation errors in errs
	errs     []ValidationError // offsets in in, until mapped
	failure  ValidationError   // the error that made the parser fail

	out output

	scheme        schemeKind
	schemeWritten bool
	schemeEnd     int
	hostKind      hostKind // hostNull while the host is null
	credentials   bool
	usernameEnd   int
	hostStart     int
	hostEnd       int
	hostWritten   bool // the host was set (for the setters)
	portWritten   bool // the port was set (for the setters)
	portSet       bool // the port is not null
	portStart     int  // the port's digits in the output
	portEnd       int
	pathBegun     bool
	pathStart     int
	segments      int // the number of segments of a path that is a list
	opaque        bool
	pathDone      bool
	queryStart    int // -1 while the query is null
	fragStart     int // -1 while the fragment is null
}

// at returns the code unit at i, or eof.
func (p *parser) at(i int) int {
	if i < len(p.in) {
		return int(p.in[i])
	}
	return eof
}

// report records a validation error at offset i of the input.
func (p *parser) report(name string, i int) {
	if p.validate {
		p.errs = append(p.errs, ValidationError{Name: name, Offset: i})
	}
}

// fail records the validation error that makes the parser fail, at i,
// and returns false, for "return failure".
func (p *parser) fail(name string, i int) bool {
	p.failure = ValidationError{Name: name, Offset: i}
	p.report(name, i)
	return false
}

// isSlash reports whether c ends a path segment as "/" does: "/", and
// "\" in a special URL.
func (p *parser) isSlash(c int) bool {
	return c == '/' || c == '\\' && p.scheme.special()
}

// endsAuthority reports whether c ends an authority or a host: EOF, "/",
// "?", "#", and "\" in a special URL.
func (p *parser) endsAuthority(c int) bool {
	return c == eof || c == '?' || c == '#' || p.isSlash(c)
}

// httpScheme returns the length of the scheme of in, and its kind, when in
// starts with "http://" or "https://", as most URLs do; else 0.
func httpScheme(in string) (int, schemeKind) {
	switch {
	case strings.HasPrefix(in, "https://"):
		return len("https"), schemeHTTPS
	case strings.HasPrefix(in, "http://"):
		return len("http"), schemeHTTP
	}
	return 0, 0
}

// afterHTTPScheme returns the state and offset the scheme states go on
// from after "http://" or "https://" (scheme length n): the special
// authority ignore slashes state, which passes any more slashes, or,
// where there are none, the authority state it would go on to at once.
func (p *parser) afterHTTPScheme(n int) (state, int) {
	if c := p.at(n + 3); c == '/' || c == '\\' {
		return stateSpecialAuthorityIgnoreSlashes, n + 3
	}
	return stateAuthority, n + 3
}

// httpSchemeFold is httpScheme for a scheme in any case, for an input
// that httpScheme turns away. An input of seven bytes or fewer ("HTTP://"
// and nothing after) is left to the scheme states.
func httpSchemeFold(in string) (int, schemeKind) {
	if len(in) < 8 || in[0]|0x20 != 'h' {
		return 0, 0
	}
	// The first eight bytes, little-endian, in one load, and with the
	// 0x20 bit set in the four or five letters of the scheme: the lower
	// case of an ASCII letter, and only of one.
	w := uint64(in[0]) | uint64(in[1])<<8 | uint64(in[2])<<16 | uint64(in[3])<<24 |
		uint64(in[4])<<32 | uint64(in[5])<<40 | uint64(in[6])<<48 | uint64(in[7])<<56
	const (
		http  = 'h' | 't'<<8 | 't'<<16 | 'p'<<24 | ':'<<32 | '/'<<40 | '/'<<48
		https = 'h' | 't'<<8 | 't'<<16 | 'p'<<24 | 's'<<32 | ':'<<40 | '/'<<48 | '/'<<56
	)
	switch {
	case (w|0x20202020)&(1<<56-1) == http:
		return len("http"), schemeHTTP
	case w|0x2020202020 == https:
		return len("https"), schemeHTTPS
	}
	return 0, 0
}

// run runs the state machine from state st at offset i of the input and
// reports whether it ended without failure.
func (p *parser) run(st state, i int) bool {
	in := p.in
	// The end of the authority, which the authority state finds and the
	// host state needs again; -1 for a setter's host state.
	authEnd := -1
	for {
		switch st {
		case stateSchemeStart:
			// With a state override, the scheme states are SetProtocol's
			// (setters.go), which does not run the parser.
			// httpScheme is inlined here, and most inputs need no more;
			// HTTP://, Https://, ... are the most common rewrite.
			n, kind := httpScheme(in)
			upper := n == 0
			if upper {
				n, kind = httpSchemeFold(in)
			}
			if n > 0 {
				// What the scheme states make of "http://" and
				// "https://", in any case, with or without a base: the
				// scheme in lower case, and the two slashes passed.
				if upper {
					p.out.keepLower(0, n)
					p.out.keep(n, n+1)
				} else {
					p.out.keep(0, n+1)
				}
				p.scheme, p.schemeEnd, p.schemeWritten = kind, n, true
				st, i = p.afterHTTPScheme(n)
				continue
			}
			if i < len(in) && chars.IsAlpha(in[i]) {
				st = stateScheme
				continue
			}
			st = stateNoScheme

		case stateScheme:
			j := i + chars.SchemeRun(in[i:])
			if j == len(in) || in[j] != ':' {
				st, i = stateNoScheme, 0
				continue
			}
			p.writeScheme(i, j)
			i = j + 1
			switch {
			case p.scheme == schemeFile:
				if !strings.HasPrefix(in[i:], "//") {
					p.report(errSpecialSchemeMissingSolidus, i)
				}
				st = stateFile
			case p.scheme.special() && p.hasBase && p.base.scheme == p.scheme:
				st = stateSpecialRelativeOrAuthority
			case p.scheme.special():
				st = stateSpecialAuthoritySlashes
			case p.at(i) == '/':
				st = statePathOrAuthority
				i++
			default:
				p.opaque = true
				st = stateOpaquePath
			}

		case stateNoScheme:
			c := p.at(i)
			if !p.hasBase || p.base.opaque && c != '#' {
				return p.fail(errMissingSchemeNonRelativeURL, i)
			}
			if p.base.opaque {
				p.writeBaseScheme()
				p.writeBasePath()
				p.writeBaseQuery()
				p.startFragment()
				st, i = stateFragment, i+1
			} else if p.base.scheme != schemeFile {
				st = stateRelative
			} else {
				st = stateFile
			}

		case stateSpecialRelativeOrAuthority:
			if p.at(i) == '/' && p.at(i+1) == '/' {
				st, i = stateSpecialAuthorityIgnoreSlashes, i+2
				continue
			}
			p.report(errSpecialSchemeMissingSolidus, i)
			st = stateRelative

		case statePathOrAuthority:
			if p.at(i) == '/' {
				st, i = stateAuthority, i+1
				continue
			}
			st = statePath

		case stateRelative:
			p.writeBaseScheme()
			c := p.at(i)
			if p.isSlash(c) {
				if c == '\\' {
					p.report(errInvalidReverseSolidus, i)
				}
				st, i = stateRelativeSlash, i+1
				continue
			}
			p.writeBaseAuthority()
			p.writeBasePath()
			switch c {
			case '?':
				p.startQuery()
				st, i = stateQuery, i+1
			case '#':
				p.writeBaseQuery()
				p.startFragment()
				st, i = stateFragment, i+1
			case eof:
				p.writeBaseQuery()
				return true
			default:
				p.shorten()
				st = statePath
			}

		case stateRelativeSlash:
			c := p.at(i)
			if p.scheme.special() && (c == '/' || c == '\\') {
				if c == '\\' {
					p.report(errInvalidReverseSolidus, i)
				}
				st, i = stateSpecialAuthorityIgnoreSlashes, i+1
				continue
			}
			if c == '/' {
				st, i = stateAuthority, i+1
				continue
			}
			p.writeBaseAuthority()
			st = statePath

		case stateSpecialAuthoritySlashes:
			if p.at(i) == '/' && p.at(i+1) == '/' {
				st, i = stateSpecialAuthorityIgnoreSlashes, i+2
				continue
			}
			p.report(errSpecialSchemeMissingSolidus, i)
			st = stateSpecialAuthorityIgnoreSlashes

		case stateSpecialAuthorityIgnoreSlashes:
			if c := p.at(i); c == '/' || c == '\\' {
				p.report(errSpecialSchemeMissingSolidus, i)
				i++
				continue
			}
			st = stateAuthority

		case stateAuthority:
			if p.scheme.special() && p.override == noOverride {
				if j, ok := p.plainAuthority(i); ok {
					switch st, i = statePathStart, j; p.at(i) {
					case ':':
						st, i = statePort, i+1
					case '/':
						// The path start state's step for "/" (special
						// URL, no state override).
						p.beginPath()
						st, i = statePath, i+1
					}
					continue
				}
			}
			var ok bool
			if i, authEnd, ok = p.authority(i); !ok {
				return false
			}
			st = stateHost

		case stateHost, stateHostname:
			if p.override != noOverride && p.scheme == schemeFile {
				st = stateFileHost
				continue
			}
			if authEnd < 0 {
				authEnd = p.authorityEnd(i)
			}
			j := p.hostPortColon(i, authEnd)
			if p.at(j) == ':' {
				if j == i {
					return p.fail(errHostMissing, i)
				}
				if p.override == stateHostname {
					return false
				}
				if !p.host(i, j, false) {
					return false
				}
				st, i = statePort, j+1
				continue
			}
			if p.scheme.special() && j == i {
				return p.fail(errHostMissing, i)
			}
			if p.override != noOverride && j == i && (p.credentials || p.portSet) {
				return false
			}
			if !p.host(i, j, false) {
				return false
			}
			if p.override != noOverride {
				return true
			}
			st, i = statePathStart, j

		case statePort:
			j := i
			for j < len(in) && chars.IsDigit(in[j]) {
				j++
			}
			if !p.endsAuthority(p.at(j)) && p.override == noOverride {
				return p.fail(errPortInvalid, j)
			}
			if j > i {
				if !p.port(i, j) {
					return false
				}
				if p.override != noOverride {
					return true
				}
			} else if p.override != noOverride {
				return false
			}
			st, i = statePathStart, j

		case stateFile:
			p.writeFileScheme()
			if c := p.at(i); c == '/' || c == '\\' {
				if c == '\\' {
					p.report(errInvalidReverseSolidus, i)
				}
				st, i = stateFileSlash, i+1
				continue
			}
			if !p.hasBase || p.base.scheme != schemeFile {
				p.emptyHost()
				st = statePath
				continue
			}
			p.writeBaseHost()
			switch p.at(i) {
			case '?':
				p.writeBasePath()
				p.startQuery()
				st, i = stateQuery, i+1
			case '#':
				p.writeBasePath()
				p.writeBaseQuery()
				p.startFragment()
				st, i = stateFragment, i+1
			case eof:
				p.writeBasePath()
				p.writeBaseQuery()
				return true
			default:
				if !startsWithWindowsDriveLetter(in[i:]) {
					p.writeBasePath()
					p.shorten()
				} else {
					p.report(errFileInvalidWindowsDriveLetter, i)
					p.beginPath()
				}
				st = statePath
			}

		case stateFileSlash:
			if c := p.at(i); c == '/' || c == '\\' {
				if c == '\\' {
					p.report(errInvalidReverseSolidus, i)
				}
				st, i = stateFileHost, i+1
				continue
			}
			if p.hasBase && p.base.scheme == schemeFile {
				p.writeBaseHost()
				if !startsWithWindowsDriveLetter(in[i:]) {
					if first := p.base.firstSegment(); isNormalizedWindowsDriveLetter(first) {
						p.beginPath()
						p.out.byte('/')
						p.out.str(first)
						p.segments = 1
					}
				}
			} else {
				p.emptyHost()
			}
			st = statePath

		case stateFileHost:
			j := i
			for j < len(in) && !p.endsAuthority(int(in[j])) {
				j++
			}
			if p.override == noOverride && isWindowsDriveLetter(in[i:j]) {
				p.report(errFileInvalidWindowsDriveHost, i)
				p.emptyHost()
				st = statePath // the drive letter is the path's first segment
				continue
			}
			if j == i {
				p.emptyHost()
				if p.override != noOverride {
					return true
				}
				st = statePathStart
				continue
			}
			if !p.host(i, j, true) {
				return false
			}
			if p.override != noOverride {
				return true
			}
			st, i = statePathStart, j

		case statePathStart:
			p.beginPath()
			c := p.at(i)
			switch {
			case p.scheme.special():
				if c == '\\' {
					p.report(errInvalidReverseSolidus, i)
				}
				if c == '/' || c == '\\' {
					i++
				}
				st = statePath
			case p.override == noOverride && c == '?':
				p.startQuery()
				st, i = stateQuery, i+1
			case p.override == noOverride && c == '#':
				p.startFragment()
				st, i = stateFragment, i+1
			case c != eof:
				if c == '/' {
					i++
				}
				st = statePath
			default:
				if p.override != noOverride && p.hostKind == hostNull {
					p.appendEmptySegment()
				}
				return true
			}

		case statePath:
			p.beginPath()
			var c int
			i, c = p.pathSegment(i)
			switch c {
			case eof:
				return true
			case '?':
				p.startQuery()
				st = stateQuery
			case '#':
				p.startFragment()
				st = stateFragment
			}
			i++

		case stateOpaquePath:
			p.beginPath()
			i = p.opaquePath(i)
			switch p.at(i) {
			case eof:
				return true
			case '?':
				p.startQuery()
				st = stateQuery
			case '#':
				p.startFragment()
				st = stateFragment
			}
			i++

		case stateQuery:
			j := len(in)
			if p.override == noOverride {
				if k := strings.IndexByte(in[i:], '#'); k >= 0 {
					j = i + k
				}
			}
			p.query(i, j)
			if j == len(in) {
				return true
			}
			p.startFragment()
			st, i = stateFragment, j+1

		case stateFragment:
			if p.validate {
				p.checkUnits(i, len(in))
			}
			p.encode(i, len(in), fragmentSet)
			return true
		}
	}
}
