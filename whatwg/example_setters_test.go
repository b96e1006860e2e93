package whatwg_test

import (
	"fmt"

	"github.com/go-iri/iri/whatwg"
)

func ExampleURL_SetHref() {
	u := whatwg.MustParse("https://example.com/")
	u, err := u.SetHref("HTTP://other.example/x")
	fmt.Println(u, err)
	_, err = u.SetHref("/relative")
	fmt.Println(err)
	// Output:
	// http://other.example/x <nil>
	// whatwg: missing-scheme-non-relative-URL at offset 0 in "/relative"
}

func ExampleURL_SetProtocol() {
	u := whatwg.MustParse("http://example.com:443/")
	fmt.Println(u.SetProtocol("https"))
	fmt.Println(u.SetProtocol("git")) // a special scheme stays special
	// Output:
	// https://example.com/
	// http://example.com:443/
}

func ExampleURL_SetUsername() {
	u := whatwg.MustParse("ftp://example.com/")
	fmt.Println(u.SetUsername("anne@home"))
	fmt.Println(whatwg.MustParse("file:///etc").SetUsername("anne"))
	// Output:
	// ftp://anne%40home@example.com/
	// file:///etc
}

func ExampleURL_SetPassword() {
	u := whatwg.MustParse("ftp://anne@example.com/")
	fmt.Println(u.SetPassword("p:ss"))
	// Output: ftp://anne:p%3Ass@example.com/
}

func ExampleURL_SetHost() {
	u := whatwg.MustParse("http://example.net:8080/path")
	fmt.Println(u.SetHost("EXAMPLE.com:81"))
	fmt.Println(u.SetHost("example.com:65536")) // the host is set, the port is not
	// Output:
	// http://example.com:81/path
	// http://example.com:8080/path
}

func ExampleURL_SetHostname() {
	u := whatwg.MustParse("http://example.net:8080/path")
	fmt.Println(u.SetHostname("0x7f.1"))
	fmt.Println(u.SetHostname("example.com:81")) // no port here
	// Output:
	// http://127.0.0.1:8080/path
	// http://example.net:8080/path
}

func ExampleURL_SetPort() {
	u := whatwg.MustParse("https://example.com:8443/")
	fmt.Println(u.SetPort("443"))
	fmt.Println(u.SetPort("8080stuff"))
	fmt.Println(u.SetPort(""))
	// Output:
	// https://example.com/
	// https://example.com:8080/
	// https://example.com/
}

func ExampleURL_SetPathname() {
	u := whatwg.MustParse("http://example.com/a?q")
	fmt.Println(u.SetPathname("b/../c d?"))
	// Output: http://example.com/c%20d%3F?q
}

func ExampleURL_SetSearch() {
	u := whatwg.MustParse("http://example.com/#top")
	fmt.Println(u.SetSearch("?q=a b#c"))
	fmt.Println(u.SetSearch("q").SetSearch(""))
	// Output:
	// http://example.com/?q=a%20b%23c#top
	// http://example.com/#top
}

func ExampleURL_SetHash() {
	u := whatwg.MustParse("http://example.com/")
	fmt.Println(u.SetHash("#sec 1"))
	// Output: http://example.com/#sec%201
}

func ExampleURL_SearchParams() {
	u := whatwg.MustParse("https://example.com/?q=a+b&lang=en&q=%C3%A9")
	p := u.SearchParams()
	fmt.Println(p.GetAll("q"))
	// Output: [a b é]
}

func ExampleURL_SetSearchParams() {
	u := whatwg.MustParse("https://example.com/?b=2&a=1#top")
	fmt.Println(u.SetSearchParams(u.SearchParams().Sort()))
	fmt.Println(u.SetSearchParams(u.SearchParams().Delete("a").Delete("b")))
	// Output:
	// https://example.com/?a=1&b=2#top
	// https://example.com/#top
}
