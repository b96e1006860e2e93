package whatwg

import (
	"sort"
	"strings"

	"golang.org/x/text/encoding"
)

// Parse parses input as a URL with the basic URL parser of the URL
// Standard (§4.4), without a base URL: input must be an absolute URL.
// Leading and trailing C0 controls and spaces are removed, and so are
// ASCII tabs and newlines anywhere. A byte of input that is not part of
// valid UTF-8 is read as U+FFFD.
//
// Parsing allocates nothing when input is already its own href, and one
// string when it must be rewritten.
func Parse(input string) (URL, error) {
	// The zero Parser the package keeps (parse only reads it), not one
	// zeroed on the stack at each call.
	var u URL
	_, err := noBase.parse(&u, input, false)
	return u, err
}

// noBase is the Parser of Parse: no base URL, UTF-8.
var noBase Parser

// MustParse is like Parse but panics if input does not parse. It is for
// constants and tests.
func MustParse(input string) URL {
	u, err := Parse(input)
	if err != nil {
		panic(err)
	}
	return u
}

// Parse parses ref with u as its base URL (URL Standard §4.4), as a
// browser resolves a link of a document whose base URL is u.
func (u URL) Parse(ref string) (URL, error) { return Parser{Base: u}.Parse(ref) }

// A Parser is the basic URL parser (URL Standard §4.4) with its optional
// arguments: a base URL and the encoding of the query.
type Parser struct {
	// Base is the base URL; the zero URL is none.
	Base URL
	// Encoding is the encoding of the document the URL comes from, which
	// the query of an http, https, ftp or file URL is percent-encoded in
	// (golang.org/x/text/encoding/htmlindex gives the one of a charset
	// label); nil is UTF-8. UTF-16BE, UTF-16LE and the replacement
	// encoding are UTF-8 too ("get an output encoding", Encoding Standard).
	Encoding encoding.Encoding
}

// Parse parses input with the basic URL parser (URL Standard §4.4), as
// the package's Parse does, against p.Base if it is not zero. A failure
// is an *Error that names the validation error that made the parser
// fail.
func (p Parser) Parse(input string) (URL, error) {
	var u URL
	_, err := p.parse(&u, input, false)
	return u, err
}

// Validate parses input as Parse does, and also returns every validation
// error (URL Standard §1.1) the parser met, in the order it met them, with
// their byte offsets in input: a URL can parse and still break rules the
// standard sets for valid URL strings. The errors are returned on failure
// too.
func (p Parser) Validate(input string) (URL, []ValidationError, error) {
	var u URL
	errs, err := p.parse(&u, input, true)
	return u, errs, err
}

// parse parses input into *u, which is left as it is (the zero URL) on
// failure: the URL is written where the caller keeps it, not returned
// through each call.
func (c *Parser) parse(u *URL, input string, validate bool) ([]ValidationError, error) {
	// Leading and trailing C0 controls and spaces are removed (§4.4 step
	// 1); most inputs have none, which two tests say without a slicing.
	s, start, end := input, 0, len(input)
	if end == 0 || input[0] <= ' ' || input[end-1] <= ' ' {
		for start < end && input[start] <= ' ' {
			start++
		}
		for end > start && input[end-1] <= ' ' {
			end--
		}
		s = input[start:end]
	}
	trimmed := s
	// Parse does not look for tabs and newlines before it starts: the
	// parser meets any that are there (output.unchecked), and the input
	// is then parsed again without them.
	if validate && hasTabOrNewline(s) {
		s = removeTabsAndNewlines(s)
	}
	// Set field by field: a composite literal of the parser would be
	// built in a temporary and copied, which costs more than the rest of
	// the setup.
	var p parser
	p.in, p.validate, p.queryStart, p.fragStart = s, validate, -1, -1
	p.out.start(s)
	p.out.unchecked = !validate
	if c.Base.href != "" {
		p.base, p.hasBase = c.Base, true
		p.out.extra = len(c.Base.href)
	}
	if c.Encoding != nil {
		p.enc = newQueryEncoder(c.Encoding)
	}
	ok := p.run(stateSchemeStart, 0)
	if ok && !validate && !p.out.tabs {
		// Parse's success, the common case: no errors to report.
		p.finishPath()
		p.out.settle()
		p.fill(u)
		return nil, nil
	}
	return p.finish(u, input, trimmed, start, end, ok)
}

// finish is the rest of Parser.parse for a parser that failed (not ok),
// met a tab or newline, or validates: it parses the input again without its tabs
// and newlines where they may have mattered, maps the offsets of the
// validation errors to input, and fills *u on success. trimmed is input
// without its leading and trailing C0 controls and spaces, input[start:end].
// It is kept out of parse, whose frame and registers are then those of
// the common case.
//
//go:noinline
func (p *parser) finish(u *URL, input, trimmed string, start, end int, ok bool) ([]ValidationError, error) {
	s, validate := p.in, p.validate
	if p.out.tabs || !ok && p.out.unchecked && hasTabOrNewline(s) {
		s = removeTabsAndNewlines(s)
		ok = p.rerun(s)
	}
	if ok && !validate {
		p.finishPath()
		p.out.settle()
		p.fill(u)
		return nil, nil
	}
	var errs []ValidationError
	if validate {
		if start > 0 {
			errs = append(errs, ValidationError{errInvalidURLUnit, 0})
		} else if end < len(input) {
			errs = append(errs, ValidationError{errInvalidURLUnit, end})
		}
		if len(s) < len(trimmed) {
			errs = append(errs, ValidationError{errInvalidURLUnit, start + strings.IndexAny(trimmed, "\t\n\r")})
		}
	}
	var removed []int // the offsets in trimmed of the tabs and newlines removed
	offset := func(i int) int {
		// The offset in input of offset i of s: each tab or newline
		// removed before it moves it one byte further. They are found
		// again only for an offset to report.
		if removed == nil && len(s) < len(trimmed) {
			removed = removedOffsets(trimmed)
		}
		k := sort.Search(len(removed), func(n int) bool { return removed[n]-n > i })
		return start + i + k
	}
	for _, e := range p.errs {
		errs = append(errs, ValidationError{e.Name, offset(e.Offset)})
	}
	if !ok {
		f := p.failure
		return errs, &Error{Input: input, ValidationError: ValidationError{f.Name, offset(f.Offset)}}
	}
	p.finishPath()
	p.out.settle()
	p.fill(u)
	return errs, nil
}

// rerun runs the parser again from the start, on s, the input without
// its tabs and newlines, with the same base and encoding, and reports
// whether it ended without failure (Parse only: Validate removes them
// first). The buffer the first run made, if any, is sized for s (see
// output.spill), and the second one takes it.
func (p *parser) rerun(s string) bool {
	base, hasBase, enc, extra, spare := p.base, p.hasBase, p.enc, p.out.extra, p.out.buf[:0]
	*p = parser{}
	p.in, p.queryStart, p.fragStart = s, -1, -1
	p.base, p.hasBase, p.enc = base, hasBase, enc
	p.out.start(s)
	p.out.extra, p.out.spare = extra, spare
	return p.run(stateSchemeStart, 0)
}

// hasTabOrNewline reports whether s holds an ASCII tab or newline.
func hasTabOrNewline(s string) bool {
	return strings.IndexByte(s, '\t') >= 0 || strings.IndexByte(s, '\n') >= 0 || strings.IndexByte(s, '\r') >= 0
}

// removeTabsAndNewlines returns s without ASCII tabs and newlines.
func removeTabsAndNewlines(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\t', '\n', '\r':
		default:
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

// removedOffsets returns the offsets in s of its ASCII tabs and newlines.
func removedOffsets(s string) []int {
	var removed []int
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\t', '\n', '\r':
			removed = append(removed, i)
		}
	}
	return removed
}

// fill sets *u, the zero URL, to the URL the parser wrote: field by field,
// where a URL built and returned was zeroed and copied on the way.
func (p *parser) fill(u *URL) {
	href := p.out.String()
	u.href, u.schemeEnd, u.scheme, u.opaque = href, uint32(p.schemeEnd), p.scheme, p.opaque
	if p.hostKind != hostNull {
		u.hostKind = p.hostKind
		u.usernameEnd, u.hostStart, u.hostEnd = uint32(p.usernameEnd), uint32(p.hostStart), uint32(p.hostEnd)
	} else {
		u.usernameEnd, u.hostStart, u.hostEnd = u.schemeEnd+1, u.schemeEnd+1, u.schemeEnd+1
	}
	u.pathStart = uint32(p.pathStart)
	// The null query and fragment start where the href ends, or the
	// fragment does: chosen without a branch (a conditional move), which
	// of the two a URL is cannot be predicted.
	frag := len(href)
	if p.fragStart >= 0 {
		frag = p.fragStart
	}
	query := frag
	if p.queryStart >= 0 {
		query = p.queryStart
	}
	u.queryStart, u.fragStart = uint32(query), uint32(frag)
}
