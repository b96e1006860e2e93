package whatwg_test

import (
	"errors"
	"fmt"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/whatwg"
	"golang.org/x/text/encoding/htmlindex"
)

func ExampleParse() {
	u, err := whatwg.Parse("HTTPS://EXAMPLE.com:443/a/./b/../c?q=1#top")
	if err != nil {
		panic(err)
	}
	fmt.Println(u)
	// Output: https://example.com/a/c?q=1#top
}

func ExampleParse_failure() {
	_, err := whatwg.Parse("https://example.org:70000/")
	fmt.Println(err)
	var e *whatwg.Error
	if errors.As(err, &e) {
		fmt.Println(e.Name, e.Offset)
	}
	// Output:
	// whatwg: port-out-of-range at offset 20 in "https://example.org:70000/"
	// port-out-of-range 20
}

func ExampleMustParse() {
	u := whatwg.MustParse("http://例え.jp/résumé")
	fmt.Println(u.Hostname(), u.Pathname())
	// Output: xn--r8jz45g.jp /r%C3%A9sum%C3%A9
}

func ExampleURL() {
	u := whatwg.MustParse("https://user:pass@example.com:8080/p/a/t/h?query=string#hash")
	fmt.Println(u.Protocol())
	fmt.Println(u.Username(), u.Password())
	fmt.Println(u.Host(), u.Hostname(), u.Port())
	fmt.Println(u.Pathname(), u.Search(), u.Hash())
	fmt.Println(u.Origin())
	// Output:
	// https:
	// user pass
	// example.com:8080 example.com 8080
	// /p/a/t/h ?query=string #hash
	// https://example.com:8080
}

func ExampleURL_Parse() {
	base := whatwg.MustParse("https://example.com/docs/index.html")
	for _, ref := range []string{"intro.html", "../img/a.png", "//cdn.example.net/x.js", "?page=2", `\root`} {
		u, err := base.Parse(ref)
		fmt.Println(u, err)
	}
	// Output:
	// https://example.com/docs/intro.html <nil>
	// https://example.com/img/a.png <nil>
	// https://cdn.example.net/x.js <nil>
	// https://example.com/docs/index.html?page=2 <nil>
	// https://example.com/root <nil>
}

func ExampleURL_Href() {
	fmt.Println(whatwg.MustParse("http://example.com").Href())
	// Output: http://example.com/
}

func ExampleURL_String() {
	fmt.Println(whatwg.MustParse("  http://example.com/a b  ").String())
	// Output: http://example.com/a%20b
}

func ExampleURL_Protocol() {
	fmt.Println(whatwg.MustParse("MailTo:someone@example.com").Protocol())
	// Output: mailto:
}

func ExampleURL_Username() {
	fmt.Println(whatwg.MustParse("ftp://anne b@example.com/").Username())
	// Output: anne%20b
}

func ExampleURL_Password() {
	fmt.Println(whatwg.MustParse("ftp://anne:s3cr:t@example.com/").Password())
	// Output: s3cr%3At
}

func ExampleURL_Host() {
	fmt.Println(whatwg.MustParse("http://[0:0::1]:8080/").Host())
	fmt.Println(whatwg.MustParse("http://example.com:80/").Host())
	// Output:
	// [::1]:8080
	// example.com
}

func ExampleURL_Hostname() {
	for _, s := range []string{"http://0x7F.1/", "http://EXAMPLE.com./", "git://Host.example/", "file://localhost/etc"} {
		fmt.Printf("%q\n", whatwg.MustParse(s).Hostname())
	}
	// Output:
	// "127.0.0.1"
	// "example.com."
	// "Host.example"
	// ""
}

func ExampleURL_Port() {
	fmt.Printf("%q %q\n", whatwg.MustParse("https://a:08443/").Port(), whatwg.MustParse("https://a:443/").Port())
	// Output: "8443" ""
}

func ExampleURL_Pathname() {
	fmt.Println(whatwg.MustParse("file:///C|/Windows/../Users").Pathname())
	fmt.Println(whatwg.MustParse("urn:isbn:9780307476463").Pathname())
	// Output:
	// /C:/Users
	// isbn:9780307476463
}

func ExampleURL_Search() {
	fmt.Printf("%q %q\n", whatwg.MustParse("http://a/?q='x y'").Search(), whatwg.MustParse("http://a/?").Search())
	// Output: "?q=%27x%20y%27" ""
}

func ExampleURL_Hash() {
	fmt.Println(whatwg.MustParse("http://a/#sec 2").Hash())
	// Output: #sec%202
}

func ExampleURL_Origin() {
	fmt.Println(whatwg.MustParse("blob:https://example.com:443/d0360e2f").Origin())
	fmt.Println(whatwg.MustParse("data:text/plain,hi").Origin())
	// Output:
	// https://example.com
	// null
}

func ExampleOrigin() {
	a := whatwg.MustParse("https://example.com/a").Origin()
	b := whatwg.MustParse("https://example.com:443/b?c").Origin()
	fmt.Println(a == b, a.Opaque())
	// Output: true false
}

func ExampleOrigin_Opaque() {
	fmt.Println(whatwg.MustParse("file:///etc/hosts").Origin().Opaque())
	// Output: true
}

func ExampleOrigin_String() {
	fmt.Println(whatwg.MustParse("ws://[::1]:9000/chat").Origin().String())
	// Output: ws://[::1]:9000
}

func ExampleParser() {
	windows1252, _ := htmlindex.Get("windows-1252")
	p := whatwg.Parser{Base: whatwg.MustParse("http://example.com/dir/"), Encoding: windows1252}
	u, _ := p.Parse("page?q=smörgåsbord#smörgåsbord")
	fmt.Println(u)
	// Output: http://example.com/dir/page?q=sm%F6rg%E5sbord#sm%C3%B6rg%C3%A5sbord
}

func ExampleParser_Parse() {
	p := whatwg.Parser{Base: whatwg.MustParse("mailto:someone@example.com")}
	_, err := p.Parse("other")
	fmt.Println(err)
	u, _ := p.Parse("#frag")
	fmt.Println(u)
	// Output:
	// whatwg: missing-scheme-non-relative-URL at offset 0 in "other"
	// mailto:someone@example.com#frag
}

func ExampleParser_Validate() {
	u, errs, err := whatwg.Parser{}.Validate("https:\\\\user@exam%70le.org/a b")
	fmt.Println(u, err)
	for _, e := range errs {
		fmt.Println(e.Offset, e.Name)
	}
	// Output:
	// https://user@example.org/a%20b <nil>
	// 6 special-scheme-missing-following-solidus
	// 6 special-scheme-missing-following-solidus
	// 7 special-scheme-missing-following-solidus
	// 12 invalid-credentials
	// 13 domain-percent-encoded
	// 28 invalid-URL-unit
}

func ExampleValidationError() {
	_, errs, _ := whatwg.Parser{}.Validate("https://127.0.0x0.1/")
	fmt.Printf("%+v\n", errs)
	// Output: [{Name:IPv4-non-decimal-part Offset:8}]
}

func ExampleError() {
	_, err := whatwg.Parse("https://ex ample.org/")
	var e *whatwg.Error
	fmt.Println(errors.As(err, &e), e.Name, e.Offset, e.Input)
	// Output: true domain-to-ASCII 8 https://ex ample.org/
}

func ExampleError_Error() {
	_, err := whatwg.Parse("http://[::1/")
	fmt.Println(err.Error())
	// Output: whatwg: IPv6-unclosed at offset 7 in "http://[::1/"
}

func ExampleURL_FitsDNS() {
	fmt.Println(whatwg.MustParse("https://example.com./").FitsDNS())
	fmt.Println(whatwg.MustParse("https://example..com/").FitsDNS())
	fmt.Println(whatwg.MustParse("https://127.0.0.1/").FitsDNS())
	// Output:
	// true
	// false
	// false
}

func ExampleURL_IRI() {
	u := whatwg.MustParse("https://xn--r8jz45g.jp/r%C3%A9sum%C3%A9?q=a|b")
	x := u.IRI()
	fmt.Println(x)
	fmt.Println(x.ToIRI()) // for a person: what can be shown as characters, decoded
	y := iri.Mapper{IDNA: iri.IDNAUTS46}.ToIRI(x)
	fmt.Println(y) // and the host in Unicode
	// Output:
	// https://xn--r8jz45g.jp/r%C3%A9sum%C3%A9?q=a%7Cb
	// https://xn--r8jz45g.jp/résumé?q=a%7Cb
	// https://例え.jp/résumé?q=a%7Cb
}

func ExampleRules() {
	for _, r := range whatwg.Rules()[:2] {
		fmt.Println(r.Name, r.Failure, r.Summary)
	}
	// Output:
	// domain-to-ASCII true the host is not a domain that UTS #46 ToASCII converts
	// domain-percent-encoded false the domain holds percent-encoded bytes
}

func ExampleRuleOf() {
	_, errs, _ := whatwg.Parser{}.Validate("https://example.org/a b")
	for _, e := range errs {
		r, _ := whatwg.RuleOf(e.Name)
		fmt.Printf("%s at %d: %s (%s)\n", e.Name, e.Offset, r.Summary, whatwg.ValidationErrorsSection)
	}
	// Output:
	// invalid-URL-unit at 21: a character that is not a URL code point, or a "%" not followed by two hex digits (URL Standard §1.1)
}

func ExampleRule() {
	// A failure stops the parser; the other validation errors are ones a
	// browser reads past.
	_, err := whatwg.Parse("https://example.org:99999/")
	var e *whatwg.Error
	if errors.As(err, &e) {
		r, _ := whatwg.RuleOf(e.Name)
		fmt.Println(r.Name, r.Failure)
	}
	r, _ := whatwg.RuleOf("invalid-reverse-solidus")
	fmt.Println(r.Name, r.Failure)
	// Output:
	// port-out-of-range true
	// invalid-reverse-solidus false
}
