package spoof

import (
	"bufio"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/go-iri/iri/internal/gentest"
	"github.com/go-iri/iri/internal/suites"
	"golang.org/x/net/idna"
	"golang.org/x/text/unicode/norm"
)

// TestTablesAreGenerated runs gen_tables.go, which reads the UTS #39 and
// UCD files in place in the suites' folder, and wants tables.go to be
// what it writes. The generator reads properties of the unicode package
// too, which must be of the files' version: builds of another skip.
func TestTablesAreGenerated(t *testing.T) {
	suites.Path(t, "unicode-security/"+unicodeVersion)
	if unicode.Version != unicodeVersion {
		t.Skipf("gen_tables.go wants the unicode package of Unicode %s; this build's is %s (Go 1.27 builds with %s)", unicodeVersion, unicode.Version, unicodeVersion)
	}
	gentest.Current(t, "gen_tables.go", "tables.go")
}

// TestAllowedAssignedInBuild holds the package doc's word on builds whose
// unicode package is of an older version than the tables: every
// character the General Security Profile allows is assigned there, so
// that the properties the rules read of it (General_Category,
// decompositions) are its own, but U+088F (Unicode 17.0), which the IDNA
// of such a build rejects. With Go 1.26 (Unicode 15.0.0) the other
// characters assigned since, and the two whose category changed (U+0295,
// U+1171E), are all restricted.
func TestAllowedAssignedInBuild(t *testing.T) {
	newer := map[rune]bool{0x088F: true}
	for r := rune(0x80); r <= unicode.MaxRune; r++ {
		if lookupRange(allowedRanges[:], 1, r) != 1 {
			continue
		}
		assigned := unicode.In(r, unicode.L, unicode.M, unicode.N, unicode.P, unicode.S, unicode.Z, unicode.C)
		if !assigned && !newer[r] {
			t.Errorf("%U is allowed, and unassigned in Unicode %s", r, unicode.Version)
		}
		if !assigned && newer[r] {
			if _, err := idna.Lookup.ToASCII(string(r)); err == nil {
				t.Errorf("%U: unassigned in Unicode %s, and IDNA takes it", r, unicode.Version)
			}
		}
	}
	for _, r := range []rune{0x0295, 0x1171E} {
		if lookupRange(allowedRanges[:], 1, r) == 1 {
			t.Errorf("%U, whose General_Category Unicode 16.0 changed, is allowed", r)
		}
	}
}

// dataLines returns the fields of each data line of a UTS #39 or UCD file
// of the suites' folder, without comments.
func dataLines(t *testing.T, name string) [][]string {
	t.Helper()
	f, err := os.Open(suites.Path(t, "unicode-security/"+unicodeVersion+"/"+name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out [][]string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line, _, _ := strings.Cut(strings.TrimPrefix(sc.Text(), "\uFEFF"), "#")
		if strings.TrimSpace(line) == "" {
			continue
		}
		fs := strings.Split(line, ";")
		for i := range fs {
			fs[i] = strings.TrimSpace(fs[i])
		}
		out = append(out, fs)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// codePoints reads "0041 0301" as the string of those code points.
func codePoints(t *testing.T, field string) string {
	var b strings.Builder
	for _, h := range strings.Fields(field) {
		v, err := strconv.ParseUint(h, 16, 32)
		if err != nil {
			t.Fatalf("bad code point %q", h)
		}
		b.WriteRune(rune(v))
	}
	return b.String()
}

// TestConfusablesTxt: every line of confusables.txt, source ; target,
// gives the two sides the same skeleton (UTS #39 §4), but the lines of
// shadowedByNFD.
func TestConfusablesTxt(t *testing.T) {
	lines := dataLines(t, "confusables.txt")
	if len(lines) != 6565 {
		t.Fatalf("confusables.txt: %d lines, want 6565", len(lines))
	}
	differ := map[string]bool{}
	for _, f := range lines {
		src, target := codePoints(t, f[0]), codePoints(t, f[1])
		if a, b := Skeleton(src), Skeleton(target); a != b {
			differ[f[0]] = true
			if !shadowedByNFD[f[0]] {
				t.Errorf("%s ; %s: skeletons %+q and %+q differ", f[0], f[1], a, b)
			}
			if norm.NFD.String(src) == src {
				t.Errorf("%s ; %s: a source in NFD whose line the skeleton does not follow", f[0], f[1])
			}
			continue
		}
		if !Confusable(src, target) || !Confusable("x"+target+"y", "x"+src+"y") {
			t.Errorf("%s ; %s: not confusable", f[0], f[1])
		}
	}
	for cp := range shadowedByNFD {
		if !differ[cp] {
			t.Errorf("%s: listed in shadowedByNFD, but its line gives equal skeletons", cp)
		}
	}
}

// shadowedByNFD lists the 22 lines of confusables.txt whose source
// character has a canonical decomposition that the skeleton's first step,
// NFD (UTS #39 §4), takes apart before the line could apply: the skeleton
// maps the decomposed characters one by one ("ö" as "o" and U+0308, not
// as its line's U+0629). The skeleton is defined on NFD so that
// canonically equivalent strings have the same one; these lines serve
// implementations that map text not normalized first.
var shadowedByNFD = map[string]bool{
	"0227": true, "0226": true, "01F5": true,
	"0623": true, "0146": true, "0150": true, "01A1": true, "01A0": true, "0163": true, "021B": true,
	"1E43": true, "1F7D": true, "0419": true, "045D": true, "FB2F": true, "FB30": true,
	"FB39": true, "FB49": true, "00F6": true,
	"0624": true, "0626": true, "1FF6": true,
}

// TestIntentionalTxt: the pairs of intentional.txt look the same by
// design (Latin "a" and Cyrillic "а"). They are confusable, but a
// character written among its own script is no spoof: neither side,
// alone or doubled, is reported by Label for its scripts (mixed scripts,
// non-ASCII Latin, whole-script confusable) in a host whose top-level
// label is of its own script.
func TestIntentionalTxt(t *testing.T) {
	lines := dataLines(t, "intentional.txt")
	if len(lines) != 77 {
		t.Fatalf("intentional.txt: %d lines, want 77", len(lines))
	}
	for _, f := range lines {
		a, b := codePoints(t, f[0]), codePoints(t, f[1])
		if !Confusable(a, b) {
			t.Errorf("%s ; %s (%s ~ %s): not confusable", f[0], f[1], a, b)
		}
		for _, s := range []string{a, b, a + a, b + b} {
			for _, finding := range Label(s, s) {
				switch finding.Reason {
				case ReasonMixedScripts, ReasonNonASCIILatin, ReasonWholeScript:
					t.Errorf("%s ; %s: Label(%q) reports %v (%s)", f[0], f[1], s, finding.Reason, finding.Detail)
				}
			}
		}
	}
}

// TestASCIIMapped keeps asciiMapped, Skeleton's shortcut, in step with
// the table.
func TestASCIIMapped(t *testing.T) {
	for c := rune(0); c < 0x80; c++ {
		if _, ok := prototype(c); ok != asciiMapped[c] {
			t.Errorf("%q: prototype %v, asciiMapped %v", c, ok, asciiMapped[c])
		}
	}
}

// TestIdentifierStatusTxt: Allowed is IdentifierStatus.txt, every line,
// and the code points it leaves out are Restricted.
func TestIdentifierStatusTxt(t *testing.T) {
	lines := dataLines(t, "IdentifierStatus.txt")
	if len(lines) != 1649 {
		t.Fatalf("IdentifierStatus.txt: %d lines, want 1649", len(lines))
	}
	allowed := map[rune]bool{}
	for _, f := range lines {
		lo, hi := codeRange(t, f[0])
		for r := lo; r <= hi; r++ {
			allowed[r] = true
		}
	}
	for r := rune(0); r <= 0x10FFFF; r++ {
		if Allowed(r) != allowed[r] {
			t.Errorf("Allowed(%U) = %v", r, Allowed(r))
		}
	}
}

// TestIdentifierTypeTxt: TypeOf is IdentifierType.txt, every line.
func TestIdentifierTypeTxt(t *testing.T) {
	lines := dataLines(t, "IdentifierType.txt")
	if len(lines) != 5104 {
		t.Fatalf("IdentifierType.txt: %d lines, want 5104", len(lines))
	}
	for _, f := range lines {
		lo, hi := codeRange(t, f[0])
		var want IdentifierType
		for _, name := range strings.Fields(f[1]) {
			i := slices.Index(typeNames[:], name)
			if i < 0 {
				t.Fatalf("unknown Identifier_Type %q", name)
			}
			want |= 1 << i
		}
		for r := lo; r <= hi; r++ {
			if got := TypeOf(r); got != want {
				t.Errorf("TypeOf(%U) = %s, want %s", r, got, f[1])
			}
		}
	}
	if got := TypeOf(0xE000); got != TypeNotCharacter {
		t.Errorf("TypeOf(U+E000) = %v, want Not_Character (@missing)", got)
	}
}

// TestScriptExtensionsTxt: ScriptExtensions is ScriptExtensions.txt,
// every line, augmented as UTS #39 §5.1 says.
func TestScriptExtensionsTxt(t *testing.T) {
	lines := dataLines(t, "ScriptExtensions.txt")
	if len(lines) != 206 {
		t.Fatalf("ScriptExtensions.txt: %d lines, want 206", len(lines))
	}
	for _, f := range lines {
		lo, hi := codeRange(t, f[0])
		for r := lo; r <= hi; r++ {
			x := ScriptExtensions(r)
			for _, code := range strings.Fields(f[1]) {
				sc, ok := ScriptOf(code)
				if !ok || !x.Has(sc) {
					t.Errorf("ScriptExtensions(%U) = %v, lacks %s", r, x, code)
				}
			}
			if strings.Contains(f[1], "Hani") && !(x.Has(scriptHanb) && x.Has(scriptJpan) && x.Has(scriptKore)) {
				t.Errorf("ScriptExtensions(%U) = %v, not augmented", r, x)
			}
		}
	}
}

func codeRange(t *testing.T, s string) (lo, hi rune) {
	a, b, ok := strings.Cut(s, "..")
	lo = []rune(codePoints(t, a))[0]
	hi = lo
	if ok {
		hi = []rune(codePoints(t, b))[0]
	}
	return lo, hi
}
