//go:build ignore

// gen_valid writes valid_tables<version>.go: for every code point outside ASCII,
// the class the fast path of domain to ASCII (fast.go) gives it. The
// source is UTS #46 §5 (the IDNA Mapping Table) as golang.org/x/net/idna
// applies it, in the Unicode version of its tables: the generator probes
// x/net/idna one code point at a time, so that the fast path takes
// exactly the code points the slow path (x/net/idna) calls valid, and
// the two cannot disagree on a table of their own. The probes:
//
//   - valid: ToUnicode of the code point alone, with the profile of
//     profiles.go that checks no joiners, no Bidi Rule and no STD3 rules,
//     gives the code point back without error: its status is valid (or
//     deviation, valid with Transitional_Processing false) and it maps to
//     itself, NFC included; and so it does with the STD3 rules, which
//     the fast path's beStrict applies. U+200C and U+200D (CONTEXTJ, RFC
//     5892 Appendix A) are left to the slow path, which applies
//     CheckJoiners.
//   - mark: the same profile with CheckJoiners fails on it: x/net/idna
//     takes it for a combining mark, which cannot begin a label (UTS #46
//     §4.1 Validity Criteria 6).
//   - right-to-left: its Bidi_Class (golang.org/x/text/unicode/bidi) is
//     R, AL or AN, which makes a domain a Bidi domain name (RFC 5893 §1.4):
//     the Bidi Rule then applies to each of its labels.
//
// A code point that is both a mark and right-to-left is left to the slow
// path. Beside its class, each code point has a bit that says whether it
// may take part in a change of NFC (UTS #46 §4 Processing step 2): set
// unless its NFC_Quick_Check is Yes and its Canonical_Combining_Class 0
// (golang.org/x/text/unicode/norm: a boundary before it, and NFC leaves
// it alone), as a string of code points without the bit is NFC (UAX #15
// §9, the quick check). x/net/idna carries the Unicode version of the Go
// release (15.0.0 before Go 1.27, 17.0.0 from it), and each version's
// table is built only with its releases, so that the fast path agrees
// with the slow path of the build. Run it with go generate under each
// (see fast.go).
package main

import (
	"bytes"
	"flag"
	"fmt"
	"log"
	"unicode"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/gen"
	"golang.org/x/net/idna"
	"golang.org/x/text/unicode/bidi"
	"golang.org/x/text/unicode/norm"
)

var output = gen.VersionedOutput("valid_tables", idna.UnicodeVersion)

// The classes and the NFC bit, as fast.go names them.
const (
	classOther = iota
	classValid
	classMark
	classRTL

	classMask = 3
	nfcCheck  = 4
)

var className = [...]string{"other", "valid", "mark", "right-to-left"}

// The table is a trie of three levels: the code point's bits 10 and up
// index validTop, which gives a block of validMid; bits 4 to 9 index that
// block, which gives a leaf of validLeaves; bits 0 to 3 pick four bits of
// the leaf.
const (
	leafBits  = 4 // 16 code points of 4 bits: a uint64
	midBits   = 6 // 64 leaves
	leafSize  = 1 << leafBits
	blockSize = 1 << midBits
)

func newProfile(joiners, strict bool) *idna.Profile {
	return idna.New(idna.MapForLookup(), idna.Transitional(false), idna.CheckJoiners(joiners),
		idna.CheckHyphens(false), idna.StrictDomainName(strict), idna.VerifyDNSLength(false))
}

var (
	permissive = newProfile(false, false)
	joiners    = newProfile(true, false)
	// strict applies the STD3 rules (UseSTD3ASCIIRules), which the fast
	// path's beStrict asks for: from Unicode 15.1 they are about ASCII
	// alone, but x/net/idna's Unicode 15.0.0 tables still mark some code
	// points disallowed_STD3_valid (U+2260 ≠, which decomposes to "="
	// and a mark): those are left to the slow path.
	strict = newProfile(false, true)
)

// class returns the class of cp, with nfcCheck where it applies.
func class(cp rune) int {
	if cp < utf8.RuneSelf || !utf8.ValidRune(cp) || unicode.Is(unicode.Join_Control, cp) {
		return classOther
	}
	s := string(cp)
	if out, err := permissive.ToUnicode(s); err != nil || out != s {
		return classOther
	}
	if out, err := strict.ToUnicode(s); err != nil || out != s {
		return classOther
	}
	_, err := joiners.ToUnicode(s)
	mark := err != nil
	props, _ := bidi.LookupRune(cp)
	rtl := props.Class() == bidi.R || props.Class() == bidi.AL || props.Class() == bidi.AN
	c := classValid
	switch {
	case mark && rtl:
		return classOther
	case mark:
		c = classMark
	case rtl:
		c = classRTL
	}
	if !norm.NFC.PropertiesString(s).BoundaryBefore() || norm.NFC.QuickSpanString(s) != len(s) {
		c |= nfcCheck
	}
	return c
}

func main() {
	log.SetFlags(0)
	flag.Parse()
	if idna.UnicodeVersion != bidi.UnicodeVersion || idna.UnicodeVersion != norm.Version {
		log.Fatalf("x/net/idna has Unicode %s, x/text/unicode/bidi %s, x/text/unicode/norm %s",
			idna.UnicodeVersion, bidi.UnicodeVersion, norm.Version)
	}
	var (
		leaves    []uint64
		leafIndex = map[uint64]int{}
		mids      []int
		midIndex  = map[[blockSize]int]int{}
		top       []int
		counts    [4]int
		nfc       int
		last      rune // the last code point that is not classOther
	)
	for cp := rune(0); cp <= unicode.MaxRune; cp++ {
		if c := class(cp); c != classOther {
			counts[c&classMask]++
			if c&nfcCheck != 0 {
				nfc++
			}
			last = cp
		}
	}
	topLen := int(last>>(leafBits+midBits)) + 1
	for t := 0; t < topLen; t++ {
		var block [blockSize]int
		for m := range block {
			var leaf uint64
			for l := 0; l < leafSize; l++ {
				cp := rune(t<<(leafBits+midBits) | m<<leafBits | l)
				leaf |= uint64(class(cp)) << (4 * l)
			}
			i, ok := leafIndex[leaf]
			if !ok {
				i = len(leaves)
				leafIndex[leaf] = i
				leaves = append(leaves, leaf)
			}
			block[m] = i
		}
		i, ok := midIndex[block]
		if !ok {
			i = len(mids) / blockSize
			midIndex[block] = i
			mids = append(mids, block[:]...)
		}
		top = append(top, i)
	}

	var b bytes.Buffer
	fmt.Fprintf(&b, `// Code generated by "go run gen_valid.go"; DO NOT EDIT.

%s

package uts46

// validUnicodeVersion is the version of Unicode of the x/net/idna tables
// the classes were probed from.
const validUnicodeVersion = %q

// validLast is the last code point whose class is not classOther.
const validLast = 0x%04X

// validTop holds, for each 1,024 code points up to validLast, the index of
// their block of 64 entries in validMid.
var validTop = [...]uint8{
`, gen.BuildConstraint(idna.UnicodeVersion), idna.UnicodeVersion, last)
	writeInts(&b, top)
	b.WriteString(`}

// validMid holds, for each 16 code points, the index of their leaf in
// validLeaves.
var validMid = [...]uint16{
`)
	writeInts(&b, mids)
	b.WriteString(`}

// validLeaves holds the class of 16 code points each, four bits a code
// point (the class, and nfcCheck), the first in the low bits.
var validLeaves = [...]uint64{
`)
	for _, leaf := range leaves {
		fmt.Fprintf(&b, "0x%016X,\n", leaf)
	}
	b.WriteString("}\n")
	if len(mids)/blockSize > 256 || len(leaves) > 1<<16 {
		log.Fatalf("%d blocks, %d leaves: the index types are too small", len(mids)/blockSize, len(leaves))
	}
	gen.WriteSource(*output, b.Bytes())
	log.Printf("%s: %d bytes of tables (%d top, %d blocks, %d leaves); %s %d, %s %d, %s %d code points, %d of them with nfcCheck; last U+%04X",
		*output, len(top)+2*len(mids)+8*len(leaves), len(top), len(mids)/blockSize, len(leaves),
		className[classValid], counts[classValid], className[classMark], counts[classMark],
		className[classRTL], counts[classRTL], nfc, last)
}

// writeInts writes xs as the elements of a composite literal, 16 a line.
func writeInts(b *bytes.Buffer, xs []int) {
	for i, x := range xs {
		fmt.Fprintf(b, "%d,", x)
		if i%16 == 15 || i == len(xs)-1 {
			b.WriteString("\n")
		} else {
			b.WriteString(" ")
		}
	}
}
