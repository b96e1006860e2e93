package iribeam_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/local"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners/prism"
	"github.com/go-iri/iri"
	"github.com/go-iri/iri/beam/iribeam"
	"github.com/go-iri/iri/check"
	"github.com/go-iri/iri/display"
)

// The examples run their pipelines on Prism in this process; a program
// would call beamx.Run, which picks the runner from the --runner flag.
// The output of a pipeline has no order.

func printLine(line string)          { fmt.Println(line) }
func printSummary(s iribeam.Summary) { fmt.Print(s) }

func init() {
	register.Function1x0(printLine)
	register.Function1x0(printSummary)
}

func run(p *beam.Pipeline) {
	if _, err := prism.Execute(context.Background(), p); err != nil {
		fmt.Println(err)
	}
}

func ExampleReadLines() {
	dir, _ := os.MkdirTemp("", "iribeam")
	defer os.RemoveAll(dir)
	name := filepath.Join(dir, "links.txt")
	os.WriteFile(name, []byte("http://example.org/a\r\n\r\nhttp://example.org/b"), 0o644)

	p, s := beam.NewPipelineWithRoot()
	lines := iribeam.ReadLines(s, name)
	beam.ParDo0(s, printLine, iribeam.ToURI(s, iri.Mapper{}, lines))
	run(p)
	// Unordered output:
	// {"input":"http://example.org/a","uri":"http://example.org/a"}
	// {"input":"","uri":""}
	// {"input":"http://example.org/b","uri":"http://example.org/b"}
}

func ExampleCheck() {
	p, s := beam.NewPipelineWithRoot()
	lines := beam.Create(s, "http://example.org/ré sumé", "http://例え.jp/")
	reports, summary := iribeam.Check(s, check.Checker{}, lines)
	beam.ParDo0(s, printLine, reports)
	beam.ParDo0(s, printSummary, summary)
	run(p)
	// Unordered output:
	// {"input":"http://example.org/ré sumé","valid":false,"worst":"error","violations":[{"code":"char/space","severity":"error","offset":22,"length":1,"component":"path","message":"U+0020: a space","section":"3987bis §7.3"}],"error":"U+0020: a space"}
	// {"input":"http://例え.jp/","valid":true,"worst":"none","violations":[]}
	// lines	2
	// valid	1
	// invalid	1
	// char/space	1
}

func ExampleCheckProtecting() {
	p, s := beam.NewPipelineWithRoot()
	lines := beam.Create(s, "https://paypal.com/", "https://раураl.com/")
	reports, _ := iribeam.CheckProtecting(s, check.Checker{Ignore: []string{"spoof/mixed-script", "char/mixed-script", "spoof/top-domain"}}, []string{"paypal.com"}, lines)
	beam.ParDo0(s, printLine, reports)
	run(p)
	// Unordered output:
	// {"input":"https://paypal.com/","valid":true,"worst":"none","violations":[]}
	// {"input":"https://раураl.com/","valid":true,"worst":"warning","violations":[{"code":"spoof/protected-name","severity":"warning","offset":8,"length":15,"component":"host","message":"the host \"раураl.com\" looks like the protected name \"paypal.com\"","section":"UTS #39 §4"}]}
}

func ExampleSummary() {
	s := iribeam.Summary{Lines: 3, Valid: 2, Invalid: 1, Codes: map[string]int64{"char/space": 1, "pct/lowercase-hex": 2}}
	fmt.Println(s.Lines, s.Valid, s.Invalid, s.Codes["pct/lowercase-hex"])
	// Output:
	// 3 2 1 2
}

func ExampleSummary_String() {
	s := iribeam.Summary{Lines: 3, Valid: 2, Invalid: 1, Codes: map[string]int64{"pct/lowercase-hex": 2, "char/space": 1}}
	fmt.Print(s)
	// Output:
	// lines	3
	// valid	2
	// invalid	1
	// char/space	1
	// pct/lowercase-hex	2
}

func ExampleNormalize() {
	p, s := beam.NewPipelineWithRoot()
	lines := beam.Create(s, "HTTP://Example.ORG/a/./b/../%7ec", "http://example.org/a b")
	beam.ParDo0(s, printLine, iribeam.Normalize(s, iri.Comparer{Level: iri.LevelSyntaxBased}, lines))
	run(p)
	// Unordered output:
	// {"input":"HTTP://Example.ORG/a/./b/../%7ec","normalized":"http://example.org/a/~c"}
	// {"input":"http://example.org/a b","error":"invalid character U+0020 in path at offset 20","offset":20,"component":"path","cause":"invalid character","section":"RFC 3987 §2.2"}
}

func ExampleToURI() {
	p, s := beam.NewPipelineWithRoot()
	lines := beam.Create(s, "http://例え.jp/résumé")
	beam.ParDo0(s, printLine, iribeam.ToURI(s, iri.Mapper{IDNA: iri.IDNAUTS46}, lines))
	run(p)
	// Output:
	// {"input":"http://例え.jp/résumé","uri":"http://xn--r8jz45g.jp/r%C3%A9sum%C3%A9"}
}

func ExampleToIRI() {
	p, s := beam.NewPipelineWithRoot()
	lines := beam.Create(s, "http://xn--r8jz45g.jp/r%C3%A9sum%C3%A9")
	beam.ParDo0(s, printLine, iribeam.ToIRI(s, iri.Mapper{IDNA: iri.IDNAUTS46}, display.Hosts{}, lines))
	run(p)
	// Output:
	// {"input":"http://xn--r8jz45g.jp/r%C3%A9sum%C3%A9","iri":"http://例え.jp/résumé"}
}

func ExampleDedupe() {
	p, s := beam.NewPipelineWithRoot()
	lines := beam.Create(s, "http://example.org:80/a", "HTTP://example.org/a", "http://example.org/b", "http://a b")
	beam.ParDo0(s, printLine, iribeam.Dedupe(s, iri.Comparer{Level: iri.LevelSchemeBased}, lines))
	run(p)
	// Unordered output:
	// {"key":"http://example.org/a","iri":"HTTP://example.org/a","count":2}
	// {"key":"http://example.org/b","iri":"http://example.org/b","count":1}
	// {"input":"http://a b","error":"invalid character U+0020 in host at offset 8","offset":8,"component":"host","cause":"invalid character","section":"RFC 3987 §2.2"}
}

func ExampleExtractText() {
	p, s := beam.NewPipelineWithRoot()
	lines := beam.Create(s, "See <http://example.org/a b> or http://例え.jp/.")
	beam.ParDo0(s, printLine, iribeam.ExtractText(s, lines))
	run(p)
	// Unordered output:
	// {"offset":5,"iri":"http://example.org/ab"}
	// {"offset":32,"iri":"http://例え.jp/"}
}

func ExampleExtractNTriples() {
	p, s := beam.NewPipelineWithRoot()
	lines := beam.Create(s, `<http://example.org/s> <http://example.org/p> <http://example.org/o b> .`)
	beam.ParDo0(s, printLine, iribeam.ExtractNTriples(s, lines))
	run(p)
	// Unordered output:
	// {"offset":1,"iri":"http://example.org/s"}
	// {"offset":24,"iri":"http://example.org/p"}
	// {"offset":47,"iri":"http://example.org/o b","error":"invalid character U+0020 in path at offset 20"}
}
