package main

import (
	"encoding/json"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/suites"
	"github.com/go-iri/iri/urlpattern"
)

// wptPatternCase is a case of WPT's urlpatterntestdata.json, as the
// command runs it.
type wptPatternCase struct {
	suites.URLPatternCase
	match map[string]json.RawMessage // ExpectedMatch, when it is an object
	// strict: the pattern is an init dictionary with a member that is
	// not one of its own, which the standard ignores and --init refuses.
	strict bool
}

// TestMatchURLSuiteThroughCLI drives iri match-url --json with the cases
// of WPT's urlpatterntestdata.json (369, read in place) that its flags
// can state: all but the three that pass arguments the standard rejects
// with a TypeError (an init dictionary with a base URL, to the
// constructor or to exec; a base after the options). One pattern is an init dictionary with a member of
// another name, "ignoreCase", which the standard ignores and --init
// refuses (exit 2), as its doc says. A pattern the standard rejects is exit status 2; a URL
// exec does not match is "match": false, or an error line where it is
// no URL at all (exec's null either way); a match has the expected
// groups of each component match-url writes (see matchGroups), and the
// others' pattern is "*" or their groups are none.
func TestMatchURLSuiteThroughCLI(t *testing.T) {
	cases := suites.JSONCases[suites.URLPatternCase](t, "wpt-urlpattern/urlpatterntestdata.json", 369)
	run, strict, rejected, unmatched, notURL, matched := 0, 0, 0, 0, 0, 0
	for i, sc := range cases {
		c := &wptPatternCase{URLPatternCase: sc}
		args, p, ok := c.patternArgs()
		if !ok {
			continue
		}
		input, inputArgs, ok := c.inputArgs()
		if !ok {
			continue
		}
		run++
		args = append(append(append(args, "--json"), inputArgs...), "--", input)
		code, out, errOut := runCLI(t, "", args...)
		if c.strict {
			strict++
			if code != exitUsage || !strings.Contains(errOut, "is not a member of an init dictionary") {
				t.Errorf("case %d: %q: exit %d, %q, %q; want the init dictionary refused", i, args, code, out, errOut)
			}
			continue
		}
		if string(c.ExpectedObj) == `"error"` {
			rejected++
			if code != exitUsage || out != "" || !strings.HasPrefix(errOut, "iri match-url: --pattern: ") {
				t.Errorf("case %d: %q: exit %d, %q, %q; want the pattern rejected", i, args, code, out, errOut)
			}
			continue
		}
		var got struct {
			Match  bool
			Groups map[string]map[string]*string
			Error  *string
		}
		if err := json.Unmarshal([]byte(out), &got); err != nil || p == nil {
			t.Errorf("case %d: %q: exit %d, %q, %q", i, args, code, out, errOut)
			continue
		}
		if c.match == nil {
			if got.Error != nil {
				notURL++
			} else if got.Match {
				t.Errorf("case %d: %q: %s, want no match", i, args, out)
			}
			unmatched++
			continue
		}
		matched++
		if !got.Match || code != exitOK {
			t.Errorf("case %d: %q: exit %d, %s, want a match", i, args, code, out)
			continue
		}
		if msg := c.sameGroups(p, got.Groups); msg != "" {
			t.Errorf("case %d: %q: %s: %s", i, args, out, msg)
		}
	}
	if run != 366 || strict != 1 || rejected != 42 || unmatched != 87 || notURL != 4 || matched != 236 {
		t.Errorf("%d cases run: %d init dictionaries refused, %d patterns rejected, %d URLs not matched (%d of them no URL), %d matched; want 366: 1, 42, 87 (4), 236",
			run, strict, rejected, unmatched, notURL, matched)
	}
}

// patternArgs returns the flags that state the case's pattern, and the
// pattern compiled (nil if it does not compile), or false for arguments
// the flags cannot state.
func (c *wptPatternCase) patternArgs() ([]string, *urlpattern.Pattern, bool) {
	a := c.Pattern
	args := []string{"match-url"}
	var opts urlpattern.Options
	if n := len(a); n > 1 && a[n-1][0] == '{' {
		var o struct{ IgnoreCase bool }
		json.Unmarshal(a[n-1], &o)
		if o.IgnoreCase {
			args = append(args, "--ignore-case")
		}
		opts.IgnoreCase = o.IgnoreCase
		a = a[:n-1]
	}
	if string(c.ExpectedMatch) != "" && string(c.ExpectedMatch) != "null" && string(c.ExpectedMatch) != `"error"` {
		json.Unmarshal(c.ExpectedMatch, &c.match)
	}
	switch {
	case len(a) == 0:
		p, _ := urlpattern.FromInit(urlpattern.Init{}, opts)
		return append(args, "--init", "--pattern", "{}"), p, true
	case a[0][0] == '{':
		if len(a) > 1 {
			return nil, nil, false // with a base URL: a TypeError
		}
		var in urlpattern.Init
		if json.Unmarshal(a[0], &in) != nil {
			c.strict = true
		}
		p, _ := urlpattern.FromInit(in, opts)
		return append(args, "--init", "--pattern", string(a[0])), p, true
	case len(a) > 1 && a[1][0] != '"':
		return nil, nil, false // the options before the base: a TypeError
	}
	var pattern, base string
	json.Unmarshal(a[0], &pattern)
	args = append(args, "--pattern", pattern)
	if len(a) > 1 {
		json.Unmarshal(a[1], &base)
		args = append(args, "--base", base)
	}
	p, _ := urlpattern.New(pattern, base, opts)
	return args, p, true
}

// inputArgs returns the input of the case and the flags that say how to
// read it, or false for one the flags cannot state.
func (c *wptPatternCase) inputArgs() (string, []string, bool) {
	switch {
	case len(c.Inputs) == 0:
		return "{}", []string{"--input-init"}, true // exec(): no component given
	case c.Inputs[0][0] == '{':
		return string(c.Inputs[0]), []string{"--input-init"}, len(c.Inputs) == 1
	}
	var input, base string
	json.Unmarshal(c.Inputs[0], &input)
	if len(c.Inputs) == 1 {
		return input, nil, true
	}
	json.Unmarshal(c.Inputs[1], &base)
	return input, []string{"--input-base", base}, base != ""
}

// sameGroups compares the groups match-url wrote with the expected
// match, and says how they differ, "" if they do not.
func (c *wptPatternCase) sameGroups(p *urlpattern.Pattern, got map[string]map[string]*string) string {
	patterns := map[string]string{"protocol": p.Protocol(), "username": p.Username(), "password": p.Password(),
		"hostname": p.Hostname(), "port": p.Port(), "pathname": p.Pathname(), "search": p.Search(), "hash": p.Hash()}
	for comp, pattern := range patterns {
		var want struct{ Groups map[string]*string }
		if r, ok := c.match[comp]; ok {
			json.Unmarshal(r, &want)
		} else if !slices.Contains(c.ExactlyEmpty, comp) {
			want.Groups = map[string]*string{"0": new(string)}
		}
		g, written := got[comp]
		switch {
		case !written && len(want.Groups) > 0 && pattern != "*":
			return comp + ": no groups written"
		case written && (len(want.Groups) == 0 || pattern == "*"):
			return comp + ": groups written"
		case written && !maps.EqualFunc(g, want.Groups, func(a, b *string) bool { return (a == nil) == (b == nil) && (a == nil || *a == *b) }):
			return comp + ": other groups"
		}
	}
	return ""
}
