package whatwg

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/pieces"
)

// TestRunSets holds each runSet to the charSets it stands for, on every
// byte: the runClass table and charSet.run, which hands encodeTo a runSet
// in place of a charSet.
func TestRunSets(t *testing.T) {
	is := func(c byte, r runSet) bool { return runClass[c]&uint8(r) != 0 }
	for c := 0; c < 256; c++ {
		b := byte(c)
		for _, x := range []struct {
			name     string
			run, got bool
		}{
			{"runPlainDomain", is(b, runPlainDomain), (forbiddenDomain | c0ControlSet | clsUpper).has(b)},
			{"runPathSpecial", is(b, runPathSpecial), (pathSet | clsBackslash).has(b)},
			{"runSlash", is(b, runSlash), b == '/'},
			{"runDotOrPercent", is(b, runDotOrPercent), b == '.' || b == '%'},
		} {
			if x.run != x.got {
				t.Errorf("%s has %#x: %v, want %v", x.name, b, x.run, x.got)
			}
		}
		for _, s := range []charSet{
			specialQuerySet, specialQuerySet | hashSet, querySet, querySet | hashSet, fragmentSet,
			pathSet, pathSet | pathEnd[0], pathSet | pathEnd[1], c0ControlSet, userinfoSet,
		} {
			if r := s.run(); r != 0 && is(b, r) != s.has(b) {
				t.Errorf("%#x.run() = %#x, which has %#x: %v, want %v", s, r, b, is(b, r), s.has(b))
			}
		}
	}
	for _, x := range []struct {
		set charSet
		run runSet
	}{
		{querySet, runQuery}, {specialQuerySet, runSpecialQuery}, {fragmentSet, runFragment}, {pathSet, runPath},
	} {
		// The runSets encode takes for the sets it is given.
		if r := x.set.run(); r != x.run {
			t.Errorf("%#x.run() = %#x, want %#x", x.set, r, x.run)
		}
	}
	for c := 0; c < 256; c++ {
		// The runSets query hands encodeTo, which stand for set|end,
		// where end is hashSet or, with a state override, nothing.
		for _, x := range []struct {
			set charSet
			run runSet
		}{
			{querySet, runQuery}, {querySet | hashSet, runQuery},
			{specialQuerySet, runSpecialQuery}, {specialQuerySet | hashSet, runSpecialQuery},
		} {
			if want := x.set.has(byte(c)); is(byte(c), x.run) != want {
				t.Errorf("%#x has %#x: %v, want %v, as %#x", x.run, c, !want, want, x.set)
			}
		}
	}
	for i := range 2 {
		for c := 0; c < 256; c++ {
			if want := (pathSet | pathEnd[i]).has(byte(c)); is(byte(c), pathStop[i]) != want {
				t.Errorf("pathStop[%d] has %#x: %v, want %v", i, c, !want, want)
			}
		}
	}
}

// TestRunSpan holds runSet.span to a byte-by-byte walk, for every set the
// parser spans, on strings of up to 17 bytes (two words and one byte)
// that hold one byte of every value at every offset among bytes outside
// the set, from every offset k.
func TestRunSpan(t *testing.T) {
	sets := []runSet{runSpecialQuery, runQuery, runFragment, runPlainDomain, runPath, runPathSpecial, pathStop[0], pathStop[1]}
	for _, s := range sets {
		has := func(c byte) bool { return runClass[c]&uint8(s) != 0 }
		checkSpanEveryByte(t, 17, fmt.Sprintf("%#x", s), has, s.span)
	}
}

// TestSpanSegments holds runSet.spanSegments to a byte-by-byte walk that
// stops at a byte of the set and at a "." or "%" that starts a segment,
// for both sets the path spans, from every offset, where str[k] starts a
// segment (whatever the byte before it) and where it does not, on strings of "/", ".", "%", "a",
// "?", "#", "\" and a non-ASCII byte: every one of up to six bytes, every
// pair of them at every offset of strings of "a" of 8 to 25 bytes, and
// 200,000 random ones of up to 40.
func TestSpanSegments(t *testing.T) {
	alphabet := []byte{'/', '.', '%', 'a', '?', '#', '\\', 0xC3}
	want := func(s runSet, str string, k int, segmentStart bool) int {
		prevSep := segmentStart
		for ; k < len(str); k++ {
			c := str[k]
			if runClass[c]&uint8(s) != 0 || prevSep && (c == '.' || c == '%') {
				break
			}
			prevSep = c == '/' || c == '?' || c == '#'
		}
		return k
	}
	check := func(str string) {
		for _, s := range segmentsStop {
			for k := 0; k <= len(str); k++ {
				for _, start := range []bool{true, false} {
					if got, w := s.spanSegments(str, k, start), want(s, str, k, start); got != w {
						t.Fatalf("%#x.spanSegments(%q, %d, %v) = %d, want %d", s, str, k, start, got, w)
					}
				}
			}
		}
	}
	symbols := make([]string, len(alphabet))
	for j, c := range alphabet {
		symbols[j] = string([]byte{c})
	}
	for _, s := range pieces.Texts(symbols, 6) {
		check(s)
	}
	for n := 8; n <= 25; n++ {
		for at := 0; at+1 < n; at++ {
			for _, x := range alphabet {
				for _, y := range alphabet {
					s := []byte(strings.Repeat("a", n))
					s[at], s[at+1] = x, y
					check(string(s))
				}
			}
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 200000 {
		s := make([]byte, r.IntN(41))
		for j := range s {
			s[j] = alphabet[r.IntN(len(alphabet))]
		}
		check(string(s))
	}
}
