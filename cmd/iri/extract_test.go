package main

import (
	"bytes"
	"strings"
	"testing"
	"testing/iotest"
)

// TestExtractRealDocuments: extract on the text
// people write. Each result is LINE:COLUMN, the column as an editor that
// follows the GNU convention counts it (from 1, wide characters two,
// tab stops every 8); --json adds the byte offset in the line.
func TestExtractRealDocuments(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		// Full-width and ideographic punctuation ends an IRI in CJK text.
		{"请看https://zh.wikipedia.org/wiki/中文，谢谢。\n", "1:5\thttps://zh.wikipedia.org/wiki/中文\n"},
		{"見てhttps://ja.wikipedia.org/wiki/日本語、またはhttps://例え.jp/。\n",
			"1:5\thttps://ja.wikipedia.org/wiki/日本語\n1:49\thttps://例え.jp/\n"},
		{"「https://a.example/b」と（https://c.example/d）\n", "1:3\thttps://a.example/b\n1:28\thttps://c.example/d\n"},
		// Markdown emphasis around a link is not part of it; an underscore
		// that opens nothing is.
		{"**https://x.example/y** and _https://x.example/z_, __https://x.example/w__.\n",
			"1:3\thttps://x.example/y\n1:30\thttps://x.example/z\n1:54\thttps://x.example/w\n"},
		{"see https://x.example/snake_case_ and ~~https://x.example/old~~\n",
			"1:5\thttps://x.example/snake_case_\n1:41\thttps://x.example/old\n"},
		// A link wrapped inside <...> (RFC 3986 Appendix C) is joined.
		{"Read <http://example.org/reports/\n    2026/résumé.pdf> now.\nand <https://a.example/\r\nb/c>\n",
			"1:7\thttp://example.org/reports/2026/résumé.pdf\n3:6\thttps://a.example/b/c\n"},
		// Text is not HTML: "&amp;" stays as it is written.
		{`<a href="http://a.example/?x=1&amp;y=2">` + "\n", "1:10\thttp://a.example/?x=1&amp;y=2\n"},
		// Columns: a tab stop, wide characters.
		{"\thttp://a.example/\n日本 http://b.example/\n", "1:9\thttp://a.example/\n2:6\thttp://b.example/\n"},
	} {
		for _, jobs := range []string{"1", "2"} {
			code, out, errOut := runBuilt(t, tc.in, "extract", "-j", jobs)
			if code != 0 || out != tc.want {
				t.Errorf("-j %s %q:\nexit %d, stderr %q\n got %q\nwant %q", jobs, tc.in, code, errOut, out, tc.want)
			}
		}
	}
	_, out, _ := runBuilt(t, "日本\thttp://a.example/\n", "extract", "--json")
	if out != `{"line":1,"column":9,"offset":7,"iri":"http://a.example/"}`+"\n" {
		t.Errorf("--json: %s", out)
	}
}

// TestExtractHTML: --format html reads the URLs of an HTML document's
// attributes with an HTML tokenizer: character references decoded, each
// link resolved against the base, the document's address (--base) or its
// <base href>.
func TestExtractHTML(t *testing.T) {
	doc := `<!DOCTYPE html>
<html><head><base href="/dir/"><title>a &lt;b&gt;</title>
<link rel=stylesheet href="style.css"></head>
<body><a href="p?x=1&amp;y=2#s">one</a> <!-- <a href="not/a/link"> -->
<img src=" ../img/ü.png " alt="http://not.a.link/"><form action="/search"></form>
<a href="http://other.example/a b">bad</a><script>var s = "<a href='no'>";</script>
</body></html>
`
	code, out, errOut := runBuilt(t, doc, "extract", "--format", "html", "--base", "https://example.org/start/index.html")
	want := "2:13\thttps://example.org/dir/\n" +
		"3:1\thttps://example.org/dir/style.css\n" +
		"4:7\thttps://example.org/dir/p?x=1&y=2#s\n" +
		"5:1\thttps://example.org/img/ü.png\n" +
		"5:52\thttps://example.org/search\n"
	if code != 1 || out != want || !strings.Contains(errOut, "iri: line 6: http://other.example/a b: invalid character U+0020") {
		t.Errorf("exit %d\nstdout:\n%s\nwant:\n%s\nstderr: %s", code, out, want, errOut)
	}
	// Without a base, a relative link stays relative.
	_, out, _ = runBuilt(t, `<a href="a/b?c=d&amp;e">`, "extract", "--format", "html")
	if out != "1:1\ta/b?c=d&e\n" {
		t.Errorf("no base: %q", out)
	}
	// A document is not lines: --stats has nothing to count.
	for _, mode := range []string{"strict", "whatwg"} {
		if code, out, errOut := runBuilt(t, `<a href="http://a/">`, "extract", "--format", "html", "--mode", mode, "--stats"); code != 2 || out != "" || !strings.HasPrefix(errOut, "iri extract: --stats counts the lines") {
			t.Errorf("--stats --mode %s: exit %d, %q, %q; want a usage error", mode, code, out, errOut)
		}
	}
}

// TestExtractKeepsWrappedLinesAcrossReads: a link wrapped over lines that
// come in reads of their own (a pipe, a person typing) is joined from the
// lines as they were read, although the buffer of each read is read into
// again once its chunk is done (see chunkReader): the lines a text block
// keeps past their call are its own copies.
func TestExtractKeepsWrappedLinesAcrossReads(t *testing.T) {
	const in = "see <http://example.org/first/\nsecond/\nthird/\nfourth.pdf> and\nmore text here\n"
	const want = "1:6\thttp://example.org/first/second/third/fourth.pdf\n"
	for _, jobs := range []string{"1", "2"} {
		var out, errOut bytes.Buffer
		// One byte a read: each line is a chunk of its own.
		code := run([]string{"extract", "-j", jobs}, iotest.OneByteReader(strings.NewReader(in)), &out, &errOut)
		if code != 0 || out.String() != want {
			t.Errorf("-j %s: exit %d, stderr %q\n got %q\nwant %q", jobs, code, errOut.String(), out.String(), want)
		}
	}
}
