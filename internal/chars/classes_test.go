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
