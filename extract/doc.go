// Package extract finds IRIs where people and programs leave them: in
// running text, as 3987bis §8.3 asks of mail readers and editors, with the
// conventions of RFC 3986 Appendix C ([Text]); in the IRI terms of
// N-Triples and N-Quads lines, whose escapes it decodes ([NTriples]); and
// in the links of an HTML document, resolved against its base URL
// ([HTML]). Each IRI is parsed strictly, with [iri.Parse] ([iri.ParseIRI]
// for an N-Triples term, which must be absolute), and found as a [Found];
// NTriples and HTML also return the terms and values that are not IRIs,
// with [Found.Err] saying why.
package extract
