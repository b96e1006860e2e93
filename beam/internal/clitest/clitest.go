// Package clitest runs the iri command of the parent module beside the
// pipelines, for the tests that require the same results from both.
package clitest

import (
	"bytes"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// Build builds the iri command from the parent module, whose root is
// moduleRoot, into a folder of the test's, and returns its path.
func Build(t *testing.T, moduleRoot string) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "iri")
	cmd := exec.Command("go", "build", "-o", bin, "./cmd/iri")
	cmd.Dir = moduleRoot
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building the iri command: %v\n%s", err, out)
	}
	return bin
}

// Run runs command with args on input, and returns the lines of its
// standard output and error. Exit status 1 (a bad line) is expected; any
// other is a failure.
func Run(t *testing.T, command string, args []string, input []byte) (stdout, stderr []string) {
	t.Helper()
	cmd := exec.Command(command, args...)
	cmd.Stdin = bytes.NewReader(input)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Run(); err != nil && cmd.ProcessState.ExitCode() != 1 {
		t.Fatalf("%s %s: %v\n%s", filepath.Base(command), strings.Join(args, " "), err, errOut.Bytes())
	}
	return SplitLines(out.Bytes()), SplitLines(errOut.Bytes())
}

// SplitLines splits output into its lines, each ended by "\n".
func SplitLines(data []byte) []string {
	if len(data) == 0 {
		return nil
	}
	return strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
}

// CompareMultisets reports, as an error of t, the lines that got and want
// do not hold the same number of times, with a few of each.
func CompareMultisets(t *testing.T, name string, got, want []string) {
	t.Helper()
	count := map[string]int{}
	for _, s := range got {
		count[s]++
	}
	for _, s := range want {
		count[s]--
	}
	var extra, missing []string
	for s, n := range count {
		for ; n > 0; n-- {
			extra = append(extra, s)
		}
		for ; n < 0; n++ {
			missing = append(missing, s)
		}
	}
	if len(extra)+len(missing) == 0 {
		return
	}
	slices.Sort(extra)
	slices.Sort(missing)
	t.Errorf("%s: %d results (the command: %d); %d only in the pipeline's, such as %q; %d only in the command's, such as %q",
		name, len(got), len(want), len(extra), extra[:min(3, len(extra))], len(missing), missing[:min(3, len(missing))])
}
