package suites

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A SpoofHost is a row of the display policy's table of hosts
// (spoof/testdata/display-hosts.tsv, this project's own).
type SpoofHost struct {
	ACE, Unicode string // the host in each form
	ShowUnicode  bool   // whether display.Hosts{} writes it in Unicode
	Reason       string // spoof.Reason.String() of why it keeps the ACE form, "" for none
	Code         string // the code iri check reports for it, "" for none
}

// SpoofHosts reads the display policy's table of hosts.
func SpoofHosts(tb testing.TB) []SpoofHost {
	tb.Helper()
	data, err := os.ReadFile(filepath.Join(moduleDir(), "spoof", "testdata", "display-hosts.tsv"))
	if err != nil {
		tb.Fatal(err)
	}
	var out []SpoofHost
	for _, line := range strings.Split(string(data), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 5 || f[2] != "ace" && f[2] != "unicode" {
			tb.Fatalf("display-hosts.tsv: bad line %q", line)
		}
		h := SpoofHost{ACE: f[0], Unicode: f[1], ShowUnicode: f[2] == "unicode", Reason: f[3], Code: f[4]}
		if h.Reason == "-" {
			h.Reason = ""
		}
		if h.Code == "-" {
			h.Code = ""
		}
		out = append(out, h)
	}
	return out
}
