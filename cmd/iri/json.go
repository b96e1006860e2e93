package main

import (
	"strings"

	"github.com/go-iri/iri/internal/failure"
	"github.com/go-iri/iri/internal/jsonline"
)

// The JSON vocabulary of the tool: every key that some command writes
// means one thing wherever it stands, and the README's table of the
// command-line tool lists them all. "input" is always the input as read
// (an operand, or a line of standard input without its line ending);
// "error" is present exactly when that input failed, with "offset",
// "component", "cause" and "section" when the library says where and why.
// A check report and its violations are written by the package check
// (Report.MarshalJSON), which other programs share.

// writeJSON writes v as one line of JSON, without escaping "&", "<" and
// ">" (json.Marshal would write "a=1\u0026b", which grep 'a=1&b' misses).
func (c *cli) writeJSON(v any) {
	c.out.Write(marshal(v))
	c.out.WriteByte('\n')
}

// marshal is json.Marshal without the escaping of "&", "<" and ">".
func marshal(v any) []byte {
	b, err := jsonline.Marshal(v)
	if err != nil {
		panic(err) // only plain values are written
	}
	return b
}

// failedInput reports the failure j of an input: as its JSON line, or on
// standard error (see fail), at line.
func (c *cli) failedInput(line int, j failure.Failure, asJSON bool) {
	if !asJSON {
		c.fail(line, j.Input, j.Error)
		return
	}
	c.failed = true
	c.writeJSON(j)
}

// badBase reports a base that does not parse, j its failure, as the
// failure of the input (on standard error, or as a JSON line) with
// "base", and returns the exit status.
func (c *cli) badBase(j failure.Failure, asJSON bool) int {
	j.Base, j.Error = j.Input, "base: "+j.Error
	c.failedInput(0, j, asJSON)
	return exitBad
}

// message returns the message of err without the "iri: " of the
// library's errors: the tool says where it comes from itself.
func message(err error) string {
	return strings.TrimPrefix(err.Error(), "iri: ")
}
