// Package groups is the groups of a URL pattern's match as "iri
// match-url" writes them and the inspector page shows them: those of each
// component whose pattern has groups, in the standard's order of the
// components (protocol, username, password, hostname, port, pathname,
// search, hash), and in each, its groups by name, as URLPattern's exec
// gives them. Two kinds of component are left out: one whose pattern is
// fixed text, which has no groups, and one whose pattern is "*", which is
// every component a pattern does not give ("/books/:id" gives only the
// pathname), for its one group, "0", is the whole component of the input.
package groups

import (
	"slices"
	"strconv"
	"strings"

	"github.com/go-iri/iri/urlpattern"
)

// A Component is the groups of one component of a match.
type Component struct {
	Name   string  `json:"name"` // "protocol", ..., "hash"
	Groups []Group `json:"groups"`
}

// A Group is one group of a match: an optional group that took no part
// in it has Matched false (exec's undefined), unlike one that matched
// the empty string.
type Group struct {
	Name  string `json:"name"`
	Value string `json:"value"`
	// Matched: the group took part in the match.
	Matched bool `json:"matched"`
}

// Of returns the groups of r, a match of p, as the package doc says: an
// empty list, not nil, when there are none.
func Of(p *urlpattern.Pattern, r urlpattern.Result) []Component {
	cs := []Component{}
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
		slices.SortFunc(names, order)
		gs := make([]Group, len(names))
		for i, n := range names {
			g := c.res.Groups[n]
			gs[i] = Group{n, g.Value, g.Matched}
		}
		cs = append(cs, Component{c.name, gs})
	}
	return cs
}

// order orders the names of groups as JavaScript orders the keys of
// exec's groups objects where it can: the numbers of the unnamed groups
// first, in numeric order, then the names (in the order of the pattern
// in JavaScript; here, which does not keep it, in the order of their
// bytes).
func order(a, b string) int {
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
