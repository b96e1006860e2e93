package lenient_test

import (
	"fmt"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/lenient"
	"golang.org/x/text/encoding/charmap"
)

func ExampleParseLEIRI() {
	// An XML system identifier with a space and braces.
	x, repairs, err := lenient.ParseLEIRI("http://example.org/my file{1}.xml")
	fmt.Println(x, err)
	for _, r := range repairs {
		fmt.Println(r)
	}
	// Output:
	// http://example.org/my%20file%7B1%7D.xml <nil>
	// percent-encoded at offset 21: " " -> "%20"
	// percent-encoded at offset 26: "{" -> "%7B"
	// percent-encoded at offset 28: "}" -> "%7D"
}

func ExampleParseHREF() {
	x, repairs, err := lenient.ParseHREF(" http:\\\\example.org\\a b?q=100%\n")
	fmt.Println(x, err)
	for _, r := range repairs {
		fmt.Println(r.Kind, r.Offset)
	}
	// Output:
	// http://example.org/a%20b?q=100%25 <nil>
	// trimmed 0
	// backslash 6
	// backslash 7
	// backslash 19
	// space-encoded 21
	// percent-sign 29
	// trimmed 30
}

func ExampleHREF_Parse() {
	// An href in a page served as windows-1252: the spaces are removed,
	// and the query goes to the server in the page's charset.
	h := lenient.HREF{RemoveSpaces: true}
	x, _, _ := h.Parse("http://example.org/a b/?q=café")
	u, _ := iri.Mapper{QueryEncoding: charmap.Windows1252}.ToURI(x)
	fmt.Println(x)
	fmt.Println(u)
	// Output:
	// http://example.org/ab/?q=café
	// http://example.org/ab/?q=caf%E9
}

func ExampleRepairKind_String() {
	fmt.Println(lenient.RepairTrimmed, lenient.RepairBackslash)
	// Output:
	// trimmed backslash
}

func ExampleHREF() {
	h := lenient.HREF{RemoveSpaces: true}
	x, repairs, _ := h.Parse(" http://example.org/my file.html ")
	fmt.Println(x, len(repairs))
	// Output:
	// http://example.org/myfile.html 3
}

func ExampleRepair() {
	_, repairs, _ := lenient.ParseLEIRI("http://example.org/a b")
	r := repairs[0]
	fmt.Println(r.Kind, r.Offset, r.Old, r.New)
	// Output:
	// percent-encoded 20   %20
}

func ExampleRepair_String() {
	_, repairs, _ := lenient.ParseHREF("http://example.org/100%")
	fmt.Println(repairs[0])
	// Output:
	// percent-sign at offset 22: "%" -> "%25"
}

func ExampleRepairKind() {
	_, repairs, _ := lenient.ParseHREF("http:\\\\example.org\\a")
	for _, r := range repairs {
		fmt.Println(r.Kind == lenient.RepairBackslash)
	}
	// Output:
	// true
	// true
	// true
}
