package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/parquetio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/textio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners/prism"
	"github.com/go-iri/iri/beam/internal/clitest"
	"github.com/go-iri/iri/canon"
)

// TestParquet writes the columns of the test's lines to Parquet, reads
// the rows back with parquetio.Read and requires them to be
// canon.ColumnsOf of each line that has columns, byte for byte, nulls
// and empty strings apart; and requires PREFIX.errors.jsonl to hold the
// objects with "error" of `iri site --columns --json`, for every other
// line: no line lost.
func TestParquet(t *testing.T) {
	iriCommand := clitest.Build(t, filepath.Join("..", "..", ".."))
	sample, err := os.ReadFile(filepath.Join("..", "..", "testdata", "kasztp.sample"))
	if err != nil {
		t.Fatal(err)
	}
	input := testInput(sample)
	dir := t.TempDir()
	file := filepath.Join(dir, "input.txt")
	if err := os.WriteFile(file, input, 0o644); err != nil {
		t.Fatal(err)
	}
	var want []string
	lines := clitest.SplitLines(input)
	for _, line := range lines {
		if c, err := canon.ColumnsOf(strings.TrimSuffix(line, "\r")); err == nil {
			want = append(want, rowString(c))
		}
	}
	cli, _ := clitest.Run(t, iriCommand, []string{"site", "--columns", "--json"}, input)
	var wantErrors []string
	for _, s := range cli {
		if strings.HasPrefix(s, `{"input":`) {
			wantErrors = append(wantErrors, s)
		}
	}
	if len(want) < 100 || len(wantErrors) < 5 || len(want)+len(wantErrors) != len(lines) {
		t.Fatalf("%d lines: %d with columns, %d without", len(lines), len(want), len(wantErrors))
	}
	for _, shards := range []int{0, 2} {
		t.Run(fmt.Sprintf("shards=%d", shards), func(t *testing.T) {
			prefix := filepath.Join(t.TempDir(), "out")
			args := []string{"--input", file, "--output", prefix, "--op", "columns", "--format", "parquet"}
			if shards > 0 {
				args = append(args, "--shards", strconv.Itoa(shards))
			}
			run(t, args...)
			files, _ := filepath.Glob(prefix + "*.parquet")
			if len(files) != max(shards, 1) {
				t.Errorf("Parquet files written: %q", files)
			}
			clitest.CompareMultisets(t, "rows", readParquet(t, prefix+"*.parquet"), want)
			clitest.CompareMultisets(t, "errors", errorLines(t, prefix, shards), wantErrors)
			if shards == 0 {
				if _, err := os.Stat(prefix + ".jsonl"); !os.IsNotExist(err) {
					t.Errorf("%s.jsonl: %v", prefix, err)
				}
			}
		})
	}
}

// readParquet reads the rows of the Parquet files glob matches with
// parquetio.Read, each as its rowString.
func readParquet(t *testing.T, glob string) []string {
	t.Helper()
	p, s := beam.NewPipelineWithRoot()
	rows := parquetio.Read(s, glob, reflect.TypeFor[canon.Columns]())
	out := filepath.Join(t.TempDir(), "rows")
	textio.Write(s, out, beam.ParDo(s, rowString, rows))
	if _, err := prism.Execute(context.Background(), p); err != nil {
		t.Fatal(err)
	}
	return readLines(t, out)
}

// rowString is every column of c, in order, each quoted (an invalid
// byte as \x..), a nil one as null: equal for equal rows only.
func rowString(c canon.Columns) string {
	var b strings.Builder
	v := reflect.ValueOf(c)
	for i := range v.NumField() {
		f := v.Field(i)
		if f.Kind() == reflect.Pointer {
			if f.IsNil() {
				b.WriteString("null ")
				continue
			}
			f = f.Elem()
		}
		fmt.Fprintf(&b, "%#v ", f.Interface())
	}
	return b.String()
}

func init() { register.Function1x1(rowString) }

// errorLines reads the bad lines' objects, from PREFIX.errors.jsonl or
// from the shards of it that were written: the few bad lines are spread
// over the shards by a hash with a seed of each run, and a shard that
// gets none is not written (with the handful of bad lines here, one CI
// run in several had a shard with none).
func errorLines(t *testing.T, prefix string, shards int) []string {
	t.Helper()
	if shards == 0 {
		return readLines(t, prefix+".errors.jsonl")
	}
	files, _ := filepath.Glob(prefix + "-*-of-*.errors.jsonl")
	var all []string
	for _, f := range files {
		all = append(all, readLines(t, f)...)
	}
	return all
}
