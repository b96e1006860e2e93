package chars

import (
	"bytes"
	"testing"

	"github.com/go-iri/iri/internal/gentest"
)

// TestClassesTableIsGenerated regenerates classes_table.go and wants the
// committed file unchanged.
func TestClassesTableIsGenerated(t *testing.T) {
	gentest.Current(t, "gen_classes.go", "classes_table.go")
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

// TestRuns spells out the runs table: each run holds the bytes of its
// class and "%", and RunHex and RunPercent mark what they say; Lanes8
// puts the bits of eight bytes side by side.
func TestRuns(t *testing.T) {
	runs := map[Run]Class{RunUserinfo: Userinfo, RunRegName: RegName, RunPath: Path, RunQuery: Query, RunSegmentNC: SegmentNC}
	for c := 0; c < 256; c++ {
		b := byte(c)
		for r, class := range runs {
			want := In(b, class) || b == '%'
			if got := RunOf(b)&r != 0; got != want {
				t.Errorf("RunOf(%q) & %#x = %v, want %v", b, r, got, want)
			}
		}
		for bit, want := range map[Run]bool{RunHex: IsHex(b), RunPercent: b == '%'} {
			if got := RunOf(b)&bit != 0; got != want {
				t.Errorf("RunOf(%q) & %#x = %v, want %v", b, bit, got, want)
			}
		}
	}
	w := "a%/?#\xff 9"
	lanes := Lanes8(w)
	for j := 0; j < 8; j++ {
		if got := Run(lanes >> (8 * j)); got != RunOf(w[j]) {
			t.Errorf("lane %d of Lanes8(%q) = %#x, want %#x", j, w, got, RunOf(w[j]))
		}
	}
	if Repeat(RunPath)>>56 != uint64(RunPath) || Repeat(RunPath)&0xFF != uint64(RunPath) {
		t.Errorf("Repeat(RunPath) = %#x", Repeat(RunPath))
	}
}
