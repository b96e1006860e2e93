package urlpattern

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/suites"
	"github.com/go-iri/iri/whatwg"
)

// wptCase is one case of WPT's urlpatterntestdata.json.
type wptCase = suites.URLPatternCase

// wptKnown lists the cases of urlpatterntestdata.json that do not pass,
// by index, with the reason: TestWPT fails if one of them passes, or if a
// case not listed fails.
var wptKnown = map[int]string{}

// errInexpressible is a case whose call the Go API cannot make, and which
// must fail: it passes.
var errInexpressible = errors.New("a call the Go API cannot make")

// wptInexpressible are the cases that make a call the Go API cannot
// make, and which the standard rejects with a TypeError: they count as
// passing.
var wptInexpressible = map[int]string{
	213: "exec with an init dictionary and a base URL argument: ExecInit takes no base argument",
	283: "the constructor with an init dictionary and a base URL argument: FromInit takes no base argument",
}

// wptPassing is how many of the 369 cases pass.
const wptPassing = 369

func TestWPT(t *testing.T) {
	cases := suites.JSONCases[wptCase](t, "wpt-urlpattern/urlpatterntestdata.json", 369)
	pass, inexpressible := 0, 0
	var msgs []string
	for i, c := range cases {
		err := runWPTCase(c)
		if err == errInexpressible {
			if _, ok := wptInexpressible[i]; !ok {
				t.Errorf("case %d makes a call the Go API cannot, and is not listed", i)
			}
			inexpressible++
			err = nil
		}
		_, known := wptKnown[i]
		switch {
		case err == nil && known:
			t.Errorf("case %d passes but is listed as failing (%s)", i, wptKnown[i])
		case err != nil && !known:
			t.Errorf("case %d: pattern %s inputs %s: %v", i, raw(c.Pattern), raw(c.Inputs), err)
			msgs = append(msgs, fmt.Sprintf("%d: %q,", i, err.Error()))
		}
		if err == nil {
			pass++
		}
	}
	if os.Getenv("WPT_DUMP") != "" {
		sort.Strings(msgs)
		fmt.Println(strings.Join(msgs, "\n"))
	}
	// The calls the Go API cannot make are those the standard rejects with
	// a TypeError: an init dictionary with a base URL argument, to the
	// constructor or to exec.
	if inexpressible != len(wptInexpressible) {
		t.Errorf("%d cases make calls the Go API cannot, want %d", inexpressible, len(wptInexpressible))
	}
	if pass != wptPassing {
		t.Errorf("%d of %d cases pass, want %d", pass, len(cases), wptPassing)
	}
}

func raw(r []json.RawMessage) string {
	var s []string
	for _, m := range r {
		s = append(s, string(m))
	}
	return "[" + strings.Join(s, ", ") + "]"
}

// decodeInit decodes a URLPatternInit dictionary.
func decodeInit(r json.RawMessage) (Init, bool) {
	var m map[string]*string
	if json.Unmarshal(r, &m) != nil {
		return Init{}, false
	}
	var in Init
	for k, v := range m {
		switch k {
		case "protocol":
			in.Protocol = v
		case "username":
			in.Username = v
		case "password":
			in.Password = v
		case "hostname":
			in.Hostname = v
		case "port":
			in.Port = v
		case "pathname":
			in.Pathname = v
		case "search":
			in.Search = v
		case "hash":
			in.Hash = v
		case "baseURL":
			in.BaseURL = v
		}
	}
	return in, true
}

func isString(r json.RawMessage) bool { return len(r) > 0 && r[0] == '"' }
func isObject(r json.RawMessage) bool { return len(r) > 0 && r[0] == '{' }

func str(r json.RawMessage) string {
	var s string
	json.Unmarshal(r, &s)
	return s
}

// construct runs the constructor's arguments of a case. expressible is
// false for calls the Go API cannot make: an init dictionary with a
// base URL argument, which the standard rejects.
func construct(args []json.RawMessage) (p *Pattern, err error, expressible bool) {
	var opts Options
	if n := len(args); n > 0 && isObject(args[n-1]) && (n > 1) {
		var o struct {
			IgnoreCase bool `json:"ignoreCase"`
		}
		json.Unmarshal(args[n-1], &o)
		opts.IgnoreCase = o.IgnoreCase
		args = args[:n-1]
	}
	switch {
	case len(args) == 0:
		p, err = FromInit(Init{}, opts)
		return p, err, true
	case isString(args[0]):
		base := ""
		if len(args) > 1 {
			base = str(args[1]) // "" is no base for New: a relative pattern fails as with the standard's ""
		}
		p, err = New(str(args[0]), base, opts)
		return p, err, true
	default:
		if len(args) > 1 {
			return nil, nil, false
		}
		in, _ := decodeInit(args[0])
		p, err = FromInit(in, opts)
		return p, err, true
	}
}

var wptComponents = []string{"protocol", "username", "password", "hostname", "port", "pathname", "search", "hash"}

var earlier = map[string][]string{
	"protocol": {}, "username": {}, "password": {},
	"hostname": {"protocol"}, "port": {"protocol", "hostname"},
	"pathname": {"protocol", "hostname", "port"},
	"search":   {"protocol", "hostname", "port", "pathname"},
	"hash":     {"protocol", "hostname", "port", "pathname", "search"},
}

func (p *Pattern) component(name string) string {
	for i, n := range componentNames {
		if n == name {
			return p.c[i].pattern
		}
	}
	return ""
}

func (r *Result) component(name string) ComponentResult {
	return [...]ComponentResult{r.Protocol, r.Username, r.Password, r.Hostname, r.Port, r.Pathname, r.Search, r.Hash}[indexOf(name)]
}

func indexOf(name string) int {
	for i, n := range componentNames {
		if n == name {
			return i
		}
	}
	return -1
}

// runWPTCase runs a case as WPT's urlpatterntests.js does.
func runWPTCase(c wptCase) error {
	p, err, ok := construct(c.Pattern)
	if !ok {
		if string(c.ExpectedObj) == `"error"` {
			return errInexpressible
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
	} else if len(c.Pattern) > 1 && isString(c.Pattern[1]) {
		b := str(c.Pattern[1])
		baseURL = &b
	}
	for _, comp := range wptComponents {
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
				want = baseComponent(*baseURL, comp)
			default:
				want = "*"
			}
		}
		if got := p.component(comp); got != want {
			return fmt.Errorf("%s pattern %q, want %q", comp, got, want)
		}
	}
	// the call test/exec makes
	var res Result
	var matched, expressible = false, true
	switch {
	case len(c.Inputs) == 0:
		res, matched = p.ExecInit(Init{})
	case isString(c.Inputs[0]):
		base := ""
		if len(c.Inputs) > 1 {
			base = str(c.Inputs[1])
			if base == "" {
				expressible = false
			}
		}
		res, matched = p.Exec(str(c.Inputs[0]), base)
		if p.Test(str(c.Inputs[0]), base) != matched {
			return fmt.Errorf("Test and Exec disagree")
		}
	default:
		if len(c.Inputs) > 1 {
			expressible = false
			break
		}
		in, _ := decodeInit(c.Inputs[0])
		res, matched = p.ExecInit(in)
		if p.TestInit(in) != matched {
			return fmt.Errorf("TestInit and ExecInit disagree")
		}
	}
	em := string(c.ExpectedMatch)
	if !expressible {
		if em == `"error"` {
			return errInexpressible
		}
		return fmt.Errorf("test arguments the Go API cannot pass")
	}
	if em == `"error"` {
		return fmt.Errorf("want an error from exec")
	}
	if em == "" || em == "null" {
		if matched {
			return fmt.Errorf("matched, want no match")
		}
		return nil
	}
	if !matched {
		return fmt.Errorf("no match, want a match")
	}
	var exp map[string]json.RawMessage
	json.Unmarshal(c.ExpectedMatch, &exp)
	for _, comp := range wptComponents {
		type compResult struct {
			Input  string             `json:"input"`
			Groups map[string]*string `json:"groups"`
		}
		var want compResult
		if r, ok := exp[comp]; ok {
			json.Unmarshal(r, &want)
		} else {
			want.Groups = map[string]*string{}
			if !contains(c.ExactlyEmpty, comp) {
				want.Groups["0"] = ptr("")
			}
		}
		got := res.component(comp)
		if got.Input != want.Input {
			return fmt.Errorf("%s input %q, want %q", comp, got.Input, want.Input)
		}
		if len(got.Groups) != len(want.Groups) {
			return fmt.Errorf("%s groups %v, want %v", comp, got.Groups, fmtGroups(want.Groups))
		}
		for k, w := range want.Groups {
			g, ok := got.Groups[k]
			if !ok || (w == nil) != !g.Matched || w != nil && *w != g.Value {
				return fmt.Errorf("%s groups %v, want %v", comp, got.Groups, fmtGroups(want.Groups))
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

// baseComponent is a component of the URL base, as the URL class's getter
// gives it without its separator.
func baseComponent(base, comp string) string {
	u, err := whatwgParse(base)
	if err != nil {
		return "<bad base>"
	}
	return u[indexOf(comp)]
}

func whatwgParse(s string) ([numComponents]string, error) {
	u, err := whatwg.Parse(s)
	if err != nil {
		return [numComponents]string{}, err
	}
	return [numComponents]string{strings.TrimSuffix(u.Protocol(), ":"), u.Username(), u.Password(), u.Hostname(),
		u.Port(), u.Pathname(), strings.TrimPrefix(u.Search(), "?"), strings.TrimPrefix(u.Hash(), "#")}, nil
}
