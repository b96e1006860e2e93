package main

import (
	"flag"

	"github.com/go-iri/iri/canon"
)

var siteCommand = command{
	name:    "site",
	args:    "[--json] [--] [HOST_OR_URL...]",
	summary: "write the host of each URL or host, its public suffix and its registrable domain (URL Standard §3.2)",
	flags: func(fs *flag.FlagSet) func(c *cli) int {
		asJSON := fs.Bool("json", false, "write one JSON object per input: input, host, public_suffix, registrable_domain")
		columns := fs.Bool("columns", false, "write Common Crawl's URL columns of each URL instead (url_surtkey ... url_query), tab-separated in the schema's order (an empty field for null); with --json under their names")
		return func(c *cli) int {
			c.inputs(func(c *cli, line int, s string) {
				if *columns {
					c.siteColumns(line, s, *asJSON)
					return
				}
				site, err := canon.SiteOf(s)
				if err != nil {
					c.failedSite(line, s, *asJSON)
					return
				}
				if *asJSON {
					c.out.buf = appendSiteJSON(c.out.buf, s, site)
					return
				}
				c.out.buf = append(append(append(append(append(append(c.out.buf,
					site.Host...), '\t'), site.PublicSuffix...), '\t'), site.RegistrableDomain...), '\n')
			})
			return exitOK
		}
	},
}

// failedSite reports an input that is neither a host nor a URL with one.
func (c *cli) failedSite(line int, s string, asJSON bool) {
	const msg = "neither a host nor a URL with a host"
	if !asJSON {
		c.fail(line, s, msg)
		return
	}
	c.failed = true
	c.writeJSON(struct {
		Input string `json:"input"`
		Error string `json:"error"`
	}{s, msg})
}

// appendSiteJSON appends the JSON line of site, the Site of input: as
// writeJSON would write {"input", "host", "public_suffix",
// "registrable_domain"}, the last two null for "" (TestSiteJSON holds
// the two to agree).
func appendSiteJSON(b []byte, input string, site canon.Site) []byte {
	b = appendJSONString(append(b, `{"input":`...), input)
	b = appendJSONString(append(b, `,"host":`...), site.Host)
	b = appendJSONOrNull(append(b, `,"public_suffix":`...), site.PublicSuffix)
	b = appendJSONOrNull(append(b, `,"registrable_domain":`...), site.RegistrableDomain)
	return append(b, "}\n"...)
}

// appendJSONOrNull appends s as a JSON string, or null for "".
func appendJSONOrNull(b []byte, s string) []byte {
	if s == "" {
		return append(b, "null"...)
	}
	return appendJSONString(b, s)
}

// siteColumns writes the Common Crawl columns of the URL s.
func (c *cli) siteColumns(line int, s string, asJSON bool) {
	cols, err := canon.ColumnsOf(s)
	switch {
	case err != nil:
		c.canonFailed(line, s, err, asJSON)
	case asJSON:
		c.out.buf = appendColumnsJSON(c.out.buf, &cols)
	default:
		c.out.buf = appendColumnsText(c.out.buf, &cols)
	}
}
