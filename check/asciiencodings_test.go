package check

import (
	"fmt"
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
