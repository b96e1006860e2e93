package main

import (
	"bufio"
	"io"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// A session is the built command running with its standard input a pipe
// that the test writes to, a line at a time, as a person or a slow
// program would.
type session struct {
	t   *testing.T
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
}

// start starts a session of the built command with args, its standard
// output and error one pipe the test reads; with terminal,
// under script(1), whose pseudo-terminal is the command's standard input,
// output and error (the terminal echoes what is typed, and ends its lines
// with "\r\n").
func start(t *testing.T, terminal bool, args ...string) *session {
	t.Helper()
	cmd := exec.Command(builtCommand(t), args...)
	if terminal {
		if _, err := exec.LookPath("script"); err != nil {
			t.Skip("script(1) is not installed")
		}
		cmd = exec.Command("script", "-qfec", builtCommand(t)+" "+strings.Join(args, " "), "/dev/null")
	}
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	// Standard output and error are one pipe, as with "2>&1".
	out, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stdout, cmd.Stderr = w, w
	err = cmd.Start()
	w.Close()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { out.Close() })
	return &session{t: t, cmd: cmd, in: in, out: bufio.NewReader(out)}
}

func (s *session) send(text string) {
	s.t.Helper()
	if _, err := io.WriteString(s.in, text); err != nil {
		s.t.Fatal(err)
	}
}

// expect reads lines of output until one is want (after the echo of the
// input, on a terminal) and fails if the output ends first. A command
// that holds its results until more input comes makes it wait, and the
// test with it, until go test's -timeout ends the run: that is how this
// test fails, not by a time limit of its own.
func (s *session) expect(want string) {
	s.t.Helper()
	for {
		line, err := s.out.ReadString('\n')
		line = strings.TrimSuffix(strings.TrimSuffix(line, "\n"), "\r")
		if line == want {
			return
		}
		if err != nil {
			s.t.Fatalf("the output ended before %q: %v", want, err)
		}
	}
}

// end closes standard input (with Ctrl-D on a terminal) and wants the
// command to exit 0 with nothing more to say than rest.
func (s *session) end(terminal bool, rest string) {
	s.t.Helper()
	if terminal {
		s.send("\x04")
	} else {
		s.in.Close()
	}
	tail, _ := io.ReadAll(s.out)
	if err := s.cmd.Wait(); err != nil {
		s.t.Errorf("exit: %v", err)
	}
	if got := strings.ReplaceAll(string(tail), "\r\n", "\n"); got != rest {
		s.t.Errorf("after the last input: %q, want %q", got, rest)
	}
	if terminal {
		s.in.Close()
	}
}

// TestResultsAsSoonAsDone: through a pipe that
// stalls, and at a terminal, each result is written as soon as its line
// is done, with one worker and with two, in order.
func TestResultsAsSoonAsDone(t *testing.T) {
	for _, terminal := range []bool{false, true} {
		for _, jobs := range []string{"1", "2"} {
			s := start(t, terminal, "to-uri", "-j", jobs)
			s.send("http://a/é\n")
			s.expect("http://a/%C3%A9")
			s.send("http://b/ü\nhttp://c/\n")
			s.expect("http://b/%C3%BC")
			s.expect("http://c/")
			s.end(terminal, "")

			s = start(t, terminal, "check", "-j", jobs)
			s.send("http://a/\n")
			s.expect("ok\thttp://a/")
			s.send("http://a/b c\n")
			s.expect("iri: line 2: http://a/b c") // standard error
			s.send("http://d/\n")
			s.expect("ok\thttp://d/")
			s.in.Close()
			s.cmd.Wait() // exit status 1, for line 2
		}
	}
}
