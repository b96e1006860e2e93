package main

import (
	"strings"
	"testing"
)

// TestByteOrderMark: a UTF-8 byte order mark at the
// start of standard input, as editors write it, is not part of the first
// line; anywhere else it is a character like another (and not one an
// IRI may start with).
func TestByteOrderMark(t *testing.T) {
	const bom = "\uFEFF"
	for _, jobs := range []string{"1", "2"} {
		code, out, errOut := runBuilt(t, bom+"http://a/\r\nhttp://b/\n", "to-uri", "-j", jobs)
		if code != 0 || out != "http://a/\nhttp://b/\n" || errOut != "" {
			t.Errorf("-j %s: exit %d, %q, %q", jobs, code, out, errOut)
		}
		code, out, _ = runBuilt(t, bom+"http://a/", "check", "-j", jobs) // no line ending
		if code != 0 || out != "ok\thttp://a/\n" {
			t.Errorf("-j %s, one line: exit %d, %q", jobs, code, out)
		}
	}
	code, _, errOut := runBuilt(t, "http://a/\n"+bom+"http://b/\n", "parse")
	if code != 1 || !strings.Contains(errOut, "line 2:") {
		t.Errorf("a BOM on line 2: exit %d, %q", code, errOut)
	}
	if _, out, _ := runBuilt(t, bom+"see http://a/\n", "extract"); out != "1:5\thttp://a/\n" {
		t.Errorf("extract: %q", out)
	}
}
