package canon

import "testing"

// TestHasDotSegmentReadsEverySegment holds hasDotSegment, which reads
// only the start of each segment, to a reading of every segment (the
// segments after path[0] and after each separator) to its end, on every
// path of up to seven bytes from the bytes that matter, with "/" alone
// and with "\" as separators.
func TestHasDotSegmentReadsEverySegment(t *testing.T) {
	every := func(path string, isSep func(byte) bool) bool {
		for i := 0; i < len(path); {
			j := i + 1
			for j < len(path) && !isSep(path[j]) {
				j++
			}
			if dotSegment(path[i+1:j]) != 0 {
				return true
			}
			i = j
		}
		return false
	}
	seps := []func(byte) bool{
		func(c byte) bool { return c == '/' },
		func(c byte) bool { return c == '/' || c == '\\' },
	}
	specials := []bool{false, true}
	const alphabet = "./\\%2eEa"
	found := 0
	var walk func(b []byte)
	walk = func(b []byte) {
		for k, isSep := range seps {
			got, want := hasDotSegment(string(b), specials[k]), every(string(b), isSep)
			if got != want {
				t.Fatalf("hasDotSegment(%q) = %v, want %v", b, got, want)
			}
			if got {
				found++
			}
		}
		if len(b) == 7 {
			return
		}
		for i := range len(alphabet) {
			walk(append(b, alphabet[i]))
		}
	}
	walk(nil)
	if found == 0 {
		t.Fatal("no path with a dot segment")
	}
}

// TestHasTabOrNewline holds hasTabOrNewline, which reads eight bytes at a
// time, to a reading byte by byte, with each byte value at each place of
// strings up to 17 bytes long.
func TestHasTabOrNewline(t *testing.T) {
	for n := 1; n <= 17; n++ {
		for k := range n {
			for c := range 256 {
				b := make([]byte, n)
				for i := range b {
					b[i] = 'a'
				}
				b[k] = byte(c)
				want := c == '\t' || c == '\n' || c == '\r'
				if got := hasTabOrNewline(string(b)); got != want {
					t.Fatalf("hasTabOrNewline(%q) = %v", b, got)
				}
			}
		}
	}
}

// TestContainsFold holds containsFold, which finds its candidates with
// strings.IndexByte for each case of sub's first byte, to a reading at
// every offset, on every string of up to seven bytes over the bytes that
// matter and on subs that start with a letter, with a non-letter, and
// that repeat their first byte.
func TestContainsFold(t *testing.T) {
	lowerASCII := func(s string) string {
		b := []byte(s)
		for i, c := range b {
			b[i] = lowerByte(c)
		}
		return string(b)
	}
	every := func(s, sub string) bool {
		l := lowerASCII(s)
		for i := 0; i+len(sub) <= len(l); i++ {
			if l[i:i+len(sub)] == sub {
				return true
			}
		}
		return false
	}
	subs := []string{"id", "i", "ii", "iid", ".i", ".aspx", "a.i"}
	const alphabet = "iIdD.a"
	found := 0
	var walk func(b []byte)
	walk = func(b []byte) {
		for _, sub := range subs {
			got, want := containsFold(string(b), sub), every(string(b), sub)
			if got != want {
				t.Fatalf("containsFold(%q, %q) = %v, want %v", b, sub, got, want)
			}
			if got {
				found++
			}
		}
		if len(b) == 7 {
			return
		}
		for i := range len(alphabet) {
			walk(append(b, alphabet[i]))
		}
	}
	walk(nil)
	if found == 0 {
		t.Fatal("no match")
	}
	if !containsFold("/a/B.ASPX", ".aspx") || containsFold("/a/b.asp", ".aspx") {
		t.Error(".aspx")
	}
}
