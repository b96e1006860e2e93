package extract_test

import (
	"fmt"

	"github.com/go-iri/iri/extract"
)

func ExampleText() {
	text := "الرابط هو http://例え.jp/ページ؟ Also see <https://example.org/a b>, or mailto:joe@example.com."
	for _, f := range extract.Text(text) {
		fmt.Println(f.Offset, f.IRI)
	}
	// Output:
	// 18 http://例え.jp/ページ
	// 57 https://example.org/ab
	// 86 mailto:joe@example.com
}

func ExampleNTriples() {
	for _, f := range extract.NTriples(`<http://ex/s> <http://ex/\u00E9> <o> .`) {
		fmt.Println(f.IRI, f.Err)
	}
	// Output:
	// http://ex/s <nil>
	// http://ex/é <nil>
	//  iri: missing scheme at offset 0
}

func ExampleFound() {
	text := "See <http://example.org/a\n   b> for details."
	for _, f := range extract.Text(text) {
		fmt.Printf("%v at %d, written %q\n", f.IRI, f.Offset, f.Text)
	}
	// Output:
	// http://example.org/ab at 5, written "http://example.org/a\n   b"
}
