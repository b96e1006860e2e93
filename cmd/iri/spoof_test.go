package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/suites"
)

func TestToIRIUnicodeHosts(t *testing.T) {
	// The display policy's table (spoof/testdata/display-hosts.tsv): each
	// host, and whether the policy shows it in Unicode.
	var in, want strings.Builder
	for _, h := range suites.SpoofHosts(t) {
		shown := h.ACE
		if h.ShowUnicode {
			shown = h.Unicode
		}
		in.WriteString("http://" + h.ACE + "/\n")
		want.WriteString("http://" + shown + "/\n")
	}
	if code, out, errOut := runCLI(t, in.String(), "to-iri", "--idna"); code != 0 || out != want.String() {
		t.Errorf("to-iri --idna: exit %d\n%s\nwant\n%s%s", code, out, want.String(), errOut)
	}
	if _, out, _ := runCLI(t, "", "to-iri", "--idna", "--unicode-hosts", "always", "http://xn--80ak6aa92e.com/"); out != "http://аррӏе.com/\n" {
		t.Errorf("always: %q", out)
	}
	if _, out, _ := runCLI(t, "", "to-iri", "--unicode-hosts", "never", "http://b%C3%BCcher.example/"); out != "http://xn--bcher-kva.example/\n" {
		t.Errorf("never: %q", out)
	}
	if _, out, _ := runCLI(t, "", "to-iri", "http://xn--bcher-kva.example/"); out != "http://xn--bcher-kva.example/\n" {
		t.Errorf("without --idna, ACE labels stay: %q", out)
	}
	if code, _, errOut := runCLI(t, "", "to-iri", "--unicode-hosts", "sometimes", "x"); code != 2 || !strings.Contains(errOut, `unknown choice "sometimes"`) {
		t.Errorf("bad choice: exit %d, %q", code, errOut)
	}
}

// TestCheckSpoofHosts: check -W reports each unsafe host of the display
// policy's table in either form, with its code, and says ok for the safe
// ones.
func TestCheckSpoofHosts(t *testing.T) {
	for _, h := range suites.SpoofHosts(t) {
		for _, in := range []string{"http://" + h.ACE + "/", "http://" + h.Unicode + "/"} {
			code, out, errOut := runCLI(t, "", "check", "-W", in)
			if h.Code == "" {
				if code != 0 || out != "ok\t"+in+"\n" {
					t.Errorf("%s: exit %d, %q %q", in, code, out, errOut)
				}
			} else if code != 1 || !strings.Contains(errOut, "warning "+h.Code+" ") {
				t.Errorf("%s: exit %d, %q, want %s", in, code, errOut, h.Code)
			}
		}
	}
}

func TestCheckProtect(t *testing.T) {
	file := filepath.Join(t.TempDir(), "names")
	if err := os.WriteFile(file, []byte("# our names\npaypal.com\n\nMain_Page\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut := runCLI(t, "", "check", "-W", "--protect", file, "http://paypa1.com/")
	if code != 1 || !strings.Contains(errOut, `warning spoof/protected-name at offset 7 in host: the host "paypa1.com" looks like the protected name "paypal.com"`) {
		t.Errorf("exit %d, %q", code, errOut)
	}
	if code, out, _ := runCLI(t, "", "check", "-W", "--protect", file, "http://paypal.com/Maіn_Page"); code != 1 || strings.Contains(out, "ok") {
		// char/mixed-script reports the path; protected-name does not
		// without --protect-paths.
		t.Errorf("exit %d %q", code, out)
	}
	_, _, errOut = runCLI(t, "", "check", "--protect", file, "--protect-paths", "http://paypal.com/Maіn_Page")
	if !strings.Contains(errOut, "spoof/protected-name") {
		t.Errorf("--protect-paths: %q", errOut)
	}
	if code, _, errOut := runCLI(t, "", "check", "--protect", filepath.Join(t.TempDir(), "none"), "x"); code != 2 || !strings.Contains(errOut, "--protect:") {
		t.Errorf("missing file: exit %d, %q", code, errOut)
	}
	if code, _, _ := runCLI(t, "", "check", "--protect-paths", "x"); code != 2 {
		t.Errorf("--protect-paths alone: exit %d", code)
	}
}

func TestDisplayUnicodeHosts(t *testing.T) {
	for _, c := range []struct{ flag, in, want string }{
		{"safe", "http://аррӏе.com/", "\u202ahttp://xn--80ak6aa92e.com/\u202c\n"},
		{"safe", "http://xn--bcher-kva.example/", "\u202ahttp://bücher.example/\u202c\n"},
		{"always", "http://xn--80ak6aa92e.com/", "\u202ahttp://аррӏе.com/\u202c\n"},
		{"never", "http://bücher.example/", "\u202ahttp://xn--bcher-kva.example/\u202c\n"},
	} {
		if _, out, _ := runCLI(t, "", "display", "--unicode-hosts", c.flag, c.in); out != c.want {
			t.Errorf("display --unicode-hosts %s %s: %+q, want %+q", c.flag, c.in, out, c.want)
		}
	}
}

// TestToIRIJSONKeptLabels: iri to-iri --json, run as the built command,
// lists the labels the display policy keeps from Unicode, as the library
// (display.Hosts) and the inspector page do: the ACE form, the Unicode
// form and the reasons; none for a host shown in Unicode, and none with
// --unicode-hosts always.
func TestToIRIJSONKeptLabels(t *testing.T) {
	in := "http://www.xn--80ak6aa92e.com/\nhttp://\u200bb.example/\nhttp://xn--bcher-kva.example/\n"
	code, out, errOut := runBuilt(t, in, "to-iri", "--json", "--idna")
	want := `{"input":"http://www.xn--80ak6aa92e.com/","iri":"http://www.xn--80ak6aa92e.com/","kept_labels":[{"ace":"xn--80ak6aa92e","unicode":"аррӏе","rules":["whole-script"],"reasons":["whole-script confusable with Latin: Cyrl look-alikes of Latin letters"]}]}
{"input":"http://ZWSPb.example/","iri":"http://%E2%80%8Bb.example/","kept_labels":[{"ace":"%E2%80%8Bb","unicode":"ZWSPb","rules":["invisible"],"reasons":["invisible character: U+200B ZERO WIDTH SPACE, which IDNA removes"]}]}
{"input":"http://xn--bcher-kva.example/","iri":"http://bücher.example/"}
`
	want = strings.ReplaceAll(want, "ZWSP", "\u200b") // JSON writes it as it is
	if code != 0 || out != want {
		t.Errorf("exit %d\n%s\nwant\n%s%s", code, out, want, errOut)
	}
	if _, out, _ := runBuilt(t, "", "to-iri", "--json", "--idna", "--unicode-hosts", "always", "http://xn--80ak6aa92e.com/"); out != `{"input":"http://xn--80ak6aa92e.com/","iri":"http://аррӏе.com/"}`+"\n" {
		t.Errorf("always: %s", out)
	}
}
