package props

import "unicode/utf8"

// HasRTL reports whether s has a right-to-left character (bidi class R or
// AL) or a bidi isolate control: only then can a rule of RFC 3987 §4 find
// anything, or the display of s differ from its logical order.
func HasRTL(s string) bool {
	for _, r := range s {
		if r >= utf8.RuneSelf && Of(r)&RTL != 0 {
			return true
		}
	}
	return false
}
