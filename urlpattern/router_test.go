package urlpattern

import (
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/corpus"
	"github.com/go-iri/iri/whatwg"
)

// The router benchmark (issue #32): 20 router-style patterns, each line
// of a corpus routed to the first that matches, beside the same work done
// by hand with url.Parse and 20 regular expressions of package regexp.

// route is one route: the pattern, and the same written by hand as
// regular expressions on the components url.Parse gives (nil for a
// component the route does not look at; port "" is the scheme's default
// or none, as the pattern's empty port).
type route struct {
	pattern                   string // a pattern string, or, with pathOnly, a pathname
	pathOnly                  bool   // an Init with only the pathname: any scheme, host and port
	scheme, host, path, query string // the hand-written regexps
	emptyPort                 bool   // the hand-written router wants the port empty
}

var routes = []route{
	{pattern: "/users/:id", pathOnly: true, path: `^/users/[^/]+$`},
	{pattern: "/users/:id/posts/:post", pathOnly: true, path: `^/users/[^/]+/posts/[^/]+$`},
	{pattern: `/books/:id(\d+)`, pathOnly: true, path: `^/books/[0-9]+$`},
	{pattern: "/static/*", pathOnly: true, path: `^/static/.*$`},
	{pattern: "/wiki/:title", pathOnly: true, path: `^/wiki/[^/]+$`},
	{pattern: "/hashtag/:tag", pathOnly: true, path: `^/hashtag/[^/]+$`},
	{pattern: "/pub/*.tar.gz", pathOnly: true, path: `^/pub/.*\.tar\.gz$`},
	{pattern: "/:lang(en|fr|de)?/docs/*", pathOnly: true, path: `^(?:/(?:en|fr|de))?/docs/.*$`},
	{pattern: `/api/:version(v\d+)/*`, pathOnly: true, path: `^/api/v[0-9]+/.*$`},
	{pattern: `/:year(\d{4})/:month(\d{2})/*`, pathOnly: true, path: `^/[0-9]{4}/[0-9]{2}/.*$`},
	{pattern: "/*.:ext(png|jpe?g|gif|svg)", pathOnly: true, path: `^/.*\.(?:png|jpe?g|gif|svg)$`},
	{pattern: "/blog{/:slug}?", pathOnly: true, path: `^/blog(?:/[^/]+)?$`},
	{pattern: "/share{/*}?", pathOnly: true, path: `^/share(?:/.*)?$`},
	{pattern: "https://*.example.com/api/:version/*", scheme: `^https$`, host: `^.*\.example\.com$`, path: `^/api/[^/]+/.*$`, emptyPort: true},
	{pattern: "https://en.wikipedia.org/wiki/:title", scheme: `^https$`, host: `^en\.wikipedia\.org$`, path: `^/wiki/[^/]+$`, emptyPort: true},
	{pattern: "https://api.github.com/repos/:owner/:repo{/*}?", scheme: `^https$`, host: `^api\.github\.com$`, path: `^/repos/[^/]+/[^/]+(?:/.*)?$`, emptyPort: true},
	{pattern: "http{s}?://{www.}?example.org/*", scheme: `^https?$`, host: `^(?:www\.)?example\.org$`, path: `^/.*$`, emptyPort: true},
	{pattern: "https://s3.amazonaws.com/:bucket/*", scheme: `^https$`, host: `^s3\.amazonaws\.com$`, path: `^/[^/]+/.*$`, emptyPort: true},
	{pattern: "https://docs.python.org/:version/library/:module.html", scheme: `^https$`, host: `^docs\.python\.org$`, path: `^/[^/]+/library/[^/]+\.html$`, emptyPort: true},
	{pattern: `http{s}?://*/*\?utm_source=*`, scheme: `^https?$`, host: `^.*$`, path: `^/.*$`, query: `^utm_source=.*$`, emptyPort: true},
}

// routerBase is the base URL the lines of corpus-rel.txt are resolved
// against.
const routerBase = "https://example.com/a/b/c?q#f"

// patternRouter routes with Patterns: it parses a line once, with
// package whatwg, and tests each pattern against the parsed URL.
type patternRouter struct {
	patterns []*Pattern
	base     *whatwg.URL
}

func newPatternRouter(tb testing.TB, base string) *patternRouter {
	r := &patternRouter{}
	for _, rt := range routes {
		var p *Pattern
		var err error
		if rt.pathOnly {
			p, err = FromInit(Init{Pathname: &rt.pattern}, Options{})
		} else {
			p, err = New(rt.pattern, "", Options{})
		}
		if err != nil {
			tb.Fatal(err)
		}
		r.patterns = append(r.patterns, p)
	}
	if base != "" {
		b := whatwg.MustParse(base)
		r.base = &b
	}
	return r
}

func (r *patternRouter) parse(line string) (whatwg.URL, bool) {
	var u whatwg.URL
	var err error
	if r.base != nil {
		u, err = r.base.Parse(line)
	} else {
		u, err = whatwg.Parse(line)
	}
	return u, err == nil
}

// route returns the index of the first route line matches, or -1.
func (r *patternRouter) route(line string) int {
	u, ok := r.parse(line)
	if !ok {
		return -1
	}
	for i, p := range r.patterns {
		if p.TestURL(u) {
			return i
		}
	}
	return -1
}

// handRouter routes by hand: url.Parse, the components as a careful
// router takes them (the host in lower case, a scheme's default port
// dropped, an opaque path as the path), and 20 precompiled regexps.
type handRouter struct {
	routes []handRoute
	base   *url.URL
}

type handRoute struct {
	scheme, host, path, query *regexp.Regexp
	emptyPort                 bool
}

func newHandRouter(base string) *handRouter {
	compile := func(s string) *regexp.Regexp {
		if s == "" {
			return nil
		}
		return regexp.MustCompile(s)
	}
	r := &handRouter{}
	for _, rt := range routes {
		r.routes = append(r.routes, handRoute{compile(rt.scheme), compile(rt.host), compile(rt.path), compile(rt.query), rt.emptyPort})
	}
	if base != "" {
		b, err := url.Parse(base)
		if err != nil {
			panic(err)
		}
		r.base = b
	}
	return r
}

// handURL is what the hand-written router matches.
type handURL struct{ scheme, host, port, path, query string }

func (r *handRouter) parse(line string) (handURL, bool) {
	u, err := url.Parse(line)
	if err != nil {
		return handURL{}, false
	}
	if r.base != nil {
		u = r.base.ResolveReference(u)
	}
	if u.Scheme == "" {
		return handURL{}, false
	}
	h := handURL{scheme: u.Scheme, host: strings.ToLower(u.Hostname()), port: u.Port(), path: u.EscapedPath(), query: u.RawQuery}
	if u.Opaque != "" {
		h.path = u.Opaque
	}
	if h.port == defaultPort(h.scheme) {
		h.port = ""
	}
	return h, true
}

func (rt *handRoute) matches(h *handURL) bool {
	return (rt.scheme == nil || rt.scheme.MatchString(h.scheme)) &&
		(rt.host == nil || rt.host.MatchString(h.host)) &&
		(!rt.emptyPort || h.port == "") &&
		(rt.path == nil || rt.path.MatchString(h.path)) &&
		(rt.query == nil || rt.query.MatchString(h.query))
}

func (r *handRouter) route(line string) int {
	h, ok := r.parse(line)
	if !ok {
		return -1
	}
	for i := range r.routes {
		if r.routes[i].matches(&h) {
			return i
		}
	}
	return -1
}

// routerCorpora are the corpora the router runs on, with the base of
// each one's lines.
var routerCorpora = []struct{ name, base string }{
	{"corpus-iri.txt", ""}, {"corpus-ascii.txt", ""}, {"real/kasztp.txt", ""}, {"corpus-rel.txt", routerBase},
}

// BenchmarkRouter routes each line of each corpus with the 20 patterns
// (urlpattern) and by hand (net-url+regexp), one line per operation.
func BenchmarkRouter(b *testing.B) {
	for _, c := range routerCorpora {
		pr, hr := newPatternRouter(b, c.base), newHandRouter(c.base)
		b.Run(corpus.Short(c.name)+"/urlpattern", func(b *testing.B) {
			corpus.BenchLines(b, c.name, func(s string) error { pr.route(s); return nil })
		})
		b.Run(corpus.Short(c.name)+"/net-url+regexp", func(b *testing.B) {
			corpus.BenchLines(b, c.name, func(s string) error { hr.route(s); return nil })
		})
	}
}

// mask returns the set of routes line matches, each of the 20 tested.
func (r *patternRouter) mask(line string) (uint32, bool) {
	u, ok := r.parse(line)
	if !ok {
		return 0, false
	}
	var m uint32
	for i, p := range r.patterns {
		if p.TestURL(u) {
			m |= 1 << i
		}
	}
	return m, true
}

func (r *handRouter) mask(line string) (uint32, handURL, bool) {
	h, ok := r.parse(line)
	if !ok {
		return 0, h, false
	}
	var m uint32
	for i := range r.routes {
		if r.routes[i].matches(&h) {
			m |= 1 << i
		}
	}
	return m, h, true
}

// TestRouterAgrees: on every line of each corpus, the patterns and the
// hand-written router agree on each of the 20 routes, where url.Parse and
// package whatwg see the same URL (the same scheme, host in lower case,
// port but a default, escaped path and query). On every line that
// package whatwg parses, the hand-written router given its href agrees
// as well: the two routers' rules are the same, and they differ only
// where the parsers differ, which the test counts.
func TestRouterAgrees(t *testing.T) {
	for _, c := range routerCorpora {
		lines := corpus.Lines(t, c.name)
		pr, hr := newPatternRouter(t, c.base), newHandRouter(c.base)
		hrAbs := newHandRouter("")
		matched, parserDiffers, hrefRejected := 0, 0, 0
		for _, line := range lines {
			m, ok := pr.mask(line)
			hm, h, hok := hr.mask(line)
			if ok {
				u, _ := pr.parse(line)
				if am, _, aok := hrAbs.mask(u.Href()); aok && am != m {
					t.Errorf("%s: %q (href %q): routes %b, by hand on the href %b", c.name, line, u.Href(), m, am)
				} else if !aok {
					hrefRejected++ // such as "https://h/%": whatwg keeps a lone "%", url.Parse rejects it
				}
				if m != 0 {
					matched++
				}
			}
			if m == hm {
				continue
			}
			w := [numComponents]string{}
			if ok {
				u, _ := pr.parse(line)
				w = components(u)
			}
			if ok && hok && w[cProtocol] == h.scheme && w[cHostname] == h.host && w[cPort] == h.port && w[cPathname] == h.path && w[cSearch] == h.query {
				t.Errorf("%s: %q: routes %b, by hand %b, on the same components", c.name, line, m, hm)
			}
			parserDiffers++
		}
		t.Logf("%s: %d lines, %d match a route, %d where the parsers differ and so do the routes, %d whose href url.Parse rejects",
			c.name, len(lines), matched, parserDiffers, hrefRejected)
	}
}
