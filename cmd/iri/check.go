package main

import (
	"flag"
	"strconv"
	"strings"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/check"
)

var checkCommand = command{
	name:    "check",
	args:    "[--mode strict|leiri|href] [--json] [-W] [--ignore CODE,...] [--codes] [--] [IRI...]",
	summary: "check each IRI reference against every rule of RFC 3987 and report the violations",
	flags: func(fs *flag.FlagSet) func(c *cli) int {
		asJSON := fs.Bool("json", false, "write one JSON object per input, with the list of violations")
		failOnWarning := fs.Bool("W", false, "exit with status 1 on warnings too, not only on errors")
		mode := modeFlag(fs)
		ignore := fs.String("ignore", "", "codes not to report, comma-separated; a code ending in / ignores a group (bidi/); an ignored error still makes the input invalid")
		listCodes := fs.Bool("codes", false, "list the violation codes, with their severity, section and summary, and exit")
		return func(c *cli) int {
			if *listCodes {
				for _, r := range check.Rules() {
					c.out.WriteString(r.Code + "\t" + r.Severity.String() + "\t" + r.Section + "\t" + r.Summary + "\n")
				}
				return exitOK
			}
			parse, strict, err := mode()
			if err != nil {
				return c.usage(err)
			}
			var checker check.Checker
			if *ignore != "" {
				checker.Ignore = strings.Split(*ignore, ",")
			}
			for _, code := range checker.Ignore {
				if (check.Checker{Ignore: []string{code}}).Validate() != nil {
					return c.usage("--ignore: unknown violation code " + strconv.Quote(code) + " ('iri check --codes' lists the codes)")
				}
			}
			threshold := check.SeverityError
			if *failOnWarning {
				threshold = check.SeverityWarning
			}
			c.inputs(func(c *cli, line int, s string) {
				// A lenient mode repairs first; the checks then apply to
				// the repaired IRI, and the repairs are reported. (Check
				// parses the input itself: the strict mode has nothing to
				// add.)
				checked := s
				var repairs []iri.Repair
				if !strict {
					x, rs, err := parse(s)
					if err == nil && len(rs) > 0 {
						checked, repairs = x.String(), rs
					}
				}
				r := checker.Check(checked)
				for _, v := range r.Violations {
					c.stats.count(v.Code)
				}
				// Valid: it breaks no MUST, whatever --ignore hides;
				// -W fails valid inputs too, on a warning.
				valid := r.Conforms()
				if !valid || r.Worst() >= threshold {
					c.failed = true
					c.failedValid = valid
				}
				if *asJSON {
					c.writeJSON(reportJSON(r, repairs))
					return
				}
				if valid && len(r.Violations) == 0 {
					c.out.WriteString("ok\t")
					c.out.WriteString(displayable(checked))
					c.out.WriteString(repairsText(repairs))
					c.out.WriteByte('\n')
					return
				}
				c.errOut.WriteString(caretReport(line, checked, r))
			})
			return exitOK
		}
	},
}

// repairsText lists the repairs on the rest of a line.
func repairsText(rs []iri.Repair) string {
	if len(rs) == 0 {
		return ""
	}
	var parts []string
	for _, r := range rs {
		parts = append(parts, r.String())
	}
	return "\trepaired: " + displayable(strings.Join(parts, "; "))
}

// violationJSON is one violation in the JSON output of check.
type violationJSON struct {
	Code      string `json:"code"`
	Severity  string `json:"severity"`
	Offset    int    `json:"offset"`
	Length    int    `json:"length"`
	Component string `json:"component,omitempty"`
	Message   string `json:"message"`
	Section   string `json:"section"`
}

func reportJSON(r check.Report, repairs []iri.Repair) any {
	out := struct {
		Input      string          `json:"input"`
		Valid      bool            `json:"valid"`
		Worst      string          `json:"worst"`
		Violations []violationJSON `json:"violations"`
		Repairs    []repairJSON    `json:"repairs,omitempty"`
		Error      string          `json:"error,omitempty"`
	}{Input: r.Input, Valid: r.Conforms(), Worst: r.Worst().String(), Violations: []violationJSON{}}
	if len(repairs) > 0 {
		out.Repairs = repairsJSON(repairs)
	}
	for _, v := range r.Violations {
		comp := ""
		if v.Component != 0 {
			comp = v.Component.String()
		}
		out.Violations = append(out.Violations, violationJSON{v.Code, v.Severity.String(), v.Offset, v.Length, comp, v.Message, v.Section})
		if out.Error == "" && v.Severity == check.SeverityError {
			out.Error = v.Message
		}
	}
	if out.Error == "" && !out.Valid {
		out.Error = errorsIgnored
	}
	return out
}

// errorsIgnored says why an input without a reported error is not valid.
const errorsIgnored = "not valid: the errors found are ignored (--ignore)"

// caretReport shows each violation under the input, for a person:
//
//	iri: line 3: http://example.org/a b
//	  error char/space at offset 20 in path: a space (3987bis §7.3)
//	  http://example.org/a b
//	                      ^
func caretReport(line int, input string, r check.Report) string {
	shown := displayable(input)
	b := make([]byte, 0, (2+len(r.Violations))*(len(shown)+100))
	b = append(b, "iri: "...)
	if line > 0 {
		b = append(strconv.AppendInt(append(b, "line "...), int64(line), 10), ": "...)
	}
	b = append(append(b, shown...), '\n')
	if !r.Conforms() && r.Worst() < check.SeverityError {
		b = append(append(append(b, "  "...), errorsIgnored...), '\n')
	}
	for _, v := range r.Violations {
		from, to := columns(input, v.Offset), columns(input, min(v.Offset+v.Length, len(input)))
		b = append(v.AppendTo(append(b, "  "...)), '\n')
		b = append(append(append(b, "  "...), shown...), "\n  "...)
		b = append(b, strings.Repeat(" ", from)...)
		b = append(append(b, strings.Repeat("^", max(to-from, 1))...), '\n')
	}
	return string(b)
}
