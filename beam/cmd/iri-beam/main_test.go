package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	beamlog "github.com/apache/beam/sdks/v2/go/pkg/beam/log"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners/prism"
	"github.com/go-iri/iri/beam/internal/clitest"
)

func TestMain(m *testing.M) {
	flag.Parse()
	beamlog.LogLevel = "warn" // not a line for each step of each pipeline
	beam.Init()
	os.Exit(m.Run())
}

// run builds the pipeline of args and runs it on Prism.
func run(t *testing.T, args ...string) {
	t.Helper()
	var o options
	fs := flag.NewFlagSet("iri-beam", flag.ContinueOnError)
	o.register(fs)
	if err := fs.Parse(args); err != nil {
		t.Fatal(err)
	}
	p, err := o.pipeline()
	if err != nil {
		t.Fatalf("iri-beam %s: %v", strings.Join(args, " "), err)
	}
	if _, err := prism.Execute(context.Background(), p); err != nil {
		t.Fatal(err)
	}
}

// TestSameAsCLI runs each operation with flags that the iri command has
// too, and requires its results to be the command's for the same lines.
func TestSameAsCLI(t *testing.T) {
	iriCommand := clitest.Build(t, filepath.Join("..", "..", ".."))
	sample, err := os.ReadFile(filepath.Join("..", "..", "testdata", "corpus-iri.sample"))
	if err != nil {
		t.Fatal(err)
	}
	input := testInput(sample)
	dir := t.TempDir()
	file := filepath.Join(dir, "input.txt")
	if err := os.WriteFile(file, input, 0o644); err != nil {
		t.Fatal(err)
	}
	names := filepath.Join(dir, "names")
	if err := os.WriteFile(names, []byte("# names\n  PayPal.com\n\nexample.org\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		flags  string // of both
		op     string // iri-beam's --op, iri's command
		expect func(*testing.T, []string) []string
		shards int
		only   string // iri-beam's flags alone
	}{
		{"--ignore char/,host/", "check", nil, 0, ""},
		{"--protect " + names + " --protect-paths", "check", nil, 0, ""},
		{"--level scheme --nfc", "normalize", nil, 0, ""},
		{"--level simple", "normalize", nil, 0, ""},
		{"--idna --verify-dns-length --charset shift_jis", "to-uri", nil, 0, ""},
		{"--idna --idna-profile idna2008", "to-iri", nil, 0, ""},
		{"--unicode-hosts never", "to-iri", nil, 0, ""},
		{"--idna --unicode-hosts always", "to-iri", nil, 0, ""},
		{"--format ntriples", "extract", clitest.WithoutPosition, 0, ""},
		{"--format text", "extract", clitest.WithoutPosition, 0, ""},
		{"--level syntax --nfkc", "dedupe", clitest.Grouped, 0, ""},
		{"", "check", nil, 3, ""},
		{"--level scheme", "dedupe", clitest.Grouped, 2, ""},
		{"", "canon", nil, 0, ""},
		{"--profile surt --with-scheme --trailing-comma --keep-www --keep-ip-order", "canon", nil, 0, ""},
		{"--profile safebrowsing", "canon", nil, 2, ""},
		{"--profile google", "canon", nil, 0, ""},
		{"--profile ia", "canon", nil, 0, ""},
		{"", "columns", nil, 0, ""},
		{"", "columns", nil, 2, "--format jsonl"},
	} {
		t.Run(fmt.Sprintf("%s %s shards=%d", c.op, c.flags, c.shards), func(t *testing.T) {
			prefix := filepath.Join(t.TempDir(), "out")
			args := append([]string{"--input", file, "--output", prefix, "--op", c.op}, strings.Fields(c.flags+" "+c.only)...)
			if c.shards > 0 {
				args = append(args, "--shards", strconv.Itoa(c.shards))
			}
			run(t, args...)
			command := []string{c.op}
			switch c.op {
			case "dedupe":
				command = []string{"normalize"}
			case "columns":
				command = []string{"site", "--columns"}
			}
			want, stats := clitest.Run(t, iriCommand, append(command, append([]string{"--json", "--stats"}, strings.Fields(c.flags)...)...), input)
			if c.expect != nil {
				want = c.expect(t, want)
			}
			clitest.CompareMultisets(t, c.op, results(t, prefix, ".jsonl", c.shards), want)
			if c.op == "check" {
				if got := readLines(t, prefix+".stats"); !slices.Equal(got, stats) {
					t.Errorf("out.stats:\n%s\nthe command's --stats:\n%s", strings.Join(got, "\n"), strings.Join(stats, "\n"))
				}
			}
		})
	}
}

// testInput is the input of the tests: the lines of sample, and lines
// each op reads in its own way (CRLF endings, invalid UTF-8, an empty
// line, N-Triples, look-alike hosts, URLs with ports, IP addresses,
// a host of the public suffix list's private section, no host).
func testInput(sample []byte) []byte {
	input := append(sample, "http://a/b c\r\n\xff\r\n\r\n<http://a/> <http://b/c d> \"e\" .\nHTTP://A:80/"...)
	input = append(input, "\nhttp://раураl.com/\nhttp://wikipedia.org/wiki/paypaI.com\n"...)
	return append(input, "http://WWW.Example.co.uk.:8080/a/../b?b=2&a=1#f\r\nhttps://192.168.0.1:443/?\nhttp://[::1]/x\n"+
		"http://a:99999/\nmailto:a@example.org\nhttps://user.github.io/r\nhttp://\xff.example/\xfe\n"...)
}

// results reads the results written to prefix+suffix, or to its shards,
// each of which must hold some, with this many shards.
func results(t *testing.T, prefix, suffix string, shards int) []string {
	t.Helper()
	if shards == 0 {
		return readLines(t, prefix+suffix)
	}
	var all []string
	for i := range shards {
		lines := readLines(t, shardName(prefix, suffix, i, shards))
		if len(lines) == 0 {
			t.Errorf("shard %d of %d is empty", i, shards)
		}
		all = append(all, lines...)
	}
	if files, _ := filepath.Glob(prefix + "-*-of-*" + suffix); len(files) != shards {
		t.Errorf("shards written: %q", files)
	}
	return all
}

func readLines(t *testing.T, file string) []string {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil && !os.IsNotExist(err) { // none: no results
		t.Fatal(err)
	}
	return clitest.SplitLines(data)
}

// TestUsage requires a usage error, before anything runs, for each misuse.
func TestUsage(t *testing.T) {
	for _, args := range []string{
		"--output o",
		"--input i",
		"--input i --output o --op parse",
		"--input i --output o --op check --ignore char/nonesuch",
		"--input i --output o --op normalize --level protocol",
		"--input i --output o --op dedupe --nfc --nfkc",
		"--input i --output o --op to-uri --idna --idna-profile idna2003",
		"--input i --output o --op to-uri --idna --idna-profile none",
		"--input i --output o --op to-uri --std3",
		"--input i --output o --op to-uri --charset klingon",
		"--input i --output o --op extract --format html",
		"--input i --output o --op to-iri --unicode-hosts sometimes",
		"--input i --output o --op check --protect-paths",
		"--input i --output o --op check --protect /nonexistent/names",
		"--input i --output o --shards 0",
		"--input i --output o --op canon --profile nonesuch",
		"--input i --output o --op canon --profile ia --keep-www",
		"--input i --output o --op canon --profile google --with-scheme",
		"--input i --output o --op columns --format csv",
		"--input i --output o --op columns --format text",
	} {
		var o options
		fs := flag.NewFlagSet("iri-beam", flag.ContinueOnError)
		o.register(fs)
		if err := fs.Parse(strings.Fields(args)); err != nil {
			t.Fatal(err)
		}
		if _, err := o.pipeline(); err == nil {
			t.Errorf("iri-beam %s: no error", args)
		}
	}
}
