package template

import (
	"unicode/utf8"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/pct"
)

// A Template is a parsed URI Template (RFC 6570): an immutable value,
// parsed once and expanded many times, by several goroutines at once if
// need be. The zero Template is the empty template, which expands to "".
type Template struct {
	raw   string
	parts []part
	level uint8 // the highest of its expressions', 0 for none
}

// A part is a literal, raw[start:end], or, with an operator, an
// expression.
type part struct {
	start, end int
	op         *operator // nil for a literal
	vars       []varspec
	lit        string // a literal's URI form (§3.1), raw[start:end] where it is its own
}

// A varspec is a variable of an expression (§2.3, §2.4).
type varspec struct {
	name    string
	offset  int // of name in the template
	prefix  int // the max-length, 0 for none
	explode bool
}

// Parse parses s as a URI Template (RFC 6570 §2). A template that breaks
// the grammar is an *[Error] with the offset of its cause: an unclosed or
// unopened brace, a character that a literal may not hold, a reserved
// operator, a bad variable name or prefix.
func Parse(s string) (Template, error) {
	t := Template{raw: s}
	for i := 0; i < len(s); {
		if s[i] != '{' {
			j, err := literalEnd(s, i)
			if err != nil {
				return Template{}, err
			}
			t.parts = append(t.parts, part{start: i, end: j, lit: literalURI(s[i:j])})
			i = j
			continue
		}
		p, err := parseExpression(s, i)
		if err != nil {
			return Template{}, err
		}
		t.level = max(t.level, p.level())
		t.parts = append(t.parts, p)
		i = p.end
	}
	return t, nil
}

// MustParse is Parse for a template known to be valid: it panics on an
// error.
func MustParse(s string) Template {
	t, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return t
}

// String returns the template as it was parsed.
func (t Template) String() string { return t.raw }

// Level returns the lowest level of RFC 6570 §1.2 whose expressions the
// template uses: 1 for simple string expansion alone, 2 with the "+" and
// "#" operators, 3 with several variables in an expression or the ".",
// "/", ";", "?" and "&" operators, 4 with a prefix or explode modifier.
func (t Template) Level() int { return int(max(t.level, 1)) }

// literalEnd returns where the literals from s[i] end (§2.1): at a "{",
// or the end of s.
func literalEnd(s string, i int) (int, error) {
	for i < len(s) {
		c := s[i]
		switch {
		case c == '{':
			return i, nil
		case c == '}':
			return 0, &Error{Template: s, Offset: i, Err: ErrUnopened}
		case c == '%':
			if !pct.IsTriplet(s, i) {
				return 0, &Error{Template: s, Offset: i, Err: ErrLiteral}
			}
			i += 3
		case c < utf8.RuneSelf:
			if !literalASCII(c) {
				return 0, &Error{Template: s, Offset: i, Err: ErrLiteral}
			}
			i++
		default:
			r, n := utf8.DecodeRuneInString(s[i:])
			if !chars.IsUcschar(r) && !chars.IsIprivate(r) { // U+FFFD of invalid UTF-8 is neither
				return 0, &Error{Template: s, Offset: i, Err: ErrLiteral}
			}
			i += n
		}
	}
	return i, nil
}

// literalURI returns the URI form of the literal s (§3.1): its ASCII as
// it is, which Parse has checked a URI allows, and its characters beyond
// ASCII percent-encoded as UTF-8.
func literalURI(s string) string {
	if chars.IsASCII(s) {
		return s
	}
	return string(pct.AppendEncodedNonASCII(nil, s))
}

// literalASCII reports whether c may stand in a literal as it is (§2.1,
// with erratum 6937's apostrophe): printable ASCII but space, `"`, "%",
// "<", ">", "\", "^", "`", "{", "|" and "}".
func literalASCII(c byte) bool {
	if c <= ' ' || c >= 0x7F {
		return false
	}
	switch c {
	case '"', '%', '<', '>', '\\', '^', '`', '{', '|', '}':
		return false
	}
	return true
}

// parseExpression parses the expression at s[i], a "{" (§2.2-2.4).
func parseExpression(s string, i int) (part, error) {
	p := part{start: i, op: &operators[0]}
	j := i + 1
	if j < len(s) {
		switch c := s[j]; c {
		case '+', '#', '.', '/', ';', '?', '&':
			p.op = operatorOf(c)
			j++
		case '=', ',', '!', '@', '|', '$', '(', ')':
			return part{}, &Error{Template: s, Offset: j, Err: ErrReservedOperator}
		}
	}
	for {
		v, k, err := parseVarspec(s, j)
		if err != nil {
			return part{}, err
		}
		p.vars = append(p.vars, v)
		switch {
		case k == len(s):
			return part{}, &Error{Template: s, Offset: i, Err: ErrUnclosed}
		case s[k] == ',':
			j = k + 1
		case s[k] == '}':
			p.end = k + 1
			return p, nil
		default:
			return part{}, &Error{Template: s, Offset: k, Err: ErrVarname}
		}
	}
}

// parseVarspec parses the varspec at s[i] and returns it with the offset
// after it.
func parseVarspec(s string, i int) (varspec, int, error) {
	v := varspec{offset: i}
	j := i
	for dot := false; ; {
		switch {
		case j < len(s) && (chars.IsAlpha(s[j]) || chars.IsDigit(s[j]) || s[j] == '_'):
			j++
		case j < len(s) && s[j] == '%' && pct.IsTriplet(s, j):
			j += 3
		case j < len(s) && s[j] == '.' && !dot && j > i:
			dot = true
			j++
			continue
		case j == len(s):
			return v, j, nil // unclosed, which the expression says
		default:
			if j == i || dot {
				return v, 0, &Error{Template: s, Offset: j, Err: ErrVarname}
			}
			v.name = s[i:j]
			return parseModifier(s, j, v)
		}
		dot = false
	}
}

// parseModifier parses the modifier of level 4 at s[j], if any (§2.4).
func parseModifier(s string, j int, v varspec) (varspec, int, error) {
	if j == len(s) {
		return v, j, nil
	}
	switch s[j] {
	case '*':
		v.explode = true
		return v, j + 1, nil
	case ':':
		k := j + 1
		for k < len(s) && chars.IsDigit(s[k]) && k-j <= 4 {
			v.prefix = v.prefix*10 + int(s[k]-'0')
			k++
		}
		if k == j+1 || s[j+1] == '0' || k < len(s) && chars.IsDigit(s[k]) {
			return v, 0, &Error{Template: s, Offset: j + 1, Err: ErrPrefix}
		}
		if k < len(s) && s[k] == '*' {
			return v, 0, &Error{Template: s, Offset: k, Err: ErrModifiers}
		}
		return v, k, nil
	}
	return v, j, nil
}

// level is the lowest level of §1.2 that the expression needs.
func (p part) level() uint8 {
	level := uint8(1)
	switch p.op.char {
	case '+', '#':
		level = 2
	case '.', '/', ';', '?', '&':
		level = 3
	}
	if len(p.vars) > 1 {
		level = max(level, 3)
	}
	for _, v := range p.vars {
		if v.prefix > 0 || v.explode {
			level = 4
		}
	}
	return level
}
