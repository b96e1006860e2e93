package main

import (
	"errors"
	"flag"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/failure"
)

var resolveCommand = command{
	name:    "resolve",
	args:    "[--json] [--non-strict] [--mode strict|whatwg] [--] BASE [REF...]",
	summary: "resolve each reference against BASE (RFC 3986 §5.2, strict)",
	flags: func(fs *flag.FlagSet) func(c *cli) int {
		asJSON := fs.Bool("json", false, "write one JSON object per reference: base, reference, target")
		nonStrict := fs.Bool("non-strict", false, "treat a reference with the base's scheme as relative (RFC 3986 §5.2.2, for old documents)")
		w := whatwgFlags(fs, false)
		return func(c *cli) int {
			if w.chosen() {
				return w.resolve(c, *asJSON)
			}
			base, status := c.takeBase(*asJSON)
			if status >= 0 {
				return status
			}
			c.inputs(func(c *cli, line int, s string) {
				target, err := resolve(base, s, *nonStrict)
				c.result(line, s, *asJSON, err, func() any {
					return struct {
						Input  string `json:"input"`
						Base   string `json:"base"`
						Target string `json:"target"`
					}{s, base.String(), target.String()}
				}, target.String())
			})
			return exitOK
		}
	},
}

func resolve(base iri.IRI, ref string, nonStrict bool) (iri.IRI, error) {
	r, err := iri.Parse(ref)
	if err != nil {
		return iri.IRI{}, err
	}
	if nonStrict {
		return base.ResolveNonStrict(r)
	}
	return base.Resolve(r)
}

var relativizeCommand = command{
	name:    "relativize",
	args:    "[--json] [--] BASE [TARGET...]",
	summary: "write each target as the shortest reference that resolves to it against BASE",
	flags: func(fs *flag.FlagSet) func(c *cli) int {
		asJSON := fs.Bool("json", false, "write one JSON object per target: base, target, reference")
		return func(c *cli) int {
			base, status := c.takeBase(*asJSON)
			if status >= 0 {
				return status
			}
			c.inputs(func(c *cli, line int, s string) {
				ref, err := relativize(base, s)
				c.result(line, s, *asJSON, err, func() any {
					return struct {
						Input     string `json:"input"`
						Base      string `json:"base"`
						Reference string `json:"reference"`
					}{s, base.String(), ref.String()}
				}, ref.String())
			})
			return exitOK
		}
	},
}

var errUnreachable = errors.New("iri: no reference resolves to this target against the base: its path has dot segments that resolution would remove (RFC 3986 §5.2.4)")

func relativize(base iri.IRI, target string) (iri.IRI, error) {
	t, err := iri.ParseIRI(target)
	if err != nil {
		return iri.IRI{}, err
	}
	ref, ok := base.Relativize(t)
	if !ok {
		return iri.IRI{}, errUnreachable
	}
	return ref, nil
}

// takeBase takes the first operand as the base IRI; a bad one is
// reported as JSON with asJSON. It returns a
// negative status to go on, or the status to exit with.
func (c *cli) takeBase(asJSON bool) (iri.IRI, int) {
	if len(c.operands) == 0 {
		return iri.IRI{}, c.usage("missing BASE")
	}
	s := c.operands[0]
	c.operands = c.operands[1:]
	base, err := iri.ParseIRI(s)
	if err != nil {
		return iri.IRI{}, c.badBase(failure.Of(s, err), asJSON)
	}
	return base, -1
}

// result writes the outcome for one input: text (the value) or JSON (the
// object from obj), or the error.
func (c *cli) result(line int, input string, asJSON bool, err error, obj func() any, text string) {
	switch {
	case err != nil:
		c.failedInput(line, failure.Of(input, err), asJSON)
	case asJSON:
		c.writeJSON(obj())
	default:
		c.out.WriteString(text)
		c.out.WriteByte('\n')
	}
}
