package main

import (
	"flag"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/display"
)

var displayCommand = command{
	name:    "display",
	args:    "[--json] [--form embedding|isolate|components] [--visual] [--unicode-hosts safe|always|never|high|moderate] [--protect FILE] [--] [IRI...]",
	summary: "write each IRI made safe to show in plain text (RFC 3987 §4.1), or as it will look",
	flags: func(fs *flag.FlagSet) func(c *cli) int {
		asJSON := fs.Bool("json", false, "write one JSON object per input: input, display")
		form := choiceFlag(fs, "form", "embedding", "the form `F`: embedding (LRE…PDF, §4.1), isolate (LRI…PDI) or components (LRM around reserved characters, IURI draft §2.4)", "form",
			display.BidiEmbedding, display.BidiIsolate, display.BidiComponents)
		visual := fs.Bool("visual", false, "write the characters in the order a person sees them, left to right, instead")
		hostPolicy := unicodeHostsFlag(fs) // spoof.go
		return func(c *cli) int {
			hosts, err := hostPolicy()
			if err != nil {
				return c.usage(err)
			}
			f, err := form()
			if err != nil {
				return c.usage(err)
			}
			c.inputs(func(c *cli, line int, s string) {
				x, err := iri.Parse(s)
				x, _ = hosts.IRI(x)
				var out string
				if *visual {
					out = f.VisualOrder(x)
				} else {
					out = f.Wrap(x)
				}
				c.result(line, s, *asJSON, err, func() any {
					return struct {
						Input   string `json:"input"`
						Display string `json:"display"`
					}{s, out}
				}, out)
			})
			return exitOK
		}
	},
}
