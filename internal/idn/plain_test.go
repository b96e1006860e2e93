package idn

import (
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/chars"
)

// TestPlainHost holds PlainHost's word-at-a-time test to the questions it
// answers.
func TestPlainHost(t *testing.T) {
	for _, h := range []string{"", "a", "example.com", "www.example-host.com", "xn--bcher-kva.example", "a.xn--p1ai",
		"XN--A.b", "axn--b.c", "bücher.example", "aaaaaaaaaaaaaaaa-", "aaaaaaaaaaaaaaaaé", "aaaaaaa.xn--aaaaaaaa", "x-n--a",
		"abcdef.xn--a", "abcdefg.xn--a", "abcdefgh.xn--a", "abcdexn--f", "www.example-site.com", "--------", "a.b.c.xn--",
		"xN--a", "Xn--", "xn-", "yn--a", "xm--a", "x\xee--a", "xn-_a", "xn\xad-a", "a-b.xn--c", "a-,.xn--c", "-,,.xn--cdefgh"} {
		checkPlainHost(t, h)
	}
}

// checkPlainHost holds PlainHost, and HasPunycodeLabel, which shares its
// test of an ACE prefix, to the labels of host split at each ".", and
// IsACELabel to each label.
func checkPlainHost(t *testing.T, host string) {
	t.Helper()
	ace := false
	for _, label := range strings.Split(host, ".") {
		isACE := len(label) >= 4 && strings.EqualFold(label[:4], "xn--")
		if got := IsACELabel(label); got != isACE {
			t.Errorf("IsACELabel(%q) = %v, want %v", label, got, isACE)
		}
		ace = ace || isACE
	}
	if got := HasPunycodeLabel(host); got != ace {
		t.Errorf("HasPunycodeLabel(%q) = %v, want %v", host, got, ace)
	}
	want := chars.NonASCIICount(host) == 0 && !ace
	if got := PlainHost(host); got != want {
		t.Errorf("PlainHost(%q) = %v, want %v", host, got, want)
	}
}

// FuzzPlainHost holds PlainHost, HasPunycodeLabel and IsACELabel to the
// answer from the labels on any input.
func FuzzPlainHost(f *testing.F) {
	for _, h := range []string{"example.com", "xn--bcher-kva.example", "a.XN--p1ai", "bücher.example", "aaaaaaa.xn--aaaaaaaa"} {
		f.Add(h)
	}
	f.Fuzz(func(t *testing.T, host string) {
		checkPlainHost(t, host)
	})
}
