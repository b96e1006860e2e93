package ecmascript_test

import (
	"errors"
	"testing"
	"time"

	"github.com/go-iri/iri/internal/corpus"
	"github.com/go-iri/iri/urlpattern"
	"github.com/go-iri/iri/urlpattern/ecmascript"
)

// TestWhatRE2CannotRun: each construct GoEngine rejects because RE2 cannot
// run it, a lookaround, a backreference or the modifier s, compiles with
// the ECMAScript engine, and matches as ECMAScript has it.
func TestWhatRE2CannotRun(t *testing.T) {
	for _, c := range []struct {
		pattern   string
		construct string // what GoEngine names
		input     string
		match     bool
		groups    map[string]urlpattern.Group // of the pathname, if matched
	}{
		{`/:id((?=\d)\w+)`, "a lookahead (?=", "/1a", true, map[string]urlpattern.Group{"id": {Value: "1a", Matched: true}}},
		{`/:id((?=\d)\w+)`, "a lookahead (?=", "/a1", false, nil},
		{`/:page((?!draft-)[^\/]+)`, "a negative lookahead (?!", "/draft-1", false, nil},
		{`/:page((?!draft-)[^\/]+)`, "a negative lookahead (?!", "/drafts", true, map[string]urlpattern.Group{"page": {Value: "drafts", Matched: true}}},
		{`/x/*((?<=\.)png)`, "a lookbehind (?<=", "/x/a.png", true, map[string]urlpattern.Group{"0": {Value: "a.", Matched: true}, "1": {Value: "png", Matched: true}}},
		{`/x/*((?<=\.)png)`, "a lookbehind (?<=", "/x/apng", false, nil},
		{`/:f(\w+(?<!\.bak))`, "a negative lookbehind (?<!", "/a", true, map[string]urlpattern.Group{"f": {Value: "a", Matched: true}}},
		{`/:a([a-z]+)/(\1)`, "a backreference \\1", "/go/go", true, map[string]urlpattern.Group{"a": {Value: "go", Matched: true}, "0": {Value: "go", Matched: true}}},
		{`/:a([a-z]+)/(\1)`, "a backreference \\1", "/go/og", false, nil},
		{`/((?<w>[a-z]+)-\k<w>)`, "a named backreference \\k", "/ab-ab", true, map[string]urlpattern.Group{"0": {Value: "ab-ab", Matched: true}}},
		{`/((?<w>[a-z]+)-\k<w>)`, "a named backreference \\k", "/ab-ba", false, nil},
		{`/((?s:.)+)`, "the modifier s (dotAll), which GoEngine does not run,", "/a", true, map[string]urlpattern.Group{"0": {Value: "a", Matched: true}}},
	} {
		_, err := urlpattern.New(c.pattern, "https://h", urlpattern.Options{})
		var re *urlpattern.RegexpError
		if !errors.As(err, &re) || re.Construct != c.construct {
			t.Errorf("%s with GoEngine: %v, want an error naming %s", c.pattern, err, c.construct)
		}
		p, err := urlpattern.New(c.pattern, "https://h", urlpattern.Options{Engine: ecmascript.Engine{}})
		if err != nil {
			t.Errorf("%s: %v", c.pattern, err)
			continue
		}
		r, ok := p.Exec("https://h"+c.input, "")
		if ok != c.match || ok != p.Test("https://h"+c.input, "") {
			t.Errorf("%s on %s: %v, want %v", c.pattern, c.input, ok, c.match)
			continue
		}
		if ok && !equal(r.Pathname.Groups, c.groups) {
			t.Errorf("%s on %s: groups %v, want %v", c.pattern, c.input, r.Pathname.Groups, c.groups)
		}
	}
}

func equal(a, b map[string]urlpattern.Group) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || v != w {
			return false
		}
	}
	return true
}

// TestRegexp: the engine's expressions as ECMAScript runs them: "$" is
// the end of the input, not before a last newline; a group that did not
// take part is not matched, one that matched "" is; an expression the
// "v" flag rejects is a *RegexpError.
func TestRegexp(t *testing.T) {
	e := ecmascript.Engine{}
	re, err := e.Compile(`^a$`, false)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := re.Exec("a\n"); ok {
		t.Error(`^a$ matches "a\n"`)
	}
	re, err = e.Compile(`^(x)?(y?)$`, false)
	if err != nil {
		t.Fatal(err)
	}
	if g, ok := re.Exec(""); !ok || len(g) != 2 || g[0].Matched || !g[1].Matched || g[1].Value != "" {
		t.Errorf(`^(x)?(y?)$ on "": %v %v`, g, ok)
	}
	re, err = e.Compile(`^[A-Z]$`, true) // the "i" flag with "u": the Kelvin sign folds to k
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := re.Exec("\u212a"); !ok {
		t.Error(`^[A-Z]$ ignoring case does not match U+212A`)
	}
	for _, expr := range []string{`^\m$`, `^[a-]$`, `^[(]$`, `^a{$`} {
		var re *urlpattern.RegexpError
		if _, err := e.Compile(expr, false); !errors.As(err, &re) {
			t.Errorf("%s: %v, want a *RegexpError", expr, err)
		}
	}
}

// TestMatchTimeout: a match that backtracks for longer than MatchTimeout
// is no match, and returns.
func TestMatchTimeout(t *testing.T) {
	p, err := urlpattern.New(`/((?:a|aa)+b)`, "https://h", urlpattern.Options{Engine: ecmascript.Engine{MatchTimeout: 10 * time.Millisecond}})
	if err != nil {
		t.Fatal(err)
	}
	long := "https://h/"
	for range 60 {
		long += "a"
	}
	start := time.Now()
	if p.Test(long, "") {
		t.Error("matched")
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("took %v", d)
	}
}

// TestAgreesWithGoEngine: on the first lines of a shared corpus, patterns
// both engines run match the same lines with the same groups.
func TestAgreesWithGoEngine(t *testing.T) {
	lines := corpus.Lines(t, "corpus-ascii.txt")
	lines = lines[:min(len(lines), 3000)]
	for _, s := range []string{"http{s}?://*/:first/*", "https://*.:domain(com|org|net)/*", "*://*/*.:ext(html?|png|jpe?g)", "http{s}?://{:sub.}?:host.:tld/:a?/:b([0-9]+)?"} {
		var ps [2]*urlpattern.Pattern
		for i, e := range []urlpattern.Engine{urlpattern.GoEngine{}, ecmascript.Engine{}} {
			p, err := urlpattern.New(s, "", urlpattern.Options{Engine: e})
			if err != nil {
				t.Fatal(err)
			}
			ps[i] = p
		}
		n := 0
		for _, line := range lines {
			r, ok := ps[0].Exec(line, "")
			r2, ok2 := ps[1].Exec(line, "")
			if ok != ok2 || ok && (!equal(r.Hostname.Groups, r2.Hostname.Groups) || !equal(r.Pathname.Groups, r2.Pathname.Groups)) {
				t.Errorf("%s on %s: %v %v with GoEngine, %v %v", s, line, ok, r.Pathname.Groups, ok2, r2.Pathname.Groups)
			}
			if ok {
				n++
			}
		}
		t.Logf("%s: %d of %d lines match", s, n, len(lines))
	}
}
