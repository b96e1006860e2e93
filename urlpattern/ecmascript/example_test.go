package ecmascript_test

import (
	"fmt"

	"github.com/go-iri/iri/urlpattern"
	"github.com/go-iri/iri/urlpattern/ecmascript"
)

// A regexp group with a lookahead, which GoEngine (RE2) cannot run, runs
// with the ECMAScript engine.
func ExampleEngine() {
	const pattern = `/docs/:page((?!draft-)[^\/]+)`
	_, err := urlpattern.New(pattern, "https://example.com", urlpattern.Options{})
	if e, ok := err.(*urlpattern.Error); ok {
		fmt.Println("GoEngine:", e.Reason, "at offset", e.Offset)
	}

	p, err := urlpattern.New(pattern, "https://example.com", urlpattern.Options{Engine: ecmascript.Engine{}})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, u := range []string{"https://example.com/docs/intro", "https://example.com/docs/draft-2"} {
		r, ok := p.Exec(u, "")
		fmt.Println(u, ok, r.Pathname.Groups["page"].Value)
	}
	// Output:
	// GoEngine: the regexp engine cannot run a negative lookahead (?! at offset 12
	// https://example.com/docs/intro true intro
	// https://example.com/docs/draft-2 false
}

// Compile is what a Pattern calls for each component; a backreference,
// here to the group of ":a", runs as well.
func ExampleEngine_Compile() {
	re, err := ecmascript.Engine{}.Compile(`^([^\/]+?)-(\1)$`, false)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(re.Exec("ab-ab"))
	fmt.Println(re.Exec("ab-ba"))

	p, _ := urlpattern.New(`/:a([a-z]+)-(\1)`, "https://example.com", urlpattern.Options{Engine: ecmascript.Engine{}})
	fmt.Println(p.Test("https://example.com/go-go", ""), p.Test("https://example.com/go-og", ""))
	// Output:
	// [{ab true} {ab true}] true
	// [] false
	// true false
}
