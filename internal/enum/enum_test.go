package enum

import "testing"

type color uint8

var colorNames = []string{"red", "green"}

func TestRoundTrip(t *testing.T) {
	for v := range color(len(colorNames)) {
		text, err := Marshal(colorNames, v, "color")
		if err != nil || string(text) != Name(colorNames, v, "color") {
			t.Fatalf("Marshal(%d) = %q, %v", v, text, err)
		}
		var back color
		if err := Unmarshal(colorNames, text, &back, "color"); err != nil || back != v {
			t.Fatalf("Unmarshal(%q) = %d, %v", text, back, err)
		}
	}
	if _, err := Marshal(colorNames, color(2), "color"); err == nil {
		t.Error("Marshal of a value without a name: no error")
	}
	if Name(colorNames, color(2), "color") != "color(?)" {
		t.Error(Name(colorNames, color(2), "color"))
	}
	back := color(1)
	err := Unmarshal(colorNames, []byte("Red"), &back, "color")
	if err == nil || err.Error() != `iri: unknown color "Red"; the colors are red, green` || back != 1 {
		t.Errorf("Unmarshal of an unknown name: %v, %d", err, back)
	}
}

// TestNameOfUnnamedZero: an enumeration whose values start at 1 names its
// zero value "", and String writes it as a value without a name.
func TestNameOfUnnamedZero(t *testing.T) {
	names := []string{"", "one"}
	if got := Name(names, color(0), "color"); got != "color(?)" {
		t.Errorf("Name(0) = %q", got)
	}
	if got := Name(names, color(1), "color"); got != "one" {
		t.Errorf("Name(1) = %q", got)
	}
}
