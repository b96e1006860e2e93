package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/corpus"
	"github.com/go-iri/iri/internal/suites"
	"github.com/go-iri/iri/whatwg"
)

// TestWhatwgURLTestData runs every case of the WPT and ada URL suites
// through the command as a person would: parse --mode whatwg --json with
// --base (or without, for a case without a base) and resolve --mode
// whatwg --json BASE, the inputs of one base as operands (an operand,
// unlike a line, can hold the line breaks and NUL bytes some cases
// have; run is called in-process, since the arguments of a process
// cannot hold NUL). Every attribute the case gives must be the JSON key
// of the same name, a failure must be an error line (and every case of a
// base that fails fails), and "iri" must be an IRI.
func TestWhatwgURLTestData(t *testing.T) {
	for _, suite := range []struct {
		path  string
		count int
	}{
		{"wpt-url/urltestdata.json", 891},
		{"ada-extra/ada_extra_urltestdata.json", 28},
		{"ada-extra/ada_long_urltestdata.json", 1},
	} {
		cases := suites.JSONCases[suites.URLCase](t, suite.path, suite.count)
		// The cases of each base, in the order of the file.
		var bases []*string
		byBase := map[string][]suites.URLCase{}
		for _, c := range cases {
			key := "<none>"
			if c.Base != nil {
				key = "base:" + *c.Base
			}
			if _, ok := byBase[key]; !ok {
				bases = append(bases, c.Base)
			}
			byBase[key] = append(byBase[key], c)
		}
		checked := 0
		for _, base := range bases {
			key, commands := "<none>", [][]string{{"parse", "--mode", "whatwg", "--json", "--"}}
			if base != nil {
				key = "base:" + *base
				commands = [][]string{
					{"parse", "--mode", "whatwg", "--json", "--base", *base, "--"},
					{"resolve", "--mode", "whatwg", "--json", "--", *base},
				}
			}
			group := byBase[key]
			for _, args := range commands {
				for _, c := range group {
					args = append(args, c.Input)
				}
				code, out, _ := runCLI(t, "", args...)
				checked += checkWPTGroup(t, suite.path, args[0], base, group, code, jsonLines(t, out))
			}
		}
		if want := len(cases) + len(cases) - len(byBase["<none>"]); checked != want {
			t.Errorf("%s: %d cases checked, want %d", suite.path, checked, want)
		}
	}
}

// checkWPTGroup checks the output of one command for the cases of one
// base and returns how many it checked.
func checkWPTGroup(t *testing.T, path, command string, basePtr *string, group []suites.URLCase, code int, objs []map[string]any) int {
	t.Helper()
	base := "<none>"
	if basePtr != nil {
		base = *basePtr
		if _, err := whatwg.Parse(base); err != nil {
			// new URL(input, base) fails when the base does.
			for _, c := range group {
				if !c.Failure {
					t.Errorf("%s: base %q fails, but case %q does not", path, base, c.Input)
				}
			}
			if code != 1 || len(objs) != 1 || objs[0]["base"] != base || objs[0]["error"] == nil {
				t.Errorf("%s: %s against bad base %q: exit %d, %v", path, command, base, code, objs)
			}
			return len(group)
		}
	}
	if len(objs) != len(group) {
		t.Errorf("%s: %s against %q: %d lines for %d inputs", path, command, base, len(objs), len(group))
		return 0
	}
	failed := false
	for i, c := range group {
		got := objs[i]
		if c.Failure {
			failed = true
			if got["error"] == nil {
				t.Errorf("%s: %s %q against %q = %v, want failure", path, command, c.Input, base, got["href"])
			}
			continue
		}
		if got["error"] != nil {
			t.Errorf("%s: %s %q against %q: %v", path, command, c.Input, base, got["error"])
			continue
		}
		for _, k := range suites.URLAttributes {
			// A key the case leaves out, or null ("origin" in some of
			// ada's), is not checked, as WPT does not check it.
			if want, ok := c.Attributes[k]; ok && got[k] != want {
				t.Errorf("%s: %s %q against %q: %s = %q, want %q", path, command, c.Input, base, k, got[k], want)
			}
		}
		if s, ok := got["iri"].(string); !ok {
			t.Errorf("%s: %s %q: no iri", path, command, c.Input)
		} else if _, err := iri.ParseIRI(s); err != nil {
			t.Errorf("%s: %s %q: iri %q: %v", path, command, c.Input, s, err)
		}
		if command == "resolve" && got["target"] != got["href"] {
			t.Errorf("%s: resolve %q: target %v, href %v", path, c.Input, got["target"], got["href"])
		}
	}
	if wantCode := map[bool]int{false: 0, true: 1}[failed]; code != wantCode {
		t.Errorf("%s: %s against %q: exit %d, want %d", path, command, base, code, wantCode)
	}
	return len(group)
}

// TestWhatwgParse: the text form of parse --mode whatwg (the href, then
// each attribute as name=value), the JSON keys, a failure named by its
// validation error, --base, and the usage errors of the mode.
func TestWhatwgParse(t *testing.T) {
	code, out, errOut := runBuilt(t, "", "parse", "--mode", "whatwg", "HTTPS://user:pw@EXAMPLE.com:443/a/../b c?x=1&y=ü#f", "https://example.org:99999/", "data:,x")
	want := "https://user:pw@example.com/b%20c?x=1&y=%C3%BC#f\torigin=https://example.com\tprotocol=https:\tusername=user\tpassword=pw\thost=example.com\thostname=example.com\tport=\tpathname=/b%20c\tsearch=?x=1&y=%C3%BC\thash=#f\n" +
		"data:,x\torigin=null\tprotocol=data:\tusername=\tpassword=\thost=\thostname=\tport=\tpathname=,x\tsearch=\thash=\n"
	if code != 1 || out != want || errOut != "iri: https://example.org:99999/: port-out-of-range at offset 20: the port is above 65535\n" {
		t.Errorf("exit %d\nstdout %q\nwant   %q\nstderr %q", code, out, want, errOut)
	}

	code, out, _ = runBuilt(t, "../d?q#h\n/x\n", "parse", "--mode", "whatwg", "--json", "--base", "http://a/b/c")
	objs := jsonLines(t, out)
	if code != 0 || len(objs) != 2 {
		t.Fatalf("--base: exit %d\n%s", code, out)
	}
	if keys := keysOf(objs[0]); keys != "base,hash,host,hostname,href,input,iri,origin,password,pathname,port,protocol,search,username" {
		t.Errorf("keys %s", keys)
	}
	if objs[0]["href"] != "http://a/d?q#h" || objs[0]["base"] != "http://a/b/c" || objs[0]["input"] != "../d?q#h" || objs[1]["pathname"] != "/x" {
		t.Errorf("--base: %v", objs)
	}

	code, out, _ = runBuilt(t, "", "parse", "--mode", "whatwg", "--json", "foo", "http://a/{|}")
	objs = jsonLines(t, out)
	if code != 1 || len(objs) != 2 || keysOf(objs[0]) != "cause,error,input,offset,section" || objs[0]["cause"] != "missing-scheme-non-relative-URL" ||
		objs[0]["offset"] != 0.0 || objs[0]["section"] != "URL Standard §1.1" {
		t.Errorf("failure: exit %d\n%s", code, out)
	}
	// The bridge: what the standard leaves raw and RFC 3986 forbids is
	// percent-encoded in the IRI.
	if objs[1]["href"] != "http://a/%7B|%7D" || objs[1]["iri"] != "http://a/%7B%7C%7D" {
		t.Errorf("iri: %v", objs[1])
	}

	for _, args := range [][]string{
		{"parse", "--base", "http://a/", "x"},
		{"parse", "--mode", "browser", "x"},
		{"check", "--mode", "leiri", "--base", "http://a/", "x"},
		{"normalize", "--base", "http://a/", "x"},
		{"normalize", "--mode", "href", "x"},
		{"resolve", "--mode", "leiri", "http://a/", "x"},
		{"resolve", "--mode", "whatwg"},
		{"resolve", "--mode", "whatwg", "--non-strict", "http://a/", "x"},
		{"normalize", "--mode", "whatwg", "--level", "scheme", "x"},
		{"check", "--mode", "whatwg", "--protect", "names.txt", "x"},
	} {
		if code, _, errOut := runBuilt(t, "", args...); code != 2 || !strings.HasPrefix(errOut, "iri "+args[0]+": ") {
			t.Errorf("%q: exit %d, %q; want a usage error", args, code, errOut)
		}
	}
	// A bad --base is a bad input, as resolve's BASE is: exit 1.
	if code, out, _ := runBuilt(t, "x\n", "parse", "--mode", "whatwg", "--json", "--base", "no-scheme"); code != 1 || !strings.Contains(out, `"base":"no-scheme","error":"base: missing-scheme-non-relative-URL`) {
		t.Errorf("bad --base: exit %d, %q", code, out)
	}
}

// TestWhatwgStreams: parse --mode whatwg streams like every
// other command: one result per line in input order whatever the number
// of workers, over many lines (many chunks); a line the parser fails on
// is reported with its number and never ends the run; exit 1 at the end.
func TestWhatwgStreams(t *testing.T) {
	var in strings.Builder
	var wantOut, wantErr []string
	var wantJSON []string // the input of each JSON line
	bad := 0
	for i := 1; i <= 20000; i++ {
		var s string
		switch {
		case i%1000 == 0:
			s = "http://a/" + strings.Repeat("ü", 1<<17) // a line of 256 KiB
		case i%9 == 1:
			s = fmt.Sprintf("https://example.org:%d/", 70000+i) // fails: port-out-of-range
		case i%9 == 2:
			s = fmt.Sprintf("  HTTP://EXAMPLE.org\\%d\\..\\x\t?a b", i) // rewritten
		case i%9 == 3:
			s = fmt.Sprintf("http://a/%d\x00\xff", i) // a NUL and invalid UTF-8: percent-encoded
		default:
			s = fmt.Sprintf("https://example.org/%d", i)
		}
		in.WriteString(s)
		if i%2 == 0 {
			in.WriteString("\r\n")
		} else {
			in.WriteString("\n")
		}
		wantJSON = append(wantJSON, s)
		u, err := whatwg.Parse(s)
		if err != nil {
			bad++
			wantErr = append(wantErr, fmt.Sprintf("iri: line %d: %s: port-out-of-range", i, s))
			continue
		}
		wantOut = append(wantOut, u.Href())
	}
	for _, jobs := range []string{"1", "2", "7"} {
		code, out, errOut := runBuilt(t, in.String(), "parse", "--mode", "whatwg", "-j", jobs, "--stats")
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if code != 1 || len(lines) != len(wantOut) {
			t.Fatalf("-j %s: exit %d, %d lines, want %d", jobs, code, len(lines), len(wantOut))
		}
		for i, l := range lines {
			if href, _, _ := strings.Cut(l, "\t"); href != wantOut[i] {
				t.Fatalf("-j %s: result %d out of order or wrong: %.60q, want %.60q", jobs, i, href, wantOut[i])
			}
		}
		reports := strings.Split(strings.TrimSuffix(errOut, "\n"), "\n")
		if len(reports) != bad+3 {
			t.Fatalf("-j %s: %d lines on standard error, want %d and the stats", jobs, len(reports), bad)
		}
		for i, want := range wantErr {
			if !strings.HasPrefix(reports[i], want) {
				t.Fatalf("-j %s: report %d: %q, want %q", jobs, i, reports[i], want)
			}
		}
		if stats := strings.Join(reports[bad:], "\n"); stats != fmt.Sprintf("lines\t20000\nvalid\t%d\ninvalid\t%d", 20000-bad, bad) {
			t.Errorf("-j %s: stats %q", jobs, stats)
		}
	}
	code, out, errOut := runBuilt(t, in.String(), "parse", "--mode", "whatwg", "-j", "2", "--json")
	objs := jsonLines(t, out)
	if code != 1 || errOut != "" || len(objs) != len(wantJSON) {
		t.Fatalf("--json -j 2: exit %d, %d lines, want %d; stderr %.200q", code, len(objs), len(wantJSON), errOut)
	}
	for i, o := range objs {
		// JSON strings are UTF-8: the input's bad byte is U+FFFD there.
		if want := strings.ToValidUTF8(wantJSON[i], "\uFFFD"); o["input"] != want {
			t.Fatalf("--json -j 2: line %d has input %.60q, want %.60q", i+1, o["input"], want)
		}
	}
}

// TestWhatwgCheck: check --mode whatwg reports the validation errors of
// the URL Standard as violations named whatwg/NAME, at their offsets: the
// one the parser failed with is an error, those it recovered from are
// warnings (exit 0, or 1 with -W); --ignore and --codes know the codes,
// and --stats counts them.
func TestWhatwgCheck(t *testing.T) {
	in := "https://example.org/\n" +
		"https://EXAMPLE.org/a b\n" +
		"https:\\\\example.org:99999/\n" +
		"http://a/\x00\n" +
		"http://0x7f.1/\n"
	code, out, errOut := runBuilt(t, in, "check", "--mode", "whatwg", "--stats", "-j", "2")
	want := "iri: line 2: https://EXAMPLE.org/a b\n" +
		"  warning whatwg/invalid-URL-unit at offset 21: U+0020 is not a URL code point (URL Standard §1.1)\n" +
		"  https://EXAMPLE.org/a b\n" +
		"                       ^\n" +
		"iri: line 3: https:\\\\example.org:99999/\n" +
		"  warning whatwg/special-scheme-missing-following-solidus at offset 6: a special scheme not followed by \"//\" (URL Standard §1.1)\n" +
		"  https:\\\\example.org:99999/\n" +
		"        ^\n" +
		"  warning whatwg/special-scheme-missing-following-solidus at offset 6: a special scheme not followed by \"//\" (URL Standard §1.1)\n" +
		"  https:\\\\example.org:99999/\n" +
		"        ^\n" +
		"  warning whatwg/special-scheme-missing-following-solidus at offset 7: a special scheme not followed by \"//\" (URL Standard §1.1)\n" +
		"  https:\\\\example.org:99999/\n" +
		"         ^\n" +
		"  error whatwg/port-out-of-range at offset 20: the port is above 65535 (URL Standard §1.1)\n" +
		"  https:\\\\example.org:99999/\n" +
		"                      ^\n" +
		"iri: line 4: http://a/\\x00\n" +
		"  warning whatwg/invalid-URL-unit at offset 9: U+0000 is not a URL code point (URL Standard §1.1)\n" +
		"  http://a/\\x00\n" +
		"           ^^^^\n" +
		"iri: line 5: http://0x7f.1/\n" +
		"  warning whatwg/IPv4-too-few-parts at offset 7: an IPv4 address has fewer than four parts (URL Standard §1.1)\n" +
		"  http://0x7f.1/\n" +
		"         ^\n" +
		"  warning whatwg/IPv4-non-decimal-part at offset 7: an IPv4 address has a part in hexadecimal or octal (URL Standard §1.1)\n" +
		"  http://0x7f.1/\n" +
		"         ^\n" +
		"lines\t5\nvalid\t4\ninvalid\t1\n" +
		"whatwg/IPv4-non-decimal-part\t1\nwhatwg/IPv4-too-few-parts\t1\nwhatwg/invalid-URL-unit\t2\n" +
		"whatwg/port-out-of-range\t1\nwhatwg/special-scheme-missing-following-solidus\t3\n"
	if code != 1 || out != "ok\thttps://example.org/\n" || errOut != want {
		t.Errorf("exit %d\nstdout %q\nstderr:\n%s\nwant:\n%s", code, out, errOut, want)
	}
	if code, _, _ := runBuilt(t, "https://EXAMPLE.org/a b\n", "check", "--mode", "whatwg"); code != 0 {
		t.Errorf("a warning: exit %d, want 0", code)
	}
	if code, _, _ := runBuilt(t, "https://EXAMPLE.org/a b\n", "check", "--mode", "whatwg", "-W"); code != 1 {
		t.Errorf("a warning with -W: exit %d, want 1", code)
	}
	code, out, errOut = runBuilt(t, "https://a/b c\nhttps://a:99999/\n", "check", "--mode", "whatwg", "-W", "--ignore", "whatwg/invalid-URL-unit,whatwg/port-out-of-range")
	if code != 1 || out != "ok\thttps://a/b c\n" || !strings.Contains(errOut, "iri: line 2: https://a:99999/\n  not valid: the errors found are ignored") {
		t.Errorf("--ignore: exit %d, %q, %q", code, out, errOut)
	}
	if code, _, errOut := runBuilt(t, "", "check", "--mode", "whatwg", "--ignore", "char/space", "x"); code != 2 || !strings.Contains(errOut, `unknown violation code "char/space"`) {
		t.Errorf("--ignore char/space: exit %d, %q", code, errOut)
	}

	code, out, _ = runBuilt(t, "https://EXAMPLE.org/a b\nhttps://a:99999/\n", "check", "--mode", "whatwg", "--json")
	objs := jsonLines(t, out)
	if code != 1 || len(objs) != 2 {
		t.Fatalf("--json: exit %d\n%s", code, out)
	}
	if keysOf(objs[0]) != "href,input,iri,valid,violations,worst" || objs[0]["valid"] != true || objs[0]["worst"] != "warning" ||
		objs[0]["href"] != "https://example.org/a%20b" || objs[0]["iri"] != "https://example.org/a%20b" {
		t.Errorf("--json, a warning: %v", objs[0])
	}
	v := objs[0]["violations"].([]any)[0].(map[string]any)
	if keysOf(v) != "code,length,message,offset,section,severity" || v["code"] != "whatwg/invalid-URL-unit" || v["offset"] != 21.0 || v["severity"] != "warning" {
		t.Errorf("--json, the violation: %v", v)
	}
	if keysOf(objs[1]) != "error,input,valid,violations,worst" || objs[1]["valid"] != false || objs[1]["worst"] != "error" {
		t.Errorf("--json, a failure: %v", objs[1])
	}

	// --base: the standard's example of a relative URL written with a
	// special scheme.
	code, out, errOut = runBuilt(t, "", "check", "--mode", "whatwg", "--base", "https://example.org/", "https:foo.html")
	if code != 0 || out != "" || !strings.Contains(errOut, "warning whatwg/special-scheme-missing-following-solidus at offset 6") {
		t.Errorf("--base: exit %d, %q, %q", code, out, errOut)
	}
}

// TestWhatwgCodes: --codes --mode whatwg lists a code for every name
// the parser reports on the examples of URL Standard §1.1 (the library's
// tests hold those), with the severity of the table's "Failure" column
// where the example fails.
func TestWhatwgCodes(t *testing.T) {
	code, out, _ := runBuilt(t, "", "check", "--mode", "whatwg", "--codes")
	listed := map[string]string{}
	for _, l := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		f := strings.Split(l, "\t")
		if len(f) != 4 || f[2] != "URL Standard §1.1" {
			t.Fatalf("--codes: %q", l)
		}
		listed[f[0]] = f[1]
	}
	if code != 0 || len(listed) != len(whatwg.Rules()) {
		t.Errorf("--codes: exit %d, %d codes", code, len(listed))
	}
	for _, ex := range []struct{ input, code, severity string }{
		{"https://exam%70le.org", "whatwg/domain-percent-encoded", "warning"},
		{"foo://exa[mple.org", "whatwg/host-invalid-code-point", "error"},
		{"https://127.0.0.1./", "whatwg/IPv4-empty-part", "warning"},
		{"https://1.2.3.4.5/", "whatwg/IPv4-too-many-parts", "error"},
		{"https://[::1", "whatwg/IPv6-unclosed", "error"},
		{"https://[::01]", "whatwg/IPv6-piece-leading-zero", "warning"},
		{"https://[ffff::127.0.0.4000]", "whatwg/IPv4-in-IPv6-out-of-range-part", "error"},
		{"https://user@example.org", "whatwg/invalid-credentials", "warning"},
		{"https://#fragment", "whatwg/host-missing", "error"},
		{"https://example.org:7z", "whatwg/port-invalid", "error"},
		{"file://c:", "whatwg/file-invalid-Windows-drive-letter-host", "warning"},
	} {
		_, out, _ := runBuilt(t, "", "check", "--mode", "whatwg", "--json", ex.input)
		found := false
		for _, v := range jsonLines(t, out)[0]["violations"].([]any) {
			v := v.(map[string]any)
			if v["code"] == ex.code {
				found = true
				if v["severity"] != ex.severity || listed[ex.code] != ex.severity {
					t.Errorf("%q: %s is a %s, listed as %s; want %s", ex.input, ex.code, v["severity"], listed[ex.code], ex.severity)
				}
				if v["message"] == strings.TrimPrefix(ex.code, "whatwg/") {
					t.Errorf("%s has no summary", ex.code)
				}
			}
		}
		if !found {
			t.Errorf("%q: no %s in %s", ex.input, ex.code, out)
		}
	}
}

// TestWhatwgResolveAndNormalize: resolve --mode whatwg BASE REF... and
// normalize --mode whatwg write the href, and stream.
func TestWhatwgResolveAndNormalize(t *testing.T) {
	code, out, errOut := runBuilt(t, "../c\n\\\\x\\y\nhttps://a:99999/\n?q\n", "resolve", "--mode", "whatwg", "-j", "2", "http://example.org/a/b")
	if code != 1 || out != "http://example.org/c\nhttp://x/y\nhttp://example.org/a/b?q\n" || errOut != "iri: line 3: https://a:99999/: port-out-of-range at offset 10: the port is above 65535\n" {
		t.Errorf("resolve: exit %d, %q, %q", code, out, errOut)
	}
	code, out, _ = runBuilt(t, "", "resolve", "--mode", "whatwg", "--json", "http://example.org/a/b", "../c")
	objs := jsonLines(t, out)
	if code != 0 || len(objs) != 1 || keysOf(objs[0]) != "base,hash,host,hostname,href,input,iri,origin,password,pathname,port,protocol,search,target,username" ||
		objs[0]["target"] != "http://example.org/c" || objs[0]["base"] != "http://example.org/a/b" {
		t.Errorf("resolve --json: exit %d\n%s", code, out)
	}
	if code, out, _ := runBuilt(t, "", "resolve", "--mode", "whatwg", "--json", "no-scheme", "x"); code != 1 || !strings.Contains(out, `"base":"no-scheme"`) {
		t.Errorf("resolve, a bad BASE: exit %d, %q", code, out)
	}

	code, out, _ = runBuilt(t, "HTTPS://Example.COM:443/./a/%7e?\nhttp://[0:0::1]:80\n", "normalize", "--mode", "whatwg")
	if code != 0 || out != "https://example.com/a/%7e?\nhttp://[::1]/\n" {
		t.Errorf("normalize: exit %d, %q", code, out)
	}
	code, out, _ = runBuilt(t, "", "normalize", "--mode", "whatwg", "--json", "--base", "http://a/b/", "c|d", "http://[1::2::3]/")
	objs = jsonLines(t, out)
	if code != 1 || len(objs) != 2 || keysOf(objs[0]) != "input,iri,normalized" || objs[0]["normalized"] != "http://a/b/c|d" || objs[0]["iri"] != "http://a/b/c%7Cd" ||
		objs[1]["cause"] != "IPv6-multiple-compression" {
		t.Errorf("normalize --json: exit %d\n%s", code, out)
	}
}

// BenchmarkWhatwgCommand runs parse and check over each corpus as
// standard input, in the strict mode and in the WHATWG mode side by side,
// with the output discarded; it reports lines per second.
func BenchmarkWhatwgCommand(b *testing.B) {
	for _, name := range corpus.Names {
		path := filepath.Join(corpus.Dir(), name)
		lines := len(corpus.Lines(b, name))
		for _, args := range [][]string{
			{"parse", "--mode", "strict"}, {"parse", "--mode", "whatwg"},
			{"check", "--mode", "strict"}, {"check", "--mode", "whatwg"},
		} {
			b.Run(filepath.Base(name)+"/"+args[0]+"-"+args[2], func(b *testing.B) {
				for b.Loop() {
					f, err := os.Open(path)
					if err != nil {
						b.Fatal(err)
					}
					run(append(args, "-j", "1"), f, io.Discard, io.Discard)
					f.Close()
				}
				b.ReportMetric(float64(lines)*float64(b.N)/b.Elapsed().Seconds(), "lines/s")
			})
		}
	}
}

// FuzzWhatwgMode runs parse, check and resolve --mode whatwg on one
// input, as an operand, with a base: each writes one line for it, text
// or JSON, never more (the format holds whatever the input holds) and
// never panics; a URL's href parses to itself, its "iri" is an IRI, its
// attributes have no tab or line break (the text form relies on it);
// check fails exactly when parse does, and its offsets are in the input.
// extract --format html --mode whatwg reads the input as a document, and
// as a link in one: it exits 0 or 1 and writes JSON lines that parse.
func FuzzWhatwgMode(f *testing.F) {
	for _, s := range []string{"https://EXAMPLE.com:443/a/../b c?q=ü#f", "\x00\xff\t\n http://a/", "foo", "http://[::1", "a:b#c d\"", "\\\\x\\y", "data:,<p>"} {
		f.Add(s, "http://example.org/a/b")
	}
	f.Fuzz(func(t *testing.T, input, base string) {
		code, out, errOut := runCLI(t, "", "parse", "--mode", "whatwg", "--", input)
		if strings.Count(out+errOut, "\n") != 1 || code == 0 && errOut != "" || code == 1 && out != "" {
			t.Fatalf("parse %q: exit %d, %q, %q", input, code, out, errOut)
		}
		if out != "" && (strings.Count(out, "\t") != 10 || strings.ContainsAny(out[:len(out)-1], "\r\n")) {
			t.Fatalf("parse %q: %q is not the href and ten attributes", input, out)
		}
		_, jsonOut, _ := runCLI(t, "", "parse", "--mode", "whatwg", "--json", "--", input)
		objs := jsonLines(t, jsonOut)
		if len(objs) != 1 || (objs[0]["error"] == nil) != (code == 0) {
			t.Fatalf("parse --json %q: %q (text: exit %d)", input, jsonOut, code)
		}
		if href, ok := objs[0]["href"].(string); ok {
			if u, err := whatwg.Parse(href); err != nil || u.Href() != href {
				t.Fatalf("parse --json %q: href %q parses to %q, %v", input, href, u.Href(), err)
			}
			if _, err := iri.ParseIRI(objs[0]["iri"].(string)); err != nil {
				t.Fatalf("parse --json %q: iri %q: %v", input, objs[0]["iri"], err)
			}
		}
		checkCode, checkOut, _ := runCLI(t, "", "check", "--mode", "whatwg", "--json", "--", input)
		objs = jsonLines(t, checkOut)
		if len(objs) != 1 || objs[0]["valid"] != (code == 0) || (checkCode == 0) != (code == 0) {
			t.Fatalf("check --json %q: exit %d, %q (parse: exit %d)", input, checkCode, checkOut, code)
		}
		for _, v := range objs[0]["violations"].([]any) {
			v := v.(map[string]any)
			if off := int(v["offset"].(float64)); off < 0 || off > len(input) || off+int(v["length"].(float64)) > len(input) {
				t.Fatalf("check --json %q: %v is out of the input", input, v)
			}
		}
		code, out, errOut = runCLI(t, "", "resolve", "--mode", "whatwg", "--", base, input)
		if strings.Count(out+errOut, "\n") != 1 {
			t.Fatalf("resolve %q %q: exit %d, %q, %q", base, input, code, out, errOut)
		}
		// The input as a document, and as a link in one, with base as the
		// address: whatever the tokenizer makes of them, every link gets
		// a line, and a JSON one that parses.
		for _, doc := range []string{input, "<base href=\"" + base + "\"><a href='" + input + "'>"} {
			code, out, _ = runCLI(t, doc, "extract", "--format", "html", "--mode", "whatwg", "--json", "--base", "http://example.org/")
			if code > 1 {
				t.Fatalf("extract %q: exit %d", doc, code)
			}
			if out != "" {
				jsonLines(t, out)
			}
		}
	})
}

// TestWhatwgExtractHTML: extract --format html --mode whatwg parses each
// link of an HTML document as a browser does, against the document base
// URL (its first <base href>, itself parsed against the address --base
// gives, or the address): a backslash is a slash, a space is
// percent-encoded, a failure is named by its validation error.
func TestWhatwgExtractHTML(t *testing.T) {
	doc := `<!DOCTYPE html>
<html><head><base href="\dir\"><title>a &lt;b&gt;</title>
<link rel=stylesheet href="style.css"></head>
<body><a href="p?x=1&amp;y=2#s">one</a> <!-- <a href="not/a/link"> -->
<img src=" ../img/ü.png " alt="http://not.a.link/"><form action="/search"></form>
<a href="http://other.example/a b">ok</a><a href="http://x:99999/">bad</a>
<a href="//EXAMPLE.com\x|y">x</a><script>var s = "<a href='no'>";</script>
</body></html>
`
	code, out, errOut := runBuilt(t, doc, "extract", "--format", "html", "--mode", "whatwg", "--base", "https://example.org/start/index.html")
	want := "2:13\thttps://example.org/dir/\n" +
		"3:1\thttps://example.org/dir/style.css\n" +
		"4:7\thttps://example.org/dir/p?x=1&y=2#s\n" +
		"5:1\thttps://example.org/img/%C3%BC.png\n" +
		"5:52\thttps://example.org/search\n" +
		"6:1\thttp://other.example/a%20b\n" +
		"7:1\thttps://example.com/x|y\n"
	if code != 1 || out != want || errOut != "iri: line 6: http://x:99999/: port-out-of-range at offset 9: the port is above 65535\n" {
		t.Errorf("exit %d\nstdout:\n%s\nwant:\n%s\nstderr: %s", code, out, want, errOut)
	}
	_, out, _ = runBuilt(t, doc, "extract", "--format", "html", "--mode", "whatwg", "--json", "--base", "https://example.org/")
	objs := jsonLines(t, out)
	if len(objs) != 8 || keysOf(objs[7]) != "column,href,iri,line,offset" || objs[7]["iri"] != "https://example.com/x%7Cy" ||
		keysOf(objs[6]) != "cause,column,error,iri,line,offset" || objs[6]["iri"] != "http://x:99999/" || objs[6]["column"] != 42.0 {
		t.Errorf("--json:\n%s", out)
	}
	// A base element whose href does not parse leaves the address as the
	// document base URL; without an address, a relative link fails.
	code, out, _ = runBuilt(t, `<base href="http://[::1"><a href="a b">`, "extract", "--format", "html", "--mode", "whatwg", "--base", "https://example.org/d/")
	if code != 1 || out != "1:26\thttps://example.org/d/a%20b\n" {
		t.Errorf("bad <base href>: exit %d, %q", code, out)
	}
	code, out, errOut = runBuilt(t, `<a href="a">`, "extract", "--format", "html", "--mode", "whatwg")
	if code != 1 || out != "" || !strings.Contains(errOut, "iri: line 1: a: missing-scheme-non-relative-URL") {
		t.Errorf("no address: exit %d, %q, %q", code, out, errOut)
	}
	for _, args := range [][]string{
		{"extract", "--mode", "whatwg"},
		{"extract", "--format", "ntriples", "--mode", "whatwg"},
		{"extract", "--format", "html", "--mode", "whatwg", "--base", "no-scheme"},
		{"extract", "--format", "html", "--mode", "leiri"},
	} {
		if code, _, errOut := runBuilt(t, "", args...); code != 2 || !strings.HasPrefix(errOut, "iri extract: ") {
			t.Errorf("%q: exit %d, %q; want a usage error", args, code, errOut)
		}
	}
}
