package whatwg

import (
	"strconv"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/transform"
)

// queryEncoder percent-encodes a query after encoding it in a legacy
// encoding (URL Standard §1.3, percent-encode after encoding).
type queryEncoder struct {
	enc encoding.Encoding
}

// newQueryEncoder returns the encoder for enc, or nil if enc's output
// encoding is UTF-8 (Encoding Standard, get an output encoding).
func newQueryEncoder(enc encoding.Encoding) *queryEncoder {
	switch name, _ := htmlindex.Name(enc); name {
	case "utf-8", "utf-16be", "utf-16le", "replacement":
		return nil
	}
	return &queryEncoder{enc: enc}
}

// encode appends in[i:j] of the parser's input encoded, and its bytes
// percent-encoded with set. A code point the encoding cannot represent
// becomes "%26%23", its number in decimal, and "%3B": an HTML character
// reference, percent-encoded.
func (q *queryEncoder) encode(p *parser, i, j int, set *charSet) {
	if isASCII(p.in[i:j]) {
		p.encode(i, j, set) // every legacy encoding the URL Standard meets keeps ASCII
		return
	}
	src := []byte(p.in[i:j])
	e := q.enc.NewEncoder()
	var buf [64]byte
	for len(src) > 0 {
		r, size := utf8.DecodeRune(src)
		if r == utf8.RuneError && size == 1 {
			// A byte that is not UTF-8 is U+FFFD, which no legacy
			// encoding has.
			q.unencodable(p, utf8.RuneError)
			src = src[1:]
			continue
		}
		// One code point at a time, through the one encoder, which keeps
		// the state of a stateful encoding (ISO-2022-JP) from one to the
		// next.
		nDst, _, err := e.Transform(buf[:], src[:size], size == len(src))
		if err != nil {
			q.unencodable(p, r)
			src = src[size:]
			continue
		}
		for _, b := range buf[:nDst] {
			q.appendByte(p, b, set)
		}
		src = src[size:]
	}
	if nDst, _, err := e.Transform(buf[:], nil, true); err == nil {
		for _, b := range buf[:nDst] {
			q.appendByte(p, b, set)
		}
	}
}

func (q *queryEncoder) appendByte(p *parser, b byte, set *charSet) {
	if set.has(b) {
		p.out.pct(b)
	} else {
		p.out.byte(b)
	}
}

// unencodable appends the percent-encoded character reference for r.
func (q *queryEncoder) unencodable(p *parser, r rune) {
	p.out.str("%26%23")
	var buf [8]byte
	p.out.bytes(strconv.AppendInt(buf[:0], int64(r), 10))
	p.out.str("%3B")
}

var _ = transform.ErrShortDst
