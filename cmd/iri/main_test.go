package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"
	"testing/iotest"
)

// runCLI runs the tool with args and stdin and returns its exit status,
// standard output and standard error.
func runCLI(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(args, strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestParseText(t *testing.T) {
	code, out, errOut := runCLI(t, "", "parse", "http://u@例え.jp:/ä?#", "a b", "//[::1]")
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	want := "http://u@例え.jp:/ä?#\tscheme=\"http\"\tuserinfo=\"u\"\thost=\"例え.jp\"\thost_type=reg-name\tport=\"\"\tpath=\"/ä\"\tquery=\"\"\tfragment=\"\"\n" +
		"//[::1]\thost=\"[::1]\"\thost_type=ipv6\tpath=\"\"\n"
	if out != want {
		t.Errorf("stdout:\n%s\nwant:\n%s", out, want)
	}
	if errOut != "iri: a b: invalid character U+0020 in path at offset 1\n" {
		t.Errorf("stderr: %q", errOut)
	}
}

func TestParseJSONFromStdin(t *testing.T) {
	in := "http://a/?q\r\nmailto:x@y\n\nbad%\nlast-line-without-newline"
	code, out, errOut := runCLI(t, in, "parse", "--json")
	if code != 1 || errOut != "" {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 5 {
		t.Fatalf("%d output lines for 5 input lines:\n%s", len(lines), out)
	}
	var objs []map[string]any
	for _, l := range lines {
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("%q: %v", l, err)
		}
		objs = append(objs, m)
	}
	if objs[0]["scheme"] != "http" || objs[0]["query"] != "q" || objs[0]["fragment"] != nil || objs[0]["host_type"] != "reg-name" {
		t.Errorf("line 1: %v", objs[0])
	}
	if objs[1]["host"] != nil || objs[1]["host_type"] != nil || objs[1]["path"] != "x@y" {
		t.Errorf("line 2: %v", objs[1])
	}
	if objs[2]["path"] != "" || objs[2]["scheme"] != nil {
		t.Errorf("line 3 (empty reference): %v", objs[2])
	}
	if objs[3]["error"] == nil || objs[3]["offset"] != 3.0 || objs[3]["component"] != "path" {
		t.Errorf("line 4: %v", objs[3])
	}
	if objs[4]["path"] != "last-line-without-newline" {
		t.Errorf("line 5: %v", objs[4])
	}
}

func TestCheck(t *testing.T) {
	code, out, errOut := runCLI(t, "", "check", "--", "-a", "http://例え.jp/ré sumé")
	if code != 1 {
		t.Errorf("exit %d", code)
	}
	if out != "ok\t-a\n" {
		t.Errorf("stdout %q", out)
	}
	want := "iri: http://例え.jp/ré sumé\n" +
		"  error char/space at offset 20 in path: U+0020: a space (3987bis §7.3)\n" +
		"  http://例え.jp/ré sumé\n" +
		"                   ^\n"
	if errOut != want {
		t.Errorf("stderr:\n%s\nwant:\n%s", errOut, want)
	}
	code, out, _ = runCLI(t, "a\u202eb\n", "check", "--json")
	var v struct {
		Valid      bool
		Error      string
		Violations []struct {
			Code, Severity, Component, Section string
			Offset                             int
		}
	}
	if err := json.Unmarshal([]byte(out), &v); err != nil || code != 1 {
		t.Fatalf("%q: %v, exit %d", out, err, code)
	}
	if v.Valid || len(v.Violations) != 1 || v.Violations[0].Code != "char/bidi-formatting" ||
		v.Violations[0].Offset != 1 || v.Violations[0].Section != "RFC 3987 §4.1" || v.Violations[0].Severity != "error" {
		t.Errorf("%+v", v)
	}
	if code, _, _ := runCLI(t, "", "check", "http://a/"); code != 0 {
		t.Errorf("valid input: exit %d", code)
	}
}

func TestUsage(t *testing.T) {
	for _, args := range [][]string{{}, {"nope"}, {"parse", "--nope"}, {"check", "--mode", "lenient", "x"}, {"parse", "--mode", "x", "a"}} {
		if code, _, errOut := runCLI(t, "", args...); code != 2 || errOut == "" {
			t.Errorf("%q: exit %d, stderr %q", args, code, errOut)
		}
	}
	if code, _, _ := runCLI(t, "", "--help"); code != 0 {
		t.Errorf("--help: exit %d", code)
	}
}

func TestLongLine(t *testing.T) {
	long := "http://a/" + strings.Repeat("ä", 1<<20)
	code, out, _ := runCLI(t, long+"\nhttp://b/\n", "check")
	if code != 0 || strings.Count(out, "\n") != 2 || !strings.HasSuffix(out, "ok\thttp://b/\n") {
		t.Errorf("exit %d, %d lines", code, strings.Count(out, "\n"))
	}
}

func TestPrintable(t *testing.T) {
	in := "a\x00b\u202e\xff\u00e9\u2028\u200c"
	if got := printable(in); got != `a\x00b`+"\u202e"+`\xffé`+"\u2028\u200c" {
		t.Errorf("printable = %s", got)
	}
	if got := columns("例え/", len("例え/")); got != 5 {
		t.Errorf("columns = %d", got)
	}
}

func TestResolveAndRelativize(t *testing.T) {
	code, out, errOut := runCLI(t, "", "resolve", "http://a/b/c/d;p?q", "g", "../../../g", "http:g", "", "a b")
	if code != 1 || out != "http://a/b/c/g\nhttp://a/g\nhttp:g\nhttp://a/b/c/d;p?q\n" {
		t.Errorf("exit %d, stdout %q", code, out)
	}
	if errOut != "iri: a b: invalid character U+0020 in path at offset 1\n" {
		t.Errorf("stderr %q", errOut)
	}
	if _, out, _ := runCLI(t, "", "resolve", "--non-strict", "http://a/b/c/d;p?q", "http:g"); out != "http://a/b/c/g\n" {
		t.Errorf("non-strict: %q", out)
	}
	code, out, _ = runCLI(t, "http://a/b/c/g\nhttp://a/x/../y\nhttps://a/\n", "relativize", "--json", "http://a/b/c/d;p?q")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 1 || len(lines) != 3 || !strings.Contains(lines[0], `"reference":"g"`) ||
		!strings.Contains(lines[1], `"error":`) || strings.Contains(lines[1], `"offset"`) ||
		!strings.Contains(lines[2], `"reference":"https://a/"`) {
		t.Errorf("exit %d:\n%s", code, out)
	}
	if code, _, errOut := runCLI(t, "", "resolve", "rel/base", "x"); code != 1 || errOut != "iri: rel/base: base: missing scheme at offset 0\n" {
		t.Errorf("relative base: exit %d, %q", code, errOut)
	}
	if code, _, _ := runCLI(t, "", "relativize"); code != 2 {
		t.Errorf("missing base: exit %d", code)
	}
}

func TestToURIAndToIRI(t *testing.T) {
	code, out, errOut := runCLI(t, "", "to-uri", "--idna", "http://résumé.example.org/ré", "http://a\u200db.example/", "a b")
	if code != 1 || out != "http://xn--rsum-bpad.example.org/r%C3%A9\n" || strings.Count(errOut, "\n") != 2 ||
		!strings.Contains(errOut, `IDNA rejects the host label "a\u200db" at offset 7`) {
		t.Errorf("exit %d\nstdout %q\nstderr %q", code, out, errOut)
	}
	if _, out, _ := runCLI(t, "", "to-uri", "--charset", "windows-1252", "http://a/?q=é"); out != "http://a/?q=%E9\n" {
		t.Errorf("charset: %q", out)
	}
	if code, _, _ := runCLI(t, "", "to-uri", "--charset", "klingon", "http://a/"); code != 2 {
		t.Errorf("unknown charset: exit %d", code)
	}
	if code, _, _ := runCLI(t, "", "to-uri", "--idna", "--idna-profile", "x", "http://a/"); code != 2 {
		t.Errorf("unknown profile: exit %d", code)
	}
	code, out, _ = runCLI(t, "http://xn--99zt52a.example.org/%e2%80%ae\n", "to-iri", "--idna", "--json")
	if code != 0 || out != `{"input":"http://xn--99zt52a.example.org/%e2%80%ae","iri":"http://納豆.example.org/%E2%80%AE"}`+"\n" {
		t.Errorf("to-iri: exit %d, %q", code, out)
	}
}

func TestNormalizeAndCompare(t *testing.T) {
	code, out, _ := runCLI(t, "HTTP://Example.COM:80/a/../%7euser\n", "normalize", "--level", "scheme")
	if code != 0 || out != "http://example.com/~user\n" {
		t.Errorf("normalize: exit %d, %q", code, out)
	}
	if _, out, _ := runCLI(t, "", "normalize", "--nfc", "http://a/Vie\u0302\u0323t"); out != "http://a/Vi\u1ec7t\n" {
		t.Errorf("normalize --nfc: %q", out)
	}
	if code, out, _ := runCLI(t, "", "compare", "http://example.org/~user", "http://example.org/%7Euser"); code != 0 || out != "equal\n" {
		t.Errorf("compare syntax: exit %d, %q", code, out)
	}
	if code, out, _ := runCLI(t, "", "compare", "--level", "simple", "http://example.org/~user", "http://example.org/%7Euser"); code != 1 || out != "different\n" {
		t.Errorf("compare simple: exit %d, %q", code, out)
	}
	code, out, _ = runCLI(t, "", "compare", "--json", "http://a", "http://a:80/")
	if code != 1 || out != `{"input":"http://a\thttp://a:80/","a":"http://a","b":"http://a:80/","level":"syntax","equal":false,"first_equal_level":"scheme"}`+"\n" {
		t.Errorf("compare --json: exit %d, %q", code, out)
	}
	for _, args := range [][]string{{"compare", "a"}, {"compare", "--level", "x", "a", "b"}, {"normalize", "--nfc", "--nfkc", "a"}} {
		if code, _, _ := runCLI(t, "", args...); code != 2 {
			t.Errorf("%q: exit %d", args, code)
		}
	}
}

func TestBidiAndDisplay(t *testing.T) {
	// Warnings, as under check: reported on standard error with carets,
	// exit 0 but with -W.
	code, out, errOut := runCLI(t, "", "bidi", "http://ab.cd.ef/גד1/2הו/זח.html", "http://ab.גד.ij/")
	if code != 0 || out != "ok\thttp://ab.גד.ij/\n" || strings.Count(errOut, "warning bidi/rtl-ends") != 2 {
		t.Errorf("bidi: exit %d\n%s%s", code, out, errOut)
	}
	if code, _, _ := runCLI(t, "", "bidi", "-W", "http://ab.cd.ef/גד1/2הו/זח.html"); code != 1 {
		t.Errorf("bidi -W: exit %d", code)
	}
	if code, _, errOut := runCLI(t, "", "bidi", "a b"); code != 1 || !strings.Contains(errOut, "error char/space") {
		t.Errorf("bidi on a bad IRI: exit %d, %q", code, errOut)
	}
	// "Allowed but not recommended" (§4.4 example 10) is fine for the exit status.
	if code, out, _ := runCLI(t, "", "bidi", "--json", "http://ab.אבגדהו.123/kl"); code != 0 || !strings.Contains(out, `"code":"bidi/number-beside-rtl","severity":"info"`) {
		t.Errorf("bidi --json: exit %d, %s", code, out)
	}
	if _, out, _ := runCLI(t, "", "display", "http://א/"); out != "\u202ahttp://א/\u202c\n" {
		t.Errorf("display: %q", out)
	}
	if _, out, _ := runCLI(t, "", "display", "--visual", "http://ab.גד.הו/x"); out != "http://ab.וה.דג/x\n" {
		t.Errorf("display --visual: %q", out)
	}
	if code, _, _ := runCLI(t, "", "display", "--form", "x", "a"); code != 2 {
		t.Errorf("display --form x: exit %d", code)
	}
}

func TestLenientModes(t *testing.T) {
	code, out, _ := runCLI(t, "", "check", "--mode", "href", ` http://a/b c\d `)
	if code != 0 || !strings.HasPrefix(out, "ok\thttp://a/b%20c/d\trepaired: trimmed at offset 0") || strings.Count(out, "\n") != 1 {
		t.Errorf("check --mode href: exit %d, %q", code, out)
	}
	_, out, _ = runCLI(t, "", "parse", "--json", "--mode", "leiri", "http://a/b c")
	if !strings.Contains(out, `"iri":"http://a/b%20c","repairs":[{"kind":"percent-encoded","offset":10,"old":" ","new":"%20"}]`) {
		t.Errorf("parse --mode leiri: %s", out)
	}
	if code, _, _ := runCLI(t, "", "check", "--mode", "lax", "a"); code != 2 {
		t.Errorf("unknown mode: exit %d", code)
	}
	if code, _, _ := runCLI(t, "", "check", "--mode", "leiri", "http://a/%zz"); code != 1 {
		t.Errorf("unrepairable: exit %d", code)
	}
}

// TestStreaming checks the promises of reading standard input: one result
// per line in input order whatever the number of workers, lines of any
// length, CRLF, a last line without newline, NUL bytes and invalid UTF-8
// as per-line errors that do not end the run.
func TestStreaming(t *testing.T) {
	var in strings.Builder
	var want []string
	nul, bad := 0, 0
	for i := 0; i < 3000; i++ {
		switch {
		case i%500 == 0:
			s := "http://a/" + strings.Repeat("ü", 1<<19) // a 1 MiB line
			in.WriteString(s + "\n")
			want = append(want, s)
		case i%7 == 1:
			in.WriteString(fmt.Sprintf("http://a/%d\r\n", i))
			want = append(want, fmt.Sprintf("http://a/%d", i))
		case i%7 == 2:
			in.WriteString("bad\x00line\n")
			nul++
		case i%7 == 3:
			in.WriteString("bad\xffline\n")
			bad++
		default:
			in.WriteString(fmt.Sprintf("http://b/%d\n", i))
			want = append(want, fmt.Sprintf("http://b/%d", i))
		}
	}
	in.WriteString("http://last/no-newline")
	want = append(want, "http://last/no-newline")
	// 100000 workers asked: pipelineSize runs 4 a processor.
	for _, jobs := range []string{"1", "2", "7", "100000"} {
		code, out, errOut := runCLI(t, in.String(), "to-uri", "-j", jobs, "--stats")
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if code != 1 || len(lines) != len(want) {
			t.Fatalf("-j %s: exit %d, %d lines, want %d", jobs, code, len(lines), len(want))
		}
		for i, l := range lines {
			u := strings.ReplaceAll(want[i], "ü", "%C3%BC") // the only non-ASCII here
			if l != u {
				t.Fatalf("-j %s: line %d out of order or wrong: %.40q, want %.40q", jobs, i, l, u)
			}
		}
		stats := fmt.Sprintf("lines\t3001\nvalid\t%d\ninvalid\t%d\n", 3001-nul-bad, nul+bad)
		if strings.Count(errOut, "invalid character U+0000") != nul || strings.Count(errOut, "invalid UTF-8") != bad ||
			!strings.Contains(errOut, stats) {
			t.Errorf("-j %s: stderr has %d NUL and %d UTF-8 errors; stats %q", jobs, strings.Count(errOut, "U+0000"), strings.Count(errOut, "invalid UTF-8"), errOut[max(0, len(errOut)-60):])
		}
	}
	_, _, errOut := runCLI(t, "a b\nhttp://A/\n", "check", "--stats", "-j", "2")
	if !strings.HasSuffix(errOut, "lines\t2\nvalid\t1\ninvalid\t1\nchar/space\t1\nhost/uppercase\t1\n") {
		t.Errorf("check --stats: %q", errOut)
	}
}

func TestExtractCommand(t *testing.T) {
	code, out, _ := runCLI(t, "See http://example.org/a, and <https://例え.jp/>.\nnothing here\nmailto:x@y.example!\n", "extract", "-j", "2")
	if code != 0 || out != "1:5\thttp://example.org/a\n1:32\thttps://例え.jp/\n3:1\tmailto:x@y.example\n" {
		t.Errorf("extract: exit %d, %q", code, out)
	}
	code, out, errOut := runCLI(t, "<http://ex/s> <http://ex/p> <o> .\n", "extract", "--format", "ntriples")
	if code != 1 || out != "1:2\thttp://ex/s\n1:16\thttp://ex/p\n" || !strings.Contains(errOut, "iri: line 1: o: missing scheme") {
		t.Errorf("extract ntriples: exit %d, %q, %q", code, out, errOut)
	}
	if code, _, _ := runCLI(t, "", "extract", "x"); code != 2 {
		t.Errorf("operands: exit %d", code)
	}
}

// TestOneFileKeepsOrder writes standard output and standard error to the
// same file, as "2>&1" does: the report of each bad line stays between the
// lines around it, with one worker and with several, although both
// streams are buffered.
func TestOneFileKeepsOrder(t *testing.T) {
	var in strings.Builder
	var want strings.Builder
	for i := range 2000 {
		if i%3 == 1 {
			fmt.Fprintf(&in, "http://a/%d b\n", i)
			fmt.Fprintf(&want, "iri: line %d: http://a/%d b\n", i+1, i)
		} else {
			fmt.Fprintf(&in, "http://a/%d\n", i)
			fmt.Fprintf(&want, "ok\thttp://a/%d\n", i)
		}
	}
	for _, jobs := range []string{"1", "3"} {
		f, err := os.CreateTemp(t.TempDir(), "out")
		if err != nil {
			t.Fatal(err)
		}
		code := run([]string{"check", "-j", jobs}, strings.NewReader(in.String()), f, f)
		f.Close()
		data, err := os.ReadFile(f.Name())
		if err != nil {
			t.Fatal(err)
		}
		// Keep the first line of each report: the rest is the caret block.
		var got strings.Builder
		for _, line := range strings.SplitAfter(string(data), "\n") {
			if strings.HasPrefix(line, "ok\t") || strings.HasPrefix(line, "iri: line ") {
				got.WriteString(line)
			}
		}
		if code != 1 || got.String() != want.String() {
			t.Errorf("-j %s: exit %d, the lines are out of order:\n%.400s", jobs, code, got.String())
		}
	}
}

// TestLiveFlushesEachChunk: with a person watching standard error, or
// an input that is not a regular file, what a chunk wrote leaves the
// buffers when the chunk is done; otherwise it waits for a buffer's worth
// or the end of the run.
func TestLiveFlushesEachChunk(t *testing.T) {
	for _, tc := range []struct{ live, regular, flushed bool }{
		{false, true, false},
		{true, true, true},
		{false, false, true},
	} {
		var out, errOut bytes.Buffer
		c := &cli{out: &output{w: &out}, errOut: &output{w: &errOut}, live: tc.live, regularInput: tc.regular}
		c.out.WriteString("ok\n")
		c.errOut.WriteString("iri: bad\n")
		c.chunkDone(chunk{text: "a\nb\n", lines: 2})
		if got := out.Len() > 0 && errOut.Len() > 0; got != tc.flushed {
			t.Errorf("%+v: written after the chunk: %q, %q", tc, out.String(), errOut.String())
		}
	}
}

// TestReadErrorKeepsLines: the lines read before a read error are
// processed, and the error reported after them, with one worker or more.
func TestReadErrorKeepsLines(t *testing.T) {
	for _, jobs := range []string{"1", "4"} {
		in := io.MultiReader(strings.NewReader("http://a/\nhttp://b/\n"), iotest.ErrReader(errors.New("disk gone")))
		var out, errOut bytes.Buffer
		code := run([]string{"parse", "-j", jobs}, in, &out, &errOut)
		if code != 1 || strings.Count(out.String(), "\n") != 2 || !strings.Contains(errOut.String(), "reading standard input: disk gone") {
			t.Errorf("-j %s: exit %d, stdout %q, stderr %q", jobs, code, out.String(), errOut.String())
		}
	}
}
