package bench

import (
	"slices"
	"testing"

	"github.com/go-iri/iri/internal/suites"
	"github.com/go-iri/iri/template"
	stduritemplate "github.com/std-uritemplate/std-uritemplate/go/v2"
	"github.com/yosida95/uritemplate/v3"
)

// A templateCase is a spec example of uritemplate-test
// (spec-examples.json, RFC 6570's examples by level), with its variables
// in the form of each package, and the expansions the suite accepts.
type templateCase struct {
	template string
	expect   []string
	ours     template.Vars
	yosida   uritemplate.Values
	std      stduritemplate.Substitutions
}

// templateCases reads the 64 spec examples.
func templateCases(tb testing.TB) []templateCase {
	tb.Helper()
	var cases []templateCase
	for _, sc := range suites.TemplateCases(tb, "spec-examples.json", 64) {
		vars, err := template.VarsFromJSON(sc.Variables)
		if err != nil {
			tb.Fatal(err)
		}
		c := templateCase{template: sc.Template, expect: sc.Expect, ours: vars,
			yosida: uritemplate.Values{}, std: stduritemplate.Substitutions{}}
		for name, v := range vars {
			switch v := v.(type) {
			case string:
				c.yosida.Set(name, uritemplate.String(v))
				c.std[name] = v
			case []string:
				c.yosida.Set(name, uritemplate.List(v...))
				c.std[name] = v
			case []template.Pair:
				var kv []string
				m := map[string]string{}
				for _, p := range v {
					kv = append(kv, p.Key, p.Value)
					m[p.Key] = p.Value
				}
				c.yosida.Set(name, uritemplate.KV(kv...))
				c.std[name] = m
			}
		}
		cases = append(cases, c)
	}
	return cases
}

// TestTemplatePeers wants every package to expand every spec example as
// the suite accepts, so that the benchmark compares like with like; a
// case a peer gets wrong is named, and left out of its benchmark.
func TestTemplatePeers(t *testing.T) {
	for _, c := range templateCases(t) {
		ours, err := template.MustParse(c.template).Expand(c.ours)
		if err != nil || !slices.Contains(c.expect, ours) {
			t.Errorf("iri/template: %s = %q, %v; want %q", c.template, ours, err, c.expect)
		}
		if got, ok := yosidaExpand(c); !ok {
			t.Logf("yosida95/uritemplate: %s = %q; the suite wants %q", c.template, got, c.expect)
		}
		if got, ok := stdExpand(c); !ok {
			t.Logf("std-uritemplate: %s = %q; the suite wants %q", c.template, got, c.expect)
		}
	}
}

func yosidaExpand(c templateCase) (string, bool) {
	tmpl, err := uritemplate.New(c.template)
	if err != nil {
		return err.Error(), false
	}
	got, err := tmpl.Expand(c.yosida)
	return got, err == nil && slices.Contains(c.expect, got)
}

func stdExpand(c templateCase) (string, bool) {
	got, err := stduritemplate.Expand(c.template, c.std)
	return got, err == nil && slices.Contains(c.expect, got)
}

// BenchmarkTemplates expands the spec examples with each package, one
// example per operation (ns/op is the cost of an expansion), over the
// examples every package gets right: a template parsed once and expanded
// (expand), and parsed for each expansion (parse+expand), as
// std-uritemplate always does.
func BenchmarkTemplates(b *testing.B) {
	var cases []templateCase
	for _, c := range templateCases(b) {
		if _, ok := yosidaExpand(c); !ok {
			continue
		}
		if _, ok := stdExpand(c); !ok {
			continue
		}
		cases = append(cases, c)
	}
	b.Logf("%d of the 64 spec examples, which every package expands as the suite says", len(cases))
	ours := make([]template.Template, len(cases))
	theirs := make([]*uritemplate.Template, len(cases))
	for i, c := range cases {
		ours[i] = template.MustParse(c.template)
		theirs[i] = uritemplate.MustNew(c.template)
	}
	each := func(b *testing.B, f func(i int)) {
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			f(i)
			if i++; i == len(cases) {
				i = 0
			}
		}
	}
	buf := make([]byte, 0, 256)
	b.Run("iri/expand", func(b *testing.B) {
		each(b, func(i int) { buf, _ = ours[i].AppendExpand(buf[:0], cases[i].ours) })
	})
	b.Run("iri/expand-string", func(b *testing.B) {
		each(b, func(i int) { _, _ = ours[i].Expand(cases[i].ours) })
	})
	b.Run("yosida95/expand", func(b *testing.B) {
		each(b, func(i int) { _, _ = theirs[i].Expand(cases[i].yosida) })
	})
	b.Run("iri/parse+expand", func(b *testing.B) {
		each(b, func(i int) {
			t, _ := template.Parse(cases[i].template)
			buf, _ = t.AppendExpand(buf[:0], cases[i].ours)
		})
	})
	b.Run("yosida95/parse+expand", func(b *testing.B) {
		each(b, func(i int) {
			t, _ := uritemplate.New(cases[i].template)
			_, _ = t.Expand(cases[i].yosida)
		})
	})
	b.Run("std-uritemplate/parse+expand", func(b *testing.B) {
		each(b, func(i int) { _, _ = stduritemplate.Expand(cases[i].template, cases[i].std) })
	})
}
