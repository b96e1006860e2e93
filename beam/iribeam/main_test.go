package iribeam

import (
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
)

// TestMain initializes Beam, as every program that runs a pipeline must
// before building one, and removes the iri command the tests built.
func TestMain(m *testing.M) {
	flag.Parse()
	beam.Init()
	code := m.Run()
	if cliDir != "" {
		os.RemoveAll(cliDir)
	}
	os.Exit(code)
}

var (
	cliOnce sync.Once
	cliDir  string // the folder of the iri command built for the tests
	cliErr  error
)

// cli returns the path of the iri command, built from the parent module
// (the module this one replaces github.com/go-iri/iri with) the first
// time a test asks for it.
func cli(t *testing.T) string {
	t.Helper()
	cliOnce.Do(func() {
		if cliDir, cliErr = os.MkdirTemp("", "iribeam-cli"); cliErr != nil {
			return
		}
		cmd := exec.Command("go", "build", "-o", filepath.Join(cliDir, "iri"), "./cmd/iri")
		cmd.Dir = filepath.Join("..", "..")
		if out, err := cmd.CombinedOutput(); err != nil {
			cliErr = &buildError{err, string(out)}
		}
	})
	if cliErr != nil {
		t.Fatal(cliErr)
	}
	return filepath.Join(cliDir, "iri")
}

type buildError struct {
	err error
	out string
}

func (e *buildError) Error() string {
	return "building the iri command: " + e.err.Error() + "\n" + e.out
}
