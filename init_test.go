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

// TestParseWeighsAsNetURL builds a program that calls only Parse and one
// that calls only url.Parse, and wants the first to cost what the second
// does: at most 5% larger, and no package allocating at init that the
// second does not init too. What would break this is a dependency that
// only some calls need: the tables of every legacy charset (package
// charset holds those), or database/sql/driver, which brings crypto/rand
// with Go 1.27 (IRI implements sql.Scanner, which needs no import, and
// not driver.Valuer).
func TestParseWeighsAsNetURL(t *testing.T) {
	if testing.Short() {
		t.Skip("builds two programs")
	}
	type probe struct {
		size   int64
		allocs map[string]string // package: its inittrace line
	}
	build := func(dir string) probe {
		bin := filepath.Join(t.TempDir(), filepath.Base(dir))
		if out, err := exec.Command("go", "build", "-o", bin, dir).CombinedOutput(); err != nil {
			t.Fatalf("go build %s: %v\n%s", dir, err, out)
		}
		info, err := os.Stat(bin)
		if err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(bin, "http://例え.jp/")
		cmd.Env = append(os.Environ(), "GODEBUG=inittrace=1")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s: %v\n%s", dir, err, out)
		}
		p := probe{size: info.Size(), allocs: map[string]string{}}
		for _, line := range strings.Split(string(out), "\n") {
			// init net/netip @3.8 ms, 0.13 ms clock, 728 bytes, 18 allocs
			if f := strings.Fields(line); len(f) > 2 && f[0] == "init" && !strings.HasSuffix(line, " 0 bytes, 0 allocs") {
				p.allocs[f[1]] = line
			}
		}
		if len(p.allocs) == 0 {
			t.Fatalf("%s: no inittrace output:\n%s", dir, out)
		}
		return p
	}
	parse, neturl := build("./internal/initprobe/parseonly"), build("./internal/initprobe/neturlonly")
	t.Logf("a program that calls only Parse: %d bytes; only url.Parse: %d bytes (%.3f×)", parse.size, neturl.size, float64(parse.size)/float64(neturl.size))
	if parse.size*100 > neturl.size*105 {
		t.Errorf("a program that calls only Parse is %d bytes, more than 5%% over the %d of one that calls only url.Parse", parse.size, neturl.size)
	}
	for pkg, line := range parse.allocs {
		if _, ok := neturl.allocs[pkg]; !ok {
			t.Errorf("importing iri makes %s allocate at init: %s", pkg, line)
		}
	}
}
