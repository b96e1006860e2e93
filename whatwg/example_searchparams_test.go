package whatwg_test

import (
	"fmt"

	"github.com/go-iri/iri/whatwg"
)

func ExampleParseQuery() {
	p := whatwg.ParseQuery("?q=go+iri&lang=%C3%A9&&tag=a&tag=b")
	for name, value := range p.All() {
		fmt.Printf("%s=%q\n", name, value)
	}
	fmt.Println(p)
	// Output:
	// q="go iri"
	// lang="é"
	// tag="a"
	// tag="b"
	// q=go+iri&lang=%C3%A9&tag=a&tag=b
}

func ExampleURLSearchParams() {
	var p whatwg.URLSearchParams // the empty list
	p = p.Append("q", "a+b c").Append("page", "2")
	q := p.Set("page", "3") // p stays as it was
	fmt.Println(p)
	fmt.Println(q)
	fmt.Println(p == whatwg.ParseQuery("q=a%2Bb+c&page=2"))
	// Output:
	// q=a%2Bb+c&page=2
	// q=a%2Bb+c&page=3
	// true
}

func ExampleURLSearchParams_String() {
	p := whatwg.ParseQuery("path=/a/b&name=Zoë Ö&empty")
	fmt.Println(p.String())
	// Output: path=%2Fa%2Fb&name=Zo%C3%AB+%C3%96&empty=
}

func ExampleURLSearchParams_Size() {
	fmt.Println(whatwg.ParseQuery("a=1&b=2&a=3").Size())
	fmt.Println(whatwg.ParseQuery("&&").Size())
	// Output:
	// 3
	// 0
}

func ExampleURLSearchParams_Get() {
	p := whatwg.ParseQuery("a=1&b&a=2")
	fmt.Println(p.Get("a"))
	fmt.Println(p.Get("b"))
	fmt.Println(p.Get("c"))
	// Output:
	// 1 true
	//  true
	//  false
}

func ExampleURLSearchParams_GetAll() {
	p := whatwg.ParseQuery("tag=go&x=1&tag=url")
	fmt.Printf("%q\n", p.GetAll("tag"))
	// Output: ["go" "url"]
}

func ExampleURLSearchParams_Has() {
	p := whatwg.ParseQuery("debug&a+b=1")
	fmt.Println(p.Has("debug"), p.Has("a b"), p.Has("a+b"))
	// Output: true true false
}

func ExampleURLSearchParams_HasValue() {
	p := whatwg.ParseQuery("a=1&a=2")
	fmt.Println(p.HasValue("a", "2"), p.HasValue("a", "3"))
	// Output: true false
}

func ExampleURLSearchParams_Append() {
	p := whatwg.ParseQuery("a=1")
	fmt.Println(p.Append("a", "2").Append("note", "50% off"))
	// Output: a=1&a=2&note=50%25+off
}

func ExampleURLSearchParams_Set() {
	p := whatwg.ParseQuery("a=1&b=2&a=3")
	fmt.Println(p.Set("a", "x"))
	fmt.Println(p.Set("c", "4"))
	// Output:
	// a=x&b=2
	// a=1&b=2&a=3&c=4
}

func ExampleURLSearchParams_Delete() {
	p := whatwg.ParseQuery("a=1&b=2&a=3")
	fmt.Println(p.Delete("a"))
	// Output: b=2
}

func ExampleURLSearchParams_DeleteValue() {
	p := whatwg.ParseQuery("a=1&b=2&a=3")
	fmt.Println(p.DeleteValue("a", "3"))
	// Output: a=1&b=2
}

func ExampleURLSearchParams_Sort() {
	// Names compare by UTF-16 code units: U+1F308 (0xD83C 0xDF08) comes
	// before U+FFFD, the other way round from code point order.
	p := whatwg.ParseQuery("z=1&\uFFFD=2&a=3&z=0&\U0001F308=4")
	for name, value := range p.Sort().All() {
		fmt.Printf("%+q=%s\n", name, value)
	}
	// Output:
	// "a"=3
	// "z"=1
	// "z"=0
	// "\U0001f308"=4
	// "\ufffd"=2
}

func ExampleURLSearchParams_All() {
	p := whatwg.ParseQuery("a=1&b=%F0%9F%8C%88&c=%FF")
	for name, value := range p.All() {
		fmt.Printf("%s %+q\n", name, value)
	}
	// Output:
	// a "1"
	// b "\U0001f308"
	// c "\ufffd"
}
