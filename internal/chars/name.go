package chars

import "fmt"

// RuneName writes r as U+XXXX, followed by the character itself when it
// is printable ASCII, so that a person can find it in the input.
func RuneName(r rune) string {
	name := fmt.Sprintf("U+%04X", r)
	if r > ' ' && r < 0x7F {
		name += " '" + string(r) + "'"
	}
	return name
}
