package canon

import (
	"github.com/go-iri/iri/internal/corpus"
	"strings"
	"testing"
)

// fuzzSeeds are inputs for the canonicalizers' fuzz targets: the rules'
// corners, beside the suites' inputs the targets add when the suites are
// there.
var fuzzSeeds = []string{
	"http://www.Example.com:80/a/./b/../c?b=2&a=1#f", "http://host/%25%32%35", "http://3279880203/blah",
	"Bücher.ch:8080", "http://\x01\x80.com/", "http://[::1]:443/", "mailto:a@example.com", "dns:example.com",
	"http://evil.example\\@good.example/", "http://1.2.3.256/", "http://a/?jsessionid=0123456789abcdef0123456789abcdef",
	"http://a/(S(0123456789abcdef01234567))/x.aspx", "  http://a/\t\r\n", "http://https://a/", "filedesc:x", "",
	"http://0x7f.1/", "http://a..b.../", "http://%31%36%38%2e%31/", "http://a/b?%23#%23", "\xff\xfe", "http://a/%",
}

// FuzzCanon: no canonicalization panics; Safe Browsing's canonical URL,
// idempotent in google/safebrowsing, is idempotent here; a SURT is never
// empty;
// every Safe Browsing expression is a host suffix of the canonical URL's
// host followed by a path prefix of its path, at most 7 × 6 of them (5 ×
// 6 as published), each once.
func FuzzCanon(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		_, _ = IA{}.Canonical(in)
		if key, err := (SURT{}).Key(in); err == nil && key == "" {
			t.Fatalf("SURT(%q) is empty", in)
		}
		_, _ = Google(in) // not idempotent, as surt's is not (TestGoogleIsNotIdempotent)
		for _, sb := range []SafeBrowsing{{}, {Published: true}} {
			c, err := sb.Canonical(in)
			if err != nil {
				continue
			}
			if again, err := sb.Canonical(c); err != nil || again != c {
				t.Fatalf("%+v.Canonical(%q) = %q, and of that = %q, %v", sb, in, c, again, err)
			}
			checkExpressions(t, sb, in)
		}
	})
}

// checkExpressions holds the expressions of in to what FuzzCanon says.
func checkExpressions(t *testing.T, sb SafeBrowsing, in string) {
	e, err := sb.Expressions(in)
	if err != nil {
		t.Fatalf("%+v: Canonical(%q) succeeds and Expressions fails: %v", sb, in, err)
	}
	u, _ := parseSafeBrowsing(in)
	maxHosts := 7
	if sb.Published {
		maxHosts = 5
	}
	if len(e) == 0 || len(e) > maxHosts*6 {
		t.Fatalf("%+v.Expressions(%q): %d expressions", sb, in, len(e))
	}
	seen := map[string]bool{}
	for _, x := range e {
		if seen[x] {
			t.Fatalf("%+v.Expressions(%q) has %q twice", sb, in, x)
		}
		seen[x] = true
		slash := strings.IndexByte(x, '/')
		host, path := x[:slash], x[slash:]
		if host != u.host && !strings.HasSuffix(u.host, "."+host) {
			t.Fatalf("%+v.Expressions(%q): %q is no suffix of the host %q", sb, in, x, u.host)
		}
		p, q, hasQuery := strings.Cut(path, "?")
		if hasQuery && (p != u.path || q != u.query) || !strings.HasPrefix(u.path, p) {
			t.Fatalf("%+v.Expressions(%q): %q is no prefix of %q?%q", sb, in, x, u.path, u.query)
		}
	}
}

// TestLargeInputs: a 1 MiB line, a query of 50,000 arguments and an
// escape nested 100,000 deep each get an answer in time linear in their
// length (a quadratic pass would take minutes here).
func TestLargeInputs(t *testing.T) {
	query := strings.Repeat("a=1&", 50000)
	for _, in := range []string{
		"http://example.com/" + strings.Repeat("a/", 1<<19),
		"http://example.com/?" + query + "jsessionid=0123456789abcdef0123456789abcdef",
		"http://example.com/%" + strings.Repeat("25", 100000),
		"http://" + strings.Repeat("a.", 1<<19) + "com/",
	} {
		if _, err := (SURT{}).Key(in); err != nil {
			t.Errorf("SURT of %d bytes: %v", len(in), err)
		}
		_, _ = Google(in)
		_, _ = IA{}.Canonical(in)
		if _, err := (SafeBrowsing{}).Expressions(in); err != nil {
			t.Errorf("Expressions of %d bytes: %v", len(in), err)
		}
		_, _ = ColumnsOf(in)
	}
	if got, _ := (SURT{}).Key("http://example.com/%" + strings.Repeat("25", 100000)); got != "com,example)/%25" {
		t.Errorf("nested escape: %q", got)
	}
}

// FuzzSURTFast holds appendFast, the SURT of a URL of the common form
// written in one pass, to the general path's key of the same URL,
// wherever it answers.
func FuzzSURTFast(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	for _, s := range []string{"http://www.example.com:80/A/%41%2525?b=2&a=1&A=0&a&a=#x", "https://a.b/c%2F/?x=%26y&%3D", "ftp://A.b/", "http://a/x(y).aspx", "http://a/é?é=1&b"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		checkSURTFast(t, in)
	})
}

// checkSURTFast compares appendFast with the general path on in.
func checkSURTFast(t *testing.T, in string) {
	t.Helper()
	for _, s := range []SURT{{}, {WithScheme: true, TrailingComma: true}} {
		fast, ok := s.appendFast([]byte("prefix"), in)
		if !ok {
			if string(fast) != "prefix" {
				t.Fatalf("%+v.appendFast(%q) declined and left %q", s, in, fast)
			}
			continue
		}
		u, err := parseHandyURL(in)
		if err != nil {
			t.Fatalf("%+v.appendFast(%q) = %q, the general path fails: %v", s, in, fast, err)
		}
		u.google()
		s.IA.apply(&u)
		want := u.appendURL([]byte("prefix"), surtFormat{surt: true, withScheme: s.WithScheme, trailingComma: s.TrailingComma})
		if string(fast) != string(want) {
			t.Fatalf("%+v.appendFast(%q) = %q, the general path %q", s, in, fast, want)
		}
	}
}

// TestSURTFastCorpora holds appendFast to the general path on every line
// of the shared corpora.
func TestSURTFastCorpora(t *testing.T) {
	for _, name := range []string{"corpus-iri.txt", "corpus-ascii.txt", "real/kasztp.txt"} {
		for _, s := range corpus.LinesIfPresent(t, name) {
			checkSURTFast(t, s)
		}
	}
}

// FuzzSafeBrowsingFast holds parseSafeBrowsingFast to the general path
// of parseSafeBrowsing, wherever it answers.
func FuzzSafeBrowsingFast(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	for _, s := range []string{"http://WWW.Example.com:80/A/é?é=1&b#x", "https://a.b/c/", "ftp://a.b", "http://a/b?", "x://a.b/c?d"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		checkSafeBrowsingFast(t, in)
	})
}

// checkSafeBrowsingFast compares parseSafeBrowsingFast with the general
// path on in, and its text with its parts.
func checkSafeBrowsingFast(t *testing.T, in string) {
	t.Helper()
	fast, ok := parseSafeBrowsingFast(in)
	if !ok {
		return
	}
	want := fast.scheme + "://" + fast.host + fast.path
	if fast.query != "" {
		want += "?" + fast.query
	}
	if !strings.HasPrefix(fast.text, want) || len(fast.text) > len(want)+1 {
		t.Fatalf("parseSafeBrowsingFast(%q): text %q, parts %q", in, fast.text, want)
	}
	slow := parseSafeBrowsingGeneral(t, in)
	fast.text = ""
	if fast != slow {
		t.Fatalf("parseSafeBrowsingFast(%q) = %+v, the general path %+v", in, fast, slow)
	}
}

// parseSafeBrowsingGeneral is parseSafeBrowsing without its fast path:
// the input after a space, which the fast path declines and the general
// path trims.
func parseSafeBrowsingGeneral(t *testing.T, in string) sbURL {
	t.Helper()
	if _, ok := parseSafeBrowsingFast(" " + in); ok {
		t.Fatalf("parseSafeBrowsingFast(%q) answers", " "+in)
	}
	u, err := parseSafeBrowsing(" " + in)
	if err != nil {
		t.Fatalf("parseSafeBrowsingFast(%q) answers, the general path fails: %v", in, err)
	}
	return u
}

// TestSafeBrowsingFastCorpora holds parseSafeBrowsingFast to the general
// path on every line of the shared corpora.
func TestSafeBrowsingFastCorpora(t *testing.T) {
	for _, name := range []string{"corpus-iri.txt", "corpus-ascii.txt", "real/kasztp.txt"} {
		for _, s := range corpus.LinesIfPresent(t, name) {
			checkSafeBrowsingFast(t, s)
		}
	}
}
