package iri

import (
	"errors"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"unsafe"
)

func TestNormalizeExamples(t *testing.T) {
	// The comparison draft §4.2 and RFC 3987 §5.3.2: this pair is
	// equivalent by syntax-based normalization.
	a := MustParse("example://a/b/c/%7Bfoo%7D/rosé")
	b := MustParse("eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9")
	if l, ok := byScheme.EquivalenceLevel(a, b); !ok || l != LevelSyntaxBased {
		t.Errorf("rosé pair: level %v, %v; want syntax", l, ok)
	}
	// §4.3 (§5.3.3): four equivalent http IRIs, "/?" and "#" apart.
	four := []string{"http://example.com", "http://example.com/", "http://example.com:/", "http://example.com:80/"}
	for _, s := range four {
		if got := byScheme.Normalize(MustParse(s)).String(); got != "http://example.com/" {
			t.Errorf("%q: scheme-normal %q", s, got)
		}
		for _, other := range []string{"http://example.com/?", "http://example.com/#"} {
			if byScheme.Equal(MustParse(s), MustParse(other)) {
				t.Errorf("%q equals %q", s, other)
			}
		}
	}
	// §4.2.3: the ~user trio.
	trio := []string{"http://example.org/~user", "http://example.org/%7euser", "http://example.org/%7Euser"}
	for _, s := range trio {
		if !bySyntax.Equal(MustParse(s), MustParse(trio[0])) || bySimple.Equal(MustParse(s), MustParse(trio[0])) != (s == trio[0]) {
			t.Errorf("%q and %q", s, trio[0])
		}
	}
	// §4.2.1: scheme and ASCII host are case-insensitive.
	if !bySyntax.Equal(MustParse("HTTP://www.EXAMPLE.com/"), MustParse("http://www.example.com/")) {
		t.Error("case")
	}
	// §4.3: IDN and punycode, at scheme level only.
	idn, puny := MustParse("http://résumé.example.org"), MustParse("http://xn--rsum-bpad.example.org")
	if l, ok := byScheme.EquivalenceLevel(idn, puny); !ok || l != LevelSchemeBased {
		t.Errorf("IDN: level %v, %v; want scheme", l, ok)
	}
	// §4.2.2 (§5.3.2.2): "Việt Nam" decomposed and composed are one only
	// with character normalization asked for.
	nfc, nfd := MustParse("http://example.org/Vi\u1ec7t"), MustParse("http://example.org/Vie\u0302\u0323t")
	if byScheme.Equal(nfc, nfd) {
		t.Error("NFC applied without being asked")
	}
	nfcSyntax := Comparer{Level: LevelSyntaxBased, Characters: FormNFC}
	if !nfcSyntax.Equal(nfc, nfd) {
		t.Error("NFC not applied")
	}
	// The same with the "résumé" of the draft, written decomposed.
	if !nfcSyntax.Equal(MustParse("http://www.example.org/résumé.html"), MustParse("http://www.example.org/re\u0301sume\u0301.html")) {
		t.Error("résumé NFC")
	}
}

func TestNormalizeCases(t *testing.T) {
	tests := []struct {
		in, syntax, scheme string
	}{
		{"HTTP://Example.COM:0080/a/./b/../c/%7e%2f?Q=%7a#%7A", "http://example.com:0080/a/c/~%2F?Q=z#z", "http://example.com/a/c/~%2F?Q=z#z"},
		{"http://a/%2e%2E/b/%2e/c/..%2F", "http://a/%2E%2E/b/%2E/c/..%2F", "http://a/%2E%2E/b/%2E/c/..%2F"},
		{"http://a/%2e%2E%2e/x", "http://a/.../x", "http://a/.../x"},
		{"http://%31.%32.%33.%34/", "http://%31.%32.%33.%34/", "http://%31.%32.%33.%34/"},
		{"http://ex%61mple.COM/", "http://example.com/", "http://example.com/"},
		{"http://usER@α.CoM/", "http://usER@α.CoM/", "http://usER@α.com/"},
		{"http://R%C3%A9sum%C3%A9.Example.org:0080", "http://Résumé.Example.org:0080", "http://résumé.example.org/"},
		{"http://[FE80::A]:/", "http://[fe80::a]:/", "http://[fe80::a]/"},
		{"mailto:Joe@EXAMPLE.com,x@Y.org", "mailto:Joe@EXAMPLE.com,x@Y.org", "mailto:Joe@example.com,x@y.org"},
		{"urn:ISBN:0451450523", "urn:ISBN:0451450523", "urn:isbn:0451450523"},
		{"data:TEXT/Plain;Charset=UTF-8,HeLLo", "data:TEXT/Plain;Charset=UTF-8,HeLLo", "data:text/plain;charset=utf-8,HeLLo"},
		{"file://localhost/etc", "file://localhost/etc", "file:///etc"},
		{"foo://a:/b", "foo://a:/b", "foo://a/b"},
		{"a/../b/%7e", "a/../b/~", "a/../b/~"},
		{"/a/./b", "/a/b", "/a/b"},
		{"s:/a/..//b", "s:/.//b", "s:/.//b"},
		{"http://a/%E2%80%AE%c0%af", "http://a/%E2%80%AE%C0%AF", "http://a/%E2%80%AE%C0%AF"},
		{"http://example.com/?", "http://example.com/?", "http://example.com/?"},
	}
	for _, tt := range tests {
		x := MustParse(tt.in)
		for _, c := range []struct {
			l    Level
			want string
		}{{LevelSyntaxBased, tt.syntax}, {LevelSchemeBased, tt.scheme}} {
			got := Comparer{Level: c.l}.Normalize(x)
			if got.String() != c.want {
				t.Errorf("%q at %v: %q, want %q", tt.in, c.l, got, c.want)
			}
			checkBuilt(t, got)
		}
	}
}

// TestNormalizeIsNoWayIn is the regression set of the 2026 advisories
// against fast-uri: percent-encoded dots, slashes, "@" and ":" must not
// become structure, nor a backslash an authority, nor a malformed IPv6
// or a failed IDN a different host.
func TestNormalizeIsNoWayIn(t *testing.T) {
	pairs := [][2]string{
		{"http://a/b/%2E%2E/admin", "http://a/admin"},
		{"http://a/b/%2e%2e%2fadmin", "http://a/admin"},
		{"http://a/b/..%2Fadmin", "http://a/admin"},
		{"http://a/%2Fadmin", "http://a//admin"},
		{"http://evil%40good.example/", "http://evil@good.example/"},
		{"http://good.example%3A80@evil/", "http://good.example:80@evil/"},
		{"http://a%3Ab@c/", "http://a:b@c/"},
		{"http://%31%32%37.0.0.1/", "http://127.0.0.1/"},
		{"http://a/x?%23y", "http://a/x?#y"},
		{"http://a/x%3Fy", "http://a/x?y"},
		{"http://a/%5C%5Cevil/", "http://a/evil/"},
	}
	for _, p := range pairs {
		a, b := MustParse(p[0]), MustParse(p[1])
		for l := LevelSimpleString; l <= LevelSchemeBased; l++ {
			if (Comparer{Level: l}).Equal(a, b) {
				t.Errorf("%q and %q are equal at %v", p[0], p[1], l)
			}
		}
	}
	// An IDN that IDNA rejects keeps its text, it is not dropped or
	// replaced by another name.
	bad := MustParse("http://a\u200db.example/")
	if got := byScheme.Normalize(bad); got.Host() != "a\u200db.example" {
		t.Errorf("rejected IDN became %q", got.Host())
	}
	// NFKC must not make a solidus or a dot segment out of look-alikes.
	for _, s := range []string{"http://a/b\uff0fc", "http://a/x/\u2025/y", "http://a/x?\ufe56y", "http://a/\uff05\uff12\uff26"} {
		x := MustParse(s)
		got := Comparer{Level: LevelSchemeBased, Characters: FormNFKC}.Normalize(x)
		if strings.Count(got.Path(), "/") != strings.Count(x.Path(), "/") || hasDotSegment(got.Path()) || got.queryPresent() != x.queryPresent() || strings.Contains(got.Path(), "%") {
			t.Errorf("NFKC of %q gave %q", s, got)
		}
	}
}

func TestNormalizeSuites(t *testing.T) {
	var suite struct {
		Components []struct {
			Name, Composed string
			NormalizedIRI  string `json:"normalized_iri"`
		} `json:"components_and_normalization"`
		GHIssues []struct {
			Kind, Input, Expected string
		} `json:"gh_issues"`
	}
	readSuite(t, "iri-string/iri-string-cases.json", &suite)
	compared := 0
	for _, c := range suite.Components {
		x := MustParse(c.Composed)
		if !x.IsAbsolute() {
			continue // iri-string gives normalized_iri for absolute IRIs only
		}
		compared++
		checkNormalize(t, "iri-string/normalize: "+c.Composed, x, LevelSyntaxBased, c.NormalizedIRI)
	}
	for _, c := range suite.GHIssues {
		if c.Kind == "normalize" {
			compared++
			checkNormalize(t, "iri-string/normalize: "+c.Input, MustParse(c.Input), LevelSyntaxBased, c.Expected)
		}
	}
	var jena struct {
		Normalize []struct{ Input, Expected string }
	}
	readSuite(t, "jena-iri3986/jena-iri3986-cases.json", &jena)
	for _, c := range jena.Normalize {
		compared++
		// Jena's normalize folds in what RFC 3986 §6.2.3 makes
		// scheme-based (default port, empty path).
		checkNormalize(t, "jena-iri3986/normalize: "+c.Input, MustParse(c.Input), LevelSchemeBased, c.Expected)
	}
	if compared != 101 {
		t.Errorf("compared %d normalizations, want 101", compared)
	}
}

func checkNormalize(t *testing.T, key string, x IRI, l Level, want string) {
	t.Helper()
	got := Comparer{Level: l}.Normalize(x)
	if reason, ok := knownDifference(key); ok {
		if got.String() == want {
			t.Errorf("%s: listed (%s) but agrees", key, reason)
		}
		return
	}
	if got.String() != want {
		t.Errorf("%s: got %q, want %q", key, got, want)
	}
}

func init() {
	dotReason := "the rule of 3987bis §10 and RFC 3986 §7.3: an encoded dot that would make a dot segment stays encoded; a false negative is allowed by RFC 3987 §5.3, a false positive is not"
	portReason := "RFC 3986 §6.2.3: dropping an empty port is scheme-based normalization; LevelSchemeBased does it"
	for k, v := range map[string]string{
		"iri-string/normalize: http://example.com/a/b/c/%2e%2e/d/e":         dotReason,
		"iri-string/normalize: http://example.com/a/b/c/%2E%2E/d/e":         dotReason,
		"iri-string/normalize: http://example.com/a/b/c/.%2e/d/e":           dotReason,
		"iri-string/normalize: http://example.com/a/./././././b/c/.%2e/d/e": dotReason,
		"iri-string/normalize: https://example.com:/":                       portReason,
		"jena-iri3986/normalize: http://host/foobar///":                     "RFC 3986 §6.2: empty segments are data; Jena collapses them",
	} {
		knownDifferences[k] = v
	}
}

// checkNormalizeProperties asserts, for a valid reference x, on each rung
// from LevelSyntaxBased to LevelSchemeBased with the other fields of c
// (whose Level it ignores): the result parses with the same offsets, has
// no dot segment left, normalization is idempotent, the rungs are
// monotone, and a normal IRI is returned as it is.
func checkNormalizeProperties(tb testing.TB, x IRI, c Comparer) {
	tb.Helper()
	// The check that spares an IRI the rebuild agrees with the rebuild.
	if x.syntaxNormal(c.Characters) {
		if y := x.rebuildSyntax(c.Characters); y != x {
			tb.Fatalf("%q is syntax-normal by the check, but its rebuild is %q", x, y)
		}
	}
	prev := x
	for l := LevelSyntaxBased; l <= LevelSchemeBased; l++ {
		c.Level = l
		y := c.Normalize(x)
		checkBuilt(tb, y)
		checkNoDotSegments(tb, x, y)
		if again := c.Normalize(y); again != y {
			tb.Fatalf("%q at %v: %q normalizes again to %q", x, l, y, again)
		}
		if c.Normalize(prev) != y {
			tb.Fatalf("%q: the rungs are not monotone at %v", x, l)
		}
		if y.HostKind() != x.HostKind() && !(x.HostKind() == HostRegName && y.HostKind() == HostRegName) {
			tb.Fatalf("%q at %v: host kind %v became %v", x, l, x.HostKind(), y.HostKind())
		}
		if y.IsAbsolute() != x.IsAbsolute() || y.queryPresent() != x.queryPresent() || y.fragmentPresent() != x.fragmentPresent() {
			tb.Fatalf("%q at %v: structure changed: %q", x, l, y)
		}
		prev = y
	}
}

func TestNormalizePropertiesSuites(t *testing.T) {
	for _, s := range suiteStrings(t) {
		if x, err := Parse(s); err == nil {
			checkNormalizeProperties(t, x, Comparer{})
			checkNormalizeProperties(t, x, Comparer{Characters: FormNFKC})
		}
	}
}

func TestNormalizePropertiesCorpus(t *testing.T) {
	for _, s := range readLines(t, "corpus-iri.txt") {
		if x, err := Parse(s); err == nil {
			checkNormalizeProperties(t, x, Comparer{})
		}
	}
}

func TestNormalizeDoesNotAllocate(t *testing.T) {
	// Every rung, and Unicode normalization on the syntax rung: an IRI
	// that is normal at the top rung is normal at each below it.
	rungs := []Comparer{
		{Level: LevelSimpleString},
		bySyntax,
		{Level: LevelSyntaxBased, Characters: FormNFC},
		{Level: LevelSyntaxBased, Characters: FormNFKC},
		byScheme,
		{Level: LevelSchemeBased, Characters: FormNFKC},
		{Level: LevelProtocolBased, Characters: FormNFKC, Protocol: func(x IRI) IRI { return x }},
	}
	top := rungs[len(rungs)-1]
	for _, s := range []string{"http://example.com/a/b?q=%2F#f", "http://例え.jp/ä%20b", "urn:isbn:0451450523", "../a/./b",
		"https://xn--rsum-bpad.example.org/r%C3%A9sum%C3%A9", "mailto:a@example.org", "file:///etc/hosts"} {
		x := top.Normalize(MustParse(s))
		for _, c := range rungs {
			if c.Normalize(x) != x {
				t.Fatalf("%+v: %q is not normal", c, x)
			}
			if n := testing.AllocsPerRun(100, func() { _ = c.Normalize(x) }); n != 0 {
				t.Errorf("%+v: Normalize of normal %q allocates %v times", c, x, n)
			}
		}
	}
}

func TestSchemesRegistry(t *testing.T) {
	r := NewSchemes()
	if err := r.Register("GOPHER", SchemeRule{DefaultPort: "70", EmptyPathIsRoot: true}); err != nil {
		t.Fatal(err)
	}
	x := MustParse("gopher://Example.org:70")
	if got := (Comparer{Level: LevelSchemeBased, Schemes: r}).Normalize(x); got.String() != "gopher://example.org/" {
		t.Errorf("registered rule: %q", got)
	}
	if got := byScheme.Normalize(x); got.String() != "gopher://example.org:70" {
		t.Errorf("the built-in rules changed by a private registry: %q", got)
	}
	// Protocol-based: the caller's hook, applied last.
	trailing := func(x IRI) IRI { return MustParse(strings.TrimSuffix(x.String(), "/")) }
	a, b := MustParse("http://example.com/data/"), MustParse("http://example.com/data")
	if l, ok := (Comparer{Level: LevelProtocolBased, Protocol: trailing}).EquivalenceLevel(a, b); !ok || l != LevelProtocolBased {
		t.Errorf("protocol hook: %v %v", l, ok)
	}
}

func FuzzNormalize(f *testing.F) {
	// Pairs that differ: each suite string with the one before it and
	// with itself in upper case (scheme, host and hex fold; paths do not).
	prev := ""
	for _, s := range suiteStrings(f) {
		f.Add(s, prev, uint8(0))
		f.Add(s, strings.ToUpper(s), uint8(1))
		prev = s
	}
	f.Add("eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9", "example://a/b/c/%7Bfoo%7D/rosé", uint8(1))
	f.Fuzz(func(t *testing.T, a, b string, form uint8) {
		checkCharactersNormal(t, a)
		x, err1 := Parse(a)
		y, err2 := Parse(b)
		if err1 != nil || err2 != nil {
			return
		}
		c := Comparer{Characters: Form(form % 3)}
		checkNormalizeProperties(t, x, c)
		if x.HostKind() == HostRegName {
			checkCanonicalDomainFast(t, x.Host())
			checkCanonicalDomainFast(t, bySyntax.Normalize(x).Host())
		}
		// EquivalenceLevel walks the ladder its own way: it must name the
		// first rung where Equal holds, and Equal must hold on every rung
		// above it.
		first, found := Level(0), false
		for l := LevelSimpleString; l <= LevelSchemeBased; l++ {
			c.Level = l
			eq := c.Equal(x, y)
			if eq && !found {
				first, found = l, true
			}
			if found && !eq {
				t.Fatalf("%q, %q: equal at %v but not at %v", a, b, first, l)
			}
			// Climbing only up to c.Level, it agrees with c.Equal.
			if fl, ok := c.EquivalenceLevel(x, y); ok != eq || ok && fl != first {
				t.Fatalf("%q, %q: EquivalenceLevel up to %v = %v, %v; Equal first holds at %v, %v", a, b, l, fl, ok, first, eq)
			}
		}
		// LevelProtocolBased without a Protocol function adds nothing.
		c.Level = LevelProtocolBased
		if l, ok := c.EquivalenceLevel(x, y); ok != found || ok && l != first {
			t.Fatalf("%q, %q: EquivalenceLevel = %v, %v; Equal first holds at %v, %v", a, b, l, ok, first, found)
		}
	})
}

// TestSchemesLookup covers the registry's paths: the http and https
// shortcut, other schemes in any case, a replaced rule, the zero value.
func TestSchemesLookup(t *testing.T) {
	var zero Schemes
	if _, ok := zero.Lookup("http"); ok {
		t.Error("the zero registry knows http")
	}
	if err := zero.Register("x", SchemeRule{DefaultPort: "1"}); err != nil {
		t.Fatal(err)
	}
	if r, ok := zero.Lookup("X"); !ok || r.DefaultPort != "1" {
		t.Errorf("zero registry after Register: %+v, %v", r, ok)
	}
	s := NewSchemes()
	for _, name := range []string{"http", "HTTP", "Http", "https", "HTTPS", "ws", "WSS", "MailTo", strings.Repeat("A", 40)} {
		want := builtinRule(strings.ToLower(name))
		wantOK := want != nil
		got, ok := s.Lookup(name)
		if ok != wantOK || ok && (got.DefaultPort != want.DefaultPort || got.DomainHost != want.DomainHost) {
			t.Errorf("Lookup(%q) = %+v, %v; want %+v, %v", name, got, ok, want, wantOK)
		}
		// A scheme in upper case is lower-cased on the stack.
		if n := testing.AllocsPerRun(10, func() { _, _ = s.Lookup(name) }); n != 0 && len(name) <= 32 {
			t.Errorf("Lookup(%q) allocates %v times", name, n)
		}
	}
	if err := s.Register("HTTPS", SchemeRule{DefaultPort: "8443"}); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"https", "HtTpS"} {
		if r, _ := s.Lookup(name); r.DefaultPort != "8443" {
			t.Errorf("after Register: Lookup(%q).DefaultPort = %q", name, r.DefaultPort)
		}
	}
	if r, _ := s.Lookup("http"); r.DefaultPort != "80" {
		t.Errorf("http changed with https: %q", r.DefaultPort)
	}
	// A scheme is ASCII (RFC 3986 §3.1), and only its ASCII letters have
	// case: "ÉCOLE" is no scheme to register, and the Kelvin sign is not
	// "K", though Unicode lower-cases it to "k".
	if err := s.Register("ÉCOLE", SchemeRule{DefaultPort: "2"}); !errors.Is(err, ErrInvalidScheme) {
		t.Errorf(`Register("ÉCOLE") = %v, want ErrInvalidScheme`, err)
	}
	if err := s.Register("key", SchemeRule{DefaultPort: "3"}); err != nil {
		t.Fatal(err)
	}
	for name, port := range map[string]string{"ÉCOLE": "", "école": "", "\u212Aey": "", "KEY": "3", "Key": "3", "key": "3", strings.Repeat("K", 33): ""} {
		if r, ok := s.Lookup(name); ok != (port != "") || r.DefaultPort != port {
			t.Errorf("Lookup(%q) = %+v, %v; want port %q", name, r, ok, port)
		}
	}
	long := strings.Repeat("k", 40)
	if err := s.Register(long, SchemeRule{DefaultPort: "4"}); err != nil {
		t.Fatal(err)
	}
	if r, ok := s.Lookup(strings.ToUpper(long)); !ok || r.DefaultPort != "4" {
		t.Errorf("Lookup of a long scheme in upper case = %+v, %v", r, ok)
	}
}

// TestNormalizeLeadingDotSegment: a path without an authority keeps a
// leading "/." only where it protects a "//" (RFC 3986 §3.3, §6.2.2.3;
// RFC 3987 §5.3.2.4); "a:/./b" is "a:/b".
func TestNormalizeLeadingDotSegment(t *testing.T) {
	for in, want := range map[string]string{
		"a:/./b":       "a:/b",
		"a:/./":        "a:/",
		"a:/.":         "a:/",
		"a:/././b":     "a:/b",
		"a:/./b/./c":   "a:/b/c",
		"/./b":         "/b",
		"a:/./b?q#f":   "a:/b?q#f",
		"a:/.//b":      "a:/.//b",
		"a:/.//./b":    "a:/.//b",
		"a:/././/b":    "a:/.//b",
		"/.//b":        "/.//b",
		"http://h/./b": "http://h/b",
	} {
		x := MustParse(in)
		for _, l := range []Level{LevelSyntaxBased, LevelSchemeBased} {
			c := Comparer{Level: l}
			if got := c.Normalize(x); got.String() != want {
				t.Errorf("%q at %v: %q, want %q", in, l, got, want)
			}
			if got := c.Key(x); got != want {
				t.Errorf("Key(%q) at %v: %q, want %q", in, l, got, want)
			}
		}
	}
	if !bySyntax.Equal(MustParse("a:/./b"), MustParse("a:/b")) {
		t.Error(`"a:/./b" and "a:/b" differ at syntax`)
	}
	if l, ok := byScheme.EquivalenceLevel(MustParse("a:/./b"), MustParse("a:/b")); !ok || l != LevelSyntaxBased {
		t.Errorf(`"a:/./b" and "a:/b": level %v, %v; want syntax`, l, ok)
	}
}

// checkNoDotSegments asserts that y, the normal form of an IRI at
// LevelSyntaxBased or above, has no "." or ".." segment in its path, except
// the "/." before "//" that a path without an authority needs. Relative
// paths ("../a") keep theirs: they are resolved, not normalized, away.
func checkNoDotSegments(tb testing.TB, x, y IRI) {
	tb.Helper()
	path := y.Path()
	if !y.IsAbsolute() && !strings.HasPrefix(path, "/") {
		return
	}
	if !y.authorityPresent() && strings.HasPrefix(path, "/.//") {
		path = path[len("/."):]
	}
	for _, seg := range strings.Split(path, "/") {
		if seg == "." || seg == ".." {
			tb.Fatalf("%q normalizes to %q, whose path has a dot segment", x, y)
		}
	}
}

// TestNormalizeDotSegmentInvariant checks checkNoDotSegments on the suite
// strings and the corpora, as they are and with "/." and "/./.."
// put at the front of their paths (which names the same path).
func TestNormalizeDotSegmentInvariant(t *testing.T) {
	n := 0
	onSuitesAndCorpora(t, func(t *testing.T, lines []string) { n += checkDotSegmentInvariant(t, lines) },
		"corpus-iri.txt", "corpus-ascii.txt")
	if n < 1000 {
		t.Errorf("only %d normalizations checked", n)
	}
}

// checkDotSegmentInvariant checks checkNoDotSegments on each valid line,
// as it is and with dots put at the front of its path, and returns how
// many normalizations it checked.
func checkDotSegmentInvariant(t *testing.T, lines []string) (n int) {
	for _, s := range lines {
		x, err := Parse(s)
		if err != nil {
			continue
		}
		inputs := []IRI{x}
		if strings.HasPrefix(x.Path(), "/") {
			for _, dots := range []string{"/.", "/./.."} {
				v := x.s[:x.pathStart] + dots + x.s[x.pathStart:]
				y, err := Parse(v)
				if err != nil {
					t.Fatalf("%q: %v", v, err)
				}
				inputs = append(inputs, y)
			}
		}
		for _, in := range inputs {
			for _, l := range []Level{LevelSyntaxBased, LevelSchemeBased} {
				checkNoDotSegments(t, in, Comparer{Level: l}.Normalize(in))
				checkNoDotSegments(t, in, Comparer{Level: l, Characters: FormNFKC}.Normalize(in))
				n++
			}
		}
	}
	return n
}

// resetDomainCache empties the cache of canonicalDomain, so that a test
// sees its own entries.
func resetDomainCache() {
	domainCache.Lock()
	domainCache.m = nil
	domainCache.Unlock()
}

// within reports whether the bytes of s lie inside those of in.
func within(s, in string) bool {
	if len(s) == 0 || len(in) == 0 {
		return false
	}
	p, lo := uintptr(unsafe.Pointer(unsafe.StringData(s))), uintptr(unsafe.Pointer(unsafe.StringData(in)))
	return p >= lo && p < lo+uintptr(len(in))
}

// TestDomainCacheDoesNotAliasInput: what canonicalDomain remembers is its
// own copy, never a substring of the IRI being normalized, whether IDNA
// accepts the host, rejects it, or leaves it as it is; and a host too
// long to be a domain name is not remembered at all.
func TestDomainCacheDoesNotAliasInput(t *testing.T) {
	resetDomainCache()
	defer resetDomainCache()
	hosts := []string{
		"a\u200db.example",          // rejected (ZWJ out of context)
		"résumé.example.org",        // mapped: already a U-label
		"R%C3%A9sum%C3%A9.example",  // decoded
		"xn--rsum-bpad.example.org", // punycode to Unicode
		"xn--rsum-bpad",             // one label
		"xn--zz",                    // punycode that does not decode
		"ü",                         // one label, unchanged
	}
	for _, h := range hosts {
		in := "http://" + h + "/" + strings.Repeat("p", 100)
		x := MustParse(in)
		got := byScheme.Normalize(x)
		domainCache.RLock()
		for k, v := range domainCache.m {
			if within(k, in) || within(v, in) {
				t.Errorf("%q: the cache holds %q -> %q inside the input", in, k, v)
			}
		}
		domainCache.RUnlock()
		// The cached answer is the one computed.
		if again := byScheme.Normalize(MustParse(in)); again != got {
			t.Errorf("%q: %q from the cache, %q computed", in, again, got)
		}
	}
	// The hosts that the fast path takes are not cached: it costs less
	// than the cache (fastCanonicalDomain).
	slow := 0
	for _, h := range hosts {
		if _, fast := fastCanonicalDomain(h); !fast {
			slow++
		}
	}
	if slow < 3 {
		t.Errorf("%d hosts of %d take the slow path: the cache is not tested", slow, len(hosts))
	}
	domainCache.RLock()
	n := len(domainCache.m)
	domainCache.RUnlock()
	if n != slow {
		t.Errorf("%d cache entries for %d hosts that take the slow path", n, slow)
	}
	// A host of 64 KiB is computed, not cached.
	long := strings.Repeat("é.", 1<<15) + "example"
	want := byScheme.Normalize(MustParse("http://" + long + "/"))
	if want.Host() != long {
		t.Errorf("long host normalized to %d bytes, want %d", len(want.Host()), len(long))
	}
	domainCache.RLock()
	_, cached := domainCache.m[long]
	n = len(domainCache.m)
	domainCache.RUnlock()
	if cached || n != slow {
		t.Errorf("a %d-byte host was cached (%v; %d entries)", len(long), cached, n)
	}
}

// TestDomainCacheRetainsLittle normalizes 100 distinct IRIs of 1 MiB
// whose hosts IDNA rejects: the heap must not keep them (it kept about
// 100 MiB when the cache stored the host as a substring of the input).
func TestDomainCacheRetainsLittle(t *testing.T) {
	resetDomainCache()
	defer resetDomainCache()
	const n, size = 100, 1 << 20
	path := strings.Repeat("p", size)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	for i := range n {
		// A new string each time: the host and path share its bytes.
		in := "http://a\u200db" + strconv.Itoa(i) + ".example/" + path
		x := MustParse(in)
		if got := byScheme.Normalize(x); got.Host() != x.Host() {
			t.Fatalf("rejected host %q became %q", x.Host(), got.Host())
		}
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	runtime.KeepAlive(path)
	grew := int64(after.HeapAlloc) - int64(before.HeapAlloc)
	t.Logf("the heap grew by %d KiB", grew>>10)
	if grew > 16<<20 {
		t.Errorf("%d normalizations of %d-byte IRIs left %d MiB on the heap", n, size, grew>>20)
	}
}

// TestSchemesRegisterInvalid: Register takes only a scheme (RFC 3986
// §3.1), and refuses anything else with an *Error whose cause is
// ErrInvalidScheme, leaving the registry as it was.
func TestSchemesRegisterInvalid(t *testing.T) {
	for name, offset := range map[string]int{"1http": 0, "ht tp": 2, "": 0, "ü": 0, "http:": 4, "-a": 0} {
		for _, s := range []*Schemes{NewSchemes(), new(Schemes)} {
			err := s.Register(name, SchemeRule{DefaultPort: "1"})
			var e *Error
			if !errors.As(err, &e) || !errors.Is(err, ErrInvalidScheme) {
				t.Errorf("Register(%q) = %v, want an *Error with ErrInvalidScheme", name, err)
				continue
			}
			if e.Input != name || e.Offset != offset || e.Component != ComponentScheme {
				t.Errorf("Register(%q): %+v, want offset %d in the scheme", name, *e, offset)
			}
			if _, ok := s.Lookup(name); ok {
				t.Errorf("Register(%q) failed but Lookup finds it", name)
			}
		}
	}
	// A name that is not UTF-8 has the cause of every such input.
	if err := NewSchemes().Register("a\xff", SchemeRule{}); !errors.Is(err, ErrInvalidUTF8) {
		t.Errorf(`Register("a\xff") = %v, want ErrInvalidUTF8`, err)
	}
	// The refused names leave the built-in rules as they were.
	s := NewSchemes()
	_ = s.Register("", SchemeRule{DefaultPort: "1"})
	if r, ok := s.Lookup("http"); !ok || r.DefaultPort != "80" || !r.EmptyPathIsRoot || !r.DomainHost || r.LocalhostIsEmpty || r.Normalize != nil {
		t.Errorf("http after a refused Register: %+v, %v", r, ok)
	}
	for _, name := range []string{"a", "z9+-.", "A.B"} {
		if err := s.Register(name, SchemeRule{}); err != nil {
			t.Errorf("Register(%q) = %v", name, err)
		}
	}
}

// The comparers the tests use most.
var (
	bySimple = Comparer{}
	bySyntax = Comparer{Level: LevelSyntaxBased}
	byScheme = Comparer{Level: LevelSchemeBased}
)

// TestUserRegistryLeavesBuiltins: a Comparer with a registry of its own
// changes what it does, and nothing else: the zero Comparer at
// LevelSchemeBased keeps the built-in rules, before and after, and so does
// Check.
func TestUserRegistryLeavesBuiltins(t *testing.T) {
	cases := []struct{ in, builtin, user, empty string }{
		{"http://a:80", "http://a/", "http://a:80", "http://a:80"},
		{"HTTPS://B:443/x", "https://b/x", "https://b:443/x", "https://b:443/x"},
		{"https://b:8443", "https://b:8443/", "https://b/", "https://b:8443"},
		{"gopher://h:70", "gopher://h:70", "gopher://h/", "gopher://h:70"},
		{"mailto:A@B.ORG", "mailto:A@b.org", "mailto:A@B.ORG", "mailto:A@B.ORG"},
		{"urn:ISBN:1", "urn:isbn:1", "urn:isbn:1", "urn:ISBN:1"},
		{"file://localhost/x", "file:///x", "file://localhost/x", "file://localhost/x"},
		{"data:TEXT/plain,A", "data:text/plain,A", "data:text/plain,A", "data:TEXT/plain,A"},
	}
	checkBuiltin := func(when string) {
		t.Helper()
		for _, c := range cases {
			x := MustParse(c.in)
			for _, cmp := range []Comparer{byScheme, {Level: LevelProtocolBased}} {
				if got := cmp.Normalize(x).String(); got != c.builtin {
					t.Errorf("%s: %+v.Normalize(%q) = %q, want %q", when, cmp, c.in, got, c.builtin)
				}
			}
		}
	}
	checkBuiltin("before any registry")

	r := NewSchemes()
	for scheme, rule := range map[string]SchemeRule{
		"http":   {},
		"HTTPS":  {DefaultPort: "8443", EmptyPathIsRoot: true},
		"gopher": {DefaultPort: "70", EmptyPathIsRoot: true},
		"mailto": {},
		"file":   {},
	} {
		if err := r.Register(scheme, rule); err != nil {
			t.Fatal(err)
		}
	}
	user := Comparer{Level: LevelSchemeBased, Schemes: r}
	empty := Comparer{Level: LevelSchemeBased, Schemes: new(Schemes)}
	for _, c := range cases {
		x := MustParse(c.in)
		if got := user.Normalize(x).String(); got != c.user {
			t.Errorf("with the user's registry: Normalize(%q) = %q, want %q", c.in, got, c.user)
		}
		if got := empty.Normalize(x).String(); got != c.empty {
			t.Errorf("with an empty registry: Normalize(%q) = %q, want %q", c.in, got, c.empty)
		}
	}
	checkBuiltin("after a user's registry")
}

// TestComparerLadder: a Comparer climbs the ladder only up to its Level,
// the zero one is ==, and EquivalenceLevel's boolean is Equal.
func TestComparerLadder(t *testing.T) {
	a, b := MustParse("HTTP://a"), MustParse("http://a:80/")
	trailing := func(x IRI) IRI { return MustParse(strings.TrimSuffix(x.String(), "x")) }
	for _, tt := range []struct {
		c     Comparer
		level Level
		ok    bool
		key   string
	}{
		{Comparer{}, LevelSimpleString, false, "HTTP://a"},
		{bySyntax, LevelSimpleString, false, "http://a"},
		{byScheme, LevelSchemeBased, true, "http://a/"},
		{Comparer{Level: LevelProtocolBased}, LevelSchemeBased, true, "http://a/"},
		{Comparer{Level: LevelProtocolBased, Protocol: trailing}, LevelSchemeBased, true, "http://a/"},
		{Comparer{Level: LevelSchemeBased, Protocol: trailing}, LevelSchemeBased, true, "http://a/"},
	} {
		if l, ok := tt.c.EquivalenceLevel(a, b); l != tt.level || ok != tt.ok {
			t.Errorf("%+v.EquivalenceLevel = %v, %v; want %v, %v", tt.c, l, ok, tt.level, tt.ok)
		}
		if eq := tt.c.Equal(a, b); eq != tt.ok {
			t.Errorf("%+v.Equal = %v, want %v", tt.c, eq, tt.ok)
		}
		if k := tt.c.Key(a); k != tt.key {
			t.Errorf("%+v.Key = %q, want %q", tt.c, k, tt.key)
		}
	}
	// Equal IRIs are equal on the lowest rung, whatever the Level.
	if l, ok := (Comparer{}).EquivalenceLevel(a, a); l != LevelSimpleString || !ok {
		t.Errorf("zero Comparer, same IRI: %v, %v", l, ok)
	}
	// The Protocol function runs only at LevelProtocolBased.
	x, y := MustParse("http://a/px"), MustParse("http://a/p")
	withHook := Comparer{Level: LevelSchemeBased, Protocol: trailing}
	if withHook.Equal(x, y) || withHook.Normalize(x) != x {
		t.Error("Protocol applied below LevelProtocolBased")
	}
	withHook.Level = LevelProtocolBased
	if l, ok := withHook.EquivalenceLevel(x, y); !ok || l != LevelProtocolBased || withHook.Key(x) != "http://a/p" {
		t.Errorf("Protocol at LevelProtocolBased: %v, %v, key %q", l, ok, withHook.Key(x))
	}
}
