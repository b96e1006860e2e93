package main

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// progressLine matches one drawing of the progress line.
var progressLine = regexp.MustCompile(`\r *([0-9.]+)%  ([0-9]+) lines  ([0-9]+) lines/s  ETA ([0-9hms]+)   `)

// TestProgressLine runs check in a pseudo-terminal
// (script(1)) on a file of 200,000 lines, standard output to /dev/null:
// standard error, the terminal, gets the reports of 10,000 of them and
// the progress line. Once the command has written its first byte, the
// test reads nothing for 1.1 s, which stops the command on a full
// terminal, so that its progress line (shown once a second has passed)
// must appear. Each drawing of the line is cleared
// before anything else is written, and its rate is no more than the lines
// done in the second that has passed, at least.
func TestProgressLine(t *testing.T) {
	if _, err := exec.LookPath("script"); err != nil {
		t.Skip("script(1) is not installed")
	}
	input := filepath.Join(t.TempDir(), "input.txt")
	var b strings.Builder
	for i := range 200000 {
		if i%20 == 0 {
			fmt.Fprintf(&b, "HTTP://Example.org/%d\n", i) // a report
		} else {
			fmt.Fprintf(&b, "http://example.org/%d\n", i)
		}
	}
	if err := os.WriteFile(input, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, jobs := range []string{"1", "2"} {
		t.Run("-j"+jobs, func(t *testing.T) { checkProgressLine(t, input, jobs) })
	}
}

func checkProgressLine(t *testing.T, input, jobs string) {
	cmd := exec.Command("script", "-qfec", builtCommand(t)+" check -j "+jobs+" < "+input+" > /dev/null", "/dev/null")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stdin = strings.NewReader("")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// The first byte says the command runs and has written; then it
	// fills the terminal and waits for the test, which waits a second.
	first := make([]byte, 1)
	if _, err := io.ReadFull(out, first); err != nil {
		t.Fatal(err)
	}
	time.Sleep(1100 * time.Millisecond) // not a limit: a second has passed, at least
	rest, err := io.ReadAll(out)
	if err != nil {
		t.Fatal(err)
	}
	data := append(first, rest...)
	cmd.Wait()
	text := string(data)
	draws := progressLine.FindAllStringSubmatchIndex(text, -1)
	if len(draws) == 0 {
		t.Fatalf("no progress line in %d bytes of output: %.300q", len(text), text)
	}
	for _, d := range draws {
		after := text[d[1]:]
		if !strings.HasPrefix(after, clearLine) {
			t.Fatalf("the progress line %q is followed by %.80q, not cleared", text[d[0]:d[1]], after)
		}
		lines, _ := strconv.Atoi(text[d[4]:d[5]])
		rate, _ := strconv.Atoi(text[d[6]:d[7]])
		if rate > lines {
			t.Errorf("%q: %d lines/s after %d lines and a second at least", text[d[0]:d[1]], rate, lines)
		}
	}
	if reports := strings.Count(text, "iri: line "); reports != 10000 {
		t.Errorf("%d reports, want 10000", reports)
	}
}
