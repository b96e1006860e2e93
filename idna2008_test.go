package iri

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/go-iri/iri/internal/gentest"
	"golang.org/x/net/idna"
)

// idna2008Host maps http://host/ to a URI with the IDNA2008 profile.
func idna2008Host(host string) (string, error) {
	x, err := Parse("http://" + host + "/")
	if err != nil {
		return "", err
	}
	y, err := Mapper{IDNA: IDNA2008}.ToURI(x)
	return y.Host(), err
}

// TestIDNA2008RejectsDisallowed wants the IDNA2008 profile to refuse a
// label with a code point whose RFC 5892 derived property is DISALLOWED
// or UNASSIGNED, which the UTS #46 table of golang.org/x/net/idna lets
// through (♥ is "valid; NV8" there): the error names the label, the
// character and RFC 5892.
func TestIDNA2008RejectsDisallowed(t *testing.T) {
	tests := []struct{ host, label, reason string }{
		{"♥.net", "♥", "U+2665 '♥' is DISALLOWED"},
		{"☃.net", "☃", "U+2603 '☃' is DISALLOWED"},
		{"❤.net", "❤", "U+2764 '❤' is DISALLOWED"},
		{"bücher.😀.de", "😀", "U+1F600 '😀' is DISALLOWED"},
		// §2.6 Exceptions: DISALLOWED whatever the other rules say.
		{"ـ.example", "ـ", "U+0640 'ـ' is DISALLOWED"},
		{"x〱.example", "x〱", "U+3031 '〱' is DISALLOWED"},
		// §2.9 OldHangulJamo: conjoining jamo that NFC leaves alone.
		{"ᄓᅶ.example", "ᄓᅶ", "U+1113 'ᄓ' is DISALLOWED"},
		// §2.4 IgnorableBlocks: marks that would otherwise be PVALID.
		{"a\u20d0.example", "a\u20d0", "U+20D0 '\u20d0' is DISALLOWED"},
		{"a\U0001d165.example", "a\U0001d165", "U+1D165 '\U0001d165' is DISALLOWED"},
		// §2.10 Unassigned.
		{"a\u0378.example", "a\u0378", `U+0378 '\u0378' is UNASSIGNED`},
		// An A-label is checked as the U-label it stands for.
		{"xn--g6h.bücher.de", "xn--g6h", "U+2665 '♥' is DISALLOWED"},
	}
	for _, tt := range tests {
		got, err := idna2008Host(tt.host)
		if _, _, ok := idnaFailure(err); !ok || !errors.Is(err, ErrIDNA) {
			t.Errorf("%q: %q, %v; want an IDNA error", tt.host, got, err)
			continue
		}
		want := `iri: IDNA rejects the host label ` + strconv.Quote(tt.label) + ` at offset ` + strconv.Itoa(7+strings.Index(tt.host, tt.label)) +
			": " + tt.reason + " in IDNA2008 (RFC 5892)"
		if err.Error() != want {
			t.Errorf("%q:\n got %s\nwant %s", tt.host, err, want)
		}
	}
}

func itoa(n int) string {
	return strings.TrimSpace(strings.Repeat(" ", 0) + string(rune('0'+n/10%10)) + string(rune('0'+n%10)))
}

// TestIDNA2008Accepts wants ordinary U-labels, and those whose CONTEXTJ
// and CONTEXTO characters stand where RFC 5892 Appendix A allows them,
// converted.
func TestIDNA2008Accepts(t *testing.T) {
	tests := []struct{ host, want string }{
		{"例え.jp", "xn--r8jz45g.jp"},
		{"bücher.de", "xn--bcher-kva.de"},
		{"ελληνικά.gr", "xn--hxargifdar.gr"},
		{"العربية.eg", "xn--mgbcd4a2b0d2b.eg"},
		{"한국.kr", "xn--3e0b707e.kr"},
		{"ßa.de", "xn--a-pfa.de"},     // §2.6: PVALID
		{"ς.gr", "xn--3xa.gr"},        // §2.6: PVALID
		{"〇.jp", "xn--w6j.jp"},        // §2.6: PVALID
		{"l·l.cat", "xn--ll-0ea.cat"}, // A.3
		{"col·lecció.cat", "xn--collecci-ioa91d.cat"},
		{"α͵β.gr", "xn--wva3je.gr"},            // A.4
		{"͵α.gr", "xn--wva4j.gr"},              // A.4: only what follows counts
		{"א׳.il", "xn--4db4e.il"},              // A.5
		{"אב״ג.il", "xn--4dbcd9k.il"},          // A.6
		{"カ・カ.jp", "xn--lcka3v.jp"},            // A.7
		{"漢・字.jp", "xn--vek488jjom.jp"},        // A.7
		{"ب١٢.eg", "xn--ngb8id.eg"},            // A.8
		{"ب۱۲.ir", "xn--ngb61bd.ir"},           // A.9
		{"ب\u200cب.ir", "xn--ngba799q.ir"},     // A.1: joining context
		{"क्\u200cष.in", "xn--11b2ezcs70k.in"}, // A.1: after a virama
		{"क्\u200dष.in", "xn--11b2ezcw70k.in"}, // A.2
	}
	for _, tt := range tests {
		if got, err := idna2008Host(tt.host); err != nil || got != tt.want {
			t.Errorf("%q: %q, %v; want %q", tt.host, got, err, tt.want)
		}
	}
}

// TestIDNA2008ContextRules wants a CONTEXTO character where its rule of
// RFC 5892 Appendix A fails refused, naming the rule, and a CONTEXTJ one
// (ZWNJ, ZWJ) refused where A.1 and A.2 fail.
func TestIDNA2008ContextRules(t *testing.T) {
	tests := []struct{ host, reason string }{
		{"a·b", "U+00B7 '·' is allowed only between two 'l' (RFC 5892 Appendix A.3)"},
		{"l·", "U+00B7 '·' is allowed only between two 'l' (RFC 5892 Appendix A.3)"},
		{"·l", "U+00B7 '·' is allowed only between two 'l' (RFC 5892 Appendix A.3)"},
		{"α͵", "U+0375 '͵' must be followed by a Greek character (RFC 5892 Appendix A.4)"},
		{"͵a", "U+0375 '͵' must be followed by a Greek character (RFC 5892 Appendix A.4)"},
		{"׳א", "U+05F3 '׳' must follow a Hebrew character (RFC 5892 Appendix A.5)"},
		{"״א", "U+05F4 '״' must follow a Hebrew character (RFC 5892 Appendix A.6)"},
		{"a・b", "U+30FB '・' needs a Hiragana, Katakana or Han character in its label (RFC 5892 Appendix A.7)"},
		{"・", "U+30FB '・' needs a Hiragana, Katakana or Han character in its label (RFC 5892 Appendix A.7)"},
		{"ب١۱", "U+0661 '١' cannot share a label with Extended Arabic-Indic digits (RFC 5892 Appendix A.8)"},
		{"ب۱١", "U+06F1 '۱' cannot share a label with Arabic-Indic digits (RFC 5892 Appendix A.9)"},
	}
	for _, tt := range tests {
		got, err := idna2008Host(tt.host + ".example")
		want := `iri: IDNA rejects the host label "` + tt.host + `" at offset 7: ` + tt.reason
		if err == nil || !errors.Is(err, ErrIDNA) || err.Error() != want {
			t.Errorf("%q: %q, %v\nwant %s", tt.host, got, err, want)
		}
	}
	for _, host := range []string{"a\u200cb.example", "a\u200db.example", "\u200db.example"} {
		if got, err := idna2008Host(host); !errors.Is(err, ErrIDNA) {
			t.Errorf("%q: %q, %v; want ErrIDNA", host, got, err)
		}
	}
}

// TestIDNA2008ToIRI wants ToIRIWith to leave in punycode an A-label that
// is not a valid IDNA2008 U-label.
func TestIDNA2008ToIRI(t *testing.T) {
	for in, want := range map[string]string{
		"http://xn--g6h.net/":         "http://xn--g6h.net/",
		"http://xn--ab-0ea.example/":  "http://xn--ab-0ea.example/",
		"http://xn--bcher-kva.de/":    "http://bücher.de/",
		"http://xn--ll-0ea.cat/":      "http://l·l.cat/",
		"http://xn--g6h.xn--r8jz45g/": "http://xn--g6h.例え/",
	} {
		y := Mapper{IDNA: IDNA2008}.ToIRI(MustParse(in))
		if y.String() != want {
			t.Errorf("%q: %q; want %q", in, y, want)
		}
	}
}

// TestIDNA2008Joiners wants the CONTEXTJ rules of RFC 5892 Appendix A.1
// and A.2 applied (x/net/idna's CheckJoiners does it): ZWNJ after a
// virama or between joining characters, transparent ones (T) between;
// ZWJ after a virama only.
func TestIDNA2008Joiners(t *testing.T) {
	for host, ok := range map[string]bool{
		"ب\u200cب":       true,  // Joining_Type D, ZWNJ, D
		"ب\u064e\u200cب": true,  // D, T (fatha), ZWNJ, D
		"ب\u200c\u064eب": true,  // D, ZWNJ, T, D
		"ك\u200cا":       true,  // D, ZWNJ, R (alef)
		"ا\u200cب":       false, // R cannot come first
		"ب\u200c":        false, // nothing to join to after it
		"क्\u200cष":      true,  // after a virama
		"क\u200cष":       false, // Devanagari letters do not join
		"ب\u200dب":       false, // ZWJ needs a virama before it
		"क्\u200dष":      true,
		"\u200dक":        false,
	} {
		_, err := idna2008Host(host + ".example")
		if (err == nil) != ok || err != nil && !errors.Is(err, ErrIDNA) {
			t.Errorf("%q: %v; want accepted %v", host, err, ok)
		}
	}
}

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
	if n != 143122 {
		t.Errorf("%d PVALID code points, want 143122", n)
	}
}

// TestRFC5892TableGenerated wants rfc5892_tables.go to be what
// gen_rfc5892.go writes from the Unicode data of this build: running go
// generate changes nothing.
func TestRFC5892TableGenerated(t *testing.T) {
	gentest.Current(t, "gen_rfc5892.go", "rfc5892_tables.go")
	if rfc5892UnicodeVersion != unicode.Version {
		t.Errorf("the table is derived from Unicode %s, unicode has %s", rfc5892UnicodeVersion, unicode.Version)
	}
}
