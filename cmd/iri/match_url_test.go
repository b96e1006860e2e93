package main

import "testing"

// TestMatchURL runs iri match-url: text and JSON, null for an optional
// group that did not take part, --init, --input-init, --input-base,
// --ignore-case, stdin lines, the exit statuses (1 for a URL that does
// not match or is no URL, 2 for a pattern that does not compile).
func TestMatchURL(t *testing.T) {
	const books = "https://*.example.com/books/:id{/:rest}?"
	runCLICases(t, []cliCase{
		{"", []string{"match-url", "--pattern", books, "https://a.example.com/books/42", "https://b.example.com/books/42/x"}, 0,
			"true\thostname.0=a\tpathname.id=42\ntrue\thostname.0=b\tpathname.id=42\tpathname.rest=x\n", ""},
		{"", []string{"match-url", "--pattern", books, "--json", "https://a.example.com/books/42", "http://a.example.com/books/42"}, 1,
			`{"input":"https://a.example.com/books/42","match":true,"groups":{"hostname":{"0":"a"},"pathname":{"id":"42","rest":null}}}` + "\n" +
				`{"input":"http://a.example.com/books/42","match":false,"groups":null}` + "\n", ""},
		// A group that matched the empty string is "", not null.
		{"", []string{"match-url", "--pattern", "http://h/:a(x?)", "--json", "http://h/"}, 0,
			`{"input":"http://h/","match":true,"groups":{"pathname":{"a":""}}}` + "\n", ""},
		// The lines of standard input; a fixed pattern has no groups, and the
		// search and hash it does not give are "*".
		{"http://h/a\nhttp://h/b\r\nhttp://h/a?q#f\n", []string{"match-url", "--pattern", "http://h/a"}, 1, "true\nfalse\ntrue\n", ""},
		{"http://h/a\nhttp://h/b\n", []string{"match-url", "--pattern", "http://h/a", "--json", "-j", "2"}, 1,
			`{"input":"http://h/a","match":true,"groups":{}}` + "\n" + `{"input":"http://h/b","match":false,"groups":null}` + "\n", ""},
		{"", []string{"match-url", "--pattern", "/books/:id", "--base", "https://example.com", "https://example.com/books/1", "https://example.org/books/1"}, 1,
			"true\tpathname.id=1\nfalse\n", ""},
		{"", []string{"match-url", "--pattern", "http://h/A/:x", "--ignore-case", "http://h/a/B"}, 0, "true\tpathname.x=B\n", ""},
		{"", []string{"match-url", "--pattern", "http://h/A/:x", "http://h/a/B"}, 1, "false\n", ""},
		{"", []string{"match-url", "--init", "--pattern", `{"pathname": "/books/:id", "search": "page=:n"}`, "--json", "mailto:x?page=2", "https://a/books/1?page=2"}, 1,
			`{"input":"mailto:x?page=2","match":false,"groups":null}` + "\n" +
				`{"input":"https://a/books/1?page=2","match":true,"groups":{"pathname":{"id":"1"},"search":{"n":"2"}}}` + "\n", ""},
		// --base is the baseURL of an init without one.
		{"", []string{"match-url", "--init", "--pattern", `{"pathname": "/b/:id"}`, "--base", "https://a/", "https://a/b/1", "http://a/b/1"}, 1, "true\tpathname.id=1\nfalse\n", ""},
		{"", []string{"match-url", "--init", "--pattern", `{"pathname": "/b/:id", "baseURL": "http://a/"}`, "--base", "https://a/", "http://a/b/1"}, 0, "true\tpathname.id=1\n", ""},
		// --input-init: each input is the URL by its components.
		{`{"pathname": "/books/7"}` + "\n" + `{"pathname": "/x", "port": "abc"}` + "\n" + `{"path": "/"}` + "\nnot json\n",
			[]string{"match-url", "--init", "--pattern", `{"pathname": "/books/:id"}`, "--input-init", "--json"}, 1,
			`{"input":"{\"pathname\": \"/books/7\"}","match":true,"groups":{"pathname":{"id":"7"}}}` + "\n" +
				`{"input":"{\"pathname\": \"/x\", \"port\": \"abc\"}","error":"port \"abc\": the port does not parse"}` + "\n" +
				`{"input":"{\"path\": \"/\"}","error":"\"path\" is not a member of an init dictionary"}` + "\n" +
				`{"input":"not json","error":"not JSON: invalid character 'o' in literal null (expecting 'u')"}` + "\n", ""},
		{"", []string{"match-url", "--pattern", "https://a/b/:id", "--input-init", "--input-base", "https://a/", `{"pathname": "b/3"}`, `{"pathname": "/b/4", "baseURL": "http://a/"}`}, 1,
			"true\tpathname.id=3\nfalse\n", ""},
		{"", []string{"match-url", "--pattern", "https://a/b/:id", "--input-init", `{"baseURL": "x"}`}, 1,
			"", "iri: {\"baseURL\": \"x\"}: baseURL \"x\": the base URL does not parse\n"},
		// --input-base: each URL is parsed against it.
		{"", []string{"match-url", "--pattern", "http://a/*", "--input-base", "http://a/b/", "c", "../d", "//e/"}, 1,
			"true\tpathname.0=b/c\ntrue\tpathname.0=d\nfalse\n", ""},
		{"", []string{"match-url", "--pattern", "http://a/*", "--input-base", "x y", "c"}, 1, "",
			"iri: x y: base: missing-scheme-non-relative-URL at offset 0: no scheme, and no base URL to resolve against (or one with an opaque path)\n"},
		// An input that is no URL is an error, on its line.
		{"http://a/\nhttp://a:99999/\n", []string{"match-url", "--pattern", "http://a/*", "--json"}, 1,
			`{"input":"http://a/","match":true,"groups":{"pathname":{"0":""}}}` + "\n" +
				`{"input":"http://a:99999/","error":"port-out-of-range at offset 9: the port is above 65535","offset":9,"cause":"port-out-of-range","section":"URL Standard §1.1"}` + "\n", ""},
		{"http://a/\nhttp://a:99999/\n", []string{"match-url", "--pattern", "http://a/*"}, 1,
			"true\tpathname.0=\n", "iri: line 2: http://a:99999/: port-out-of-range at offset 9: the port is above 65535\n"},
		// Usage errors: a pattern that does not compile, none.
		{"", []string{"match-url", "--pattern", "/(a", "--base", "http://x/", "u"}, 2, "", "iri match-url: --pattern: pathname \"/(a\" at offset 1: a regexp group is not closed\n"},
		{"", []string{"match-url", "--pattern", "/a", "u"}, 2, "", "iri match-url: --pattern: \"/a\": a relative pattern without a base URL\n"},
		{"", []string{"match-url", "--pattern", `http://a/(\1)`, "u"}, 2, "", "iri match-url: --pattern: pathname \"/(\\\\1)\" at offset 2: the regexp engine cannot run a backreference \\1\n"},
		{"", []string{"match-url", "--init", "--pattern", `{"pathname": 1}`, "u"}, 2, "", "iri match-url: --pattern: the member \"pathname\" is not a string\n"},
		{"", []string{"match-url", "--init", "--pattern", `/a`, "u"}, 2, "", "iri match-url: --pattern: not JSON: invalid character '/' looking for beginning of value\n"},
		{"", []string{"match-url", "u"}, 2, "", "iri match-url: missing --pattern\n"},
	})
}

// TestMatchURLStats: --stats counts the inputs that match and those
// that do not, which are valid.
func TestMatchURLStats(t *testing.T) {
	runCLICases(t, []cliCase{
		{"http://a/x\nhttp://b/\nhttp://a:x/\n", []string{"match-url", "--pattern", "http://a/:p", "--stats"}, 1,
			"true\tpathname.p=x\nfalse\n",
			"iri: line 3: http://a:x/: port-invalid at offset 9: the port is not digits\nlines\t3\nvalid\t2\ninvalid\t1\nmatch\t1\nno-match\t1\n"},
	})
}
