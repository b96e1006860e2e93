package main

import (
	"flag"
	"strings"

	"github.com/go-iri/iri/canon"
)

var canonCommand = command{
	name:    "canon",
	args:    "[--profile P] [--expressions] [--with-scheme] [--trailing-comma] [--keep-www] [--keep-ip-order] [--json] [--] [URL...]",
	summary: "write the canonical key of each URL by a crawler's or web archive's canonicalization: SURT (the default), the IA's, Google's, Safe Browsing's, urlcanon's",
	flags: func(fs *flag.FlagSet) func(c *cli) int {
		profile := fs.String("profile", "surt", "the canonicalization, `P`: "+strings.Join(canon.Profiles(), ", "))
		expressions := fs.Bool("expressions", false, "with --profile safebrowsing: write each URL's host-suffix / path-prefix expressions, tab-separated, instead")
		var s canon.SURT
		fs.BoolVar(&s.WithScheme, "with-scheme", false, "surt: keep the scheme, \"http://(com,example,)/\" (surt's with_scheme=True)")
		fs.BoolVar(&s.TrailingComma, "trailing-comma", false, "surt: a comma after the host, \"com,example,)/\" (trailing_comma=True)")
		fs.BoolVar(&s.IA.KeepWWW, "keep-www", false, "surt: keep a leading \"www.\" in the host (host_massage=False)")
		fs.BoolVar(&s.KeepIPOrder, "keep-ip-order", false, "surt: an IPv4 host as it is, not reversed (reverse_ipaddr=False)")
		asJSON := fs.Bool("json", false, "write one JSON object per URL: input, canonical (or expressions); or input, error")
		return func(c *cli) int {
			key, ok := canon.ProfileKey(*profile, s)
			switch {
			case !ok:
				return c.usage("--profile: unknown profile", *profile+"; the profiles are", strings.Join(canon.Profiles(), ", "))
			case *expressions && *profile != "safebrowsing":
				return c.usage("--expressions needs --profile safebrowsing")
			case *profile != "surt" && (s.WithScheme || s.TrailingComma || s.IA.KeepWWW || s.KeepIPOrder):
				return c.usage("--with-scheme, --trailing-comma, --keep-www and --keep-ip-order are options of --profile surt")
			}
			c.inputs(func(c *cli, line int, in string) {
				if *expressions {
					c.canonExpressions(line, in, *asJSON)
					return
				}
				b, err := key(c.scratch[:0], in)
				c.scratch = b[:0]
				switch {
				case err != nil:
					c.canonFailed(line, in, err, *asJSON)
				case *asJSON:
					c.writeJSON(struct {
						Input     string `json:"input"`
						Canonical string `json:"canonical"`
					}{in, string(b)})
				default:
					c.out.Write(b)
					c.out.WriteByte('\n')
				}
			})
			return exitOK
		}
	},
}

// canonExpressions writes the Safe Browsing expressions of in.
func (c *cli) canonExpressions(line int, in string, asJSON bool) {
	e, err := canon.SafeBrowsing{}.Expressions(in)
	switch {
	case err != nil:
		c.canonFailed(line, in, err, asJSON)
	case asJSON:
		c.writeJSON(struct {
			Input       string   `json:"input"`
			Expressions []string `json:"expressions"`
		}{in, e})
	default:
		c.out.WriteString(strings.Join(e, "\t"))
		c.out.WriteByte('\n')
	}
}

// canonFailed reports a URL that has no canonical key.
func (c *cli) canonFailed(line int, in string, err error, asJSON bool) {
	msg := strings.TrimPrefix(message(err), "canon: ")
	if !asJSON {
		c.fail(line, in, msg)
		return
	}
	c.failed = true
	c.writeJSON(struct {
		Input string `json:"input"`
		Error string `json:"error"`
	}{in, msg})
}
