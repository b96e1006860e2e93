package main

import (
	"flag"
	"fmt"
	"io"
	"runtime/debug"
	"strings"
)

// usage writes the tool's usage: the commands, each with its summary.
func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: iri COMMAND [flags] [--] [IRI...]")
	fmt.Fprintln(w, "\nWith no IRI operands, a command reads one IRI per line from standard input.")
	fmt.Fprintln(w, "\nCommands:")
	for _, cmd := range commands {
		fmt.Fprintf(w, "  %-10s %s\n", cmd.name, cmd.summary)
	}
	fmt.Fprintln(w, "\nRun 'iri COMMAND -h' for a command's flags, 'iri --version' for the version.")
}

// commandHelp writes the usage of one command and its flags, each spelled
// as the usage line spells it: "-j" for a one-letter flag, "--json" for
// the others (the flag package takes both spellings of each).
func commandHelp(w io.Writer, cmd command, fs *flag.FlagSet) {
	fmt.Fprintf(w, "usage: iri %s %s\n\n%s\n\nFlags:\n", cmd.name, cmd.args, cmd.summary)
	fs.VisitAll(func(f *flag.Flag) {
		name, help := flag.UnquoteUsage(f)
		dashes := "--"
		if len(f.Name) == 1 {
			dashes = "-"
		}
		fmt.Fprintf(w, "  %s%s", dashes, f.Name)
		if name != "" {
			fmt.Fprintf(w, " %s", name)
		}
		fmt.Fprintf(w, "\n      %s", strings.ReplaceAll(help, "\n", "\n      "))
		if f.DefValue != "" && f.DefValue != "false" && f.Name != "j" {
			fmt.Fprintf(w, " (default %s)", f.DefValue)
		}
		fmt.Fprintln(w)
	})
}

// version describes this build: the module's version (a tag, when
// installed with go install ...@version; "(devel)" in a checkout), the Go
// release that built it and, when known, the commit.
func version() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "iri (unknown) (github.com/go-iri/iri)"
	}
	v := bi.Main.Version
	if v == "" {
		v = "(devel)"
	}
	details := []string{"github.com/go-iri/iri", bi.GoVersion}
	for _, s := range bi.Settings {
		switch {
		case s.Key == "vcs.revision":
			details = append(details, "revision "+s.Value)
		case s.Key == "vcs.modified" && s.Value == "true":
			details = append(details, "modified")
		}
	}
	return "iri " + v + " (" + strings.Join(details, ", ") + ")"
}
