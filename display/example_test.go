package display_test

import (
	"encoding/json"
	"fmt"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/display"
)

func ExampleBidiForm_Wrap() {
	x := iri.MustParse("http://א/ב")
	fmt.Printf("%+q\n", display.BidiEmbedding.Wrap(x))
	fmt.Printf("%+q\n", display.BidiIsolate.Wrap(x))
	fmt.Printf("%+q\n", display.BidiComponents.Wrap(x))
	// Output:
	// "\u202ahttp://\u05d0/\u05d1\u202c"
	// "\u2066http://\u05d0/\u05d1\u2069"
	// "\u202ahttp\u200e:\u200e\u200e/\u200e\u200e/\u200e\u05d0\u200e/\u200e\u05d1\u202c"
}

func ExampleBidiForm_VisualOrder() {
	// RFC 3987 §4.4, example 6: what a person sees, left to right.
	x := iri.MustParse("http://ab.גד.הו/זח/טי/kl.html")
	fmt.Println(display.BidiEmbedding.VisualOrder(x))
	fmt.Println(display.BidiComponents.VisualOrder(x))
	// Output:
	// http://ab.יט/חז/וה.דג/kl.html
	// http://ab.וה.דג/חז/יט/kl.html
}

func ExampleBidiForm_VisualOffsets() {
	// Where each character shown comes from: "אב" is shown reversed, so
	// the byte offsets of its two letters (9 and 11) come in reverse.
	x := iri.MustParse("http://a/אב")
	fmt.Println(display.BidiEmbedding.VisualOrder(x))
	fmt.Println(display.BidiEmbedding.VisualOffsets(x))
	// Output:
	// http://a/בא
	// [0 1 2 3 4 5 6 7 8 11 9]
}

func ExampleBidiForm() {
	// The same right-to-left IRI in each form, as a terminal or a plain
	// text field would receive it.
	x := iri.MustParse("http://אב.example/ג")
	for _, f := range []display.BidiForm{display.BidiEmbedding, display.BidiIsolate, display.BidiComponents} {
		fmt.Printf("%+q\n", f.Wrap(x))
	}
	// Output:
	// "\u202ahttp://\u05d0\u05d1.example/\u05d2\u202c"
	// "\u2066http://\u05d0\u05d1.example/\u05d2\u2069"
	// "\u202ahttp\u200e:\u200e\u200e/\u200e\u200e/\u200e\u05d0\u05d1.example\u200e/\u200e\u05d2\u202c"
}

func ExampleHosts() {
	for _, host := range []string{"xn--80ak6aa92e.com", "xn--bcher-kva.example", "microsоft.com", "пример.рф"} {
		shown, _ := display.Hosts{}.Host(host) // Unicode: display.UnicodeSafe
		fmt.Println(shown)
	}
	// Output:
	// xn--80ak6aa92e.com
	// bücher.example
	// xn--microsft-sbh.com
	// пример.рф
}

func ExampleHosts_Host() {
	shown, kept := display.Hosts{Unicode: display.UnicodeSafe}.Host("xn--80ak6aa92e.com")
	fmt.Println(shown)
	for _, k := range kept {
		fmt.Printf("%s (%s): %v\n", k.ALabel, k.ULabel, k.Findings[0].Reason)
	}
	// Output:
	// xn--80ak6aa92e.com
	// xn--80ak6aa92e (аррӏе): whole-script confusable with Latin
}

func ExampleHosts_IRI() {
	x := iri.MustParse("http://xn--80ak6aa92e.com/")
	for _, u := range []display.UnicodeHosts{display.UnicodeSafe, display.UnicodeAlways, display.UnicodeNever} {
		y, _ := display.Hosts{Unicode: u}.IRI(x)
		fmt.Println(u, y)
	}
	// Output:
	// safe http://xn--80ak6aa92e.com/
	// always http://аррӏе.com/
	// never http://xn--80ak6aa92e.com/
}

func ExampleHosts_ToIRI() {
	m := iri.Mapper{IDNA: iri.IDNAUTS46}
	for _, s := range []string{
		"http://xn--bcher-kva.example/%C3%A9t%C3%A9",
		"http://xn--80ak6aa92e.com/",
		"http://www.example.com/",
	} {
		y, kept := display.Hosts{}.ToIRI(m, iri.MustParse(s))
		fmt.Println(y, len(kept))
	}
	// Output:
	// http://bücher.example/été 0
	// http://xn--80ak6aa92e.com/ 1
	// http://www.example.com/ 0
}

func ExampleUnicodeHosts() {
	y, _ := display.Hosts{Unicode: display.UnicodeNever}.IRI(iri.MustParse("http://bücher.example/"))
	fmt.Println(y)
	// Output: http://xn--bcher-kva.example/
}

func ExampleUnicodeHosts_String() {
	fmt.Println(display.UnicodeSafe.String(), display.UnicodeAlways, display.UnicodeNever)
	// Output: safe always never
}

func ExampleKeptLabel() {
	_, kept := display.Hosts{}.Host("pαypαl.example") // Greek α
	k := kept[0]
	fmt.Println(k.ALabel, k.Findings[0].Reason, k.Findings[0].Detail)
	// Output: xn--pypl-0ldc mixed scripts Latn+Grek
}

func ExampleKeptLabel_MarshalJSON() {
	_, kept := display.Hosts{}.Host("xn--80ak6aa92e.com")
	j, err := json.Marshal(kept)
	fmt.Println(string(j), err)
	// Output: [{"ace":"xn--80ak6aa92e","unicode":"аррӏе","rules":["whole-script"],"reasons":["whole-script confusable with Latin: Cyrl look-alikes of Latin letters"]}] <nil>
}

func ExampleHosts_policies() {
	hosts := []string{"gõogle.com", "faß.de", "ㄅㄆ.tw"}
	for _, h := range []display.Hosts{{}, {Transitional: true}, {Unicode: display.UnicodeHighlyRestrictive}} {
		var shown []string
		for _, host := range hosts {
			s, _ := h.Host(host)
			shown = append(shown, s)
		}
		fmt.Println(shown)
	}
	// Output:
	// [xn--gogle-dua.com faß.de ㄅㄆ.tw]
	// [xn--gogle-dua.com xn--fa-hia.de ㄅㄆ.tw]
	// [gõogle.com faß.de xn--5ekc.tw]
}
