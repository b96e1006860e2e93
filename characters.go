package iri

import (
	"unicode/utf8"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/quickcheck"
	"golang.org/x/text/unicode/norm"
)

// normForm returns the norm.Form of f, which is not FormNone.
func (f Form) normForm() norm.Form {
	if f == FormNFKC {
		return norm.NFKC
	}
	return norm.NFC
}

// quickForm returns the quickcheck.Form of f, which is not FormNone.
func (f Form) quickForm() quickcheck.Form {
	if f == FormNFKC {
		return quickcheck.NFKC
	}
	return quickcheck.NFC
}

// charactersNormal reports whether s is already in the normalization form.
// ASCII is in every form, and nothing before an ASCII character changes
// it or what follows it (UAX #15: NFC_Quick_Check and NFKC_Quick_Check
// Yes, Canonical_Combining_Class 0, never the second of a composition),
// so the check starts at the last ASCII character before the first that
// is not, which may compose with what follows it ("e" and U+0301 are
// "é"); most components are ASCII, and x/text reads ASCII a byte at a
// time where chars.ASCIIPrefix reads eight. The same holds of most
// letters of most scripts, which quickcheck finds in a table of x/text's
// data, on the lines of corpus-iri it takes whole at more than twice the
// speed of x/text's own quick check (BenchmarkResumeVsQuickSpan), and
// x/text judges from the last of them on. Its quick check, which reads
// most of the rest to its end, comes first: it does not allocate, where
// IsNormalString does.
func charactersNormal(s string, f Form) bool {
	i := chars.ASCIIPrefix(s)
	if i == len(s) {
		return true
	}
	s = s[max(i-1, 0):]
	if i = f.quickForm().Resume(s); i == len(s) {
		return true
	}
	s = s[i:]
	return f.normForm().QuickSpanString(s) == len(s) || f.normForm().IsNormalString(s)
}

// normalizeCharacters puts dst[start:], the text of one component, in the
// normalization form f (RFC 3987 §5.3.2.2), one normalization segment at a
// time, and keeps any segment whose normal form would change the
// component's structure: one whose ASCII other than letters, digits, "-",
// "_" and "~" (delimiters, "%", and "." for dot segments) is not the same
// before and after, or whose normal form holds a character that may not
// stand in an IRI. NFKC maps U+FF0F FULLWIDTH SOLIDUS to "/" and U+2025 TWO
// DOT LEADER to "..": normalization must not make a new segment, let
// alone a dot segment.
func normalizeCharacters(dst []byte, start int, f Form, query bool) []byte {
	text := dst[start:]
	if charactersNormal(chars.Frozen(text), f) { // read while text is not written
		return dst
	}
	src := string(text)
	out := dst[:start]
	var it norm.Iter
	it.InitString(f.normForm(), src)
	// A character may come out in several segments before the input
	// moves on ("㉃" is "(", "至", ")"): judge them together, against
	// the input they come from.
	var seg []byte
	from := 0
	for !it.Done() {
		seg = append(seg, it.Next()...)
		if it.Pos() == from {
			continue
		}
		in := src[from:it.Pos()]
		if sameStructure(in, seg) && allowedInIRI(seg, query) {
			out = append(out, seg...)
		} else {
			out = append(out, in...)
		}
		seg, from = seg[:0], it.Pos()
	}
	return out
}

// sameStructure reports whether a and b have the same sequence of
// structural ASCII bytes (all but letters, digits, "-", "_" and "~").
func sameStructure(a string, b []byte) bool {
	i, j := 0, 0
	for {
		for i < len(a) && !structural(a[i]) {
			i++
		}
		for j < len(b) && !structural(b[j]) {
			j++
		}
		if i == len(a) || j == len(b) {
			return i == len(a) && j == len(b)
		}
		if a[i] != b[j] {
			return false
		}
		i++
		j++
	}
}

func structural(c byte) bool {
	return c < utf8.RuneSelf && !(chars.IsAlpha(c) || chars.IsDigit(c) || c == '-' || c == '_' || c == '~')
}

// allowedInIRI reports whether the non-ASCII characters of b may stand in
// an IRI component (in the query, iprivate too).
func allowedInIRI(b []byte, query bool) bool {
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		if r >= utf8.RuneSelf && !appropriateInIRI(r, query) {
			return false
		}
		i += n
	}
	return true
}
