package idn

import (
	"slices"
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/idn/acetest"
	"golang.org/x/net/idna"
)

// TestALabelNotASCII wants ToASCII and ValidateUnicode, under every kind
// and flag, to fail on a label that begins with "xn--" and holds a code
// point above U+007F (UTS #46 §4 Processing step 4.1; RFC 5891 §5.3, an
// A-label is ASCII), written or percent-encoded, alone or among other
// labels, and to name that label.
func TestALabelNotASCII(t *testing.T) {
	for _, c := range acetest.Labels() {
		for _, host := range []string{c.Label, "a." + c.Label + ".com", acetest.PercentEncoded(c.Label)} {
			for k := UTS46; k <= IDNA2008; k++ {
				for flags := range 4 {
					p := Profile(k, flags&1 != 0, flags&2 != 0)
					if got, err := ToASCII(p, host); err == nil {
						t.Errorf("kind %d, flags %d: ToASCII(%+q) = %q; want a failure: a non-ASCII code point %s", k, flags, host, got, c.Where)
					}
					if _, err := ValidateUnicode(p, host); err == nil {
						t.Errorf("kind %d, flags %d: ValidateUnicode(%+q) passes; want a failure", k, flags, host)
					}
				}
			}
		}
	}
	// Fullwidth "ｂ" maps to "b" (UTS #46 §4 step 1 comes first): the
	// label is the A-label of "bücher".
	for k := UTS46; k <= UTS46Transitional; k++ {
		if got, err := ToASCII(Profile(k, false, false), "xn--\uFF42cher-kva"); err != nil || got != "xn--bcher-kva" {
			t.Errorf("kind %d: ToASCII(xn--ｂcher-kva) = %q, %v; want xn--bcher-kva", k, got, err)
		}
	}
	// Transitional processing maps "ß" to "ss" before step 4: the label
	// is ASCII then, the A-label of "ssü" with "ss" its basic code points.
	want, err := idna.Punycode.ToASCII("ssü")
	if err != nil {
		t.Fatal(err)
	}
	sharpS := strings.Replace(want, "ss", "ß", 1)
	if got, err := ToASCII(Profile(UTS46Transitional, false, false), sharpS); err != nil || got != want {
		t.Errorf("transitional: ToASCII(%q) = %q, %v; want %q", sharpS, got, err, want)
	}
}

// TestHyphenMappings holds hyphenLike and labelEnd to x/net/idna's
// mapping: the code points above U+007F that map to a string with "-" are
// those of hyphenLike, each to "-" alone; and those that map to one with
// "." map to "." alone and end a label in labelEnd (a code point that maps
// to "1." would end one inside it).
func TestHyphenMappings(t *testing.T) {
	if testing.Short() {
		t.Skip("maps every code point")
	}
	var hyphens, dots []rune
	for r := rune(0x80); r <= 0x10FFFF; r++ {
		if 0xD800 <= r && r <= 0xDFFF {
			continue
		}
		m := mapNontransitional(r)
		if strings.Contains(m, "-") {
			hyphens = append(hyphens, r)
			if m != "-" {
				t.Errorf("%U maps to %q", r, m)
			}
		}
		if strings.Contains(m, ".") {
			dots = append(dots, r)
			if end, _ := labelEnd("a"+string(r)+"b", 0); m != "." || end != 1 {
				t.Errorf("%U maps to %q; labelEnd: %d", r, m, end)
			}
		}
	}
	if want := []rune{'\uFE63', '\uFF0D'}; !slices.Equal(hyphens, want) || len(hyphenLike) != len(want) || string(want[0]) != hyphenLike[0] || string(want[1]) != hyphenLike[1] {
		t.Errorf("the code points that map to \"-\" are %U; hyphenLike holds %q", hyphens, hyphenLike)
	}
	if len(dots) != 3 {
		t.Errorf("the code points that map to \".\" are %U; want 3", dots)
	}
}
