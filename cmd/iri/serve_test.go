package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestServeRefusesInputFlags: -j and --stats, which every command that
// reads IRIs has for the lines of its input, are not serve's, which reads
// none: a usage error, and not in its help. (The address is one no listener takes, so that serve, if it went on,
// would fail instead of serving.)
const serveUsage = "usage: iri serve [--addr HOST:PORT]\nRun 'iri serve -h' for its flags.\n"

func TestServeRefusesInputFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"serve", "--addr", "127.0.0.1:-1", "-j", "2"}, "flag provided but not defined: -j\n" + serveUsage},
		{[]string{"serve", "--addr", "127.0.0.1:-1", "--stats"}, "flag provided but not defined: -stats\n" + serveUsage},
		{[]string{"serve", "--addr", "127.0.0.1:-1", "x"}, "iri serve: takes no operands\n"},
	} {
		var out, errOut bytes.Buffer
		code := run(tc.args, strings.NewReader(""), &out, &errOut)
		if code != exitUsage || out.Len() != 0 || errOut.String() != tc.want {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want exit 2 and %q", tc.args, code, out.String(), errOut.String(), tc.want)
		}
	}
	if code, out, _ := runCLI(t, "", "serve", "-h"); code != exitOK || strings.Contains(out, "-j") || strings.Contains(out, "--stats") || !strings.Contains(out, "--addr") {
		t.Errorf("serve -h: exit %d, flags %q", code, out)
	}
	// Without them, serve goes on, to the listener it cannot have.
	var out, errOut bytes.Buffer
	if code := run([]string{"serve", "--addr", "127.0.0.1:-1"}, strings.NewReader(""), &out, &errOut); code != exitBad || !strings.HasPrefix(errOut.String(), "iri serve: listen tcp") {
		t.Errorf("serve --addr 127.0.0.1:-1: exit %d, stderr %q", code, errOut.String())
	}
}
