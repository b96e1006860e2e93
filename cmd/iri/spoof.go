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

// unicodeHostsFlag adds --unicode-hosts and --protect FILE to fs (the
// display policy and the application's names, whose look-alikes stay
// xn-- whole, as those of Chromium's top domains do); the function it
// returns gives the policy, or an error for an unknown one or a file that
// cannot be read.
func unicodeHostsFlag(fs *flag.FlagSet) func() (display.Hosts, error) {
	policy := choiceFlag(fs, "unicode-hosts", "safe", "show host labels in Unicode: safe (only the labels a careful browser, Chromium, shows: the others stay xn--), always, never (Firefox's ASCII profile), high or moderate (Firefox's restriction profiles)", "choice",
		display.UnicodeSafe, display.UnicodeAlways, display.UnicodeNever, display.UnicodeHighlyRestrictive, display.UnicodeModeratelyRestrictive)
	file := fs.String("protect", "", "keep hosts that look like one of the names in FILE (one a line, # comments) but are not it in xn-- form")
	return func() (display.Hosts, error) {
		u, err := policy()
		if err != nil {
			return display.Hosts{}, err
		}
		h := display.Hosts{Unicode: u}
		if *file != "" {
			names, err := readNames(*file)
			if err != nil {
				return h, fmt.Errorf("--protect: %v", err)
			}
			h.Protected = spoof.Protect(names)
		}
		return h, nil
	}
}

// readNames reads a file of names: one a line; empty lines and lines
// starting with "#" are skipped.
func readNames(file string) ([]string, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	var names []string
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line != "" && !strings.HasPrefix(line, "#") {
			names = append(names, line)
		}
	}
	return names, nil
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
		names, err := readNames(*file)
		if err != nil {
			return spoof.Protected{}, false, fmt.Errorf("--protect: %v", err)
		}
		return spoof.Protect(names), *paths, nil
	}
}
