// Package lenient turns the references that other formats accept but RFC
// 3987 does not into strict IRIs, saying what it changed: the Legacy
// Extended IRIs of XML ([ParseLEIRI], draft-ietf-iri-3987bis §7.1) and
// the Web Addresses of HTML's href ([ParseHREF] and [HREF],
// 3987bis §7.2). Each returns an [github.com/go-iri/iri.IRI] that
// [github.com/go-iri/iri.Parse] accepts, with one [Repair] for each
// change, so that a program can accept what it must and still tell its
// user what was wrong.
//
// Which to use:
//
//   - a system identifier, xml:base, XLink href or XML Schema anyURI:
//     [ParseLEIRI], which only percent-encodes what LEIRI allows and IRIs
//     do not;
//   - an attribute of an HTML document, when the result must be an IRI
//     (to store, compare or relativize it as RFC 3987 does): [ParseHREF],
//     which also trims, strips TAB, CR and LF, and reads "\" as "/" for
//     the schemes of the web;
//   - an attribute of an HTML document, when the result must be what a
//     browser requests (its host canonicalized, IPv4 numbers rewritten,
//     the special schemes' rules applied):
//     [github.com/go-iri/iri/whatwg.Parse], the URL Standard. Its
//     URL.IRI gives the IRI that ParseHREF gives of the same href.
//
// What neither mode can repair (invalid UTF-8, U+FFFE, a bad IPv6
// literal, a colon in the first segment of a relative path) is an
// *[github.com/go-iri/iri.Error] with its offset in the input, as in
// strict parsing.
package lenient
