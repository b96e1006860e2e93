// Package wpt runs WPT's URL Pattern cases (urlpatterntestdata.json, and
// the patterns of the compare and generate files) on package urlpattern
// with a given Engine, through the package's exported API only, as
// WPT's urlpatterntests.js does: the tests of package urlpattern run
// them with GoEngine, those of the module urlpattern/ecmascript with its
// engine.
package wpt

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/suites"
	"github.com/go-iri/iri/urlpattern"
	"github.com/go-iri/iri/whatwg"
)

// File is urlpatterntestdata.json in the suites' folder, and Count the
// number of its cases.
const (
	File  = "wpt-urlpattern/urlpatterntestdata.json"
	Count = 369
)

// A Case is one case of urlpatterntestdata.json, as the suites package
// reads it for every test that runs the file (iri match-url's too).
type Case = suites.URLPatternCase

// Cases reads the cases of File, or skips tb where the suite is absent
// (see suites.Path).
func Cases(tb testing.TB) []Case {
	tb.Helper()
	return suites.JSONCases[Case](tb, File, Count)
}

// ErrInexpressible is a case whose call the Go API cannot make, and
// which must fail: it passes.
var ErrInexpressible = errors.New("a call the Go API cannot make")

// Inexpressible are the cases that make a call the Go API cannot make,
// and which the standard rejects with a TypeError: they count as
// passing, with any engine (neither is about regular expressions).
var Inexpressible = map[int]string{
	213: "exec with an init dictionary and a base URL argument: ExecInit takes no base argument",
	283: "the constructor with an init dictionary and a base URL argument: FromInit takes no base argument",
}

// Tally runs every case with engine (nil for the default) and reports
// to t each case that fails but is not in known (the cases listed as
// failing, by index, with the reason), each listed case that passes, and
// a count of passing cases other than passing. It returns the cases that
// passed.
func Tally(t *testing.T, engine urlpattern.Engine, known map[int]string, passing int) int {
	t.Helper()
	cases := Cases(t)
	pass, inexpressible := 0, 0
	for i, c := range cases {
		err := Run(c, engine)
		if errors.Is(err, ErrInexpressible) {
			if _, ok := Inexpressible[i]; !ok {
				t.Errorf("case %d makes a call the Go API cannot, and is not listed", i)
			}
			inexpressible++
			err = nil
		}
		_, isKnown := known[i]
		switch {
		case err == nil && isKnown:
			t.Errorf("case %d passes but is listed as failing (%s)", i, known[i])
		case err != nil && !isKnown:
			t.Errorf("case %d: pattern %s inputs %s: %v", i, raw(c.Pattern), raw(c.Inputs), err)
		}
		if err == nil {
			pass++
		}
	}
	// The calls the Go API cannot make are those the standard rejects
	// with a TypeError: an init dictionary with a base URL argument, to
	// the constructor or to exec.
	if inexpressible != len(Inexpressible) {
		t.Errorf("%d cases make calls the Go API cannot, want %d", inexpressible, len(Inexpressible))
	}
	if pass != passing {
		t.Errorf("%d of %d cases pass, want %d", pass, len(cases), passing)
	}
	return pass
}

func raw(r []json.RawMessage) string {
	var s []string
	for _, m := range r {
		s = append(s, string(m))
	}
	return "[" + strings.Join(s, ", ") + "]"
}

// DecodeInit decodes a URLPatternInit dictionary.
func DecodeInit(r json.RawMessage) (urlpattern.Init, bool) {
	var m map[string]*string
	if json.Unmarshal(r, &m) != nil {
		return urlpattern.Init{}, false
	}
	var in urlpattern.Init
	fields := map[string]**string{"protocol": &in.Protocol, "username": &in.Username, "password": &in.Password,
		"hostname": &in.Hostname, "port": &in.Port, "pathname": &in.Pathname, "search": &in.Search,
		"hash": &in.Hash, "baseURL": &in.BaseURL}
	for k, v := range m {
		if f, ok := fields[k]; ok {
			*f = v
		}
	}
	return in, true
}

// IsString reports whether r is a JSON string, and Str decodes one.
func IsString(r json.RawMessage) bool { return len(r) > 0 && r[0] == '"' }

func isObject(r json.RawMessage) bool { return len(r) > 0 && r[0] == '{' }

// Str decodes the JSON string r.
func Str(r json.RawMessage) string {
	var s string
	json.Unmarshal(r, &s)
	return s
}

// Pattern compiles a pattern given as WPT's compare and generate files
// give one, a string or an init dictionary, with engine.
func Pattern(r json.RawMessage, engine urlpattern.Engine) (*urlpattern.Pattern, error) {
	opts := urlpattern.Options{Engine: engine}
	if IsString(r) {
		return urlpattern.New(Str(r), "", opts)
	}
	in, _ := DecodeInit(r)
	return urlpattern.FromInit(in, opts)
}

// Construct runs the constructor's arguments of a case with engine.
// expressible is false for calls the Go API cannot make: an init
// dictionary with a base URL argument, which the standard rejects.
func Construct(args []json.RawMessage, engine urlpattern.Engine) (p *urlpattern.Pattern, err error, expressible bool) {
	opts := urlpattern.Options{Engine: engine}
	if n := len(args); n > 1 && isObject(args[n-1]) {
		var o struct {
			IgnoreCase bool `json:"ignoreCase"`
		}
		json.Unmarshal(args[n-1], &o)
		opts.IgnoreCase = o.IgnoreCase
		args = args[:n-1]
	}
	switch {
	case len(args) == 0:
		p, err = urlpattern.FromInit(urlpattern.Init{}, opts)
		return p, err, true
	case IsString(args[0]):
		base := ""
		if len(args) > 1 {
			base = Str(args[1]) // "" is no base for New: a relative pattern fails as with the standard's ""
		}
		p, err = urlpattern.New(Str(args[0]), base, opts)
		return p, err, true
	default:
		if len(args) > 1 {
			return nil, nil, false
		}
		in, _ := DecodeInit(args[0])
		p, err = urlpattern.FromInit(in, opts)
		return p, err, true
	}
}

// Components are the names of the components, in the standard's order.
var Components = []string{"protocol", "username", "password", "hostname", "port", "pathname", "search", "hash"}

var earlier = map[string][]string{
	"protocol": {}, "username": {}, "password": {},
	"hostname": {"protocol"}, "port": {"protocol", "hostname"},
	"pathname": {"protocol", "hostname", "port"},
	"search":   {"protocol", "hostname", "port", "pathname"},
	"hash":     {"protocol", "hostname", "port", "pathname", "search"},
}

// Patterns returns the pattern strings of p's components, in the order
// of Components.
func Patterns(p *urlpattern.Pattern) []string {
	return []string{p.Protocol(), p.Username(), p.Password(), p.Hostname(), p.Port(), p.Pathname(), p.Search(), p.Hash()}
}

func results(r *urlpattern.Result) []urlpattern.ComponentResult {
	return []urlpattern.ComponentResult{r.Protocol, r.Username, r.Password, r.Hostname, r.Port, r.Pathname, r.Search, r.Hash}
}

// Run runs a case as WPT's urlpatterntests.js does, with engine.
func Run(c Case, engine urlpattern.Engine) error {
	p, err, ok := Construct(c.Pattern, engine)
	if !ok {
		if string(c.ExpectedObj) == `"error"` {
			return ErrInexpressible
		}
		return fmt.Errorf("constructor arguments the Go API cannot pass")
	}
	if string(c.ExpectedObj) == `"error"` {
		if err == nil {
			return fmt.Errorf("constructed, want an error")
		}
		return nil
	}
	if err != nil {
		return fmt.Errorf("constructor: %v", err)
	}
	if err := checkPatterns(c, p); err != nil {
		return err
	}
	res, matched, err := call(c, p)
	if err != nil {
		return err
	}
	if em := string(c.ExpectedMatch); em == "" || em == "null" {
		if matched {
			return fmt.Errorf("matched, want no match")
		}
		return nil
	}
	if !matched {
		return fmt.Errorf("no match, want a match")
	}
	return checkResult(c, res)
}

// checkPatterns compares the pattern strings of p's components with
// those the case expects.
func checkPatterns(c Case, p *urlpattern.Pattern) error {
	expObj := map[string]string{}
	if len(c.ExpectedObj) > 0 {
		json.Unmarshal(c.ExpectedObj, &expObj)
	}
	var patInit map[string]*string
	if len(c.Pattern) > 0 && isObject(c.Pattern[0]) {
		json.Unmarshal(c.Pattern[0], &patInit)
	}
	var baseURL *string
	if patInit != nil && patInit["baseURL"] != nil {
		baseURL = patInit["baseURL"]
	} else if len(c.Pattern) > 1 && IsString(c.Pattern[1]) {
		b := Str(c.Pattern[1])
		baseURL = &b
	}
	got := Patterns(p)
	for i, comp := range Components {
		want, ok := expObj[comp]
		if !ok {
			switch {
			case contains(c.ExactlyEmpty, comp):
				want = ""
			case patInit != nil && patInit[comp] != nil && *patInit[comp] != "":
				want = *patInit[comp]
			case patInit != nil && someSet(patInit, earlier[comp]):
				want = "*"
			case baseURL != nil && comp != "username" && comp != "password":
				want = baseComponent(*baseURL, i)
			default:
				want = "*"
			}
		}
		if got[i] != want {
			return fmt.Errorf("%s pattern %q, want %q", comp, got[i], want)
		}
	}
	return nil
}

// call makes the call test and exec make, and checks that the two agree.
func call(c Case, p *urlpattern.Pattern) (res urlpattern.Result, matched bool, err error) {
	expressible := true
	switch {
	case len(c.Inputs) == 0:
		res, matched = p.ExecInit(urlpattern.Init{})
	case IsString(c.Inputs[0]):
		base := ""
		if len(c.Inputs) > 1 {
			base = Str(c.Inputs[1])
			if base == "" {
				expressible = false
			}
		}
		res, matched = p.Exec(Str(c.Inputs[0]), base)
		if p.Test(Str(c.Inputs[0]), base) != matched {
			return res, matched, fmt.Errorf("the results of Test and Exec disagree")
		}
	default:
		if len(c.Inputs) > 1 {
			expressible = false
			break
		}
		in, _ := DecodeInit(c.Inputs[0])
		res, matched = p.ExecInit(in)
		if p.TestInit(in) != matched {
			return res, matched, fmt.Errorf("the results of TestInit and ExecInit disagree")
		}
	}
	em := string(c.ExpectedMatch)
	switch {
	case !expressible && em == `"error"`:
		return res, matched, ErrInexpressible
	case !expressible:
		return res, matched, fmt.Errorf("test arguments the Go API cannot pass")
	case em == `"error"`:
		return res, matched, fmt.Errorf("want an error from exec")
	}
	return res, matched, nil
}

// checkResult compares what each component matched with the case's
// expected_match.
func checkResult(c Case, res urlpattern.Result) error {
	var exp map[string]json.RawMessage
	json.Unmarshal(c.ExpectedMatch, &exp)
	got := results(&res)
	for i, comp := range Components {
		var want struct {
			Input  string             `json:"input"`
			Groups map[string]*string `json:"groups"`
		}
		if r, ok := exp[comp]; ok {
			json.Unmarshal(r, &want)
		} else {
			empty := ""
			want.Groups = map[string]*string{}
			if !contains(c.ExactlyEmpty, comp) {
				want.Groups["0"] = &empty
			}
		}
		g := got[i]
		if g.Input != want.Input {
			return fmt.Errorf("%s input %q, want %q", comp, g.Input, want.Input)
		}
		if len(g.Groups) != len(want.Groups) {
			return fmt.Errorf("%s groups %v, want %v", comp, g.Groups, fmtGroups(want.Groups))
		}
		for k, w := range want.Groups {
			v, ok := g.Groups[k]
			if !ok || (w == nil) != !v.Matched || w != nil && *w != v.Value {
				return fmt.Errorf("%s groups %v, want %v", comp, g.Groups, fmtGroups(want.Groups))
			}
		}
	}
	return nil
}

func fmtGroups(m map[string]*string) string {
	var s []string
	for k, v := range m {
		if v == nil {
			s = append(s, k+":undefined")
		} else {
			s = append(s, k+":"+*v)
		}
	}
	sort.Strings(s)
	return "{" + strings.Join(s, " ") + "}"
}

func contains(s []string, x string) bool {
	for _, y := range s {
		if y == x {
			return true
		}
	}
	return false
}

func someSet(m map[string]*string, keys []string) bool {
	for _, k := range keys {
		if m[k] != nil {
			return true
		}
	}
	return false
}

// baseComponent is component i of the URL base, as the URL class's
// getter gives it without its separator.
func baseComponent(base string, i int) string {
	u, err := whatwg.Parse(base)
	if err != nil {
		return "<bad base>"
	}
	return [...]string{strings.TrimSuffix(u.Protocol(), ":"), u.Username(), u.Password(), u.Hostname(),
		u.Port(), u.Pathname(), strings.TrimPrefix(u.Search(), "?"), strings.TrimPrefix(u.Hash(), "#")}[i]
}
