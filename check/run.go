package check

import (
	"unsafe"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/spoof"
)

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
