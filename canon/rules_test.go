package canon

import (
	"slices"
	"strings"
	"testing"
)

// TestSURTRules holds each step of surt's canonicalization and format
// by a case of its own, each named for its rule.
func TestSURTRules(t *testing.T) {
	for _, tt := range []struct {
		rule, in, want string
		s              SURT
	}{
		{"scheme added", "example.com/a", "com,example)/a", SURT{}},
		{"whitespace trimmed, tab CR LF removed", " \thttp://exa\nmple.com/a\tb\r ", "com,example)/ab", SURT{}},
		{"a run of protocols is its last", "http://https://example.com/", "https://(com,example)/", SURT{WithScheme: true}},
		{"userinfo dropped", "http://user:pw@example.com/", "com,example)/", SURT{}},
		{"host lower-cased", "http://EXAMPLE.com/", "com,example)/", SURT{}},
		{"www and digits dropped", "http://www12.example.com/", "com,example)/", SURT{}},
		{"www kept without a dot", "http://www12example.com/", "com,www12example)/", SURT{}},
		{"KeepWWW", "http://www.example.com/", "com,example,www)/", SURT{IA: IA{KeepWWW: true}}},
		{"default port dropped", "https://example.com:443/", "com,example)/", SURT{}},
		{"other port kept", "http://example.com:8080/", "com,example:8080)/", SURT{}},
		{"port 0 is none", "http://example.com:0/", "com,example)/", SURT{}},
		{"empty port dropped", "http://example.com:/", "com,example)/", SURT{}},
		{"bad port", "http://example.com:8x/", "", SURT{}},
		{"path lower-cased", "http://example.com/A/B", "com,example)/a/b", SURT{}},
		{"trailing slash dropped", "http://example.com/a/", "com,example)/a", SURT{}},
		{"root kept", "http://example.com/", "com,example)/", SURT{}},
		{"no path is /", "http://example.com", "com,example)/", SURT{}},
		{"dot segments", "http://example.com/a/./b/../c", "com,example)/a/c", SURT{}},
		{"empty segments dropped", "http://example.com//a//b", "com,example)/a/b", SURT{}},
		{"escapes decoded and escaped once", "http://example.com/%2541%20b", "com,example)/a%20b", SURT{}},
		{"fragment dropped", "http://example.com/a#b", "com,example)/a", SURT{}},
		{"query sorted", "http://example.com/?b=1&a=2&a", "com,example)/?a&a=2&b=1", SURT{}},
		{"query lower-cased", "http://example.com/?B=X", "com,example)/?b=x", SURT{}},
		{"empty query dropped", "http://example.com/a?", "com,example)/a", SURT{}},
		{"jsessionid dropped", "http://example.com/?jsessionid=0123456789abcdef0123456789ABCDEF&x=1", "com,example)/?x=1", SURT{}},
		{"ASP.NET path session", "http://example.com/(S(0123456789abcdef01234567))/a.aspx", "com,example)/a.aspx", SURT{}},
		{"IPv4 reversed", "http://10.0.0.1/", "1,0,0,10)/", SURT{}},
		{"KeepIPOrder", "http://10.0.0.1/", "10.0.0.1)/", SURT{KeepIPOrder: true}},
		{"octal IPv4", "http://012.0.0.1/", "1,0,0,10)/", SURT{}},
		{"all-digit host modulo 2^32", "http://4294967297/", "1,0,0,0)/", SURT{}},
		{"IDNA 2003", "http://Bücher.example/", "example,xn--bcher-kva)/", SURT{}},
		{"IDNA failure escaped", "http://a\u0080.example/", "example,a%c2%80)/", SURT{}},
		// Python's replace(b'..', b'.') pairs dots from the left, once.
		{"dots collapsed once", "http://..example...com../", "com,,example)/", SURT{}},
		{"TrailingComma", "http://example.com/", "com,example,)/", SURT{TrailingComma: true}},
		{"no host keeps the path", "mailto:Foo@Example.com", "mailto:foo@example.com", SURT{}},
		{"empty", "", "-", SURT{}},
		{"filedesc kept", "filedesc:/x.arc.gz", "filedesc:/x.arc.gz", SURT{}},
		{"Uncanonicalized", "http://www.Example.com/A/?b&a", "com,example,www)/A/?b&a", SURT{Uncanonicalized: true}},
	} {
		got, err := tt.s.Key(tt.in)
		if tt.want == "" {
			if err == nil {
				t.Errorf("%s: Key(%q) = %q, want an error", tt.rule, tt.in, got)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("%s: Key(%q) = %q, %v, want %q", tt.rule, tt.in, got, err, tt.want)
		}
	}
}

// TestIARules holds each option of IA by the change it makes alone.
func TestIARules(t *testing.T) {
	const in = "http://WWW.Example.com:80/A/(0123456789abcdef01234567)/x.aspx/?B=1&a&sid=0123456789abcdef0123456789abcdef#F"
	for _, tt := range []struct {
		c    IA
		want string
	}{
		{IA{}, "http://example.com/a/x.aspx?&a&b=1#F"},
		{IA{KeepHostCase: true}, "http://example.com/a/x.aspx?&a&b=1#F"}, // urlsplit lower-cases the host already
		{IA{KeepWWW: true}, "http://www.example.com/a/x.aspx?&a&b=1#F"},
		{IA{KeepDefaultPort: true}, "http://example.com:80/a/x.aspx?&a&b=1#F"},
		{IA{KeepPathCase: true}, "http://example.com/A/x.aspx?&a&b=1#F"},
		{IA{KeepPathSessionID: true}, "http://example.com/a/(0123456789abcdef01234567)/x.aspx?&a&b=1#F"},
		{IA{KeepTrailingSlash: true}, "http://example.com/a/x.aspx/?&a&b=1#F"},
		{IA{KeepQueryCase: true}, "http://example.com/a/x.aspx?&B=1&a#F"},
		{IA{KeepQuerySessionID: true}, "http://example.com/a/x.aspx?a&b=1&sid=0123456789abcdef0123456789abcdef#F"},
		{IA{KeepQueryOrder: true}, "http://example.com/a/x.aspx?b=1&a&#F"},
	} {
		if got, err := tt.c.Canonical(in); err != nil || got != tt.want {
			t.Errorf("%+v: Canonical = %q, %v, want %q", tt.c, got, err, tt.want)
		}
	}
	if got, _ := (IA{StripEmptyPath: true}).Canonical("http://example.com/"); got != "http://example.com" {
		t.Errorf("StripEmptyPath: %q", got)
	}
	if got, _ := (IA{KeepEmptyQuery: true}).Canonical("http://example.com/?"); got != "http://example.com/?" {
		t.Errorf("KeepEmptyQuery: %q", got)
	}
}

// TestSafeBrowsingRules holds each step of the canonicalization and of
// the expressions, and the mends of SafeBrowsing's doc, each with what
// google/safebrowsing does instead.
func TestSafeBrowsingRules(t *testing.T) {
	for _, tt := range []struct {
		rule, in, want string
		sb             SafeBrowsing
	}{
		{"scheme added", "example.com/a", "http://example.com/a", SafeBrowsing{}},
		{"query and port dropped", "http://example.com:8080/a?b", "http://example.com/a", SafeBrowsing{}},
		{"Published keeps the query", "http://example.com:8080/a?b", "http://example.com/a?b", SafeBrowsing{Published: true}},
		{"escapes in lower case", "http://example.com/%1B", "http://example.com/%1b", SafeBrowsing{}},
		{"hex IPv4", "http://0x7f.1/", "http://127.0.0.1/", SafeBrowsing{}},
		{"dword IPv4", "http://2130706433/", "http://127.0.0.1/", SafeBrowsing{}},
		// google/safebrowsing: http://good.example/
		{"backslash is a slash", "http://evil.example\\@good.example/", "http://evil.example/@good.example/", SafeBrowsing{}},
		// google/safebrowsing: an error (no "//" after the scheme)
		{"backslashes after the scheme", "http:\\\\evil.example\\a", "http://evil.example/a", SafeBrowsing{}},
		{"backslash in the query stays", "http://a.example/?x=\\y", "http://a.example/?x=\\y", SafeBrowsing{Published: true}},
		// google/safebrowsing: http://1.2.3.0/
		{"an IPv4 part too large is a name", "http://1.2.3.256/", "http://1.2.3.256/", SafeBrowsing{}},
		// google/safebrowsing: http://[2001:DB8:0::1]/ lower-cased
		{"IPv6 in RFC 5952 form", "http://[2001:DB8:0::1]/", "http://[2001:db8::1]/", SafeBrowsing{}},
		// The resolver's rule never applies to a URL, whose space is
		// escaped before the host is read, in google/safebrowsing too.
		{"Windows resolver", "http://10.1.2.3 xy/", "http://10.1.2.3%20xy/", SafeBrowsing{}},
		{"Punycode", "http://bücher.example/", "http://xn--bcher-kva.example/", SafeBrowsing{}},
		{"path resolved", "http://a.example/b/../c/./d//e/", "http://a.example/c/d/e/", SafeBrowsing{}},
	} {
		got, err := tt.sb.Canonical(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("%s: Canonical(%q) = %q, %v, want %q", tt.rule, tt.in, got, err, tt.want)
		}
	}
	got, _ := SafeBrowsing{Published: true}.Expressions("http://a.b.c.d.e.f.g/1/2/3/4/5.html?q")
	var hosts []string
	for _, e := range got {
		h, _, _ := strings.Cut(e, "/")
		if !slices.Contains(hosts, h) {
			hosts = append(hosts, h)
		}
	}
	if want := []string{"a.b.c.d.e.f.g", "c.d.e.f.g", "d.e.f.g", "e.f.g", "f.g"}; !slices.Equal(hosts, want) {
		t.Errorf("Published hosts = %q, want %q", hosts, want)
	}
	if len(got) != 5*6 {
		t.Errorf("Published: %d expressions, want 30: %q", len(got), got)
	}
}
