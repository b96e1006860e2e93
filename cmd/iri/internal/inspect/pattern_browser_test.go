package inspect

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestBrowserPattern: a URL matched against a URL pattern, its groups
// shown (an optional one that took no part said to be undefined); one
// that does not match; a pattern that does not compile; no pattern.
func TestBrowserPattern(t *testing.T) {
	chromium := browser(t)
	page := startServer(t)
	doc := loadPage(t, chromium, page, request{IRI: "https://www.example.org/books/42", Pattern: "https://*.example.org/books/:id{/:part}?"})
	wantText(t, doc, "pattern-verdict", "the URL matches the pattern")
	groups := map[string]string{}
	for _, row := range findAll(doc, func(n *html.Node) bool { return n.Data == "tr" && attr(n, "data-group") != "" }) {
		tds := findAll(row, func(n *html.Node) bool { return n.Data == "td" })
		groups[attr(row, "data-group")] = text(tds[len(tds)-1])
	}
	if len(groups) != 3 || groups["hostname.0"] != "www" || groups["pathname.id"] != "42" || !strings.Contains(groups["pathname.part"], "undefined") {
		t.Errorf("the groups shown: %q", groups)
	}
	wantText(t, doc, "pattern-components", "hostname", "*.example.org", "pathname", "/books/:id/:part?")

	doc = loadPage(t, chromium, page, request{IRI: "../b/7", Base: "https://example.org/a/", Pattern: "/books/:id"})
	wantText(t, doc, "pattern-verdict", "the URL does not match the pattern")
	doc = loadPage(t, chromium, page, request{IRI: "http://a/", Pattern: "http://a/books/(\\d+"})
	wantText(t, doc, "pattern-error", "The pattern does not compile", "a regexp group is not closed")
	doc = loadPage(t, chromium, page, request{IRI: "http://a/"})
	wantText(t, doc, "pattern-match", "Give a URL pattern")
}
