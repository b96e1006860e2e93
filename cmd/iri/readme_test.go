package main

import (
	"encoding/json"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// readmeCLI returns the README's section on the command-line tool.
func readmeCLI(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	s := string(data)
	start := strings.Index(s, "\n## The command-line tool\n")
	if start < 0 {
		t.Fatal("README: no section The command-line tool")
	}
	s = s[start+1:]
	if end := strings.Index(s, "\n## "); end >= 0 {
		s = s[:end]
	}
	return s
}

// TestREADMEExamples runs every "$ " line of the code blocks of the
// README's section on the tool with sh, the built command first on the
// PATH, its standard output and error one pipe as on a terminal, and
// compares what it writes with the lines that follow it.
func TestREADMEExamples(t *testing.T) {
	dir := filepath.Dir(builtCommand(t))
	examples := 0
	blocks := strings.Split(readmeCLI(t), "```")
	for i := 1; i < len(blocks); i += 2 {
		lines := strings.Split(strings.TrimSuffix(blocks[i], "\n"), "\n")
		for k := 0; k < len(lines); k++ {
			command, ok := strings.CutPrefix(lines[k], "$ ")
			if !ok {
				continue
			}
			var want []string
			for k+1 < len(lines) && !strings.HasPrefix(lines[k+1], "$ ") {
				k++
				want = append(want, lines[k])
			}
			examples++
			cmd := exec.Command("sh", "-c", command)
			cmd.Env = append(os.Environ(), "PATH="+dir+string(os.PathListSeparator)+os.Getenv("PATH"))
			r, w, err := os.Pipe()
			if err != nil {
				t.Fatal(err)
			}
			cmd.Stdout, cmd.Stderr = w, w
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			w.Close()
			var out strings.Builder
			buf := make([]byte, 4096)
			for {
				n, err := r.Read(buf)
				out.WriteString(string(buf[:n]))
				if err != nil {
					break
				}
			}
			r.Close()
			cmd.Wait()
			if got := strings.TrimSuffix(out.String(), "\n"); got != strings.Join(want, "\n") {
				t.Errorf("$ %s\ngot:\n%s\nthe README says:\n%s", command, got, strings.Join(want, "\n"))
			}
		}
	}
	if examples < 10 {
		t.Errorf("%d examples in the README's section on the tool", examples)
	}
}

// contractRow is a row of the README's table of the tool's contract.
type contractRow struct{ kind, name, meaning string }

func readmeContract(t *testing.T) []contractRow {
	t.Helper()
	var rows []contractRow
	for _, line := range strings.Split(readmeCLI(t), "\n") {
		cells := strings.Split(strings.ReplaceAll(line, `\|`, "¦"), " | ")
		if len(cells) != 3 || !strings.HasPrefix(line, "| ") {
			continue
		}
		rows = append(rows, contractRow{strings.TrimPrefix(cells[0], "| "), cells[1], strings.TrimSuffix(cells[2], " |")})
	}
	return rows
}

var backquoted = regexp.MustCompile("`([^`]*)`")

// TestREADMEContract: the README's table names every command of the
// tool, every flag of each, the three exit statuses and every JSON key
// the commands write; and nothing else.
func TestREADMEContract(t *testing.T) {
	rows := readmeContract(t)
	named := map[string][]string{} // kind: the names in the rows
	for _, r := range rows {
		for _, m := range backquoted.FindAllStringSubmatch(r.name, -1) {
			named[r.kind] = append(named[r.kind], m[1])
		}
		if r.kind == "exit status" {
			named[r.kind] = append(named[r.kind], r.name)
		}
	}
	// Commands and flags.
	flags := map[string]bool{"-h": true, "--help": true, "--version": true}
	for _, cmd := range commands {
		if !slices.ContainsFunc(named["command"], func(s string) bool { return strings.HasPrefix(s+" ", "iri "+cmd.name+" ") }) {
			t.Errorf("README: no row for the command %s", cmd.name)
		}
		fs := flag.NewFlagSet(cmd.name, flag.ContinueOnError)
		cmd.flags(fs)
		cmd.inputFlags(fs)
		fs.VisitAll(func(f *flag.Flag) {
			name, _ := flag.UnquoteUsage(f)
			spelled := "--" + f.Name
			if len(f.Name) == 1 {
				spelled = "-" + f.Name
			}
			flags[spelled] = true
			if name != "" {
				spelled += " "
			}
			if !slices.ContainsFunc(named["flag"], func(s string) bool { return s == spelled || strings.HasPrefix(s, spelled) }) {
				t.Errorf("README: no row for the flag %s of %s", spelled, cmd.name)
			}
		})
	}
	for _, s := range named["flag"] {
		if name, _, _ := strings.Cut(s, " "); !flags[name] {
			t.Errorf("README: the flag %s is no command's", s)
		}
	}
	if got := strings.Join(named["exit status"], " "); got != "0 1 2" {
		t.Errorf("README: exit statuses %s", got)
	}
	// JSON keys: what the commands write, on inputs that make them write
	// every key.
	keys := map[string]bool{}
	var collect func(v any)
	collect = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			for k, x := range v {
				keys[k] = true
				if groups, ok := x.(map[string]any); ok && k == "groups" {
					// match-url's: the components' names are keys, the
					// groups' names are the pattern's.
					for c := range groups {
						keys[c] = true
					}
					continue
				}
				collect(x)
			}
		case []any:
			for _, x := range v {
				collect(x)
			}
		}
	}
	for _, tc := range []struct {
		stdin string
		args  []string
	}{
		{"http://u@h:1/p?q#f\na b\n", []string{"parse", "--json"}},
		{"http://a/b c\n", []string{"parse", "--json", "--mode", "leiri"}},
		{"http://a/b c\nHTTP://a/\n", []string{"check", "--json"}},
		{"http://a/b c\n", []string{"check", "--json", "--mode", "href"}},
		{"g\n", []string{"resolve", "--json", "http://a/"}},
		{"", []string{"resolve", "--json", "rel"}},
		{"http://a/g\n", []string{"relativize", "--json", "http://a/"}},
		{"http://a/é\n", []string{"to-uri", "--json"}},
		{"http://a/%C3%A9\n", []string{"to-iri", "--json"}},
		{"http://xn--80ak6aa92e.com/\n", []string{"to-iri", "--json", "--idna"}},
		{"http://a/\n", []string{"normalize", "--json"}},
		{"http://a/\thttp://a:80/\n", []string{"compare", "--json"}},
		{"http://ab.cd.ef/גד1/\n", []string{"bidi", "--json"}},
		{"http://a/\n", []string{"display", "--json"}},
		{"see http://a/\n<x> .\n", []string{"extract", "--json"}},
		{"<x> .\n", []string{"extract", "--json", "--format", "ntriples"}},
		{"../a b\nhttp://a:99999/\n", []string{"parse", "--json", "--mode", "whatwg", "--base", "http://a/b/"}},
		{"https://a/b c\n", []string{"check", "--json", "--mode", "whatwg"}},
		{`<a href="a"><a href="http://a:99999/">`, []string{"extract", "--json", "--format", "html", "--mode", "whatwg", "--base", "http://a/"}},
		{"/{x}\n/{\n", []string{"expand", "--json"}},
		{"example.co.uk\n/x\n", []string{"site", "--json"}},
		{"http://a/\n:80\n", []string{"canon", "--json"}},
		{"http://a.b/?q\n", []string{"site", "--columns", "--json"}},
		{"http://a/\n", []string{"canon", "--json", "--profile", "safebrowsing", "--expressions"}},
		{"https://a.example.com/books/42\nhttps://b/\n", []string{"match-url", "--json", "--pattern", "https://*.example.com/books/:id"}},
	} {
		_, out, _ := runCLI(t, tc.stdin, tc.args...)
		for _, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
			var v any
			if err := json.Unmarshal([]byte(line), &v); err != nil {
				t.Fatalf("%q: %q: %v", tc.args, line, err)
			}
			collect(v)
		}
	}
	for k := range keys {
		if !slices.Contains(named["JSON key"], k) {
			t.Errorf("README: no row for the JSON key %q", k)
		}
	}
	for _, k := range named["JSON key"] {
		if !keys[k] {
			t.Errorf("README: the JSON key %q is written by no command here", k)
		}
	}
}
