package charset

import (
	"github.com/go-iri/iri"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/encoding/unicode/utf32"
	"golang.org/x/text/unicode/norm"
)

// Parse parses an IRI reference given as octets in the encoding enc
// (from [Lookup], or a golang.org/x/text encoding named directly). It
// transcodes b to Unicode and, for a legacy encoding, normalizes the
// result to NFC (RFC 3987 §3.1 step 1b; the IURI draft's step 2): a
// direct transcoding of "Việt Nam" from windows-1258 gives a decomposed
// "ệ" that NFC composes. Octets in a Unicode encoding (UTF-8, UTF-16)
// are decoded without normalization (step 1c), and UTF-8 is not
// transcoded at all: octets that are not UTF-8 are an error, as
// [iri.Parse] gives it ([iri.ErrInvalidUTF8] at their offset), not
// characters to replace. The WHATWG "replacement" encoding, which decodes
// everything to U+FFFD, fails with [iri.ErrUndecodableCharset].
func Parse(b []byte, enc encoding.Encoding) (iri.IRI, error) {
	name, _ := htmlindex.Name(enc)
	switch name {
	case "utf-8":
		return iri.Parse(string(b))
	case "replacement":
		return iri.IRI{}, &iri.Error{Input: name, Err: iri.ErrUndecodableCharset}
	}
	decoded, err := enc.NewDecoder().Bytes(b)
	if err != nil {
		// The decoders of x/text write U+FFFD for what they cannot
		// decode; an error is a decoder that gives up.
		return iri.IRI{}, &iri.Error{Input: name, Err: iri.ErrUndecodableCharset}
	}
	if isUnicode(enc) {
		return iri.Parse(string(decoded))
	}
	return iri.Parse(norm.NFC.String(string(decoded)))
}

// isUnicode reports whether enc is one of golang.org/x/text's Unicode
// encodings but UTF-8, which Parse does not decode: UTF-8 with a byte
// order mark, and UTF-16 and UTF-32 in each byte order and with each way
// of reading a byte order mark. (unicode.All and utf32.All list only
// some of those.)
func isUnicode(enc encoding.Encoding) bool {
	if enc == unicode.UTF8BOM {
		return true
	}
	for _, bom := range []unicode.BOMPolicy{unicode.IgnoreBOM, unicode.UseBOM, unicode.ExpectBOM} {
		if enc == unicode.UTF16(unicode.BigEndian, bom) || enc == unicode.UTF16(unicode.LittleEndian, bom) {
			return true
		}
	}
	for _, bom := range []utf32.BOMPolicy{utf32.IgnoreBOM, utf32.UseBOM, utf32.ExpectBOM} {
		if enc == utf32.UTF32(utf32.BigEndian, bom) || enc == utf32.UTF32(utf32.LittleEndian, bom) {
			return true
		}
	}
	return false
}
