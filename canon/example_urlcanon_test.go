package canon_test

import (
	"fmt"

	"github.com/go-iri/iri/canon"
)

func ExampleURLCanon() {
	const raw = "  HTTPS://User@WWW.Example.COM:443/a/./b/../c//d?z=1&a=%2541#Frag "
	for _, c := range []canon.URLCanon{canon.URLCanonWHATWG, canon.URLCanonGoogle, canon.URLCanonSemanticPrecise, canon.URLCanonAggressive} {
		s, err := c.Canonical(raw)
		fmt.Printf("%-16s %s %v\n", c, s, err)
	}
	// Output:
	// whatwg           https://User@www.example.com/a/c//d?z=1&a=%2541#Frag <nil>
	// google           https://User@www.example.com/a/c/d?z=1&a=A <nil>
	// semantic_precise https://www.example.com/a/c/d?a=A&z=1#Frag <nil>
	// aggressive       http://example.com/a/c/d?a=a&z=1 <nil>
}

func ExampleURLCanon_Canonical() {
	s, _ := canon.URLCanonWHATWG.Canonical("http://example.com/foo/%2e%2e/bar")
	fmt.Println(s)
	_, err := canon.URLCanonWHATWG.Canonical("http://-1/")
	fmt.Println(err)
	// Output:
	// http://example.com/bar
	// canon: urlcanon has no answer: its IPv4 parser reads the host as a negative number
}

func ExampleURLCanon_AppendCanonical() {
	b := []byte("key: ")
	b, err := canon.URLCanonSemanticPrecise.AppendCanonical(b, "example.com/b?y=2&x=1")
	fmt.Println(string(b), err)
	// Output:
	// key: http://example.com/b?x=1&y=2 <nil>
}

func ExampleURLCanon_String() {
	fmt.Println(canon.URLCanonSemanticPrecise)
	// Output:
	// semantic_precise
}

func ExampleURLCanonSURT() {
	const raw = "http://user:pass@foo.example.org:81/path?query#frag"
	for _, s := range []canon.URLCanonSURT{{}, {NoScheme: true}, {NoTrailingComma: true}} {
		k, _ := s.Key(raw)
		fmt.Println(k)
	}
	// Output:
	// http://(org,example,foo,:81)/path?query#frag
	// org,example,foo,:81)/path?query#frag
	// http://(org,example,foo:81)/path?query#frag
}

func ExampleURLCanonSURT_Key() {
	k, _ := canon.URLCanonSURT{}.Key("http://10.1.2.3:81/x")
	fmt.Println(k)
	// Output:
	// http://(10.1.2.3:81)/x
}

func ExampleURLCanonSURT_AppendKey() {
	// urlcanon runs no canonicalizer before the SURT: canonicalize first
	// where keys should match.
	u, _ := canon.URLCanonAggressive.Canonical("https://WWW.Example.com/Index.html")
	b, _ := canon.URLCanonSURT{NoScheme: true}.AppendKey(nil, u)
	fmt.Println(string(b))
	// Output:
	// com,example,)/index.html
}

func ExampleSSURT() {
	s, _ := canon.SSURT("http://user:pass@foo.example.org:81/path?query#frag")
	fmt.Println(s)
	// Output:
	// org,example,foo,//81:http@user:pass:/path?query#frag
}

func ExampleAppendSSURT() {
	b, _ := canon.AppendSSURT([]byte("> "), "scheme://81.foo.example.org/path")
	fmt.Println(string(b))
	// Output:
	// > org,example,foo,81,//scheme:/path
}
