package iri

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestImportCostsNoInit builds a program that calls only Parse and runs
// it with GODEBUG=inittrace=1: the packages of this module must allocate
// nothing at init (tables are generated or built on first use).
func TestImportCostsNoInit(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program")
	}
	bin := filepath.Join(t.TempDir(), "initprobe")
	if out, err := exec.Command("go", "build", "-o", bin, "./internal/initprobe").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	cmd := exec.Command(bin)
	cmd.Env = append(os.Environ(), "GODEBUG=inittrace=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	seen := false
	for _, line := range strings.Split(string(out), "\n") {
		// init github.com/go-iri/iri @0.92 ms, 0.065 ms clock, 44536 bytes, 134 allocs
		if !strings.HasPrefix(line, "init "+module) {
			continue
		}
		seen = true
		if !strings.HasSuffix(line, " 0 bytes, 0 allocs") {
			t.Errorf("%s", line)
		}
	}
	if !seen && !strings.Contains(string(out), "init ") {
		t.Fatalf("no inittrace output:\n%s", out)
	}
}
