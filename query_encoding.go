package iri

import (
	"strconv"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/pct"
	"golang.org/x/text/encoding"
)

// queryEncoder encodes the non-ASCII text of a query in a legacy
// encoding, for 3987bis §3.5.
type queryEncoder struct {
	enc encoding.Encoding
}

// newQueryEncoder returns the encoder for enc, or nil where the query is
// to be UTF-8: for a nil enc, and for an encoding that does not write
// ASCII as itself (UTF-16, UTF-32, EBCDIC), which could not carry the
// query's delimiters. The Encoding Standard's "get an output encoding"
// makes UTF-16BE and UTF-16LE UTF-8 alike; its "replacement" encoding,
// like UTF-8 itself, encodes as UTF-8 and needs no rule.
func newQueryEncoder(enc encoding.Encoding) *queryEncoder {
	const ascii = "a?=&%#" // a sample of the ASCII a query holds
	if enc == nil {
		return nil
	}
	if out, err := enc.NewEncoder().String(ascii); err != nil || out != ascii {
		return nil
	}
	return &queryEncoder{enc: enc}
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
