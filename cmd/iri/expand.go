package main

import (
	"errors"
	"flag"
	"os"
	"strings"

	"github.com/go-iri/iri/template"
)

var expandCommand = command{
	name:    "expand",
	args:    "[--vars FILE] [--iri] [--json] [--] [TEMPLATE...]",
	summary: "expand each URI Template with the variables of FILE (RFC 6570)",
	flags: func(fs *flag.FlagSet) func(c *cli) int {
		varsFile := fs.String("vars", "", "read the variables from `FILE`, one JSON object: strings, numbers and booleans (as written), arrays, objects (in their order), null (undefined)")
		asIRI := fs.Bool("iri", false, "write the IRI of each expansion (RFC 6570 §1.1: the URI converted by RFC 3987 §3.2)")
		asJSON := fs.Bool("json", false, "write one JSON object per template: template, expansion; or template, error, offset")
		return func(c *cli) int {
			vars := template.Vars{}
			if *varsFile != "" {
				data, err := os.ReadFile(*varsFile)
				if err != nil {
					return c.usage("--vars:", err)
				}
				if vars, err = template.VarsFromJSON(data); err != nil {
					return c.usage("--vars:", strings.TrimPrefix(err.Error(), "template: "))
				}
			}
			c.inputs(func(c *cli, line int, s string) {
				out, err := expand(s, vars, *asIRI)
				switch {
				case err != nil:
					c.expandFailed(line, s, err, *asJSON)
				case *asJSON:
					c.writeJSON(struct {
						Template  string `json:"template"`
						Expansion string `json:"expansion"`
					}{s, out})
				default:
					c.out.WriteString(out)
					c.out.WriteByte('\n')
				}
			})
			return exitOK
		}
	},
}

// expand expands the template s with vars, into a URI or an IRI.
func expand(s string, vars template.Values, asIRI bool) (string, error) {
	t, err := template.Parse(s)
	if err != nil {
		return "", err
	}
	if asIRI {
		x, err := t.ExpandIRI(vars)
		return x.String(), err
	}
	return t.Expand(vars)
}

// expandFailed reports a template that does not parse or expand: on
// standard error, or as the JSON line with "error" and, where the error
// has one in the template, "offset".
func (c *cli) expandFailed(line int, s string, err error, asJSON bool) {
	msg := strings.TrimPrefix(err.Error(), "template: ")
	if !asJSON {
		c.fail(line, s, msg)
		return
	}
	c.failed = true
	var offset *int
	var e *template.Error
	if errors.As(err, &e) && !errors.Is(err, template.ErrNotIRI) {
		offset = &e.Offset
	}
	c.writeJSON(struct {
		Template string `json:"template"`
		Error    string `json:"error"`
		Offset   *int   `json:"offset,omitempty"`
	}{s, msg, offset})
}
