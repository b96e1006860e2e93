package iri

import (
	"errors"
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/corpus"
)

const (
	relShorter = "ours is shorter and resolves to the target (RFC 3986 §5.2.2, §5.2.3); oxiri does not try a relative path here"
	relOther   = "RFC 3986 §4.2, §5.2.2: a network-path reference, or the target itself when the schemes differ, resolves to the target; Jena's relativize declines instead"
)

func init() {
	for k, v := range map[string]string{
		"oxiri/relativize: http://example.com/ -> http://example.com//a":              relShorter,
		"oxiri/relativize: urn: -> urn:isbn:foo":                                      relShorter,
		"oxiri/relativize: x:02 -> x:":                                                relShorter,
		"oxiri/relativize: x:?foo -> x:":                                              relShorter,
		"oxiri/relativize: t:o/ -> t:o//":                                             relShorter,
		"jena-iri3986/relativize_variants: https://example/dir -> http://example/dir": relOther,
		"jena-iri3986/relativize_variants: http://example/a -> http://other/a":        relOther,
		"jena-iri3986/relativize_variants: http: -> http://other/a":                   relOther,
		"jena-iri3986/relativize_variants: http:// -> http://other/a":                 relOther,
		"jena-iri3986/relativize_variants: http: -> https://other/a":                  relOther,
		"jena-iri3986/relativize_variants: http:// -> https://other/a":                relOther,
	} {
		knownDifferences[k] = v
	}
}

// checkRelativize asserts that base.Relativize(target) round-trips, and
// compares it with a suite's answer: ours must be that answer, or a
// listed difference where ours is shorter and still resolves to target.
func checkRelativize(t *testing.T, key, base, target string, want *string) {
	t.Helper()
	b, tg := MustParse(base), MustParse(target)
	r, ok := b.Relativize(tg)
	if ok {
		if got, err := b.Resolve(r); err != nil || got != tg {
			t.Errorf("%s: Relativize gave %q, which resolves to %q, %v", key, r, got, err)
			return
		}
	}
	if reason, listed := knownDifference(key); listed {
		if want != nil && ok && r.String() == *want {
			t.Errorf("%s: listed (%s) but agrees", key, reason)
		}
		if reason == relShorter && (!ok || want == nil || len(r.String()) >= len(*want)) {
			t.Errorf("%s: listed as shorter, but got %q, %v against %v", key, r, ok, want)
		}
		return
	}
	switch {
	case want == nil && ok:
		t.Errorf("%s: got %q, want failure", key, r)
	case want != nil && !ok:
		t.Errorf("%s: failed, want %q", key, *want)
	case want != nil && r.String() != *want:
		t.Errorf("%s: got %q, want %q", key, r, *want)
	}
}

func TestRelativizeOxiri(t *testing.T) {
	n := 0
	for _, c := range readOxiri(t) {
		if c.Group == "relativize" || c.Group == "relativize_fails" {
			n++
			checkRelativize(t, "oxiri/"+c.Group+": "+c.Base+" -> "+c.Input, c.Base, c.Input, c.Expected)
		}
	}
	if n != 53 {
		t.Errorf("%d cases, want 53", n)
	}
}

func TestRelativizeJena(t *testing.T) {
	var suite struct {
		Paths []struct {
			Test, Input string
			BaseIRI     string `json:"base_iri"`
			Expected    *string
		} `json:"relativize_paths"`
		Variants []struct {
			Test, Input, Algorithm string
			BaseIRI                string `json:"base_iri"`
			Expected               *string
		} `json:"relativize_variants"`
	}
	readSuite(t, "jena-iri3986/jena-iri3986-cases.json", &suite)
	for _, c := range suite.Paths {
		checkRelativize(t, "jena-iri3986/relativize_paths: "+c.BaseIRI+" -> "+c.Input, c.BaseIRI, c.Input, c.Expected)
	}
	algs := map[string]int{}
	for _, c := range suite.Variants {
		algs[c.Algorithm]++
		if c.Algorithm == "AlgResolveIRI::relativize" {
			checkRelativize(t, "jena-iri3986/relativize_variants: "+c.BaseIRI+" -> "+c.Input, c.BaseIRI, c.Input, c.Expected)
		}
	}
	if len(suite.Paths) != 64 || algs["AlgResolveIRI::relativize"] != 68 {
		t.Errorf("%d relativize_paths, %v variants; want 64 and 68 AlgResolveIRI::relativize", len(suite.Paths), algs)
	}
}

// corpusBases are the bases the corpus lines are resolved against and
// relativized to: deep and shallow paths, a query, no authority, an
// empty path, a path with dot segments of its own.
var corpusBases = []string{
	"http://a/b/c/d;p?q",
	"https://example.org/",
	"http://例え.jp/dir/sub/file?x#y",
	"urn:isbn:0451450523",
	"file:///home/user/docs/",
	"http://a",
	"http://a/b/./c/../d",
	"tag:example.org,2026:a/b",
}

// checkResolveProperties resolves ref against each corpus base and checks
// the result, then relativizes the result back and checks the round trip.
func checkResolveProperties(tb testing.TB, ref IRI) {
	for _, bs := range corpusBases {
		base := MustParse(bs)
		got, err := base.Resolve(ref)
		if err != nil {
			tb.Fatalf("%q + %q: %v", base, ref, err)
		}
		checkResolved(tb, base, got)
		r, ok := base.Relativize(got)
		if !ok {
			// Every resolution result is reachable: its path has no
			// dot segments, or it is the base's own path.
			tb.Fatalf("%q: Relativize(%q) failed for a resolution result", base, got)
		}
		checkBuilt(tb, r) // its offsets are those its text parses to
		back, err := base.Resolve(r)
		if err != nil || back != got {
			tb.Fatalf("%q: Relativize(%q) = %q, which resolves to %q", base, got, r, back)
		}
	}
	// The target itself relativizes against itself to "" or its fragment.
	if ref.IsAbsolute() && !hasDotSegment(ref.Path()) {
		r, ok := ref.Relativize(ref)
		checkBuilt(tb, r)
		if f, _ := ref.Fragment(); !ok || (r.String() != "" && r.String() != "#"+f) {
			tb.Fatalf("%q relativized against itself: %q, %v", ref, r, ok)
		}
	}
}

func TestResolveCorpus(t *testing.T) {
	lines := readLines(t, "corpus-iri.txt")
	for _, s := range lines {
		if ref, err := Parse(s); err == nil {
			checkResolveProperties(t, ref)
		}
	}
}

func TestResolveSuiteProperties(t *testing.T) {
	for _, s := range suiteStrings(t) {
		if ref, err := Parse(s); err == nil {
			checkResolveProperties(t, ref)
		}
	}
}

func FuzzResolve(f *testing.F) {
	for _, s := range suiteStrings(f) {
		f.Add(s, "http://a/b/c/d;p?q")
	}
	f.Add(".///C:::", "x:")
	f.Add("../../..//a", "s:/b/c")
	f.Fuzz(func(t *testing.T, ref, base string) {
		b, err := Parse(base)
		if err != nil {
			return
		}
		r, err := Parse(ref)
		if err != nil {
			if _, err2 := resolveString(b, ref); err2 == nil {
				t.Fatalf("resolveString accepted %q, which does not parse", ref)
			}
			return
		}
		got, err := b.Resolve(r)
		if !b.IsAbsolute() {
			if !errors.Is(err, ErrRelativeBase) {
				t.Fatalf("relative base %q: %v", b, err)
			}
			return
		}
		if err != nil {
			t.Fatalf("%q + %q: %v", b, r, err)
		}
		checkResolved(t, b, got)
		if want := resolveByTheBook(b, r, false); got.String() != want {
			t.Fatalf("%q + %q = %q, by the book %q", b, r, got, want)
		}
		if appended, _ := b.AppendResolve([]byte("<"), r); string(appended) != "<"+got.String() {
			t.Fatalf("%q + %q: AppendResolve gives %q, Resolve %q", b, r, appended, got)
		}
		if got2, _ := b.ResolveNonStrict(r); !got2.IsAbsolute() {
			t.Fatalf("non-strict %q + %q = %q", b, r, got2)
		}
		// Relativize round-trips for the result and for the reference
		// taken as a target.
		for _, target := range []IRI{got, r} {
			if rel, ok := b.Relativize(target); ok {
				checkBuilt(t, rel)
				if back, err := b.Resolve(rel); err != nil || back != target {
					t.Fatalf("%q: Relativize(%q) = %q resolves to %q", b, target, rel, back)
				}
			} else if target == got {
				t.Fatalf("%q: Relativize(%q) failed for a resolution result", b, got)
			}
		}
	})
}

// TestRelativizeShortest checks by brute force that Relativize gives a
// shortest reference: against each base, every string of up to five
// characters over a small alphabet that parses is resolved, and for each
// target so reached, Relativize must give a reference that resolves to
// it and is no longer than the shortest string that did. The bases have
// dot segments (which resolution removes after merging, RFC 3986 §5.2.2,
// §5.2.4) and have not.
func TestRelativizeShortest(t *testing.T) {
	for _, c := range [][3]string{
		{"http://h/a/./b", "http://h/a/c", "c"},
		{"http://h/a/b/../c", "http://h/a/d", "d"},
		{"http://h/a/../../b", "http://h/c", "c"},
		{"http://h/a/b/..", "http://h/a/b/c", "c"}, // merging drops the ".."
		{"a:./b/c", "a:b/d", "d"},
		{"a:/b/..//c", "a:/.//x", "x"},
		{"http://h/a//b", "http://h//c", "/.//c"},
	} {
		r, ok := MustParse(c[0]).Relativize(MustParse(c[1]))
		if !ok || r.String() != c[2] {
			t.Errorf("%q: Relativize(%q) = %q, %v; want %q", c[0], c[1], r, ok, c[2])
		}
	}
	bases := []string{
		"http://h/a/./b", "http://h/a/b/../c", "http://h/a/b", "http://h/",
		"http://h", "http://h/a/b?q", "http://h/a/b?q#f", "http://h/a/.",
		"http://h/a/..", "http://h/a/b/.", "http://h/a/b/..", "http://h/./a/b",
		"http://h/a/../../b", "http://h/a//b", "a:b/c", "a:b/c?q", "a:b/../c",
		"a:./b/c", "a:/b/./c", "a:/./b", "a:/.//b/c", "a:/b/..//c", "a:", "a:.",
		"a:..", "a:b/.",
	}
	var refs []string
	corpus.Concatenations(strings.Split("ac./?#b:", ""), 5, func(s string) { refs = append(refs, s) })
	for _, bs := range bases {
		base := MustParse(bs)
		shortest := map[IRI]string{}
		for _, s := range refs {
			r, err := Parse(s)
			if err != nil {
				continue
			}
			got, err := base.Resolve(r)
			if err != nil {
				t.Fatalf("%q + %q: %v", bs, s, err)
			}
			if old, ok := shortest[got]; !ok || len(s) < len(old) {
				shortest[got] = s
			}
		}
		bad := 0
		for target, want := range shortest {
			r, ok := base.Relativize(target)
			if !ok {
				t.Errorf("%q: Relativize(%q) failed; %q resolves to it", bs, target, want)
			} else if back, _ := base.Resolve(r); back != target {
				t.Errorf("%q: Relativize(%q) = %q, which resolves to %q", bs, target, r, back)
			} else if len(r.String()) > len(want) {
				t.Errorf("%q: Relativize(%q) = %q; %q is shorter", bs, target, r, want)
			} else {
				continue
			}
			if bad++; bad == 5 {
				break
			}
		}
		if len(shortest) < 100 {
			t.Errorf("%q: only %d targets", bs, len(shortest))
		}
	}
}
