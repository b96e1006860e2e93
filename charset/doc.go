// Package charset reads IRIs from documents in the legacy charsets of the
// web: it finds the encoding a charset label names, as browsers do
// ([Lookup]), and parses an IRI given as octets in an encoding ([Parse],
// RFC 3987 §3.1 step 1b).
//
// It lives apart from package [github.com/go-iri/iri] because knowing
// every label links every encoding's tables (golang.org/x/text's
// htmlindex): a program that only parses UTF-8 should not carry them.
// The rest of the module takes a golang.org/x/text/encoding.Encoding,
// which a program may as well name directly (charmap.Windows1252):
// [github.com/go-iri/iri.Mapper]'s QueryEncoding, for the query of the
// URI a browser requests (3987bis §3.5), and
// [github.com/go-iri/iri/whatwg.Parser]'s Encoding.
package charset
