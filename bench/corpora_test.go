package bench

import (
	"bufio"
	"os"
	"path/filepath"
	"testing"

	"github.com/go-iri/iri/internal/corpus"
)

// TestParsersOnCorpora parses every corpus with every parser, the work the
// benchmarks time, and checks that it is the work they claim to time: each
// parser accepts nearly every line (a benchmark of a parser rejecting its
// input would time the error path), and a parser of RFC 3987
// IRI-references accepts exactly the lines a corpus's labels mark valid.
// It logs how many lines each parser accepts.
func TestParsersOnCorpora(t *testing.T) {
	for _, c := range corpora {
		t.Run(c.name, func(t *testing.T) {
			lines := corpus.Lines(t, c.file)
			var valid []bool
			if c.labels != "" {
				valid = readLabels(t, c.labels, len(lines))
			}
			for _, p := range parsers {
				accepted, wrong := 0, 0
				for i, s := range lines {
					ok := p.parse(s) == nil
					if ok {
						accepted++
					}
					if p.labelled && valid != nil && ok != valid[i] {
						if wrong++; wrong <= 5 {
							t.Errorf("%s: line %d %q: accepted %v, labelled valid %v", p.name, i+1, s, ok, valid[i])
						}
					}
				}
				t.Logf("%s: %s accepts %d of %d lines", c.file, p.name, accepted, len(lines))
				if wrong > 0 {
					t.Errorf("%s: %s disagrees with %s on %d lines", c.file, p.name, c.labels, wrong)
				}
				if accepted < len(lines)*9/10 {
					t.Errorf("%s: %s accepts only %d of %d lines: its benchmark would time mostly failures", c.file, p.name, accepted, len(lines))
				}
			}
		})
	}
}

// readLabels reads a .labels file: per line, "1" or "0" (valid or not), a
// tab and a category.
func readLabels(t *testing.T, name string, n int) []bool {
	f, err := os.Open(filepath.Join(corpus.Dir(), name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var valid []bool
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] != '0' && line[0] != '1' {
			t.Fatalf("%s: line %d: %q", name, len(valid)+1, line)
		}
		valid = append(valid, line[0] == '1')
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(valid) != n {
		t.Fatalf("%s: %d labels for %d lines", name, len(valid), n)
	}
	return valid
}
