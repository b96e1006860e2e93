package canon

import (
	"testing"

	"github.com/go-iri/iri/internal/corpus"
	"github.com/go-iri/iri/whatwg"
)

// The fast paths answer only where they know their answer to be the
// general path's: these hold them to it, on the lines of the shared
// corpora and on what the fuzzer makes.

// fastSeeds are inputs at the edges of the fast paths' shapes.
var fastSeeds = []string{
	"http://www.Example.com:80/a/B?b=2&A=1#f", "https://WWW12.x.org:0443/", "http://a.b/%41%2f%2e%2E/x",
	"http://a/%25", "http://a/%zz", "http://a/b/../c", "http://a//b", "http://a/b/", "http://a?", "http://a?#",
	"http://a:/", "http://a::80:/", "http://a:99999/", "http://www.1.2.3.4/", "http://a/x.ASPX?jsessionid=1",
	"http://a/?sid=x&b", "http://a/ é?é#é", "http://a/\tb", "http://http://a/", "http://a/ ", "http://.a/",
	"http://a..b/", "http://1a/", "http://a_b-c/", "http://a/?b&a=&a", "http://a/%3F?%26=%3D", "http://a/\\x",
	"http://a/%23#", "mailto:A@B.com?Subject=X&b=1", "urn:isbn:1", "foo:", "foo:?", "foo:?a", "foo:?#a", "foo:/", "foo:a/", "foo:%41/%2e%2e/", "http:a", "HTTP:a/b", "httpx:a", "dns:a.b", "x:a.ASPX/(", "x:#\t", "x: a", "http://a\\b/", "http://a@b/", "http://u:p@A.b:80/", "http://a%2Fb@c/", "http://a@b%40c/", "http://a\\b@c/", "http://a@b@c/x", "http://é@a/", "http://@a/", "http://a@/", "http://[::1]/", "http://a/b?c=%zz", "https://a/b;c,d",
}

func checkSURTFast(t *testing.T, s SURT, in string) {
	fast, ok := s.appendFast([]byte("x"), in)
	if !ok {
		if string(fast) != "x" {
			t.Fatalf("%+v.appendFast(%q) declined with dst %q", s, in, fast)
		}
		return
	}
	general, err := s.appendGeneral([]byte("x"), in)
	if err != nil || string(fast) != string(general) {
		t.Fatalf("%+v: SURT of %q: fast %q, general %q (%v)", s, in, fast, general, err)
	}
}

var fastSURTs = []SURT{{}, {WithScheme: true, TrailingComma: true}, {KeepIPOrder: true, IA: IA{KeepWWW: true}}, {IA: IA{KeepQueryOrder: true}}}

func TestSURTFastAgrees(t *testing.T) {
	for _, in := range fastSeeds {
		for _, s := range fastSURTs {
			checkSURTFast(t, s, in)
		}
	}
	for _, name := range corpus.Names {
		for _, in := range corpus.LinesIfPresent(t, name) {
			checkSURTFast(t, SURT{}, in)
		}
	}
}

// FuzzSURTFast: wherever SURT's fast path answers, it answers what the
// general path does, for each set of options it takes.
func FuzzSURTFast(f *testing.F) {
	for _, s := range fastSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		for _, s := range fastSURTs {
			checkSURTFast(t, s, in)
		}
	})
}

func checkSBFast(t *testing.T, in string) {
	for _, withQuery := range []bool{false, true} {
		fast, host, path, query, ok := appendSBFast([]byte("x"), in, withQuery)
		if !ok {
			if string(fast) != "x" {
				t.Fatalf("appendSBFast(%q) declined with dst %q", in, fast)
			}
			continue
		}
		u, err := parseSafeBrowsing(in)
		want := "x" + u.scheme + "://" + u.host + u.path
		if withQuery && u.query != "" {
			want += "?" + u.query
		}
		if err != nil || string(fast) != want || string(fast[host:path]) != u.host || string(fast[path:query]) != u.path {
			t.Fatalf("Safe Browsing text of %q: fast %q (%d %d %d), general %q (%v)", in, fast, host, path, query, want, err)
		}
	}
}

func TestSafeBrowsingFastAgrees(t *testing.T) {
	for _, in := range fastSeeds {
		checkSBFast(t, in)
	}
	for _, name := range corpus.Names {
		for _, in := range corpus.LinesIfPresent(t, name) {
			checkSBFast(t, in)
		}
	}
}

// FuzzSafeBrowsingFast: wherever Safe Browsing's fast path answers, it
// answers what parseSafeBrowsing does, with the query and without.
func FuzzSafeBrowsingFast(f *testing.F) {
	for _, s := range fastSeeds {
		f.Add(s)
	}
	f.Fuzz(checkSBFast)
}

var siteSeeds = []string{"http://xn--a.com/", "http://a.XN--b/", "http://a.b1/", "http://a.1b/", "http://a.0x1/", "HTTP://A.B:65536/",
	"http://a.b:65535", "ws://a_b.-c-/", "file://a.b/", "http://a.b\\c", "http://a.b./", "http://a.b?x", "http://a.b#x", "http:\\\\a.b/"}

func checkSiteFast(t *testing.T, in string) {
	host, ok := siteHost(in)
	if !ok {
		return
	}
	u, err := whatwg.Parse(in)
	if err != nil || u.Hostname() != host || !special(u.Protocol()) {
		t.Fatalf("host of %q: fast %q, whatwg.Parse %q (%v)", in, host, u.Hostname(), err)
	}
}

func TestSiteFastAgrees(t *testing.T) {
	for _, in := range append(siteSeeds, fastSeeds...) {
		checkSiteFast(t, in)
	}
	for _, name := range corpus.Names {
		for _, in := range corpus.LinesIfPresent(t, name) {
			checkSiteFast(t, in)
		}
	}
}

// FuzzSiteFast: wherever SiteOf's fast path finds a host, it is the host
// whatwg.Parse finds, of a special URL.
func FuzzSiteFast(f *testing.F) {
	for _, s := range append(siteSeeds, fastSeeds...) {
		f.Add(s)
	}
	f.Fuzz(checkSiteFast)
}

// TestMayHoldSessionID: the fast path's test for a query's session ids
// finds each of those stripQuerySessionID strips.
func TestMayHoldSessionID(t *testing.T) {
	for _, id := range querySessionIDs {
		if !mayHoldSessionID([]byte("a=1&" + id.lit + "x")) {
			t.Errorf("mayHoldSessionID misses %q", id.lit)
		}
	}
	if mayHoldSessionID([]byte("width=1&video=2&id=3")) {
		t.Error("mayHoldSessionID finds a session id in width=1&video=2&id=3")
	}
}

// TestSafeBrowsingAllocations: a URL already canonical makes its
// canonical form without allocating, and its expressions allocate the
// slice that holds them alone; another, one string more.
func TestSafeBrowsingAllocations(t *testing.T) {
	for _, c := range []struct {
		in                     string
		canonical, expressions float64
	}{
		{"http://a.b.c/1/2.html?param=1", 0, 1},
		{"https://www.sec.gov/edgar.shtml", 0, 1},
		{"http://A.b.c/1/2.html?param=1#x", 1, 2},
		{"http://a.b.c/%E9?x", 1, 2},
	} {
		if n := testing.AllocsPerRun(100, func() { _, _ = SafeBrowsing{}.Canonical(c.in) }); n != c.canonical {
			t.Errorf("Canonical(%q): %v allocations, want %v", c.in, n, c.canonical)
		}
		if n := testing.AllocsPerRun(100, func() { _, _ = SafeBrowsing{}.Expressions(c.in) }); n != c.expressions {
			t.Errorf("Expressions(%q): %v allocations, want %v", c.in, n, c.expressions)
		}
	}
}
