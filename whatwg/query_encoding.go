package whatwg

import (
	"strconv"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/chars"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/transform"
	"golang.org/x/text/width"
)

// queryEncoder percent-encodes a query after encoding it in a legacy
// encoding (URL Standard §1.3, percent-encode after encoding): the
// encoders of the Encoding Standard, on golang.org/x/text's, with the
// steps of the Encoding Standard's encoders that x/text does not take
// (TestXTextEncoderGaps shows each).
type queryEncoder struct {
	name  string // the encoding's name (Encoding Standard)
	enc   encoding.Encoding
	x     transform.Transformer
	state iso2022jpState
}

type iso2022jpState uint8

const (
	iso2022jpASCII iso2022jpState = iota
	iso2022jpRoman
	iso2022jpJIS0208
)

// newQueryEncoder returns the encoder for enc, or nil if enc's output
// encoding is UTF-8 (Encoding Standard, get an output encoding).
func newQueryEncoder(enc encoding.Encoding) *queryEncoder {
	name, _ := htmlindex.Name(enc)
	switch name {
	case "utf-8", "utf-16be", "utf-16le", "replacement":
		return nil
	}
	return &queryEncoder{name: name, enc: enc}
}

// encode appends in[i:j] of the parser's input encoded, its bytes
// percent-encoded with set. A code point the encoding cannot represent
// becomes "%26%23", its number in decimal, and "%3B": an HTML character
// reference, percent-encoded. A byte that is not UTF-8 is U+FFFD.
func (q *queryEncoder) encode(p *parser, i, j int, set charSet) {
	if chars.IsASCII(p.in[i:j]) && q.name != "iso-2022-jp" {
		p.encode(i, j, set) // the other legacy encodings keep ASCII
		return
	}
	q.x, q.state = q.enc.NewEncoder(), iso2022jpASCII
	var buf [16]byte
	for k := i; k < j; {
		r, size := utf8.DecodeRuneInString(p.in[k:j])
		k += size
		b, bad := q.appendRune(buf[:0], r)
		for _, c := range b {
			if set.has(c) {
				p.out.pct(c)
			} else {
				p.out.byte(c)
			}
		}
		if bad >= 0 {
			p.out.str("%26%23")
			p.out.bytes(strconv.AppendInt(buf[:0], int64(bad), 10))
			p.out.str("%3B")
		}
	}
	if q.state != iso2022jpASCII {
		p.out.str("%1B(B") // ESC ( B, back to ASCII at the end of the queue
	}
}

// appendRune appends the bytes the encoder gives for r, and returns -1,
// or the code point of an error, which may come after bytes (ISO-2022-JP's
// return to ASCII).
func (q *queryEncoder) appendRune(dst []byte, r rune) ([]byte, rune) {
	switch q.name {
	case "gbk", "gb18030":
		if r == 0xE5E5 { // gb18030 encoder, step 3
			return dst, r
		}
	case "shift_jis", "euc-jp":
		switch r { // Shift_JIS and EUC-JP encoders
		case 0xA5:
			return append(dst, 0x5C), -1
		case 0x203E:
			return append(dst, 0x7E), -1
		case 0x2212:
			r = 0xFF0D
		}
		if q.name == "euc-jp" {
			// The EUC-JP encoder uses JIS X 0208 only; x/text also JIS X 0212.
			if b, bad := q.x1(dst, r); bad >= 0 || len(b) == len(dst) || b[len(dst)] != 0x8F {
				return b, bad
			}
			return dst, r
		}
	case "iso-2022-jp":
		return q.appendISO2022JP(dst, r)
	}
	return q.x1(dst, r)
}

// x1 appends what x/text's encoder gives for r alone.
func (q *queryEncoder) x1(dst []byte, r rune) ([]byte, rune) {
	var src [utf8.UTFMax]byte
	n := utf8.EncodeRune(src[:], r)
	var out [8]byte
	nDst, _, err := q.x.Transform(out[:], src[:n], true)
	if err != nil {
		return dst, r
	}
	return append(dst, out[:nDst]...), -1
}

// appendISO2022JP is the ISO-2022-JP encoder of the Encoding Standard:
// ASCII, JIS X 0201 Roman for U+00A5 and U+203E, and JIS X 0208 (through
// x/text's encoder, which knows no Roman and writes half-width katakana
// as JIS X 0201 katakana where the standard widens them).
func (q *queryEncoder) appendISO2022JP(dst []byte, r rune) ([]byte, rune) {
	for {
		switch {
		case (q.state == iso2022jpASCII || q.state == iso2022jpRoman) && (r == 0x0E || r == 0x0F || r == 0x1B):
			return dst, utf8.RuneError // reported as U+FFFD, not as r
		case q.state == iso2022jpASCII && r < utf8.RuneSelf:
			return append(dst, byte(r)), -1
		case q.state == iso2022jpRoman && (r < utf8.RuneSelf && r != 0x5C && r != 0x7E || r == 0xA5 || r == 0x203E):
			switch r {
			case 0xA5:
				return append(dst, 0x5C), -1
			case 0x203E:
				return append(dst, 0x7E), -1
			}
			return append(dst, byte(r)), -1
		case r < utf8.RuneSelf:
			dst, q.state = append(dst, 0x1B, '(', 'B'), iso2022jpASCII
			continue
		case r == 0xA5 || r == 0x203E:
			dst, q.state = append(dst, 0x1B, '(', 'J'), iso2022jpRoman
			continue
		}
		if r == 0x2212 {
			r = 0xFF0D
		}
		if r >= 0xFF61 && r <= 0xFF9F {
			r = isoKatakana(r)
		}
		lead, trail, ok := jis0208(r)
		if !ok {
			if q.state == iso2022jpJIS0208 {
				dst, q.state = append(dst, 0x1B, '(', 'B'), iso2022jpASCII
			}
			return dst, r
		}
		if q.state != iso2022jpJIS0208 {
			dst, q.state = append(dst, 0x1B, '$', 'B'), iso2022jpJIS0208
		}
		return append(dst, lead, trail), -1
	}
}

// isoKatakana maps a half-width katakana to the full-width one of the
// index ISO-2022-JP katakana (Encoding Standard): its wide form (Unicode's
// <narrow> decompositions), but for the two sound marks, which the index
// maps to the spacing ones.
func isoKatakana(r rune) rune {
	switch r {
	case 0xFF9E:
		return 0x309B
	case 0xFF9F:
		return 0x309C
	}
	if w := width.LookupRune(r).Wide(); w != 0 {
		return w
	}
	return r
}

// jis0208 returns the bytes of r in JIS X 0208 as ISO-2022-JP writes them,
// from x/text's ISO-2022-JP encoder.
func jis0208(r rune) (lead, trail byte, ok bool) {
	b, err := japanese.ISO2022JP.NewEncoder().String(string(r))
	if err != nil || len(b) != 8 || b[:3] != "\x1b$B" {
		return 0, 0, false
	}
	return b[3], b[4], true
}
