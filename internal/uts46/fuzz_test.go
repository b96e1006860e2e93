package uts46

import (
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/chars"

	"github.com/go-iri/iri/internal/suites"
	"golang.org/x/net/idna"
)

// FuzzToASCII checks, on any input (invalid UTF-8 included), that domain
// to ASCII does not panic, and:
//   - a result is ASCII, and converting it again gives it back;
//   - ToASCIIError agrees with ToASCII, and its Error names a condition
//     and a label of the input;
//   - AppendToASCII appends what ToASCII returns, and nothing on failure;
//   - a valid domain (beStrict true) gives the same result leniently;
//   - where UTS #46 ToUnicode under the URL Standard's lenient flags
//     reads a result back without error (readBack), converting that gives
//     the result once more.
func FuzzToASCII(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, domain string) {
		var strictASCII string
		for _, beStrict := range []bool{true, false} {
			ascii, ok := ToASCII(domain, beStrict)
			ascii2, err := ToASCIIError(domain, beStrict)
			if ok != (err == nil) || ascii != ascii2 {
				t.Fatalf("%+q, %v: ToASCII gives %q, %v; ToASCIIError %q, %v", domain, beStrict, ascii, ok, ascii2, err)
			}
			checkAppend(t, domain, beStrict)
			if !ok {
				// diagnose names the conditions of UTS #46 revision 33,
				// which x/net/idna applies with Unicode 17.0.0's tables;
				// with 15.0.0's (before Go 1.27) its STD3 rules also reject
				// code points such as U+2260 ≠, which diagnose does not name.
				if !errorPlaced(domain, err) && idna.UnicodeVersion == suites.UnicodeVersion {
					t.Fatalf("%+q, %v: %v does not name a condition and a label of the input", domain, beStrict, err)
				}
				continue
			}
			if !chars.IsASCII(ascii) {
				t.Fatalf("%+q, %v: %+q is not ASCII", domain, beStrict, ascii)
			}
			if again, ok := ToASCII(ascii, beStrict); !ok || again != ascii {
				t.Fatalf("%+q, %v: %q gives %q, %v again", domain, beStrict, ascii, again, ok)
			}
			if beStrict {
				strictASCII = ascii
			} else if strictASCII != "" && ascii != strictASCII {
				t.Fatalf("%+q: valid domain %q, but %q leniently", domain, strictASCII, ascii)
			}
			if u, ok := readBack(ascii); ok {
				if back, ok := ToASCII(u, beStrict); !ok || back != ascii {
					t.Fatalf("%+q, %v: %q reads as %+q, which gives %q, %v", domain, beStrict, ascii, u, back, ok)
				}
			}
		}
		if strictASCII != "" {
			if _, ok := ToASCII(domain, false); !ok {
				t.Fatalf("%+q: a valid domain that fails leniently", domain)
			}
		}
	})
}

// addSeeds gives a fuzzer of domains the input of every WPT case of
// domain to ASCII and the source of every eighth line of IdnaTestV2.txt.
func addSeeds(f *testing.F) {
	for _, c := range wptToASCIIAll(f) {
		f.Add(c.Input)
	}
	for i, c := range suites.IDNATests(f) {
		if i%8 == 0 {
			f.Add(c.Source)
		}
	}
}

// readBack is UTS #46 ToUnicode (§4.3) of a result of ToASCII under the
// URL Standard's lenient flags, and whether it records no error:
// x/net/idna's, less the two gaps of TestXNetIDNAGaps that an ASCII
// domain meets, where UTS #46 records an error and x/net/idna none: an
// A-label that decodes to nothing ("xn--", P4) and a decoded label that
// begins with "xn--" (V4).
func readBack(ascii string) (string, bool) {
	u, err := profiles().lenient.ToUnicode(ascii)
	if err != nil {
		return "", false
	}
	for label := range strings.SplitSeq(ascii, ".") {
		if label == acePrefix {
			return "", false
		}
	}
	for label := range strings.SplitSeq(u, ".") {
		if strings.HasPrefix(label, acePrefix) {
			return "", false
		}
	}
	return u, true
}
