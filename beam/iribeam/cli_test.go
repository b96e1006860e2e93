package iribeam

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/local"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/textio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners/prism"
	"github.com/go-iri/iri"
	"github.com/go-iri/iri/beam/internal/clitest"
	"github.com/go-iri/iri/canon"
	"github.com/go-iri/iri/check"
	"github.com/go-iri/iri/display"
	"github.com/go-iri/iri/internal/suites"
	"golang.org/x/text/encoding/charmap"
)

// An op is one transform of the package beside the iri command line that
// does the same.
type op struct {
	name  string
	cli   []string // the command's arguments
	build func(s beam.Scope, lines beam.PCollection) beam.PCollection
	// expect turns the command's output into what the transform must
	// write; nil for the same lines.
	expect func(t *testing.T, out []string) []string
	// perLine: the transform writes one result per input line.
	perLine bool
	// summary: the command's standard error is the expected output, in
	// its order (--stats).
	summary bool
}

var ops = []op{
	{name: "check", cli: []string{"check", "--json"}, perLine: true,
		build: func(s beam.Scope, lines beam.PCollection) beam.PCollection {
			reports, _ := Check(s, check.Checker{}, lines)
			return reports
		}},
	{name: "check-ignore", cli: []string{"check", "--json", "--ignore", "char/,host/uppercase,syntax/invalid-utf8"}, perLine: true,
		build: func(s beam.Scope, lines beam.PCollection) beam.PCollection {
			reports, _ := Check(s, check.Checker{Ignore: []string{"char/", "host/uppercase", "syntax/invalid-utf8"}}, lines)
			return reports
		}},
	{name: "check-protect", cli: []string{"check", "--json", "--protect", protectFile, "--protect-paths"}, perLine: true,
		build: func(s beam.Scope, lines beam.PCollection) beam.PCollection {
			reports, _ := CheckProtecting(s, check.Checker{ProtectPaths: true}, protectedNames, lines)
			return reports
		}},
	{name: "summary", cli: []string{"check", "--json", "--stats"}, summary: true,
		build: func(s beam.Scope, lines beam.PCollection) beam.PCollection {
			_, summary := Check(s, check.Checker{}, lines)
			return beam.ParDo(s, summaryText, summary)
		}},
	{name: "normalize", cli: []string{"normalize", "--json"}, perLine: true,
		build: func(s beam.Scope, lines beam.PCollection) beam.PCollection {
			return Normalize(s, iri.Comparer{Level: iri.LevelSyntaxBased}, lines)
		}},
	{name: "normalize-scheme-nfkc", cli: []string{"normalize", "--json", "--level", "scheme", "--nfkc"}, perLine: true,
		build: func(s beam.Scope, lines beam.PCollection) beam.PCollection {
			return Normalize(s, iri.Comparer{Level: iri.LevelSchemeBased, Characters: iri.FormNFKC}, lines)
		}},
	{name: "to-uri", cli: []string{"to-uri", "--json"}, perLine: true,
		build: func(s beam.Scope, lines beam.PCollection) beam.PCollection {
			return ToURI(s, iri.Mapper{}, lines)
		}},
	{name: "to-uri-idna", cli: []string{"to-uri", "--json", "--idna", "--verify-dns-length", "--charset", "windows-1252"}, perLine: true,
		build: func(s beam.Scope, lines beam.PCollection) beam.PCollection {
			return ToURI(s, iri.Mapper{IDNA: iri.IDNAUTS46, VerifyDNSLength: true, QueryEncoding: charmap.Windows1252}, lines)
		}},
	{name: "to-iri", cli: []string{"to-iri", "--json", "--idna"}, perLine: true,
		build: func(s beam.Scope, lines beam.PCollection) beam.PCollection {
			return ToIRI(s, iri.Mapper{IDNA: iri.IDNAUTS46}, display.Hosts{}, lines)
		}},
	{name: "to-iri-always", cli: []string{"to-iri", "--json", "--unicode-hosts", "always"}, perLine: true,
		build: func(s beam.Scope, lines beam.PCollection) beam.PCollection {
			return ToIRI(s, iri.Mapper{}, display.Hosts{Unicode: display.UnicodeAlways}, lines)
		}},
	{name: "extract-text", cli: []string{"extract", "--json"}, expect: clitest.WithoutPosition,
		build: ExtractText},
	{name: "extract-ntriples", cli: []string{"extract", "--json", "--format", "ntriples"}, expect: clitest.WithoutPosition,
		build: ExtractNTriples},
	{name: "dedupe", cli: []string{"normalize", "--json", "--level", "scheme"}, expect: clitest.Grouped,
		build: func(s beam.Scope, lines beam.PCollection) beam.PCollection {
			return Dedupe(s, iri.Comparer{Level: iri.LevelSchemeBased}, lines)
		}},
}

// The canon ops: each profile of the table, as the command has it, and
// surt with each of its options; the columns, as JSON and as rows with
// the bad lines beside them.
func init() {
	for _, name := range CanonProfileNames() {
		ops = append(ops, op{name: "canon-" + name, cli: []string{"canon", "--json", "--profile", name}, perLine: true,
			build: func(s beam.Scope, lines beam.PCollection) beam.PCollection {
				return Canon(s, CanonProfile{Name: name}, lines)
			}})
	}
	ops = append(ops,
		op{name: "canon-surt-options", cli: []string{"canon", "--json", "--with-scheme", "--trailing-comma", "--keep-www", "--keep-ip-order"}, perLine: true,
			build: func(s beam.Scope, lines beam.PCollection) beam.PCollection {
				return Canon(s, CanonProfile{SURT: canon.SURT{WithScheme: true, TrailingComma: true, KeepIPOrder: true, IA: canon.IA{KeepWWW: true}}}, lines)
			}},
		op{name: "columns-json", cli: []string{"site", "--columns", "--json"}, perLine: true, build: ColumnsJSON},
		op{name: "columns-rows", cli: []string{"site", "--columns", "--json"}, perLine: true,
			build: func(s beam.Scope, lines beam.PCollection) beam.PCollection {
				rows, bad := Columns(s, lines)
				return beam.Flatten(s, beam.ParDo(s, rowJSON, rows), bad)
			}},
	)
}

// rowJSON is a row of Columns as ColumnsJSON writes it, after its trip
// through Beam's coder of canon.Columns.
func rowJSON(c canon.Columns) string { return jsonLine(c) }

func init() { register.Function1x1(rowJSON) }

// TestCanonProfiles requires the profiles of Canon to be the command's,
// as `iri canon` lists them when it is given one it does not know.
func TestCanonProfiles(t *testing.T) {
	iriCommand := clitest.Build(t, filepath.Join("..", ".."))
	var stderr bytes.Buffer
	cmd := exec.Command(iriCommand, "canon", "--profile", "nonesuch")
	cmd.Stderr = &stderr
	if err := cmd.Run(); cmd.ProcessState.ExitCode() != 2 {
		t.Fatalf("iri canon --profile nonesuch: %v, %s", err, stderr.Bytes())
	}
	_, list, ok := strings.Cut(strings.TrimSpace(stderr.String()), "the profiles are ")
	if got := strings.Join(CanonProfileNames(), ", "); !ok || got != list {
		t.Errorf("the profiles are %s; the command's: %q", got, stderr.String())
	}
}

// protectedNames are the names check-protect protects, which the command
// reads from the file protectFile, a stand-in for the path of a file that
// TestSameAsCLI writes.
var protectedNames = []string{"example.org", "PayPal.com", "wikipedia.org"}

const protectFile = "PROTECTED-NAMES"

// summaryText is the summary as a line of output: textio.Write adds the
// last newline.
func summaryText(s Summary) string { return strings.TrimSuffix(s.String(), "\n") }

func init() { register.Function1x1(summaryText) }

// TestSameAsCLI runs every transform on Prism over each input and
// requires the multiset of its results to be the one the iri command
// writes for the same lines, and nothing lost: a result for every line.
func TestSameAsCLI(t *testing.T) {
	iriCommand := clitest.Build(t, filepath.Join("..", ".."))
	names := filepath.Join(t.TempDir(), "names")
	if err := os.WriteFile(names, []byte("# names\n"+strings.Join(protectedNames, "\n")+"\n\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, in := range testInputs(t) {
		t.Run(in.name, func(t *testing.T) {
			dir := t.TempDir()
			file := filepath.Join(dir, "input")
			if err := os.WriteFile(file, in.data, 0o644); err != nil {
				t.Fatal(err)
			}
			start := time.Now()
			got := runOps(t, file, dir)
			lines := countLines(in.data)
			t.Logf("%d lines: the pipeline of the %d transforms took %v on Prism", lines, len(ops), time.Since(start))
			start = time.Now()
			defer func() { t.Logf("the %d runs of the command took %v", len(ops), time.Since(start)) }()
			for _, o := range ops {
				args := slices.Clone(o.cli)
				if i := slices.Index(args, protectFile); i >= 0 {
					args[i] = names
				}
				stdout, stderr := clitest.Run(t, iriCommand, args, in.data)
				want := stdout
				if o.summary {
					want = stderr
				}
				if o.expect != nil {
					want = o.expect(t, want)
				}
				if o.summary {
					if !slices.Equal(got[o.name], want) {
						t.Errorf("%s: the pipeline's summary\n%s\nthe command's\n%s", o.name, strings.Join(got[o.name], "\n"), strings.Join(want, "\n"))
					}
					continue
				}
				if o.perLine && len(got[o.name]) != lines {
					t.Errorf("%s: %d results for %d lines", o.name, len(got[o.name]), lines)
				}
				clitest.CompareMultisets(t, o.name, got[o.name], want)
			}
			checkDedupeCounts(t, got["dedupe"], lines)
		})
	}
}

// runOps runs every op over the lines of file in one pipeline on Prism,
// and returns the lines each wrote.
func runOps(t *testing.T, file, dir string) map[string][]string {
	t.Helper()
	p, s := beam.NewPipelineWithRoot()
	lines := ReadLines(s, file)
	for _, o := range ops {
		textio.Write(s, filepath.Join(dir, o.name+".out"), o.build(s.Scope(o.name), lines))
	}
	if _, err := prism.Execute(context.Background(), p); err != nil {
		t.Fatal(err)
	}
	got := map[string][]string{}
	for _, o := range ops {
		data, err := os.ReadFile(filepath.Join(dir, o.name+".out"))
		if err != nil && !os.IsNotExist(err) { // no file: no results
			t.Fatal(err)
		}
		got[o.name] = clitest.SplitLines(data)
	}
	return got
}

// countLines counts the lines of input as the iri command reads them: a
// last line without "\n" is a line.
func countLines(input []byte) int {
	n := bytes.Count(input, []byte("\n"))
	if len(input) > 0 && input[len(input)-1] != '\n' {
		n++
	}
	return n
}

// checkDedupeCounts requires the counts of Dedupe's groups and its errors
// to add up to the lines.
func checkDedupeCounts(t *testing.T, out []string, lines int) {
	t.Helper()
	var total int64
	for _, s := range out {
		var r struct {
			Count int64
			Error string
		}
		if err := json.Unmarshal([]byte(s), &r); err != nil {
			t.Fatalf("dedupe wrote %q: %v", s, err)
		}
		if r.Error != "" {
			total++
		}
		total += r.Count
	}
	if total != int64(lines) {
		t.Errorf("dedupe: its groups and errors account for %d lines of %d", total, lines)
	}
}

// hostile is input that the command reads in its own way, each line a
// case: CRLF and lone CR, empty lines, invalid UTF-8, NUL bytes, a byte
// order mark, bidi controls, a long line, and a last line without
// newline; with IRIs equal at the scheme-based rung, for Dedupe.
func hostile() []byte {
	lines := []string{
		"http://example.org/crlf\r",
		"\r",
		"",
		"http://example.org/a\rb",
		"http://a/\xff\xfe",
		"\xc0\xaf",
		"http://a/%C0%AF",
		"http://a/\x00b",
		"\x00",
		"\xef\xbb\xbfhttp://a/",
		"http://a/\u202eevil",
		"http://a/\u2066x\u2069",
		"  http://a/ ",
		"http://[::1/",
		"http://a:99999/",
		"http://%zz/",
		"http://ex ample.org/",
		"<http://a/> <http://b/> \"x\" .",
		"see <http://a/ b> and http://b/c).",
		"HTTP://Example.ORG:80/a/./b/../c",
		"http://example.org/a/c",
		"http://example.org/a/c",
		"http://EXAMPLE.org/a/%63",
		"http://例え.jp/%7e",
		"http://xn--r8jz45g.jp/",
		"http://日本語.jp/",
		"http://ＥＸＡＭＰＬＥ.org/",
		"http://a/?q=ü€",
		"http://exampIe.org/",
		"http://раураl.com/",
		"http://wikipedia.org/wiki/paypaI.com",
		"http://xn--80aa0cbo65f.com/",
		"mailto:Joe@Example.ORG",
		"urn:ISBN:0-395-36341-1",
		"http:",
		"//a",
		"?",
		"#",
		"a:b:c",
		"http://" + strings.Repeat("x", 64) + ".example/",
		"http://a/" + strings.Repeat("é", 50000),
		"HTTP://A:80/./x",
	}
	return []byte(strings.Join(lines, "\n")) // no newline after the last
}

// ntriples is N-Triples: the W3C RDF tests' bad IRIs (suites.BadNTriples,
// in the shared collection beside the checkout) and a triple made of each
// line of sample. Without the shared collection, and unless the suites are
// required, it is the triples alone, as testInputs takes the samples for
// the corpora: the pipeline is still compared with the CLI.
func ntriples(t *testing.T, sample []byte) []byte {
	var b bytes.Buffer
	var files []string
	if !slices.Contains(suites.Missing(), "w3c-rdf-tests") || os.Getenv(suites.Required) != "" {
		files = suites.BadNTriples(t)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		b.Write(data)
	}
	for _, line := range clitest.SplitLines(sample) {
		fmt.Fprintf(&b, "<%s> <http://example.org/p> \"o\" <%s> .\r\n", line, line)
	}
	return b.Bytes()
}
