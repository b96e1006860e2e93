package inspect

import (
	"errors"
	"strings"

	"github.com/go-iri/iri/cmd/iri/internal/groups"
	"github.com/go-iri/iri/urlpattern"
)

// A patternMatch is the input matched against the page's URL pattern
// (the URL Pattern Standard, package urlpattern), as
// new URLPattern(pattern, base).exec(input, base) matches it, with the
// page's base when it has one: the pattern of each component as it was
// compiled, or why the pattern does not compile; whether the URL
// matches, and the groups it captured (package groups says which).
type patternMatch struct {
	Pattern    string             `json:"pattern"`
	Error      *patternError      `json:"error,omitempty"`
	Components []patternComponent `json:"components"` // none when it does not compile
	// NotURL: a browser does not read the input (or the base) as a URL,
	// which no pattern matches.
	NotURL bool               `json:"notURL"`
	Match  bool               `json:"match"`
	Groups []groups.Component `json:"groups"` // none when it does not match
}

// A patternError is why a pattern does not compile: the component (""
// for the whole pattern string) and the byte offset in its text (-1 for
// none), as *urlpattern.Error says.
type patternError struct {
	Message   string `json:"message"`
	Component string `json:"component,omitempty"`
	Input     string `json:"input"`
	Offset    int    `json:"offset"`
}

// A patternComponent is one component of the compiled pattern.
type patternComponent struct {
	Name    string `json:"name"`
	Pattern string `json:"pattern"`
}

// matchPattern compiles pattern, against base if it is not empty, and
// matches the input against it.
func matchPattern(pattern, input, base string) *patternMatch {
	m := &patternMatch{Pattern: pattern, Components: []patternComponent{}, Groups: []groups.Component{}}
	p, err := urlpattern.New(pattern, base, urlpattern.Options{})
	if err != nil {
		m.Error = &patternError{Message: strings.TrimPrefix(err.Error(), "urlpattern: "), Input: pattern, Offset: -1}
		var e *urlpattern.Error
		if errors.As(err, &e) {
			m.Error.Component, m.Error.Input, m.Error.Offset = e.Component, e.Input, e.Offset
		}
		return m
	}
	for _, c := range [...]patternComponent{
		{"protocol", p.Protocol()}, {"username", p.Username()}, {"password", p.Password()}, {"hostname", p.Hostname()},
		{"port", p.Port()}, {"pathname", p.Pathname()}, {"search", p.Search()}, {"hash", p.Hash()},
	} {
		m.Components = append(m.Components, c)
	}
	r, ok := p.Exec(input, base)
	if ok {
		m.Match, m.Groups = true, groups.Of(p, r)
	}
	return m
}
