// Command iri parses, checks and transforms Internationalized Resource
// Identifiers (RFC 3987).
//
// Usage:
//
//	iri COMMAND [flags] [--] [IRI...]
//
// Each command but serve reads its IRIs (expand: its templates) from the
// arguments, or one per line from standard input when there are none, and
// writes one result per input, in order, as soon as it is done when
// standard input is a terminal or a pipe. A bad input never stops the
// run: it gets an error (on standard error in text mode, a JSON object
// with "error" under --json) and the exit status is 1 at the end. Exit
// status 2 means a usage error. Flags come before the operands; "--" ends
// the flags, for an IRI reference that starts with "-". An IRI is written
// as it is; only controls and bytes that are not UTF-8, which no IRI
// holds, are escaped.
//
// The commands:
//
//	parse       the components of each IRI reference
//	check       whether each is a valid IRI reference, and if not, where and why
//	resolve     each reference resolved against a base
//	relativize  the shortest reference to each target from a base
//	to-uri      each IRI mapped to a URI
//	to-iri      each URI converted to an IRI
//	normalize   each IRI in its normal form
//	compare     whether two IRIs, or the two of each line, are equivalent
//	bidi        what breaks the bidi rules of RFC 3987 §4.2
//	display     each IRI wrapped for display (§4.1), or in visual order
//	extract     the IRIs in text, N-Triples or HTML on standard input
//	expand      each URI Template (RFC 6570) expanded, to a URI or an IRI
//	match       the variables of a URI Template read back from each IRI
//	match-url   whether each URL matches a URL pattern (URL Pattern Standard), and its groups
//	canon       the canonical key of each URL: SURT, the IA's, Google's, Safe Browsing's
//	site        the public suffix and registrable domain of each host
//	serve       the inspector page, an IRI as the specifications see it (on 127.0.0.1:3987)
//
// "iri COMMAND -h" lists a command's flags; the README's table of the
// command-line tool is the whole contract: every command, flag, exit
// status and JSON key.
package main

import (
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
	// noInput: the command reads no IRIs (serve), so it has none of the
	// flags of the lines of its input, -j and --stats (see inputFlags).
	noInput bool
}

// commands is the table of the sub-commands, in the order of the usage
// message: a command is its file, which defines it, and its line here.
var commands = []command{
	parseCommand,
	checkCommand,
	resolveCommand,
	relativizeCommand,
	toURICommand,
	toIRICommand,
	normalizeCommand,
	compareCommand,
	bidiCommand,
	displayCommand,
	extractCommand,
	expandCommand,
	matchCommand,
	matchURLCommand,
	canonCommand,
	siteCommand,
	serveCommand,
}

// cli is what a command works with: its operands, its input and output.
// Each batch of input lines gets a cli of its own when they are processed
// in parallel (see inputs).
type cli struct {
	name     string // the command's, for usage errors
	operands []string
	stdin    io.Reader
	out      *output
	errOut   *output // out itself when both go to the same file
	failed   bool    // some input was bad: exit status 1
	scratch  []byte  // a buffer a command reuses from one input to the next
	jobs     int     // workers for standard input
	stats    *stats
	progress *progress // the progress line on standard error, nil for none
	live     bool      // standard error is a terminal: flush after each chunk
	// regularInput: standard input is a regular file, which is never
	// long in coming: the output of a chunk may wait for the next ones.
	regularInput bool

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
	if len(args) == 0 {
		usage(stderr)
		return exitUsage
	}
	switch args[0] {
	case "-h", "--help", "help":
		usage(stdout) // asked for: iri --help | less
		return exitOK
	case "--version", "version":
		fmt.Fprintln(stdout, version())
		return exitOK
	}
	for _, cmd := range commands {
		if cmd.name != args[0] {
			continue
		}
		fs := flag.NewFlagSet("iri "+cmd.name, flag.ContinueOnError)
		fs.SetOutput(stderr) // for the errors of flag itself
		fs.Usage = func() {} // written below, where it belongs
		body := cmd.flags(fs)
		jobs, withStats := cmd.inputFlags(fs)
		if err := fs.Parse(args[1:]); err != nil {
			if err == flag.ErrHelp {
				commandHelp(stdout, cmd, fs)
				return exitOK
			}
			fmt.Fprintf(stderr, "usage: iri %s %s\nRun 'iri %s -h' for its flags.\n", cmd.name, cmd.args, cmd.name)
			return exitUsage
		}
		if *jobs < 1 {
			fmt.Fprintf(stderr, "iri %s: -j %d: want 1 worker or more\n", cmd.name, *jobs)
			return exitUsage
		}
		out, errOut := outputs(stdout, stderr)
		c := &cli{name: cmd.name, operands: fs.Args(), stdin: stdin, out: out, errOut: errOut, jobs: *jobs}
		if *withStats {
			c.stats = newStats()
		}
		c.live = isTerminal(stderr)
		size, regular := regularFile(stdin)
		c.regularInput = regular
		if c.live && size > 0 {
			c.progress = newProgress(size)
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

// inputFlags adds to fs the flags every command that reads IRIs has, for
// the lines of its input: -j and --stats. A command that reads none has
// neither (flag reports them as not defined, a usage error); its values
// are then one worker and no summary.
func (cmd command) inputFlags(fs *flag.FlagSet) (jobs *int, withStats *bool) {
	jobs, withStats = new(int), new(bool)
	*jobs = 1
	if cmd.noInput {
		return jobs, withStats
	}
	fs.IntVar(jobs, "j", runtime.NumCPU(), "run `N` workers for the lines of standard input, at most 4 a processor (the output keeps their order)")
	fs.BoolVar(withStats, "stats", false, "end with a summary on standard error: lines, valid, invalid, counts per violation code")
	return jobs, withStats
}

// outputs buffers standard output and standard error. When both are the
// same file (a terminal, or "2>&1"), they share one buffer, which keeps the
// reports of bad lines in their place among the others; when they are not,
// the order between them is not observable and each is written in large
// blocks. Either way, a million bad lines do not cost a million writes.
// (When they are written: see chunkDone.)
func outputs(stdout, stderr io.Writer) (out, errOut *output) {
	out = &output{buf: make([]byte, 0, chunkSize), w: stdout}
	if sameFile(stdout, stderr) {
		return out, out
	}
	return out, &output{buf: make([]byte, 0, chunkSize), w: stderr}
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

// usage reports a misuse of the command (a bad flag value, a wrong number
// of operands) and returns the exit status for it.
func (c *cli) usage(msg ...any) int {
	for i, m := range msg {
		if err, ok := m.(error); ok {
			msg[i] = message(err)
		}
	}
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
		where += printable(input) + ": "
	}
	fmt.Fprintf(c.errOut, "iri: %s%s\n", where, strings.TrimPrefix(msg, "iri: "))
}
