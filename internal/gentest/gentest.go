// Package gentest checks, in the tests of the package that holds them,
// that the committed outputs of the module's go generate programs are
// what the programs write now.
package gentest

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// Current runs the generator program (a //go:build ignore file of the
// package under test) with its -output flag (gen.Output) set to a
// temporary file, and fails the test when that differs from the
// committed file.
func Current(t *testing.T, generator, committed string) {
	t.Helper()
	if testing.Short() {
		t.Skip("runs the generator with go run")
	}
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to run the generator")
	}
	out := filepath.Join(t.TempDir(), filepath.Base(committed))
	if msg, err := exec.Command(goBin, "run", generator, "-output", out).CombinedOutput(); err != nil {
		t.Fatalf("go run %s: %v\n%s", generator, err, msg)
	}
	want, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	have, err := os.ReadFile(committed)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(have, want) {
		t.Errorf("%s is not what %s writes: run go generate", committed, generator)
	}
}
