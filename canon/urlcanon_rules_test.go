package canon

import (
	"strings"
	"testing"
)

// TestURLCanonRules holds each rule of each profile to a case of its own:
// the profile, the input, what the profile makes of it, and the rule of
// python/urlcanon/canon.py the case shows.
func TestURLCanonRules(t *testing.T) {
	W, G, S, A := URLCanonWHATWG, URLCanonGoogle, URLCanonSemanticPrecise, URLCanonAggressive
	for _, c := range []struct {
		rule string
		c    URLCanon
		in   string
		want string
	}{
		// parse_url
		{"parse: scheme up to the first colon", W, "a?b:c", "a?b:c"},
		{"parse: userinfo up to the last @", W, "http://a@b:c@d/", "http://a%40b:c@d/"},
		{"parse: special slashes any number", W, "http:\\\\\\host/", "http://host/"},
		{"parse: non-special needs two slashes", W, "foo:/host/p", "foo:/host/p"},
		// whatwg
		{"remove_leading_trailing_junk", W, " \x01http://a/\x7f \x02", "http://a/%7F"},
		{"remove_tabs_and_newlines", W, "ht\ttp://a\n.com/\rb", "http://a.com/b"},
		{"lowercase_scheme", W, "HTTP://a/", "http://a/"},
		{"elide_default_port", W, "https://a:443/", "https://a/"},
		{"elide_default_port: as written", W, "http://a:080/", "http://a:080/"},
		{"clean_up_userinfo", W, "http://:@a/", "http://a/"},
		{"two_slashes", W, "http:a/", "http://a/"},
		{"pct_decode_host", W, "http://%61.com/", "http://a.com/"},
		{"normalize_ip_address: IPv4", W, "http://0x7f.1/", "http://127.0.0.1/"},
		{"normalize_ip_address: IPv6", W, "http://[0:0::1]/", "http://[::1]/"},
		{"punycode_special_host", W, "http://Bücher.DE/", "http://xn--bcher-kva.de/"},
		{"punycode_special_host: fallback", W, "http://A_B.com/", "http://a_b.com/"},
		{"punycode_special_host: left alone", W, "http://a..b/", "http://a..b/"},
		{"punycode_special_host: non-special", W, "x://Bücher/", "x://B%C3%BCcher/"},
		{"pct_encode_host", W, "x://a b/", "x://a%20b/"},
		{"fix_backslashes", W, "http://a\\b\\c", "http://a/b/c"},
		{"pct_encode_path", W, "http://a/{ }", "http://a/%7B%20%7D"},
		{"pct_encode_path: cannot-be-a-base", W, "x:{ }", "x:{ }"},
		{"leading_slash", W, "http://a?q", "http://a/?q"},
		{"normalize_path_dots", W, "http://a/b/%2E./c/.", "http://a/c/"},
		{"empty_path_to_slash", W, "ws://a", "ws://a/"},
		{"pct_encode_userinfo", W, "http://a;b@c/", "http://a%3Bb@c/"},
		{"pct_encode_query", W, "http://a/?<'>", "http://a/?%3C'%3E"},
		{"pct_encode_fragment", W, "http://a/# <", "http://a/# <"},
		// google
		{"default_scheme_http", G, "example.com/a", "http://example.com/a"},
		{"default_scheme_http: the path split again", G, "//a/b/c", "http://b/c"},
		{"remove_fragment", G, "http://a/#f", "http://a/"},
		{"pct_decode_repeatedly", G, "http://a/%252541", "http://a/A"},
		{"fix_host_dots", G, "http://..a...b../", "http://a.b/"},
		{"collapse_consecutive_slashes", G, "http://a//b///c", "http://a/b/c"},
		{"reparse_host", G, "http://%31%32%37.1/", "http://127.0.0.1/"},
		{"google_pct_encode", G, "http://a/%23%25 ", "http://a/%23%25"},
		{"google keeps the port", G, "http://a:8080/", "http://a:8080/"},
		// semantic_precise
		{"pct_decode_repeatedly_except_query", S, "http://a/%2541?%2541", "http://a/A?A"},
		{"remove_userinfo", S, "http://u:p@a/", "http://a/"},
		{"less_dumb_pct_encode: ? in the path", S, "http://a/%3F", "http://a/%3F"},
		{"less_dumb_pct_recode_query", S, "http://a/?a%3Db=c%26d", "http://a/?a%3Db=c%26d"},
		{"alpha_reorder_query", S, "http://a/?b&a&c", "http://a/?a&b&c"},
		{"semantic_precise keeps the fragment", S, "http://a/#F", "http://a/#F"},
		// aggressive
		{"https_to_http", A, "https://a/", "http://a/"},
		{"strip_www", A, "http://www2.a.com/", "http://a.com/"},
		{"lowercase_path", A, "http://a/%C3%A9X", "http://a/%c3%a9x"},
		{"lowercase_query", A, "http://a/?Q=V", "http://a/?q=v"},
		{"strip_session_ids_from_query", A, "http://a/?x=1&sid=0123456789abcdef0&y=2", "http://a/?x=1&y=2"},
		{"strip_session_ids_from_query: two in a row", A, "http://a/?sid=0123456789abcdef&sid=0123456789abcdeg", "http://a/?sid=0123456789abcdeg"},
		{"strip_session_ids_from_path", A, "http://a/x;jsessionid=0123456789abcdef0123456789abcdef", "http://a/x"},
		{"strip_session_ids_from_path: aspx", A, "http://a/(0123456789abcdefghijklmn)/p.aspx", "http://a/p.aspx"},
		{"strip_trailing_slash_unless_empty", A, "http://a/b/", "http://a/b"},
		{"remove_redundant_ampersands_from_query", A, "http://a/?&&x&&y&", "http://a/?x&y"},
		{"omit_question_mark_if_query_empty", A, "http://a/?", "http://a/"},
		{"aggressive drops the fragment", A, "http://a/#f", "http://a/"},
	} {
		got, err := c.c.Canonical(c.in)
		if err != nil || got != c.want {
			t.Errorf("%s: %s(%q) = %q, %v; want %q", c.rule, c.c, c.in, got, err, c.want)
		}
	}
}

// TestURLCanonErrors: urlcanon raises on a host its IPv4 parser reads
// as a negative number, in every profile that normalizes IP addresses
// (all four); SURT and SSURT never fail.
func TestURLCanonErrors(t *testing.T) {
	for _, c := range []URLCanon{URLCanonWHATWG, URLCanonGoogle, URLCanonSemanticPrecise, URLCanonAggressive} {
		for _, in := range []string{"http://-1/", "http://0x-1/", "http://-1.2.3.4/", "http://%2D1/"} {
			if _, err := c.Canonical(in); err == nil {
				t.Errorf("%s(%q): no error", c, in)
			}
		}
		if s, err := c.Canonical("http://1.-1/"); err != nil || !strings.Contains(s, "0.255.255.255") {
			t.Errorf("%s(http://1.-1/) = %q, %v: a negative part with a positive sum is an address", c, s, err)
		}
	}
	if _, err := URLCanon(0).Canonical("x"); err == nil {
		t.Error("URLCanon(0): no error")
	}
	if s, _ := (URLCanonSURT{}).Key("http://-1/"); s != "http://(-1)/" {
		t.Errorf("surt of a negative host = %q", s)
	}
}

// TestURLCanonNotIdempotent shows, for each profile, an input whose
// canonical form urlcanon canonicalizes to something else again: none of
// the four is idempotent.
func TestURLCanonNotIdempotent(t *testing.T) {
	for _, c := range []struct {
		c             URLCanon
		in, once, two string
	}{
		// The host decoded once has a "#", which the next parse takes as
		// the fragment.
		{URLCanonWHATWG, "http://host%23.com/", "http://host#.com/", "http://host/#.com/"},
		// An empty input gets "http:" and the path "/"; the next parse
		// sees slashes and an empty authority.
		{URLCanonGoogle, "", "http:/", "http:///"},
		// The port is elided before the scheme is decoded.
		{URLCanonSemanticPrecise, "http%3A%2F%2Fa.com:80/", "http://a.com:80/", "http://a.com/"},
		// https becomes http after the default port was compared.
		{URLCanonAggressive, "https://a.org:80/", "http://a.org:80/", "http://a.org/"},
	} {
		once, err1 := c.c.Canonical(c.in)
		two, err2 := c.c.Canonical(once)
		if once != c.once || two != c.two || err1 != nil || err2 != nil {
			t.Errorf("%s: %q -> %q -> %q (%v, %v); want %q -> %q", c.c, c.in, once, two, err1, err2, c.once, c.two)
		}
	}
}

// TestURLCanonLinear runs every profile and key on large inputs: a path
// of a mebibyte of nested escapes and dot segments, a query of 50,000
// parameters, and a host of 100,000 labels. Nothing is timed; a rule
// that took quadratic time would take minutes here.
func TestURLCanonLinear(t *testing.T) {
	inputs := []string{
		"http://a/%" + strings.Repeat("25", 1<<18) + "41" + strings.Repeat("/x/..", 1<<16),
		"http://a/?" + strings.Repeat("sid=0123456789abcdef0&b=%2525&", 50000),
		"http://" + strings.Repeat("a.", 100000) + "com/" + strings.Repeat("//", 1<<18),
		"http://a/(" + strings.Repeat("a(0123456789abcdefghijklmn)", 20000) + ")/" + strings.Repeat("(0123456789abcdefghijklmn)/", 20000) + "p.aspx",
	}
	for _, in := range inputs {
		for _, c := range []URLCanon{URLCanonWHATWG, URLCanonGoogle, URLCanonSemanticPrecise, URLCanonAggressive} {
			if _, err := c.Canonical(in); err != nil {
				t.Errorf("%s: %v", c, err)
			}
		}
		URLCanonSURT{}.Key(in)
		SSURT(in)
	}
	if s, _ := URLCanonGoogle.Canonical(inputs[0][:10+2*(1<<18)+2]); s != "http://a/A" {
		t.Errorf("nested escapes: %.40q", s)
	}
}

// FuzzURLCanon feeds any bytes (invalid UTF-8 too) to every profile and
// key: no panic, Canonical and AppendCanonical agree, and the only error
// is urlcanon's own (errNegativeIPv4). None of urlcanon's canonicalizers
// is idempotent (TestURLCanonNotIdempotent), so that is not asserted.
func FuzzURLCanon(f *testing.F) {
	for _, s := range []string{"", "http://a/", "HTTP://u:p@[::1]:80/a/../b?q#f", "//a/b", "http://-1/", "file:\\\\h\\p", "http://\xff\xfe/%zz", "http://xn--n3h.\u2603/", "http://bücher.de/", "http://ｘｎ－－bcher-kva.ü/"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, c := range []URLCanon{URLCanonWHATWG, URLCanonGoogle, URLCanonSemanticPrecise, URLCanonAggressive} {
			got, err := c.Canonical(s)
			if err != nil && err != errNegativeIPv4 {
				t.Fatalf("%s(%q): %v", c, s, err)
			}
			b, err2 := c.AppendCanonical([]byte("x"), s)
			if (err == nil) != (err2 == nil) || err == nil && string(b) != "x"+got {
				t.Fatalf("%s(%q): Canonical %q, AppendCanonical %q", c, s, got, b)
			}
		}
		for _, k := range []URLCanonSURT{{}, {NoScheme: true}, {NoTrailingComma: true}} {
			if _, err := k.Key(s); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := SSURT(s); err != nil {
			t.Fatal(err)
		}
		// The fast path of the IDNA encoding gives the full reading's
		// answer, on the host and on the input as a whole.
		for _, h := range []string{parseUCURL(s).host, s} {
			got, gotOK := idnaEncodeLabels(h, true)
			if want, wantOK := idnaEncodeLabels(h, false); got != want || gotOK != wantOK {
				t.Fatalf("idnaEncode(%q) = %q, %v; the full reading %q, %v", h, got, gotOK, want, wantOK)
			}
		}
	})
}
