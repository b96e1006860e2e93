package main

import (
	"strings"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/extract"
	"github.com/go-iri/iri/whatwg"
	"golang.org/x/net/html"
)

// extractHTML is extract --format html --mode whatwg: the links of an
// HTML document, found as the strict mode finds them (extract.HTML), each
// parsed as a browser parses it (HTML §2.4.2, "encoding-parsing a URL",
// the document's encoding taken to be UTF-8) against the document base
// URL: the frozen base URL of the first base element with an href
// (HTML §4.2.3: its href parsed against the document's address, or the
// address when that fails), else the address, --base. A document read
// without --base has no address: its relative links fail, as the URL
// parser says (missing-scheme-non-relative-URL).
func (w *whatwgMode) extractHTML(c *cli, format, address string, asJSON bool) int {
	if status := w.start(c); status >= 0 {
		return status
	}
	if format != "html" {
		return c.usage("--mode whatwg needs --format html")
	}
	var fallback whatwg.URL
	if address != "" {
		u, err := whatwg.Parse(address)
		if err != nil {
			return c.usage("--base: " + whatwgMessage(err))
		}
		fallback = u
	}
	doc := readDocument(c)
	found := extract.HTML(doc, iri.IRI{}) // unresolved: Text is the value
	baseAt, baseHref := firstBaseHref(doc)
	docBase := fallback
	if baseAt >= 0 {
		if u, err := (whatwg.Parser{Base: fallback}).Parse(baseHref); err == nil {
			docBase = u
		}
	}
	atLines(doc, found, func(i, line int, s string, offset int) {
		f := found[i]
		p := whatwg.Parser{Base: docBase}
		if f.Offset == baseAt && f.Text == baseHref {
			p.Base = fallback // the base element's own href
		}
		u, err := p.Parse(f.Text)
		c.writeLink(line, s, offset, f.Text, u, err, asJSON)
	})
	return exitOK
}

// firstBaseHref returns the byte offset of the first base element of doc
// with an href attribute, and the value of its href less the ASCII
// whitespace around it; -1 and "" when there is none.
func firstBaseHref(doc string) (int, string) {
	z := html.NewTokenizer(strings.NewReader(doc))
	for offset := 0; ; {
		tt := z.Next()
		if tt == html.ErrorToken {
			return -1, ""
		}
		at := offset
		offset += len(z.Raw())
		if tt != html.StartTagToken && tt != html.SelfClosingTagToken {
			continue
		}
		tag, more := z.TagName()
		for more && string(tag) == "base" {
			var key, value []byte
			key, value, more = z.TagAttr()
			if string(key) == "href" {
				return at, strings.Trim(string(value), "\t\n\f\r ")
			}
		}
	}
}

// writeLink writes the link found at the byte offset of the line s,
// whose text is text, parsed to u or failing with err: LINE:COLUMN and
// the href, or in JSON the line, the column, the offset, the href and
// the IRI; or the error (in JSON, with the text as "iri", as extract
// writes a bad link).
func (c *cli) writeLink(line int, s string, offset int, text string, u whatwg.URL, err error, asJSON bool) {
	p := foundAt(line, s, offset)
	switch {
	case err != nil && asJSON:
		c.failed = true
		j := whatwgFailure(text, err)
		c.writeJSON(struct {
			position
			IRI   string `json:"iri"`
			Error string `json:"error"`
			Cause string `json:"cause,omitempty"`
		}{p, text, j.Error, j.Cause})
	case err != nil:
		c.fail(line, text, whatwgMessage(err))
	case asJSON:
		c.writeJSON(struct {
			position
			Href string `json:"href"`
			IRI  string `json:"iri"`
		}{p, u.Href(), u.IRI().String()})
	default:
		c.out.buf = p.appendText(c.out.buf, u.Href())
	}
}
