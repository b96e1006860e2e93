package iri

import (
	"errors"
	"strconv"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/pct"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/htmlindex"
)

// queryEncoder encodes the non-ASCII text of a query in a legacy charset,
// for 3987bis §3.5.
type queryEncoder struct {
	enc encoding.Encoding
}

// newQueryEncoder returns the encoder for a charset label, or nil for one
// that means UTF-8: UTF-8 itself, and UTF-16 and "replacement", which a URL
// never uses (the URL Standard's "get an output encoding").
func newQueryEncoder(label string) (*queryEncoder, error) {
	enc, name, err := lookupCharset(label)
	if err != nil {
		return nil, err
	}
	switch name {
	case "utf-8", "utf-16be", "utf-16le", "replacement":
		return nil, nil
	}
	return &queryEncoder{enc: enc}, nil
}

// lookupCharset returns the encoding a charset label names, among those
// browsers know (golang.org/x/text/encoding/htmlindex), with its
// canonical name ("utf-8", "windows-1252", ...).
func lookupCharset(label string) (encoding.Encoding, string, error) {
	enc, err := htmlindex.Get(label)
	if err != nil {
		return nil, "", &Error{Input: label, Err: ErrUnknownCharset}
	}
	name, _ := htmlindex.Name(enc)
	return enc, name, nil
}

// appendQuery appends the query src: its ASCII as it is, each run of
// non-ASCII characters encoded in the charset and percent-encoded. A
// character the charset cannot represent becomes "&#NNNN;" (its decimal
// code point), percent-encoded as "%26%23NNNN%3B", as browsers send it.
func (q *queryEncoder) appendQuery(dst []byte, src string) []byte {
	for i := 0; i < len(src); {
		if src[i] < utf8.RuneSelf {
			dst = append(dst, src[i])
			i++
			continue
		}
		j := i
		for j < len(src) && src[j] >= utf8.RuneSelf {
			j++
		}
		dst = q.appendRun(dst, src[i:j])
		i = j
	}
	return dst
}

// appendRun encodes a run of non-ASCII characters, whole when the charset
// can (keeping a stateful encoding's state across it), else one character
// at a time.
func (q *queryEncoder) appendRun(dst []byte, run string) []byte {
	if b, err := q.enc.NewEncoder().String(run); err == nil {
		return appendQueryBytes(dst, b)
	}
	for _, r := range run {
		b, err := q.enc.NewEncoder().String(string(r))
		if err != nil {
			dst = append(dst, "%26%23"...)
			dst = strconv.AppendInt(dst, int64(r), 10)
			dst = append(dst, "%3B"...)
			continue
		}
		dst = appendQueryBytes(dst, b)
	}
	return dst
}

// appendQueryBytes percent-encodes every octet of b that may not stand as
// it is in a query.
func appendQueryBytes(dst []byte, b string) []byte {
	for i := 0; i < len(b); i++ {
		c := b[i]
		if chars.In(c, chars.Query) {
			dst = append(dst, c)
		} else {
			dst = append(dst, '%', pct.UpperHex[c>>4], pct.UpperHex[c&15])
		}
	}
	return dst
}

// Causes of the charset errors of ParseEncoded and of
// Mapper.QueryCharset: the *Error's Input is the label.
var (
	// ErrUnknownCharset: a label that golang.org/x/text/encoding/htmlindex
	// does not know.
	ErrUnknownCharset = errors.New("unknown charset")
	// ErrUndecodableCharset: a charset that ParseEncoded cannot decode
	// faithfully, the WHATWG "replacement" encoding (ISO-2022-KR,
	// HZ-GB-2312, ...), which turns everything into U+FFFD.
	ErrUndecodableCharset = errors.New("charset cannot be decoded safely")
)

// decodeCharset transcodes b, in the charset named by label, to Unicode
// for ParseEncoded, and tells whether that charset is a Unicode one. UTF-8
// is not transcoded: its octets are the text, and an octet that is not
// UTF-8 is left for Parse to report at its offset (the decoder would turn
// it into a U+FFFD the input never held).
func decodeCharset(b []byte, label string) (text string, unicode bool, err error) {
	enc, name, err := lookupCharset(label)
	if err != nil {
		return "", false, err
	}
	switch name {
	case "utf-8":
		return string(b), true, nil
	case "replacement":
		// The WHATWG's stand-in for charsets that are unsafe to decode
		// (ISO-2022-KR, HZ-GB-2312, ...): it decodes everything to U+FFFD.
		return "", false, &Error{Input: label, Err: ErrUndecodableCharset}
	}
	decoded, err := enc.NewDecoder().Bytes(b)
	if err != nil {
		// The decoders of x/text write U+FFFD for what they cannot
		// decode; an error would be a decoder that gives up.
		return "", false, &Error{Input: label, Err: ErrUndecodableCharset}
	}
	return string(decoded), name == "utf-16be" || name == "utf-16le", nil
}
