package iri_test

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net/url"
	"strings"

	"github.com/go-iri/iri"
	"golang.org/x/text/encoding/charmap"
)

func ExampleParse() {
	x, err := iri.Parse("http://user@例え.jp:8080/résumé?q=ü#frag")
	if err != nil {
		panic(err)
	}
	fmt.Println(x.Scheme())
	fmt.Println(x.Authority())
	fmt.Println(x.Userinfo())
	fmt.Println(x.Host(), x.HostKind())
	fmt.Println(x.Port())
	fmt.Println(x.Path())
	fmt.Println(x.Query())
	fmt.Println(x.Fragment())
	// Output:
	// http
	// user@例え.jp:8080 true
	// user true
	// 例え.jp reg-name
	// 8080 true
	// /résumé
	// q=ü true
	// frag true
}

func ExampleParse_error() {
	_, err := iri.Parse("http://example.org/a b")
	fmt.Println(err)
	var e *iri.Error
	if errors.As(err, &e) {
		fmt.Println(e.Offset, e.Component, errors.Is(err, iri.ErrInvalidCharacter))
	}
	// Output:
	// iri: invalid character U+0020 in path at offset 20
	// 20 path true
}

func ExampleParseIRI() {
	_, err := iri.ParseIRI("../résumé")
	fmt.Println(err)
	x, _ := iri.ParseIRI("urn:isbn:0451450523#p2")
	fmt.Println(x.Scheme(), x.Path())
	// Output:
	// iri: missing scheme at offset 0
	// urn isbn:0451450523
}

func ExampleParseAbsolute() {
	_, err := iri.ParseAbsolute("http://a/b#f")
	fmt.Println(errors.Is(err, iri.ErrUnexpectedFragment), err)
	// Output:
	// true iri: absolute IRI has a fragment at offset 10
}

func ExampleParseRelative() {
	x, _ := iri.ParseRelative("./a:b?c")
	fmt.Println(x.Path())
	_, err := iri.ParseRelative("a:b")
	fmt.Println(err)
	// Output:
	// ./a:b
	// iri: relative reference has a scheme at offset 0
}

func ExampleMustParse() {
	var base = iri.MustParse("http://example.org/δοκιμή/")
	fmt.Println(base.Path())
	// Output:
	// /δοκιμή/
}

func ExampleIRI_IsAbsolute() {
	fmt.Println(iri.MustParse("mailto:ä@example.org").IsAbsolute())
	fmt.Println(iri.MustParse("//example.org/ä").IsAbsolute())
	// Output:
	// true
	// false
}

func ExampleIRI_Authority_empty() {
	_, ok := iri.MustParse("file:///etc/hosts").Authority()
	fmt.Println(ok)
	_, ok = iri.MustParse("file:/etc/hosts").Authority()
	fmt.Println(ok)
	// Output:
	// true
	// false
}

func ExampleIRI_Query() {
	// An empty query and no query are different (RFC 3986 §6.2.3).
	for _, s := range []string{"http://a/?", "http://a/"} {
		q, ok := iri.MustParse(s).Query()
		fmt.Printf("%q %v\n", q, ok)
	}
	// Output:
	// "" true
	// "" false
}

func ExampleIRI_Fragment() {
	f, ok := iri.MustParse("#").Fragment()
	fmt.Printf("%q %v\n", f, ok)
	// Output:
	// "" true
}

func ExampleIRI_Port() {
	fmt.Println(iri.MustParse("http://a:/").Port())
	fmt.Println(iri.MustParse("http://a/").Port())
	// Output:
	//  true
	//  false
}

func ExampleIRI_HostKind() {
	for _, s := range []string{"//192.0.2.1", "//01.2.3.4", "//[2001:db8::1]", "//[v7.x]", "//例え.jp", "a:b"} {
		x := iri.MustParse(s)
		fmt.Printf("%-16s %q\n", x.HostKind(), x.Host())
	}
	// Output:
	// ipv4             "192.0.2.1"
	// reg-name         "01.2.3.4"
	// ipv6             "[2001:db8::1]"
	// ipvfuture        "[v7.x]"
	// reg-name         "例え.jp"
	// none             ""
}

func ExampleIRI_String() {
	// String gives back the input exactly: nothing is normalized.
	fmt.Println(iri.MustParse("HTTP://Example.ORG/%7e/ä"))
	// Output:
	// HTTP://Example.ORG/%7e/ä
}

func ExampleIRI_AppendTo() {
	b := []byte("<")
	b = iri.MustParse("http://例え.jp/").AppendTo(b)
	fmt.Println(string(append(b, '>')))
	// Output:
	// <http://例え.jp/>
}

func ExampleIRI_MarshalText() {
	type Doc struct {
		ID iri.IRI `json:"id"`
	}
	out, _ := json.Marshal(Doc{ID: iri.MustParse("http://example.org/ü")})
	fmt.Println(string(out))
	var d Doc
	err := json.Unmarshal([]byte(`{"id":"http://example.org/a b"}`), &d)
	fmt.Println(err)
	// Output:
	// {"id":"http://example.org/ü"}
	// iri: invalid character U+0020 in path at offset 20
}

func ExampleIRI_UnmarshalText() {
	var x iri.IRI
	err := x.UnmarshalText([]byte("tag:example.org,2026:ü"))
	fmt.Println(x.Scheme(), x.Path(), err)
	// Output:
	// tag example.org,2026:ü <nil>
}

func ExampleIRI_Scan() {
	var x iri.IRI
	fmt.Println(x.Scan([]byte("http://example.org/ä")), x)
	// (To store it: db.Exec("INSERT INTO links VALUES (?)", x.String()).)
	// A NULL column needs sql.Null.
	var n sql.Null[iri.IRI]
	fmt.Println(n.Scan(nil), n.Valid)
	// Output:
	// <nil> http://example.org/ä
	// <nil> false
}

func ExampleFromURL() {
	u, _ := url.Parse("http://example.org/r%C3%A9sum%C3%A9?q=1")
	x, err := iri.FromURL(u)
	fmt.Println(x, err)
	// Output:
	// http://example.org/r%C3%A9sum%C3%A9?q=1 <nil>
}

func ExampleComponent_String() {
	fmt.Println(iri.ComponentUserinfo, iri.ComponentFragment)
	// Output:
	// userinfo fragment
}

func ExampleIRI_Resolve() {
	base := iri.MustParse("http://例え.jp/a/b/c?q#f")
	for _, ref := range []string{"d", "../ü", "?x", "#g", "", "//other.example/ä", "/.."} {
		target, _ := base.Resolve(iri.MustParse(ref))
		fmt.Println(target)
	}
	// Output:
	// http://例え.jp/a/b/d
	// http://例え.jp/a/ü
	// http://例え.jp/a/b/c?x
	// http://例え.jp/a/b/c?q#g
	// http://例え.jp/a/b/c?q
	// http://other.example/ä
	// http://例え.jp/
}

// An N-Triples writer resolves each relative IRI of a document against
// its base straight into the line it is writing.
func ExampleIRI_AppendResolve() {
	base := iri.MustParse("http://example.org/data/people/")
	line := make([]byte, 0, 128)
	for _, ref := range []string{"alice", "../places/Zürich#it"} {
		line = append(line[:0], '<')
		line, _ = base.AppendResolve(line, iri.MustParse(ref))
		line = append(line, "> a <http://schema.org/Thing> ."...)
		fmt.Println(string(line))
	}
	// Output:
	// <http://example.org/data/people/alice> a <http://schema.org/Thing> .
	// <http://example.org/data/places/Zürich#it> a <http://schema.org/Thing> .
}

func ExampleIRI_Resolve_relativeBase() {
	_, err := iri.MustParse("a/b").Resolve(iri.MustParse("c"))
	fmt.Println(errors.Is(err, iri.ErrRelativeBase))
	// Output:
	// true
}

func ExampleIRI_ResolveNonStrict() {
	base := iri.MustParse("http://a/b/c/d;p?q")
	strict, _ := base.Resolve(iri.MustParse("http:g"))
	lenient, _ := base.ResolveNonStrict(iri.MustParse("http:g"))
	fmt.Println(strict, lenient)
	// Output:
	// http:g http://a/b/c/g
}

func ExampleIRI_Relativize() {
	base := iri.MustParse("http://example.org/δ/a/b")
	for _, t := range []string{
		"http://example.org/δ/a/c",
		"http://example.org/δ/x",
		"http://example.org/δ/a/b#frag",
		"http://example.org/δ/a/k:v",
		"http://other.example/δ",
		"https://example.org/",
		"http://example.org/δ/../x",
	} {
		ref, ok := base.Relativize(iri.MustParse(t))
		fmt.Printf("%q %v\n", ref, ok)
	}
	// Output:
	// "c" true
	// "../x" true
	// "#frag" true
	// "./k:v" true
	// "//other.example/δ" true
	// "https://example.org/" true
	// "" false
}

func ExampleIRI_ToURI() {
	for _, s := range []string{
		"http://www.example.org/red%09rosé#red",
		"http://validator.w3.org/check?uri=http%3A%2F%2Frésumé.example.org",
		"http://example.com/\U00010300\U00010301\U00010302",
	} {
		fmt.Println(iri.MustParse(s).ToURI())
	}
	// Output:
	// http://www.example.org/red%09ros%C3%A9#red
	// http://validator.w3.org/check?uri=http%3A%2F%2Fr%C3%A9sum%C3%A9.example.org
	// http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82
}

func ExampleMapper_ToURI() {
	x := iri.MustParse("http://résumé.example.org/ré?q=ré")
	u, _ := iri.Mapper{IDNA: iri.IDNAUTS46}.ToURI(x)
	fmt.Println(u)
	u, _ = iri.Mapper{QueryEncoding: charmap.Windows1252}.ToURI(x)
	fmt.Println(u)
	_, err := iri.Mapper{IDNA: iri.IDNAUTS46}.ToURI(iri.MustParse("http://a\u200db.example/"))
	fmt.Println(err)
	// Output:
	// http://xn--rsum-bpad.example.org/r%C3%A9?q=r%C3%A9
	// http://r%C3%A9sum%C3%A9.example.org/r%C3%A9?q=r%E9
	// iri: IDNA rejects the host label "a\u200db" at offset 7: idna: invalid label "a\u200db"
}

func ExampleIRI_IsURI() {
	fmt.Println(iri.MustParse("http://example.org/r%C3%A9sum%C3%A9").IsURI())
	fmt.Println(iri.MustParse("http://example.org/résumé").IsURI())
	// Output:
	// true
	// false
}

func ExampleIRI_URL() {
	u, err := iri.MustParse("http://example.org/résumé?q=ü").URL()
	fmt.Println(u.Host, u.EscapedPath(), u.RawQuery, err)
	// Output:
	// example.org /r%C3%A9sum%C3%A9 q=%C3%BC <nil>
}

func ExampleIRI_ToIRI_fromURI() {
	for _, s := range []string{
		"http://www.example.org/D%C3%BCrst",
		"http://www.example.org/D%FCrst",
		"http://www.example.org/r%E9sum%E9.html",
		"http://xn--99zt52a.example.org/%e2%80%ae",
	} {
		x, _ := iri.Parse(s)
		fmt.Println(x.ToIRI())
	}
	// Output:
	// http://www.example.org/Dürst
	// http://www.example.org/D%FCrst
	// http://www.example.org/r%E9sum%E9.html
	// http://xn--99zt52a.example.org/%E2%80%AE
}

func ExampleIRI_ToIRI() {
	// "%2F" is reserved and stays; "%7E" is unreserved and is decoded;
	// "%C0%AF" is an overlong "/" and stays (3987bis §10).
	fmt.Println(iri.MustParse("http://a/%7Euser/r%C3%A9s%2Fum%C3%A9/%C0%AF").ToIRI())
	// Output:
	// http://a/~user/rés%2Fumé/%C0%AF
}

func ExampleMapper_ToIRI() {
	x := iri.Mapper{IDNA: iri.IDNAUTS46}.ToIRI(iri.MustParse("http://xn--99zt52a.example.org/%e2%80%ae"))
	fmt.Println(x)
	// Output:
	// http://納豆.example.org/%E2%80%AE
}

func ExampleComparer_Normalize() {
	x := iri.MustParse("HTTP://www.Example.COM:80/a/./b/../%7euser/r%C3%A9sum%C3%A9?q#f")
	fmt.Println(iri.Comparer{}.Normalize(x))
	fmt.Println(iri.Comparer{Level: iri.LevelSyntaxBased}.Normalize(x))
	fmt.Println(iri.Comparer{Level: iri.LevelSchemeBased}.Normalize(x))
	// Output:
	// HTTP://www.Example.COM:80/a/./b/../%7euser/r%C3%A9sum%C3%A9?q#f
	// http://www.example.com:80/a/~user/résumé?q#f
	// http://www.example.com/a/~user/résumé?q#f
}

func ExampleComparer_Normalize_characters() {
	// "Việt" written decomposed: character normalization only on request
	// (RFC 3987 §5.3.2.2).
	x := iri.MustParse("http://example.org/Vie\u0302\u0323t")
	fmt.Printf("%+q\n", iri.Comparer{Level: iri.LevelSyntaxBased}.Normalize(x).Path())
	fmt.Printf("%+q\n", iri.Comparer{Level: iri.LevelSyntaxBased, Characters: iri.FormNFC}.Normalize(x).Path())
	// Output:
	// "/Vie\u0302\u0323t"
	// "/Vi\u1ec7t"
}

func ExampleComparer_Normalize_protocol() {
	// A server known to treat "/data" and "/data/" alike (RFC 3987
	// §5.3.4): the caller's rule, applied after the scheme's.
	trailingSlash := func(x iri.IRI) iri.IRI {
		if p := x.Path(); len(p) > 1 && strings.HasSuffix(p, "/") {
			y, err := x.WithPath(strings.TrimSuffix(p, "/"))
			if err == nil {
				return y
			}
		}
		return x
	}
	c := iri.Comparer{Level: iri.LevelProtocolBased, Protocol: trailingSlash}
	fmt.Println(c.Normalize(iri.MustParse("HTTP://example.com:80/data/")))
	// Output:
	// http://example.com/data
}

func ExampleComparer_Equal() {
	a := iri.MustParse("example://a/b/c/%7Bfoo%7D/rosé")
	b := iri.MustParse("eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9")
	fmt.Println(a == b, iri.Comparer{}.Equal(a, b), iri.Comparer{Level: iri.LevelSyntaxBased}.Equal(a, b))
	// Output:
	// false false true
}

func ExampleComparer_EquivalenceLevel() {
	byScheme := iri.Comparer{Level: iri.LevelSchemeBased}
	for _, pair := range [][2]string{
		{"http://example.com/", "http://example.com/"},
		{"http://example.org/~user", "http://example.org/%7Euser"},
		{"http://example.com", "http://example.com:80/"},
		{"http://résumé.example.org", "http://xn--rsum-bpad.example.org"},
		{"http://example.com/", "http://example.com/?"},
	} {
		l, ok := byScheme.EquivalenceLevel(iri.MustParse(pair[0]), iri.MustParse(pair[1]))
		fmt.Println(l, ok)
	}
	// The ladder is climbed only up to the Comparer's Level.
	bySyntax := iri.Comparer{Level: iri.LevelSyntaxBased}
	fmt.Println(bySyntax.EquivalenceLevel(iri.MustParse("http://example.com"), iri.MustParse("http://example.com:80/")))
	// Output:
	// simple true
	// syntax true
	// scheme true
	// scheme true
	// simple false
	// simple false
}

func ExampleComparer_Key() {
	byScheme := iri.Comparer{Level: iri.LevelSchemeBased}
	seen := map[string]bool{}
	for _, s := range []string{"http://example.com", "HTTP://EXAMPLE.COM:80/", "http://example.com/%7E", "http://example.com/~"} {
		seen[byScheme.Key(iri.MustParse(s))] = true
	}
	fmt.Println(len(seen))
	// Output:
	// 2
}

func ExampleLevel_String() {
	fmt.Println(iri.LevelSimpleString, iri.LevelSyntaxBased, iri.LevelSchemeBased, iri.LevelProtocolBased)
	// Output:
	// simple syntax scheme protocol
}

func ExampleSchemes_Register() {
	schemes := iri.NewSchemes()
	if err := schemes.Register("gopher", iri.SchemeRule{DefaultPort: "70", EmptyPathIsRoot: true}); err != nil {
		log.Fatal(err)
	}
	x := iri.MustParse("gopher://example.org:70")
	fmt.Println(iri.Comparer{Level: iri.LevelSchemeBased, Schemes: schemes}.Normalize(x))
	// A name that is not a scheme is refused.
	err := schemes.Register("gopher:", iri.SchemeRule{})
	fmt.Println(errors.Is(err, iri.ErrInvalidScheme))
	// Output:
	// gopher://example.org/
	// true
}

func ExampleSchemes_Lookup() {
	rule, ok := iri.NewSchemes().Lookup("HTTPS")
	fmt.Println(rule.DefaultPort, rule.DomainHost, ok)
	var empty iri.Schemes
	_, ok = empty.Lookup("https")
	fmt.Println(ok)
	// Output:
	// 443 true true
	// false
}

func ExampleNewSchemes() {
	// A registry changes only the normalizations that use it: without
	// one, the built-in rules apply.
	schemes := iri.NewSchemes()
	if err := schemes.Register("http", iri.SchemeRule{}); err != nil {
		log.Fatal(err)
	}
	x := iri.MustParse("http://a:80")
	fmt.Println(iri.Comparer{Level: iri.LevelSchemeBased, Schemes: schemes}.Normalize(x), iri.Comparer{Level: iri.LevelSchemeBased}.Normalize(x))
	// Output:
	// http://a:80 http://a/
}

func ExampleBuild() {
	x, err := iri.Build(iri.Parts{
		Scheme:     "https",
		Host:       "例え.jp",
		Segments:   []string{"", "docs", "a/b", "résumé.html"},
		QueryPairs: []iri.QueryPair{{Name: "q", Value: "x&y", HasValue: true}},
		Fragment:   "part 2",
	})
	fmt.Println(x, err)
	// Output:
	// https://例え.jp/docs/a%2Fb/résumé.html?q=x%26y#part%202 <nil>
}

func ExampleEscapePathSegment() {
	fmt.Println(iri.EscapePathSegment("a/b c?ü"))
	// Output:
	// a%2Fb%20c%3Fü
}

func ExampleEscape() {
	fmt.Println(iri.Escape("/a b/ü", iri.ComponentPath))
	fmt.Println(iri.Escape("a=1&b=ü #", iri.ComponentQuery))
	fmt.Println(iri.Escape("section #2", iri.ComponentFragment))
	fmt.Println(iri.Escape("jo@home:pw", iri.ComponentUserinfo))
	fmt.Println(iri.Escape("my host.例え", iri.ComponentHost))
	// Output:
	// /a%20b/ü
	// a=1&b=ü%20%23
	// section%20%232
	// jo%40home:pw
	// my%20host.例え
}

func ExampleEscapeQueryComponent() {
	fmt.Println(iri.EscapeQueryComponent("x&y=z+1"))
	// Output:
	// x%26y%3Dz%2B1
}

func ExampleUnescape() {
	s, err := iri.Unescape("r%C3%A9sum%C3%A9")
	fmt.Println(s, err)
	_, err = iri.Unescape("%E9")
	fmt.Println(err)
	// Output:
	// résumé <nil>
	// iri: percent-encoded octets are not UTF-8: "%E9" at offset 0
}

func ExampleUnescapeBytes() {
	b, _ := iri.UnescapeBytes("%E9t%E9")
	fmt.Printf("%q\n", b)
	// Output:
	// "\xe9t\xe9"
}

func ExampleIRI_QueryPairs() {
	pairs, _ := iri.MustParse("http://a/?tag=x&tag=y&flag&empty=").QueryPairs()
	for _, p := range pairs {
		fmt.Printf("%q %q %v\n", p.Name, p.Value, p.HasValue)
	}
	// Output:
	// "tag" "x" true
	// "tag" "y" true
	// "flag" "" false
	// "empty" "" true
}

func ExampleIRI_WithQueryPairs() {
	x := iri.MustParse("http://a/?old").WithQueryPairs([]iri.QueryPair{{Name: "q", Value: "a b&c", HasValue: true}})
	fmt.Println(x)
	// Output:
	// http://a/?q=a%20b%26c
}

func ExampleIRI_WithPath() {
	x, _ := iri.MustParse("http://a/old?q#f").WithPath("new path/ü")
	fmt.Println(x)
	// Output:
	// http://a/new%20path/ü?q#f
}

func ExampleIRI_WithHost() {
	x, _ := iri.MustParse("http://a/p").WithHost("2001:db8::1")
	fmt.Println(x)
	// Output:
	// http://[2001:db8::1]/p
}

func ExampleIRI_WithScheme() {
	x, _ := iri.MustParse("http://a/p").WithScheme("https")
	fmt.Println(x)
	// Output:
	// https://a/p
}

func ExampleIRI_WithUserinfo() {
	x, _ := iri.MustParse("ftp://host/f").WithUserinfo("anonymous")
	fmt.Println(x, x.WithoutUserinfo())
	// Output:
	// ftp://anonymous@host/f ftp://host/f
}

func ExampleIRI_WithPort() {
	x, _ := iri.MustParse("http://a/p").WithPort("8080")
	fmt.Println(x, x.WithoutPort())
	// Output:
	// http://a:8080/p http://a/p
}

func ExampleIRI_WithQuery() {
	fmt.Println(iri.MustParse("http://a/p#f").WithQuery("x=1 2"), iri.MustParse("http://a/p?q").WithoutQuery())
	// Output:
	// http://a/p?x=1%202#f http://a/p
}

func ExampleIRI_WithFragment() {
	fmt.Println(iri.MustParse("http://a/p").WithFragment("sec 1"), iri.MustParse("http://a/p#f").WithoutFragment())
	// Output:
	// http://a/p#sec%201 http://a/p
}

func ExampleFromFilePath() {
	// 3987bis §8.4: the file résumé.html keeps its name in the IRI.
	x, _ := iri.FromFilePath("/home/ü/résumé.html", iri.PathPOSIX)
	fmt.Println(x, x.ToURI())
	y, _ := iri.FromFilePath(`\\server\share\a b.txt`, iri.PathWindows)
	fmt.Println(y)
	// Output:
	// file:///home/ü/résumé.html file:///home/%C3%BC/r%C3%A9sum%C3%A9.html
	// file://server/share/a%20b.txt
}

func ExampleIRI_FilePath() {
	p, _ := iri.MustParse("file:///c:/path/to/file.txt").FilePath(iri.PathWindows)
	fmt.Println(p)
	// Output:
	// c:\path\to\file.txt
}

func ExampleIRI_Span() {
	x := iri.MustParse("http://例え.jp/ä?q#f")
	for c := iri.ComponentScheme; c <= iri.ComponentFragment; c++ {
		if start, end, ok := x.Span(c); ok {
			fmt.Printf("%-8v %2d-%2d %q\n", c, start, end, x.String()[start:end])
		}
	}
	// Output:
	// scheme    0- 4 "http"
	// host      7-16 "例え.jp"
	// path     16-19 "/ä"
	// query    20-21 "q"
	// fragment 22-23 "f"
}
