package check

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/corpus"
	"github.com/go-iri/iri/internal/suites"
)

// The golden tests pin what Check reports, every field of every
// violation, on every input the tests read: the suites in full
// (testdata/golden/suites.txt) and the corpora by digest. A change that
// makes the checker faster must not change one report.
//
// go test -run Golden -update rewrites the golden files: only when a
// report change is intended and reviewed (git diff testdata/golden shows
// it for the suites; for the corpora, the counts per code).
var update = flag.Bool("update", false, "rewrite the golden reports of TestGolden* (only when a report change is intended and reviewed)")

// reportText writes a report as the golden files hold it: the input, its
// verdicts, and each violation with its length, one a line.
func reportText(b []byte, r Report) []byte {
	b = strconv.AppendQuote(b, r.Input)
	b = append(b, " valid="...)
	b = strconv.AppendBool(b, r.Valid)
	b = append(b, " conforms="...)
	b = strconv.AppendBool(b, r.Conforms())
	b = append(b, '\n')
	for _, v := range r.Violations {
		b = append(b, '\t')
		b = v.AppendTo(b)
		b = append(b, " length="...)
		b = strconv.AppendInt(b, int64(v.Length), 10)
		b = append(b, '\n')
	}
	return b
}

// goldenSuiteInputs returns, sorted and once each, the inputs of the
// suites: the strings the tests read from the JSON suites and
// jena-iri (suites.Strings), this package's rule cases, the inputs,
// bases and hrefs of WPT's urltestdata.json. (The hosts of IdnaTestV2.txt,
// many and long to report, are pinned by digest, as the corpora are: see
// idnaHosts.)
func goldenSuiteInputs(t *testing.T) []string {
	in := append(suites.Strings(t), checkRuleInputs()...)
	data, err := os.ReadFile(suites.Path(t, "wpt-url/urltestdata.json"))
	if err != nil {
		t.Fatal(err)
	}
	var wpt []json.RawMessage
	if err := json.Unmarshal(data, &wpt); err != nil {
		t.Fatal(err)
	}
	for _, raw := range wpt {
		var c map[string]any
		if json.Unmarshal(raw, &c) != nil {
			continue // the comments between the cases
		}
		for _, k := range []string{"input", "base", "href"} {
			if s, ok := c[k].(string); ok {
				in = append(in, s)
			}
		}
	}
	slices.Sort(in)
	return slices.Compact(in)
}

// TestGoldenSuites compares the reports of Check on every suite input
// with testdata/golden/suites.txt, which are those of a build with
// Unicode 17.0.0 (Go 1.27 on); other builds skip.
func TestGoldenSuites(t *testing.T) {
	suites.Unicode(t, "the golden reports")
	var got []byte
	for _, s := range goldenSuiteInputs(t) {
		got = reportText(got, Check(s))
	}
	path := filepath.Join("testdata", "golden", "suites.txt")
	if *update {
		writeFile(t, path, got)
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("the reports differ from %s (go test -run Golden -update rewrites it, only when the change is intended and reviewed):\n%s",
			path, firstDifference(string(got), string(want)))
	}
}

// firstDifference shows the first line where got and want part, with the
// input (the line before the first tab-indented ones) it belongs to.
func firstDifference(got, want string) string {
	g, w := strings.SplitAfter(got, "\n"), strings.SplitAfter(want, "\n")
	input := ""
	for i := 0; i < max(len(g), len(w)); i++ {
		gl, wl := lineAt(g, i), lineAt(w, i)
		if gl != wl {
			return fmt.Sprintf("line %d, input %s\n got %q\nwant %q", i+1, strings.TrimSuffix(input, "\n"), gl, wl)
		}
		if !strings.HasPrefix(wl, "\t") {
			input = wl
		}
	}
	return "none"
}

func lineAt(lines []string, i int) string {
	if i < len(lines) {
		return lines[i]
	}
	return "(end)"
}

// goldenBlock is how many lines of a corpus one block digest covers.
const goldenBlock = 1024

// A corpusDigest is what testdata/golden/<corpus>.digest holds: enough to
// tell whether any report on the corpus changed, and which block of
// lines; the per-line hashes (<corpus>.lines.gz) tell which line.
type corpusDigest struct {
	corpus  string         // the sha256 of the corpus file's lines
	lines   int            // how many
	valid   int            // how many Check finds Valid
	reports string         // the sha256 of reportText of every line, in order
	codes   map[string]int // the violations of each code
	blocks  []string       // the first 8 bytes of the sha256 of each goldenBlock lines' reports, in hex
}

// digestCorpus checks every line and returns the digest and a hash byte
// per line: 0 for a valid line without violations (most lines, so the
// file compresses), else the first byte of its report's sha256, 1 for 0.
func digestCorpus(lines []string) (corpusDigest, []byte) {
	d := corpusDigest{lines: len(lines), codes: map[string]int{}}
	all, block, in := sha256.New(), sha256.New(), sha256.New()
	perLine := make([]byte, len(lines))
	var text []byte
	for i, s := range lines {
		in.Write([]byte(s))
		in.Write([]byte{'\n'})
		r := Check(s)
		text = reportText(text[:0], r)
		all.Write(text)
		block.Write(text)
		if r.Valid {
			d.valid++
		}
		for _, v := range r.Violations {
			d.codes[v.Code]++
		}
		if !r.Valid || len(r.Violations) > 0 {
			h := sha256.Sum256(text)
			perLine[i] = max(h[0], 1)
		}
		if (i+1)%goldenBlock == 0 || i+1 == len(lines) {
			d.blocks = append(d.blocks, hex.EncodeToString(block.Sum(nil)[:8]))
			block.Reset()
		}
	}
	d.corpus = hex.EncodeToString(in.Sum(nil))
	d.reports = hex.EncodeToString(all.Sum(nil))
	return d, perLine
}

func (d corpusDigest) text(name string) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "# check.Check over %s: go test -run Golden -update rewrites this, only when a report change is intended and reviewed\n", name)
	fmt.Fprintf(&b, "corpus %s\nlines %d\nvalid %d\nreports %s\n", d.corpus, d.lines, d.valid, d.reports)
	codes := make([]string, 0, len(d.codes))
	for c := range d.codes {
		codes = append(codes, c)
	}
	slices.Sort(codes)
	for _, c := range codes {
		fmt.Fprintf(&b, "code %s %d\n", c, d.codes[c])
	}
	for i, h := range d.blocks {
		fmt.Fprintf(&b, "block %d %s\n", i, h)
	}
	return b.Bytes()
}

// parseDigest reads what text writes.
func parseDigest(data []byte) (corpusDigest, error) {
	d := corpusDigest{codes: map[string]int{}}
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		var err error
		switch {
		case f[0] == "corpus" && len(f) == 2:
			d.corpus = f[1]
		case f[0] == "lines" && len(f) == 2:
			d.lines, err = strconv.Atoi(f[1])
		case f[0] == "valid" && len(f) == 2:
			d.valid, err = strconv.Atoi(f[1])
		case f[0] == "reports" && len(f) == 2:
			d.reports = f[1]
		case f[0] == "code" && len(f) == 3:
			d.codes[f[1]], err = strconv.Atoi(f[2])
		case f[0] == "block" && len(f) == 3:
			d.blocks = append(d.blocks, f[2])
		default:
			err = fmt.Errorf("unknown line %q", sc.Text())
		}
		if err != nil {
			return d, err
		}
	}
	return d, sc.Err()
}

// idnaHosts returns each source of Unicode's IdnaTestV2.txt as the host
// of an http IRI, for the host rules.
func idnaHosts(t *testing.T) []string {
	var in []string
	for _, c := range suites.IDNATests(t) {
		in = append(in, "http://"+c.Source+"/")
	}
	return in
}

// TestGoldenCorpora compares the reports of Check on every line of each
// corpus, and on the IDNA hosts, with the digests in testdata/golden, and
// names the first line whose report changed. The digests are those of a
// build with Unicode 17.0.0 (Go 1.27 on); other builds skip.
func TestGoldenCorpora(t *testing.T) {
	suites.Unicode(t, "the golden digests")
	for _, name := range []string{"corpus-iri.txt", "corpus-ascii.txt", "real/kasztp.txt", "idna-hosts"} {
		t.Run(name, func(t *testing.T) {
			var lines []string
			if name == "idna-hosts" {
				lines = idnaHosts(t)
			} else {
				lines = corpus.Lines(t, name)
			}
			got, gotLines := digestCorpus(lines)
			base := filepath.Join("testdata", "golden", strings.TrimSuffix(filepath.Base(name), ".txt"))
			if *update {
				writeFile(t, base+".digest", got.text(name))
				var z bytes.Buffer
				w, _ := gzip.NewWriterLevel(&z, gzip.BestCompression)
				w.Write(gotLines)
				w.Close()
				writeFile(t, base+".lines.gz", z.Bytes())
				return
			}
			data, err := os.ReadFile(base + ".digest")
			if err != nil {
				t.Fatal(err)
			}
			want, err := parseDigest(data)
			if err != nil {
				t.Fatalf("%s.digest: %v", base, err)
			}
			if got.corpus != want.corpus || got.lines != want.lines {
				t.Fatalf("%s is not the corpus the digest was made from (%d lines, sha256 %s; want %d, %s)", name, got.lines, got.corpus, want.lines, want.corpus)
			}
			if got.reports == want.reports {
				return
			}
			t.Errorf("%s: the reports differ (go test -run Golden -update rewrites the digest, only when the change is intended and reviewed)", name)
			t.Errorf("valid: %d, want %d", got.valid, want.valid)
			for c := range mergedKeys(got.codes, want.codes) {
				if got.codes[c] != want.codes[c] {
					t.Errorf("code %s: %d, want %d", c, got.codes[c], want.codes[c])
				}
			}
			wantLines := readGzip(t, base+".lines.gz")
			for i := range lines {
				if i < len(wantLines) && gotLines[i] != wantLines[i] {
					t.Errorf("first line whose report changed: %d %q: now\n%s", i+1, lines[i], reportText(nil, Check(lines[i])))
					return
				}
			}
			for i := range got.blocks {
				if i < len(want.blocks) && got.blocks[i] != want.blocks[i] {
					t.Errorf("the reports of lines %d-%d changed (no line's hash byte tells which)", i*goldenBlock+1, min((i+1)*goldenBlock, len(lines)))
					return
				}
			}
		})
	}
}

func mergedKeys(a, b map[string]int) map[string]bool {
	keys := map[string]bool{}
	for k := range a {
		keys[k] = true
	}
	for k := range b {
		keys[k] = true
	}
	return keys
}

func readGzip(t *testing.T, path string) []byte {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	data, err := io.ReadAll(z)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func writeFile(t *testing.T, path string, data []byte) {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %s", path)
}
