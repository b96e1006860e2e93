package check

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/chars"
)

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
