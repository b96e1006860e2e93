package uts46

import (
	"testing"

	"github.com/go-iri/iri/internal/suites"
)

// FuzzFastPath holds the fast path to the slow path's answer on any input
// (invalid UTF-8 included): wherever fastToASCII answers, for either value
// of beStrict, the slow path gives the same result, and wherever ToUnicode
// takes the fast path the slow path too leaves the domain as it is; the
// Punycode encoder agrees with x/net/idna's on every label (see
// checkFastPath).
func FuzzFastPath(f *testing.F) {
	for _, name := range []string{"IdnaTestV2.json", "toascii.json"} {
		for _, c := range readWPT[wptCase](f, name, map[string]int{"IdnaTestV2.json": 2671, "toascii.json": 87}[name]) {
			f.Add(c.Input)
		}
	}
	for i, c := range suites.IDNATests(f) {
		if i%8 == 0 {
			f.Add(c.Source)
		}
	}
	for _, d := range []string{"bücher.example", "例え.テスト", "zurücktreten.السعودية", "שלום.קום", "नमस्ते.भारत",
		"κακοσυνέστητε.ελ", "двоемыслие.бел", "mail.สีซอให้ควายฟัง.de", "i🎶.香港", "a..é.", "ab--é.de"} {
		f.Add(d)
	}
	f.Fuzz(func(t *testing.T, domain string) {
		checkFastPath(t, domain)
	})
}
