package iribeam

import (
	"encoding/json"
	"testing"
	"unicode/utf8"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/canon"
	"github.com/go-iri/iri/display"
	"golang.org/x/text/encoding/japanese"
)

// FuzzDoFns runs the DoFns of every transform on one line, as a worker
// does, and checks what they write: never a panic, one JSON object for
// each line with the line as its "input", a verdict that agrees with the
// report, a Dedupe key that is its own key, groups and summaries that
// merge alike in any order, a key by every canon profile (or an error),
// and one row of columns of the line or one error, which ColumnsJSON
// writes alike. (A pipeline per input would be too slow to
// fuzz; the tests run the transforms whole.)
func FuzzDoFns(f *testing.F) {
	for _, s := range []string{"", "http://a/b c", "HTTP://Example.ORG:80/a/./b/../%7e", "http://例え.jp/",
		"\xff", "http://a/\x00", "<http://a/> <b> \"c\" .", "see <http://a/ b> or http://c/d.", "mailto:A@B.C", "http://[::1",
		"http://www.a.co.uk:80/?", "filedesc://x", "http://a:99999/", "https://1.2.3.4./\xff?\xfe", "dns:a.b", "http://\xff.com/"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		toURI := &toURIFn{M: portableMapper("ToURI", iri.Mapper{IDNA: iri.IDNAUTS46, QueryEncoding: japanese.ShiftJIS})}
		toIRI := &toIRIFn{M: portableMapper("ToIRI", iri.Mapper{IDNA: iri.IDNAUTS46})}
		toIRINever := &toIRIFn{H: display.Hosts{Unicode: display.UnicodeNever}}
		for _, fn := range []interface{ Setup() error }{toURI, toIRI, toIRINever} {
			if err := fn.Setup(); err != nil {
				t.Fatal(err)
			}
		}
		for _, fn := range []interface{ ProcessElement(string) string }{
			&normalizeFn{comparer{Level: iri.LevelSchemeBased, Characters: iri.FormNFKC}}, toURI, toIRI, toIRINever,
		} {
			requireInput(t, fn.ProcessElement(line), line)
		}

		for _, p := range canonTestProfiles() {
			f := &canonFn{P: p}
			f.Setup()
			requireInput(t, f.ProcessElement(line), line)
		}
		fuzzColumns(t, line)

		var report string
		var v verdict
		cf := &checkFn{Ignore: []string{"bidi/"}, Protect: []string{"example.org", "paypal.com"}, ProtectPaths: true}
		cf.Setup()
		cf.ProcessElement(line, func(s string) { report = s }, func(x verdict) { v = x })
		r := requireInput(t, report, line)
		if v.Lines != 1 || v.Invalid == r.Valid || len(v.Codes) != len(r.Violations) {
			t.Errorf("verdict %+v for the report %s", v, report)
		}

		var key, bad string
		c := comparer{Level: iri.LevelSchemeBased}
		(&keyFn{c}).ProcessElement(line, func(k, l string) { key = k }, func(s string) { bad = s })
		if x, err := iri.Parse(line); err != nil {
			requireInput(t, bad, line)
		} else if key != c.Comparer().Key(x) || key != c.Comparer().Key(iri.MustParse(key)) {
			t.Errorf("Dedupe's key of %q is %q, not its own key", line, key)
		}

		for _, ntriples := range []bool{false, true} {
			(&extractFn{NTriples: ntriples}).ProcessElement(line, func(s string) {
				if !json.Valid([]byte(s)) {
					t.Errorf("extract wrote %q", s)
				}
			})
		}

		g := (*groupFn)(nil)
		a, b := g.AddInput(group{}, line), g.AddInput(g.AddInput(group{}, "m"), "")
		if ab, ba := g.MergeAccumulators(a, b), g.MergeAccumulators(b, a); ab != ba || ab.Count != 3 || ab.IRI != min(line, "") {
			t.Errorf("groups merge as %+v and %+v", ab, ba)
		}
		sf := (*summaryFn)(nil)
		one := sf.AddInput(sf.CreateAccumulator(), v)
		two := sf.MergeAccumulators(sf.AddInput(sf.CreateAccumulator(), v), one)
		if two.Lines != 2 || two.Valid+two.Invalid != 2 || len(two.Codes) > len(v.Codes) {
			t.Errorf("the summary of the same line twice: %+v", two)
		}
	})
}

// requireInput requires out to be one JSON object whose "input" is line
// (as JSON writes it: bytes that are not UTF-8 as U+FFFD), and returns
// the report it holds, if it is one.
func requireInput(t *testing.T, out, line string) (r struct {
	Input      string
	Valid      bool
	Violations []json.RawMessage
}) {
	t.Helper()
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%q: not JSON: %v", out, err)
	}
	if r.Input != line && utf8.ValidString(line) {
		t.Errorf("%q: the input is %q", out, line)
	}
	return r
}

// canonTestProfiles are every profile, and surt with every option.
func canonTestProfiles() []CanonProfile {
	var ps []CanonProfile
	for _, name := range CanonProfileNames() {
		ps = append(ps, CanonProfile{Name: name})
	}
	return append(ps, CanonProfile{SURT: canon.SURT{WithScheme: true, TrailingComma: true, KeepIPOrder: true,
		Uncanonicalized: true, IA: canon.IA{KeepWWW: true, KeepQueryOrder: true}}})
}

// fuzzColumns requires Columns to write one row of line, whose url is
// line, or one error with line as its input, and ColumnsJSON the same
// as JSON.
func fuzzColumns(t *testing.T, line string) {
	t.Helper()
	var rows []canon.Columns
	var bad []string
	(&columnsFn{}).ProcessElement(line, func(c canon.Columns) { rows = append(rows, c) }, func(s string) { bad = append(bad, s) })
	asJSON := columnsJSON(line)
	switch {
	case len(rows)+len(bad) != 1:
		t.Fatalf("Columns wrote %d rows and %d errors for one line", len(rows), len(bad))
	case len(bad) == 1:
		requireInput(t, bad[0], line)
		if asJSON != bad[0] {
			t.Errorf("ColumnsJSON wrote %s, Columns the error %s", asJSON, bad[0])
		}
	case rows[0].URL != line:
		t.Errorf("the row of %q has the url %q", line, rows[0].URL)
	case asJSON != jsonLine(rows[0]):
		t.Errorf("ColumnsJSON wrote %s for the row %+v", asJSON, rows[0])
	}
}
