package spoof

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/text/unicode/runenames"
)

// LabelAsWritten is Label for a host label as it is written, in Unicode,
// whose U-label u is what IDNA maps it to (UTS #46 §4, Processing step 1:
// case folded, compatibility characters replaced, and the characters the
// mapping table marks "ignored" removed). It returns the findings, and
// the form of the label their offsets are in.
//
// The mapping removes invisible characters (U+00AD SOFT HYPHEN, U+200B
// ZERO WIDTH SPACE, U+2060 WORD JOINER, the variation selectors
// U+FE00-FE0F, U+3164 HANGUL FILLER, U+1BCA0-1BCA3 ...), all of them
// Default_Ignorable_Code_Point, which the General Security Profile
// excludes (UTS #39 §3.1, Identifier_Type Default_Ignorable): Label(u)
// cannot see them, and a display of u ("b" for "\u200bb") hides that the
// text holds a character that a person cannot see. Such a label is
// unsafe: the first character IDNA removed is reported as
// ReasonInvisible at its offset in written, before the findings of
// Label(u) (moved to cover all of written, the form returned then).
// Otherwise LabelAsWritten returns Label(u, tld) and u.
//
// The deviation characters of UTS #46 (ß, ς, ZWJ, ZWNJ) are not removed:
// nontransitional processing, which IDNA2008 and this module use, keeps
// them in the U-label and its ACE form, so what is shown is the name.
// ZWJ and ZWNJ are default ignorables, which Label reports itself.
func LabelAsWritten(written, u, tld string) ([]Finding, string) {
	return Policy{}.LabelAsWritten(written, u, tld)
}

// LabelAsWritten is LabelAsWritten by the rules of p.
func (p Policy) LabelAsWritten(written, u, tld string) ([]Finding, string) {
	fs := p.Label(u, tld)
	if written == u {
		return fs, u
	}
	off, r := removedIgnorable(written, u)
	if off < 0 {
		return fs, u
	}
	out := make([]Finding, 1, len(fs)+1)
	out[0] = Finding{Reason: ReasonInvisible, Offset: off, Length: utf8.RuneLen(r), Detail: invisibleName(r) + ", which IDNA removes"}
	for _, f := range fs {
		if f.Reason != ReasonInvisible { // the one of written stands for it
			f.Offset, f.Length = 0, len(written)
			out = append(out, f)
		}
	}
	return out, written
}

// removedIgnorable returns the offset in written of its first default
// ignorable character that u does not hold, and the character; -1 for
// none. An ASCII label costs one pass over its bytes.
func removedIgnorable(written, u string) (int, rune) {
	i := 0
	for i < len(written) && written[i] < utf8.RuneSelf { // an ACE label: all of it
		i++
	}
	for j, r := range written[i:] {
		if r >= utf8.RuneSelf && infoOf(r).ignorable() && !strings.ContainsRune(u, r) {
			return i + j, r
		}
	}
	return -1, 0
}

// invisibleName names an invisible character: its code point and its
// Unicode name ("U+200B ZERO WIDTH SPACE"), as nothing shows it.
func invisibleName(r rune) string {
	s := runeName(r)
	if name := runenames.Name(r); name != "" {
		s += " " + name
	}
	return s
}
