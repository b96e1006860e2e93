package lenient

import (
	"strings"
	"unicode/utf8"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/pct"
)

// HREF is the configuration of Web Address processing (3987bis §7.2): how
// a string as HTML and browsers accept it in href is prepared before it is
// parsed as an IRI reference. The zero value is the processing of
// [ParseHREF]: each inner space written "%20".
//
// The HREF charset of §7.2, the charset of the document the string came
// from, matters only when the IRI is mapped to the URI a browser
// requests: that is [github.com/go-iri/iri.Mapper]'s QueryEncoding.
type HREF struct {
	// RemoveSpaces removes the spaces inside the string instead of
	// writing each as "%20" (processing draft §4 step 2 allows either
	// where one reference is expected). A string that may hold several
	// references (an HTML attribute such as ping) is first split on runs
	// of ASCII whitespace, space, TAB, LF, FF and CR (processing draft §4
	// steps 1 and 2); strings.Fields would also split on non-ASCII
	// spaces.
	RemoveSpaces bool
}

// hrefHierarchical reports whether browsers read "\" as a separator in
// the paths of a scheme, given in lower case (the URL Standard's special
// schemes).
func hrefHierarchical(scheme string) bool {
	switch scheme {
	case "http", "https", "ws", "wss", "ftp", "file":
		return true
	}
	return false
}

// stripTabsAndNewlines removes what step 2 strips.
func stripTabsAndNewlines(s string) string {
	if !strings.ContainsAny(s, "\t\n\r") {
		return s
	}
	return strings.Map(func(r rune) rune {
		if r == '\t' || r == '\n' || r == '\r' {
			return -1
		}
		return r
	}, s)
}

// ParseHREF is [HREF.Parse] with the zero HREF: the common case, a reference from a UTF-8
// document.
func ParseHREF(s string) (iri.IRI, []Repair, error) { return HREF{}.Parse(s) }

// Parse turns a Web Address, a string as HTML and browsers accept it
// in href (3987bis §7.2 and the IRI processing draft §4-5), into a strict
// IRI reference, with each step of the pre-processing its own repair:
//
//  1. leading and trailing space, CR, LF and TAB removed;
//  2. TAB, CR and LF inside the string removed, as browsers do;
//  3. each space written "%20" (or removed, with RemoveSpaces);
//  4. the characters that HREF allows and IRIs do not percent-encoded: the
//     leiri-ucschar ones (see [ParseLEIRI]), and "[", "]" outside an
//     IP-literal host, and "#" after the first;
//  5. a "%" not followed by two hex digits written "%25";
//  6. a "\" written "/" before the query, for http, https, ws, wss, ftp,
//     file and references without a scheme.
//
// The result is parsed strictly: what the steps cannot repair (invalid
// UTF-8, U+FFFE, a colon in a relative path's first segment, a bad IPv6
// literal) is an *[iri.Error] with its offset in s.
func (h HREF) Parse(s string) (iri.IRI, []Repair, error) {
	if err := checkUTF8(s); err != nil {
		return iri.IRI{}, nil, err
	}
	// The repairs in the order of the input: the leading blanks, those
	// inside, the trailing blanks.
	var repairs []Repair
	trimmed := strings.TrimRight(s, " \t\r\n")
	start := len(trimmed) - len(strings.TrimLeft(trimmed, " \t\r\n"))
	if start > 0 {
		repairs = append(repairs, Repair{Kind: RepairTrimmed, Offset: 0, Old: s[:start]})
	}
	body := trimmed[start:]
	scheme := ""
	stripped := stripTabsAndNewlines(body)
	if n := chars.SchemeLength(stripped); n > 0 {
		scheme = strings.ToLower(stripped[:n])
	}
	backslash := scheme == "" || hrefHierarchical(scheme)

	var b strings.Builder
	add := func(k RepairKind, off int, old, new string) {
		repairs = append(repairs, Repair{Kind: k, Offset: start + off, Old: old, New: new})
		b.WriteString(new)
	}
	query, fragment, bracket := false, false, false
	hostStart := -1
	// slash notes a "/" just written: the second of "//" after the scheme
	// (or at the start) begins the host.
	slash := func() {
		if out := b.String(); hostStart < 0 && !query && !fragment && strings.HasSuffix(out, "//") &&
			(len(out) == 2 || chars.SchemeLength(out)+3 == len(out)) {
			hostStart = len(out)
		}
	}
	for i := 0; i < len(body); {
		r, n := utf8.DecodeRuneInString(body[i:])
		old := body[i : i+n]
		switch {
		case r == '\t' || r == '\n' || r == '\r':
			add(RepairStripped, i, old, "")
		case r == ' ' && h.RemoveSpaces:
			add(RepairSpaceEncoded, i, old, "")
		case r == ' ':
			add(RepairSpaceEncoded, i, old, "%20")
		case r == '\\' && backslash && !query && !fragment:
			add(RepairBackslash, i, old, "/")
			slash()
		case r == '%' && !hexFollows(body[i+1:]):
			add(RepairPercentSign, i, old, "%25")
		case r == '#' && fragment:
			add(RepairPercentEncoded, i, old, "%23")
		case (r == '[' || r == ']') && !hostBracket(b.String(), hostStart, r, &bracket):
			add(RepairPercentEncoded, i, old, string(pct.AppendEncoded(nil, old)))
		case isLEIRIExtra(r, query):
			add(RepairPercentEncoded, i, old, string(pct.AppendEncoded(nil, old)))
		default:
			b.WriteString(old)
			switch {
			case r == '?' && !fragment:
				query = true
			case r == '#' && !fragment:
				query, fragment = false, true
			case r == '/':
				slash()
			}
		}
		i += n
	}
	if trimmed != s {
		repairs = append(repairs, Repair{Kind: RepairTrimmed, Offset: len(trimmed), Old: s[len(trimmed):]})
	}
	return finishRepair(s, b.String(), repairs)
}

// hostBracket reports whether a "[" or "]" belongs to an IP-literal: a
// "[" right at the start of the host (or after its userinfo), a "]"
// closing it.
func hostBracket(out string, hostStart int, r rune, open *bool) bool {
	if hostStart < 0 {
		return false
	}
	rest := out[hostStart:]
	if strings.ContainsAny(rest, "/?#") {
		return false
	}
	if r == '[' {
		if rest == "" || strings.HasSuffix(rest, "@") {
			*open = true
			return true
		}
		return false
	}
	if *open {
		*open = false
		return true
	}
	return false
}

// hexFollows reports whether two hex digits follow, once the TAB, CR and
// LF that step 2 strips are left out.
func hexFollows(s string) bool {
	n := 0
	for i := 0; i < len(s) && n < 2; i++ {
		switch c := s[i]; {
		case c == '\t' || c == '\n' || c == '\r':
		case chars.IsHex(c):
			n++
		default:
			return false
		}
	}
	return n == 2
}
