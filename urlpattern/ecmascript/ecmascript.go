// Package ecmascript is an [urlpattern.Engine] that runs a URL pattern's
// regular expressions as ECMAScript does, with package
// github.com/dlclark/regexp2 (a backtracking engine) in its ECMAScript
// and Unicode mode: what the default engine, [urlpattern.GoEngine] (RE2),
// rejects, backreferences ("\1", "\k<name>") and lookaround ("(?=",
// "(?!", "(?<=", "(?<!"), runs.
//
//	p, err := urlpattern.New(`/docs/:page((?!draft-)[^\/]+)`, "https://example.com",
//		urlpattern.Options{Engine: ecmascript.Engine{}})
//
// It is a module of its own, github.com/go-iri/iri/urlpattern/ecmascript,
// so that the module github.com/go-iri/iri does not require regexp2.
//
// The URL Pattern Standard compiles with ECMAScript's "v" flag; regexp2
// has the "u" flag, which reads the same expressions but for the "v"
// flag's classes: nested classes and the set operations "--" and "&&"
// are not read as such, and the characters the "v" flag reserves in a
// class ("(", ")", "{", "}", "/", "|", "-" unescaped, doubled
// punctuators) are not rejected. A backtracking engine can take time
// exponential in the input; [Engine.MatchTimeout] bounds it.
package ecmascript

import (
	"time"

	"github.com/dlclark/regexp2/v2"
	"github.com/go-iri/iri/urlpattern"
)

// Engine compiles with regexp2's ECMAScript and Unicode options (and
// IgnoreCase where the pattern ignores case). The zero Engine has no
// time limit.
type Engine struct {
	// MatchTimeout, if not zero, bounds the time of one match of one
	// component: a match that takes longer is no match.
	MatchTimeout time.Duration
}

// Compile compiles expr. An error is regexp2's, which says what it could
// not read: the constructor of the Pattern reports it with the component.
func (e Engine) Compile(expr string, ignoreCase bool) (urlpattern.Regexp, error) {
	opts := regexp2.ECMAScript | regexp2.Unicode
	if ignoreCase {
		opts |= regexp2.IgnoreCase
	}
	expr, err := urlpattern.UFlag(expr, ignoreCase)
	if err != nil {
		return nil, err
	}
	re, err := regexp2.Compile(expr, opts, regexp2.OptionMaintainCaptureOrder())
	if err != nil {
		return nil, err
	}
	if e.MatchTimeout > 0 {
		re.MatchTimeout = e.MatchTimeout
	}
	return regexp{re}, nil
}

// regexp is a compiled expression of Engine.
type regexp struct{ re *regexp2.Regexp }

// Exec runs the expression on s. The capturing groups are those of the
// expression in order, group 0 (the whole match) left out; one with no
// capture did not take part in the match. A timeout is no match.
func (r regexp) Exec(s string) ([]urlpattern.Group, bool) {
	m, err := r.re.FindStringMatch(s)
	if err != nil || m == nil {
		return nil, false
	}
	all := m.Groups()
	groups := make([]urlpattern.Group, len(all)-1)
	for i := range groups {
		if g := &all[i+1]; len(g.Captures) > 0 {
			groups[i] = urlpattern.Group{Value: g.String(), Matched: true}
		}
	}
	return groups, true
}
