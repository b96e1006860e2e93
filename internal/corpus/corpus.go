// Package corpus gives the tests and benchmarks of every package of the
// module the large corpora that stay outside the repository, in
// ../shared/bench beside the checkout (or $IRI_BENCH_DIR), the hostile
// inputs the scaling benchmarks grow, and the loops that run them.
package corpus

import (
	"bufio"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/go-iri/iri/internal/suites"
)

// Dir returns the folder of the corpora.
func Dir() string { return suites.SharedDir("IRI_BENCH_DIR", "bench") }

// Lines returns the lines of a corpus file, or skips the test or benchmark
// when the corpus is not there, and tests in -short mode.
func Lines(tb testing.TB, name string) []string {
	tb.Helper()
	if _, ok := tb.(*testing.T); ok && testing.Short() {
		tb.Skipf("corpus %s: skipped in -short mode", name)
	}
	f, err := os.Open(filepath.Join(Dir(), name))
	if errors.Is(err, os.ErrNotExist) {
		absent(tb, name)
		tb.Skipf("corpus %s not present (set IRI_BENCH_DIR)", name)
	}
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	for sc.Scan() {
		lines = append(lines, sc.Text())
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return lines
}

// LinesIfPresent is Lines, but gives nil instead of skipping.
func LinesIfPresent(tb testing.TB, name string) []string {
	tb.Helper()
	if testing.Short() {
		return nil
	}
	if _, err := os.Stat(filepath.Join(Dir(), name)); err != nil {
		absent(tb, name)
		return nil
	}
	return Lines(tb, name)
}

// Required is the environment variable that makes an absent corpus a
// failure rather than a skip (or, for LinesIfPresent, a test on the
// suites alone): CI sets it, so that the corpus-wide tests cannot pass
// there by not running.
const Required = "IRI_REQUIRE_CORPORA"

// absent fails the test or benchmark when Required is set: the corpus name
// should be there.
func absent(tb testing.TB, name string) {
	tb.Helper()
	if os.Getenv(Required) != "" {
		tb.Fatalf("corpus %s not present in %s, and %s is set", name, Dir(), Required)
	}
}
