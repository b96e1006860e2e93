package extract_test

import (
	"fmt"

	"github.com/go-iri/iri"
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

func ExampleHTML() {
	doc := `<base href="/docs/"><a href="a?x=1&amp;y=2">A</a> <img srcset="i.png 1x, i@2x.png 2x">
<script>document.write("<a href='not-a-link'>")</script><a href="http://a/b c">bad</a>`
	for _, f := range extract.HTML(doc, iri.MustParse("https://example.org/index.html")) {
		fmt.Println(f.Offset, f.IRI, f.Err)
	}
	// Output:
	// 0 https://example.org/docs/ <nil>
	// 20 https://example.org/docs/a?x=1&y=2 <nil>
	// 50 https://example.org/docs/i.png <nil>
	// 50 https://example.org/docs/i@2x.png <nil>
	// 143  iri: invalid character U+0020 in path at offset 10
}
