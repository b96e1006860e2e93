package canon

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/net/idna"
)

// pythonIDNA is the conversion surt's Google canonicalizer applies to a
// host that is not ASCII: host.decode('utf-8', 'ignore').encode('idna'),
// Python's IDNA 2003 codec (RFC 3490 ToASCII label by label, with
// nameprep). It reports false where the codec raises, and surt keeps the
// host as it was.
//
// Labels are split at the four dots of RFC 3490 §3.1; an ASCII label is
// kept as it is, with only its length checked (1 to 63 bytes), as the
// codec does. A label that is not ASCII is mapped by UTS #46 with
// transitional processing (idnaProfile2003), the mapping that UTS #46
// made to reproduce IDNA 2003's nameprep (its §7.1), rather than by
// Python's own stringprep tables: the two differ for code points that
// Unicode assigned after 3.2, which nameprep leaves unmapped and UTS #46
// maps or refuses.
func pythonIDNA(dst []byte, host string) ([]byte, bool) {
	s := validUTF8(host)
	if isASCII(s) {
		return pythonASCIIName(dst, s)
	}
	labels := splitIDNADots(s)
	trailingDot := len(labels) > 0 && labels[len(labels)-1] == ""
	if trailingDot {
		labels = labels[:len(labels)-1]
	}
	start := len(dst)
	for i, label := range labels {
		if i > 0 {
			dst = append(dst, '.')
		}
		var ok bool
		if dst, ok = pythonToASCII(dst, label); !ok {
			return dst[:start], false
		}
	}
	if trailingDot {
		dst = append(dst, '.')
	}
	return dst, true
}

// pythonASCIIName is the codec's path for an ASCII name: every label but
// the last 1 to 63 bytes long, the last at most 63, the name unchanged.
func pythonASCIIName(dst []byte, s string) ([]byte, bool) {
	rest := s
	for {
		label, after, more := strings.Cut(rest, ".")
		if more && (label == "" || len(label) > 63) || !more && len(label) > 63 {
			return dst, false
		}
		if !more {
			return append(dst, s...), true
		}
		rest = after
	}
}

// pythonToASCII is RFC 3490 ToASCII of one label as the codec does it.
func pythonToASCII(dst []byte, label string) ([]byte, bool) {
	if isASCII(label) {
		if label == "" || len(label) > 63 {
			return dst, false
		}
		return append(dst, label...), true
	}
	mapped, err := idnaProfile2003.ToUnicode(label)
	if err != nil || mapped == "" || strings.ContainsRune(mapped, '.') {
		return dst, false
	}
	if isASCII(mapped) {
		if len(mapped) > 63 {
			return dst, false
		}
		return append(dst, mapped...), true
	}
	if strings.HasPrefix(mapped, "xn--") {
		return dst, false // RFC 3490 §4.1 step 5: a label that needs Punycode must not start with the ACE prefix
	}
	ace, err := idnaProfile2003.ToASCII(mapped)
	if err != nil || len(ace) > 63 {
		return dst, false
	}
	return append(dst, ace...), true
}

// idnaProfile2003 maps a label as UTS #46 does in its transitional
// processing, which follows IDNA 2003 (ß to "ss", joiners removed), with
// the ASCII rules of IDNA 2003 rather than STD3's.
var idnaProfile2003 = idna.New(idna.MapForLookup(), idna.Transitional(true), idna.StrictDomainName(false),
	idna.CheckHyphens(false), idna.CheckJoiners(false), idna.VerifyDNSLength(false))

// splitIDNADots splits s at each of the dots of RFC 3490 §3.1: full
// stop, ideographic full stop, fullwidth full stop, halfwidth
// ideographic full stop.
func splitIDNADots(s string) []string {
	var labels []string
	start := 0
	for i, r := range s {
		if r == '.' || r == '\u3002' || r == '\uff0e' || r == '\uff61' {
			labels = append(labels, s[start:i])
			start = i + utf8.RuneLen(r)
		}
	}
	return append(labels, s[start:])
}

// validUTF8 is s without the bytes that are not part of a UTF-8
// sequence, as Python's decode('utf-8', 'ignore') leaves it.
func validUTF8(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r != utf8.RuneError || n > 1 {
			b = append(b, s[i:i+n]...)
		}
		i += n
	}
	return string(b)
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
