package urlpattern

import (
	"testing"

	"github.com/go-iri/iri/whatwg"
)

// TestMatcher: a component's matcher, where it tells, agrees with the
// component's regular expression, on patterns of each kind of part and
// values around them.
func TestMatcher(t *testing.T) {
	patterns := []string{"", "*", "/a", "/:x", "/:x?", "/a/:x/b", "/*", "/*.png", "/a{/:x}?", "/{a}?b", ":x:y", ":x.:y", "*.*",
		"/:x(\\d+)", "/:x(\\d+)?/b", "/*.:e(png|gif)", "/(a|)b", "/(x*)", "/(\\w+)-:y", "/:x([^/]+)/:y([a-z]{2})", "/(.)(.)", "/ab(c?)"}
	values := []string{"", "/", "/a", "/ab", "/a/b", "/a/x/b", "/a/x/y/b", "/x.png", "/a.b.png", "/b", "/ab", "a.b", "ab", ".", "..",
		"/12", "/12/b", "/b", "/x.gif", "/x.jpg", "/a-b", "/ab/cd", "/ab/c", "/é", "/ab", "/abc", "/x/", "//"}
	for _, pat := range patterns {
		for _, o := range []compileOptions{defaultOptions, pathnameOptions, hostnameOptions} {
			c, err := compileComponent("pathname", pat, func(s string) (string, error) { return s, nil }, o, nil)
			if err != nil {
				continue
			}
			for _, v := range values {
				ok, decided := c.fast.test(v)
				_, want := c.re.Exec(v)
				if decided && ok != want {
					t.Errorf("%q (delimiter %q) on %q: the matcher says %v, the expression %v", pat, o.delimiter, v, ok, want)
				}
				if c.matches(v) != want {
					t.Errorf("%q on %q: matches %v, want %v", pat, v, !want, want)
				}
			}
		}
	}
}

// TestTestURLAllocs: TestURL allocates nothing, with a pattern without a
// regexp group or with one (which the matcher runs); nor does Test.
func TestTestURLAllocs(t *testing.T) {
	u := whatwgMust("https://shop.example.com/books/42/reviews?page=2#top")
	for _, s := range []string{"https://*.example.com/books/:id/*", "http{s}?://{:sub.}?example.com/:a/:b{/*}?", "https://*/books/:id(\\d+)/*", "*://*/*"} {
		p, err := New(s, "", Options{})
		if err != nil {
			t.Fatal(err)
		}
		if !p.TestURL(u) {
			t.Errorf("%s does not match %s", s, u.Href())
		}
		if n := testing.AllocsPerRun(100, func() { p.TestURL(u) }); n != 0 {
			t.Errorf("TestURL with %s: %v allocations", s, n)
		}
		if n := testing.AllocsPerRun(100, func() { p.Test(u.Href(), "") }); n != 0 {
			t.Errorf("Test with %s: %v allocations", s, n)
		}
	}
}

func whatwgMust(s string) whatwg.URL { return whatwg.MustParse(s) }
