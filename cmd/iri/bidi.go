package main

import (
	"flag"
	"fmt"
	"strings"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/display"
)

var bidiCommand = command{
	name:    "bidi",
	args:    "[--json] [--] [IRI...]",
	summary: "report each component that breaks the bidi rules of RFC 3987 §4.2 (exit 0 when every one is fine)",
	flags: func(fs *flag.FlagSet) func(c *cli) int {
		asJSON := fs.Bool("json", false, "write one JSON object per input: input, ok, issues")
		return func(c *cli) int {
			c.inputs(func(c *cli, line int, s string) {
				x, err := iri.Parse(s)
				if err != nil {
					c.result(line, s, *asJSON, err, nil, "")
					return
				}
				issues := x.CheckBidi()
				ok := true
				for _, is := range issues {
					ok = ok && is.Severity == iri.SeverityInfo
				}
				c.failed = c.failed || !ok
				if *asJSON {
					type issueJSON struct {
						Rule      string `json:"rule"`
						Severity  string `json:"severity"`
						Component string `json:"component"`
						Offset    int    `json:"offset"`
						Text      string `json:"text"`
						Message   string `json:"message"`
						Section   string `json:"section"`
					}
					out := struct {
						Input  string      `json:"input"`
						OK     bool        `json:"ok"`
						Issues []issueJSON `json:"issues"`
					}{Input: s, OK: ok, Issues: []issueJSON{}}
					for _, is := range issues {
						out.Issues = append(out.Issues, issueJSON{is.Rule.Code(), is.Severity.String(),
							is.Component.String(), is.Offset, is.Text, is.String(), is.Section()})
					}
					c.writeJSON(out)
					return
				}
				if len(issues) == 0 {
					fmt.Fprintf(c.out, "ok\t%s\n", displayable(s))
					return
				}
				var msgs []string
				for _, is := range issues {
					msgs = append(msgs, displayable(is.String()))
				}
				fmt.Fprintf(c.out, "%s\t%s\n", displayable(s), strings.Join(msgs, "; "))
			})
			return exitOK
		}
	},
}

var displayForms = map[string]display.Form{
	"embedding":  display.FormEmbedding,
	"isolate":    display.FormIsolate,
	"components": display.FormComponents,
}

var displayCommand = command{
	name:    "display",
	args:    "[--form embedding|isolate|components] [--visual] [--] [IRI...]",
	summary: "write each IRI made safe to show in plain text (RFC 3987 §4.1), or as it will look",
	flags: func(fs *flag.FlagSet) func(c *cli) int {
		form := fs.String("form", "embedding", "embedding (LRE…PDF, §4.1), isolate (LRI…PDI) or components (LRM around reserved characters, IURI draft §2.4)")
		visual := fs.Bool("visual", false, "write the characters in the order a person sees them, left to right, instead")
		return func(c *cli) int {
			f, ok := displayForms[*form]
			if !ok {
				return c.usage(fmt.Sprintf("unknown form %q; the forms are embedding, isolate, components", *form))
			}
			c.inputs(func(c *cli, line int, s string) {
				x, err := iri.Parse(s)
				var out string
				if *visual {
					out = f.VisualOrder(x)
				} else {
					out = f.Wrap(x)
				}
				c.result(line, s, false, err, nil, out)
			})
			return exitOK
		}
	},
}
