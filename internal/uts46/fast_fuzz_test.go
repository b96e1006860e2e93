package uts46

import "testing"

// FuzzFastPath holds the fast path to the slow path's answer on any input
// (invalid UTF-8 included): wherever fastToASCII answers, for either value
// of beStrict, the slow path gives the same result, and wherever the fast
// path keeps a domain that is not ASCII as it is, x/net/idna's ToUnicode
// does too; the
// Punycode encoder agrees with x/net/idna's on every label (see
// checkFastPath).
func FuzzFastPath(f *testing.F) {
	addSeeds(f)
	for _, d := range []string{"bücher.example", "例え.テスト", "zurücktreten.السعودية", "שלום.קום", "नमस्ते.भारत",
		"κακοσυνέστητε.ελ", "двоемыслие.бел", "mail.สีซอให้ควายฟัง.de", "i🎶.香港", "a..é.", "ab--é.de"} {
		f.Add(d)
	}
	f.Fuzz(func(t *testing.T, domain string) {
		checkFastPath(t, domain)
	})
}
