package iri

import "golang.org/x/text/unicode/norm"

// ParseEncoded parses an IRI reference given as octets in the charset
// named by label ("windows-1258", "iso-8859-5", "shift_jis", ...; the
// labels browsers know, golang.org/x/text/encoding/htmlindex). It
// transcodes b to Unicode and, for a legacy charset, normalizes the result
// to NFC (RFC 3987 §3.1 step 1b; the IURI draft's step 2): a direct
// transcoding of "Việt Nam" from windows-1258 gives a decomposed "ệ" that
// NFC composes. A Unicode charset (UTF-8, UTF-16) is decoded without
// normalization (step 1c). Octets that are not UTF-8, given as UTF-8, are
// an error, as Parse gives it (ErrInvalidUTF8 at their offset), not
// characters to replace. An unknown label fails with ErrUnknownCharset,
// and the WHATWG "replacement" charset with ErrUndecodableCharset.
func ParseEncoded(b []byte, label string) (IRI, error) {
	text, unicode, err := decodeCharset(b, label)
	if err != nil {
		return IRI{}, err
	}
	if unicode {
		return Parse(text)
	}
	return Parse(norm.NFC.String(text))
}
