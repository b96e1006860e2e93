package main

import (
	"strings"
	"testing"
)

// TestCompareStreams: compare reads pairs of IRIs
// from standard input, one pair a line, tab-separated, like every other
// command streams, with -j and --stats; a bad IRI is a bad input (exit
// 1, not 2), reported with its line.
func TestCompareStreams(t *testing.T) {
	in := "http://example.org/~user\thttp://example.org/%7Euser\n" +
		"http://a/\thttp://b/\n" +
		"HTTP://A:80/\thttp://a/\n" +
		"http://a/ b\thttp://a/\n" +
		"no tab here\n" +
		"http://a/\r\n"
	for _, jobs := range []string{"1", "2"} {
		code, out, errOut := runBuilt(t, in, "compare", "--level", "scheme", "--stats", "-j", jobs)
		if code != 1 || out != "equal\ndifferent\nequal\n" {
			t.Errorf("-j %s: exit %d, stdout %q", jobs, code, out)
		}
		for _, want := range []string{
			"iri: line 4: http://a/ b: invalid character U+0020 in path at offset 9\n",
			"iri: line 5: no tab here: want two IRIs separated by a tab\n",
			"iri: line 6: http://a/: want two IRIs separated by a tab\n",
			"lines\t6\nvalid\t3\ninvalid\t3\ndifferent\t1\nequal\t2\n",
		} {
			if !strings.Contains(errOut, want) {
				t.Errorf("-j %s: stderr %q lacks %q", jobs, errOut, want)
			}
		}
	}
	code, out, _ := runBuilt(t, in, "compare", "--json")
	objs := jsonLines(t, out)
	if code != 1 || len(objs) != 6 || objs[0]["equal"] != true || objs[1]["equal"] != false || objs[0]["input"] != "http://example.org/~user\thttp://example.org/%7Euser" ||
		objs[2]["equal"] != false || objs[2]["first_equal_level"] != "scheme" || objs[3]["error"] == nil || objs[4]["error"] == nil {
		t.Errorf("--json: exit %d\n%s", code, out)
	}
	if code, _, errOut := runBuilt(t, "", "compare", "http://a/ b", "http://a/"); code != 1 || !strings.Contains(errOut, "invalid character U+0020") {
		t.Errorf("a bad operand: exit %d, %q; want exit 1", code, errOut)
	}
	if code, out, _ := runBuilt(t, "", "compare", "http://a/", "http://a:80/"); code != 1 || out != "different\n" {
		t.Errorf("operands: exit %d, %q", code, out)
	}
	if code, _, _ := runBuilt(t, "", "compare", "http://a/"); code != 2 {
		t.Errorf("one operand: exit %d, want 2", code)
	}
}
