package urlpattern_test

import (
	"errors"
	"fmt"
	"sort"

	"github.com/go-iri/iri/urlpattern"
	"github.com/go-iri/iri/whatwg"
)

func groups(c urlpattern.ComponentResult) string {
	var names []string
	for n := range c.Groups {
		names = append(names, n)
	}
	sort.Strings(names)
	s := ""
	for _, n := range names {
		g := c.Groups[n]
		if g.Matched {
			s += fmt.Sprintf("%s=%q ", n, g.Value)
		} else {
			s += n + "=unmatched "
		}
	}
	return s
}

func ExampleNew() {
	p, err := urlpattern.New("https://*.example.com/books/:id", "", urlpattern.Options{})
	if err != nil {
		panic(err)
	}
	fmt.Println(p.Test("https://store.example.com/books/123", ""))
	fmt.Println(p.Test("https://example.org/books/123", ""))
	// Output:
	// true
	// false
}

func ExampleNew_relative() {
	p, err := urlpattern.New("/books/:id", "https://example.com", urlpattern.Options{})
	if err != nil {
		panic(err)
	}
	fmt.Println(p.Protocol(), p.Hostname(), p.Pathname())
	// Output: https example.com /books/:id
}

func ExampleFromInit() {
	path := "/api/:version(v\\d+)/*"
	p, err := urlpattern.FromInit(urlpattern.Init{Pathname: &path}, urlpattern.Options{})
	if err != nil {
		panic(err)
	}
	r, ok := p.Exec("https://example.com/api/v2/users/7", "")
	fmt.Println(ok, groups(r.Pathname))
	// Output: true 0="users/7" version="v2"
}

func ExampleInit() {
	host, path := "{*.}?example.com", "/search"
	p, _ := urlpattern.FromInit(urlpattern.Init{Hostname: &host, Pathname: &path}, urlpattern.Options{})
	fmt.Println(p.Protocol(), p.Hostname(), p.Pathname(), p.Search())
	// Output: * {*.}?example.com /search *
}

func ExampleOptions() {
	p, _ := urlpattern.New("https://example.com/Books/*", "", urlpattern.Options{IgnoreCase: true})
	fmt.Println(p.Test("https://example.com/books/x", ""))
	// Output: true
}

func ExampleError() {
	_, err := urlpattern.New("https://example.com/:id(\\d+", "", urlpattern.Options{})
	var e *urlpattern.Error
	fmt.Println(errors.As(err, &e), e.Component, e.Offset)
	// Output: true pathname 4
}

func ExampleError_Error() {
	_, err := urlpattern.New("https://example.com/:id/:id", "", urlpattern.Options{})
	fmt.Println(err)
	_, err = urlpattern.New("https://example.com/:a(x(?=y))", "", urlpattern.Options{})
	fmt.Println(err)
	// Output:
	// urlpattern: pathname "/:id/:id" at offset 5: the group name "id" is used twice
	// urlpattern: pathname "/:a(x(?=y))" at offset 5: the regexp engine cannot run a lookahead (?=
}

func ExampleError_Unwrap() {
	_, err := urlpattern.New("https://example.com/(\\k<x>)", "", urlpattern.Options{})
	var re *urlpattern.RegexpError
	fmt.Println(errors.As(err, &re), re.Construct)
	// Output: true a named backreference \k
}

func ExampleGroup() {
	p, _ := urlpattern.New("https://example.com/:a/:b?", "", urlpattern.Options{})
	r, _ := p.Exec("https://example.com/x", "")
	fmt.Println(r.Pathname.Groups["a"], r.Pathname.Groups["b"])
	// Output: {x true} { false}
}

func ExampleComponentResult() {
	p, _ := urlpattern.New("https://:sub.example.com/*", "", urlpattern.Options{})
	r, _ := p.Exec("https://www.example.com/a/b", "")
	fmt.Println(r.Hostname.Input, groups(r.Hostname))
	// Output: www.example.com sub="www"
}

func ExampleResult() {
	p, _ := urlpattern.New("https://example.com/*", "", urlpattern.Options{})
	r, _ := p.Exec("../c", "https://example.com/a/b")
	fmt.Println(r.Inputs, r.Pathname.Input)
	// Output: [../c https://example.com/a/b] /c
}

func ExamplePattern() {
	p, _ := urlpattern.New("http{s}?://example.com:8080/*.png", "", urlpattern.Options{})
	fmt.Println(p.Test("http://example.com:8080/img/a.png", ""), p.Test("https://example.com/a.png", ""))
	// Output: true false
}

func ExamplePattern_Protocol() {
	p, _ := urlpattern.New("HTTP{S}?://example.com", "", urlpattern.Options{})
	fmt.Println(p.Protocol())
	// Output: http{s}?
}

func ExamplePattern_Username() {
	p, _ := urlpattern.New("https://:user@example.com", "", urlpattern.Options{})
	fmt.Println(p.Username())
	// Output: :user
}

func ExamplePattern_Password() {
	// In a pattern string ":pass" is a named group: the ":" before a
	// password is escaped.
	p, _ := urlpattern.New(`https://user\:p%40ss@example.com`, "", urlpattern.Options{})
	q, _ := urlpattern.New("https://user:pass@example.com", "", urlpattern.Options{})
	fmt.Println(p.Username(), p.Password())
	fmt.Println(q.Username(), q.Password())
	// Output:
	// user p%40ss
	// user:pass *
}

func ExamplePattern_Hostname() {
	p, _ := urlpattern.New("https://EXAMPLE.com", "", urlpattern.Options{})
	fmt.Println(p.Hostname())
	// Output: example.com
}

func ExamplePattern_Port() {
	p, _ := urlpattern.New("https://example.com:443", "", urlpattern.Options{})
	q, _ := urlpattern.New("https://example.com:(80|8080)", "", urlpattern.Options{})
	fmt.Printf("%q %q\n", p.Port(), q.Port())
	// Output: "" "(80|8080)"
}

func ExamplePattern_Pathname() {
	p, _ := urlpattern.New("https://example.com/a b/:id", "", urlpattern.Options{})
	fmt.Println(p.Pathname())
	// Output: /a%20b/:id
}

func ExamplePattern_Search() {
	p, _ := urlpattern.New("https://example.com/?q=:term", "", urlpattern.Options{})
	fmt.Println(p.Search())
	// Output: q=:term
}

func ExamplePattern_Hash() {
	p, _ := urlpattern.New("https://example.com/#section-*", "", urlpattern.Options{})
	fmt.Println(p.Hash())
	// Output: section-*
}

func ExamplePattern_HasRegExpGroups() {
	p, _ := urlpattern.New("https://example.com/:id", "", urlpattern.Options{})
	q, _ := urlpattern.New("https://example.com/:id(\\d+)", "", urlpattern.Options{})
	fmt.Println(p.HasRegExpGroups(), q.HasRegExpGroups())
	// Output: false true
}

func ExamplePattern_Test() {
	p, _ := urlpattern.New("/books/:id", "https://example.com", urlpattern.Options{})
	fmt.Println(p.Test("/books/1", "https://example.com"), p.Test("https://example.com/movies/1", ""))
	// Output: true false
}

func ExamplePattern_Exec() {
	p, _ := urlpattern.New("https://example.com/:year(\\d{4})/:slug", "", urlpattern.Options{})
	r, ok := p.Exec("https://example.com/2024/hello", "")
	fmt.Println(ok, groups(r.Pathname))
	// Output: true slug="hello" year="2024"
}

func ExamplePattern_TestInit() {
	p, _ := urlpattern.New("https://example.com/books/*", "", urlpattern.Options{})
	proto, host, path := "https", "example.com", "/books/1"
	fmt.Println(p.TestInit(urlpattern.Init{Protocol: &proto, Hostname: &host, Pathname: &path}))
	// Output: true
}

func ExamplePattern_ExecInit() {
	p, _ := urlpattern.New("https://example.com/books/:id", "", urlpattern.Options{})
	base, path := "https://example.com/", "books/42"
	r, ok := p.ExecInit(urlpattern.Init{Pathname: &path, BaseURL: &base})
	fmt.Println(ok, r.Pathname.Input, groups(r.Pathname))
	// Output: true /books/42 id="42"
}

// upperEngine wraps GoEngine and counts the expressions it compiles.
type countingEngine struct{ n *int }

func (e countingEngine) Compile(expr string, ignoreCase bool) (urlpattern.Regexp, error) {
	*e.n++
	return urlpattern.GoEngine{}.Compile(expr, ignoreCase)
}

func ExampleEngine() {
	n := 0
	_, err := urlpattern.New("https://example.com/*", "", urlpattern.Options{Engine: countingEngine{&n}})
	fmt.Println(err, n)
	// Output: <nil> 8
}

func ExampleRegexp() {
	re, _ := urlpattern.GoEngine{}.Compile("^(a)?(b+)$", false)
	g, ok := re.Exec("bb")
	fmt.Println(ok, g)
	// Output: true [{ false} {bb true}]
}

func ExampleRegexpError() {
	_, err := urlpattern.GoEngine{}.Compile("^(?<=a)b$", false)
	var re *urlpattern.RegexpError
	errors.As(err, &re)
	fmt.Println(re.Construct, re.Offset)
	// Output: a lookbehind (?<= 1
}

func ExampleRegexpError_Error() {
	_, err := urlpattern.GoEngine{}.Compile("^(a)\\1$", false)
	fmt.Println(err)
	// Output: regexp: a backreference \1 at offset 4
}

func ExampleGoEngine() {
	re, _ := urlpattern.GoEngine{}.Compile("^[[a-z]--[aeiou]]+$", false)
	_, ok := re.Exec("xyz")
	_, bad := re.Exec("xyza")
	fmt.Println(ok, bad)
	// Output: true false
}

func ExampleGoEngine_Compile() {
	re, err := urlpattern.GoEngine{}.Compile("^\\u{48}i.$", true)
	g, ok := re.Exec("hi!")
	fmt.Println(err, ok, len(g))
	// Output: <nil> true 0
}

// UFlag is for an Engine built on an ECMAScript engine that has the "u"
// flag but not the "v" the standard compiles with: it computes the "v"
// flag's classes, and leaves a lookahead to the engine.
func ExampleUFlag() {
	s, err := urlpattern.UFlag(`^(?!x)[[a-z]--[aeiou]]$`, false)
	fmt.Println(s, err)
	_, err = urlpattern.UFlag(`^[a-]$`, false)
	fmt.Println(err)
	// Output:
	// ^(?!x)[\u{62}-\u{64}\u{66}-\u{68}\u{6a}-\u{6e}\u{70}-\u{74}\u{76}-\u{7a}]$ <nil>
	// regexp: an unescaped "-" in a character class at offset 3
}

// A router parses each URL once and tests it against each route.
func ExamplePattern_TestURL() {
	var routes []*urlpattern.Pattern
	for _, s := range []string{"/users/:id", `/books/:id(\d+)`, "/static/*"} {
		p, _ := urlpattern.FromInit(urlpattern.Init{Pathname: &s}, urlpattern.Options{})
		routes = append(routes, p)
	}
	u := whatwg.MustParse("https://example.com/books/42")
	for i, p := range routes {
		fmt.Println(i, p.TestURL(u))
	}
	// Output:
	// 0 false
	// 1 true
	// 2 false
}

func ExamplePattern_ExecURL() {
	p, _ := urlpattern.New("https://*.example.com/books/:id", "", urlpattern.Options{})
	r, ok := p.ExecURL(whatwg.MustParse("https://shop.example.com/books/42"))
	fmt.Println(ok, r.Inputs, r.Hostname.Groups["0"].Value, r.Pathname.Groups["id"].Value)
	// Output: true [https://shop.example.com/books/42] shop 42
}

func ExampleCompareComponent() {
	a, _ := urlpattern.New("https://example.com/books/:id", "", urlpattern.Options{})
	b, _ := urlpattern.New("https://example.com/books/*", "", urlpattern.Options{})
	c, _ := urlpattern.New("https://example.com/books/new", "", urlpattern.Options{})
	ab, _ := urlpattern.CompareComponent("pathname", a, b)
	ca, _ := urlpattern.CompareComponent("pathname", c, a)
	fmt.Println(ab, ca)
	// Output: 1 1
}

func ExamplePattern_Generate() {
	p, _ := urlpattern.New("https://{:sub.}example.com/books/:id", "", urlpattern.Options{})
	path, _ := p.Generate("pathname", map[string]string{"id": "a b"})
	host, _ := p.Generate("hostname", map[string]string{"sub": "Bücher"})
	_, err := p.Generate("pathname", map[string]string{"id": "x/y"})
	fmt.Println(path, host)
	fmt.Println(err)
	// Output:
	// /books/a%20b xn--bcher-kva.example.com
	// urlpattern: pathname "/books/:id": the value of the group id is not one segment
}
