// Package urlpattern implements the WHATWG URL Pattern Standard
// (https://urlpattern.spec.whatwg.org/): patterns that match URLs by
// component, such as "https://*.example.com/books/:id", and the groups
// they capture.
//
// A [Pattern] is compiled from a pattern string with [New], or from the
// patterns of its components with [FromInit]. Each of the eight
// components (protocol, username, password, hostname, port, pathname,
// search, hash) is a pattern of fixed text, named groups (":id"), regexp
// groups ("(\d+)"), wildcards ("*"), "{...}" groups and the modifiers
// "?", "*" and "+" (URL Pattern Standard, section "Pattern strings"). Fixed text is
// canonicalized as the URL Standard's parser would the component (section "Canonicalization"),
// with package [github.com/go-iri/iri/whatwg], which also parses the URLs
// that [Pattern.Test] and [Pattern.Exec] match.
//
// The standard compiles each component to an ECMAScript regular
// expression. The default [Engine], [GoEngine], runs them with package
// regexp (RE2), translating ECMAScript's syntax; a regexp group that RE2
// cannot run (a backreference, a lookaround) makes the constructor fail
// with an [*Error] that names it and where it is. Another Engine can be
// given in [Options].
//
// One that runs them all is the module
// github.com/go-iri/iri/urlpattern/ecmascript, in the folder
// urlpattern/ecmascript of this repository, a module of its own so that
// this one does not require its regexp2 (a backtracking engine, in its
// ECMAScript mode with the "u" flag, given the "v" flag's classes by
// [UFlag]):
//
//	go get github.com/go-iri/iri/urlpattern/ecmascript
//
//	p, err := urlpattern.New(`/docs/:page((?!draft-)[^\/]+)`, "https://example.com",
//		urlpattern.Options{Engine: ecmascript.Engine{}})
//
// Its tests run WPT's urlpatterntestdata.json again with it, and pass the
// same 369 cases.
package urlpattern
