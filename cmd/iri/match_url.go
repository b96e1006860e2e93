package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"strings"

	"github.com/go-iri/iri/cmd/iri/internal/groups"
	"github.com/go-iri/iri/internal/failure"
	"github.com/go-iri/iri/urlpattern"
	"github.com/go-iri/iri/whatwg"
)

var matchURLCommand = command{
	name:    "match-url",
	args:    "--pattern P [--init] [--base B] [--ignore-case] [--json] [--input-init] [--input-base B] [--] [URL...]",
	summary: "say whether each URL matches a URL pattern (WHATWG URL Pattern Standard), and the groups it captures (exit 0 when all match)",
	flags: func(fs *flag.FlagSet) func(c *cli) int {
		pattern := fs.String("pattern", "", "the URL pattern `P`, a pattern string such as \"https://*.example.com/books/:id\"")
		asInit := fs.Bool("init", false, "--pattern is a JSON init dictionary: protocol, username, password, hostname, port, pathname, search, hash, baseURL")
		base := fs.String("base", "", "the pattern's base URL `B`, for a relative pattern (with --init: the baseURL of an init without one)")
		ignoreCase := fs.Bool("ignore-case", false, "match the pathname, search and hash without regard to case (the ignoreCase option)")
		asJSON := fs.Bool("json", false, "write one JSON object per input: input, match, groups; or input, error")
		inputInit := fs.Bool("input-init", false, "read each input as a JSON init dictionary, the URL by its components, instead of a URL")
		inputBase := fs.String("input-base", "", "parse each input against the base URL `B` (with --input-init: the baseURL of an init without one)")
		return func(c *cli) int {
			given := false
			fs.Visit(func(f *flag.Flag) { given = given || f.Name == "pattern" })
			if !given {
				return c.usage("missing --pattern")
			}
			p, err := compilePattern(*pattern, *base, *asInit, urlpattern.Options{IgnoreCase: *ignoreCase})
			if err != nil {
				return c.usage("--pattern:", patternMessage(err))
			}
			m := urlMatcher{p: p, base: *inputBase, asJSON: *asJSON}
			if *inputBase != "" { // one that is no URL is one error, not one an input
				var status int
				if m.parser.Base, status = c.whatwgBase(*inputBase, *asJSON); status >= 0 {
					return status
				}
			}
			c.inputs(func(c *cli, line int, s string) {
				if *inputInit {
					m.matchInit(c, line, s)
				} else {
					m.matchURL(c, line, s)
				}
			})
			return exitOK
		}
	},
}

// compilePattern compiles the pattern of --pattern: a pattern string,
// against base if it is not empty, or with --init a JSON init
// dictionary, whose baseURL base gives when it has none.
func compilePattern(pattern, base string, asInit bool, opts urlpattern.Options) (*urlpattern.Pattern, error) {
	if !asInit {
		return urlpattern.New(pattern, base, opts)
	}
	in, err := decodeInit(pattern, base)
	if err != nil {
		return nil, err
	}
	return urlpattern.FromInit(in, opts)
}

// decodeInit reads s as a JSON init dictionary, with base as its
// baseURL when it gives none and base is not empty.
func decodeInit(s, base string) (urlpattern.Init, error) {
	var in urlpattern.Init
	if err := json.Unmarshal([]byte(s), &in); err != nil {
		if _, ok := err.(*json.SyntaxError); ok {
			err = fmt.Errorf("not JSON: %w", err)
		}
		return urlpattern.Init{}, err
	}
	if in.BaseURL == nil && base != "" {
		in.BaseURL = &base
	}
	return in, nil
}

// A urlMatcher matches the inputs of match-url against its pattern.
type urlMatcher struct {
	p      *urlpattern.Pattern
	base   string        // --input-base
	parser whatwg.Parser // with the base parsed, for the error of an input that is no URL
	asJSON bool
}

// matchURL matches the URL s, against the input base if there is one:
// parsed once, tested (which allocates nothing for most patterns), and
// only a URL that matches is matched again for its groups.
func (m *urlMatcher) matchURL(c *cli, line int, s string) {
	u, err := m.parser.Parse(s)
	if err != nil {
		c.failedInput(line, whatwgFailure(s, err), m.asJSON)
		return
	}
	if !m.p.TestURL(u) {
		m.write(c, s, urlpattern.Result{}, false)
		return
	}
	r, ok := m.p.ExecURL(u)
	m.write(c, s, r, ok)
}

// matchInit matches the URL given by the init dictionary s.
func (m *urlMatcher) matchInit(c *cli, line int, s string) {
	in, err := decodeInit(s, m.base)
	if err != nil {
		c.failedInput(line, failure.Failure{Input: s, Error: patternMessage(err)}, m.asJSON)
		return
	}
	r, ok := m.p.ExecInit(in)
	if !ok {
		if _, err := in.Canonical(); err != nil {
			c.failedInput(line, failure.Failure{Input: s, Error: patternMessage(err)}, m.asJSON)
			return
		}
	}
	m.write(c, s, r, ok)
}

// patternMessage is the message of an error of package urlpattern,
// without its "urlpattern: ".
func patternMessage(err error) string {
	return strings.TrimPrefix(err.Error(), "urlpattern: ")
}

// write writes the answer for the input s: whether it matched, and the
// groups of r when it did. An input that does not match fails the run
// (exit 1), as a pair that differs does for compare; it is still valid.
func (m *urlMatcher) write(c *cli, s string, r urlpattern.Result, ok bool) {
	if ok {
		c.stats.count("match")
	} else {
		c.failed, c.failedValid = true, true
		c.stats.count("no-match")
	}
	var g matchGroups
	if ok {
		g = groups.Of(m.p, r)
	}
	if m.asJSON {
		c.writeJSON(struct {
			Input  string      `json:"input"`
			Match  bool        `json:"match"`
			Groups matchGroups `json:"groups"`
		}{s, ok, g})
		return
	}
	c.out.buf = g.appendText(c.out.buf, ok)
}
