package idn

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/idna"
)

// The IDNA2008 profile checks what golang.org/x/net/idna's registration
// profile does not: that profile validates code points against the UTS #46
// table, which calls "valid" many that RFC 5892 makes DISALLOWED (symbols
// such as U+2665 ♥, marked NV8 there; the exceptions of RFC 5892 §2.6
// such as U+0640 ARABIC TATWEEL; old Hangul jamo; the marks of the
// ignorable blocks), and it applies no CONTEXTO rule. The derived property
// of RFC 5892 §3 is generated from the Unicode properties of unicode and
// golang.org/x/text, one table for each Unicode version the supported Go
// releases carry (rfc5892_tables15.0.0.go before Go 1.27,
// rfc5892_tables17.0.0.go from it, chosen by build constraint as x/text
// and x/net/idna choose theirs), so that it agrees with the x/net/idna of
// the build; the CONTEXTJ rules (RFC 5892 Appendix A.1, A.2) are
// x/net/idna's CheckJoiners, which the registration profile applies.

//go:generate go run gen_rfc5892.go
//go:generate env GOTOOLCHAIN=go1.26.8 go run gen_rfc5892.go

// The values of the IDNA2008 derived property (RFC 5892 §5.1), as
// rfc5892Table holds them.
const (
	idnaDisallowed = iota
	idnaUnassigned
	idnaPValid
	idnaContextJ
	idnaContextO
)

// rfc5892Property returns the IDNA2008 derived property of r (RFC 5892
// §3), from the generated rfc5892Table.
func rfc5892Property(r rune) uint8 {
	// The last entry whose start is at most r.
	lo, hi := 0, len(rfc5892Table)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if rune(rfc5892Table[m]>>3) <= r {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo == 0 {
		return idnaDisallowed // r < 0
	}
	return uint8(rfc5892Table[lo-1] & 7)
}

// An idna2008Error reports a character that RFC 5892 does not allow in a
// U-label, or not where it stands.
type idna2008Error struct {
	r      rune
	reason string
}

func (e *idna2008Error) Error() string { return fmt.Sprintf("%U %q %s", e.r, e.r, e.reason) }

// isIDNA2008 reports whether p is one of the IDNA2008 profiles of
// Profile.
func isIDNA2008(p *idna.Profile) bool { return kindOf(p) == IDNA2008 }

// checkIDNA2008 checks each label of the host name (percent-decoded) by
// RFC 5892 when p is an IDNA2008 profile: an A-label as the U-label it
// encodes. An A-label that is not punycode is left to x/net/idna, which
// rejects it.
func checkIDNA2008(p *idna.Profile, host string) error {
	if !isIDNA2008(p) {
		return nil
	}
	for label := range strings.SplitSeq(host, ".") {
		if len(label) >= 4 && strings.EqualFold(label[:4], "xn--") {
			u, err := idna.Punycode.ToUnicode(label)
			if err != nil {
				continue
			}
			label = u
		}
		if err := checkIDNA2008Label(label); err != nil {
			return err
		}
	}
	return nil
}

// checkIDNA2008Label reports the first non-ASCII character of a U-label
// whose derived property is DISALLOWED or UNASSIGNED, or CONTEXTO with its
// rule of RFC 5892 Appendix A false (RFC 5891 §5.4). ASCII is left to
// x/net/idna and the STD3Rules option; CONTEXTJ to x/net/idna's
// CheckJoiners.
func checkIDNA2008Label(label string) error {
	for i, r := range label {
		if r < utf8.RuneSelf {
			continue
		}
		switch rfc5892Property(r) {
		case idnaPValid, idnaContextJ:
			continue
		case idnaDisallowed:
			return &idna2008Error{r, "is DISALLOWED in IDNA2008 (RFC 5892)"}
		case idnaUnassigned:
			return &idna2008Error{r, "is UNASSIGNED in IDNA2008 (RFC 5892)"}
		}
		if reason := contextORule(label, i, r); reason != "" {
			return &idna2008Error{r, reason}
		}
	}
	return nil
}

// contextORule applies the rule of RFC 5892 Appendix A (A.3-A.9) for the
// CONTEXTO character r at label[i:]: "" when it holds, else why not.
func contextORule(label string, i int, r rune) string {
	_, size := utf8.DecodeRuneInString(label[i:])
	before, _ := utf8.DecodeLastRuneInString(label[:i]) // RuneError at the start
	after, _ := utf8.DecodeRuneInString(label[i+size:]) // and at the end
	switch {
	case r == 0x00B7: // MIDDLE DOT
		if before == 'l' && after == 'l' {
			return ""
		}
		return "is allowed only between two 'l' (RFC 5892 Appendix A.3)"
	case r == 0x0375: // GREEK LOWER NUMERAL SIGN (KERAIA)
		if unicode.Is(unicode.Greek, after) {
			return ""
		}
		return "must be followed by a Greek character (RFC 5892 Appendix A.4)"
	case r == 0x05F3 || r == 0x05F4: // HEBREW PUNCTUATION GERESH, GERSHAYIM
		if unicode.Is(unicode.Hebrew, before) {
			return ""
		}
		return "must follow a Hebrew character (RFC 5892 Appendix A." + string(rune('5'+r-0x05F3)) + ")"
	case r == 0x30FB: // KATAKANA MIDDLE DOT
		if strings.ContainsFunc(label, func(c rune) bool { return unicode.In(c, unicode.Hiragana, unicode.Katakana, unicode.Han) }) {
			return ""
		}
		return "needs a Hiragana, Katakana or Han character in its label (RFC 5892 Appendix A.7)"
	case 0x0660 <= r && r <= 0x0669: // ARABIC-INDIC DIGITS
		if strings.ContainsFunc(label, func(c rune) bool { return 0x06F0 <= c && c <= 0x06F9 }) {
			return "cannot share a label with Extended Arabic-Indic digits (RFC 5892 Appendix A.8)"
		}
		return ""
	case 0x06F0 <= r && r <= 0x06F9: // EXTENDED ARABIC-INDIC DIGITS
		if strings.ContainsFunc(label, func(c rune) bool { return 0x0660 <= c && c <= 0x0669 }) {
			return "cannot share a label with Arabic-Indic digits (RFC 5892 Appendix A.9)"
		}
		return ""
	}
	// RFC 5891 §5.4: a CONTEXTO character without a rule is not allowed.
	return "is CONTEXTO without a rule in RFC 5892 Appendix A"
}
