package canon_test

import (
	"fmt"

	"github.com/go-iri/iri/canon"
)

func ExampleSURT() {
	for _, s := range []canon.SURT{{}, {WithScheme: true, TrailingComma: true}, {IA: canon.IA{KeepWWW: true}}} {
		fmt.Println(s.Key("http://www.Example.com:80/a/?b=2&a=1#top"))
	}
	// Output:
	// com,example)/a?a=1&b=2 <nil>
	// http://(com,example,)/a?a=1&b=2 <nil>
	// com,example,www)/a?a=1&b=2 <nil>
}

func ExampleSURT_Key() {
	for _, u := range []string{"http://192.168.1.254/info/", "mailto:Foo@Example.com", "http://example.com:x/"} {
		fmt.Println(canon.SURT{}.Key(u))
	}
	// Output:
	// 254,1,168,192)/info <nil>
	// mailto:foo@example.com <nil>
	//  a port that is not a number from 0 to 65535
}

func ExampleSURT_AppendKey() {
	var buf []byte
	for _, u := range []string{"https://www2.example.org/", "example.org/index.php?PHPSESSID=0123456789abcdefghijklmnopqrstuv&p=1"} {
		buf, _ = canon.SURT{}.AppendKey(buf[:0], u)
		fmt.Println(string(buf))
	}
	// Output:
	// org,example)/
	// org,example)/index.php?p=1
}

func ExampleIA() {
	fmt.Println(canon.IA{}.Canonical("http://WWW.Archive.org:80/Big/?b&a#x"))
	fmt.Println(canon.IA{KeepQueryOrder: true, KeepTrailingSlash: true}.Canonical("http://WWW.Archive.org:80/Big/?b&a#x"))
	// Output:
	// http://archive.org/big?a&b#x <nil>
	// http://archive.org/big/?b&a#x <nil>
}

func ExampleIA_Canonical() {
	fmt.Println(canon.IA{}.Canonical("https://www.archive.org:443/"))
	// Output:
	// https://archive.org/ <nil>
}

func ExampleGoogle() {
	for _, u := range []string{"http://host/%25%32%35", "http://3279880203/blah/../x", "Bücher.ch:8080", "http://www.evil.com/blah#frag"} {
		fmt.Println(canon.Google(u))
	}
	// Output:
	// http://host/%25 <nil>
	// http://195.127.0.11/x <nil>
	// http://xn--bcher-kva.ch:8080/ <nil>
	// http://www.evil.com/blah <nil>
}

func ExampleSafeBrowsing() {
	fmt.Println(canon.SafeBrowsing{}.Canonical("http://www.GOOgle.com.../q?r#frag"))
	fmt.Println(canon.SafeBrowsing{Published: true}.Canonical("http://www.GOOgle.com.../q?r#frag"))
	fmt.Println(canon.SafeBrowsing{}.Canonical("http://evil.example\\@good.example/"))
	// Output:
	// http://www.google.com/q <nil>
	// http://www.google.com/q?r <nil>
	// http://evil.example/@good.example/ <nil>
}

func ExampleSafeBrowsing_Canonical() {
	for _, u := range []string{"http://3279880203/blah/../x", "mailto:a@example.com"} {
		fmt.Println(canon.SafeBrowsing{}.Canonical(u))
	}
	// Output:
	// http://195.127.0.11/x <nil>
	//  a scheme not followed by //
}

// A client that hashes each URL it checks writes its canonical form into
// one buffer, reused from URL to URL.
func ExampleSafeBrowsing_AppendCanonical() {
	var buf []byte
	for _, u := range []string{"http://www.GOOgle.com/", "http://host/%25%32%35"} {
		var err error
		if buf, err = (canon.SafeBrowsing{}).AppendCanonical(buf[:0], u); err == nil {
			fmt.Println(string(buf))
		}
	}
	// Output:
	// http://www.google.com/
	// http://host/%25
}

func ExampleSafeBrowsing_Expressions() {
	e, _ := canon.SafeBrowsing{}.Expressions("http://a.b.c/1/2.html?param=1")
	for _, s := range e {
		fmt.Println(s)
	}
	// Output:
	// a.b.c/
	// a.b.c/1/
	// a.b.c/1/2.html
	// a.b.c/1/2.html?param=1
	// b.c/
	// b.c/1/
	// b.c/1/2.html
	// b.c/1/2.html?param=1
}

func ExampleColumnsOf() {
	c, _ := canon.ColumnsOf("https://www.example.co.uk:443/a?q=1")
	fmt.Println(c.SURTKey, c.HostName, *c.HostTLD, *c.HostRegisteredDomain, *c.HostNameReversed, c.Protocol, *c.Port, c.Path, *c.Query)
	fmt.Println(*c.Host4thLastPart, c.Host5thLastPart == nil)
	// Output:
	// uk,co,example)/a?q=1 www.example.co.uk uk example.co.uk uk.co.example.www https 443 /a q=1
	// www true
}

func ExampleColumns() {
	c, _ := canon.ColumnsOf("http://192.168.0.1/")
	fmt.Println(c.HostName, c.HostTLD == nil, c.HostRegistrySuffix == nil, c.Port == nil)
	// Output:
	// 192.168.0.1 true true true
}

func ExampleProfileKey() {
	key, _ := canon.ProfileKey("surt", canon.SURT{WithScheme: true})
	b, _ := key(nil, "http://www.example.com/a")
	fmt.Println(string(b))
	_, ok := canon.ProfileKey("nonesuch", canon.SURT{})
	fmt.Println(ok)
	// Output:
	// http://(com,example)/a
	// false
}

func ExampleProfiles() {
	fmt.Println(canon.Profiles())
	// Output:
	// [surt google ia safebrowsing ssurt urlcanon-aggressive urlcanon-google urlcanon-semantic-precise urlcanon-surt urlcanon-whatwg]
}

func ExampleKey() {
	var key canon.Key = canon.SURT{}.AppendKey
	b, err := key([]byte("key: "), "https://Example.org/b?z=1&a=2")
	fmt.Println(string(b), err)
	// Output:
	// key: org,example)/b?a=2&z=1 <nil>
}
