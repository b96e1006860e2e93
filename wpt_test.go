package iri

import (
	"testing"

	"github.com/go-iri/iri/internal/suites"
)

// The WHATWG URL Standard ("Web Address" processing) is not RFC 3987, but
// where a WPT case is a valid RFC 3987 reference against a valid base and
// the WHATWG answer coincides with RFC 3986 resolution, it is a check of
// ours. The cases where the two standards part are listed below, each
// under the rule that parts them; the test fails on a difference that is
// not listed and on a listed case that no longer differs.

type wptCategory int

const (
	specialSameSchemeRelative wptCategory = iota
	specialAuthority
	specialEmptyPath
	hostCanonical
	portCanonical
	percentEncodeNonASCII
	fileScheme
	reparsedBasePath
	rejectPort
	rejectHostCodePoint
	rejectNumericHost
	rejectOpaqueBase
	rejectSpecialWithoutHost
)

var wptCategoryReasons = map[wptCategory]string{
	specialSameSchemeRelative: "WHATWG reads a special scheme equal to the base's as relative (\"http:g\"); RFC 3986 §5.2.2 strict resolution takes the reference as absolute (ResolveOptions.NonStrict is the RFC's partial equivalent)",
	specialAuthority:          "WHATWG gives a special URL an authority whatever the slashes (\"ftp:/x\", \"///x\"); RFC 3986 §3 and §4.2 read them as a path or an empty authority",
	specialEmptyPath:          "WHATWG serializes the empty path of a special URL as \"/\"; RFC 3986 §6.2.3 makes that scheme-based normalization, not resolution",
	hostCanonical:             "WHATWG canonicalizes the host (lower case, IDNA, IPv4 number forms, compressed IPv6); RFC 3987 §2.2 keeps ihost as written, normalization is §5.3",
	portCanonical:             "WHATWG drops default and empty ports and leading zeros; RFC 3986 §3.2.3 keeps port = *DIGIT as written, normalization is §6.2.3",
	percentEncodeNonASCII:     "WHATWG percent-encodes non-ASCII characters; an IRI keeps them (RFC 3987 §2.2), and maps them only when converted to a URI (§3.1)",
	fileScheme:                "WHATWG's file: rules (\"localhost\" emptied, Windows drive letters kept) are not RFC 3986 §5.2 resolution",
	reparsedBasePath:          "RFC 3986 §5.2.2: an empty reference takes the base path unchanged; WHATWG serializes it anew",
	rejectPort:                "WHATWG rejects ports above 65535; RFC 3986 §3.2.3: port = *DIGIT",
	rejectHostCodePoint:       "WHATWG rejects these hosts (forbidden or percent-encoded code points, IDNA); RFC 3987 §2.2 ireg-name allows ucschar and pct-encoded",
	rejectNumericHost:         "WHATWG parses numeric hosts as IPv4 and rejects the ones out of range; RFC 3986 §3.2.2: a host that is not an IPv4address is a reg-name (first match wins)",
	rejectOpaqueBase:          "WHATWG cannot resolve against a base with an opaque path; RFC 3986 §5.2 resolves against any base with a scheme",
	rejectSpecialWithoutHost:  "WHATWG requires a host for a special scheme; \"http:\" is a valid absolute URI by RFC 3986 §3",
}

// wptDifferences lists each WPT case (base, input) where our strict
// RFC 3986 resolution and the WHATWG answer part, and why.
var wptDifferences = []struct {
	category    wptCategory
	base, input string
}{
	{specialSameSchemeRelative, "http://example.org/foo/bar", "http:foo.com"},
	{portCanonical, "http://example.org/foo/bar", "http://f:/c"},
	{portCanonical, "http://example.org/foo/bar", "http://f:00000000000000/c"},
	{portCanonical, "http://example.org/foo/bar", "http://f:00000000000000000000080/c"},
	{rejectPort, "http://example.org/foo/bar", "http://f:999999/c"},
	{rejectPort, "http://example.org/foo/bar", "non-special://f:999999/c"},
	{specialSameSchemeRelative, "http://example.org/foo/bar", "http::@c:29"},
	{specialEmptyPath, "http://example.org/foo/bar", "http://[2001::1]"},
	{hostCanonical, "http://example.org/foo/bar", "http://[::127.0.0.1]"},
	{hostCanonical, "http://example.org/foo/bar", "http://[0:0:0:0:0:0:13.1.68.3]"},
	{portCanonical, "http://example.org/foo/bar", "http://[2001::1]:80"},
	{specialSameSchemeRelative, "http://example.org/foo/bar", "http:/example.com/"},
	{specialSameSchemeRelative, "http://example.com/", "http:/"},
	{specialAuthority, "http://example.org/foo/bar", "ftp:/example.com/"},
	{specialAuthority, "http://example.org/foo/bar", "https:/example.com/"},
	{specialAuthority, "http://example.org/foo/bar", "file:/example.com/"},
	{specialAuthority, "http://example.org/foo/bar", "ws:/example.com/"},
	{specialAuthority, "http://example.org/foo/bar", "wss:/example.com/"},
	{specialSameSchemeRelative, "http://example.org/foo/bar", "http:example.com/"},
	{specialAuthority, "http://example.org/foo/bar", "ftp:example.com/"},
	{specialAuthority, "http://example.org/foo/bar", "https:example.com/"},
	{specialAuthority, "http://example.org/foo/bar", "ws:example.com/"},
	{specialAuthority, "http://example.org/foo/bar", "wss:example.com/"},
	{percentEncodeNonASCII, "http://example.org/foo/bar", "#β"},
	{fileScheme, "file:///tmp/mock/path", "//"},
	{fileScheme, "file:///tmp/mock/path", "file://test"},
	{fileScheme, "file:///tmp/mock/path", "file://localhost"},
	{fileScheme, "file:///tmp/mock/path", "file://localhost/"},
	{fileScheme, "file:///tmp/mock/path", "file://localhost/test"},
	{specialSameSchemeRelative, "file:///tmp/mock/path", "file:test"},
	{percentEncodeNonASCII, "http://www.example.com/test", "中/test.txt"},
	{specialEmptyPath, "http://www.example.com/test", "http://www.example2.com"},
	{specialEmptyPath, "http://www.example.com/test", "//www.example2.com"},
	{specialAuthority, "http://www.example.com/test", "file:..."},
	{specialAuthority, "http://www.example.com/test", "file:.."},
	{specialAuthority, "http://www.example.com/test", "file:a"},
	{specialAuthority, "http://www.example.com/test", "file:."},
	{hostCanonical, "http://other.com/", "http://ExAmPlE.CoM"},
	{rejectHostCodePoint, "http://other.com/", "http://GOO\u00a0\u3000goo.com"},
	{hostCanonical, "http://other.com/", "http://GOO\u200b\u2060\ufeffgoo.com"},
	{hostCanonical, "http://other.com/", "http://www.foo。bar.com"},
	{rejectHostCodePoint, "http://other.com/", "http://%ef%b7%90zyx.com"},
	{hostCanonical, "http://other.com/", "http://Ｇｏ.com"},
	{rejectHostCodePoint, "http://other.com/", "http://％４１.com"},
	{rejectHostCodePoint, "http://other.com/", "http://%ef%bc%85%ef%bc%94%ef%bc%91.com"},
	{rejectHostCodePoint, "http://other.com/", "http://％００.com"},
	{rejectHostCodePoint, "http://other.com/", "http://%ef%bc%85%ef%bc%90%ef%bc%90.com"},
	{hostCanonical, "http://other.com/", "http://你好你好"},
	{rejectHostCodePoint, "http://other.com/", "http://%25"},
	{rejectHostCodePoint, "http://other.com/", "http://hello%00"},
	{hostCanonical, "http://other.com/", "http://%30%78%63%30%2e%30%32%35%30.01"},
	{hostCanonical, "http://other.com/", "http://%30%78%63%30%2e%30%32%35%30.01%2e"},
	{rejectNumericHost, "http://other.com/", "http://192.168.0.257"},
	{hostCanonical, "http://other.com/", "http://０Ｘｃ０．０２５０．０１"},
	{percentEncodeNonASCII, "http://other.com/", "http://foo:💩@example.com/bar"},
	{rejectOpaqueBase, "sc:sd", "i"},
	{rejectOpaqueBase, "sc:sd/sd", "i"},
	{rejectOpaqueBase, "sc:sd", "../i"},
	{rejectOpaqueBase, "sc:sd/sd", "../i"},
	{rejectOpaqueBase, "sc:sd", "/i"},
	{rejectOpaqueBase, "sc:sd/sd", "/i"},
	{rejectOpaqueBase, "sc:sd", "?i"},
	{rejectOpaqueBase, "sc:sd/sd", "?i"},
	{percentEncodeNonASCII, "sc://ñ", "x"},
	{specialSameSchemeRelative, "http://example.org/foo/bar", "http:"},
	{rejectSpecialWithoutHost, "https://example.org/foo/bar", "http:"},
	{hostCanonical, "http://other.com/", "http://1.2.3.4./"},
	{hostCanonical, "http://other.com/", "http://192.168.257"},
	{hostCanonical, "http://other.com/", "http://192.168.257."},
	{specialEmptyPath, "http://other.com/", "http://192.168.257.com"},
	{hostCanonical, "http://other.com/", "http://256"},
	{specialEmptyPath, "http://other.com/", "http://256.com"},
	{hostCanonical, "http://other.com/", "http://999999999"},
	{hostCanonical, "http://other.com/", "http://999999999."},
	{specialEmptyPath, "http://other.com/", "http://999999999.com"},
	{rejectNumericHost, "http://other.com/", "http://10000000000"},
	{specialEmptyPath, "http://other.com/", "http://10000000000.com"},
	{hostCanonical, "http://other.com/", "http://4294967295"},
	{rejectNumericHost, "http://other.com/", "http://4294967296"},
	{rejectNumericHost, "http://other.com/", "http://18446744073709551616"},
	{rejectNumericHost, "http://other.com/", "http://18446744075840258049"},
	{hostCanonical, "http://other.com/", "http://0xffffffff"},
	{rejectNumericHost, "http://other.com/", "http://0xffffffff1"},
	{rejectNumericHost, "http://other.com/", "http://256.256.256.256"},
	{fileScheme, "file:///C:/", ".."},
	{fileScheme, "file:///C:/a/b", "/"},
	{fileScheme, "file://h/C:/a/b", "/"},
	{fileScheme, "file:///C:/a/b", "//d:"},
	{fileScheme, "file:///C:/a/b", "//d:/.."},
	{specialSameSchemeRelative, "file:///test?test#test", "file:"},
	{specialSameSchemeRelative, "file:///test?test#test", "file:?x"},
	{specialSameSchemeRelative, "file:///test?test#test", "file:#x"},
	{fileScheme, "file://lion/", "//localhost//pig"},
	{fileScheme, "file://ape/", "file://"},
	{fileScheme, "file://x/C:/", ".."},
	{specialSameSchemeRelative, "file://host/", "file:C:/"},
	{specialSameSchemeRelative, "file://host/", "file:/C:/"},
	{fileScheme, "file://host/", "//C:/"},
	{fileScheme, "file://host/", "file://C:/"},
	{hostCanonical, "http://example.net/", "http://[1:0::]"},
	{rejectPort, "http://example.org/", "http://f:4294967377/c"},
	{rejectPort, "http://example.org/", "http://f:18446744073709551697/c"},
	{rejectPort, "http://example.org/", "http://f:340282366920938463463374607431768211537/c"},
	{percentEncodeNonASCII, "sc://ñ", "#x"},
	{percentEncodeNonASCII, "sc://ñ", "?x"},
	{reparsedBasePath, "non-spec:/..//p", ""},
	{rejectOpaqueBase, "a:", "test-a-colon.html"},
	{rejectOpaqueBase, "a:b", "test-a-colon-b.html"},
	{rejectNumericHost, "http://other.com/", "http://1.2.3.4.5"},
	{rejectNumericHost, "http://other.com/", "http://1.2.3.4.5."},
	{rejectNumericHost, "http://other.com/", "http://256.256.256.256.256"},
	{rejectNumericHost, "http://other.com/", "http://256.256.256.256.256."},
	{specialAuthority, "http://example.org/", "///test"},
	{specialAuthority, "http://example.org/", "///example.org/path"},
	{specialAuthority, "http://example.org/", "///example.org/../path"},
	{specialAuthority, "http://example.org/", "///example.org/../../"},
	{specialAuthority, "http://example.org/", "///example.org/../path/../../"},
	{specialAuthority, "http://example.org/", "///example.org/../path/../../path"}}

func TestResolveWPT(t *testing.T) {
	cases := suites.JSONCases[suites.URLCase](t, "wpt-url/urltestdata.json", 891)
	listed := map[[2]string]wptCategory{}
	for _, d := range wptDifferences {
		listed[[2]string{d.base, d.input}] = d.category
	}
	seen := map[[2]string]bool{}
	agree, differ, outside := 0, 0, 0
	for _, c := range cases {
		if c.Base == nil {
			continue // a case without a base
		}
		base, err1 := ParseIRI(*c.Base)
		ref, err2 := Parse(c.Input)
		if err1 != nil || err2 != nil {
			outside++ // not RFC 3987 input: the lenient modes' business
			continue
		}
		got, err := base.Resolve(ref)
		if err != nil {
			t.Errorf("%q + %q: %v", *c.Base, c.Input, err)
			continue
		}
		key := [2]string{*c.Base, c.Input}
		cat, isListed := listed[key]
		seen[key] = true
		same := !c.Failure && got.String() == c.Attributes["href"]
		switch {
		case isListed && same:
			t.Errorf("%q + %q: listed (%s) but agrees with WHATWG", key[0], key[1], wptCategoryReasons[cat])
		case isListed:
			differ++
		case c.Failure:
			t.Errorf("%q + %q: WHATWG fails, we give %q; list it or fix it", key[0], key[1], got)
		case !same:
			t.Errorf("%q + %q: got %q, WHATWG %q; list it or fix it", key[0], key[1], got, c.Attributes["href"])
		default:
			agree++
		}
	}
	for k := range listed {
		if !seen[k] {
			t.Errorf("listed WPT case %q + %q not in the suite", k[0], k[1])
		}
	}
	t.Logf("WPT cases with a base: %d agree, %d listed differences, %d outside RFC 3987", agree, differ, outside)
	if agree != 130 || differ != len(wptDifferences) {
		t.Errorf("agree %d (want 130), differ %d (want %d)", agree, differ, len(wptDifferences))
	}
}
