package canon

import (
	"strings"
	"testing"

	"github.com/go-iri/iri/whatwg"
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
// 6 as published), each once; suffixCache answers as the list does, for
// the input's host and for the input as a name.
func FuzzCanon(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		if u, err := whatwg.Parse(in); err == nil {
			if name := strings.TrimSuffix(u.Hostname(), "."); isDomain(name) {
				checkSuffixes(t, name)
			}
		}
		if isDomain(in) {
			checkSuffixes(t, in)
		}
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
