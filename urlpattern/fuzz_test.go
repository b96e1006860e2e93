package urlpattern

import (
	"testing"
)

// FuzzURLPattern: no pattern string, component pattern, base or input
// (invalid UTF-8 included) makes the constructors, the matchers,
// CompareComponent or Generate panic, Test agrees with Exec, and each
// component's pattern matches what Generate gives for it.
func FuzzURLPattern(f *testing.F) {
	for _, s := range [][3]string{
		{"https://*.example.com/books/:id", "", "https://a.example.com/books/1"},
		{"/:a(\\d+)?/*", "https://example.com", "/12/x?y#z"},
		{"http{s}?://{:sub.}?h:(80|443)/{a}+/(b|c)*", "", "http://x.h:80/aa/b"},
		{"data\\:foo", "", "data:foo"},
		{"https://[::1]:8080/(?=x)", "", "https://[::1]:8080/x"},
		{"/([[a-z]--a])", "https://h", "/z"},
		{"\xff:\xfe(\xfd)", "\xff", "\xff"},
		{"?q=:x#h", "https://h/p", "?q=1#h"},
		{"https://:id.example.com/books/:id", "", "42"}, // Generate gives "/books/42"
	} {
		f.Add(s[0], s[1], s[2], false)
	}
	f.Fuzz(func(t *testing.T, pattern, base, input string, ignoreCase bool) {
		opts := Options{IgnoreCase: ignoreCase}
		var ps []*Pattern
		if p, err := New(pattern, base, opts); err == nil {
			ps = append(ps, p)
		}
		comps := [...]*string{&pattern, &base, &input}
		if p, err := FromInit(Init{Pathname: comps[0], Hostname: comps[1], Search: comps[2]}, opts); err == nil {
			ps = append(ps, p)
		}
		if p, err := FromInit(Init{Protocol: comps[2], Port: comps[1], Hash: comps[0], BaseURL: comps[1]}, opts); err == nil {
			ps = append(ps, p)
		}
		for _, p := range ps {
			if _, ok := p.Exec(input, base); ok != p.Test(input, base) {
				t.Fatalf("Test and Exec disagree on %q %q", input, base)
			}
			in := Init{Pathname: &input, Hostname: &base, BaseURL: &pattern}
			if _, ok := p.ExecInit(in); ok != p.TestInit(in) {
				t.Fatalf("TestInit and ExecInit disagree")
			}
			for i, c := range componentNames {
				// What Generate writes, the component's pattern matches
				// (by the expression and by the matcher without it).
				if gen, err := p.Generate(c, map[string]string{"0": input, "id": input}); err == nil {
					if _, ok := p.c[i].re.Exec(gen); !ok || !p.c[i].matches(gen) {
						t.Fatalf("%s %q does not match what Generate gives for it, %q", c, p.c[i].pattern, gen)
					}
				}
				CompareComponent(c, p, ps[0])
			}
		}
	})
}
