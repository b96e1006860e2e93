package main

import (
	"flag"

	"github.com/go-iri/iri"
)

var parseCommand = command{
	name:    "parse",
	args:    "[--json] [--mode strict|leiri|href|whatwg [--base URL]] [--] [IRI...]",
	summary: "print the components of each IRI reference (RFC 3987 §2.2)",
	flags: func(fs *flag.FlagSet) func(c *cli) int {
		asJSON := fs.Bool("json", false, "write one JSON object per input, with null for an absent component")
		mode := modeFlag(fs)
		w := whatwgFlags(fs, true)
		return func(c *cli) int {
			if w.chosen() {
				return w.parse(c, *asJSON)
			}
			parse, _, err := mode()
			if err != nil {
				return c.usage(err)
			}
			c.inputs(func(c *cli, line int, s string) {
				x, repairs, err := parse(s)
				if err == nil && !*asJSON {
					c.out.buf = appendComponents(c.out.buf, x)
					return
				}
				c.result(line, s, *asJSON, err, func() any {
					p := componentsJSON(s, x)
					if len(repairs) > 0 {
						p.IRI, p.Repairs = x.String(), repairsJSON(repairs)
					}
					return p
				}, "")
			})
			return exitOK
		}
	},
}

// parsed is the JSON form of a parsed IRI reference; pointers are null for
// an absent component.
type parsed struct {
	Input    string  `json:"input"`
	Scheme   *string `json:"scheme"`
	Userinfo *string `json:"userinfo"`
	Host     *string `json:"host"`
	HostType *string `json:"host_type"`
	Port     *string `json:"port"`
	Path     *string `json:"path"`
	Query    *string `json:"query"`
	Fragment *string `json:"fragment"`
	// With a lenient mode: the IRI it made, and how.
	IRI     string       `json:"iri,omitempty"`
	Repairs []repairJSON `json:"repairs,omitempty"`
}

func optional(s string, ok bool) *string {
	if !ok {
		return nil
	}
	return &s
}

func componentsJSON(input string, x iri.IRI) parsed {
	p := parsed{Input: input, Scheme: optional(x.Scheme(), x.IsAbsolute()), Path: optional(x.Path(), true)}
	if _, ok := x.Authority(); ok {
		p.Host = optional(x.Host(), true)
		p.HostType = optional(x.HostKind().String(), true)
	}
	p.Userinfo = optional(x.Userinfo())
	p.Port = optional(x.Port())
	p.Query = optional(x.Query())
	p.Fragment = optional(x.Fragment())
	return p
}

// appendComponents appends the components of x on one line, each
// present one as name=value with the value between double quotes, so
// that an empty component ("") and an absent one (left out) stay apart.
// x is valid: it holds nothing to escape, no quote nor backslash.
func appendComponents(b []byte, x iri.IRI) []byte {
	b = append(b, x.String()...)
	add := func(name, value string, ok bool) {
		if ok {
			b = append(append(append(append(append(b, '\t'), name...), '=', '"'), value...), '"')
		}
	}
	add("scheme", x.Scheme(), x.IsAbsolute())
	if u, ok := x.Userinfo(); ok {
		add("userinfo", u, true)
	}
	if _, ok := x.Authority(); ok {
		add("host", x.Host(), true)
		b = append(append(b, "\thost_type="...), x.HostKind().String()...)
	}
	p, ok := x.Port()
	add("port", p, ok)
	add("path", x.Path(), true)
	q, ok := x.Query()
	add("query", q, ok)
	f, ok := x.Fragment()
	add("fragment", f, ok)
	return append(b, '\n')
}
