package check

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/idn"
	"github.com/go-iri/iri/internal/pct"
	"github.com/go-iri/iri/internal/props"
	"github.com/go-iri/iri/spoof"
	"golang.org/x/net/idna"
)

// The rules of spoofing (RFC 3987 §8 and §8.5 of 3987bis, 3987bis §10),
// made of the mechanisms of UTS #39 in package spoof: each host label, its
// ACE ("xn--") form decoded first, by the rules a careful browser shows it
// by (spoof.Label); path segments, the query and the fragment for the
// look-alikes §8.5 warns of (mixed numbers, hidden or repeated marks); and
// names the application protects (Checker.Protected).

// spoofCodes gives the code of each reason of spoof.Label: "spoof/" and
// the reason's Code (TestSpoofCodes), written out so that a violation
// costs no concatenation.
var spoofCodes = [...]string{
	spoof.ReasonInvisible:      "spoof/invisible",
	spoof.ReasonRestricted:     "spoof/restricted",
	spoof.ReasonNotAllowed:     "spoof/not-allowed",
	spoof.ReasonDeviation:      "spoof/deviation",
	spoof.ReasonTLDSpecific:    "spoof/tld-specific",
	spoof.ReasonMarks:          "spoof/marks",
	spoof.ReasonMisleadingMark: "spoof/misleading-mark",
	spoof.ReasonMixedNumbers:   "spoof/mixed-numbers",
	spoof.ReasonDigitLookAlike: "spoof/digit-lookalike",
	spoof.ReasonMixedScripts:   "spoof/mixed-script",
	spoof.ReasonNonASCIILatin:  "spoof/non-ascii-latin",
	spoof.ReasonCJKLookAlike:   "spoof/cjk-lookalike",
	spoof.ReasonWholeScript:    "spoof/whole-script",
	spoof.ReasonTopDomain:      "spoof/top-domain",
}

// spoofing runs the rules of spoofing on a valid reference. The test of
// the family (firing) passes over a reference whose host is plain ASCII
// without an ACE label (its bytes: scanHost) and whose text the pass over
// the characters found nothing in for the rules of text (charFacts.marks,
// digits), unless r.protected has names; the text is checked only in the
// components charFacts.textRules names.
func (r *run) spoofing(buf *[unicodeBufLen]byte) {
	protect := r.protected.Len() > 0
	if r.x.HostKind() == iri.HostRegName && (r.regName.nonASCII || r.regName.ace || protect ||
		r.regName.percent && hasEncodedNonASCII(r.x.Host())) {
		r.spoofHost(buf)
	}
	if r.facts.marks|r.facts.digits != 0 || protect && r.protectPaths {
		r.spoofText()
	}
}

// spoofHost checks each label of the host with spoof.Label, in its
// Unicode form, and the whole host against r.protected.
func (r *run) spoofHost(buf *[unicodeBufLen]byte) {
	host := r.x.Host()
	if !r.regName.nonASCII && !r.regName.ace && !r.regName.percent {
		// Only protected names bring an ASCII host here: spoof.Label
		// passes ASCII labels, and IDNA would only put it in lower case.
		h := host
		if chars.HasUpper(host) {
			h = string(chars.AppendLower(nil, host))
		}
		r.protectedHost(h)
		return
	}
	p := idn.Profile(idn.UTS46, false, false)
	// The labels as a person reads them (shown): from one conversion of
	// the whole host when there is one, else each converted alone.
	uhost, whole := r.hostUnicode(buf), r.fastHost // the fast path keeps the labels: no need to count them
	if !whole {
		uhost, whole = unicodeHost(p, host, r.unicodeHost)
	}
	tld := lastLabel(uhost)
	if !whole {
		tld = unicodeLabel(p, lastLabel(host))
	}
	protect := r.protected.Len() > 0
	var joined []byte // the labels as shown, when not whole
	off := r.hostStart()
	asciiHost := !r.regName.nonASCII && !r.regName.percent // its labels as written
	// The fast path of IDNA gives a host without ACE labels or
	// percent-encodings as it is (ToUnicodeCheckHyphensInto): its labels are
	// those of the host, no second walk.
	sameForm := r.fastHost && !r.regName.ace && !r.regName.percent
	for rest, restU, more := host, uhost, true; more; {
		var label, shown string
		label, rest, more = idn.CutLabel(rest)
		switch {
		case sameForm:
			shown = label
		case whole:
			shown, restU, _ = idn.CutLabel(restU)
		default:
			shown = unicodeLabel(p, label)
			joined = append(joined, shown...)
			if more {
				joined = append(joined, '.')
			}
		}
		var fs []spoof.Finding
		u := shown
		switch {
		case asciiHost && !idn.IsACELabel(label):
			// shown is label in lower case (or label, which IDNA
			// rejects), and spoof.Label passes an ASCII label.
		case asciiHost:
			// An ACE label: spoof.LabelAsWritten(label, shown, tld)
			// would find nothing removed in it, all ASCII.
			fs = spoof.Label(shown, tld)
		default:
			// Judged as written (its percent-encodings decoded): IDNA's
			// mapping removes invisible characters that shown lacks.
			written := label
			if r.regName.percent {
				written = unescaped(label)
			}
			fs, u = spoof.LabelAsWritten(written, shown, tld)
		}
		for _, f := range fs {
			at, n := off+f.Offset, f.Length
			what := "host label " + strconv.Quote(u)
			if u != label {
				// The finding is in the decoded form: point at the label.
				at, n = off, len(label)
				form := u
				if u != shown {
					form = strconv.Quote(u) // as written: what IDNA removed shows as nothing
				}
				what = "host label " + strconv.Quote(label) + " (" + form + ")"
			}
			r.add(spoofCodes[f.Reason], at, n, what+": "+f.Reason.String()+": "+f.Detail)
		}
		off += len(label) + 1
	}
	var joinedHost string // the labels as shown, when not whole
	shownHost := uhost
	if !whole {
		joinedHost = string(joined)
		shownHost = joinedHost
	}
	// Chromium keeps a host that looks like a well-known domain in
	// punycode whole (spoof.TopDomain); TopDomain keeps nothing of it,
	// and it may point into buf.
	if name, ok := spoof.TopDomain(shownHost); ok {
		r.add(spoofCodes[spoof.ReasonTopDomain], r.hostStart(), len(host), "the host "+strconv.Quote(shownHost)+" looks like the well-known domain "+strconv.Quote(name))
	}
	if protect {
		h := joinedHost // not shownHost, which may be uhost: h escapes
		if whole {
			// A copy: uhost may point into buf (hostUnicode), which must
			// not outlive the families, and r.protected may keep what
			// it reads.
			h = strings.Clone(uhost)
		}
		r.protectedHost(h)
	}
}

// protectedHost reports the host, read as h, if it imitates a name of
// r.protected: as a whole (Imitates), or on its last labels as display's
// policy keeps it in ACE form (ImitatesHost: "login.pаypal.com").
func (r *run) protectedHost(h string) {
	name, ok := r.protected.Imitates(h)
	if !ok {
		name, ok = r.protected.ImitatesHost(h)
	}
	if ok {
		r.add("spoof/protected-name", r.hostStart(), len(r.x.Host()), "the host "+strconv.Quote(h)+" looks like the protected name "+strconv.Quote(name))
	}
}

// unicodeHost returns host as a person reads its labels: ACE labels
// decoded, percent-encodings decoded, and non-ASCII labels as IDNA maps
// them ("Ϲ" is "σ"), in one conversion of the whole host, and true,
// when IDNA accepts every label and keeps their number; false otherwise,
// when each label is converted alone (unicodeLabel), and one IDNA
// rejects is left as it is. known is that conversion when the family of
// IDNA made it already (run.unicodeHost), "" when it did not.
func unicodeHost(p *idna.Profile, host, known string) (string, bool) {
	u := known
	if u == "" {
		v, err := idn.DecodeACE(p, unescaped(host))
		if err != nil {
			return "", false
		}
		u = v
	}
	return u, strings.Count(u, ".") == strings.Count(host, ".")
}

// lastLabel returns the last label of host that is not empty, the
// top-level one ("" for none).
func lastLabel(host string) string {
	for len(host) > 0 && host[len(host)-1] == '.' { // strings.TrimRight's call costs more for a dot or none
		host = host[:len(host)-1]
	}
	return host[strings.LastIndexByte(host, '.')+1:]
}

// unescaped returns s with its percent-encodings decoded when they are
// UTF-8 (pct.Unescape), s itself otherwise.
func unescaped(s string) string {
	if strings.IndexByte(s, '%') >= 0 {
		if d, ok := pct.Unescape(s); ok {
			return d
		}
	}
	return s
}

// unicodeLabel is unicodeHost for one label, the label itself where
// IDNA rejects it.
func unicodeLabel(p *idna.Profile, label string) string {
	label = unescaped(label)
	if u, err := p.ToUnicode(label); err == nil && u != "" {
		return u
	}
	return label
}

// spoofText checks the path segments, the query and the fragment for
// mixed numbers and hidden or repeated marks (3987bis §8.5), and the path
// segments against r.protected when r.protectPaths is set.
func (r *run) spoofText() {
	s := r.s
	if start, end, _ := r.x.Span(iri.ComponentPath); end > start {
		rules := r.facts.textRules(iri.ComponentPath)
		for i := start; i <= end; {
			j := strings.IndexByte(s[i:end], '/')
			if j < 0 {
				j = end - i
			}
			if j > 0 {
				r.spoofPart(s[i:i+j], i, true, rules)
			}
			i += j + 1
		}
	}
	for _, comp := range [...]iri.Component{iri.ComponentQuery, iri.ComponentFragment} {
		if start, end, ok := r.x.Span(comp); ok && end > start {
			r.spoofPart(s[start:end], start, false, r.facts.textRules(comp))
		}
	}
}

// spoofPart checks one path segment, the query or the fragment, text at
// offset at of the input, by the rules of rules (charFacts.textRules).
func (r *run) spoofPart(text string, at int, segment bool, rules props.Props) {
	protect := segment && r.protectPaths && r.protected.Len() > 0
	found := rules // what the rules below look for
	if !protect {
		if found &= marksAndDigits(text); found == 0 {
			return // nothing the rules below can find: no allocation
		}
	}
	decoded := unescaped(text)
	if found&props.Nonspacing != 0 {
		if p, i := spoof.Marks(decoded); p != 0 {
			o, k := at, len(text) // an offset in the decoded text: point at all of it
			if decoded == text {
				_, k = utf8.DecodeRuneInString(text[i:])
				o = at + i
			}
			r.add("spoof/marks", o, k, strconv.Quote(decoded)+": "+p.String())
		}
	}
	if found&props.Digit != 0 && spoof.MixedNumbers(decoded) {
		r.add("spoof/mixed-numbers", at, len(text), strconv.Quote(decoded)+": digits of more than one decimal system")
	}
	if protect {
		if name, ok := r.protected.Imitates(decoded); ok {
			r.add("spoof/protected-name", at, len(text), "the path segment "+strconv.Quote(decoded)+" looks like the protected name "+strconv.Quote(name))
		}
	}
}

// marksAndDigits returns which of props.Nonspacing (a nonspacing mark,
// General_Category Mn or Me) and props.Digit (a decimal digit) text, its
// percent-encodings decoded, has beyond ASCII: what spoof.Marks and
// spoof.MixedNumbers need to find anything (a precomposed character
// alone never repeats a mark nor holds five, TestMarksNeedANonspacingMark).
func marksAndDigits(text string) props.Props {
	var found props.Props
	for i := 0; i < len(text); {
		b := text[i]
		var r rune
		n := 1
		switch {
		case b < utf8.RuneSelf && b != '%', quietByte(b):
			i++
			continue
		case b == '%' && i+2 < len(text):
			if o := pct.Octet(text, i); o < utf8.RuneSelf || quietByte(o) {
				i += 3
				continue
			}
			r, n = pct.DecodeRune(text[i:])
			if n <= 0 {
				r, n = utf8.RuneError, 3
			}
		case b == '%':
			return found // "%" at the end: nothing more
		default:
			r, n = utf8.DecodeRuneInString(text[i:])
		}
		if found |= props.Of(r) & (props.Nonspacing | props.Digit); found == props.Nonspacing|props.Digit {
			return found
		}
		i += n
	}
	return found
}

// quietByte reports whether b is a UTF-8 continuation byte, or the lead
// byte of a character of a block without nonspacing marks and decimal
// digits: C2-CB (U+0080-02FF), CE-D1 (U+0380-047F, Greek and Cyrillic
// letters), E4-E9 (U+4000-9FFF, CJK ideographs).
func quietByte(b byte) bool {
	return 0x80 <= b && b <= 0xCB && b != 0xC0 && b != 0xC1 || 0xCE <= b && b <= 0xD1 || 0xE4 <= b && b <= 0xE9
}
