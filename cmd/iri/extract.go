package main

import (
	"flag"
	"fmt"

	"github.com/go-iri/iri/extract"
)

var extractCommand = command{
	name:    "extract",
	args:    "[--json] [--format text|ntriples]",
	summary: "find the IRIs in text on standard input (3987bis §8.3), or every IRI term of N-Triples",
	flags: func(fs *flag.FlagSet) func(c *cli) int {
		asJSON := fs.Bool("json", false, "write one JSON object per IRI: line, offset, iri (and error)")
		format := fs.String("format", "text", "text (running text, line by line) or ntriples (N-Triples and N-Quads terms)")
		return func(c *cli) int {
			var find func(string) []extract.Found
			switch *format {
			case "text":
				find = extract.Text
			case "ntriples":
				find = extract.NTriples
			default:
				return c.usage(fmt.Sprintf("unknown format %q; the formats are text, ntriples", *format))
			}
			if len(c.operands) > 0 {
				return c.usage("reads standard input; it takes no operands")
			}
			c.inputs(func(c *cli, line int, s string) {
				for _, f := range find(s) {
					if *asJSON {
						out := struct {
							Line   int    `json:"line"`
							Offset int    `json:"offset"`
							IRI    string `json:"iri"`
							Error  string `json:"error,omitempty"`
						}{Line: line, Offset: f.Offset, IRI: f.IRI.String()}
						if f.Err != nil {
							out.IRI, out.Error = f.Text, message(f.Err)
							c.failed = true
						}
						c.writeJSON(out)
						continue
					}
					if f.Err != nil {
						c.fail(line, f.Text, f.Err.Error())
						continue
					}
					fmt.Fprintf(c.out, "%d:%d\t%s\n", line, f.Offset, printable(f.IRI.String()))
				}
			})
			return exitOK
		}
	},
}
