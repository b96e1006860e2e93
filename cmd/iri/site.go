package main

import (
	"flag"
	"reflect"
	"strconv"

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
					c.writeJSON(struct {
						Input             string  `json:"input"`
						Host              string  `json:"host"`
						PublicSuffix      *string `json:"public_suffix"`
						RegistrableDomain *string `json:"registrable_domain"`
					}{s, site.Host, orNull(site.PublicSuffix), orNull(site.RegistrableDomain)})
					return
				}
				c.out.WriteString(site.Host + "\t" + site.PublicSuffix + "\t" + site.RegistrableDomain + "\n")
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

// orNull is s, or JSON's null for "".
func orNull(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// siteColumns writes the Common Crawl columns of the URL s.
func (c *cli) siteColumns(line int, s string, asJSON bool) {
	cols, err := canon.ColumnsOf(s)
	switch {
	case err != nil:
		c.canonFailed(line, s, err, asJSON)
	case asJSON:
		c.writeJSON(cols)
	default:
		v := reflect.ValueOf(cols)
		for i := range v.NumField() {
			if i > 0 {
				c.out.WriteByte('\t')
			}
			switch f := v.Field(i); {
			case f.Kind() == reflect.String:
				c.out.WriteString(f.String())
			case f.IsNil():
			case f.Elem().Kind() == reflect.String:
				c.out.WriteString(f.Elem().String())
			default:
				c.out.WriteString(strconv.FormatInt(f.Elem().Int(), 10))
			}
		}
		c.out.WriteByte('\n')
	}
}
