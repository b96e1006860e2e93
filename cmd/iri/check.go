package main

import (
	"flag"
	"strconv"
	"strings"

	"github.com/go-iri/iri/check"
	"github.com/go-iri/iri/lenient"
)

var checkCommand = command{
	name:    "check",
	args:    "[--mode strict|leiri|href|whatwg [--base URL]] [--json] [-W] [--ignore CODE,...] [--protect FILE [--protect-paths]] [--codes] [--] [IRI...]",
	summary: "check each IRI reference against every rule of RFC 3987 and report the violations",
	flags: func(fs *flag.FlagSet) func(c *cli) int {
		asJSON := fs.Bool("json", false, "write one JSON object per input, with the list of violations")
		failing := failingFlag(fs)
		mode := modeFlag(fs)
		ignore := fs.String("ignore", "", "do not report the codes `CODE,...`, comma-separated; a code ending in / ignores a group (bidi/); an ignored error still makes the input invalid")
		listCodes := fs.Bool("codes", false, "list the violation codes, with their severity, section and summary, and exit")
		protected := protectFlags(fs) // spoof.go
		w := whatwgFlags(fs, true)
		return func(c *cli) int {
			if *listCodes && w.chosen() {
				listWhatwgCodes(c)
				return exitOK
			}
			if w.chosen() {
				return w.check(c, *asJSON, *ignore, failing())
			}
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
			if checker.Protected, checker.ProtectPaths, err = protected(); err != nil {
				return c.usage(err)
			}
			if *ignore != "" {
				checker.Ignore = strings.Split(*ignore, ",")
			}
			for _, code := range checker.Ignore {
				if (check.Checker{Ignore: []string{code}}).Validate() != nil {
					return c.usage("--ignore: unknown violation code " + strconv.Quote(code) + " ('iri check --codes' lists the codes)")
				}
			}
			threshold := failing()
			c.inputs(func(c *cli, line int, s string) {
				// A lenient mode repairs first; the checks then apply to
				// the repaired IRI, and the repairs are reported. (Check
				// parses the input itself: the strict mode has nothing to
				// add.)
				checked, okMore := s, ""
				var more []jsonKey
				if !strict {
					x, rs, err := parse(s)
					if err == nil && len(rs) > 0 {
						checked, okMore = x.String(), repairsText(rs)
						more = []jsonKey{{"iri", checked}, {"repairs", repairsJSON(rs)}}
					}
				}
				c.report(line, s, checker.Check(checked), *asJSON, threshold, okMore, more...)
			})
			return exitOK
		}
	},
}

// failingFlag adds -W to fs; the function it returns gives the severity
// from which a violation fails the input: an error, or a warning with -W.
func failingFlag(fs *flag.FlagSet) func() check.Severity {
	failOnWarning := fs.Bool("W", false, "exit with status 1 on warnings too, not only on errors")
	return func() check.Severity {
		if *failOnWarning {
			return check.SeverityWarning
		}
		return check.SeverityError
	}
}

// report writes the report r of one input, as check, bidi and check
// --mode whatwg do: in JSON (see writeReport), or "ok" and the input
// checked, then okMore, on standard output when there is nothing to
// report, else each violation with a caret under it on standard error.
// The input fails when it does not conform (it breaks a MUST), or when
// its worst violation reaches threshold (-W lowers it to warnings);
// --stats counts each code. more are the keys a mode adds to the JSON
// object (a lenient mode's repairs, the WHATWG mode's href), okMore what
// it adds to the "ok" line.
func (c *cli) report(line int, input string, r check.Report, asJSON bool, threshold check.Severity, okMore string, more ...jsonKey) {
	for _, v := range r.Violations {
		c.stats.count(v.Code)
	}
	valid := r.Conforms()
	if !valid || r.Worst() >= threshold {
		c.failed = true
		c.failedValid = valid
	}
	switch {
	case asJSON:
		c.writeReport(r, input, more)
	case valid && len(r.Violations) == 0:
		// The input checked is an IRI, which has nothing to escape, or
		// one the URL parser of --mode whatwg took, which may have.
		c.out.WriteString("ok\t")
		c.out.WriteString(printable(r.Input))
		c.out.WriteString(okMore)
		c.out.WriteByte('\n')
	default:
		c.errOut.buf = appendCaretReport(c.errOut.buf, line, r.Input, r)
	}
}

// repairsText lists the repairs on the rest of a line.
func repairsText(rs []lenient.Repair) string {
	var parts []string
	for _, r := range rs {
		parts = append(parts, r.String())
	}
	return "\trepaired: " + printable(strings.Join(parts, "; "))
}

// A jsonKey is a key a mode adds to the JSON object of a report, and its
// value.
type jsonKey struct {
	name  string
	value any
}

// writeReport writes r as one line of JSON, as the package check writes
// a report, with "input" the input as read and the keys of more after
// check's. (Under a lenient mode the input checked is the repaired IRI,
// which more has as "iri", with the repairs: the offsets are in it.)
func (c *cli) writeReport(r check.Report, input string, more []jsonKey) {
	r.Input = input
	data, err := r.MarshalJSON()
	if err != nil {
		panic(err) // a report is plain values
	}
	c.out.Write(data[:len(data)-1]) // without its "}"
	for _, k := range more {
		c.out.WriteString(`,"` + k.name + `":`)
		c.out.Write(marshal(k.value))
	}
	c.out.WriteString("}\n")
}

// appendCaretReport shows each violation under the input, for a person:
//
//	iri: line 3: http://example.org/a b
//	  error char/space at offset 20 in path: a space (3987bis §7.3)
//	  http://example.org/a b
//	                      ^
func appendCaretReport(b []byte, line int, input string, r check.Report) []byte {
	// A valid IRI has nothing to escape (printable returns it as it is);
	// an input the URL parser of --mode whatwg took may have.
	shown := printable(input)
	b = append(b, "iri: "...)
	if line > 0 {
		b = append(strconv.AppendInt(append(b, "line "...), int64(line), 10), ": "...)
	}
	b = append(append(b, shown...), '\n')
	if !r.Conforms() && r.Worst() < check.SeverityError {
		b = append(append(append(b, "  "...), r.Reason()...), '\n')
	}
	for _, v := range r.Violations {
		from, to := columns(input, v.Offset), columns(input, min(v.Offset+v.Length, len(input)))
		b = append(v.AppendTo(append(b, "  "...)), '\n')
		b = append(append(append(b, "  "...), shown...), "\n  "...)
		b = appendRepeated(b, ' ', from)
		b = append(appendRepeated(b, '^', max(to-from, 1)), '\n')
	}
	return b
}

// appendRepeated appends n times c.
func appendRepeated(b []byte, c byte, n int) []byte {
	for range n {
		b = append(b, c)
	}
	return b
}
