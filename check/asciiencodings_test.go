package check

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestASCIIEncodingsEveryOctet holds the pass over the characters where
// it reads the encodings of ASCII before the first other special
// character by themselves (asciiEncodings) to the report with every
// family and to the walks of the percent-encodings and of mixed scripts
// (checkAgreesWithReadings): every ASCII octet encoded in upper-case hex,
// alone and before another encoding of ASCII, in each component, after
// nothing, a letter, a separator or a dot, and before nothing, letters
// written and encoded in Latin, Cyrillic and Greek, dots and slashes,
// encoded or not, lower-case hex, and, written and encoded, marks
// (U+0307 among them), right-to-left text, a bidi isolate, a digit beyond
// ASCII and a full-width letter.
func TestASCIIEncodingsEveryOctet(t *testing.T) {
	befores := []string{"", "a", "/", ".", "%2E", "%41"}
	afters := []string{"", "a", "д", "%D0%B4", "α", "é", "%C3%A9", "日", ".", "/", "%2E", "%2e", "%41д", "%2F", "%2E%2E/", "%D0", "&=д",
		"\u0301", "%CC%81", "\u0307", "%CC%87", "%CC%81%CC%81", "ب", "%D8%A8", "\u2067", "٣", "%D9%A3", "\uFF21"}
	templates := []string{"http://%s@h/", "http://%s/", "http://h/%s", "http://h/x?%s", "http://h/#%s", "urn:%s", "mailto:%s?x#y"}
	valid := 0
	for o := range 0x80 {
		for _, second := range []string{"", "%41", "%2E", "%7F"} {
			enc := fmt.Sprintf("%%%02X", o) + second
			for _, before := range befores {
				for _, after := range afters {
					for _, tpl := range templates {
						if checkAgreesWithReadings(t, fmt.Sprintf(tpl, before+enc+after)) {
							valid++
						}
					}
				}
			}
		}
	}
	if valid < 100000 {
		t.Fatalf("only %d valid IRIs", valid)
	}
	t.Logf("%d valid IRIs", valid)
}

// TestASCIIEncodingsAcrossComponents holds the pass where the encodings
// of ASCII that asciiEncodings reads span several components and the full
// pass resumes in a later one (the authority's skipped, a path read from
// its middle) to checkAgreesWithReadings, on random IRIs whose every
// component is made of such encodings (a dot and a slash among them) and
// of a few pieces that end them.
func TestASCIIEncodingsAcrossComponents(t *testing.T) {
	pieces := []string{"%41", "%20", "%2E", "%2F", "%3D", "%7E", "a", ".", "/", "д", "%D0%B4", "é", "%c3%a9", "α"}
	rnd := rand.New(rand.NewPCG(3, 4))
	part := func() string {
		var b strings.Builder
		for n := rnd.IntN(4); n > 0; n-- {
			// Most pieces encodings of ASCII, for long runs of them.
			if i := rnd.IntN(2 * len(pieces)); i < len(pieces) {
				b.WriteString(pieces[i])
			} else {
				b.WriteString(pieces[i%6])
			}
		}
		return b.String()
	}
	valid := 0
	for range 100000 {
		s := "http://" + part() + "@" + part() + "/" + part() + "?" + part() + "#" + part()
		if checkAgreesWithReadings(t, s) {
			valid++
		}
	}
	if valid < 50000 {
		t.Fatalf("only %d valid IRIs", valid)
	}
	t.Logf("%d valid IRIs", valid)
}
