package check

import (
	"strings"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/chars"
)

// scheme checks what the scheme requires.
func (c *run) scheme() {
	x := &c.x
	scheme := x.Scheme()
	if scheme == "" {
		return
	}
	// The schemes with rules here, compared in lower case as words: one
	// switch on integers rather than on strings, or a case-folding
	// comparison for each.
	lower, upper := schemeWord(c.s, len(scheme))
	if upper {
		c.add("scheme/uppercase", 0, len(scheme), "")
	}
	// Most IRIs are http or https ones with a host (RFC 9110 §4.2.1)
	// and no port: nothing more to say about them, in one test. Its parts
	// are bits combined without a branch (as in firing): which of http
	// and https a line has varies from line to line, and a branch on it
	// would be a guess.
	_, port := x.Port()
	if (oneIf(lower == schemeHTTP)|oneIf(lower == schemeHTTPS))&oneIf(x.Host() != "")&^oneIf(port) != 0 {
		return
	}
	c.schemeRules(lower)
}

// schemeRules checks what the scheme requires beside lower case, for a
// scheme whose lower case schemeWord gives.
func (c *run) schemeRules(lower uint64) {
	x := &c.x
	scheme := x.Scheme()
	switch lower {
	case schemeHTTP, schemeHTTPS:
		if _, ok := x.Authority(); !ok || x.Host() == "" {
			pathStart, _, _ := x.Span(iri.ComponentPath)
			c.add("scheme/missing-host", 0, pathStart, "")
		}
	case schemeData:
		if !strings.Contains(x.Path(), ",") {
			pathStart, _, _ := x.Span(iri.ComponentPath)
			c.add("scheme/data-syntax", pathStart, len(x.Path()), "")
		}
	case schemeMailto:
		if _, ok := x.Authority(); ok {
			c.add("scheme/mailto-authority", len(scheme)+1, 2, "")
		}
	case 0: // eight bytes or more
		if len(scheme) == len("javascript") && strings.EqualFold(scheme, "javascript") {
			c.add("scheme/javascript", 0, len(scheme), "")
		}
	}
	if port, ok := x.Port(); ok && port != "" {
		rule := c.rule()
		if rule.DefaultPort == "" {
			return
		}
		off, _, _ := x.Span(iri.ComponentPort)
		digits := strings.TrimLeft(port, "0")
		switch {
		case len(digits) > 5 || len(digits) == 5 && digits > "65535":
			c.add("scheme/port-range", off, len(port), "")
		case digits == rule.DefaultPort:
			c.add("scheme/default-port", off, len(port), "")
		}
	}
}

// The schemes of the switch of scheme but javascript, as schemeWord
// gives them.
const (
	schemeHTTP   = 'h' | 't'<<8 | 't'<<16 | 'p'<<24
	schemeHTTPS  = schemeHTTP | 's'<<32
	schemeData   = 'd' | 'a'<<8 | 't'<<16 | 'a'<<24
	schemeMailto = 'm' | 'a'<<8 | 'i'<<16 | 'l'<<24 | 't'<<32 | 'o'<<40
)

// schemeWord returns the scheme s[:n] of a valid IRI in lower case as one
// little-endian word when it is shorter than eight bytes (0 when it is
// not), and whether it has an upper-case letter, without a loop whose
// end a branch predictor must guess for each input. Its characters (RFC
// 3987 §2.2: ALPHA, DIGIT, "+", "-", ".") have the bit 0x20 set but the
// upper-case letters, whose lower case it makes, and a ":" follows them:
// the first eight bytes of s hold a scheme of seven bytes or fewer.
func schemeWord(s string, n int) (lower uint64, upper bool) {
	if n >= 8 {
		return 0, chars.HasUpper(s[:n])
	}
	var v uint64
	if len(s) >= 8 {
		v = chars.Word(s[:8])
	} else {
		for i := n - 1; i >= 0; i-- {
			v = v<<8 | uint64(s[i])
		}
	}
	const bit5 = 0x2020202020202020
	mask := uint64(1)<<(8*n) - 1
	v &= mask
	return v | bit5&mask, ^v&bit5&mask != 0
}
