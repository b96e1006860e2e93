package iri

import (
	"errors"
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/corpus"
	"github.com/go-iri/iri/internal/suites"
)

func readLines(tb testing.TB, name string) []string {
	tb.Helper()
	return corpus.Lines(tb, name)
}

// suiteStrings returns the strings of the suites (see
// suites.Strings): the inputs the properties are checked on, and the
// fuzzers' seeds.
func suiteStrings(tb testing.TB) []string {
	tb.Helper()
	return suites.Strings(tb)
}

// checkParse asserts the invariants of Parse on any input s: a valid
// reference round-trips and its components concatenate back to s; an
// invalid one gets an *Error that points inside s.
func checkParse(tb testing.TB, s string) (IRI, error) {
	tb.Helper()
	x, err := Parse(s)
	if err != nil {
		checkError(tb, s, err)
		for _, parse := range []func(string) (IRI, error){ParseIRI, ParseAbsolute, ParseRelative} {
			if _, err := parse(s); err == nil {
				tb.Fatalf("%q: Parse fails but a narrower production accepts it", s)
			}
		}
		return x, err
	}
	if x.String() != s {
		tb.Fatalf("%q: String() = %q", s, x.String())
	}
	if got := reassemble(x); got != s {
		tb.Fatalf("%q: components reassemble to %q", s, got)
	}
	// The narrower productions accept exactly their part of IRI-reference,
	// and give the same value.
	narrow := []struct {
		parse func(string) (IRI, error)
		ok    bool
	}{
		{ParseIRI, x.IsAbsolute()},
		{ParseAbsolute, x.IsAbsolute() && !x.fragmentPresent()},
		{ParseRelative, !x.IsAbsolute()},
	}
	for i, n := range narrow {
		y, err := n.parse(s)
		if (err == nil) != n.ok || err == nil && y != x {
			tb.Fatalf("%q: production %d: got %#v, %v; want ok=%v", s, i, y, err, n.ok)
		}
		if err != nil {
			checkError(tb, s, err)
		}
	}
	var y IRI
	if text, _ := x.MarshalText(); y.UnmarshalText(text) != nil || y != x {
		tb.Fatalf("%q: text round trip gives %#v", s, y)
	}
	return x, nil
}

// reassemble writes the reference back from its components, as RFC 3986
// §5.3 recomposes one.
func reassemble(x IRI) string {
	var b strings.Builder
	if x.IsAbsolute() {
		b.WriteString(x.Scheme() + ":")
	}
	if a, ok := x.Authority(); ok {
		var auth string
		if u, ok := x.Userinfo(); ok {
			auth = u + "@"
		}
		auth += x.Host()
		if p, ok := x.Port(); ok {
			auth += ":" + p
		}
		if auth != a {
			return "authority " + a + " != " + auth
		}
		b.WriteString("//" + auth)
	}
	b.WriteString(x.Path())
	if q, ok := x.Query(); ok {
		b.WriteString("?" + q)
	}
	if f, ok := x.Fragment(); ok {
		b.WriteString("#" + f)
	}
	return b.String()
}

var causes = []error{ErrInvalidCharacter, ErrInvalidUTF8, ErrBidiFormatting, ErrPrivateUse,
	ErrPercentEncoding, ErrColonInFirstSegment, ErrInvalidIPv6, ErrInvalidIPvFuture,
	ErrInvalidPort, ErrMissingScheme, ErrUnexpectedScheme, ErrUnexpectedFragment, ErrTooLong}

func checkError(tb testing.TB, s string, err error) {
	tb.Helper()
	var e *Error
	if !errors.As(err, &e) {
		tb.Fatalf("%q: error %v is a %T, not an *Error", s, err, err)
	}
	if e.Input != s || e.Offset < 0 || e.Offset > len(s) {
		tb.Fatalf("%q: error input %q offset %d", s, e.Input, e.Offset)
	}
	known := false
	for _, c := range causes {
		known = known || errors.Is(err, c)
	}
	if !known {
		tb.Fatalf("%q: error %v has no known cause", s, err)
	}
	if msg := e.Error(); !strings.HasPrefix(msg, "iri: ") || !strings.Contains(msg, " at offset ") {
		tb.Fatalf("%q: message %q", s, msg)
	}
}

// TestParseInvariantsOnSuites holds Parse to its invariants (checkParse)
// on every string of the suites, and wants enough of them to mean
// something.
func TestParseInvariantsOnSuites(t *testing.T) {
	inputs := suiteStrings(t)
	valid := 0
	for _, s := range inputs {
		if _, err := checkParse(t, s); err == nil {
			valid++
		}
	}
	t.Logf("%d suite strings, %d valid IRI references", len(inputs), valid)
	if len(inputs) < 3000 {
		t.Errorf("only %d suite strings", len(inputs))
	}
}

// TestCorpus checks Parse against the labels of the shared corpus (valid
// IRI-reference per RFC 3987 §2.2 plus the §4.1 ban on bidi formatting
// characters), and the round-trip properties on every line.
func TestCorpus(t *testing.T) {
	lines := readLines(t, "corpus-iri.txt")
	labels := readLines(t, "corpus-iri.labels")
	if len(lines) != len(labels) {
		t.Fatalf("%d lines but %d labels", len(lines), len(labels))
	}
	wrong := 0
	for i, s := range lines {
		want := strings.HasPrefix(labels[i], "1")
		_, err := checkParse(t, s)
		if (err == nil) != want {
			wrong++
			if wrong <= 10 {
				t.Errorf("line %d %q (%s): valid = %v (%v)", i+1, s, labels[i], err == nil, err)
			}
		}
	}
	if wrong > 0 {
		t.Errorf("%d of %d lines disagree with their label", wrong, len(lines))
	}
}

// TestCorpusASCII checks that every line of the ASCII corpus, all valid
// RFC 3986 URIs, parses as an IRI.
func TestCorpusASCII(t *testing.T) {
	for i, s := range readLines(t, "corpus-ascii.txt") {
		if _, err := checkParse(t, s); err != nil {
			t.Errorf("line %d: %v", i+1, err)
		}
	}
}

func TestParseDoesNotAllocate(t *testing.T) {
	for _, s := range []string{
		"", "http://例え.jp/ä?q=ü#f", "//[2001:db8::1]:8080/a", "urn:isbn:0451450523",
		"../a/b?x#y", "http://user@[v7.a]/", "?\ue000",
	} {
		if n := testing.AllocsPerRun(100, func() { _, _ = Parse(s) }); n != 0 {
			t.Errorf("Parse(%q) allocates %v times", s, n)
		}
	}
	// Every valid suite string, and every 16th line of the corpora.
	onSuitesAndCorpora(t, func(t *testing.T, lines []string) {
		step := 1
		if len(lines) > 10000 {
			step = 16
		}
		for i := 0; i < len(lines); i += step {
			s := lines[i]
			if _, err := Parse(s); err != nil {
				continue
			}
			if n := testing.AllocsPerRun(1, func() { _, _ = Parse(s) }); n != 0 {
				t.Errorf("Parse(%q) allocates %v times", s, n)
			}
		}
	}, "corpus-iri.txt", "corpus-ascii.txt", "real/kasztp.txt")
}

func FuzzParse(f *testing.F) {
	for _, s := range suiteStrings(f) {
		f.Add(s)
	}
	f.Add("http://a/\xff")
	f.Add("//[::1.2.3.4]:")
	f.Fuzz(func(t *testing.T, s string) {
		checkParse(t, s)
	})
}

// onSuitesAndCorpora runs check on the suite strings, then on the lines
// of each corpus named, in a subtest named for it, which skips, saying so,
// where the corpus is not there or in -short mode (see corpus.Lines).
func onSuitesAndCorpora(t *testing.T, check func(t *testing.T, lines []string), corpora ...string) {
	t.Helper()
	check(t, suiteStrings(t))
	for _, name := range corpora {
		t.Run(name, func(t *testing.T) { check(t, readLines(t, name)) })
	}
}
