package charset_test

import (
	"fmt"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/charset"
)

func ExampleParse() {
	// "Việt" in windows-1258 spells the "ệ" as "ê" and a combining dot
	// below; RFC 3987 §3.1 step 1b normalizes it to NFC.
	enc, _ := charset.Lookup("windows-1258")
	x, _ := charset.Parse([]byte("http://example.org/Vi\xea\xf2t"), enc)
	fmt.Printf("%+q\n", x.Path())
	// Output:
	// "/Vi\u1ec7t"
}

func ExampleLookup() {
	// A link in a page served as "Content-Type: text/html;
	// charset=latin1", which browsers read as windows-1252: the query
	// goes to the server in that encoding (3987bis §3.5).
	enc, err := charset.Lookup("latin1")
	if err != nil {
		fmt.Println(err)
		return
	}
	u, _ := iri.Mapper{QueryEncoding: enc}.ToURI(iri.MustParse("http://example.org/€?q=€"))
	fmt.Println(u)
	_, err = charset.Lookup("klingon")
	fmt.Println(err)
	// Output:
	// http://example.org/%E2%82%AC?q=%80
	// iri: unknown charset: "klingon"
}
