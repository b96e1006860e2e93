package uts46_test

import (
	"fmt"

	"github.com/go-iri/iri/internal/uts46"
)

func ExampleToASCII() {
	for _, domain := range []string{"Bücher.example", "EXAMPLE.com", "xn--a.pt", "xn--a.ß", "a b.example"} {
		ascii, ok := uts46.ToASCII(domain, false)
		fmt.Printf("%q %q %v\n", domain, ascii, ok)
	}
	// A valid domain (URL Standard §3.4): beStrict.
	_, ok := uts46.ToASCII("a_b.example", true)
	fmt.Println(ok)
	// Output:
	// "Bücher.example" "xn--bcher-kva.example" true
	// "EXAMPLE.com" "example.com" true
	// "xn--a.pt" "xn--a.pt" true
	// "xn--a.ß" "" false
	// "a b.example" "" false
	// false
}

func ExampleToASCIIError() {
	_, err := uts46.ToASCIIError("www.xn--a.ß", false)
	fmt.Println(err)
	fmt.Println(err.Name, err.Code, err.Label, err.Offset)
	// Output:
	// domain-to-ASCII: label "xn--a" at byte 4: V7, U+0080 is not valid in a label
	// domain-to-ASCII V7 xn--a 4
}

func ExampleError() {
	_, err := uts46.ToASCIIError("example..com", true)
	fmt.Println(err.Error())
	// Output:
	// domain-to-ASCII: label "" at byte 8: A4_2, the label is not 1 to 63 octets long
}

func ExampleAppendToASCII() {
	href := []byte("https://")
	href, ok := uts46.AppendToASCII(href, "Bücher.example", false)
	fmt.Println(string(href), ok)
	_, ok = uts46.AppendToASCII(href, "a b.example", false)
	fmt.Println(ok)
	// Output:
	// https://xn--bcher-kva.example true
	// false
}
