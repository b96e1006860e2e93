package iri

import (
	"errors"
	"testing"
)

// TestCornerCasesBySection holds corner cases of normalization, IDNA
// mapping and relativization where a reading of RFC 3986, RFC 3987 and
// 3987bis easily errs, each with the section that decides it.
func TestCornerCasesBySection(t *testing.T) {
	// RFC 3986 §5.2.4: with an authority, "/.//c" has a dot segment.
	if got := bySyntax.Normalize(MustParse("http://a/.//c")).String(); got != "http://a//c" {
		t.Errorf("dot segment with authority: %q", got)
	}
	// Character normalization leaves the host to the scheme's IDNA
	// mapping: idempotent, and no host becomes an IPv4 address.
	for _, s := range []string{"http://Ａ/", "http://１.２.３.４/", "//１1.2.3.4"} {
		x := MustParse(s)
		for _, l := range []Level{LevelSyntaxBased, LevelSchemeBased} {
			nfkc := Comparer{Level: l, Characters: FormNFKC}
			y := nfkc.Normalize(x)
			if nfkc.Normalize(y) != y || y.HostKind() != x.HostKind() {
				t.Errorf("%q at %v: %q (%v)", s, l, y, y.HostKind())
			}
			checkBuilt(t, y)
		}
	}
	if got := byScheme.Normalize(MustParse("http://Ａ/")).Host(); got != "a" {
		t.Errorf("full-width host at scheme level: %q", got)
	}
	// 3987bis §3.4: IDNA may not make an IPv4 address, nor a label
	// separator out of an encoded ".".
	for _, s := range []string{"http://１.２.３.４/", "http://é%2Eb/"} {
		if _, err := (Mapper{IDNA: IDNAUTS46}).ToURI(MustParse(s)); !errors.Is(err, ErrIDNA) {
			t.Errorf("%q: %v", s, err)
		}
	}
	// RFC 3986 §6.2.2.2: only unreserved characters are decoded.
	if got := byScheme.Normalize(MustParse("http://a%21b.com/")).Host(); got != "a%21b.com" {
		t.Errorf("encoded sub-delim in host: %q", got)
	}
	// RFC 3986 §4.2: removing the scheme must leave a relative reference.
	if x, err := MustParse("http:x:y").WithScheme(""); err == nil {
		t.Errorf("WithScheme(\"\") gave %q", x)
	}
	// RFC 3986 §3.2.2: "[ *6( h16 ":" ) h16 ] "::"".
	for _, h := range []string{"::", "fe80::"} {
		if x, err := Build(Parts{Scheme: "http", Host: h}); err != nil || x.Host() != "["+h+"]" {
			t.Errorf("Build host %q: %q, %v", h, x, err)
		}
	}
	// RFC 3986 §5.2.3-5.2.4: "..//x" is the shortest reference here.
	if r, ok := MustParse("http://h/aaaa/b/c").Relativize(MustParse("http://h/aaaa//x")); !ok || r.String() != "..//x" {
		t.Errorf("Relativize: %q", r)
	}
	// A file named ".." is not a step up.
	if p, err := MustParse("file:///a/%2E%2E/etc").FilePath(PathPOSIX); err == nil {
		t.Errorf("FilePath climbed: %q", p)
	}
	if x, _ := Build(Parts{Scheme: "http", Host: "a", Segments: []string{"", "..", "etc"}}); x.String() != "http://a/%2E%2E/etc" {
		t.Errorf("Build with a \"..\" segment: %q", x)
	}
	if e := EscapePathSegment("."); e != "%2E" {
		t.Errorf("EscapePathSegment(\".\") = %q", e)
	}
}
