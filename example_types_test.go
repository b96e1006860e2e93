package iri_test

import (
	"errors"
	"fmt"

	"github.com/go-iri/iri"
	"golang.org/x/text/encoding/charmap"
)

// The examples of the types, and of the accessors and edits that other
// examples do not show.

func ExampleIRI() {
	// An IRI is a comparable value: == is simple string comparison
	// (RFC 3987 §5.3.1), and it can key a map.
	seen := map[iri.IRI]bool{}
	for _, s := range []string{"http://例え.jp/ä", "http://例え.jp/ä", "http://例え.jp/%C3%A4"} {
		seen[iri.MustParse(s)] = true
	}
	fmt.Println(len(seen))
	var zero iri.IRI
	fmt.Printf("%q %v\n", zero, zero.IsAbsolute())
	// Output:
	// 2
	// "" false
}

func ExampleIRI_Scheme() {
	fmt.Printf("%q %q\n", iri.MustParse("HTTP://a/").Scheme(), iri.MustParse("../a").Scheme())
	// Output:
	// "HTTP" ""
}

func ExampleIRI_Authority() {
	a, ok := iri.MustParse("http://user@例え.jp:8080/p").Authority()
	fmt.Println(a, ok)
	a, ok = iri.MustParse("file:///etc/hosts").Authority()
	fmt.Printf("%q %v\n", a, ok)
	a, ok = iri.MustParse("mailto:joe@example.org").Authority()
	fmt.Printf("%q %v\n", a, ok)
	// Output:
	// user@例え.jp:8080 true
	// "" true
	// "" false
}

func ExampleIRI_Userinfo() {
	u, ok := iri.MustParse("ftp://anonymous@ftp.example.org/").Userinfo()
	fmt.Println(u, ok)
	// Output:
	// anonymous true
}

func ExampleIRI_Host() {
	for _, s := range []string{"http://例え.jp/", "http://[2001:db8::1]:80/", "http://192.0.2.1/", "file:///x"} {
		x := iri.MustParse(s)
		fmt.Printf("%q %v\n", x.Host(), x.HostKind())
	}
	// Output:
	// "例え.jp" reg-name
	// "[2001:db8::1]" ipv6
	// "192.0.2.1" ipv4
	// "" reg-name
}

func ExampleIRI_Path() {
	fmt.Println(iri.MustParse("http://a/b/c%20d?q").Path())
	// Output:
	// /b/c%20d
}

func ExampleIRI_AppendText() {
	b := []byte("<")
	b, _ = iri.MustParse("http://例え.jp/").AppendText(b)
	fmt.Println(string(append(b, '>')))
	// Output:
	// <http://例え.jp/>
}

func ExampleIRI_WithoutUserinfo() {
	fmt.Println(iri.MustParse("http://user:secret@example.org/").WithoutUserinfo())
	// Output:
	// http://example.org/
}

func ExampleIRI_WithoutPort() {
	fmt.Println(iri.MustParse("http://example.org:8080/a").WithoutPort())
	// Output:
	// http://example.org/a
}

func ExampleIRI_WithoutQuery() {
	fmt.Println(iri.MustParse("http://example.org/a?q=1#f").WithoutQuery())
	// Output:
	// http://example.org/a#f
}

func ExampleIRI_WithoutFragment() {
	fmt.Println(iri.MustParse("http://example.org/a?q=1#f").WithoutFragment())
	// Output:
	// http://example.org/a?q=1
}

func ExampleComponent() {
	_, err := iri.Parse("http://a:8o/")
	var e *iri.Error
	if errors.As(err, &e) {
		fmt.Println(e.Component, e.Component == iri.ComponentPort)
	}
	// Output:
	// port true
}

func ExampleHostKind() {
	fmt.Println(iri.MustParse("http://[v7.x]/").HostKind() == iri.HostIPvFuture)
	fmt.Println(iri.MustParse("urn:isbn:0451450523").HostKind() == iri.HostNone)
	// Output:
	// true
	// true
}

func ExampleHostKind_String() {
	fmt.Println(iri.HostRegName, iri.HostIPv4, iri.HostIPv6, iri.HostIPvFuture, iri.HostNone)
	// Output:
	// reg-name ipv4 ipv6 ipvfuture none
}

func ExampleError() {
	_, err := iri.Parse("http://example.org/a b")
	var e *iri.Error
	if errors.As(err, &e) {
		fmt.Println(e.Offset, e.Component, errors.Is(err, iri.ErrInvalidCharacter))
	}
	// Output:
	// 20 path true
}

func ExampleError_Error() {
	_, err := iri.Parse("http://example.org/100%")
	fmt.Println(err)
	// Output:
	// iri: invalid percent-encoding "%" in path at offset 22 ("%" must be followed by two hex digits; write "%25" for "%" itself)
}

func ExampleError_Section() {
	_, err := iri.Parse("http://a/\u202eb")
	fmt.Println(err.(*iri.Error).Section())
	// Output:
	// RFC 3987 §4.1
}

func ExampleError_Unwrap() {
	_, err := iri.Parse("http://[::1::2]/")
	fmt.Println(errors.Unwrap(err) == iri.ErrInvalidIPv6)
	// Output:
	// true
}

func ExampleMapper() {
	// RFC 3987 §3.1 by default; IDNA for the host and the document's
	// charset for the query, as 3987bis §3.4 and §3.5 describe, when asked.
	x := iri.MustParse("http://bücher.example/?q=Straße")
	for _, m := range []iri.Mapper{{}, {IDNA: iri.IDNAUTS46}, {IDNA: iri.IDNAUTS46, QueryEncoding: charmap.Windows1252}} {
		u, _ := m.ToURI(x)
		fmt.Println(u)
	}
	// Output:
	// http://b%C3%BCcher.example/?q=Stra%C3%9Fe
	// http://xn--bcher-kva.example/?q=Stra%C3%9Fe
	// http://xn--bcher-kva.example/?q=Stra%DFe
}

func ExampleIDNAProfile() {
	// UTS #46 maps before it validates; IDNA2008 (RFC 5891, RFC 5892)
	// takes only valid U-labels, and no symbols.
	for _, p := range []iri.IDNAProfile{iri.IDNAUTS46, iri.IDNA2008} {
		u, err := iri.Mapper{IDNA: p}.ToURI(iri.MustParse("http://♥.example/"))
		fmt.Println(u, err)
	}
	// Output:
	// http://xn--g6h.example/ <nil>
	//  iri: IDNA rejects the host label "♥" at offset 7: U+2665 '♥' is DISALLOWED in IDNA2008 (RFC 5892)
}

func ExampleParts() {
	x, _ := iri.Build(iri.Parts{Scheme: "http", Host: "例え.jp", Segments: []string{"", "a/b", "ü"}, HasQuery: true})
	fmt.Println(x)
	// Output:
	// http://例え.jp/a%2Fb/ü?
}

func ExampleQueryPair() {
	x := iri.MustParse("http://example.org/").WithQueryPairs([]iri.QueryPair{
		{Name: "q", Value: "a&b", HasValue: true}, {Name: "flag"},
	})
	fmt.Println(x)
	// Output:
	// http://example.org/?q=a%26b&flag
}

func ExamplePathStyle() {
	x, _ := iri.FromFilePath(`\\server\share\ü.txt`, iri.PathWindows)
	fmt.Println(x)
	p, _ := x.FilePath(iri.PathWindows)
	fmt.Println(p)
	// Output:
	// file://server/share/ü.txt
	// \\server\share\ü.txt
}

func ExampleComparer() {
	// One Comparer, configured once, for a crawler's frontier: IRIs that
	// the scheme says are one resource get one key.
	byScheme := iri.Comparer{Level: iri.LevelSchemeBased}
	seen := map[string]bool{}
	for _, s := range []string{"http://Example.org:80/a", "http://example.org/a", "HTTP://example.org/%61"} {
		seen[byScheme.Key(iri.MustParse(s))] = true
	}
	fmt.Println(len(seen))
	// Output:
	// 1
}

func ExampleLevel() {
	a, b := iri.MustParse("http://example.org/%7Euser"), iri.MustParse("http://example.org/~user")
	for l := iri.LevelSimpleString; l <= iri.LevelSchemeBased; l++ {
		fmt.Println(l, iri.Comparer{Level: l}.Equal(a, b))
	}
	// Output:
	// simple false
	// syntax true
	// scheme true
}

func ExampleForm() {
	// NFC composes "e" and U+0301 into "é"; only when asked (RFC 3987
	// §5.3.2.2): IRIs already in Unicode are not normalized behind the
	// caller's back.
	x := iri.MustParse("http://example.org/re\u0301sume\u0301")
	fmt.Printf("%+q\n", iri.Comparer{Level: iri.LevelSyntaxBased}.Normalize(x).Path())
	fmt.Printf("%+q\n", iri.Comparer{Level: iri.LevelSyntaxBased, Characters: iri.FormNFC}.Normalize(x).Path())
	// Output:
	// "/re\u0301sume\u0301"
	// "/r\u00e9sum\u00e9"
}

func ExampleSchemeRule() {
	r, _ := iri.NewSchemes().Lookup("https")
	fmt.Printf("%q %v %v\n", r.DefaultPort, r.EmptyPathIsRoot, r.DomainHost)
	// Output:
	// "443" true true
}

func ExampleSchemes() {
	// A registry of one's own: gopher's default port, for this Comparer
	// only.
	r := iri.NewSchemes()
	if err := r.Register("gopher", iri.SchemeRule{DefaultPort: "70", EmptyPathIsRoot: true}); err != nil {
		panic(err)
	}
	c := iri.Comparer{Level: iri.LevelSchemeBased, Schemes: r}
	fmt.Println(c.Normalize(iri.MustParse("gopher://example.org:70")))
	fmt.Println(iri.Comparer{Level: iri.LevelSchemeBased}.Normalize(iri.MustParse("gopher://example.org:70")))
	// Output:
	// gopher://example.org/
	// gopher://example.org:70
}
