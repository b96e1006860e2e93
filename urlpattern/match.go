package urlpattern

import (
	"regexp"
	"regexp/syntax"
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
	fixed  string  // matchFixed: the value; matchRegexp: the text every value the expression matches starts with
	parts  []part  // matchParts
	groups []group // matchParts: for each regexp group of parts, by index, how to match it
	delim  byte    // the segment wildcard's delimiter, or 0
	budget int     // the steps matchParts may take for each byte of the value, before it leaves it to the expression
}

type matchKind uint8

const (
	matchRegexp matchKind = iota // the expression, once the value starts with fixed
	matchAny                     // "*": every value
	matchFixed                   // fixed text: the value is fixed
	matchParts                   // fixed text, named groups, wildcards and regexp groups GoEngine runs, none repeated: match
)

// A group is how matchParts matches a regexp group "(...)": the text it
// takes must start with a byte of first (or be empty, if it may) and
// match re.
type group struct {
	re       *regexp.Regexp // the group's expression, anchored at both ends
	first    [2]uint64      // the ASCII bytes the group's text can start with
	nonASCII bool           // whether it can start with a byte above 0x7F
	empty    bool           // whether it can be empty
}

// newGroup compiles the regexp group of text value for matchParts, or
// returns false where its expression may not be taken apart from the
// rest: where it has an assertion ("^", "$", "\b", "\B"), which looks
// past the group's text.
func newGroup(value string) (group, bool) {
	expr, _, err := translate(value, false, false)
	if err != nil {
		return group{}, false
	}
	tree, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		return group{}, false
	}
	var g group
	if !g.firstOf(tree) {
		return group{}, false
	}
	if g.re, err = regexp.Compile(`^(?:` + expr + `)$`); err != nil {
		return group{}, false
	}
	return g, true
}

// firstOf adds the bytes re's text can start with to g, sets g.empty if
// it can be empty, and returns false if re has an assertion.
func (g *group) firstOf(re *syntax.Regexp) bool {
	empty, ok := g.first1(re)
	g.empty = empty
	return ok
}

// first1 adds to g the bytes re's text can start with and reports
// whether it can be empty.
func (g *group) first1(re *syntax.Regexp) (empty, ok bool) {
	switch re.Op {
	case syntax.OpEmptyMatch:
		return true, true
	case syntax.OpLiteral:
		if len(re.Rune) == 0 {
			return true, true
		}
		if re.Flags&syntax.FoldCase != 0 {
			g.any()
		} else {
			g.addRange(re.Rune[0], re.Rune[0])
		}
		return false, true
	case syntax.OpCharClass:
		for i := 0; i+1 < len(re.Rune); i += 2 {
			g.addRange(re.Rune[i], re.Rune[i+1])
		}
		return false, true
	case syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		g.any()
		return false, true
	case syntax.OpCapture:
		return g.first1(re.Sub[0])
	case syntax.OpStar, syntax.OpQuest:
		_, ok := g.first1(re.Sub[0])
		return true, ok
	case syntax.OpPlus:
		return g.first1(re.Sub[0])
	case syntax.OpRepeat:
		empty, ok := g.first1(re.Sub[0])
		return empty || re.Min == 0, ok
	case syntax.OpConcat:
		for _, sub := range re.Sub {
			empty, ok := g.first1(sub)
			if !ok {
				return false, false
			}
			if !empty {
				return false, true
			}
		}
		return true, true
	case syntax.OpAlternate:
		empty := false
		for _, sub := range re.Sub {
			e, ok := g.first1(sub)
			if !ok {
				return false, false
			}
			empty = empty || e
		}
		return empty, true
	}
	return false, false // an assertion, or an operator this does not know
}

func (g *group) any() {
	g.first = [2]uint64{^uint64(0), ^uint64(0)}
	g.nonASCII = true
}

func (g *group) addRange(lo, hi rune) {
	if hi >= utf8.RuneSelf {
		g.nonASCII = true
	}
	for r := lo; r <= hi && r < utf8.RuneSelf; r++ {
		g.first[r>>6] |= 1 << (r & 63)
	}
}

// canStart reports whether the group's text can be s[:e], as far as its
// first byte tells.
func (g *group) canStart(s string, e int) bool {
	if e == 0 {
		return g.empty
	}
	c := s[0]
	if c >= utf8.RuneSelf {
		return g.nonASCII
	}
	return g.first[c>>6]&(1<<(c&63)) != 0
}

// newMatcher returns the matcher of a component of parts. It runs the
// expression, but for a check of the fixed text it starts with, where a
// part is a regexp group or repeated, and where case is ignored.
func newMatcher(parts []part, o compileOptions, goEngine bool) matcher {
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
	var groups []group
	for i, p := range parts {
		if p.modifier == modZeroOrMore || p.modifier == modOneOrMore {
			return m
		}
		if p.typ == partRegexp {
			g, ok := newGroup(p.value)
			if !goEngine || !ok {
				return m
			}
			if groups == nil {
				groups = make([]group, len(parts))
			}
			groups[i] = g
		}
		fixed = fixed && p.typ == partFixedText && p.modifier == modNone
	}
	m.groups = groups
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
		return m.match(0, s, &budget)
	}
	if !strings.HasPrefix(s, m.fixed) {
		return false, true
	}
	return false, false
}

// match reports whether s matches m.parts[i:], as their expression
// anchored at both ends; decided is false once budget is spent.
func (m *matcher) match(i int, s string, budget *int) (match, decided bool) {
	for ; i < len(m.parts); i++ {
		if m.parts[i].modifier != modOptional {
			return m.matchPart(i, s, budget)
		}
		if ok, decided := m.matchPart(i, s, budget); ok || !decided {
			return ok, decided
		}
	}
	return s == "", true
}

// matchPart reports whether s matches the part i (taken once) followed by
// the rest.
func (m *matcher) matchPart(i int, s string, budget *int) (match, decided bool) {
	if *budget--; *budget < 0 {
		return false, false
	}
	p := &m.parts[i]
	if p.typ == partFixedText {
		if !strings.HasPrefix(s, p.value) {
			return false, true
		}
		return m.match(i+1, s[len(p.value):], budget)
	}
	if !strings.HasPrefix(s, p.prefix) {
		return false, true
	}
	s = s[len(p.prefix):]
	// The group takes s[:e], for e from min to end at code point
	// boundaries: one code point or more, none the delimiter, for a
	// segment wildcard; any, for a full wildcard; what its expression
	// matches, for a regexp group.
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
	next, last := m.nextText(i)
	switch {
	case last:
		// what follows is next, to the end: the group ends where it starts
		e := len(s) - len(next)
		if e < min || e > end || !strings.HasSuffix(s, next) || e < len(s) && !utf8.RuneStart(s[e]) {
			return false, true
		}
		return m.takes(p, i, s, e), true
	case next != "" && p.typ == partSegmentWildcard && next[0] == m.delim:
		// what follows starts with the delimiter, which the wildcard stops at
		return m.rest(i, s, end, budget)
	}
	for e := min; e <= end; {
		if next == "" || e < len(s) && s[e] == next[0] {
			if p.typ != partRegexp || m.groups[i].canStart(s, e) {
				if ok, decided := m.rest(i, s, e, budget); !decided || ok && m.takes(p, i, s, e) {
					return ok, decided
				}
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

// takes reports whether the part i, p, can take s[:e]: any text for a
// wildcard (which its caller has bounded), what its expression matches for
// a regexp group.
func (m *matcher) takes(p *part, i int, s string, e int) bool {
	if p.typ != partRegexp {
		return true
	}
	g := &m.groups[i]
	return g.canStart(s, e) && g.re.MatchString(s[:e])
}

// rest reports whether s[e:] matches the suffix of part i followed by the
// parts after it.
func (m *matcher) rest(i int, s string, e int, budget *int) (match, decided bool) {
	tail, suffix := s[e:], m.parts[i].suffix
	if !strings.HasPrefix(tail, suffix) {
		return false, true
	}
	return m.match(i+1, tail[len(suffix):], budget)
}

// nextText returns the fixed text that must follow the group of part i
// (its suffix, or the start of the next part when it is taken once), or
// ""; last is whether that text runs to the end of the value.
func (m *matcher) nextText(i int) (next string, last bool) {
	p, rest := &m.parts[i], m.parts[i+1:]
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

// isGoEngine reports whether engine is GoEngine (nil is), whose
// expressions matchParts may take apart.
func isGoEngine(engine Engine) bool {
	_, ok := engine.(GoEngine)
	return ok || engine == nil
}
