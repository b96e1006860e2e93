//go:build ignore

// gen_rfc5892 writes rfc5892_tables<version>.go: the IDNA2008 derived
// property of every code point, calculated as RFC 5892 §3 says from the
// Unicode properties of the standard library's unicode package and of
// golang.org/x/text (unicode/norm, cases), in the Unicode version they
// carry, which is the Go release's (15.0.0 before Go 1.27, 17.0.0 from
// it): the file is built only with the releases of its version, so that
// the table agrees with the golang.org/x/net/idna of the build. Run it
// with go generate under each (see idna2008.go).
package main

import (
	"bytes"
	"flag"
	"fmt"
	"log"
	"unicode"

	"github.com/go-iri/iri/internal/gen"
	"golang.org/x/text/cases"
	"golang.org/x/text/unicode/norm"
)

var output = gen.VersionedOutput("rfc5892_tables", unicode.Version)

// The values of the derived property (RFC 5892 §5.1), as idna2008.go
// names them.
type property uint8

const (
	disallowed property = iota
	unassigned
	pvalid
	contextJ
	contextO
)

var constName = [...]string{"idnaDisallowed", "idnaUnassigned", "idnaPValid", "idnaContextJ", "idnaContextO"}

// exceptions is RFC 5892 §2.6 (F), normative text of the RFC, written out
// as it stands there.
var exceptions = func() map[rune]property {
	m := map[rune]property{
		// PVALID -- Would otherwise have been DISALLOWED
		0x00DF: pvalid, // LATIN SMALL LETTER SHARP S
		0x03C2: pvalid, // GREEK SMALL LETTER FINAL SIGMA
		0x06FD: pvalid, // ARABIC SIGN SINDHI AMPERSAND
		0x06FE: pvalid, // ARABIC SIGN SINDHI POSTPOSITION MEN
		0x0F0B: pvalid, // TIBETAN MARK INTERSYLLABIC TSHEG
		0x3007: pvalid, // IDEOGRAPHIC NUMBER ZERO
		// CONTEXTO -- Would otherwise have been DISALLOWED
		0x00B7: contextO, // MIDDLE DOT
		0x0375: contextO, // GREEK LOWER NUMERAL SIGN (KERAIA)
		0x05F3: contextO, // HEBREW PUNCTUATION GERESH
		0x05F4: contextO, // HEBREW PUNCTUATION GERSHAYIM
		0x30FB: contextO, // KATAKANA MIDDLE DOT
		// DISALLOWED -- Would otherwise have been PVALID
		0x0640: disallowed, // ARABIC TATWEEL
		0x07FA: disallowed, // NKO LAJANYALAN
		0x302E: disallowed, // HANGUL SINGLE DOT TONE MARK
		0x302F: disallowed, // HANGUL DOUBLE DOT TONE MARK
		0x3031: disallowed, // VERTICAL KANA REPEAT MARK
		0x3032: disallowed, // VERTICAL KANA REPEAT WITH VOICED SOUND MARK
		0x3033: disallowed, // VERTICAL KANA REPEAT MARK UPPER HALF
		0x3034: disallowed, // VERTICAL KANA REPEAT WITH VOICED SOUND MARK UPPER HA
		0x3035: disallowed, // VERTICAL KANA REPEAT MARK LOWER HALF
		0x303B: disallowed, // VERTICAL IDEOGRAPHIC ITERATION MARK
	}
	// CONTEXTO -- Would otherwise have been PVALID
	for r := rune(0x0660); r <= 0x0669; r++ { // ARABIC-INDIC DIGIT ZERO..NINE
		m[r] = contextO
	}
	for r := rune(0x06F0); r <= 0x06F9; r++ { // EXTENDED ARABIC-INDIC DIGIT ZERO..NINE
		m[r] = contextO
	}
	return m
}()

// backwardCompatible is RFC 5892 §2.7 (G): empty, and RFC 6452 (Unicode
// 6.0) and RFC 8753 added nothing to it.
var backwardCompatible = map[rune]property{}

// ignorableBlocks is RFC 5892 §2.4 (D): the blocks Combining Diacritical
// Marks for Symbols, Musical Symbols and Ancient Greek Musical Notation.
// Neither unicode nor x/text has the Block property; the ranges are those
// of Unicode's Blocks.txt, unchanged since the blocks were made.
var ignorableBlocks = []struct{ lo, hi rune }{
	{0x20D0, 0x20FF},   // Combining Diacritical Marks for Symbols
	{0x1D100, 0x1D1FF}, // Musical Symbols
	{0x1D200, 0x1D24F}, // Ancient Greek Musical Notation
}

var fold = cases.Fold()

// derive is RFC 5892 §3, in its order.
func derive(cp rune) property {
	if p, ok := exceptions[cp]; ok {
		return p
	}
	if p, ok := backwardCompatible[cp]; ok {
		return p
	}
	if isUnassigned(cp) {
		return unassigned
	}
	if isLDH(cp) {
		return pvalid
	}
	if unicode.Is(unicode.Join_Control, cp) {
		return contextJ
	}
	if isUnstable(cp) || isIgnorableProperty(cp) || isIgnorableBlock(cp) || isOldHangulJamo(cp) {
		return disallowed
	}
	if unicode.In(cp, unicode.Ll, unicode.Lu, unicode.Lo, unicode.Nd, unicode.Lm, unicode.Mn, unicode.Mc) {
		return pvalid // §2.1 LetterDigits (A)
	}
	return disallowed
}

// isUnassigned is §2.10 (J): General_Category Cn and not a noncharacter.
// unicode has a table for every category but Cn (its C holds Cn too).
func isUnassigned(cp rune) bool {
	return !unicode.In(cp, unicode.L, unicode.M, unicode.N, unicode.P, unicode.S, unicode.Z,
		unicode.Cc, unicode.Cf, unicode.Co, unicode.Cs) &&
		!unicode.Is(unicode.Noncharacter_Code_Point, cp)
}

// isLDH is §2.5 (K).
func isLDH(cp rune) bool {
	return cp == '-' || '0' <= cp && cp <= '9' || 'a' <= cp && cp <= 'z'
}

// isUnstable is §2.2 (B): toNFKC(toCaseFold(toNFKC(cp))) != cp.
func isUnstable(cp rune) bool {
	if 0xD800 <= cp && cp <= 0xDFFF {
		return false // no string holds a surrogate; Cs is DISALLOWED below
	}
	s := string(cp)
	return norm.NFKC.String(fold.String(norm.NFKC.String(s))) != s
}

// isIgnorableProperty is §2.3 (C): Default_Ignorable_Code_Point,
// White_Space or Noncharacter_Code_Point. Default_Ignorable_Code_Point is
// derived (DerivedCoreProperties.txt) as Other_Default_Ignorable_Code_Point
// + Cf + Variation_Selector, less White_Space, less some Cf characters
// (interlinear annotation, Egyptian hieroglyph format controls,
// Prepended_Concatenation_Mark). Those are taken in here too: a Cf is not
// LetterDigits, so §3 makes it DISALLOWED in C or not, and the derived
// property is the same.
func isIgnorableProperty(cp rune) bool {
	return unicode.In(cp, unicode.Other_Default_Ignorable_Code_Point, unicode.Cf, unicode.Variation_Selector,
		unicode.White_Space, unicode.Noncharacter_Code_Point)
}

func isIgnorableBlock(cp rune) bool {
	for _, b := range ignorableBlocks {
		if b.lo <= cp && cp <= b.hi {
			return true
		}
	}
	return false
}

// isOldHangulJamo is §2.9 (I): Hangul_Syllable_Type L, V or T, the
// conjoining jamo. unicode has no Hangul_Syllable_Type; the conjoining
// jamo are the Hangul letters (Lo) that have no decomposition and are not
// precomposed syllables (LV, LVT, which decompose canonically), the
// compatibility and halfwidth jamo having compatibility decompositions.
// idna2008_test.go checks the result against HangulSyllableType.txt.
func isOldHangulJamo(cp rune) bool {
	return unicode.Is(unicode.Hangul, cp) && unicode.Is(unicode.Lo, cp) &&
		len(norm.NFKD.PropertiesString(string(cp)).Decomposition()) == 0 &&
		!(0xAC00 <= cp && cp <= 0xD7A3)
}

func main() {
	log.SetFlags(0)
	flag.Parse()
	if unicode.Version != norm.Version {
		log.Fatalf("unicode has Unicode %s, x/text/unicode/norm %s", unicode.Version, norm.Version)
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, `// Code generated by "go run gen_rfc5892.go"; DO NOT EDIT.

%s

package idn

// rfc5892UnicodeVersion is the version of Unicode rfc5892Table was
// derived from.
const rfc5892UnicodeVersion = %q

// rfc5892Table gives the IDNA2008 derived property of RFC 5892 §3 for
// every code point, as ranges: an entry is start<<3 + property, the
// property (in the low three bits) of the code points from start up to
// the next entry's start (the last entry's up to U+10FFFF).
var rfc5892Table = [...]uint32{
`, gen.BuildConstraint(unicode.Version), unicode.Version)
	prev, n := property(255), 0
	counts := map[property]int{}
	for cp := rune(0); cp <= unicode.MaxRune; cp++ {
		p := derive(cp)
		counts[p]++
		if p == prev {
			continue
		}
		fmt.Fprintf(&b, "\t0x%06X<<3 + %s,\n", cp, constName[p])
		prev = p
		n++
	}
	b.WriteString("}\n")
	gen.WriteSource(*output, b.Bytes())
	log.Printf("%s: %d ranges; PVALID %d, CONTEXTJ %d, CONTEXTO %d, DISALLOWED %d, UNASSIGNED %d code points",
		*output, n, counts[pvalid], counts[contextJ], counts[contextO], counts[disallowed], counts[unassigned])
}
