package iri

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestBuild(t *testing.T) {
	tests := []struct {
		p    Parts
		want string
	}{
		{Parts{Scheme: "http", Host: "例え.jp", Segments: []string{"", "a/b", "résumé.html"}, QueryPairs: []QueryPair{{"q", "x&y=z", true}, {"flag", "", false}, {"e", "", true}}, Fragment: "frag#1"},
			"http://例え.jp/a%2Fb/résumé.html?q=x%26y%3Dz&flag&e=#frag%231"},
		{Parts{Scheme: "http", Userinfo: "a b:c", Host: "2001:db8::1", Port: "8080", Path: "x y"}, "http://a%20b:c@[2001:db8::1]:8080/x%20y"},
		{Parts{Path: "a:b/c"}, "./a:b/c"},
		{Parts{Scheme: "file", HasAuthority: true, Path: "/etc/hosts"}, "file:///etc/hosts"},
		{Parts{Scheme: "urn", Path: "isbn:0451450523"}, "urn:isbn:0451450523"},
		{Parts{Path: "100%?#\u200e\ue000"}, "100%25%3F%23%E2%80%8E%EE%80%80"},
		{Parts{Query: "a=\ue000 b", HasQuery: true}, "?a=\ue000%20b"},
		{Parts{HasQuery: true, HasFragment: true}, "?#"},
		{Parts{Host: "[v7.x]"}, "//[v7.x]"},
	}
	for _, tt := range tests {
		x, err := Build(tt.p)
		if err != nil || x.String() != tt.want {
			t.Errorf("%+v: %q, %v; want %q", tt.p, x, err, tt.want)
		}
	}
	// What escaping cannot fix is an *Error that points into the value
	// the caller gave.
	for _, tt := range []struct {
		p       Parts
		cause   error
		message string
	}{
		{Parts{Scheme: "1http"}, ErrInvalidScheme, `iri: invalid scheme: unexpected U+0031 '1' in scheme at offset 0 (a scheme is a letter followed by letters, digits, "+", "-" or ".")`},
		{Parts{Scheme: "ht tp"}, ErrInvalidScheme, `iri: invalid scheme: unexpected U+0020 in scheme at offset 2 (a scheme is a letter followed by letters, digits, "+", "-" or ".")`},
		{Parts{Host: "a", Port: "8o"}, ErrInvalidPort, `iri: invalid port: unexpected U+006F 'o' in port at offset 1`},
		{Parts{Host: "1::2::3"}, ErrInvalidIPv6, `iri: invalid IPv6 address: unexpected U+003A ':' in host at offset 4`},
		{Parts{Host: "[x]"}, ErrInvalidIPv6, `iri: invalid IPv6 address: unexpected U+0078 'x' in host at offset 1`},
		{Parts{Scheme: "a", Path: "//b"}, ErrDoubleSlash, `iri: path starts with "//" but there is no authority at offset 0`},
		{Parts{Path: "\xff"}, ErrInvalidUTF8, `iri: invalid UTF-8 (byte 0xFF) in path at offset 0`},
		{Parts{Path: "a", Fragment: "é\xff"}, ErrInvalidUTF8, `iri: invalid UTF-8 (byte 0xFF) in fragment at offset 2`},
		{Parts{QueryPairs: []QueryPair{{"a", "b", true}, {"q", "é\xff", true}}}, ErrInvalidUTF8, `iri: invalid UTF-8 (byte 0xFF) in query at offset 2`},
	} {
		_, err := Build(tt.p)
		var e *Error
		if !errors.As(err, &e) || !errors.Is(err, tt.cause) || err.Error() != tt.message {
			t.Errorf("%+v: err = %v, want %v: %s", tt.p, err, tt.cause, tt.message)
		}
	}
}

func TestQueryPairs(t *testing.T) {
	x := MustParse("http://a/?a&b=&c=1&c=2&&d=%26%3D+")
	pairs, err := x.QueryPairs()
	want := []QueryPair{{"a", "", false}, {"b", "", true}, {"c", "1", true}, {"c", "2", true}, {"", "", false}, {"d", "&=+", true}}
	if err != nil || len(pairs) != len(want) {
		t.Fatalf("%v, %v", pairs, err)
	}
	for i := range want {
		if pairs[i] != want[i] {
			t.Errorf("pair %d: %+v, want %+v", i, pairs[i], want[i])
		}
	}
	if back := x.WithQueryPairs(pairs); back.String() != "http://a/?a&b=&c=1&c=2&&d=%26%3D%2B" {
		t.Errorf("round trip: %q", back)
	}
	if p, _ := MustParse("http://a/").QueryPairs(); p != nil {
		t.Errorf("absent query: %v", p)
	}
	if _, err := MustParse("http://a/?x=%FF").QueryPairs(); err == nil {
		t.Error("non-UTF-8 accepted")
	}
}

func TestWith(t *testing.T) {
	x := MustParse("http://u@a.example:80/p/q?x=1#f")
	edits := []struct {
		got  func() (IRI, error)
		want string
	}{
		{func() (IRI, error) { return x.WithScheme("https") }, "https://u@a.example:80/p/q?x=1#f"},
		{func() (IRI, error) { return x.WithUserinfo("v w") }, "http://v%20w@a.example:80/p/q?x=1#f"},
		{func() (IRI, error) { return x.WithoutUserinfo(), nil }, "http://a.example:80/p/q?x=1#f"},
		{func() (IRI, error) { return x.WithHost("例え.jp") }, "http://u@例え.jp:80/p/q?x=1#f"},
		{func() (IRI, error) { return x.WithPort("8080") }, "http://u@a.example:8080/p/q?x=1#f"},
		{func() (IRI, error) { return x.WithoutPort(), nil }, "http://u@a.example/p/q?x=1#f"},
		{func() (IRI, error) { return x.WithPath("r s/t") }, "http://u@a.example:80/r%20s/t?x=1#f"},
		{func() (IRI, error) { return x.WithQuery("y=2&z"), nil }, "http://u@a.example:80/p/q?y=2&z#f"},
		{func() (IRI, error) { return x.WithoutQuery(), nil }, "http://u@a.example:80/p/q#f"},
		{func() (IRI, error) { return x.WithFragment("g h"), nil }, "http://u@a.example:80/p/q?x=1#g%20h"},
		{func() (IRI, error) { return x.WithoutFragment(), nil }, "http://u@a.example:80/p/q?x=1"},
		{func() (IRI, error) { return MustParse("a/b").WithPath("c:d") }, "./c:d"},
		{func() (IRI, error) { return MustParse("mailto:x").WithScheme("") }, "x"},
		{func() (IRI, error) { return MustParse("/p").WithHost("h") }, "//h/p"},
		{func() (IRI, error) { return MustParse("http://a").WithPath("p") }, "http://a/p"},
	}
	for i, e := range edits {
		got, err := e.got()
		if err != nil || got.String() != e.want {
			t.Errorf("edit %d: %q, %v; want %q", i, got, err, e.want)
		}
	}
	for i, f := range []func() (IRI, error){
		func() (IRI, error) { return MustParse("mailto:x").WithPort("1") },
		func() (IRI, error) { return MustParse("mailto:x").WithUserinfo("u") },
		func() (IRI, error) { return MustParse("mailto:x").WithHost("h") },
		func() (IRI, error) { return MustParse("a:b").WithPath("//c") },
		func() (IRI, error) { return x.WithScheme("1x") },
	} {
		if _, err := f(); err == nil {
			t.Errorf("bad edit %d accepted", i)
		}
	}
}

func TestEscapeUnescape(t *testing.T) {
	for _, s := range []string{"", "a b", "100%", "a/b?c#d&e=f+g", "résumé", "\u200e\ue000\ufdd0", "日本語"} {
		for _, esc := range []func(string) string{EscapePathSegment, escapeAs(ComponentPath), escapeAs(ComponentQuery), EscapeQueryComponent, escapeAs(ComponentFragment), escapeAs(ComponentUserinfo), escapeAs(ComponentHost)} {
			e := esc(s)
			if got, err := Unescape(e); err != nil || got != s {
				t.Errorf("%q escaped %q unescapes to %q, %v", s, e, got, err)
			}
		}
	}
	if got := EscapePathSegment("a/b?c"); got != "a%2Fb%3Fc" {
		t.Errorf("EscapePathSegment: %q", got)
	}
	if got := EscapeQueryComponent("x&y=z+1;"); got != "x%26y%3Dz%2B1%3B" {
		t.Errorf("EscapeQueryComponent: %q", got)
	}
	if _, err := Unescape("%C3"); !errors.Is(err, ErrUnescapeUTF8) {
		t.Errorf("Unescape of a truncated sequence: %v", err)
	}
	if b, err := UnescapeBytes("%C3"); err != nil || string(b) != "\xc3" {
		t.Errorf("UnescapeBytes: %q, %v", b, err)
	}
	if _, err := Unescape("%G"); err == nil {
		t.Error("bad %")
	}
}

// RFC 8089 Appendix E, and 3987bis §8.4's file name.
func TestFilePaths(t *testing.T) {
	tests := []struct {
		path  string
		style PathStyle
		iri   string
	}{
		{"/path/to/file", PathPOSIX, "file:///path/to/file"},
		{"/home/ü/résumé.html", PathPOSIX, "file:///home/ü/résumé.html"},
		{"/a b/100%#1", PathPOSIX, "file:///a%20b/100%25%231"},
		{`c:\path\to\file.txt`, PathWindows, "file:///c:/path/to/file.txt"},
		{`C:\`, PathWindows, "file:///C:/"},
		{`\\host.example.com\Share\path\to\file.txt`, PathWindows, "file://host.example.com/Share/path/to/file.txt"},
		{`\\2001:db8::1\Share\f`, PathWindows, "file://[2001:db8::1]/Share/f"},
		{`\\::\\`, PathWindows, "file://[::]//"},
	}
	for _, tt := range tests {
		x, err := FromFilePath(tt.path, tt.style)
		if err != nil || x.String() != tt.iri {
			t.Errorf("FromFilePath(%q): %q, %v; want %q", tt.path, x, err, tt.iri)
			continue
		}
		if back, err := x.FilePath(tt.style); err != nil || back != tt.path {
			t.Errorf("%q FilePath: %q, %v; want %q", x, back, err, tt.path)
		}
	}
	if p, err := MustParse("file://localhost/etc/hosts").FilePath(PathPOSIX); err != nil || p != "/etc/hosts" {
		t.Errorf("localhost: %q, %v", p, err)
	}
	for _, s := range []string{"http://a/b", "file:c:/x", "file:///a%2Fb", "file://host/x", "file:///x?q"} {
		if p, err := MustParse(s).FilePath(PathPOSIX); err == nil {
			t.Errorf("%q gave the path %q", s, p)
		}
	}
	if p, err := MustParse("file://[v7.x]/share").FilePath(PathWindows); err == nil {
		t.Errorf("an IPvFuture host gave the UNC path %q", p)
	}
	for _, p := range []string{"relative/path", "C:relative", `C:\a\..\b`, `\\s\share\.`, `\\[::1]\share`} {
		if _, err := FromFilePath(p, PathWindows); !errors.Is(err, ErrNotFilePath) {
			t.Errorf("%q: %v, want ErrNotFilePath", p, err)
		}
	}
	for _, p := range []string{"/.", "/a/../b", "/a/./b"} {
		if _, err := FromFilePath(p, PathPOSIX); !errors.Is(err, ErrNotFilePath) {
			t.Errorf("%q: %v, want ErrNotFilePath", p, err)
		}
	}
	// 3987bis §8.4: the file name résumé.html is exposed as
	// r%C3%A9sum%C3%A9.html in the URI.
	x, _ := FromFilePath("/résumé.html", PathPOSIX)
	if x.ToURI().String() != "file:///r%C3%A9sum%C3%A9.html" {
		t.Errorf("§8.4: %q", x.ToURI())
	}
}

func FuzzBuild(f *testing.F) {
	f.Add("http", "u:p", "例え.jp", "80", "a/b", "x y", "q", "v&w", "f#g")
	f.Add("", "", "", "", "a:b", "", "", "", "")
	f.Fuzz(func(t *testing.T, scheme, user, host, port, seg1, seg2, name, value, frag string) {
		p := Parts{Scheme: scheme, Userinfo: user, HasUserinfo: user != "", Host: host, Port: port,
			Segments: []string{"", seg1, seg2}, QueryPairs: []QueryPair{{name, value, true}}, Fragment: frag, HasFragment: true}
		x, err := Build(p)
		if err != nil {
			return
		}
		checkBuilt(t, x)
		for _, c := range []struct{ got, want string }{
			{x.Scheme(), scheme}, {unescapedFragment(t, x), frag},
		} {
			if c.got != c.want {
				t.Fatalf("%+v: %q: %q, want %q", p, x, c.got, c.want)
			}
		}
		if u, _ := x.Userinfo(); user != "" && mustUnescape(t, u) != user {
			t.Fatalf("%+v: userinfo %q", p, u)
		}
		segs := strings.Split(x.Path(), "/")
		if len(segs) != 3 || mustUnescape(t, segs[1]) != seg1 || mustUnescape(t, segs[2]) != seg2 {
			t.Fatalf("%+v: path %q", p, x.Path())
		}
		pairs, err := x.QueryPairs()
		if err != nil || len(pairs) != 1 || pairs[0].Name != name || pairs[0].Value != value {
			t.Fatalf("%+v: query %v, %v", p, pairs, err)
		}
		if host != "" && !strings.HasPrefix(host, "[") && !strings.Contains(host, ":") && mustUnescape(t, x.Host()) != host {
			t.Fatalf("%+v: host %q", p, x.Host())
		}
		// Editing one component changes only that one.
		y := x.WithFragment("other")
		if y.s[:y.queryEnd] != x.s[:x.queryEnd] {
			t.Fatalf("WithFragment changed more than the fragment: %q -> %q", x, y)
		}
		if !utf8.ValidString(x.String()) {
			t.Fatalf("invalid UTF-8 in %q", x)
		}
	})
}

func unescapedFragment(t *testing.T, x IRI) string {
	f, _ := x.Fragment()
	return mustUnescape(t, f)
}

func mustUnescape(t *testing.T, s string) string {
	u, err := Unescape(s)
	if err != nil {
		t.Fatalf("Unescape(%q): %v", s, err)
	}
	return u
}

// TestEditErrors: the edits fail with an *Error that names the cause and
// the component.
func TestEditErrors(t *testing.T) {
	x := MustParse("a:b/c")
	for _, tt := range []struct {
		edit    func() (IRI, error)
		cause   error
		message string
	}{
		{func() (IRI, error) { return x.WithPort("80") }, ErrNoAuthority, `iri: no authority for the port of "a:b/c" (add a host first; a path must be empty or start with "/")`},
		{func() (IRI, error) { return x.WithUserinfo("u") }, ErrNoAuthority, `iri: no authority for the userinfo of "a:b/c" (add a host first; a path must be empty or start with "/")`},
		{func() (IRI, error) { return x.WithHost("h") }, ErrNoAuthority, `iri: no authority for the host of "a:b/c" (add a host first; a path must be empty or start with "/")`},
		{func() (IRI, error) { return MustParse("http://h/").WithPort("x") }, ErrInvalidPort, `iri: invalid port: unexpected U+0078 'x' in port at offset 0`},
		{func() (IRI, error) { return x.WithScheme("a_b") }, ErrInvalidScheme, `iri: invalid scheme: unexpected U+005F '_' in scheme at offset 1 (a scheme is a letter followed by letters, digits, "+", "-" or ".")`},
		{func() (IRI, error) { return x.WithPath("//p") }, ErrDoubleSlash, `iri: path starts with "//" but there is no authority at offset 0`},
	} {
		_, err := tt.edit()
		var e *Error
		if !errors.As(err, &e) || !errors.Is(err, tt.cause) || err.Error() != tt.message {
			t.Errorf("err = %v, want %v: %s", err, tt.cause, tt.message)
		}
	}
}

// escapeAs returns Escape for the component c, as a function of one string.
func escapeAs(c Component) func(string) string {
	return func(s string) string { return Escape(s, c) }
}
