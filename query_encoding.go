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
// to be UTF-8: for a nil enc; for an encoding whose output is UTF-8
// (UTF-8 itself, and the WHATWG "replacement" encoding, which encodes as
// UTF-8); and for one that does not write ASCII as itself (UTF-16,
// UTF-32, EBCDIC), which could not carry the query's delimiters. The
// Encoding Standard's "get an output encoding" makes the same choice for
// the encodings browsers know: UTF-16BE and UTF-16LE, and replacement,
// become UTF-8.
func newQueryEncoder(enc encoding.Encoding) *queryEncoder {
	if enc == nil {
		return nil
	}
	// A sample of the ASCII a query holds, and three characters that no
	// legacy encoding writes as UTF-8 does (GB18030, which has all three,
	// writes them otherwise).
	const ascii, nonASCII = "a?=&%#", "\u00e9\u20ac\u65e5"
	if out, err := enc.NewEncoder().String(ascii); err != nil || out != ascii {
		return nil
	}
	if out, err := enc.NewEncoder().String(nonASCII); err == nil && out == nonASCII {
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
