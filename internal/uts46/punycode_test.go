package uts46

import (
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/suites"
	"golang.org/x/net/idna"
)

// punycodeCase is a case of rust-url's punycode_tests.json and
// bad_punycode_tests.json: a string and its Punycode, or none (a string
// whose encoding overflows).
type punycodeCase struct {
	Description string  `json:"description"`
	Decoded     string  `json:"decoded"`
	Encoded     *string `json:"encoded"`
}

// TestPunycodeVectors runs every case of rust-url's punycode_tests.json
// (25, most from punycode.js and RFC 3492 §7.1) and bad_punycode_tests.json
// (1, an encoding that overflows) through appendPunycode, and wants
// x/net/idna to agree on each string it can encode; and wants
// decodePunycode, where it answers, to decode each encoding to its string.
func TestPunycodeVectors(t *testing.T) {
	passed, decoded := 0, 0
	for _, f := range []struct {
		name  string
		count int
	}{{"punycode_tests.json", 25}, {"bad_punycode_tests.json", 1}} {
		for i, c := range suites.JSONCases[punycodeCase](t, "rust-url-idna/"+f.name, f.count) {
			got, ok := appendPunycode(nil, []rune(c.Decoded))
			switch {
			case c.Encoded == nil && ok:
				t.Errorf("%s #%d (%s): gave %q, want an overflow", f.name, i, c.Description, got)
			case c.Encoded != nil && (!ok || string(got) != *c.Encoded):
				t.Errorf("%s #%d (%s): gave %q, %v, want %q", f.name, i, c.Description, got, ok, *c.Encoded)
			default:
				passed++
			}
			if !strings.Contains(c.Decoded, ".") {
				checkPunycodeAgainstXNet(t, c.Decoded)
			}
			if c.Encoded != nil {
				var runes [maxFastLabel]rune
				if n, ok := decodePunycode(*c.Encoded, &runes); ok {
					decoded++
					if string(runes[:n]) != c.Decoded {
						t.Errorf("%s #%d (%s): decodePunycode gave %q, want %q", f.name, i, c.Description, string(runes[:n]), c.Decoded)
					}
				}
			}
		}
	}
	if passed != 26 {
		t.Errorf("%d of 26 Punycode cases pass", passed)
	}
	t.Logf("decodePunycode decodes %d of the encodings", decoded)
	if decoded == 0 {
		t.Error("decodePunycode decodes none of the encodings: nothing checked")
	}
}

// checkPunycodeAgainstXNet wants appendPunycode to encode a label as
// x/net/idna's Punycode profile does, and to overflow where it does.
// x/net/idna leaves an ASCII label as it is, decodes one that starts
// with "xn--", and turns away U+FFFD, which is not valid in any label;
// those are not compared.
func checkPunycodeAgainstXNet(t *testing.T, label string) {
	t.Helper()
	if chars.IsASCII(label) || strings.HasPrefix(label, acePrefix) || strings.ContainsAny(label, ".\uFFFD") {
		return
	}
	want, err := idna.Punycode.ToASCII(label)
	got, ok := appendPunycode([]byte(acePrefix), []rune(label))
	if ok != (err == nil) || ok && string(got) != want {
		t.Errorf("%+q: encoded as %q, %v; x/net/idna %q, %v", label, got, ok, want, err)
	}
}

// TestDecodePunycode checks the decoder on the samples of RFC 3492 §7.1
// that fit a label, against x/net/idna's decoder, and on what it must
// leave to x/net/idna.
func TestDecodePunycode(t *testing.T) {
	for _, enc := range []string{"egbpdaj6bu4bxfgehfvwxn", "ihqwcrb4cv8a8dqg056pqjye", "ihqwctvzc91f659drss3x8bo0yb",
		"cbzbc3c8ak", "b1abfaaepdrnnbgefbadotcwatmq2g4l", "bcher-kva", "mller-kva", "ss-hva", "4ca", "1ch", "9ca", "ca-b0a"} {
		var runes [maxFastLabel]rune
		n, ok := decodePunycode(enc, &runes)
		want, err := idna.Punycode.ToUnicode(acePrefix + enc)
		if !ok || err != nil || string(runes[:n]) != want {
			t.Errorf("%q: decoded %q, %v; x/net/idna %q, %v", enc, string(runes[:n]), ok, want, err)
		}
	}
	for _, enc := range []string{"", "-", "abc-", "-abc", "BCHER-KVA", "bcher-kv!", "99999999999", "zzzzzzzzzzzz",
		"a" + strings.Repeat("b", 70) + "-9ca"} {
		var runes [maxFastLabel]rune
		if n, ok := decodePunycode(enc, &runes); ok {
			t.Errorf("%q: decoded to %q, want it left to x/net/idna", enc, string(runes[:n]))
		}
	}
}

// TestPunyValue holds punyValue, a table, to punyDigit, which the encoder
// writes with (RFC 3492 §5): each digit's basic code point gives the
// digit back, every other byte -1.
func TestPunyValue(t *testing.T) {
	want := [256]int32{}
	for c := range want {
		want[c] = -1
	}
	for d := int32(0); d < punyBase; d++ {
		want[punyDigit(d)] = d
	}
	for c := range 256 {
		if got := punyValue(byte(c)); got != want[c] {
			t.Errorf("punyValue(%q) = %d, want %d", byte(c), got, want[c])
		}
	}
}
