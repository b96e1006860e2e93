package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/go-iri/iri/display"
	"github.com/go-iri/iri/spoof"
)

// The flags of spoofing: how hosts are shown (to-iri, display) and which
// names check protects.

// unicodeHostsFlag adds --unicode-hosts to fs; the function it returns
// gives the policy, or an error for an unknown one.
func unicodeHostsFlag(fs *flag.FlagSet) func() (display.Hosts, error) {
	policy := choiceFlag(fs, "unicode-hosts", "safe", "show host labels in Unicode: safe (only the labels a careful browser shows: the others stay xn--), always, or never", "choice",
		display.Safe, display.Always, display.Never)
	return func() (display.Hosts, error) {
		u, err := policy()
		return display.Hosts{Unicode: u}, err
	}
}

// protectFlags adds --protect FILE and --protect-paths to fs; the
// function it returns gives the names of the file (one a line; empty
// lines and lines starting with "#" are skipped), or an error.
func protectFlags(fs *flag.FlagSet) func() (p spoof.Protected, paths bool, err error) {
	file := fs.String("protect", "", "report hosts that look like one of the names in FILE (one a line) but are not it (spoof/protected-name)")
	paths := fs.Bool("protect-paths", false, "with --protect, check path segments against the names too")
	return func() (spoof.Protected, bool, error) {
		if *file == "" {
			if *paths {
				return spoof.Protected{}, false, fmt.Errorf("--protect-paths needs --protect")
			}
			return spoof.Protected{}, false, nil
		}
		data, err := os.ReadFile(*file)
		if err != nil {
			return spoof.Protected{}, false, fmt.Errorf("--protect: %v", err)
		}
		var names []string
		for _, line := range strings.Split(string(data), "\n") {
			line = strings.TrimSpace(line)
			if line != "" && !strings.HasPrefix(line, "#") {
				names = append(names, line)
			}
		}
		return spoof.Protect(names), *paths, nil
	}
}
