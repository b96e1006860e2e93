package chars

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestClassesTableIsGenerated regenerates classes_table.go and wants the
// committed file unchanged.
func TestClassesTableIsGenerated(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the generator with go run")
	}
	out := filepath.Join(t.TempDir(), "table.go")
	cmd := exec.Command("go", "run", "gen_classes.go", "-o", out)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go run gen_classes.go: %v\n%s", err, b)
	}
	want, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	have, err := os.ReadFile("classes_table.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(have, want) {
		t.Error("classes_table.go differs from what gen_classes.go writes: run go generate ./internal/chars")
	}
}

// TestClasses spells out the productions the table encodes, byte by byte.
func TestClasses(t *testing.T) {
	for c := 0; c < 256; c++ {
		b := byte(c)
		alpha, digit := IsAlpha(b), IsDigit(b)
		unreserved := alpha || digit || b == '-' || b == '.' || b == '_' || b == '~'
		subDelim := b != 0 && bytes.IndexByte([]byte("!$&'()*+,;="), b) >= 0
		want := map[Class]bool{
			Scheme:     alpha || digit || b == '+' || b == '-' || b == '.',
			Userinfo:   unreserved || subDelim || b == ':',
			RegName:    unreserved || subDelim,
			Path:       unreserved || subDelim || b == ':' || b == '@' || b == '/',
			Query:      unreserved || subDelim || b == ':' || b == '@' || b == '/' || b == '?',
			Hex:        digit || b >= 'a' && b <= 'f' || b >= 'A' && b <= 'F',
			SegmentNC:  unreserved || subDelim || b == '@',
			Unreserved: unreserved,
		}
		for k, w := range want {
			if In(b, k) != w {
				t.Errorf("In(%q, %#x) = %v, want %v", b, k, !w, w)
			}
		}
	}
}
