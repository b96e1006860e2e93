package main

import (
	"flag"
	"slices"
	"strings"

	"github.com/go-iri/iri/canon"
)

var canonCommand = command{
	name:    "canon",
	args:    "[--profile P] [--expressions] [--with-scheme] [--trailing-comma] [--keep-www] [--keep-ip-order] [--json] [--] [URL...]",
	summary: "write the canonical key of each URL by a crawler's or web archive's canonicalization: SURT (the default), the IA's, Google's, Safe Browsing's, urlcanon's",
	flags: func(fs *flag.FlagSet) func(c *cli) int {
		profile := fs.String("profile", "surt", "the canonicalization, `P`: "+strings.Join(canonProfileNames(), ", "))
		expressions := fs.Bool("expressions", false, "with --profile safebrowsing: write each URL's host-suffix / path-prefix expressions, tab-separated, instead")
		var s canon.SURT
		fs.BoolVar(&s.WithScheme, "with-scheme", false, "surt: keep the scheme, \"http://(com,example,)/\" (surt's with_scheme=True)")
		fs.BoolVar(&s.TrailingComma, "trailing-comma", false, "surt: a comma after the host, \"com,example,)/\" (trailing_comma=True)")
		fs.BoolVar(&s.IA.KeepWWW, "keep-www", false, "surt: keep a leading \"www.\" in the host (host_massage=False)")
		fs.BoolVar(&s.KeepIPOrder, "keep-ip-order", false, "surt: an IPv4 host as it is, not reversed (reverse_ipaddr=False)")
		asJSON := fs.Bool("json", false, "write one JSON object per URL: input, canonical (or expressions); or input, error")
		return func(c *cli) int {
			key, ok := canonProfiles(s)[*profile]
			switch {
			case !ok:
				return c.usage("--profile: unknown profile", *profile+"; the profiles are", strings.Join(canonProfileNames(), ", "))
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

// A canonKey appends the canonical key of a URL to dst.
type canonKey func(dst []byte, rawURL string) ([]byte, error)

// canonProfiles is the table of --profile, with s the configuration of
// the surt profile.
func canonProfiles(s canon.SURT) map[string]canonKey {
	return map[string]canonKey{
		"surt":         s.AppendKey,
		"ia":           appendString(canon.IA{}.Canonical),
		"google":       appendString(canon.Google),
		"safebrowsing": appendString(canon.SafeBrowsing{}.Canonical),

		"urlcanon-whatwg":           canon.URLCanonWHATWG.AppendCanonical,
		"urlcanon-google":           canon.URLCanonGoogle.AppendCanonical,
		"urlcanon-semantic-precise": canon.URLCanonSemanticPrecise.AppendCanonical,
		"urlcanon-aggressive":       canon.URLCanonAggressive.AppendCanonical,
		"urlcanon-surt":             canon.URLCanonSURT{}.AppendKey,
		"ssurt":                     canon.AppendSSURT,
	}
}

// canonProfileNames lists the profiles, the default first.
func canonProfileNames() []string {
	names := []string{"surt"}
	for name := range canonProfiles(canon.SURT{}) {
		if name != "surt" {
			names = append(names, name)
		}
	}
	slices.Sort(names[1:])
	return names
}

// appendString makes a canonKey of a function that returns a string.
func appendString(f func(string) (string, error)) canonKey {
	return func(dst []byte, rawURL string) ([]byte, error) {
		s, err := f(rawURL)
		return append(dst, s...), err
	}
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
