package canon

import (
	"encoding/json"
	"testing"

	"github.com/go-iri/iri/internal/suites"
)

// A ucOptionCase is a line of canon/options.jsonl from urlcanon: a call of
// one of its lower-level functions, or a SURT with options.
type ucOptionCase struct {
	ID       string
	Source   struct{ Name string }
	Kind     string
	Function string
	Profile  string
	Options  struct {
		Special       bool
		WithScheme    *bool `json:"with_scheme"`
		TrailingComma *bool `json:"trailing_comma"`
	}
	Input       string
	RawExpected json.RawMessage `json:"expected"` // of any type on other sources' lines
	Expected    *string         `json:"-"`        // RawExpected on urlcanon's: a string or null
}

// ucOptionCases returns urlcanon's cases of options.jsonl that kind and
// name (a function or a profile) select, and wants exactly count.
func ucOptionCases(t *testing.T, kind, name string, count int) []ucOptionCase {
	t.Helper()
	var out []ucOptionCase
	for _, c := range suites.JSONLines[ucOptionCase](t, "canon/options.jsonl") {
		if c.Source.Name == "urlcanon" && c.Kind == kind && (c.Function == name || c.Profile == name) {
			if err := json.Unmarshal(c.RawExpected, &c.Expected); err != nil {
				t.Fatalf("%s: expected: %v", c.ID, err)
			}
			out = append(out, c)
		}
	}
	if len(out) != count {
		t.Fatalf("options.jsonl has %d urlcanon %s cases of %s, want %d", len(out), kind, name, count)
	}
	return out
}

func TestURLCanonSSURTHostFunction(t *testing.T) {
	for _, c := range ucOptionCases(t, "function", "urlcanon.ssurt_host", 3) {
		if got := string(appendSSURTHost(nil, c.Input, true)); got != *c.Expected {
			t.Errorf("%s: ssurt_host(%q) = %q, want %q", c.ID, c.Input, got, *c.Expected)
		}
	}
}

func TestURLCanonReverseHostFunction(t *testing.T) {
	for _, c := range ucOptionCases(t, "function", "urlcanon.reverse_host", 5) {
		if got := string(appendReverseHost(nil, c.Input, true)); got != *c.Expected {
			t.Errorf("%s: reverse_host(%q) = %q, want %q", c.ID, c.Input, got, *c.Expected)
		}
	}
}

// TestURLCanonFunkyIPv4 runs funky_ipv4.json: dotted_decimal of
// parse_ipv4or6(host)[0], null where the host is no IPv4 address.
func TestURLCanonFunkyIPv4(t *testing.T) {
	for _, c := range ucOptionCases(t, "function", "ipv4-dotted-decimal", 47) {
		ip := pyIPHost(c.Input)
		var got *string
		switch ip.kind {
		case ipV4:
			s := string(appendIPv4(nil, ip.v4))
			got = &s
		case ipNone, ipV6:
		default:
			t.Errorf("%s: %q is a negative IPv4 number", c.ID, c.Input)
			continue
		}
		if (got == nil) != (c.Expected == nil) || got != nil && *got != *c.Expected {
			t.Errorf("%s: dotted_decimal(parse_ipv4(%q)) = %v, want %v", c.ID, c.Input, show(got), show(c.Expected))
		}
	}
}

func show(s *string) string {
	if s == nil {
		return "None"
	}
	return `"` + *s + `"`
}

// TestURLCanonResolvePathDots runs path_dots.json: resolve_path_dots(path,
// special) for special and non-special paths.
func TestURLCanonResolvePathDots(t *testing.T) {
	special := 0
	for _, c := range ucOptionCases(t, "function", "resolve_path_dots", 752) {
		if c.Options.Special {
			special++
		}
		if got := resolvePathDots(c.Input, c.Options.Special); got != *c.Expected {
			t.Errorf("%s: resolve_path_dots(%q, special=%v) = %q, want %q", c.ID, c.Input, c.Options.Special, got, *c.Expected)
		}
	}
	if special == 0 || special == 752 {
		t.Errorf("%d of the 752 paths are special, want some of each", special)
	}
}

// TestURLCanonSURTOptions runs the surt(with_scheme=False) and
// surt(trailing_comma=False) cases.
func TestURLCanonSURTOptions(t *testing.T) {
	for _, c := range ucOptionCases(t, "options", "urlcanon-surt", 11) {
		var s URLCanonSURT
		if c.Options.WithScheme != nil {
			s.NoScheme = !*c.Options.WithScheme
		}
		if c.Options.TrailingComma != nil {
			s.NoTrailingComma = !*c.Options.TrailingComma
		}
		if !s.NoScheme && !s.NoTrailingComma {
			t.Errorf("%s: no option set", c.ID)
		}
		got, err := s.Key(c.Input)
		if err != nil || got != *c.Expected {
			t.Errorf("%s: %+v.Key(%q) = %q, %v; want %q", c.ID, s, c.Input, got, err, *c.Expected)
		}
	}
}
