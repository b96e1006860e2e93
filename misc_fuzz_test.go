package iri

import (
	"errors"
	"net/url"
	"testing"
)

// FuzzMisc covers the remaining entry points that take a string: the
// escapers and Unescape, ParseLimit, ParseTranscribed, ParseEncoded,
// FromFilePath and FilePath, FromURL.
func FuzzMisc(f *testing.F) {
	f.Add("/home/ü/résumé.html", "windows-1252", 10)
	f.Add(`\\server\share\a b`, "shift_jis", 3)
	f.Add("C:\\x\\y", "utf-8", 100)
	f.Fuzz(func(t *testing.T, s, charset string, limit int) {
		for _, esc := range []func(string) string{EscapePathSegment, EscapePath, EscapeQuery, EscapeQueryComponent, EscapeFragment, EscapeUserinfo, EscapeHost} {
			e := esc(s)
			if d, err := UnescapeBytes(e); err != nil || string(d) != s {
				t.Fatalf("%q escaped %q unescapes to %q, %v", s, e, d, err)
			}
			if _, err := Parse("?" + EscapeQuery(s)); err != nil {
				t.Fatalf("escaped query %q does not parse: %v", EscapeQuery(s), err)
			}
		}
		if x, err := ParseLimit(s, limit); err == nil && len(s) > limit || err != nil && len(s) <= limit && !errors.Is(err, ErrTooLong) && err.Error() != mustErr(Parse(s)).Error() {
			t.Fatalf("ParseLimit(%q, %d) = %q, %v", s, limit, x, err)
		}
		if x, err := ParseTranscribed(s); err == nil {
			checkBuilt(t, x)
		}
		if x, err := ParseEncoded([]byte(s), charset); err == nil {
			checkBuilt(t, x)
		}
		for _, style := range []PathStyle{POSIXPath, WindowsPath} {
			x, err := FromFilePath(s, style)
			if err != nil {
				continue
			}
			checkBuilt(t, x)
			if back, err := x.FilePath(style); err == nil && back != s && !(style == WindowsPath && back == normalizeWindows(s)) {
				t.Fatalf("%q -> %q -> %q", s, x, back)
			}
		}
		if u, err := url.Parse(s); err == nil {
			if x, err := FromURL(u); err == nil {
				checkBuilt(t, x)
			}
		}
	})
}

func mustErr(_ IRI, err error) error {
	if err == nil {
		return errors.New("<nil>")
	}
	return err
}

// normalizeWindows writes a Windows path with "\" separators, as FilePath
// gives it back.
func normalizeWindows(s string) string {
	b := []byte(s)
	for i := range b {
		if b[i] == '/' {
			b[i] = '\\'
		}
	}
	return string(b)
}
