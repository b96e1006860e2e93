package idn

import (
	"testing"

	"github.com/go-iri/iri/internal/chars"
)

// TestPlainHost holds PlainHost's word-at-a-time test to the questions it
// answers.
func TestPlainHost(t *testing.T) {
	for _, h := range []string{"", "a", "example.com", "www.example-host.com", "xn--bcher-kva.example", "a.xn--p1ai",
		"XN--A.b", "axn--b.c", "bücher.example", "aaaaaaaaaaaaaaaa-", "aaaaaaaaaaaaaaaaé", "aaaaaaa.xn--aaaaaaaa", "x-n--a",
		"abcdef.xn--a", "abcdefg.xn--a", "abcdefgh.xn--a", "abcdexn--f", "www.example-site.com", "--------", "a.b.c.xn--"} {
		want := chars.NonASCIICount(h) == 0 && !HasPunycodeLabel(h)
		if got := PlainHost(h); got != want {
			t.Errorf("PlainHost(%q) = %v, want %v", h, got, want)
		}
	}
}

// FuzzPlainHost holds PlainHost to the byte-at-a-time answer on any
// input.
func FuzzPlainHost(f *testing.F) {
	for _, h := range []string{"example.com", "xn--bcher-kva.example", "a.XN--p1ai", "bücher.example", "aaaaaaa.xn--aaaaaaaa"} {
		f.Add(h)
	}
	f.Fuzz(func(t *testing.T, host string) {
		if PlainHost(host) != (chars.NonASCIICount(host) == 0 && !HasPunycodeLabel(host)) {
			t.Fatalf("PlainHost(%q) = %v", host, PlainHost(host))
		}
	})
}
