// Package template implements URI Templates (RFC 6570), all four levels,
// for URIs and IRIs: [Parse] reads a template once, and its [Template]
// expands into a URI reference ([Template.Expand], [Template.AppendExpand])
// or an IRI ([Template.ExpandIRI]) as many times as needed.
//
//	t, err := template.Parse("https://example.org/users/{id}{?fields*}")
//	s, err := t.Expand(template.Vars{"id": "42", "fields": []string{"name", "mail"}})
//	// https://example.org/users/42?fields=name&fields=mail
//
// # The grammar and the expansion
//
// Parse takes the grammar of RFC 6570 §2 whole: literals (§2.1),
// expressions with the operators "+", "#", ".", "/", ";", "?" and "&"
// (§2.2), variable lists, and the modifiers of level 4, a prefix ":N" of 1
// to 9999 characters and explode "*" (§2.4). The operators that §2.2
// reserves for future extensions ("=", ",", "!", "@", "|") are an error,
// as §3 says an expression it cannot parse is. An apostrophe is a literal,
// as erratum 6937 to RFC 6570 (verified) admits it; the RFC's ABNF left it
// out. Every error is an *[Error] with the offset of its cause.
//
// Expansion follows §3 and the algorithm of Appendix A. A value is a
// string, a list of strings, or an associative array, an ordered list of
// [Pair] (§2.3); a list or an array without members is undefined, as is a
// variable that [Values] does not hold, and an undefined variable expands
// to nothing (§3.2.1). Characters that a URI does not allow where they
// stand are percent-encoded as UTF-8 (§1.6, §3.1): those of literals that
// are not unreserved, reserved or part of a percent-encoded triplet, those
// of values that are not unreserved, and for the "+" and "#" operators not
// reserved either, where a triplet of the value stays as it is. A prefix
// counts characters (code points), not bytes, and in the "+" and "#"
// expansions a triplet as one character, so that it never splits one
// (§2.4.1).
//
// # URIs and IRIs
//
// RFC 6570 writes templates for URIs and IRIs alike: a literal may hold any
// ucschar or iprivate (§2.1), and an expansion is a URI whose conversion by
// RFC 3987 §3.2 is the IRI (§1.1). Expand returns the URI; ExpandIRI parses
// it with [iri.Parse] and converts it with [iri.IRI.ToIRI], so that the
// non-ASCII characters of the literals and of the values read as
// characters. A template's output need not be a URI reference at all ("#"
// twice, say, from a value): ExpandIRI says so with its error.
//
// # Matching
//
// [Template.Match] is the inverse of expansion: it reads the values of the
// variables back from an IRI that the template expands to, as routers and
// Ruby's addressable (extract) do. It answers only for the templates
// [Template.Invertible] accepts, whose expressions' boundaries the
// literals and operators decide; its doc lists what is and is not
// invertible. Expanding what Match returns gives the IRI again.
//
// # Levels
//
// [Template.Level] gives the lowest level of RFC 6570 §1.2 that the
// template needs: 1 for simple string expansion, 2 for the "+" and "#"
// operators, 3 for several variables in one expression and the other
// operators, 4 for the modifiers.
package template
