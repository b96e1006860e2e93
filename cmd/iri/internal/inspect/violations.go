package inspect

import (
	"unicode/utf8"

	"github.com/go-iri/iri/check"
)

// A violation is a check.Violation as the page shows it: under the
// characters it concerns, in a lane of its own where it would overlap
// another, with the characters it is about named.
type violation struct {
	Code      string      `json:"code"`
	Severity  string      `json:"severity"`
	Section   string      `json:"section"`
	Message   string      `json:"message"`
	Offset    int         `json:"offset"`
	Length    int         `json:"length"`
	Component string      `json:"component,omitempty"`
	Lane      int         `json:"lane"`
	Chars     []namedChar `json:"chars,omitempty"`
}

// A namedChar is a character a violation is about, named so that a
// person can tell an invisible or a look-alike one from another.
type namedChar struct {
	Offset    int    `json:"offset"`
	Text      string `json:"text"`
	Glyph     string `json:"glyph,omitempty"`
	CodePoint string `json:"codePoint"`
	Name      string `json:"name"`
	Invisible bool   `json:"invisible,omitempty"`
}

// namedPerViolation bounds the characters named under one violation; the
// table of characters names them all.
const namedPerViolation = 8

// violations converts what the checker found in s, and packs them into
// lanes: a violation goes in the first lane where it overlaps none
// before it. It returns the number of lanes.
func violations(s string, found []check.Violation) ([]violation, int) {
	out := make([]violation, 0, len(found))
	var laneEnds []int // where the last violation of each lane ends
	for _, v := range found {
		pv := violation{
			Code: v.Code, Severity: v.Severity.String(), Section: v.Section, Message: v.Message,
			Offset: v.Offset, Length: v.Length,
		}
		if v.Component != 0 {
			pv.Component = v.Component.String()
		}
		start, end := v.Offset, v.Offset+max(v.Length, 1)
		pv.Lane = len(laneEnds)
		for lane, e := range laneEnds {
			if e <= start {
				pv.Lane = lane
				break
			}
		}
		if pv.Lane == len(laneEnds) {
			laneEnds = append(laneEnds, end)
		} else {
			laneEnds[pv.Lane] = end
		}
		pv.Chars = namedChars(s, v.Offset, v.Offset+v.Length)
		out = append(out, pv)
	}
	return out, len(laneEnds)
}

// namedChars names the characters of s[start:end] a person may not tell
// apart by looking: those that are not printable ASCII. Where there are
// none (a "0" among letters, an upper-case scheme), it names the
// characters themselves, if they are few.
func namedChars(s string, start, end int) []namedChar {
	start = min(max(start, 0), len(s))
	end = min(max(end, start), len(s))
	var named, all []namedChar
	for i := start; i < end && len(named) < namedPerViolation; {
		r, size := utf8.DecodeRuneInString(s[i:])
		c := describe(s[i:i+size], r, size)
		n := namedChar{Offset: i, Text: c.Text, Glyph: c.Glyph, CodePoint: c.CodePoint, Name: c.Name, Invisible: c.Invisible}
		if c.CodePoint != "" {
			named = append(named, n)
		} else if len(all) < 4 {
			n.CodePoint, n.Name = codePoint(r), runeName(r)
			all = append(all, n)
		}
		i += size
	}
	if named == nil && utf8.RuneCountInString(s[start:end]) <= 4 {
		return all
	}
	return named
}
