package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// built is the command as "go build" makes it, built once per test run:
// the tests of what a person meets (terminals, pipes that stall, the
// README's examples) run it as a process of its own.
var built struct {
	once sync.Once
	path string
	err  error
	dir  string
}

// builtCommand returns the path of the built command, or of the one
// $IRI_CLI names: to run the tests against another build (an older
// commit's, to see a test fail).
func builtCommand(t testing.TB) string {
	t.Helper()
	if path := os.Getenv("IRI_CLI"); path != "" {
		return path
	}
	built.once.Do(func() {
		built.dir, built.err = os.MkdirTemp("", "iri-cli-test")
		if built.err != nil {
			return
		}
		built.path = filepath.Join(built.dir, "iri")
		out, err := exec.Command("go", "build", "-o", built.path, ".").CombinedOutput()
		if err != nil {
			built.err = errors.New("go build: " + err.Error() + "\n" + string(out))
		}
	})
	if built.err != nil {
		t.Fatal(built.err)
	}
	return built.path
}

func TestMain(m *testing.M) {
	code := m.Run()
	if built.dir != "" {
		os.RemoveAll(built.dir)
	}
	os.Exit(code)
}

// runBuilt runs the built command with args and stdin, and returns its
// exit status, standard output and standard error.
func runBuilt(t testing.TB, stdin string, args ...string) (int, string, string) {
	t.Helper()
	cmd := exec.Command(builtCommand(t), args...)
	cmd.Stdin = strings.NewReader(stdin)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		return exit.ExitCode(), out.String(), errOut.String()
	case err != nil:
		t.Fatalf("iri %q: %v", args, err)
	}
	return 0, out.String(), errOut.String()
}
