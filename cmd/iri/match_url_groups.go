package main

import (
	"slices"
	"strconv"
	"strings"

	"github.com/go-iri/iri/urlpattern"
)

// The groups match-url writes of a match: those of each component whose
// pattern has groups, in the standard's order of the components
// (protocol, username, password, hostname, port, pathname, search, hash),
// and in each, its groups by name, as URLPattern's exec gives them. Two
// kinds of component are left out: one whose pattern is fixed text,
// which has no groups, and one whose pattern is "*", which is every
// component a pattern does not give ("/books/:id" gives only the
// pathname), for its one group, "0", is the whole component of the input.
// An optional group that took no part in the match is null in JSON
// (exec's undefined) and left out of the text, where a group that
// matched the empty string is "" and "pathname.id=".

// matchGroups are the groups of a match, nil for none (JSON's null, for
// an input that does not match).
type matchGroups []componentGroups

// componentGroups are the groups of one component.
type componentGroups struct {
	component string
	names     []string // in groupOrder
	groups    map[string]urlpattern.Group
}

// groupsOf returns the groups of r, a match of p, as match-url writes
// them.
func groupsOf(p *urlpattern.Pattern, r urlpattern.Result) matchGroups {
	g := matchGroups{}
	for _, c := range [...]struct {
		name, pattern string
		res           urlpattern.ComponentResult
	}{
		{"protocol", p.Protocol(), r.Protocol}, {"username", p.Username(), r.Username},
		{"password", p.Password(), r.Password}, {"hostname", p.Hostname(), r.Hostname},
		{"port", p.Port(), r.Port}, {"pathname", p.Pathname(), r.Pathname},
		{"search", p.Search(), r.Search}, {"hash", p.Hash(), r.Hash},
	} {
		if len(c.res.Groups) == 0 || c.pattern == "*" {
			continue
		}
		names := make([]string, 0, len(c.res.Groups))
		for n := range c.res.Groups {
			names = append(names, n)
		}
		slices.SortFunc(names, groupOrder)
		g = append(g, componentGroups{c.name, names, c.res.Groups})
	}
	return g
}

// groupOrder orders the names of groups as JavaScript orders the keys of
// exec's groups objects where it can: the numbers of the unnamed groups
// first, in numeric order, then the names (in the order of the pattern
// in JavaScript; here, which does not keep it, in the order of their
// bytes).
func groupOrder(a, b string) int {
	na, errA := strconv.ParseUint(a, 10, 32)
	nb, errB := strconv.ParseUint(b, 10, 32)
	switch {
	case errA == nil && errB == nil:
		return int(na) - int(nb)
	case errA == nil:
		return -1
	case errB == nil:
		return 1
	}
	return strings.Compare(a, b)
}

// MarshalJSON writes g as one object, its components in their order:
// {"pathname":{"id":"42"}}; null for nil.
func (g matchGroups) MarshalJSON() ([]byte, error) {
	if g == nil {
		return []byte("null"), nil
	}
	b := []byte{'{'}
	for i, c := range g {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(append(b, marshal(c.component)...), ':', '{')
		for k, name := range c.names {
			if k > 0 {
				b = append(b, ',')
			}
			b = append(append(b, marshal(name)...), ':')
			if v := c.groups[name]; v.Matched {
				b = append(b, marshal(v.Value)...)
			} else {
				b = append(b, "null"...)
			}
		}
		b = append(b, '}')
	}
	return append(b, '}'), nil
}

// appendText appends the text line of a match: "true" and, after a tab
// each, the groups as component.name=value; or "false". A value comes
// from the URL parser, which leaves no tab nor line break in it; what
// else would break the line is escaped (see printable).
func (g matchGroups) appendText(b []byte, ok bool) []byte {
	if !ok {
		return append(b, "false\n"...)
	}
	b = append(b, "true"...)
	for _, c := range g {
		for _, name := range c.names {
			if v := c.groups[name]; v.Matched {
				b = append(append(append(append(append(b, '\t'), c.component...), '.'), printable(name)...), '=')
				b = append(b, printable(v.Value)...)
			}
		}
	}
	return append(b, '\n')
}
