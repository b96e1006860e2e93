package main

import (
	"errors"
	"flag"
	"fmt"
	"strings"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/failure"
)

// normalizeFlags adds --level, --nfc and --nfkc to fs; the function it
// returns gives the comparer they choose, or an error for a bad choice.
func normalizeFlags(fs *flag.FlagSet) func() (iri.Comparer, error) {
	level := choiceFlag(fs, "level", "syntax", "the level `L`, a rung of RFC 3987 §5.3: simple, syntax or scheme", "level",
		iri.LevelSimpleString, iri.LevelSyntaxBased, iri.LevelSchemeBased)
	nfc := fs.Bool("nfc", false, "also normalize characters to NFC (§5.3.2.2)")
	nfkc := fs.Bool("nfkc", false, "also normalize characters to NFKC (§5.3.2.2)")
	return func() (iri.Comparer, error) {
		l, err := level()
		if err != nil {
			return iri.Comparer{}, err
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
	args:    "[--json] [--level simple|syntax|scheme] [--nfc|--nfkc] [--mode strict|whatwg [--base URL]] [--] [IRI...]",
	summary: "write each IRI in its normal form (RFC 3987 §5.3)",
	flags: func(fs *flag.FlagSet) func(c *cli) int {
		asJSON := fs.Bool("json", false, "write one JSON object per input: input, normalized")
		choice := normalizeFlags(fs)
		w := whatwgFlags(fs, true)
		return func(c *cli) int {
			if w.chosen() {
				return w.normalize(c, *asJSON)
			}
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
				}, n.String())
			})
			return exitOK
		}
	},
}

var compareCommand = command{
	name:    "compare",
	args:    "[--json] [--level simple|syntax|scheme] [--nfc|--nfkc] [--] [A B]",
	summary: "say whether two IRIs are equivalent at a rung of RFC 3987 §5.3: A and B, or each line's two, tab-separated (exit 0 when all are equal)",
	flags: func(fs *flag.FlagSet) func(c *cli) int {
		asJSON := fs.Bool("json", false, "write one JSON object per pair: input, a, b, level, equal, and the first rung where they are equal")
		choice := normalizeFlags(fs)
		return func(c *cli) int {
			cmp, err := choice()
			if err != nil {
				return c.usage(err)
			}
			switch len(c.operands) {
			case 0:
			case 2:
				// One pair, as a line of standard input would give it.
				c.operands = []string{c.operands[0] + "\t" + c.operands[1]}
			default:
				return c.usage("want two IRIs, A and B, or none to read pairs from standard input")
			}
			c.inputs(func(c *cli, line int, s string) {
				compareLine(c, cmp, line, s, *asJSON)
			})
			return exitOK
		}
	},
}

// errNotAPair is the failure of a line of compare that is not two IRIs
// separated by a tab.
var errNotAPair = errors.New("want two IRIs separated by a tab")

// compareLine compares the two IRIs of s, "A<TAB>B", and writes
// "equal" or "different"; a pair that differs fails the run (exit 1), as
// cmp(1) does, and so does one that is not a pair of IRIs.
func compareLine(c *cli, cmp iri.Comparer, line int, s string, asJSON bool) {
	a, b, ok := strings.Cut(s, "\t")
	if !ok || strings.Contains(b, "\t") {
		c.result(line, s, asJSON, errNotAPair, nil, "")
		return
	}
	var xs [2]iri.IRI
	for k, which := range [2]string{a, b} {
		x, err := iri.Parse(which)
		if err != nil {
			if asJSON {
				j := failure.Of(s, err)
				j.Error = "ab"[k:k+1] + ": " + j.Error
				c.failed = true
				c.writeJSON(j)
			} else {
				c.fail(line, which, err.Error())
			}
			return
		}
		xs[k] = x
	}
	equal := cmp.Equal(xs[0], xs[1])
	if !equal {
		c.failed, c.failedValid = true, true
		c.stats.count("different")
	} else {
		c.stats.count("equal")
	}
	if !asJSON {
		if equal {
			c.out.WriteString("equal\n")
		} else {
			c.out.WriteString("different\n")
		}
		return
	}
	// The first rung where they are equal, whatever --level asks: the
	// ladder is climbed to the top the tool knows.
	top := cmp
	top.Level = iri.LevelSchemeBased
	var first *string
	if fl, ok := top.EquivalenceLevel(xs[0], xs[1]); ok {
		name := fl.String()
		first = &name
	}
	c.writeJSON(struct {
		Input string  `json:"input"`
		A     string  `json:"a"`
		B     string  `json:"b"`
		Level string  `json:"level"`
		Equal bool    `json:"equal"`
		First *string `json:"first_equal_level"`
	}{s, a, b, cmp.Level.String(), equal, first})
}
