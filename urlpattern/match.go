package urlpattern

import (
	"strings"
	"unicode/utf8"
)

// A matcher tests a component's value as the component's regular
// expression would, without running it where the parts allow: a
// component's expression is generated from its parts (fixed text, named
// groups and wildcards, with a prefix and a suffix, each with a
// modifier), so a match of the parts is a match of the expression.
// Whether a value matches does not depend on which of the possible
// matches the expression would take (greedy or lazy), so [Pattern.Test]
// needs no groups.
//
// It is exact for the values matches is given, the components of a URL
// that package whatwg parsed or set: those are ASCII, without a line
// terminator, which "." would not match (the tests check that Test and
// Exec, which runs the expression, agree on the WPT cases, the corpora
// and the fuzzer's inputs).
type matcher struct {
	kind   matchKind
	fixed  string // matchFixed: the value; matchRegexp: the text every value the expression matches starts with
	parts  []part // matchParts
	delim  byte   // the segment wildcard's delimiter, or 0
	budget int    // the steps matchParts may take for each byte of the value, before it leaves it to the expression
}

type matchKind uint8

const (
	matchRegexp matchKind = iota // the expression, once the value starts with fixed
	matchAny                     // "*": every value
	matchFixed                   // fixed text: the value is fixed
	matchParts                   // fixed text, named groups and wildcards, none repeated: matchParts
)

// newMatcher returns the matcher of a component of parts. It runs the
// expression, but for a check of the fixed text it starts with, where a
// part is a regexp group or repeated, and where case is ignored.
func newMatcher(parts []part, o compileOptions) matcher {
	m := matcher{delim: o.delimiter}
	if o.ignoreCase {
		return m
	}
	var b strings.Builder
	for _, p := range parts {
		if p.modifier != modNone {
			break
		}
		if p.typ != partFixedText {
			b.WriteString(p.prefix)
			break
		}
		b.WriteString(p.value)
	}
	m.fixed = b.String()
	fixed := true
	for _, p := range parts {
		if p.typ == partRegexp || p.modifier == modZeroOrMore || p.modifier == modOneOrMore {
			return m
		}
		fixed = fixed && p.typ == partFixedText && p.modifier == modNone
	}
	switch {
	case fixed:
		m.kind = matchFixed
	case len(parts) == 1 && parts[0].typ == partFullWildcard && parts[0].modifier == modNone && parts[0].prefix == "" && parts[0].suffix == "":
		m.kind = matchAny
	default:
		m.kind, m.parts, m.budget = matchParts, parts, 8
	}
	return m
}

// test reports whether s matches, and whether the matcher could tell:
// if not, the expression must.
func (m *matcher) test(s string) (match, decided bool) {
	switch m.kind {
	case matchAny:
		return true, true
	case matchFixed:
		return s == m.fixed, true
	case matchParts:
		budget := 64 + m.budget*len(s)
		return m.match(m.parts, s, &budget)
	}
	if !strings.HasPrefix(s, m.fixed) {
		return false, true
	}
	return false, false
}

// match reports whether s matches parts, as their expression anchored at
// both ends; decided is false once budget is spent.
func (m *matcher) match(parts []part, s string, budget *int) (match, decided bool) {
	for len(parts) > 0 {
		p := &parts[0]
		if p.modifier != modOptional {
			return m.matchPart(p, parts[1:], s, budget)
		}
		if ok, decided := m.matchPart(p, parts[1:], s, budget); ok || !decided {
			return ok, decided
		}
		parts = parts[1:]
	}
	return s == "", true
}

// matchPart reports whether s matches the part p (taken once) followed by
// rest.
func (m *matcher) matchPart(p *part, rest []part, s string, budget *int) (match, decided bool) {
	if *budget--; *budget < 0 {
		return false, false
	}
	if p.typ == partFixedText {
		if !strings.HasPrefix(s, p.value) {
			return false, true
		}
		return m.match(rest, s[len(p.value):], budget)
	}
	if !strings.HasPrefix(s, p.prefix) {
		return false, true
	}
	s = s[len(p.prefix):]
	// The wildcard takes s[:e], for e from min to end at code point
	// boundaries: one code point or more, none the delimiter, for a
	// segment wildcard; any, for a full wildcard.
	end, min := len(s), 0
	if p.typ == partSegmentWildcard {
		if s == "" {
			return false, true
		}
		_, min = utf8.DecodeRuneInString(s)
		if m.delim != 0 {
			if i := strings.IndexByte(s, m.delim); i >= 0 {
				end = i
			}
		}
	}
	if end < min {
		return false, true
	}
	next, last := nextText(p, rest)
	switch {
	case last:
		// what follows is next, to the end: the wildcard ends where it starts
		e := len(s) - len(next)
		if e < min || e > end || !strings.HasSuffix(s, next) || e < len(s) && !utf8.RuneStart(s[e]) {
			return false, true
		}
		return true, true
	case next != "" && p.typ == partSegmentWildcard && next[0] == m.delim:
		// what follows starts with the delimiter, which the wildcard stops at
		return m.rest(p, rest, s, end, budget)
	}
	for e := min; e <= end; {
		if next == "" || e < len(s) && s[e] == next[0] {
			if ok, decided := m.rest(p, rest, s, e, budget); ok || !decided {
				return ok, decided
			}
		}
		if *budget--; *budget < 0 {
			return false, false
		}
		if e == len(s) {
			break
		}
		if s[e] < utf8.RuneSelf {
			e++
		} else {
			_, n := utf8.DecodeRuneInString(s[e:])
			e += n
		}
	}
	return false, true
}

// rest reports whether s[e:] matches p's suffix followed by rest.
func (m *matcher) rest(p *part, rest []part, s string, e int, budget *int) (match, decided bool) {
	tail := s[e:]
	if !strings.HasPrefix(tail, p.suffix) {
		return false, true
	}
	return m.match(rest, tail[len(p.suffix):], budget)
}

// nextText returns the fixed text that must follow the wildcard p (its
// suffix, or the start of the next part when it is taken once), or "";
// last is whether that text runs to the end of the value.
func nextText(p *part, rest []part) (next string, last bool) {
	if p.suffix != "" {
		return p.suffix, len(rest) == 0
	}
	switch {
	case len(rest) == 0:
		return "", true
	case rest[0].modifier != modNone:
		return "", false
	case rest[0].typ == partFixedText:
		return rest[0].value, len(rest) == 1
	}
	return rest[0].prefix, false
}
