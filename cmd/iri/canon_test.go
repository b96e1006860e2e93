package main

import "testing"

// TestCanon runs iri canon: each profile, the SURT options, the
// expressions, a bad input (exit 1) and the usage errors (exit 2).
func TestCanon(t *testing.T) {
	runCLICases(t, []cliCase{
		{"", []string{"canon", "http://www.Example.com/a?b=2&a=1", "dns:archive.org"}, 0,
			"com,example)/a?a=1&b=2\ndns:archive.org\n", ""},
		{"", []string{"canon", "--with-scheme", "--trailing-comma", "--keep-www", "--keep-ip-order", "http://www.example.com/", "http://10.0.0.1/"}, 0,
			"http://(com,example,www,)/\nhttp://(10.0.0.1,)/\n", ""},
		{"http://WWW.Archive.org:80/Big/\n", []string{"canon", "--profile", "ia"}, 0, "http://archive.org/big\n", ""},
		{"", []string{"canon", "--profile", "google", "http://host/%25%32%35"}, 0, "http://host/%25\n", ""},
		{"", []string{"canon", "--profile", "safebrowsing", "--json", "http://www.GOOgle.com.../q?r", "mailto:a@b"}, 1,
			`{"input":"http://www.GOOgle.com.../q?r","canonical":"http://www.google.com/q"}` + "\n" +
				`{"input":"mailto:a@b","error":"a scheme not followed by //"}` + "\n", ""},
		{"", []string{"canon", "--profile", "safebrowsing", "--expressions", "http://a.b/c"}, 0, "a.b/\ta.b/c\n", ""},
		{"", []string{"canon", "http://a:x/"}, 1, "", "iri: http://a:x/: a port that is not a number from 0 to 65535\n"},
		{"", []string{"canon", "--profile", "x", "a"}, 2, "", "iri canon: --profile: unknown profile x; the profiles are surt, google, ia, safebrowsing, ssurt, urlcanon-aggressive, urlcanon-google, urlcanon-semantic-precise, urlcanon-surt, urlcanon-whatwg\n"},
		{"", []string{"canon", "--profile", "urlcanon-whatwg", "HTTP://EXAMPLE.com:80/a/../b"}, 0, "http://example.com/b\n", ""},
		{"", []string{"canon", "--profile", "urlcanon-aggressive", "https://www.Example.com/A/?b=&a=1#x"}, 0, "http://example.com/a?a=1&b=\n", ""},
		{"", []string{"canon", "--profile", "ssurt", "http://www.example.com:8080/a"}, 0, "com,example,www,//8080:http:/a\n", ""},
		{"", []string{"canon", "--profile", "urlcanon-surt", "http://www.example.com/a"}, 0, "http://(com,example,www,)/a\n", ""},
		{"", []string{"canon", "--expressions", "a"}, 2, "", "iri canon: --expressions needs --profile safebrowsing\n"},
		{"", []string{"canon", "--profile", "ia", "--with-scheme", "a"}, 2, "",
			"iri canon: --with-scheme, --trailing-comma, --keep-www and --keep-ip-order are options of --profile surt\n"},
	})
}
