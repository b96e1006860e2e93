package iribeam

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/go-iri/iri/internal/corpus"
)

// A sample is every n-th line of a shared corpus, from the first on,
// vendored in ../testdata for when the corpora are not there.
type sample struct {
	corpus string // the file in corpus.Dir()
	file   string // the sample in ../testdata
	every  int
}

var samples = []sample{
	{"corpus-iri.txt", "corpus-iri.sample", 1000},
	{"corpus-ascii.txt", "corpus-ascii.sample", 500},
	{filepath.Join("real", "kasztp.txt"), "kasztp.sample", 480},
}

// denser is how many times more lines than its sample the tests take of
// a corpus that is present: 4,000 lines of corpus-iri.txt, 2,000 of each
// of the others.
const denser = 20

// An input is the content of a file the tests run the transforms on.
type input struct {
	name string
	data []byte
}

// testInputs are the inputs of TestSameAsCLI: a slice of each corpus (or
// its vendored sample, when the corpus is not there or in -short mode),
// the hostile lines, and N-Triples (from the sample of corpus-iri.txt:
// a triple's report is large, with a violation for each space and "<").
func testInputs(t *testing.T) []input {
	var ins []input
	for _, s := range samples {
		data, err := everyNth(filepath.Join(corpus.Dir(), s.corpus), s.every/denser)
		name := fmt.Sprintf("%s-every-%d", filepath.Base(s.corpus), s.every/denser)
		if !testing.Short() && errors.Is(err, os.ErrNotExist) {
			absent(t, s.corpus)
		}
		if testing.Short() || errors.Is(err, os.ErrNotExist) {
			data, err = os.ReadFile(filepath.Join("..", "testdata", s.file))
			name = s.file
		}
		if err != nil {
			t.Fatal(err)
		}
		ins = append(ins, input{name, data})
	}
	iriSample, err := os.ReadFile(filepath.Join("..", "testdata", samples[0].file))
	if err != nil {
		t.Fatal(err)
	}
	return append(ins, input{"hostile", hostile()}, input{"ntriples", ntriples(t, iriSample)})
}

// everyNth returns every n-th line of a file, from the first on.
func everyNth(file string, n int) ([]byte, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	for i, line := range bytes.SplitAfter(data, []byte("\n")) {
		if i%n == 0 {
			b.Write(line)
		}
	}
	return b.Bytes(), nil
}

// TestSamples checks that each vendored sample is what its corpus gives,
// when the corpus is there.
func TestSamples(t *testing.T) {
	for _, s := range samples {
		want, err := everyNth(filepath.Join(corpus.Dir(), s.corpus), s.every)
		if errors.Is(err, os.ErrNotExist) {
			absent(t, s.corpus)
			t.Skipf("corpus %s not present (set IRI_BENCH_DIR)", s.corpus)
		}
		if err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(filepath.Join("..", "testdata", s.file))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s is not every %dth line of %s", s.file, s.every, s.corpus)
		}
	}
}

// absent fails the test when the corpora are required (corpus.Required,
// which CI sets, as the root module's corpus tests have it): there, a
// test must not pass on the samples because a corpus went missing.
func absent(t *testing.T, name string) {
	t.Helper()
	if os.Getenv(corpus.Required) != "" {
		t.Fatalf("corpus %s not present in %s, and %s is set", name, corpus.Dir(), corpus.Required)
	}
}
