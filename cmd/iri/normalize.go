package main

import (
	"flag"
	"fmt"

	"github.com/go-iri/iri"
)

var levels = map[string]iri.Level{
	"simple": iri.LevelSimpleString,
	"syntax": iri.LevelSyntaxBased,
	"scheme": iri.LevelSchemeBased,
}

// normalizeFlags adds --level, --nfc and --nfkc to fs; the function it
// returns gives the level and options, or an error for a bad choice.
func normalizeFlags(fs *flag.FlagSet) func() (iri.Level, iri.NormalizeOptions, error) {
	level := fs.String("level", "syntax", "the rung of RFC 3987 §5.3: simple, syntax or scheme")
	nfc := fs.Bool("nfc", false, "also normalize characters to NFC (§5.3.2.2)")
	nfkc := fs.Bool("nfkc", false, "also normalize characters to NFKC (§5.3.2.2)")
	return func() (iri.Level, iri.NormalizeOptions, error) {
		l, ok := levels[*level]
		if !ok {
			return 0, iri.NormalizeOptions{}, fmt.Errorf("unknown level %q; the levels are simple, syntax, scheme", *level)
		}
		var o iri.NormalizeOptions
		switch {
		case *nfc && *nfkc:
			return 0, o, fmt.Errorf("--nfc and --nfkc exclude each other")
		case *nfc:
			o.Characters = iri.FormNFC
		case *nfkc:
			o.Characters = iri.FormNFKC
		}
		return l, o, nil
	}
}

var normalizeCommand = command{
	name:    "normalize",
	args:    "[--json] [--level simple|syntax|scheme] [--nfc|--nfkc] [--] [IRI...]",
	summary: "write each IRI in its normal form (RFC 3987 §5.3)",
	flags: func(fs *flag.FlagSet) func(c *cli) int {
		asJSON := fs.Bool("json", false, "write one JSON object per input: input, normalized")
		choice := normalizeFlags(fs)
		return func(c *cli) int {
			l, o, err := choice()
			if err != nil {
				return c.usage(err)
			}
			c.inputs(func(c *cli, line int, s string) {
				x, err := iri.Parse(s)
				n := x.Normalize(l, o)
				c.result(line, s, *asJSON, err, func() any {
					return struct {
						Input      string `json:"input"`
						Normalized string `json:"normalized"`
					}{s, n.String()}
				}, displayable(n.String()))
			})
			return exitOK
		}
	},
}

var compareCommand = command{
	name:    "compare",
	args:    "[--json] [--level simple|syntax|scheme] [--nfc|--nfkc] [--] A B",
	summary: "say whether two IRIs are equivalent at a rung of RFC 3987 §5.3 (exit 0 equal, 1 different)",
	flags: func(fs *flag.FlagSet) func(c *cli) int {
		asJSON := fs.Bool("json", false, "write a JSON object: a, b, equal, and the first rung where they are equal")
		choice := normalizeFlags(fs)
		return func(c *cli) int {
			l, o, err := choice()
			if err != nil {
				return c.usage(err)
			}
			if len(c.operands) != 2 {
				return c.usage("want two IRIs, A and B")
			}
			var xs [2]iri.IRI
			for k, s := range c.operands {
				if xs[k], err = iri.Parse(s); err != nil {
					c.fail(0, s, err.Error())
					return exitUsage
				}
			}
			equal := iri.Equal(xs[0], xs[1], l, o)
			if *asJSON {
				var first *string
				if fl, ok := iri.EquivalenceLevel(xs[0], xs[1], o); ok {
					name := fl.String()
					first = &name
				}
				c.writeJSON(struct {
					A     string  `json:"a"`
					B     string  `json:"b"`
					Level string  `json:"level"`
					Equal bool    `json:"equal"`
					First *string `json:"first_equal_level"`
				}{c.operands[0], c.operands[1], l.String(), equal, first})
			} else if equal {
				fmt.Fprintln(c.out, "equal")
			} else {
				fmt.Fprintln(c.out, "different")
			}
			if !equal {
				return exitBad
			}
			return exitOK
		}
	},
}
