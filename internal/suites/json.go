package suites

import (
	"bufio"
	"encoding/json"
	"os"
	"testing"
)

// JSONCases reads a JSON array of cases from the file at path in the
// suites' folder (Dir; see Path): WPT's files (urltestdata.json as
// URLCase, toascii.json and IdnaTestV2*.json as ToASCIICase, ...),
// rust-url's and ada's, and those in their format, whose string elements
// are comments between the cases, which it leaves out. It decodes each
// case into a T and wants exactly count of them, as every suite's count
// is asserted.
func JSONCases[T any](tb testing.TB, path string, count int) []T {
	tb.Helper()
	data, err := os.ReadFile(Path(tb, path))
	if err != nil {
		tb.Fatal(err)
	}
	var raw []json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		tb.Fatalf("%s: %v", path, err)
	}
	var cases []T
	for _, r := range raw {
		if len(r) > 0 && r[0] == '"' {
			continue
		}
		var c T
		if err := json.Unmarshal(r, &c); err != nil {
			tb.Fatalf("%s: %v", path, err)
		}
		cases = append(cases, c)
	}
	if len(cases) != count {
		tb.Fatalf("%s has %d cases, want %d", path, len(cases), count)
	}
	return cases
}

// JSONLines reads a file of JSON lines from the suites' folder (see
// Path), one case a line, each decoded into a T: the derived cases of
// uritemplate-test, the JSON Schema Test Suite's cases, canon's cases.
func JSONLines[T any](tb testing.TB, path string) []T {
	tb.Helper()
	f, err := os.Open(Path(tb, path))
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var cases []T
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var c T
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			tb.Fatalf("%s: %v", path, err)
		}
		cases = append(cases, c)
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return cases
}
