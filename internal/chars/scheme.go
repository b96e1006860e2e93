package chars

// SchemeLength returns the length of the scheme that s starts with, or 0
// if s has none: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ),
// followed by ":".
func SchemeLength(s string) int {
	// Most IRIs are http or https ones: spare them the loop, and tell
	// the two apart without a branch, for they come mixed: n is 5 after
	// "https", 4 otherwise (x-1 has its top bit set for x = 0 alone).
	if len(s) >= 6 && s[:4] == "http" {
		n := 4 + int((uint64(s[4]^'s')-1)>>63)
		if s[n] == ':' {
			return n
		}
	}
	if n := SchemeRun(s); n < len(s) && s[n] == ':' {
		return n
	}
	return 0
}

// SchemeRun returns the length of the longest prefix of s that is a
// scheme, 0 if s does not start with a letter.
func SchemeRun(s string) int {
	if len(s) == 0 || !IsAlpha(s[0]) {
		return 0
	}
	i := 1
	for i < len(s) && In(s[i], Scheme) {
		i++
	}
	return i
}
