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
// returns gives the comparer they choose, or an error for a bad choice.
func normalizeFlags(fs *flag.FlagSet) func() (iri.Comparer, error) {
	level := fs.String("level", "syntax", "the rung of RFC 3987 §5.3: simple, syntax or scheme")
	nfc := fs.Bool("nfc", false, "also normalize characters to NFC (§5.3.2.2)")
	nfkc := fs.Bool("nfkc", false, "also normalize characters to NFKC (§5.3.2.2)")
	return func() (iri.Comparer, error) {
		l, ok := levels[*level]
		if !ok {
			return iri.Comparer{}, fmt.Errorf("unknown level %q; the levels are simple, syntax, scheme", *level)
		}
		c := iri.Comparer{Level: l}
		switch {
		case *nfc && *nfkc:
			return c, fmt.Errorf("--nfc and --nfkc exclude each other")
		case *nfc:
			c.Characters = iri.FormNFC
		case *nfkc:
			c.Characters = iri.FormNFKC
		}
		return c, nil
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
			cmp, err := choice()
			if err != nil {
				return c.usage(err)
			}
			c.inputs(func(c *cli, line int, s string) {
				x, err := iri.Parse(s)
				n := cmp.Normalize(x)
				c.result(line, s, *asJSON, err, func() any {
					return struct {
						Input      string `json:"input"`
						Normalized string `json:"normalized"`
					}{s, n.String()}
				}, printable(n.String()))
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
			cmp, err := choice()
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
			equal := cmp.Equal(xs[0], xs[1])
			if *asJSON {
				// The first rung where they are equal, whatever --level
				// asks: the ladder is climbed to the top the tool knows.
				top := cmp
				top.Level = iri.LevelSchemeBased
				var first *string
				if fl, ok := top.EquivalenceLevel(xs[0], xs[1]); ok {
					name := fl.String()
					first = &name
				}
				c.writeJSON(struct {
					A     string  `json:"a"`
					B     string  `json:"b"`
					Level string  `json:"level"`
					Equal bool    `json:"equal"`
					First *string `json:"first_equal_level"`
				}{c.operands[0], c.operands[1], cmp.Level.String(), equal, first})
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
