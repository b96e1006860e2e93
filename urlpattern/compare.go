package urlpattern

import (
	"strings"
)

// componentIndex returns the index of a component by its name
// ("protocol", ..., "hash").
func componentIndex(name string) (int, error) {
	for i, n := range componentNames {
		if n == name {
			return i, nil
		}
	}
	return 0, &Error{Input: name, Offset: -1, Reason: "not a component of a URL pattern"}
}

// CompareComponent orders two patterns by one component, named as the
// standard names it ("protocol", "username", "password", "hostname",
// "port", "pathname", "search" or "hash"): -1 if left's is less specific
// than right's, 1 if more, 0 if they rank the same (URLPattern's
// compareComponent, a tentative addition to the standard, as WPT's
// urlpattern-compare tests have it). The components' parts are compared
// in order: fixed text ranks above a regexp group, a regexp group above
// a named group, a named group above "*"; then no modifier above "+",
// "+" above "?", "?" above "*"; then the prefixes, the values and the
// suffixes, as strings. Group names do not count, and a pattern whose
// parts run out ranks as if the next were empty fixed text.
func CompareComponent(component string, left, right *Pattern) (int, error) {
	i, err := componentIndex(component)
	if err != nil {
		return 0, err
	}
	l, r := left.c[i].parts, right.c[i].parts
	n := min(len(l), len(r))
	for j := 0; j < n; j++ {
		if c := comparePart(&l[j], &r[j]); c != 0 {
			return c, nil
		}
	}
	empty := part{typ: partFixedText}
	switch {
	case len(l) > n:
		return comparePart(&l[n], &empty), nil
	case len(r) > n:
		return comparePart(&empty, &r[n]), nil
	}
	return 0, nil
}

// typeRank and modifierRank order part types and modifiers by how
// specific they are.
var (
	typeRank     = [...]int{partFixedText: 3, partRegexp: 2, partSegmentWildcard: 1, partFullWildcard: 0}
	modifierRank = [...]int{modNone: 3, modOneOrMore: 2, modOptional: 1, modZeroOrMore: 0}
)

func comparePart(a, b *part) int {
	if x, y := typeRank[a.typ], typeRank[b.typ]; x != y {
		return sign(x - y)
	}
	if x, y := modifierRank[a.modifier], modifierRank[b.modifier]; x != y {
		return sign(x - y)
	}
	if c := strings.Compare(a.prefix, b.prefix); c != 0 {
		return c
	}
	if c := strings.Compare(a.value, b.value); c != 0 {
		return c
	}
	return strings.Compare(a.suffix, b.suffix)
}

func sign(x int) int {
	switch {
	case x < 0:
		return -1
	case x > 0:
		return 1
	}
	return 0
}

// Generate returns the text of one component, named as in
// [CompareComponent], that p's pattern for it gives with the values of
// groups for its named groups (URLPattern's generate, a tentative
// addition to the standard, as WPT's urlpattern-generate tests have it).
// Each value is canonicalized as fixed text of the component is, and
// must then be one segment (not empty, without the component's
// delimiter: "/" in a pathname, "." in a hostname). A component with a
// regexp group, a wildcard "*", a modifier, or a group that groups does
// not give cannot be generated.
func (p *Pattern) Generate(component string, groups map[string]string) (string, error) {
	i, err := componentIndex(component)
	if err != nil {
		return "", err
	}
	c := &p.c[i]
	fail := func(reason string) (string, error) {
		return "", &Error{Component: component, Input: c.pattern, Offset: -1, Reason: reason}
	}
	var b strings.Builder
	for _, pt := range c.parts {
		if pt.modifier != modNone {
			return fail("a part with a modifier cannot be generated")
		}
		switch pt.typ {
		case partFixedText:
			b.WriteString(pt.value)
			continue
		case partRegexp:
			return fail("a regexp group cannot be generated")
		case partFullWildcard:
			return fail("a wildcard cannot be generated")
		}
		v, ok := groups[pt.name]
		if !ok {
			return fail("no value for the group " + pt.name)
		}
		enc, err := c.encode(v)
		if err != nil {
			return "", err
		}
		if enc == "" || c.delimiter != 0 && strings.IndexByte(enc, c.delimiter) >= 0 {
			return fail("the value of the group " + pt.name + " is not one segment")
		}
		b.WriteString(pt.prefix + enc + pt.suffix)
	}
	return b.String(), nil
}
