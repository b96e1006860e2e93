package main

import (
	"flag"
	"fmt"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/charset"
	"github.com/go-iri/iri/display"
)

// idnaFlags adds --idna and --idna-profile to fs; the function it returns
// gives the chosen profile, or an error for an unknown one, or for a flag
// of IDNA (--idna-profile, --std3, --verify-dns-length) without --idna.
func idnaFlags(fs *flag.FlagSet) func() (iri.IDNAProfile, error) {
	on := fs.Bool("idna", false, "convert the host with IDNA (3987bis §3.4, §3.7 step 6)")
	profile := choiceFlag(fs, "idna-profile", "uts46", "the IDNA processing `P` with --idna: uts46, uts46-transitional or idna2008", "IDNA profile",
		iri.IDNAUTS46, iri.IDNAUTS46Transitional, iri.IDNA2008)
	return func() (iri.IDNAProfile, error) {
		p, err := profile()
		if err != nil {
			return 0, err
		}
		if !*on {
			// A flag that says how to do IDNA asks for it: without
			// --idna, it would be ignored without a word.
			for _, f := range []string{"idna-profile", "std3", "verify-dns-length"} {
				if isSet(fs, f) {
					return 0, fmt.Errorf("--%s needs --idna", f)
				}
			}
			return iri.IDNANone, nil
		}
		return p, nil
	}
}

var toURICommand = command{
	name:    "to-uri",
	args:    "[--json] [--idna [--idna-profile P] [--std3] [--verify-dns-length]] [--charset LABEL] [--] [IRI...]",
	summary: "map each IRI to a URI (RFC 3987 §3.1; 3987bis §3.4-3.6)",
	flags: func(fs *flag.FlagSet) func(c *cli) int {
		asJSON := fs.Bool("json", false, "write one JSON object per input: input, uri")
		profile := idnaFlags(fs)
		std3 := fs.Bool("std3", false, "with --idna, apply the STD3 ASCII rules (RFC 3987 §3.1; 3987bis §3.4 does not)")
		verifyDNSLength := fs.Bool("verify-dns-length", false, "with --idna, refuse labels longer than 63 octets, names longer than 253, and empty labels (RFC 1034 §3.1)")
		charsetLabel := fs.String("charset", "", "encode the query of http and https IRIs in the document charset `LABEL` (3987bis §3.5)")
		return func(c *cli) int {
			p, err := profile()
			if err != nil {
				return c.usage(err)
			}
			o := iri.Mapper{IDNA: p, STD3Rules: *std3, VerifyDNSLength: *verifyDNSLength}
			if *charsetLabel != "" {
				// An unknown charset would fail every line: say so once.
				if o.QueryEncoding, err = charset.Lookup(*charsetLabel); err != nil {
					return c.usage("--charset:", err)
				}
			}
			c.inputs(func(c *cli, line int, s string) {
				u, err := toURI(s, o)
				c.result(line, s, *asJSON, err, func() any {
					return struct {
						Input string `json:"input"`
						URI   string `json:"uri"`
					}{s, u.String()}
				}, u.String())
			})
			return exitOK
		}
	},
}

func toURI(s string, o iri.Mapper) (iri.IRI, error) {
	x, err := iri.Parse(s)
	if err != nil {
		return iri.IRI{}, err
	}
	return o.ToURI(x)
}

var toIRICommand = command{
	name:    "to-iri",
	args:    "[--json] [--idna [--idna-profile P]] [--unicode-hosts safe|always|never|high|moderate] [--protect FILE] [--] [URI...]",
	summary: "convert each URI to an IRI, decoding what can be shown as characters (3987bis §3.7)",
	flags: func(fs *flag.FlagSet) func(c *cli) int {
		asJSON := fs.Bool("json", false, "write one JSON object per input: input, iri, kept_labels")
		profile := idnaFlags(fs)
		hostPolicy := unicodeHostsFlag(fs) // spoof.go
		return func(c *cli) int {
			p, err := profile()
			if err != nil {
				return c.usage(err)
			}
			hosts, err := hostPolicy()
			if err != nil {
				return c.usage(err)
			}
			c.inputs(func(c *cli, line int, s string) {
				x, err := iri.Parse(s)
				x, kept := hosts.ToIRI(iri.Mapper{IDNA: p}, x)
				c.result(line, s, *asJSON, err, func() any {
					return struct {
						Input string              `json:"input"`
						IRI   string              `json:"iri"`
						Kept  []display.KeptLabel `json:"kept_labels,omitempty"` // display.KeptLabel.MarshalJSON
					}{s, x.String(), kept}
				}, x.String())
			})
			return exitOK
		}
	},
}

// isSet reports whether the flag name was given on the command line.
func isSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}
