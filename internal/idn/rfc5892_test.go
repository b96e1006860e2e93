package idn

import (
	"fmt"
	"testing"
	"unicode"

	"github.com/go-iri/iri/internal/gentest"
	"golang.org/x/net/idna"
)

// TestRFC5892Categories checks the generated table against each category
// of RFC 5892 §2, as §3 orders them, on code points chosen for each.
func TestRFC5892Categories(t *testing.T) {
	want := func(what string, prop uint8, cps ...rune) {
		t.Helper()
		for _, cp := range cps {
			if got := rfc5892Property(cp); got != prop {
				t.Errorf("%s: %U is %s, want %s", what, cp, idnaPropertyNames[got], idnaPropertyNames[prop])
			}
		}
	}
	// F, §2.6 Exceptions, all of them.
	want("Exceptions", idnaPValid, 0x00DF, 0x03C2, 0x06FD, 0x06FE, 0x0F0B, 0x3007)
	want("Exceptions", idnaContextO, 0x00B7, 0x0375, 0x05F3, 0x05F4, 0x30FB)
	want("Exceptions", idnaDisallowed, 0x0640, 0x07FA, 0x302E, 0x302F, 0x3031, 0x3032, 0x3033, 0x3034, 0x3035, 0x303B)
	for d := rune(0); d < 10; d++ {
		want("Exceptions", idnaContextO, 0x0660+d, 0x06F0+d)
	}
	// J, §2.10 Unassigned: not noncharacters, which C makes DISALLOWED.
	want("Unassigned", idnaUnassigned, 0x0378, 0x0530, 0xE0080, 0x40000, 0xEFFFD)
	want("Unassigned", idnaDisallowed, 0xFDD0, 0xFFFE, 0x10FFFF)
	// K, §2.5 LDH; other ASCII is DISALLOWED.
	want("LDH", idnaPValid, '-', '0', '9', 'a', 'z')
	want("LDH", idnaDisallowed, 'A', 'Z', '_', '.', ' ', 0)
	// H, §2.8 JoinControl.
	want("JoinControl", idnaContextJ, 0x200C, 0x200D)
	// B, §2.2 Unstable: case, width, compatibility.
	want("Unstable", idnaDisallowed, 0x00C0, 0x0130, 0xFF41, 0x2160, 0x00BD, 0x017F, 0x1E9E, 0xFB01)
	// C, §2.3 IgnorableProperties, on marks and letters that A would take.
	want("IgnorableProperties", idnaDisallowed, 0x034F, 0x17B4, 0x17B5, 0x180B, 0xFE00, 0xE0100, 0x115F, 0x1160)
	// D, §2.4 IgnorableBlocks, on marks that A would take.
	want("IgnorableBlocks", idnaDisallowed, 0x20D0, 0x20E1, 0x1D165, 0x1D16D, 0x1D242)
	// A, §2.1 LetterDigits.
	want("LetterDigits", idnaPValid, 0x00E9, 0x0301, 0x0903, 0x0967, 0x0E46, 0x4E00, 0xAC00, 0xD7A3, 0x1F00, 0x20000)
	// Everything else.
	want("DISALLOWED", idnaDisallowed, 0x2665, 0x2603, 0x2764, 0x1F600, 0x00A0, 0x3002, 0xE000, 0xD800)

	// I, §2.9 OldHangulJamo: Hangul_Syllable_Type L, V and T, as
	// Unicode's HangulSyllableType.txt lists them; the generator derives
	// them. The precomposed syllables (LV, LVT) are PVALID.
	jamo := [][2]rune{{0x1100, 0x115F}, {0xA960, 0xA97C}, {0x1160, 0x11A7}, {0xD7B0, 0xD7C6}, {0x11A8, 0x11FF}, {0xD7CB, 0xD7FB}}
	for _, r := range jamo {
		for cp := r[0]; cp <= r[1]; cp++ {
			want("OldHangulJamo", idnaDisallowed, cp)
		}
	}
	for cp := rune(0xAC00); cp <= 0xD7A3; cp++ {
		want("Hangul syllables", idnaPValid, cp)
	}
	// No other Hangul letter is PVALID: the rest are compatibility and
	// halfwidth jamo, unstable.
	for cp := rune(0); cp <= unicode.MaxRune; cp++ {
		if unicode.Is(unicode.Hangul, cp) && unicode.Is(unicode.Lo, cp) && !(0xAC00 <= cp && cp <= 0xD7A3) {
			want("Hangul letters", idnaDisallowed, cp)
		}
	}
}

// TestRFC5892Table checks the form of the generated table: sorted ranges
// from U+0000, each of another value than the one before; CONTEXTJ and
// CONTEXTO exactly the code points RFC 5892 names (each CONTEXTO one with
// its rule in contextORule).
func TestRFC5892Table(t *testing.T) {
	if rfc5892Table[0]>>3 != 0 {
		t.Errorf("the table starts at %U", rfc5892Table[0]>>3)
	}
	for i := 1; i < len(rfc5892Table); i++ {
		if rfc5892Table[i]>>3 <= rfc5892Table[i-1]>>3 || rfc5892Table[i]&7 == rfc5892Table[i-1]&7 || rfc5892Table[i]>>3 > unicode.MaxRune {
			t.Errorf("entries %d and %d: %#x, %#x", i-1, i, rfc5892Table[i-1], rfc5892Table[i])
		}
	}
	var contextJ, contextO []rune
	for cp := rune(0); cp <= unicode.MaxRune; cp++ {
		switch rfc5892Property(cp) {
		case idnaContextJ:
			contextJ = append(contextJ, cp)
		case idnaContextO:
			contextO = append(contextO, cp)
			if contextORule(string(cp), 0, cp) == "is CONTEXTO without a rule in RFC 5892 Appendix A" {
				t.Errorf("%U has no rule", cp)
			}
		}
	}
	if fmt.Sprintf("%U", contextJ) != "[U+200C U+200D]" {
		t.Errorf("CONTEXTJ: %U", contextJ)
	}
	if fmt.Sprintf("%U", contextO) != "[U+00B7 U+0375 U+05F3 U+05F4 U+0660 U+0661 U+0662 U+0663 U+0664 U+0665 U+0666 U+0667 U+0668 U+0669 U+06F0 U+06F1 U+06F2 U+06F3 U+06F4 U+06F5 U+06F6 U+06F7 U+06F8 U+06F9 U+30FB]" {
		t.Errorf("CONTEXTO: %U", contextO)
	}
	if rfc5892Property(-1) != idnaDisallowed || rfc5892Property(unicode.MaxRune+1) != idnaDisallowed {
		t.Error("out of range")
	}
}

// TestRFC5892PValidIsUTS46Valid cross-checks the generated table with
// x/net/idna: every PVALID code point must be valid (or a deviation) in
// its UTS #46 table, which is meant to accept all that IDNA2008 does. Each
// one is tried in a label of its own, alone or after a letter where a
// label cannot start with it (a mark; an Arabic-Indic digit, which the
// Bidi rule wants after a right-to-left letter) or where it would
// compose with the letter into another (NFC).
func TestRFC5892PValidIsUTS46Valid(t *testing.T) {
	if idna.UnicodeVersion != rfc5892UnicodeVersion {
		t.Fatalf("x/net/idna has Unicode %s, the table %s", idna.UnicodeVersion, rfc5892UnicodeVersion)
	}
	p := idna.New(idna.ValidateForRegistration(), idna.StrictDomainName(false))
	n := 0
	for cp := rune(0); cp <= unicode.MaxRune; cp++ {
		if rfc5892Property(cp) != idnaPValid {
			continue
		}
		n++
		var err error
		for _, before := range []string{"", "a", "\u0294", "\u05d0"} {
			label := before + string(cp) + "a"[:b2i(cp == '-')]
			if _, err = p.ToUnicode(label); err == nil {
				break
			}
		}
		if err != nil {
			t.Errorf("%U is PVALID, x/net/idna rejects it: %v", cp, err)
		}
	}
	// The counts gen_rfc5892.go reports for each version's table.
	want := map[string]int{"15.0.0": 133437, "17.0.0": 143122}[rfc5892UnicodeVersion]
	if n != want {
		t.Errorf("%d PVALID code points, want %d (Unicode %s)", n, want, rfc5892UnicodeVersion)
	}
}

// TestRFC5892TableGenerated wants the table of this build's Unicode
// version (rfc5892_tables15.0.0.go before Go 1.27, rfc5892_tables17.0.0.go
// from it) to be what gen_rfc5892.go writes from the Unicode data of this
// build: running go generate changes nothing.
func TestRFC5892TableGenerated(t *testing.T) {
	gentest.Current(t, "gen_rfc5892.go", "rfc5892_tables"+rfc5892UnicodeVersion+".go")
	if rfc5892UnicodeVersion != unicode.Version {
		t.Errorf("the table is derived from Unicode %s, unicode has %s", rfc5892UnicodeVersion, unicode.Version)
	}
}
