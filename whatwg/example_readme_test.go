package whatwg_test

import (
	"fmt"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/whatwg"
)

// The worked example of the README's section on web addresses.
func Example() {
	base := whatwg.MustParse("https://例え.jp/docs/guide/index.html")
	u, err := base.Parse(" ../Straße/über uns.html?q=a b#Ziel\n") // as a browser resolves an href
	if err != nil {
		panic(err)
	}
	fmt.Println(u.Href())
	fmt.Println(u.Hostname(), u.Pathname(), u.Search(), u.Hash(), u.Origin())
	fmt.Println(u.SetPort("8443").SetHash(""))

	_, errs, _ := whatwg.Parser{Base: base}.Validate(" ../Straße/über uns.html?q=a b#Ziel\n")
	fmt.Println(errs)

	_, err = whatwg.Parse("https://example.org:70000/")
	fmt.Println(err)

	x := u.IRI()
	fmt.Println(iri.Mapper{IDNA: iri.IDNAUTS46}.ToIRI(x))
	// Output:
	// https://xn--r8jz45g.jp/docs/Stra%C3%9Fe/%C3%BCber%20uns.html?q=a%20b#Ziel
	// xn--r8jz45g.jp /docs/Stra%C3%9Fe/%C3%BCber%20uns.html ?q=a%20b #Ziel https://xn--r8jz45g.jp
	// https://xn--r8jz45g.jp:8443/docs/Stra%C3%9Fe/%C3%BCber%20uns.html?q=a%20b
	// [{invalid-URL-unit 0} {invalid-URL-unit 17} {invalid-URL-unit 30}]
	// whatwg: port-out-of-range at offset 20 in "https://example.org:70000/"
	// https://例え.jp/docs/Straße/über%20uns.html?q=a%20b#Ziel
}
