package main

import (
	"flag"
	"fmt"
	"strings"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/check"
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
				vs := check.Bidi(x)
				ok := true
				for _, v := range vs {
					ok = ok && v.Severity == check.SeverityInfo
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
					for _, v := range vs {
						out.Issues = append(out.Issues, issueJSON{v.Code, v.Severity.String(),
							v.Component.String(), v.Offset, s[v.Offset : v.Offset+v.Length], bidiLine(s, v), v.Section})
					}
					c.writeJSON(out)
					return
				}
				if len(vs) == 0 {
					fmt.Fprintf(c.out, "ok\t%s\n", displayable(s))
					return
				}
				var msgs []string
				for _, v := range vs {
					msgs = append(msgs, displayable(bidiLine(s, v)))
				}
				fmt.Fprintf(c.out, "%s\t%s\n", displayable(s), strings.Join(msgs, "; "))
			})
			return exitOK
		}
	},
}

// bidiLine describes a violation of a bidi rule in the IRI s on one line,
// for a person: the severity, the component, the text that breaks the
// rule, its offset, the message and the section.
//
//	warning: path "גד1" at offset 16: a component with right-to-left characters should start and end with one (RFC 3987 §4.2)
func bidiLine(s string, v check.Violation) string {
	return fmt.Sprintf("%v: %v %q at offset %d: %s (%s)", v.Severity, v.Component, s[v.Offset:v.Offset+v.Length], v.Offset, v.Message, v.Section)
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
