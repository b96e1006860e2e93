package check

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"
	"unsafe"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/spoof"
)

// A Violation is one rule (see Rules) that an IRI reference breaks, and
// where.
type Violation struct {
	Code      string        // stable code, such as "char/space" or "bidi/rtl-ends"
	Severity  Severity      // SeverityError for a MUST, SeverityWarning for a SHOULD, SeverityInfo for advice
	Offset    int           // byte offset of the offending text in the input
	Length    int           // its length in bytes; 0 when the input ends too early
	Component iri.Component // the component it is in, 0 where the input has none there
	Message   string        // one line for a person
	Section   string        // the section of the spec that states the rule
}

// String writes the violation on one line:
//
//	error char/space at offset 12 in path: U+0020: a space (3987bis §7.3)
func (v Violation) String() string {
	return string(v.AppendTo(nil))
}

// AppendTo appends the violation as String writes it to b and returns the
// extended buffer: for a program that prints many, without a string for
// each.
func (v Violation) AppendTo(b []byte) []byte {
	b = append(append(append(b, v.Severity.String()...), ' '), v.Code...)
	b = strconv.AppendInt(append(b, " at offset "...), int64(v.Offset), 10)
	if v.Component != 0 {
		b = append(append(b, " in "...), v.Component.String()...)
	}
	b = append(append(append(b, ": "...), v.Message...), " ("...)
	return append(append(b, v.Section...), ')')
}

// A Report is what a Checker found in one input.
type Report struct {
	Input      string      // the input checked
	IRI        iri.IRI     // the parsed reference, when Valid
	Valid      bool        // whether Input is an IRI reference by the grammar (iri.Parse accepts it)
	Violations []Violation // in the order of the input, nil for none
	// broken: the check found a violation of SeverityError, reported or
	// ignored.
	broken bool
}

// Conforms reports whether the input breaks no MUST: it is Valid and the
// check found no violation of SeverityError (a scheme's rule, such as the
// non-empty host of http and https, RFC 9110 §4.2.1). The violations
// Checker.Ignore kept out of Violations count too: ignoring a rule hides
// its reports, it does not make an input conform.
func (r Report) Conforms() bool { return r.Valid && !r.broken }

// Reason says why the input does not conform: the message of its first
// error, or, when Checker.Ignore left every error out of Violations, a
// note that says so. It is "" for an input that conforms.
func (r Report) Reason() string {
	if r.Conforms() {
		return ""
	}
	for _, v := range r.Violations {
		if v.Severity == SeverityError {
			return v.Message
		}
	}
	return "not valid: the errors found are ignored (--ignore)"
}

// Worst returns the severity of the worst violation of Violations, 0 when
// there is none.
func (r Report) Worst() Severity {
	var w Severity
	for _, v := range r.Violations {
		w = max(w, v.Severity)
	}
	return w
}

// A Checker checks IRI references against the rules of Rules. The zero
// value reports every rule, with the scheme rules that the package iri
// knows (iri.NewSchemes). A Checker is a value: it is not changed by
// checking and may be used from several goroutines at once, as long as
// its Schemes registry is (an iri.Schemes is).
type Checker struct {
	// Ignore lists codes not to report ("host/uppercase", ...). A code
	// ending in "/" ignores a whole group ("bidi/"). Ignoring changes
	// what Report.Violations holds, never Report.Valid or
	// Report.Conforms. A code that names no rule nor group of Rules is a
	// mistake that Validate reports (Check itself, which returns no
	// error, ignores nothing for it).
	Ignore []string
	// Schemes gives the rule of each scheme that the scheme checks apply:
	// its default port (scheme/default-port, and scheme/port-range for the
	// schemes that have one) and whether its host is a domain name, which
	// makes host/invalid-idn an error (RFC 3987 §5.3.3). Nil means the
	// rules of iri.NewSchemes: http, https, ws, wss, ftp, file, mailto,
	// urn, data.
	Schemes *iri.Schemes
	// Protected holds names of the application (spoof.Protect) that a
	// host must not imitate: a host whose skeleton is a protected name's,
	// but that is not that name, is a spoof/protected-name violation. The
	// zero value protects nothing.
	Protected spoof.Protected
	// ProtectPaths checks each path segment against Protected too.
	ProtectPaths bool
}

// builtinSchemes returns the registry of a Checker without Schemes, made
// on first use: a program that never checks does not pay for it.
func builtinSchemes() *iri.Schemes {
	builtin.once.Do(func() { builtin.schemes = iri.NewSchemes() })
	return builtin.schemes
}

var builtin struct {
	once    sync.Once
	schemes *iri.Schemes
}

// Check checks s with the zero Checker: every rule reported, the scheme
// rules of iri.NewSchemes. See Checker.Check.
func Check(s string) Report { return Checker{}.Check(s) }

// Check checks s against every rule of RFC 3987 and 3987bis that decides
// whether an IRI reference is safe to publish, to show and to compare
// (see Rules): the grammar (a syntax error is a violation too), the
// characters 3987bis §7.3 excludes, RFC 3987 §6.1's compatibility
// characters and look-alikes, NFC (§5.3.2.2), mixed scripts, 3987bis
// §10's percent-encoded octets and hosts, the bidi rules of §4, and what
// the scheme requires. An input that iri.Parse rejects is checked for its
// characters and its syntax error only: the other rules need its
// components. The violations come in the order of the input, but those of
// c.Ignore. Parsing stays allocation-free: the checker costs only when
// asked, and an input with nothing to report costs no allocation.
func (c Checker) Check(s string) Report { return c.check(s, checkMode{}) }

// Validate returns an error naming the first code of c.Ignore that is not
// the code of a rule of Rules, nor a group of them ("bidi/"); nil if
// every code is known.
func (c Checker) Validate() error {
	for _, ig := range c.Ignore {
		if !knownCode(ig) {
			return fmt.Errorf("check: Checker.Ignore: unknown violation code %q", ig)
		}
	}
	return nil
}

// knownCode reports whether code is a rule's, or ends in "/" and starts
// some rule's.
func knownCode(code string) bool {
	if ruleOf(code).Code != "" {
		return true
	}
	if !strings.HasSuffix(code, "/") {
		return false
	}
	for _, r := range rules {
		if strings.HasPrefix(r.Code, code) {
			return true
		}
	}
	return false
}

// Ignores reports whether c.Ignore leaves the code out: by its name, or
// by a group that ends in "/" ("bidi/").
func (c Checker) Ignores(code string) bool {
	for _, ig := range c.Ignore {
		if ig == code || strings.HasSuffix(ig, "/") && strings.HasPrefix(code, ig) {
			return true
		}
	}
	return false
}

// checkMode is how check chooses the families of rules it applies to a
// valid IRI. The zero value is Check's: those whose test (firing) says
// they may find something.
type checkMode struct {
	every bool   // every family, whatever its test, with the facts that run all of each (TestFamiliesSkipNothing)
	skip  uint16 // families left out, as the bits 1<<f (BenchmarkSpoofCost leaves out familySpoof)
}

// check runs the checks that s calls for: for a valid IRI, the families
// that mode chooses. The report is filled field by field: the result,
// zeroed on entry, is not zeroed again for a composite literal.
func (c Checker) check(s string, mode checkMode) (rep Report) {
	var r run // set field by field: a composite literal of the whole run is built aside and copied
	var err error
	r.x, err = iri.Parse(s)
	x := &r.x
	r.s, r.valid, r.protected, r.protectPaths = s, err == nil, c.Protected, c.ProtectPaths
	if err != nil {
		// An invalid input is checked for its characters and its
		// syntax error: the other rules need its components.
		r.layout(err)
		r.characters()
		r.syntax()
	} else {
		r.schemes = c.Schemes
		if x.HostKind() == iri.HostRegName {
			r.regName = scanHost(x.Host())
		}
		set := uint16(allFamilies)
		if mode.every {
			r.facts = everything
		} else {
			r.gatherFacts()
			set = r.firing()
		}
		if set &^= mode.skip; set&(1<<familyIDNA) != 0 {
			r.applyAllIDNA(set)
		} else {
			r.applyAll(set, nil)
		}
	}
	if len(r.vs) > 1 {
		slices.SortStableFunc(r.vs, func(a, b Violation) int { return a.Offset - b.Offset })
	}
	vs := r.vs
	broken := err != nil
	for _, v := range vs {
		broken = broken || v.Severity == SeverityError
	}
	if len(c.Ignore) > 0 {
		vs = slices.DeleteFunc(vs, func(v Violation) bool { return c.Ignores(v.Code) })
		if len(vs) == 0 {
			vs = nil // as when there was nothing to ignore
		}
	}
	rep.Input, rep.IRI, rep.Valid, rep.Violations, rep.broken = s, r.x, err == nil, vs, broken
	return rep
}

// run is one check of one input: what the checks found so far, and what
// they share.
type run struct {
	s     string
	x     iri.IRI
	valid bool
	vs    []Violation
	// For an invalid input, where its components would be, found once by
	// their delimiters (see layout), and the parse error.
	layoutOf invalidLayout
	parseErr *iri.Error
	// For a valid input, the registry of its scheme's rule
	// (Checker.Schemes), which few inputs need: see rule.
	schemes *iri.Schemes
	// What one pass over the characters found, and the violations of the
	// families it checked on its way (when gathered).
	facts          charFacts
	pctVs, mixedVs []Violation
	gathered       bool
	// For a valid input with a reg-name, what its bytes are (where it
	// starts: hostStart).
	regName hostBytes
	// The reg-name percent-decoded and converted by IDNA ToUnicode under
	// the UTS #46 profile of internal/idn without error, when the family
	// of IDNA made it (host); "" when it did not (a host it converts is
	// never empty). fastHost: the fast path of IDNA made it, label for
	// label (fastUnicodeHost), so that its labels are those of the host.
	unicodeHost string
	fastHost    bool
	// unicodeLen > 0: the fast path made the Unicode form of a host with
	// an A-label in the room that applyAllIDNA gives the families of IDNA
	// and spoofing, its first unicodeLen bytes, and unicodeHost is ""
	// (see hostUnicode): no string allocated for it.
	unicodeLen int
	// The names the checker protects (Checker.Protected, ProtectPaths),
	// for the family of spoofing.
	protected    spoof.Protected
	protectPaths bool
}

// unicodeBufLen is the room for the Unicode form of a host with an
// A-label (see applyAllIDNA): nearly all of them fit; a longer one is a
// string.
const unicodeBufLen = 128

// hostUnicode returns the Unicode form of the reg-name that the family of
// IDNA made (run.unicodeHost), read in place: it points into buf, the
// room that applyAllIDNA gave the family, when the form is there, so that
// it must not be kept beyond the families.
func (c *run) hostUnicode(buf *[unicodeBufLen]byte) string {
	if c.unicodeLen > 0 {
		return unsafe.String(&buf[0], c.unicodeLen)
	}
	return c.unicodeHost
}

// hostStart returns the offset of the host of a valid input, asked for
// by the checks of a reg-name only.
func (c *run) hostStart() int {
	start, _, _ := c.x.Span(iri.ComponentHost)
	return start
}

// rule returns the rule of the input's scheme, the zero rule for a
// scheme the registry does not know: looked up only by the checks that
// need it (a port written out, a host IDNA rejects).
func (c *run) rule() iri.SchemeRule {
	schemes := c.schemes
	if schemes == nil {
		schemes = builtinSchemes()
	}
	rule, _ := schemes.Lookup(c.x.Scheme())
	return rule
}

// add records a violation of the rule with the code, at s[offset:offset+n].
func (c *run) add(code string, offset, n int, msg string) {
	c.addAs(code, 0, offset, n, msg)
}

// addAs is add with a severity other than the rule's (0 for the rule's).
func (c *run) addAs(code string, sev Severity, offset, n int, msg string) {
	r := ruleOf(code)
	if sev == 0 {
		sev = r.Severity
	}
	if msg == "" {
		msg = r.Summary
	}
	v := Violation{Code: code, Severity: sev, Offset: offset, Length: max(n, 1),
		Component: c.componentAt(offset), Message: msg, Section: r.Section}
	if c.vs == nil {
		c.vs = []Violation{v} // most reports hold one: no growslice
		return
	}
	c.vs = append(c.vs, v)
}

// componentAt names the component at offset i: exactly for a valid
// reference; for an invalid one, the parser's at the parse error and by
// the delimiters elsewhere.
func (c *run) componentAt(i int) iri.Component {
	if c.valid {
		return componentOf(c.x, i)
	}
	if e := c.parseErr; e != nil && i == e.Offset && e.Component != 0 {
		return e.Component
	}
	l := &c.layoutOf
	switch {
	case i < l.schemeEnd:
		return iri.ComponentScheme
	case i >= l.authStart && i < l.authEnd:
		switch {
		case i < l.hostStart:
			return iri.ComponentUserinfo
		case l.portStart >= 0 && i >= l.portStart:
			return iri.ComponentPort
		}
		return iri.ComponentHost
	case l.hash >= 0 && l.hash < i:
		return iri.ComponentFragment
	case l.question >= 0 && l.question < i && (l.hash < 0 || l.question < l.hash):
		return iri.ComponentQuery
	}
	return iri.ComponentPath
}

// invalidLayout is where the components of an input iri.Parse rejects would
// be, as their delimiters place them and as the parser reads them: the
// scheme if the input starts with one, an authority after "//" up to the
// first "/", "?" or "#", in it a userinfo up to the first "@" and a port
// after the first ":" past the host (past "]" for an IP-literal), the
// query after the first "?" and the fragment after the first "#".
type invalidLayout struct {
	schemeEnd          int // 0 for none
	authStart, authEnd int // equal for no authority
	hostStart          int // authStart for no userinfo
	portStart          int // -1 for no port
	question, hash     int // the first "?" and "#", -1 for none
}

// layout finds the invalidLayout of c.s and keeps the parse error err.
func (c *run) layout(err error) {
	c.parseErr, _ = err.(*iri.Error) // what iri.Parse returns, as its doc says
	s := c.s
	l := invalidLayout{schemeEnd: chars.SchemeLength(s), portStart: -1}
	i := 0
	if l.schemeEnd > 0 {
		i = l.schemeEnd + 1
	}
	l.question, l.hash = strings.IndexByte(s, '?'), strings.IndexByte(s, '#')
	l.authStart, l.authEnd = i, i
	if strings.HasPrefix(s[i:], "//") {
		l.authStart = i + 2
		// The first "/", "?" or "#" (none is in the scheme nor in "//"),
		// by strings.IndexByte, where strings.IndexAny builds its set
		// of bytes for each call.
		l.authEnd = len(s)
		if n := strings.IndexByte(s[l.authStart:], '/'); n >= 0 {
			l.authEnd = l.authStart + n
		}
		if l.question >= 0 {
			l.authEnd = min(l.authEnd, l.question)
		}
		if l.hash >= 0 {
			l.authEnd = min(l.authEnd, l.hash)
		}
		auth := s[l.authStart:l.authEnd]
		l.hostStart = l.authStart
		if at := strings.IndexByte(auth, '@'); at >= 0 {
			l.hostStart += at + 1
		}
		host := s[l.hostStart:l.authEnd]
		colon := -1
		if strings.HasPrefix(host, "[") {
			if end := strings.IndexByte(host, ']'); end >= 0 && end+1 < len(host) && host[end+1] == ':' {
				colon = end + 1
			}
		} else {
			colon = strings.IndexByte(host, ':')
		}
		if colon >= 0 {
			l.portStart = l.hostStart + colon + 1
		}
	}
	c.layoutOf = l
}

// characters reports every character of the input that 3987bis §7.3 lists
// as not allowed in IRIs (private use is allowed in the query, with a
// warning), and bytes that are not UTF-8.
func (c *run) characters() {
	s := c.s
	for i := 0; i < len(s); {
		if b := s[i]; chars.ClassOf(b) != 0 || b == '%' || b == '#' || b == '[' || b == ']' {
			i++ // an ASCII character that some component allows
			continue
		}
		r, n := chars.DecodeRune(s[i:])
		code := ""
		switch {
		case r == utf8.RuneError && n == 1:
			code = "syntax/invalid-utf8"
			if i+2 < len(s) && s[i] == 0xED && s[i+1] >= 0xA0 && s[i+1] <= 0xBF && s[i+2]&0xC0 == 0x80 {
				code, n = "char/surrogate", 3
			}
		case r == ' ':
			code = "char/space"
		case r == '<' || r == '>' || r == '"':
			code = "char/delimiter"
		case r == '\\' || r == '^' || r == '`' || r == '{' || r == '|' || r == '}':
			code = "char/unwise"
		case r < 0x20 || r >= 0x7F && r <= 0x9F:
			code = "char/control"
		case chars.IsBidiFormatting(r):
			code = "char/bidi-formatting"
		case r >= 0xFFF0 && r <= 0xFFFD:
			code = "char/special"
		case r >= 0xE0000 && r <= 0xE0FFF:
			code = "char/tag"
		case r >= 0xFDD0 && r <= 0xFDEF || r&0xFFFE == 0xFFFE:
			code = "char/non-character"
		case chars.IsIprivate(r):
			code = "char/private-use"
			if c.componentAt(i) == iri.ComponentQuery {
				code = "char/private-use-query"
			}
		}
		if code != "" {
			what := chars.RuneName(r)
			if r == utf8.RuneError && n <= 3 && code != "char/special" {
				what = fmt.Sprintf("byte 0x%02X", s[i])
			}
			c.add(code, i, n, what+": "+ruleOf(code).Summary)
		}
		i += n
	}
}

// syntaxCode gives the rule code of each cause of a parse error, "" for
// another.
func syntaxCode(cause error) string {
	switch cause {
	case iri.ErrInvalidCharacter:
		return "syntax/invalid-character"
	case iri.ErrInvalidUTF8:
		return "syntax/invalid-utf8"
	case iri.ErrPercentEncoding:
		return "syntax/percent-encoding"
	case iri.ErrColonInFirstSegment:
		return "syntax/colon-in-first-segment"
	case iri.ErrInvalidIPv6:
		return "syntax/ipv6"
	case iri.ErrInvalidIPvFuture:
		return "syntax/ipvfuture"
	case iri.ErrInvalidPort:
		return "syntax/port"
	}
	return ""
}

// syntax reports the parse error that layout kept, in the parser's
// words, unless characters already reported the character it stops at
// under a more precise code and the parser's cause says nothing more (an
// IP-literal or a port that the character breaks does).
func (c *run) syntax() {
	e := c.parseErr
	if e == nil {
		return
	}
	// The cause compared once (each comparison of errors is a call of
	// the runtime's), its code after.
	code := syntaxCode(e.Err)
	switch code {
	case "syntax/ipv6", "syntax/ipvfuture", "syntax/port":
	default:
		for _, v := range c.vs {
			if v.Offset == e.Offset && v.Severity == SeverityError {
				return
			}
		}
	}
	if code == "" {
		code = "syntax/invalid-character"
	}
	n := 0 // the end of the input: nothing to point at
	if e.Offset < len(c.s) {
		_, n = chars.DecodeRune(c.s[e.Offset:])
	}
	r := ruleOf(code)
	c.vs = append(c.vs, Violation{Code: code, Severity: SeverityError, Offset: e.Offset, Length: n,
		Component: e.Component, Message: strings.TrimPrefix(e.Error(), "iri: "), Section: r.Section})
}
