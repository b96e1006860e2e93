package main

import (
	"context"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners/prism"
	"github.com/go-iri/iri/beam/internal/clitest"
)

func TestMain(m *testing.M) {
	flag.Parse()
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
	input := append(sample, "http://a/b c\r\n\xff\r\n\r\n<http://a/> <http://b/c d> \"e\" .\nHTTP://A:80/"...)
	dir := t.TempDir()
	file := filepath.Join(dir, "input.txt")
	if err := os.WriteFile(file, input, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		flags  string // of both
		op     string // iri-beam's --op, iri's command
		expect func(*testing.T, []string) []string
	}{
		{"--ignore char/,host/", "check", nil},
		{"--level scheme --nfc", "normalize", nil},
		{"--level simple", "normalize", nil},
		{"--idna --verify-dns-length --charset shift_jis", "to-uri", nil},
		{"--idna --idna-profile idna2008", "to-iri", nil},
		{"--format ntriples", "extract", clitest.WithoutPosition},
		{"--format text", "extract", clitest.WithoutPosition},
		{"--level syntax --nfkc", "dedupe", clitest.Grouped},
	} {
		t.Run(c.op+" "+c.flags, func(t *testing.T) {
			prefix := filepath.Join(t.TempDir(), "out")
			run(t, append([]string{"--input", file, "--output", prefix, "--op", c.op}, strings.Fields(c.flags)...)...)
			command := c.op
			if c.op == "dedupe" {
				command = "normalize"
			}
			want, stats := clitest.Run(t, iriCommand, append([]string{command, "--json", "--stats"}, strings.Fields(c.flags)...), input)
			if c.expect != nil {
				want = c.expect(t, want)
			}
			clitest.CompareMultisets(t, c.op, readLines(t, prefix+".jsonl"), want)
			if c.op == "check" {
				if got := readLines(t, prefix+".stats"); !slices.Equal(got, stats) {
					t.Errorf("out.stats:\n%s\nthe command's --stats:\n%s", strings.Join(got, "\n"), strings.Join(stats, "\n"))
				}
			}
		})
	}
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
		"--input i --output o --op to-uri --std3",
		"--input i --output o --op to-uri --charset klingon",
		"--input i --output o --op extract --format html",
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
