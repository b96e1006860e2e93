package suites

import (
	"encoding/hex"
	"encoding/json"
	"testing"
)

// A CanonCase is a line of canon/cases.jsonl (see its README): a URL, the
// profile that canonicalizes it (surt, ia, google, safebrowsing, the
// urlcanon-* profiles, ssurt), and the canonical form, the Safe Browsing
// expressions, or an error, that the source's own code gives.
type CanonCase struct {
	ID      string
	Source  struct{ Name string }
	Command string // "canon" or "expressions"
	Profile string
	Input   string // the input's bytes, which input_hex holds where they are not UTF-8
	Call    string // the source's call the expectation comes from
	Note    string

	Expected struct {
		Canonical   *string
		Expressions []string
		Error       bool
	}
}

// UnmarshalJSON decodes a case, taking its input from input_hex where
// the line has one.
func (c *CanonCase) UnmarshalJSON(data []byte) error {
	type plain CanonCase
	var raw struct {
		plain
		InputHex string `json:"input_hex"`
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		return err
	}
	*c = CanonCase(raw.plain)
	if raw.InputHex != "" {
		b, err := hex.DecodeString(raw.InputHex)
		if err != nil {
			return err
		}
		c.Input = string(b)
	}
	return nil
}

// CanonCases returns the cases of canon/cases.jsonl for command and
// profile, and wants exactly count of them.
func CanonCases(tb testing.TB, command, profile string, count int) []CanonCase {
	tb.Helper()
	var out []CanonCase
	for _, c := range JSONLines[CanonCase](tb, "canon/cases.jsonl") {
		if c.Command == command && c.Profile == profile {
			out = append(out, c)
		}
	}
	if len(out) != count {
		tb.Fatalf("canon/cases.jsonl has %d cases of %s --profile %s, want %d", len(out), command, profile, count)
	}
	return out
}
