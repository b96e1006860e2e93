package iri

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/pct"
)

// A RepairKind says what a lenient mode changed in its input.
type RepairKind uint8

const (
	// RepairTrimmed: leading or trailing space, CR, LF or TAB removed
	// (3987bis §7.2 step 1; processing draft §4 step 1).
	RepairTrimmed RepairKind = iota + 1
	// RepairStripped: a TAB, CR or LF inside the string removed (the
	// characters browsers strip, 3987bis §7.2 step 2).
	RepairStripped
	// RepairSpaceEncoded: a space written "%20" (processing draft §4
	// step 2, when one reference is expected).
	RepairSpaceEncoded
	// RepairPercentEncoded: a character LEIRI or HREF allows and IRIs do
	// not, percent-encoded as UTF-8 (3987bis §7.1, §7.2 step 3).
	RepairPercentEncoded
	// RepairPercentSign: a "%" not followed by two hex digits written
	// "%25" (3987bis §7.2 step 4).
	RepairPercentSign
	// RepairBackslash: a "\" used as a path separator written "/"
	// (3987bis §7.2 step 5), for the hierarchical schemes of the web.
	RepairBackslash
)

var repairNames = [...]string{"", "trimmed", "stripped", "space-encoded", "percent-encoded", "percent-sign", "backslash"}

// String returns the kind's name: "trimmed", "stripped", "space-encoded",
// "percent-encoded", "percent-sign" or "backslash".
func (k RepairKind) String() string {
	if int(k) < len(repairNames) && k != 0 {
		return repairNames[k]
	}
	return "RepairKind(?)"
}

// A Repair is one change a lenient mode made to turn its input into an IRI.
type Repair struct {
	Kind   RepairKind
	Offset int    // byte offset of the changed text in the input
	Old    string // the text as it was
	New    string // what replaced it ("" when removed)
}

// String describes the repair on one line: its kind, offset, and the text
// before and after.
func (r Repair) String() string {
	return fmt.Sprintf("%v at offset %d: %q -> %q", r.Kind, r.Offset, r.Old, r.New)
}

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
// "#") is an *Error with its offset in s, as in strict mode.
func ParseLEIRI(s string) (IRI, []Repair, error) {
	if err := checkUTF8(s, 0); err != nil {
		return IRI{}, nil, err
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
func finishRepair(input, repaired string, repairs []Repair) (IRI, []Repair, error) {
	x, err := Parse(repaired)
	if err != nil {
		e := err.(*Error)
		return IRI{}, repairs, &Error{Input: input, Offset: originalOffset(e.Offset, repairs), Component: e.Component, Err: e.Err}
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
