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
		x, err := ParseLimit(s, limit)
		if len(s) > limit {
			if !errors.Is(err, ErrTooLong) {
				t.Fatalf("ParseLimit(%q, %d) = %q, %v; want ErrTooLong", s, limit, x, err)
			}
		} else if y, perr := Parse(s); x != y || (err == nil) != (perr == nil) || err != nil && err.Error() != perr.Error() {
			t.Fatalf("ParseLimit(%q, %d) = %q, %v; Parse gives %q, %v", s, limit, x, err, y, perr)
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
			back, err := x.FilePath(style)
			if err != nil {
				t.Fatalf("%q -> %q, whose FilePath fails: %v", s, x, err)
			}
			if back != s && !(style == WindowsPath && back == normalizeWindows(s)) {
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
