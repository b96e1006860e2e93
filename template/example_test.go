package template_test

import (
	"errors"
	"fmt"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/template"
)

func ExampleParse() {
	t, err := template.Parse("https://example.org/users/{id}{?fields*}")
	fmt.Println(t.Level(), err)
	_, err = template.Parse("/search{?q")
	fmt.Println(err)
	// Output:
	// 4 <nil>
	// template: unclosed expression at offset 7
}

func ExampleMustParse() {
	t := template.MustParse("/books/{isbn}")
	s, _ := t.Expand(template.Vars{"isbn": "978-3-16-148410-0"})
	fmt.Println(s)
	// Output:
	// /books/978-3-16-148410-0
}

func ExampleTemplate() {
	// Parsed once, expanded many times.
	t := template.MustParse("/map/{x},{y}{?zoom}")
	for _, zoom := range []any{nil, "12"} {
		s, _ := t.Expand(template.Vars{"x": "1024", "y": "768", "zoom": zoom})
		fmt.Println(s)
	}
	// Output:
	// /map/1024,768
	// /map/1024,768?zoom=12
}

func ExampleTemplate_Expand() {
	vars := template.Vars{
		"var":   "value",
		"hello": "Hello World!",
		"path":  "/foo/bar",
		"list":  []string{"red", "green", "blue"},
		"keys":  []template.Pair{{Key: "semi", Value: ";"}, {Key: "dot", Value: "."}, {Key: "comma", Value: ","}},
	}
	for _, s := range []string{"{hello}", "{+path}/here", "{#hello}", "{.list}", "{/list*}", "{;keys*}", "{?var,hello}", "{&keys}", "{var:3}"} {
		out, _ := template.MustParse(s).Expand(vars)
		fmt.Println(out)
	}
	// Output:
	// Hello%20World%21
	// /foo/bar/here
	// #Hello%20World!
	// .red,green,blue
	// /red/green/blue
	// ;semi=%3B;dot=.;comma=%2C
	// ?var=value&hello=Hello%20World%21
	// &keys=semi,%3B,dot,.,comma,%2C
	// val
}

func ExampleTemplate_AppendExpand() {
	t := template.MustParse("/items/{id}")
	buf := make([]byte, 0, 64)
	for _, id := range []string{"1", "2"} {
		buf, _ = t.AppendExpand(buf[:0], template.Vars{"id": id})
		fmt.Println(string(buf))
	}
	// Output:
	// /items/1
	// /items/2
}

func ExampleTemplate_ExpandIRI() {
	t := template.MustParse("https://ja.wikipedia.org/wiki/{title}")
	u, _ := t.Expand(template.Vars{"title": "日本語"})
	x, _ := t.ExpandIRI(template.Vars{"title": "日本語"})
	fmt.Println(u)
	fmt.Println(x)
	// Output:
	// https://ja.wikipedia.org/wiki/%E6%97%A5%E6%9C%AC%E8%AA%9E
	// https://ja.wikipedia.org/wiki/日本語
}

func ExampleTemplate_Level() {
	for _, s := range []string{"/{var}", "/{+path}", "{/a,b}", "{?list*}"} {
		fmt.Println(s, template.MustParse(s).Level())
	}
	// Output:
	// /{var} 1
	// /{+path} 2
	// {/a,b} 3
	// {?list*} 4
}

func ExampleTemplate_String() {
	fmt.Println(template.MustParse("/a/{b}"))
	// Output:
	// /a/{b}
}

func ExampleError() {
	_, err := template.Parse("/{=path}")
	var e *template.Error
	if errors.As(err, &e) {
		fmt.Println(e.Offset, errors.Is(err, template.ErrReservedOperator))
	}
	// Output:
	// 2 true
}

func ExampleError_Error() {
	_, err := template.MustParse("/{keys:2}").Expand(template.Vars{"keys": []string{"a"}})
	fmt.Println(err)
	// Output:
	// template: prefix modifier on a list or associative array (variable "keys") at offset 2
}

func ExampleError_Unwrap() {
	// Two fragments make no IRI reference.
	_, err := template.MustParse("{#a}{#b}").ExpandIRI(template.Vars{"a": "x", "b": "y"})
	fmt.Println(errors.Is(err, template.ErrNotIRI))
	// Output:
	// true
}

func ExampleString() {
	s, _ := template.MustParse("{x}").Expand(template.Vars{"x": template.String("a b")})
	fmt.Println(s)
	// Output:
	// a%20b
}

func ExampleList() {
	s, _ := template.MustParse("{?tags*}").Expand(template.Vars{"tags": template.List("go", "iri")})
	fmt.Println(s)
	// Output:
	// ?tags=go&tags=iri
}

func ExampleAssoc() {
	s, _ := template.MustParse("{?params*}").Expand(template.Vars{"params": template.Assoc(template.Pair{Key: "b", Value: "2"}, template.Pair{Key: "a", Value: "1"})})
	fmt.Println(s)
	// Output:
	// ?b=2&a=1
}

func ExamplePair() {
	s, _ := template.MustParse("{;point*}").Expand(template.Vars{"point": []template.Pair{{Key: "x", Value: "1"}, {Key: "y", Value: ""}}})
	fmt.Println(s)
	// Output:
	// ;x=1;y
}

func ExampleMap() {
	// A Go map, in sorted order.
	s, _ := template.MustParse("{?m*}").Expand(template.Vars{"m": template.Map(map[string]string{"z": "26", "a": "1"})})
	fmt.Println(s)
	// Output:
	// ?a=1&z=26
}

func ExampleValue() {
	// An empty list is undefined, as RFC 6570 §2.3 says.
	fmt.Println(template.List().Kind(), template.List("a").Kind(), template.Value{}.Kind())
	// Output:
	// undefined list undefined
}

func ExampleValue_Kind() {
	fmt.Println(template.String("").Kind())
	// Output:
	// string
}

func ExampleKind() {
	fmt.Println(template.KindAssoc)
	// Output:
	// assoc
}

// env is a Values of the caller's own.
type env struct{ user string }

func (e env) Lookup(name string) template.Value {
	if name == "user" {
		return template.String(e.user)
	}
	return template.Value{}
}

func ExampleValues() {
	s, _ := template.MustParse("/home/{user}{/missing}").Expand(env{user: "ana"})
	fmt.Println(s)
	// Output:
	// /home/ana
}

func ExampleVars() {
	s, _ := template.MustParse("{/a,b,c}").Expand(template.Vars{"a": "1", "b": nil, "c": []string{"x", "y"}})
	fmt.Println(s)
	// Output:
	// /1/x,y
}

func ExampleVars_Lookup() {
	v := template.Vars{"n": 42}
	_, err := template.MustParse("{n}").Expand(v)
	fmt.Println(v.Lookup("n").Kind(), errors.Is(err, template.ErrValueType))
	// Output:
	// Kind(?) true
}

func ExampleVarsFromJSON() {
	vars, _ := template.VarsFromJSON([]byte(`{"id": 7, "tags": ["a", "b"], "q": {"sort": "new", "page": 2}, "none": null}`))
	s, _ := template.MustParse("/items/{id}{?q*}{&tags}{&none}").Expand(vars)
	fmt.Println(s)
	// Output:
	// /items/7?sort=new&page=2&tags=a,b
}

func Example() {
	// The README's example.
	t, err := template.Parse("https://example.org/{lang}/wiki/{title}{?tags*}")
	if err != nil {
		fmt.Println(err)
		return
	}
	vars := template.Vars{"lang": "ja", "title": "日本語", "tags": []string{"a b", "c"}}
	u, _ := t.Expand(vars)
	x, _ := t.ExpandIRI(vars)
	fmt.Println(u)
	fmt.Println(x)
	fmt.Println(t.Level())
	m := template.MustParse("/{lang}/wiki/{title}")
	fmt.Println(m.Match(iri.MustParse("/ja/wiki/日本語")))
	// Output:
	// https://example.org/ja/wiki/%E6%97%A5%E6%9C%AC%E8%AA%9E?tags=a%20b&tags=c
	// https://example.org/ja/wiki/日本語?tags=a%20b&tags=c
	// 4
	// map[lang:ja title:日本語] true
}

func ExampleKind_String() {
	fmt.Println(template.KindString, template.KindList, template.KindUndefined)
	// Output:
	// string list undefined
}

func ExampleTemplate_Match() {
	t := template.MustParse("/users/{id}/posts{?page,sort}")
	vars, ok := t.Match(iri.MustParse("/users/ana%20b/posts?sort=new"))
	fmt.Println(vars, ok)
	_, ok = t.Match(iri.MustParse("/groups/1"))
	fmt.Println(ok)
	// Output:
	// map[id:ana b sort:new] true
	// false
}

func ExampleTemplate_Invertible() {
	fmt.Println(template.MustParse("/{a}/{b}{?q}").Invertible())
	fmt.Println(template.MustParse("/{a}{b}").Invertible())
	// Output:
	// <nil>
	// template: expression cannot be matched unambiguously at offset 1
}
