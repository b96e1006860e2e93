package extract

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/pct"
	"golang.org/x/text/width"
)

// A Found is an IRI found in running text by [Text], in a line of
// N-Triples by [NTriples], or in an HTML document by [HTML].
type Found struct {
	IRI    iri.IRI
	Offset int    // byte offset of the IRI's text in the input
	Text   string // the text as it stands in the input (with line breaks inside <...>)
	Err    error  // why an N-Triples term is not an IRI, or an HTML value not an IRI reference (Text returns IRIs only)
}

// nonHierarchical are the schemes Extract takes without "//" after them.
var nonHierarchical = map[string]bool{"mailto": true, "urn": true, "tel": true, "data": true, "tag": true,
	"did": true, "geo": true, "news": true, "sip": true, "sips": true, "xmpp": true, "magnet": true}

// Text finds the IRIs in running text, as 3987bis §8.3 asks of mail
// readers and editors, with the conventions of RFC 3986 Appendix C: an
// IRI in <...> or "..." is taken whole (inside <...>, line breaks and
// spaces are dropped); otherwise an IRI starts at a scheme followed by
// "//" (or by ":" for mailto, urn, tel, data and a few others) and ends at
// whitespace, at "<", ">" or '"', at a control or bidi control character,
// at the wide punctuation of Chinese, Japanese and Korean text ("，", "。",
// "、", "「"...), or where the grammar ends it. Another non-ASCII
// character does not end it. Sentence punctuation at its end (".", ",",
// ";", ":", "!", "?", quotes, and a ")" or "]" without its opening pair)
// is left out, and so is the Markdown emphasis that encloses it
// ("**http://a/b**", "_http://a/b_"). Only valid IRIs with a scheme are
// returned, in the order of the text.
func Text(text string) []Found {
	var found []Found
	for i := 0; i < len(text); {
		switch c := text[i]; {
		case c == '<' || c == '"':
			if f, end, ok := delimited(text, i); ok {
				found = append(found, f)
				i = end
				continue
			}
			i++
		case chars.IsAlpha(c) && (i == 0 || !schemeChar(text[i-1])):
			if f, end, ok := undelimited(text, i); ok {
				found = append(found, f)
				i = end
				continue
			}
			i++
		default:
			i++
		}
	}
	return found
}

func schemeChar(c byte) bool { return chars.In(c, chars.Scheme) }

// delimited reads an IRI between "<" and ">" or between double quotes at
// offset i.
func delimited(text string, i int) (Found, int, bool) {
	closing := byte('>')
	if text[i] == '"' {
		closing = '"'
	}
	end := strings.IndexByte(text[i+1:], closing)
	if end < 0 {
		return Found{}, 0, false
	}
	raw := text[i+1 : i+1+end]
	body := strings.TrimPrefix(raw, "URL:")
	if closing == '>' {
		body = strings.Map(func(r rune) rune {
			if unicode.IsSpace(r) {
				return -1
			}
			return r
		}, body)
	}
	x, err := iri.Parse(body)
	if err != nil || !x.IsAbsolute() || x.Path() == "" && !hasAuthority(x) {
		return Found{}, 0, false
	}
	return Found{IRI: x, Offset: i + 1, Text: raw}, i + 2 + end, true
}

// undelimited reads an IRI that starts with a scheme at offset i.
func undelimited(text string, i int) (Found, int, bool) {
	n := chars.SchemeLength(text[i:])
	if n == 0 {
		return Found{}, 0, false
	}
	rest := text[i+n+1:]
	if !strings.HasPrefix(rest, "//") && !nonHierarchical[strings.ToLower(text[i:i+n])] {
		return Found{}, 0, false
	}
	end := i + n + 1
	for end < len(text) {
		r, size := utf8.DecodeRuneInString(text[end:])
		if r == utf8.RuneError && size == 1 || unicode.IsSpace(r) || r == '<' || r == '>' || r == '"' ||
			unicode.IsControl(r) || chars.IsBidiControl(r) || widePunctuation(r) {
			break
		}
		end += size
	}
	candidate := text[i:end]
	// Where the grammar stops, the IRI stops; then sentence punctuation
	// and the closing of the emphasis that opens before it come off its
	// end, in turn: "**http://a/b**." ends at "b".
	if _, err := iri.Parse(candidate); err != nil {
		if e, ok := err.(*iri.Error); ok && e.Offset > n+1 {
			candidate = candidate[:e.Offset]
		}
	}
	opener := emphasisBefore(text, i)
	for {
		trimmed := trimTrailingPunctuation(candidate)
		if opener != "" && strings.HasSuffix(trimmed, opener) {
			trimmed, opener = strings.TrimSuffix(trimmed, opener), "" // closed once
		}
		if trimmed == candidate {
			break
		}
		candidate = trimmed
	}
	x, err := iri.Parse(candidate)
	if err != nil || len(candidate) <= n+1 || strings.HasSuffix(candidate, "://") {
		return Found{}, 0, false
	}
	return Found{IRI: x, Offset: i, Text: candidate}, i + len(candidate), true
}

// widePunctuation reports whether r is punctuation of East Asian text,
// wide or full-width (UAX #11): "，", "。", "、", "「", "）", "！"... It ends
// an IRI in running text, where no space comes after it.
func widePunctuation(r rune) bool {
	if r < 0x2000 || !unicode.IsPunct(r) {
		return false
	}
	k := width.LookupRune(r).Kind()
	return k == width.EastAsianWide || k == width.EastAsianFullwidth
}

// emphasisBefore returns the run of Markdown emphasis delimiters ("*",
// "**", "_", "__", "~~"...) that ends at offset i, "" if none: the IRI
// that follows ends before the same run (CommonMark §6.2).
func emphasisBefore(text string, i int) string {
	j := i
	for j > 0 && i-j < 3 && (text[j-1] == '*' || text[j-1] == '_' || text[j-1] == '~') && text[j-1] == text[i-1] {
		j--
	}
	return text[j:i]
}

// trimTrailingPunctuation removes what ends a sentence rather than the
// IRI: punctuation (".", ",", ";", ":", "!", "?", quotes, "؟", "。", ...)
// but for "/", "#", "%", "&", "*" and "@", and a closing bracket whose
// opening one is not in the IRI.
func trimTrailingPunctuation(s string) string {
	for len(s) > 0 {
		r, size := utf8.DecodeLastRuneInString(s)
		switch {
		case unicode.In(r, unicode.Po, unicode.Pf, unicode.Pi) && !strings.ContainsRune("/#%&*@\\", r):
			s = s[:len(s)-size]
		case r == ')' && strings.Count(s, "(") < strings.Count(s, ")"),
			r == ']' && strings.Count(s, "[") < strings.Count(s, "]"):
			s = s[:len(s)-size]
		default:
			return s
		}
	}
	return s
}

// NTriples returns every IRI term (<...>) of one line of N-Triples or
// N-Quads, in order, with its \uXXXX and \UXXXXXXXX escapes decoded
// (RDF 1.1 N-Triples §2.3). A term that is not an absolute IRI after
// decoding comes with Err set: piping a dump through it checks every IRI.
// Literals ("...") and comments (# to the end of the line) are skipped.
func NTriples(line string) []Found {
	var found []Found
	for i := 0; i < len(line); i++ {
		switch line[i] {
		case '#':
			return found
		case '"':
			for i++; i < len(line) && line[i] != '"'; i++ {
				if line[i] == '\\' {
					i++
				}
			}
		case '<':
			end := strings.IndexByte(line[i+1:], '>')
			if end < 0 {
				return found
			}
			raw := line[i+1 : i+1+end]
			f := Found{Offset: i + 1, Text: raw}
			value, err := unescapeUCHAR(raw)
			if err == nil {
				f.IRI, err = iri.ParseIRI(value)
			}
			f.Err = err
			found = append(found, f)
			i += 1 + end
		}
	}
	return found
}

// unescapeUCHAR decodes the UCHAR escapes of an N-Triples IRIREF.
func unescapeUCHAR(s string) (string, error) {
	if strings.IndexByte(s, '\\') < 0 {
		return s, nil
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' {
			b.WriteByte(s[i])
			continue
		}
		n := 0
		switch {
		case i+1 < len(s) && s[i+1] == 'u':
			n = 4
		case i+1 < len(s) && s[i+1] == 'U':
			n = 8
		default:
			return "", &iri.Error{Input: s, Offset: i, Err: iri.ErrInvalidCharacter}
		}
		if i+2+n > len(s) {
			return "", &iri.Error{Input: s, Offset: i, Err: iri.ErrInvalidCharacter}
		}
		var r rune
		for _, h := range []byte(s[i+2 : i+2+n]) {
			if !chars.IsHex(h) {
				return "", &iri.Error{Input: s, Offset: i, Err: iri.ErrInvalidCharacter}
			}
			r = r<<4 | rune(pct.Unhex(h))
		}
		if !utf8.ValidRune(r) {
			return "", &iri.Error{Input: s, Offset: i, Err: iri.ErrInvalidUTF8}
		}
		b.WriteRune(r)
		i += 1 + n
	}
	return b.String(), nil
}

// hasAuthority reports whether x has an authority, possibly empty.
func hasAuthority(x iri.IRI) bool {
	_, ok := x.Authority()
	return ok
}
