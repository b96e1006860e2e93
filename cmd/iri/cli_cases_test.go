package main

import (
	"strings"
	"testing"
)

// A cliCase is a run of the command: its standard input and arguments,
// and the exit status, standard output and standard error it must give
// (one that ends in "*": what standard error starts with, for a message
// that names a temporary file).
type cliCase struct {
	stdin      string
	args       []string
	code       int
	out, error string
}

// runCLICases runs each case and reports those that give something else.
func runCLICases(t *testing.T, cases []cliCase) {
	t.Helper()
	for _, tt := range cases {
		code, out, errOut := runCLI(t, tt.stdin, tt.args...)
		wantErr, prefix := strings.CutSuffix(tt.error, "*")
		if code != tt.code || out != tt.out || !prefix && errOut != wantErr || prefix && !strings.HasPrefix(errOut, wantErr) {
			t.Errorf("%q: exit %d, %q, %q; want %d, %q, %q", tt.args, code, out, errOut, tt.code, tt.out, tt.error)
		}
	}
}
