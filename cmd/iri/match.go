package main

import (
	"flag"
	"strings"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/failure"
	"github.com/go-iri/iri/template"
)

var matchCommand = command{
	name:    "match",
	args:    "[--] TEMPLATE [IRI...]",
	summary: "read the variables of TEMPLATE back from each IRI that is one of its expansions (RFC 6570)",
	flags: func(fs *flag.FlagSet) func(c *cli) int {
		return func(c *cli) int {
			if len(c.operands) == 0 {
				return c.usage("missing TEMPLATE")
			}
			t, err := template.Parse(c.operands[0])
			if err == nil {
				err = t.Invertible()
			}
			if err != nil {
				return c.usage(strings.TrimPrefix(err.Error(), "template: "))
			}
			c.operands = c.operands[1:]
			c.inputs(func(c *cli, line int, s string) {
				x, err := iri.Parse(s)
				if err != nil {
					c.failedInput(line, failure.Of(s, err), false)
					return
				}
				vars, ok := t.Match(x)
				if !ok {
					c.fail(line, s, "not an expansion of the template")
					return
				}
				c.writeJSON(vars) // its keys in sorted order
			})
			return exitOK
		}
	},
}
