// Command iri parses, checks and transforms Internationalized Resource
// Identifiers (RFC 3987).
//
// Usage:
//
//	iri COMMAND [flags] [--] [IRI...]
//
// Each command reads its IRIs from the arguments, or one per line from
// standard input when there are none, and writes one result per input, in
// order. A bad input never stops the run: it gets an error line (on
// standard error in text mode, a JSON object with "error" in --json mode)
// and the exit status is 1 at the end. Exit status 2 means a usage error.
// Flags come before the operands; "--" ends the flags, for an IRI
// reference that starts with "-".
//
// The commands:
//
//	parse [--json] IRI...           the components of each IRI reference
//	check [--json] [-W] IRI...      whether each is a valid IRI reference,
//	                                and if not, where and why
//	resolve [--json] [--non-strict] BASE REF...
//	                                each reference resolved against BASE
//	relativize [--json] BASE TARGET...
//	                                the shortest reference to each target
//	to-uri [--json] [--idna] [--charset LABEL] IRI...
//	                                each IRI mapped to a URI
//	to-iri [--json] [--idna] URI...  each URI converted to an IRI
//	normalize [--json] [--level L] [--nfc|--nfkc] IRI...
//	                                each IRI in its normal form
//	compare [--json] [--level L] A B  "equal" or "different" (exit 0 or 1)
//	bidi [--json] IRI...            the components that break RFC 3987 §4.2
//	display [--form F] [--visual] IRI...
//	                                each IRI wrapped for display (§4.1)
//	extract [--json] [--format text|ntriples]
//	                                the IRIs in text on standard input
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// A command is one sub-command of the tool. Its run function gets the
// parsed flag set and reports the exit status.
type command struct {
	name    string
	args    string // the operands, for the usage line
	summary string
	flags   func(fs *flag.FlagSet) func(c *cli) int
}

var commands = []command{parseCommand, checkCommand, resolveCommand, relativizeCommand, toURICommand, toIRICommand, normalizeCommand, compareCommand, bidiCommand, displayCommand, extractCommand, serveCommand}

// cli is what a command works with: its operands, its input and output.
// Each batch of input lines gets a cli of its own when they are processed
// in parallel (see inputs).
type cli struct {
	name     string // the command's, for usage errors
	operands []string
	stdin    io.Reader
	out      *bufio.Writer
	errOut   *bufio.Writer // out itself when both go to the same file
	failed   bool          // some input was bad: exit status 1
	jobs     int           // workers for standard input
	stats    *stats
	progress *progress // the progress line on standard error, nil for none
	live     bool      // standard error is a terminal: flush after each batch

	// failedValid: the input failed though it is valid (check -W on a
	// warning), which --stats counts valid. Reset for each input.
	failedValid bool
}

const (
	exitOK    = 0
	exitBad   = 1
	exitUsage = 2
)

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		usage(stderr)
		if len(args) == 0 {
			return exitUsage
		}
		return exitOK
	}
	for _, cmd := range commands {
		if cmd.name != args[0] {
			continue
		}
		fs := flag.NewFlagSet("iri "+cmd.name, flag.ContinueOnError)
		fs.SetOutput(stderr)
		fs.Usage = func() {
			fmt.Fprintf(stderr, "usage: iri %s %s\n\n%s\n", cmd.name, cmd.args, cmd.summary)
			fs.PrintDefaults()
		}
		body := cmd.flags(fs)
		jobs := fs.Int("j", runtime.NumCPU(), "workers for the lines of standard input (the output keeps their order)")
		withStats := fs.Bool("stats", false, "end with a summary on standard error: lines, valid, invalid, counts per violation code")
		if err := fs.Parse(args[1:]); err != nil {
			if err == flag.ErrHelp {
				return exitOK
			}
			return exitUsage
		}
		out, errOut := outputs(stdout, stderr)
		c := &cli{name: cmd.name, operands: fs.Args(), stdin: stdin, out: out, errOut: errOut, jobs: max(*jobs, 1)}
		if *withStats {
			c.stats = newStats()
		}
		c.live = isTerminal(stderr)
		if size := fileSize(stdin); c.live && size > 0 {
			c.progress = &progress{size: size}
		}
		status := body(c)
		if c.stats != nil {
			c.stats.write(errOut)
		}
		err := out.Flush()
		if err2 := errOut.Flush(); err == nil {
			err = err2
		}
		if err != nil {
			fmt.Fprintln(stderr, "iri:", err)
			return exitBad
		}
		if status == exitOK && c.failed {
			status = exitBad
		}
		return status
	}
	fmt.Fprintf(stderr, "iri: unknown command %q\n\n", args[0])
	usage(stderr)
	return exitUsage
}

// outputs buffers standard output and standard error. When both are the
// same file (a terminal, or "2>&1"), they share one buffer, which keeps the
// reports of bad lines in their place among the others; when they are not,
// the order between them is not observable and each is written in large
// blocks. Either way, a million bad lines do not cost a million writes.
// (When standard error is a terminal, both are flushed after each batch of
// lines: see batchDone.)
func outputs(stdout, stderr io.Writer) (out, errOut *bufio.Writer) {
	out = bufio.NewWriterSize(stdout, 64<<10)
	if sameFile(stdout, stderr) {
		return out, out
	}
	return out, bufio.NewWriterSize(stderr, 64<<10)
}

func sameFile(a, b io.Writer) bool {
	fa, ok1 := a.(*os.File)
	fb, ok2 := b.(*os.File)
	if !ok1 || !ok2 {
		return false
	}
	sa, err1 := fa.Stat()
	sb, err2 := fb.Stat()
	return err1 == nil && err2 == nil && os.SameFile(sa, sb)
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: iri COMMAND [flags] [--] [IRI...]")
	fmt.Fprintln(w, "\nWith no IRI operands, a command reads one IRI per line from standard input.")
	fmt.Fprintln(w, "\nCommands:")
	for _, cmd := range commands {
		fmt.Fprintf(w, "  %-10s %s\n", cmd.name, cmd.summary)
	}
	fmt.Fprintln(w, "\nRun 'iri COMMAND -h' for a command's flags.")
}

// usage reports a misuse of the command (a bad flag value, a wrong number
// of operands) and returns the exit status for it.
func (c *cli) usage(msg ...any) int {
	fmt.Fprintln(c.errOut, append([]any{"iri " + c.name + ":"}, msg...)...)
	return exitUsage
}

// fail reports a bad input on standard error, after what was written for
// the inputs before it, and marks the run as failed.
func (c *cli) fail(line int, input, msg string) {
	c.failed = true
	where := ""
	if line > 0 {
		where = fmt.Sprintf("line %d: ", line)
	}
	if input != "" {
		where += displayable(input) + ": "
	}
	fmt.Fprintf(c.errOut, "iri: %s%s\n", where, strings.TrimPrefix(msg, "iri: "))
}
