package chars

import "testing"

// TestIsASCII holds IsASCII to NonASCIICount on every byte alone and at
// each place of a longer string.
func TestIsASCII(t *testing.T) {
	for c := 0; c < 256; c++ {
		for _, s := range []string{string([]byte{byte(c)}), "abcdefgh" + string([]byte{byte(c)}) + "ij", string([]byte{byte(c)}) + "abcdefghij"} {
			if got, want := IsASCII(s), NonASCIICount(s) == 0; got != want {
				t.Errorf("IsASCII(%q) = %v, want %v", s, got, want)
			}
		}
	}
	if !IsASCII("") {
		t.Error(`IsASCII("") = false`)
	}
}
