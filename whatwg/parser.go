package whatwg

import (
	"strings"

	"github.com/go-iri/iri/internal/chars"
)

// state is a state of the basic URL parser (URL Standard §4.4) that the
// parser is entered at: the scheme start state, where it starts, and the
// states a setter (§6.1) names as its state override. The other states
// are labels in run.
type state uint8

const (
	noOverride state = iota
	stateSchemeStart
	stateHost
	stateHostname
	statePort
	statePathStart
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

// failReported is fail for a step that returns failure with no validation
// error of its own, on what an earlier step reported as name at i (the
// IPv4 parser's parts above 255, §3.5; the domain parser's result, §3.3):
// the failure is named, and a validation error is reported once.
func (p *parser) failReported(name string, i int) bool {
	p.failure = ValidationError{Name: name, Offset: i}
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

// twoSlashes reports whether "//" is at i, as the special relative or
// authority state and the special authority slashes state (§4.4) want,
// and reports the validation error they report where it is not.
func (p *parser) twoSlashes(i int) bool {
	if p.at(i) == '/' && p.at(i+1) == '/' {
		return true
	}
	p.report(errSpecialSchemeMissingSolidus, i)
	return false
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
//
// Each state is a label and each change of state a goto: a direct jump,
// where a switch on the state in a loop would take an indirect one at
// every change, which the processor predicts badly. The switch below only
// enters the machine, at the state the caller names.
func (p *parser) run(st state, i int) bool {
	in := p.in
	// The end of the authority, which the authority state finds and the
	// host state needs again; -1 for a setter's host state.
	authEnd := -1
	if st != stateSchemeStart {
		// A setter's state override: one test for Parser.parse's
		// start, not the switch's.
		switch st {
		case stateHost, stateHostname:
			goto host
		case statePort:
			goto port
		case statePathStart:
			goto pathStart
		case stateQuery:
			goto query
		case stateFragment:
			goto fragment
		}
	}
	// Else stateSchemeStart, where Parser.parse starts: the scheme start
	// state.
	{
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
			// scheme in lower case, and the two slashes passed; then
			// the special authority ignore slashes state, which passes
			// any more slashes, or, where there are none, the authority
			// state it would go on to at once.
			if upper {
				p.out.keepLower(0, n)
				p.out.keep(n, n+1)
			} else {
				p.out.keep(0, n+1)
			}
			p.scheme, p.schemeEnd, p.schemeWritten = kind, n, true
			i = n + 3
			if c := p.at(i); c == '/' || c == '\\' {
				goto specialAuthorityIgnoreSlashes
			}
			goto authority
		}
		if i < len(in) && chars.IsAlpha(in[i]) {
			goto scheme
		}
		goto noScheme
	}

scheme:
	{
		j := i + chars.SchemeRun(in[i:])
		if j == len(in) || in[j] != ':' {
			i = 0
			goto noScheme
		}
		p.writeScheme(i, j)
		i = j + 1
		switch {
		case p.scheme == schemeFile:
			if !strings.HasPrefix(in[i:], "//") {
				p.report(errSpecialSchemeMissingSolidus, i)
			}
			goto file
		case p.scheme.special() && p.hasBase && p.base.scheme == p.scheme:
			goto specialRelativeOrAuthority
		case p.scheme.special():
			goto specialAuthoritySlashes
		case p.at(i) == '/':
			i++
			goto pathOrAuthority
		}
		p.opaque = true
		goto opaquePath
	}

noScheme:
	{
		c := p.at(i)
		if !p.hasBase || p.base.opaque && c != '#' {
			return p.fail(errMissingSchemeNonRelativeURL, i)
		}
		if p.base.opaque {
			p.writeBaseScheme()
			p.writeBasePath()
			p.writeBaseQuery()
			p.startFragment()
			i++
			goto fragment
		}
		if p.base.scheme != schemeFile {
			goto relative
		}
		goto file
	}

specialRelativeOrAuthority:
	if p.twoSlashes(i) {
		i += 2
		goto specialAuthorityIgnoreSlashes
	}
	goto relative

pathOrAuthority:
	if p.at(i) == '/' {
		i++
		goto authority
	}
	goto path

relative:
	{
		p.writeBaseScheme()
		c := p.at(i)
		if p.isSlash(c) {
			if c == '\\' {
				p.report(errInvalidReverseSolidus, i)
			}
			i++
			goto relativeSlash
		}
		p.writeBaseAuthority()
		p.writeBasePath()
		switch c {
		case '?':
			p.startQuery()
			i++
			goto query
		case '#':
			p.writeBaseQuery()
			p.startFragment()
			i++
			goto fragment
		case eof:
			p.writeBaseQuery()
			return true
		}
		p.shorten()
		goto path
	}

relativeSlash:
	{
		c := p.at(i)
		if p.scheme.special() && (c == '/' || c == '\\') {
			if c == '\\' {
				p.report(errInvalidReverseSolidus, i)
			}
			i++
			goto specialAuthorityIgnoreSlashes
		}
		if c == '/' {
			i++
			goto authority
		}
		p.writeBaseAuthority()
		goto path
	}

specialAuthoritySlashes:
	if p.twoSlashes(i) {
		i += 2
	}

specialAuthorityIgnoreSlashes:
	for c := p.at(i); c == '/' || c == '\\'; c = p.at(i) {
		p.report(errSpecialSchemeMissingSolidus, i)
		i++
	}

authority:
	if p.scheme.special() && p.override == noOverride {
		if j, ok := p.plainAuthority(i); ok {
			i = j
			switch p.at(i) {
			case ':':
				i++
				goto port
			case '/':
				// The path start state's step for "/" (special URL, no
				// state override).
				p.beginPath()
				i++
				goto path
			}
			goto pathStart
		}
	}
	{
		var ok bool
		if i, authEnd, ok = p.authority(i); !ok {
			return false
		}
	}

host:
	{
		if p.override != noOverride && p.scheme == schemeFile {
			goto fileHost
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
			i = j + 1
			goto port
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
		i = j
		goto pathStart
	}

port:
	{
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
		i = j
		goto pathStart
	}

file:
	p.writeFileScheme()
	if c := p.at(i); c == '/' || c == '\\' {
		if c == '\\' {
			p.report(errInvalidReverseSolidus, i)
		}
		i++
		goto fileSlash
	}
	if !p.hasBase || p.base.scheme != schemeFile {
		p.emptyHost()
		goto path
	}
	p.writeBaseHost()
	switch p.at(i) {
	case '?':
		p.writeBasePath()
		p.startQuery()
		i++
		goto query
	case '#':
		p.writeBasePath()
		p.writeBaseQuery()
		p.startFragment()
		i++
		goto fragment
	case eof:
		p.writeBasePath()
		p.writeBaseQuery()
		return true
	}
	if !startsWithWindowsDriveLetter(in[i:]) {
		p.writeBasePath()
		p.shorten()
	} else {
		p.report(errFileInvalidWindowsDriveLetter, i)
		p.beginPath()
	}
	goto path

fileSlash:
	if c := p.at(i); c == '/' || c == '\\' {
		if c == '\\' {
			p.report(errInvalidReverseSolidus, i)
		}
		i++
		goto fileHost
	}
	if p.hasBase && p.base.scheme == schemeFile {
		p.writeBaseHost()
		if !startsWithWindowsDriveLetter(in[i:]) {
			if first := p.base.firstSegment(); isNormalizedWindowsDriveLetter(first) {
				p.beginPath()
				p.out.byte('/')
				p.out.str(first)
			}
		}
	} else {
		p.emptyHost()
	}
	goto path

fileHost:
	{
		j := i
		for j < len(in) && !p.endsAuthority(int(in[j])) {
			j++
		}
		if p.override == noOverride && isWindowsDriveLetter(in[i:j]) {
			p.report(errFileInvalidWindowsDriveHost, i)
			p.emptyHost()
			goto path // the drive letter is the path's first segment
		}
		if j == i {
			p.emptyHost()
			if p.override != noOverride {
				return true
			}
			goto pathStart
		}
		if !p.host(i, j, true) {
			return false
		}
		if p.override != noOverride {
			return true
		}
		i = j
	}

pathStart:
	{
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
		case p.override == noOverride && c == '?':
			p.startQuery()
			i++
			goto query
		case p.override == noOverride && c == '#':
			p.startFragment()
			i++
			goto fragment
		case c != eof:
			if c == '/' {
				i++
			}
		default:
			if p.override != noOverride && p.hostKind == hostNull {
				p.appendEmptySegment()
			}
			return true
		}
	}

path:
	p.beginPath()
	for {
		var c int
		i, c = p.pathSegment(i)
		i++
		switch c {
		case eof:
			return true
		case '?':
			p.startQuery()
			goto query
		case '#':
			p.startFragment()
			goto fragment
		}
	}

opaquePath:
	p.beginPath()
	i = p.opaquePath(i)
	switch p.at(i) {
	case eof:
		return true
	case '?':
		p.startQuery()
		i++
		goto query
	}
	p.startFragment()
	i++
	goto fragment

query:
	{
		j := p.query(i)
		if j == len(in) {
			return true
		}
		p.startFragment()
		i = j + 1
	}

fragment:
	if p.validate {
		p.checkUnits(i, len(in))
	}
	p.encode(i, len(in), fragmentSet)
	return true
}
