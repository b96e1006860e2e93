package whatwg

import "testing"

// TestParseAllocations holds the promise of Parse's doc comment: nothing
// allocated for an input that is its own href, one string for one that
// must be rewritten, a non-ASCII host among them (its IDNA conversion is
// written into the href's buffer).
func TestParseAllocations(t *testing.T) {
	base := MustParse("https://example.com/a/b?c#d")
	for _, c := range []struct {
		input  string
		base   URL
		allocs float64
	}{
		{"https://example.com/", URL{}, 0},
		{"http://user:pass@example.com:8080/a/b/c.html?q=1&r=%20#frag", URL{}, 0},
		{"http://[::1]/", URL{}, 0},
		{"http://127.0.0.1/", URL{}, 0},
		{"sc:opaque path?q", URL{}, 0},
		{"https://example.com/a/b?x", base, 0},
		{"HTTPS://EXAMPLE.COM/", URL{}, 1},
		{"Http://example.com/a?b#c", URL{}, 1}, // the scheme lowered once the href is made
		{"FILE:///c:/x", URL{}, 1},
		{"https://example.com/a b/é?q=ü#ü", URL{}, 1},
		{"http://0x7f.1/", URL{}, 1},
		{"https://example.com/a/./b/../c", URL{}, 1},
		// Segments encoded in one run over their "/" (encodePath), up to
		// a dot segment, and a port with a leading zero written again.
		{"https://example.com/é/a b/c\x01é/../d é", URL{}, 1},
		{"http://example.com:08080/a", URL{}, 1},
		{"  https://example.com/\t", URL{}, 0}, // trimmed: a part of the input
		{"https://exa\tmple.com/", URL{}, 1},
		// A tab or newline that Parse meets after its href has departed
		// from the input: the input without them, and one buffer for
		// both runs (see output.unchecked).
		{"https://example.com/a b\tc", URL{}, 2},
		{"HTTP://example.com/\ta", URL{}, 2},
		{"../x?y", base, 1},
		{"#e", base, 1},
		{"https://bücher.example/", URL{}, 1},
		{"http://zurücktreten.السعودية/straße?q=ü#ü", URL{}, 1},
		{"https://नमस्ते.भारत/नमस्ते", URL{}, 1},
		{"http://www.\u0926\u093e\u0917\u093c\u093e.de/", URL{}, 1},
	} {
		p := Parser{Base: c.base}
		if got := testing.AllocsPerRun(100, func() { _, _ = p.Parse(c.input) }); got != c.allocs {
			t.Errorf("Parse(%q): %v allocations, want %v", c.input, got, c.allocs)
		}
	}
}
