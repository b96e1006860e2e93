package display_test

import (
	"encoding/json"
	"flag"
	"fmt"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/display"
)

func ExampleBidiForm_String() {
	fmt.Println(display.BidiEmbedding, display.BidiIsolate, display.BidiComponents)
	// Output: embedding isolate components
}

func ExampleBidiForm_MarshalText() {
	b, _ := json.Marshal(map[string]display.BidiForm{"form": display.BidiIsolate})
	fmt.Println(string(b))
	// Output: {"form":"isolate"}
}

func ExampleBidiForm_UnmarshalText() {
	fs := flag.NewFlagSet("show", flag.ContinueOnError)
	var f display.BidiForm
	fs.TextVar(&f, "form", display.BidiEmbedding, "how to wrap the IRI")
	fs.Parse([]string{"-form", "isolate"})
	fmt.Printf("%q\n", f.Wrap(iri.MustParse("http://a.example/")))
	// Output: "\u2066http://a.example/\u2069"
}

func ExampleUnicodeHosts_MarshalText() {
	b, _ := json.Marshal(display.Hosts{Unicode: display.UnicodeNever})
	fmt.Println(string(b))
	// Output: {"Unicode":"never"}
}

func ExampleUnicodeHosts_UnmarshalText() {
	var h display.Hosts
	if err := json.Unmarshal([]byte(`{"Unicode": "always"}`), &h); err != nil {
		fmt.Println(err)
	}
	y, _ := h.IRI(iri.MustParse("http://xn--80ak6aa92e.com/"))
	fmt.Println(y)
	fmt.Println(h.Unicode.UnmarshalText([]byte("sometimes")))
	// Output:
	// http://аррӏе.com/
	// iri: unknown choice "sometimes"; the choices are safe, always, never, high, moderate
}
