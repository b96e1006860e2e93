package lenient

import (
	"strings"
	"unicode/utf8"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/pct"
)

// isLEIRIExtra reports whether r is in leiri-ucschar (3987bis §7.1, and
// the W3C note "Legacy extended IRIs for XML resource identification"):
//
//	leiri-ucschar = " " / "<" / ">" / DQUOTE / "{" / "}" / "|" / "\" / "^"
//	              / "`" / %x0-1F / %x7F-D7FF / %xE000-FFFD / %x10000-10FFFF
//
// but may not stand as it is in an IRI: every such character but the
// ucschar and iprivate that the IRI grammar allows where they stand.
func isLEIRIExtra(r rune, query bool) bool {
	switch {
	case r < 0x20 || r == 0x7F:
		return true
	case r < 0x7F:
		return strings.ContainsRune(" <>\"{}|\\^`", r)
	case r > 0x10FFFF || r >= 0xD800 && r <= 0xDFFF || r == 0xFFFE || r == 0xFFFF:
		return false // not in leiri-ucschar: cannot be repaired
	}
	return !chars.IRIRune(r, query)
}

// ParseLEIRI parses s as a Legacy Extended IRI (3987bis §7.1), the
// references of XML (system identifiers, xml:base, XLink href, XML Schema
// anyURI): each character that leiri-ucschar allows but an IRI does not
// is percent-encoded as UTF-8 (§3.3), and the result is parsed strictly.
// It returns the IRI and the repairs made. What LEIRI does not allow
// (invalid UTF-8, U+FFFE, U+FFFF, a "%" without two hex digits, a second
// "#") is an *[iri.Error] with its offset in s, as in strict mode.
func ParseLEIRI(s string) (iri.IRI, []Repair, error) {
	if err := checkUTF8(s); err != nil {
		return iri.IRI{}, nil, err
	}
	var b strings.Builder
	var repairs []Repair
	query, fragment := false, false
	for i, r := range s {
		switch {
		case r == '#':
			query, fragment = false, true
		case r == '?' && !fragment:
			query = true
		}
		if isLEIRIExtra(r, query) {
			old := s[i : i+utf8.RuneLen(r)]
			enc := string(pct.AppendEncoded(nil, old))
			repairs = append(repairs, Repair{Kind: RepairPercentEncoded, Offset: i, Old: old, New: enc})
			b.WriteString(enc)
			continue
		}
		b.WriteRune(r)
	}
	return finishRepair(s, b.String(), repairs)
}

// finishRepair parses the repaired text strictly; an error is reported at
// the offset of its cause in the original input.
func finishRepair(input, repaired string, repairs []Repair) (iri.IRI, []Repair, error) {
	x, err := iri.Parse(repaired)
	if err != nil {
		e := err.(*iri.Error)
		return iri.IRI{}, repairs, &iri.Error{Input: input, Offset: originalOffset(e.Offset, repairs), Component: e.Component, Err: e.Err}
	}
	return x, repairs, nil
}

// originalOffset maps an offset in repaired text back to the input, given
// the repairs made in input order.
func originalOffset(off int, repairs []Repair) int {
	shift := 0
	for _, r := range repairs {
		if r.Offset+shift+len(r.New) > off {
			if r.Offset+shift <= off {
				return r.Offset
			}
			break
		}
		shift += len(r.New) - len(r.Old)
	}
	return off - shift
}

// checkUTF8 reports invalid UTF-8 at its offset, before any repair: what
// the lenient modes cannot repair is the input's fault, not theirs.
func checkUTF8(s string) error {
	if i := chars.InvalidUTF8At(s); i >= 0 {
		return &iri.Error{Input: s, Offset: i, Err: iri.ErrInvalidUTF8}
	}
	return nil
}
