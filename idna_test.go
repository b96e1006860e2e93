package iri

import (
	"bufio"
	"errors"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/chars"
	"golang.org/x/net/idna"
)

// idnaCase is one line of Unicode's IdnaTestV2.txt, with the blank columns
// filled in as the file's header says.
type idnaCase struct {
	line                       int
	source, toASCIIN, toASCIIT string
	statusN, statusT           string
}

var idnaEscape = regexp.MustCompile(`\\u([0-9A-Fa-f]{4})|\\x\{([0-9A-Fa-f]+)\}`)

func idnaUnescape(s string) string {
	s = strings.TrimSpace(s)
	if s == `""` {
		return ""
	}
	return idnaEscape.ReplaceAllStringFunc(s, func(m string) string {
		hex := strings.Trim(m[2:], "{}")
		r, _ := strconv.ParseUint(hex, 16, 32)
		return string(rune(r))
	})
}

func readIDNATests(t *testing.T) []idnaCase {
	f, err := os.Open("testdata/unicode-idna/IdnaTestV2.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []idnaCase
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line, _, _ := strings.Cut(sc.Text(), "#")
		if strings.TrimSpace(line) == "" {
			continue
		}
		col := strings.Split(line, ";")
		if len(col) < 7 {
			t.Fatalf("line %d: %d columns", n, len(col))
		}
		c := idnaCase{line: n, source: idnaUnescape(col[0])}
		toUnicode := c.source
		if strings.TrimSpace(col[1]) != "" {
			toUnicode = idnaUnescape(col[1])
		}
		statusU := strings.TrimSpace(col[2])
		c.toASCIIN = toUnicode
		if strings.TrimSpace(col[3]) != "" {
			c.toASCIIN = idnaUnescape(col[3])
		}
		c.statusN = statusU
		if s := strings.TrimSpace(col[4]); s != "" {
			c.statusN = s
		}
		c.toASCIIT = c.toASCIIN
		if strings.TrimSpace(col[5]) != "" {
			c.toASCIIT = idnaUnescape(col[5])
		}
		c.statusT = c.statusN
		if s := strings.TrimSpace(col[6]); s != "" {
			c.statusT = s
		}
		cases = append(cases, c)
	}
	if len(cases) != 6391 {
		t.Fatalf("read %d IDNA test lines, want 6391", len(cases))
	}
	return cases
}

// TestIDNAConformance runs Unicode's UTS #46 conformance data through the
// host of an IRI: "http://" + source + "/" mapped with Mapper.ToURI. Only the
// sources that are a valid, non-ASCII ireg-name take that path (the others
// are not IRIs, or have nothing for IDNA to do). The file was made with
// UseSTD3ASCIIRules and VerifyDnsLength set. Every line must agree: the
// module pins Go 1.27.4, whose x/net/idna tables are Unicode 17.0.0, the
// version of the file.
func TestIDNAConformance(t *testing.T) {
	if idna.UnicodeVersion != "17.0.0" {
		t.Fatalf("x/net/idna has Unicode %s tables; IdnaTestV2.txt is 17.0.0 (build with the pinned toolchain)", idna.UnicodeVersion)
	}
	tried := 0
	for _, c := range readIDNATests(t) {
		x, err := Parse("http://" + c.source + "/")
		if err != nil || x.Host() != c.source || chars.NonASCIICount(c.source) == 0 {
			continue
		}
		for _, mode := range []struct {
			profile IDNAProfile
			name    string
			want    string
			status  string
		}{{UTS46, "nontransitional", c.toASCIIN, c.statusN}, {UTS46Transitional, "transitional", c.toASCIIT, c.statusT}} {
			tried++
			y, err := Mapper{IDNA: mode.profile, STD3Rules: true, VerifyDNSLength: true}.ToURI(x)
			wantErr := mode.status != "" && mode.status != "[]"
			var problem string
			switch {
			case wantErr && err == nil:
				problem = "gave " + strconv.Quote(y.Host()) + ", want an error " + mode.status
			case !wantErr && err != nil:
				problem = err.Error() + ", want " + strconv.Quote(mode.want)
			case !wantErr && y.Host() != mode.want:
				problem = "gave " + strconv.Quote(y.Host()) + ", want " + strconv.Quote(mode.want)
			case wantErr && !errors.Is(err, ErrIDNA):
				problem = "error " + err.Error() + " is not ErrIDNA"
			}
			if problem != "" {
				t.Errorf("line %d, %s: %q: %s", c.line, mode.name, c.source, problem)
			}
		}
	}
	if tried != 5884 {
		t.Errorf("%d IDNA conversions through the host path, want 5884", tried)
	}
}

// TestValidateHostAgreesWithToASCII wants validateHost, which the checker
// uses, to fail exactly where hostToASCII, which ToURI uses, fails: on
// every source of IdnaTestV2.txt and every host of the suites and corpora.
func TestValidateHostAgreesWithToASCII(t *testing.T) {
	var hosts []string
	for _, tc := range readIDNATests(t) {
		hosts = append(hosts, tc.source)
	}
	lines := append(suiteStrings(t), readLinesIfPresent(t, "corpus-iri.txt")...)
	for _, s := range lines {
		if x, err := Parse(s); err == nil && x.hostKind == RegName {
			hosts = append(hosts, x.Host())
		}
	}
	// Labels so long that punycode's arithmetic overflows: only ToASCII
	// writes punycode.
	hosts = append(hosts, strings.Repeat("a", 10444)+"\U000323AF", strings.Repeat("a", 10929)+"\U00030000",
		strings.Repeat("é", 200))
	p := Mapper{IDNA: UTS46}.idnaProfile()
	failed := 0
	for _, h := range hosts {
		_, errASCII := hostToASCII(p, h, h, 0)
		errValidate := validateHost(p, h, h, 0)
		if (errASCII == nil) != (errValidate == nil) || errASCII != nil && errASCII.Error() != errValidate.Error() {
			t.Errorf("host %q: hostToASCII says %v, validateHost says %v", h, errASCII, errValidate)
		}
		if errASCII != nil {
			failed++
		}
	}
	if failed == 0 || failed == len(hosts) {
		t.Fatalf("%d of %d hosts fail: the comparison decides nothing", failed, len(hosts))
	}
}

// idnaFailure returns the offset and the label of an IDNA failure, and
// whether err is one.
func idnaFailure(err error) (offset int, label string, ok bool) {
	var e *Error
	var ie *idnaError
	if !errors.As(err, &e) || !errors.As(err, &ie) {
		return 0, "", false
	}
	return e.Offset, ie.label, true
}
