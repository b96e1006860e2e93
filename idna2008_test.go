package iri

import (
	"errors"
	"strconv"
	"strings"
	"testing"
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

// TestIDNA2008ToIRI wants Mapper.ToIRI to leave in punycode an A-label that
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
