package iri_test

import (
	"encoding/json"
	"flag"
	"fmt"

	"github.com/go-iri/iri"
)

func ExampleLevel_UnmarshalText() {
	// A command line that takes the rung of the ladder by name.
	fs := flag.NewFlagSet("dedupe", flag.ContinueOnError)
	c := iri.Comparer{Level: iri.LevelSyntaxBased}
	fs.TextVar(&c.Level, "level", c.Level, "the rung of RFC 3987 §5.3")
	fs.Parse([]string{"-level", "scheme"})
	fmt.Println(c.Level, c.Equal(iri.MustParse("http://a.example:80/"), iri.MustParse("http://a.example/")))
	var l iri.Level
	fmt.Println(l.UnmarshalText([]byte("exact")))
	// Output:
	// scheme true
	// iri: unknown level "exact"; the levels are simple, syntax, scheme, protocol
}

func ExampleLevel_MarshalText() {
	b, _ := json.Marshal(map[string]iri.Level{"level": iri.LevelSchemeBased})
	fmt.Println(string(b))
	// Output: {"level":"scheme"}
}

func ExampleIDNAProfile_String() {
	fmt.Println(iri.IDNANone, iri.IDNAUTS46, iri.IDNAUTS46Transitional, iri.IDNA2008)
	// Output: none uts46 uts46-transitional idna2008
}

func ExampleIDNAProfile_MarshalText() {
	b, _ := json.Marshal(struct{ IDNA iri.IDNAProfile }{iri.IDNAUTS46})
	fmt.Println(string(b))
	// Output: {"IDNA":"uts46"}
}

func ExampleIDNAProfile_UnmarshalText() {
	var m iri.Mapper
	if err := json.Unmarshal([]byte(`{"IDNA": "uts46"}`), &m); err != nil {
		fmt.Println(err)
	}
	fmt.Println(m.ToIRI(iri.MustParse("http://xn--bcher-kva.example/")))
	// Output: http://bücher.example/
}

func ExampleForm_String() {
	fmt.Println(iri.FormNone, iri.FormNFC, iri.FormNFKC)
	// Output: none nfc nfkc
}

func ExampleForm_MarshalText() {
	config := struct {
		Level      iri.Level
		Characters iri.Form
	}{iri.LevelSyntaxBased, iri.FormNFC}
	b, _ := json.Marshal(config)
	fmt.Println(string(b))
	// Output: {"Level":"syntax","Characters":"nfc"}
}

func ExampleForm_UnmarshalText() {
	var c iri.Comparer
	if err := json.Unmarshal([]byte(`{"Level": "syntax", "Characters": "nfc"}`), &c); err != nil {
		fmt.Println(err)
	}
	fmt.Println(c.Equal(iri.MustParse("http://a.example/caf%C3%A9"), iri.MustParse("http://a.example/cafe\u0301")))
	// Output: true
}
