package main

import (
	"flag"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/check"
)

var bidiCommand = command{
	name:    "bidi",
	args:    "[--json] [-W] [--] [IRI...]",
	summary: "report each component that breaks the bidi rules of RFC 3987 §4.2, as check does",
	flags: func(fs *flag.FlagSet) func(c *cli) int {
		asJSON := fs.Bool("json", false, "write one JSON object per input, as check --json does")
		failing := failingFlag(fs) // check.go
		return func(c *cli) int {
			threshold := failing()
			c.inputs(func(c *cli, line int, s string) {
				x, err := iri.Parse(s)
				if err != nil {
					// Not an IRI reference: check says why.
					c.report(line, s, check.Check(s), *asJSON, threshold, "")
					return
				}
				// The bidi rules are warnings and advice: the input
				// conforms, and the report is the one check writes.
				c.report(line, s, check.Report{Input: s, IRI: x, Valid: true, Violations: check.Bidi(x)}, *asJSON, threshold, "")
			})
			return exitOK
		}
	},
}
