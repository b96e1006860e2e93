// Package enumtest holds, in the fuzz targets of the packages whose
// enumerations take their names from internal/enum, each type's String,
// MarshalText and UnmarshalText to one another.
package enumtest

import (
	"encoding"
	"fmt"
	"strconv"
	"strings"
	"testing"
)

// Names fails t where the names of T disagree on the text text or on the
// value T(v): a value with a name marshals to it and unmarshals back, a
// value without one has no text; a text that unmarshals is the name of
// the value it gives, and one that does not leaves the value as it was
// and is quoted in the error. None of it may panic, whatever the bytes.
func Names[T interface {
	~uint8
	fmt.Stringer
	encoding.TextMarshaler
}, P interface {
	*T
	encoding.TextUnmarshaler
}](t *testing.T, text []byte, v uint8) {
	t.Helper()
	x := T(v)
	name := x.String()
	if b, err := x.MarshalText(); err != nil {
		if !strings.HasSuffix(name, "(?)") {
			t.Fatalf("%T(%d) is named %q, and MarshalText fails: %v", x, v, name, err)
		}
	} else {
		var back T
		if string(b) != name {
			t.Fatalf("%T(%d): MarshalText gives %q, String %q", x, v, b, name)
		}
		if err := P(&back).UnmarshalText(b); err != nil || back != x {
			t.Fatalf("%T(%d): UnmarshalText(%q) = %d, %v", x, v, b, back, err)
		}
	}
	unset := T(255)
	got := unset
	if err := P(&got).UnmarshalText(text); err != nil {
		if got != unset {
			t.Fatalf("%T: UnmarshalText(%q) failed (%v) and set the value to %d", got, text, err, got)
		}
		if !strings.Contains(err.Error(), strconv.Quote(string(text))) {
			t.Fatalf("%T: UnmarshalText(%q): the error does not quote the text: %v", got, text, err)
		}
		return
	}
	if b, err := got.MarshalText(); err != nil || string(b) != string(text) || got.String() != string(text) {
		t.Fatalf("%T: UnmarshalText(%q) gave %d, named %q and %q (%v)", got, text, got, got.String(), b, err)
	}
}
