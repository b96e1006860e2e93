// Package extract finds IRIs where people and programs leave them: in
// running text, as 3987bis §8.3 asks of mail readers and editors, with the
// conventions of RFC 3986 Appendix C (Text), and in the IRI terms of
// N-Triples and N-Quads lines (NTriples), whose escapes it decodes.
// Each IRI found is parsed strictly with iri.Parse.
package extract
