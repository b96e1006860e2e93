package extract

import (
	"strings"

	"github.com/go-iri/iri"
	"golang.org/x/net/html"
)

// HTML finds the links of an HTML document: the values of the attributes
// that the HTML Standard defines as URLs (href, src, action, formaction,
// cite, poster, data of object, longdesc, manifest, background, itemid;
// the lists of ping, itemtype, srcset and imagesrcset), read with the
// tokenizer of golang.org/x/net/html, so that character references are
// decoded ("&amp;" is "&") and the text of scripts, styles and comments
// is not taken for markup. Each value, less the ASCII whitespace around
// it ("a valid URL potentially surrounded by spaces", HTML §2.4.1), is
// parsed with iri.Parse and resolved against the document's base URL
// (HTML §2.4.2): the href of its first <base> element that has one (HTML
// §4.2.3), itself resolved against base, the document's own address; or
// base when there is none, or when that href is empty or not an IRI
// reference (a later <base> does not count). Without an absolute base, a relative reference is
// returned as it is. A value that is not an IRI reference comes with Err
// set. Empty values are left out.
//
// Found.Offset is the byte offset of the tag ("<") that holds the value;
// Found.Text is the value as the tokenizer decoded it, before resolution.
func HTML(doc string, base iri.IRI) []Found {
	var found []Found
	var docBase iri.IRI
	// The first <base> with an href decides (baseSeen); its link is
	// found[baseAt], -1 when its href is empty or not an IRI reference.
	baseSeen, baseAt := false, -1
	z := html.NewTokenizer(strings.NewReader(doc))
	for offset := 0; ; {
		tt := z.Next()
		if tt == html.ErrorToken {
			break
		}
		at := offset
		offset += len(z.Raw())
		if tt != html.StartTagToken && tt != html.SelfClosingTagToken {
			continue
		}
		tag, more := z.TagName()
		for more {
			var key, value []byte
			key, value, more = z.TagAttr()
			isBase := !baseSeen && string(tag) == "base" && string(key) == "href"
			baseSeen = baseSeen || isBase
			for _, ref := range urlsOf(string(tag), string(key), string(value)) {
				x, err := iri.Parse(ref)
				found = append(found, Found{IRI: x, Offset: at, Text: ref, Err: err})
				if isBase && err == nil {
					docBase, baseAt = x, len(found)-1
				}
			}
		}
	}
	baseFound := baseAt >= 0
	switch {
	case !baseFound:
		docBase = base
	case base.IsAbsolute():
		// The base's own href is relative to the address. (Resolve
		// fails only for a base that is not absolute.)
		docBase, _ = base.Resolve(docBase)
		found[baseAt].IRI = docBase
	}
	if !docBase.IsAbsolute() {
		return found
	}
	for i, f := range found {
		if f.Err == nil && !(baseFound && i == baseAt) {
			found[i].IRI, found[i].Err = docBase.Resolve(f.IRI)
		}
	}
	return found
}

// urlsOf returns the URLs the attribute key of the element tag holds, with
// the ASCII whitespace around each removed: none for an attribute that is
// not a URL, one or a list for one that is (ping and itemtype are
// separated by whitespace, srcset candidates by commas).
func urlsOf(tag, key, value string) []string {
	switch key {
	case "href", "src", "action", "formaction", "cite", "poster", "longdesc", "manifest", "background", "itemid":
	case "data":
		if tag != "object" {
			return nil
		}
	case "ping", "itemtype":
		return strings.FieldsFunc(value, isASCIISpace)
	case "srcset", "imagesrcset":
		return srcsetURLs(value)
	default:
		return nil
	}
	if v := strings.TrimFunc(value, isASCIISpace); v != "" {
		return []string{v}
	}
	return nil
}

// isASCIISpace reports whether r is ASCII whitespace as HTML defines it
// (Infra §4.6): TAB, LF, FF, CR or SPACE.
func isASCIISpace(r rune) bool {
	return r == '\t' || r == '\n' || r == '\f' || r == '\r' || r == ' '
}

// srcsetURLs returns the URLs of the image candidates of a srcset value,
// as the first steps of "parse a srcset attribute" (HTML §4.8.4.3.10)
// find them: after whitespace and commas, a run of characters that are
// not whitespace is the URL, less the commas it ends with; its
// descriptors go up to the next comma outside parentheses.
func srcsetURLs(value string) []string {
	var urls []string
	for i := 0; ; {
		for i < len(value) && (isASCIISpace(rune(value[i])) || value[i] == ',') {
			i++
		}
		if i == len(value) {
			return urls
		}
		start := i
		for i < len(value) && !isASCIISpace(rune(value[i])) {
			i++
		}
		url := value[start:i]
		if trimmed := strings.TrimRight(url, ","); trimmed != url {
			urls = append(urls, trimmed)
			continue // no descriptors
		}
		urls = append(urls, url)
		for inParens := false; i < len(value) && (value[i] != ',' || inParens); i++ {
			switch value[i] {
			case '(':
				inParens = true
			case ')':
				inParens = false
			}
		}
	}
}
