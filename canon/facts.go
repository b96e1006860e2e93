package canon

// The facts of a string that decide whether a step changes it, found in
// one pass over its bytes (factsOf) where each step would scan it again.
const (
	factUpper  = 1 << iota // an ASCII upper-case letter: lower-casing changes it
	factEscape             // a byte escapedString escapes (controls, space, '#', '%', DEL and above)
	factDot                // a '.'
	factDigit              // an ASCII digit
)

// byteFacts holds the facts of each byte.
var byteFacts = func() (t [256]byte) {
	for c := range 256 {
		switch {
		case 'A' <= c && c <= 'Z':
			t[c] = factUpper
		case c <= ' ' || c >= 0x7f || c == '#' || c == '%':
			t[c] = factEscape
		case c == '.':
			t[c] = factDot
		case '0' <= c && c <= '9':
			t[c] = factDigit
		}
	}
	return t
}()

// factsOf is the union of the facts of the bytes of s.
func factsOf(s string) byte {
	var f byte
	for i := 0; i < len(s); i++ {
		f |= byteFacts[s[i]]
	}
	return f
}

// hasUpperASCII reports whether s holds an ASCII upper-case letter.
func hasUpperASCII(s string) bool { return factsOf(s)&factUpper != 0 }

// needsEscape reports whether escapedString would change s.
func needsEscape(s string) bool { return factsOf(s)&factEscape != 0 }
