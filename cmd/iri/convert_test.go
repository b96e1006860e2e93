package main

import (
	"strings"
	"testing"
)

// TestToURIVerifyDNSLength wants to-uri --verify-dns-length to refuse,
// under every IDNA profile, a name whose A-label is longer than the 63
// octets of RFC 1034 §3.1 (128 × "ü" makes one of 134), and to need
// --idna.
func TestToURIVerifyDNSLength(t *testing.T) {
	long := strings.Repeat("ü", 128)
	for _, profile := range []string{"uts46", "uts46-transitional", "idna2008"} {
		code, out, errOut := runCLI(t, "", "to-uri", "--idna", "--idna-profile", profile, "--verify-dns-length",
			"http://"+long+".de/", "http://bücher.de/", "http://"+strings.Repeat("a", 64)+".example/")
		if code != 1 || out != "http://xn--bcher-kva.de/\n" || strings.Count(errOut, "\n") != 2 ||
			!strings.Contains(errOut, `IDNA rejects the host label "`+long+`" at offset 7: idna: invalid label "xn--tda`) ||
			!strings.Contains(errOut, `IDNA rejects the host label "`+strings.Repeat("a", 64)+`" at offset 7: a label longer than 63 octets (RFC 1034 §3.1)`) {
			t.Errorf("%s: exit %d\nstdout %q\nstderr %q", profile, code, out, errOut)
		}
		// Without the flag the long label goes through, as it did.
		code, out, _ = runCLI(t, "", "to-uri", "--idna", "--idna-profile", profile, "http://"+long+".de/")
		if code != 0 || out != "http://xn--tda"+strings.Repeat("a", 127)+".de/\n" {
			t.Errorf("%s without --verify-dns-length: exit %d, %q", profile, code, out)
		}
	}
	if code, _, errOut := runCLI(t, "", "to-uri", "--verify-dns-length", "http://a/"); code != 2 || !strings.Contains(errOut, "--verify-dns-length needs --idna") {
		t.Errorf("without --idna: exit %d, %q", code, errOut)
	}
}

// TestToURIIDNA2008 wants to-uri --idna-profile idna2008 to refuse a
// symbol that RFC 5892 disallows.
func TestToURIIDNA2008(t *testing.T) {
	code, out, errOut := runCLI(t, "", "to-uri", "--idna", "--idna-profile", "idna2008", "http://♥.net/", "http://例え.jp/")
	if code != 1 || out != "http://xn--r8jz45g.jp/\n" ||
		errOut != "iri: http://♥.net/: IDNA rejects the host label \"♥\" at offset 7: U+2665 '♥' is DISALLOWED in IDNA2008 (RFC 5892)\n" {
		t.Errorf("exit %d\nstdout %q\nstderr %q", code, out, errOut)
	}
}
