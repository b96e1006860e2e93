package whatwg

import (
	"testing"

	"github.com/go-iri/iri/internal/suites"

	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/simplifiedchinese"
)

// TestPercentEncoding runs percent-encoding.json (web-platform-tests
// url/resources) as WPT's percent-encoding.window.js does: a link
// https://doesnotmatter.invalid/?{input}#{input} in a document of each
// encoding, whose query is encoded in it and whose fragment is UTF-8.
func TestPercentEncoding(t *testing.T) {
	const file = "wpt-url/percent-encoding.json"
	type testCase struct {
		Input  string            `json:"input"`
		Output map[string]string `json:"output"`
	}
	for _, c := range suites.JSONCases[testCase](t, file, 7) {
		for label, want := range c.Output {
			enc, err := htmlindex.Get(label)
			if err != nil {
				t.Fatal(err)
			}
			u, err := Parser{Encoding: enc}.Parse("https://doesnotmatter.invalid/?" + c.Input + "#" + c.Input)
			if err != nil {
				t.Errorf("%s: %q in %s: %v", file, c.Input, label, err)
				continue
			}
			if u.Search() != "?"+want || u.Hash() != "#"+c.Output["utf-8"] {
				t.Errorf("%s: %q in %s: search %q, hash %q; want ?%s and #%s", file, c.Input, label, u.Search(), u.Hash(), want, c.Output["utf-8"])
			}
		}
	}
}

// TestXTextEncoderGaps shows where golang.org/x/text's encoders part from
// the Encoding Standard's, which queryEncoder fills in: if one of these
// starts to pass, x/text has caught up and the fill can go.
func TestXTextEncoderGaps(t *testing.T) {
	check := func(what string, got string, err error, standard string) {
		t.Helper()
		if err == nil && got == standard {
			t.Errorf("x/text now follows the Encoding Standard for %s (%q): drop the fill", what, standard)
		}
	}
	got, err := japanese.ShiftJIS.NewEncoder().String("\u2212")
	check("Shift_JIS U+2212", got, err, "\x81\x7c")
	got, err = japanese.ShiftJIS.NewEncoder().String("\u00a5")
	check("Shift_JIS U+00A5", got, err, "\x5c")
	got, err = japanese.EUCJP.NewEncoder().String("\u203e")
	check("EUC-JP U+203E", got, err, "\x7e")
	got, err = japanese.EUCJP.NewEncoder().String("\u4e02") // JIS X 0212 only
	if err == nil && got == "\x8f\xb0\xa1" {
		t.Logf("x/text encodes JIS X 0212 in EUC-JP, which the Encoding Standard's encoder does not")
	} else {
		t.Errorf("x/text no longer encodes U+4E02 in EUC-JP as JIS X 0212 (%q, %v): drop the fill", got, err)
	}
	got, err = japanese.ISO2022JP.NewEncoder().String("\u203e\\")
	check("ISO-2022-JP U+203E (Roman)", got, err, "\x1b(J~\x1b(B\\")
	got, err = japanese.ISO2022JP.NewEncoder().String("\u000e")
	if err == nil && got == "\x0e" {
		t.Logf("x/text writes U+000E in ISO-2022-JP, which the Encoding Standard's encoder rejects")
	} else {
		t.Errorf("x/text no longer writes U+000E in ISO-2022-JP (%q, %v): drop the fill", got, err)
	}
	got, err = japanese.ISO2022JP.NewEncoder().String("\uff61")
	check("ISO-2022-JP U+FF61 (widened)", got, err, "\x1b$B!#\x1b(B")
	got, err = simplifiedchinese.GB18030.NewEncoder().String("\ue5e5")
	if err == nil {
		t.Logf("x/text encodes U+E5E5 in gb18030 (%q), which the Encoding Standard's encoder rejects", got)
	} else {
		t.Errorf("x/text no longer encodes U+E5E5 in gb18030: drop the fill")
	}
}
