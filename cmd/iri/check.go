package main

import (
	"flag"
	"fmt"
	"strings"

	"github.com/go-iri/iri"
)

var checkCommand = command{
	name:    "check",
	args:    "[--mode strict] [--json] [-W] [--] [IRI...]",
	summary: "check each IRI reference and report where and why it is invalid",
	flags: func(fs *flag.FlagSet) func(c *cli) int {
		asJSON := fs.Bool("json", false, "write one JSON object per input")
		strictWarnings := fs.Bool("W", false, "exit with status 1 on warnings too, not only on errors")
		mode := fs.String("mode", "strict", "the rules to check against: strict (RFC 3987)")
		return func(c *cli) int {
			if *mode != "strict" {
				fmt.Fprintf(c.errOut, "iri check: mode %q is not available; the modes are: strict\n", *mode)
				return exitUsage
			}
			_ = strictWarnings // the syntax checks report errors only
			c.inputs(func(line int, s string) {
				_, err := iri.Parse(s)
				switch {
				case *asJSON:
					c.writeJSON(checkJSON(s, err))
					c.failed = c.failed || err != nil
				case err != nil:
					c.failed = true
					c.out.Flush()
					fmt.Fprint(c.errOut, caretReport(line, s, err))
				default:
					fmt.Fprintf(c.out, "ok\t%s\n", displayable(s))
				}
			})
			return exitOK
		}
	},
}

// violation is one broken rule, in the JSON output of check.
type violation struct {
	Code      string `json:"code"`
	Severity  string `json:"severity"`
	Offset    int    `json:"offset"`
	Component string `json:"component,omitempty"`
	Message   string `json:"message"`
	Section   string `json:"section"`
}

func checkJSON(input string, err error) any {
	out := struct {
		Input      string      `json:"input"`
		Valid      bool        `json:"valid"`
		Violations []violation `json:"violations"`
		Error      string      `json:"error,omitempty"`
	}{Input: input, Valid: err == nil, Violations: []violation{}}
	if err != nil {
		e := newErrorJSON(err)
		out.Error = e.Error
		out.Violations = append(out.Violations, violation{
			Code:      "syntax/" + strings.ReplaceAll(e.Cause, " ", "-"),
			Severity:  "error",
			Offset:    *e.Offset,
			Component: e.Component,
			Message:   strings.TrimPrefix(e.Error, "iri: "),
			Section:   e.Section,
		})
	}
	return out
}

// caretReport shows a syntax error under the input, for a person:
//
//	iri: line 3: error: invalid character U+0020 in path at offset 20 [RFC 3987 §2.2]
//	  http://example.org/a b
//	                      ^
func caretReport(line int, input string, err error) string {
	var b strings.Builder
	b.WriteString("iri: ")
	if line > 0 {
		fmt.Fprintf(&b, "line %d: ", line)
	}
	e, ok := err.(*iri.Error)
	if !ok {
		fmt.Fprintf(&b, "error: %v\n", err)
		return b.String()
	}
	msg := strings.TrimPrefix(e.Error(), "iri: ")
	if !strings.Contains(msg, e.Section()) {
		msg += " [" + e.Section() + "]"
	}
	fmt.Fprintf(&b, "error: %s\n", msg)
	fmt.Fprintf(&b, "  %s\n  %s^\n", displayable(input), strings.Repeat(" ", columns(input, e.Offset)))
	return b.String()
}
