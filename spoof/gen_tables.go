//go:build ignore

// gen_tables writes tables.go: the data of UTS #39 (Unicode Security
// Mechanisms) and of the script properties that package spoof works
// from, read in place from the shared collection beside the checkout,
// ../../shared/testdata/unicode-security/17.0.0/ (Unicode 17.0.0, the
// version of Go 1.27's unicode package and of x/text's norm; see dataDir
// for elsewhere). Run it with go generate (see doc.go).
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"github.com/go-iri/iri/internal/gen"
	"golang.org/x/text/unicode/norm"
)

var (
	output = gen.Output("tables.go")
	data   = flag.String("data", dataDir(), "the folder of the Unicode data files")
)

// dataDir is where the data files are by default: in the suites' folder,
// $IRI_SUITES_DIR when set, as internal/suites reads them in the tests.
func dataDir() string {
	dir := filepath.Join("..", "..", "shared", "testdata")
	if d := os.Getenv("IRI_SUITES_DIR"); d != "" {
		dir = d
	}
	return filepath.Join(dir, "unicode-security", version)
}

const version = "17.0.0"

// field lines of a UCD-style file: the fields of each line, without the
// comment, trimmed.
func fields(name string) [][]string {
	f, err := os.Open(filepath.Join(*data, name))
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()
	var out [][]string
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	first := true
	for sc.Scan() {
		line := sc.Text()
		if first {
			line = strings.TrimPrefix(line, "\uFEFF")
			first = false
		}
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
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
		log.Fatal(err)
	}
	return out
}

// codeRange parses "0041" or "0041..005A".
func codeRange(s string) (lo, hi rune) {
	a, b, ok := strings.Cut(s, "..")
	lo = hex(a)
	hi = lo
	if ok {
		hi = hex(b)
	}
	return lo, hi
}

func hex(s string) rune {
	v, err := strconv.ParseUint(s, 16, 32)
	if err != nil {
		log.Fatalf("bad code point %q", s)
	}
	return rune(v)
}

// The three scripts that UTS #39 §5.1 adds to augment a script set:
// Han with Bopomofo (Hanb), Japanese (Jpan) and Korean (Kore). They are
// ISO 15924 codes, not values of the Script property.
var augmentNames = map[string]string{"Hanb": "Han_with_Bopomofo", "Jpan": "Japanese", "Kore": "Korean"}

type scriptSet [3]uint64

func (s *scriptSet) add(id int)     { s[id/64] |= 1 << (id % 64) }
func (s scriptSet) has(id int) bool { return s[id/64]&(1<<(id%64)) != 0 }
func (s scriptSet) or(t scriptSet) scriptSet {
	return scriptSet{s[0] | t[0], s[1] | t[1], s[2] | t[2]}
}
func (s scriptSet) andNot(t scriptSet) scriptSet {
	return scriptSet{s[0] &^ t[0], s[1] &^ t[1], s[2] &^ t[2]}
}
func (s scriptSet) empty() bool { return s == scriptSet{} }

func main() {
	log.SetFlags(0)
	flag.Parse()
	if unicode.Version != version || norm.Version != version {
		log.Fatalf("unicode has Unicode %s, x/text/unicode/norm %s; the data is %s", unicode.Version, norm.Version, version)
	}

	// Scripts, by ISO 15924 code, sorted: a script's id is its index.
	long := map[string]string{} // "Latin" -> "Latn"
	var codes []string
	names := map[string]string{}
	for _, f := range fields("PropertyValueAliases.txt") {
		if f[0] == "sc" {
			codes = append(codes, f[1])
			names[f[1]] = f[2]
			long[f[2]] = f[1]
		}
	}
	for c, n := range augmentNames {
		codes = append(codes, c)
		names[c] = n
	}
	sort.Strings(codes)
	if len(codes) > 3*64 {
		log.Fatalf("%d scripts do not fit a set of 192 bits", len(codes))
	}
	id := map[string]int{}
	for i, c := range codes {
		id[c] = i
	}
	single := func(code string) scriptSet {
		var s scriptSet
		i, ok := id[code]
		if !ok {
			log.Fatalf("unknown script %q", code)
		}
		s.add(i)
		return s
	}
	all := scriptSet{^uint64(0), ^uint64(0), ^uint64(0)}

	// Script and Script_Extensions of every code point.
	script := make([]int, unicode.MaxRune+1)
	for i := range script {
		script[i] = id["Zzzz"] // @missing: Unknown
	}
	for _, f := range fields("Scripts.txt") {
		lo, hi := codeRange(f[0])
		c, ok := long[f[1]]
		if !ok {
			log.Fatalf("unknown script name %q", f[1])
		}
		for r := lo; r <= hi; r++ {
			script[r] = id[c]
		}
	}
	scx := make([]scriptSet, unicode.MaxRune+1)
	for r := range scx {
		var s scriptSet
		s.add(script[r])
		scx[r] = s
	}
	for _, f := range fields("ScriptExtensions.txt") {
		lo, hi := codeRange(f[0])
		var s scriptSet
		for _, c := range strings.Fields(f[1]) {
			s = s.or(single(c))
		}
		for r := lo; r <= hi; r++ {
			scx[r] = s
		}
	}
	// UTS #39 §5.1: Common and Inherited stand for every script, and each
	// set is augmented: Han adds Hanb, Jpan and Kore, Hiragana and
	// Katakana add Jpan, Hangul adds Kore, Bopomofo adds Hanb.
	augment := func(s scriptSet) scriptSet {
		if s == single("Zyyy") || s == single("Zinh") {
			return all
		}
		if s.has(id["Hani"]) {
			s = s.or(single("Hanb")).or(single("Jpan")).or(single("Kore"))
		}
		if s.has(id["Hira"]) || s.has(id["Kana"]) {
			s = s.or(single("Jpan"))
		}
		if s.has(id["Hang"]) {
			s = s.or(single("Kore"))
		}
		if s.has(id["Bopo"]) {
			s = s.or(single("Hanb"))
		}
		return s
	}
	for r := range scx {
		scx[r] = augment(scx[r])
	}

	// The General Security Profile (§3.1): Identifier_Status and
	// Identifier_Type.
	allowed := make([]bool, unicode.MaxRune+1) // @missing: Restricted
	for _, f := range fields("IdentifierStatus.txt") {
		lo, hi := codeRange(f[0])
		if f[1] != "Allowed" {
			log.Fatalf("unknown Identifier_Status %q", f[1])
		}
		for r := lo; r <= hi; r++ {
			allowed[r] = true
		}
	}
	typeBits := map[string]uint16{}
	for i, n := range typeNames {
		typeBits[n] = 1 << i
	}
	types := make([]uint16, unicode.MaxRune+1)
	for i := range types {
		types[i] = typeBits["Not_Character"] // @missing: Not_Character
	}
	for _, f := range fields("IdentifierType.txt") {
		lo, hi := codeRange(f[0])
		var t uint16
		for _, n := range strings.Fields(f[1]) {
			b, ok := typeBits[n]
			if !ok {
				log.Fatalf("unknown Identifier_Type %q", n)
			}
			t |= b
		}
		for r := lo; r <= hi; r++ {
			types[r] = t
		}
	}
	// A script is recommended (UAX #31 Table 5, which UTS #39 §5.2's
	// moderately restrictive level names) when characters of it have
	// Identifier_Type Recommended.
	var recommended scriptSet
	for r, t := range types {
		if t&typeBits["Recommended"] != 0 {
			if s := script[r]; s != id["Zyyy"] && s != id["Zinh"] {
				recommended.add(s)
			}
		}
	}

	// Confusables (§4): the prototype of each source character.
	proto := map[rune]string{}
	for _, f := range fields("confusables.txt") {
		src := hex(f[0])
		var b strings.Builder
		for _, h := range strings.Fields(f[1]) {
			b.WriteRune(hex(h))
		}
		if f[2] != "MA" {
			log.Fatalf("confusables.txt: type %q", f[2])
		}
		if _, dup := proto[src]; dup {
			log.Fatalf("confusables.txt: %04X twice", src)
		}
		proto[src] = b.String()
	}

	// Default_Ignorable_Code_Point (UAX #44, DerivedCoreProperties.txt),
	// which the skeleton removes (§4): Other_Default_Ignorable_Code_Point
	// + Cf + Variation_Selector, less White_Space, the interlinear
	// annotation characters FFF9..FFFB, the Egyptian hieroglyph format
	// controls 13430..1343F and Prepended_Concatenation_Mark.
	ignorable := func(r rune) bool {
		if !unicode.In(r, unicode.Other_Default_Ignorable_Code_Point, unicode.Cf, unicode.Variation_Selector) {
			return false
		}
		return !unicode.Is(unicode.White_Space, r) && !(0xFFF9 <= r && r <= 0xFFFB) &&
			!(0x13430 <= r && r <= 0x1343F) && !unicode.Is(unicode.Prepended_Concatenation_Mark, r)
	}

	// Whole-script confusables (§4): for each character of a script, the
	// other scripts that have an Allowed character with the same
	// skeleton, so that a string of that script can be written alike in
	// them.
	charSkeleton := func(r rune) string {
		var b strings.Builder
		for _, c := range norm.NFD.String(string(r)) {
			if ignorable(c) {
				continue
			}
			if p, ok := proto[c]; ok {
				b.WriteString(p)
			} else {
				b.WriteRune(c)
			}
		}
		return norm.NFD.String(b.String())
	}
	common, inherited, unknown := id["Zyyy"], id["Zinh"], id["Zzzz"]
	lettered := func(r rune) bool {
		s := script[r]
		return s != common && s != inherited && s != unknown && !unicode.Is(unicode.Cs, r)
	}
	bySkeleton := map[string]scriptSet{}
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if lettered(r) && allowed[r] {
			k := charSkeleton(r)
			s := bySkeleton[k]
			s.add(script[r])
			bySkeleton[k] = s
		}
	}
	wsc := make([]scriptSet, unicode.MaxRune+1)
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if lettered(r) {
			if s, ok := bySkeleton[charSkeleton(r)]; ok {
				wsc[r] = s.andNot(scx[r])
			}
		}
	}

	// The distinct script sets, by index.
	var sets []scriptSet
	setIndex := map[scriptSet]int{}
	indexOf := func(s scriptSet) int {
		i, ok := setIndex[s]
		if !ok {
			i = len(sets)
			sets = append(sets, s)
			setIndex[s] = i
		}
		return i
	}
	indexOf(scriptSet{}) // 0: the empty set
	indexOf(all)         // 1: every script

	var b bytes.Buffer
	// The entries of the range tables are written alike, start<<11 | the
	// index of a set, that of the empty set, 0, included: staticcheck's
	// SA4016 (x | 0 is x) would flag each of those, so the file says why
	// it does not apply.
	fmt.Fprintf(&b, `// Code generated by "go run gen_tables.go"; DO NOT EDIT.
//lint:file-ignore SA4016 the range entries are all written start<<11 | index, the index 0 of the empty set included, so that they read alike

package spoof

// unicodeVersion is the version of the data the tables come from.
const unicodeVersion = %q

`, version)

	// Scripts.
	writeArray(&b, "// scriptCodes holds the ISO 15924 code of each script, sorted: a\n// Script is an index into it.\n",
		"scriptCodes", "string", 10, len(codes), func(i int) string { return strconv.Quote(codes[i]) })
	writeArray(&b, "// scriptNames holds the long name of each script (PropertyValueAliases.txt).\n",
		"scriptNames", "string", 6, len(codes), func(i int) string { return strconv.Quote(names[codes[i]]) })
	for _, c := range []string{"Zyyy", "Zinh", "Zzzz", "Latn", "Cyrl", "Grek", "Hani", "Hira", "Kana", "Hang", "Bopo", "Hanb", "Jpan", "Kore"} {
		fmt.Fprintf(&b, "const script%s Script = %d // %s\n", c, id[c], names[c])
	}
	b.WriteString("\n")
	fmt.Fprintf(&b, "// recommendedScripts are the scripts with characters of Identifier_Type\n// Recommended (UAX #31 Table 5).\nvar recommendedScripts = ScriptSet{[3]uint64{%s}}\n\n", setLiteral(recommended))

	// runs writes a property of every code point as a range table (see
	// lookupRange in tables_lookup.go): an entry start<<shift | value
	// where the value changes.
	runs := func(doc, name string, shift uint, perLine int, of func(r rune) int) {
		var entries []string
		prev := -1
		for r := rune(0); r <= unicode.MaxRune; r++ {
			v := of(r)
			if v == prev {
				continue
			}
			if v >= 1<<shift {
				log.Fatalf("%s: value %d does not fit %d bits", name, v, shift)
			}
			entries = append(entries, fmt.Sprintf("0x%06X<<%d | %d", r, shift, v))
			prev = v
		}
		writeArray(&b, doc, name, "uint32", perLine, len(entries), func(i int) string { return entries[i] })
		log.Printf("%s: %d ranges", name, len(entries))
	}
	bit := func(of func(r rune) bool) func(r rune) int {
		return func(r rune) int {
			if of(r) {
				return 1
			}
			return 0
		}
	}

	// Ranges of script extensions and of whole-script confusable targets.
	fmt.Fprintf(&b, "// scriptSetBits is the width of the index of a set of scriptSets in the\n// entries of scriptExtensionRanges and wholeScriptRanges.\nconst scriptSetBits = %d\n\n", scriptSetBits)
	runs("// scriptExtensionRanges gives the augmented Script_Extensions of every\n// code point (UTS #39 §5.1), as ranges: an entry is start<<11 | the index\n// of the set in scriptSets, for the code points from start up to the next\n// entry's.\n",
		"scriptExtensionRanges", scriptSetBits, 4, func(r rune) int { return indexOf(scx[r]) })
	runs("// wholeScriptRanges gives, for every code point of a script, the other\n// scripts that have an Allowed character of the same skeleton (UTS #39\n// §4), as scriptExtensionRanges does.\n",
		"wholeScriptRanges", scriptSetBits, 4, func(r rune) int { return indexOf(wsc[r]) })
	b.WriteString("// scriptSets holds the distinct sets of the range tables.\nvar scriptSets = [...]ScriptSet{\n")
	for _, s := range sets {
		fmt.Fprintf(&b, "\t{[3]uint64{%s}},\n", setLiteral(s))
	}
	b.WriteString("}\n\n")

	// Identifier_Status and Identifier_Type.
	runs("// allowedRanges gives Identifier_Status (UTS #39 §3.1) as ranges: an\n// entry is start<<1 | 1 for Allowed, | 0 for Restricted.\n",
		"allowedRanges", 1, 6, bit(func(r rune) bool { return allowed[r] }))
	var starts []rune
	var values []uint16
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if len(values) == 0 || types[r] != values[len(values)-1] {
			starts = append(starts, r)
			values = append(values, types[r])
		}
	}
	writeArray(&b, "// typeStarts and typeValues give Identifier_Type (UTS #39 §3.1) as\n// ranges: the types of the code points from typeStarts[i] up to the next\n// start are typeValues[i].\n",
		"typeStarts", "uint32", 8, len(starts), func(i int) string { return fmt.Sprintf("0x%06X", starts[i]) })
	writeArray(&b, "", "typeValues", "IdentifierType", 12, len(values), func(i int) string { return fmt.Sprintf("0x%03X", values[i]) })

	// Default ignorables.
	runs("// ignorableRanges gives Default_Ignorable_Code_Point as ranges: an entry\n// is start<<1 | 1 for ignorable.\n",
		"ignorableRanges", 1, 6, bit(ignorable))

	// Confusables, sorted by source.
	keys := make([]rune, 0, len(proto))
	for r := range proto {
		keys = append(keys, r)
	}
	slices.Sort(keys)
	writeArray(&b, "// confusableSources holds the source characters of confusables.txt\n// (UTS #39 §4), sorted; the prototype of confusableSources[i] is\n// confusableTargets[confusableEnds[i-1]:confusableEnds[i]].\n",
		"confusableSources", "uint32", 8, len(keys), func(i int) string { return fmt.Sprintf("0x%06X", keys[i]) })
	var targets strings.Builder
	writeArray(&b, "", "confusableEnds", "uint16", 10, len(keys), func(i int) string {
		targets.WriteString(proto[keys[i]])
		if targets.Len() >= 1<<16 {
			log.Fatal("confusable targets do not fit uint16 offsets")
		}
		return strconv.Itoa(targets.Len())
	})
	b.WriteString("const confusableTargets = \"\" +\n")
	t := targets.String()
	for len(t) > 0 {
		n := min(len(t), 48)
		for n < len(t) && t[n]&0xC0 == 0x80 {
			n++
		}
		fmt.Fprintf(&b, "\t%+q", t[:n])
		t = t[n:]
		if len(t) > 0 {
			b.WriteString(" +\n")
		}
	}
	b.WriteString("\n")

	gen.WriteSource(*output, b.Bytes())
	log.Printf("%s: %d scripts, %d script sets, %d confusables (%d bytes of prototypes)", *output, len(codes), len(sets), len(keys), targets.Len())
}

// typeNames are the values of Identifier_Type, in the order of the bits
// of spoof.IdentifierType.
var typeNames = []string{"Not_Character", "Deprecated", "Default_Ignorable", "Not_NFKC", "Not_XID",
	"Exclusion", "Obsolete", "Technical", "Uncommon_Use", "Limited_Use", "Inclusion", "Recommended"}

// scriptSetBits is the width of a set's index in the entries of the range
// tables of script sets.
const scriptSetBits = 11

// writeArray writes doc (a comment of whole lines, or "") and the array
// name of the n items that item formats, perLine items a line.
func writeArray(b *bytes.Buffer, doc, name, typ string, perLine, n int, item func(i int) string) {
	fmt.Fprintf(b, "%svar %s = [...]%s{", doc, name, typ)
	for i := range n {
		if i%perLine == 0 {
			b.WriteString("\n\t")
		}
		b.WriteString(item(i))
		b.WriteString(", ")
	}
	b.WriteString("\n}\n\n")
}

func setLiteral(s scriptSet) string {
	return fmt.Sprintf("0x%X, 0x%X, 0x%X", s[0], s[1], s[2])
}
