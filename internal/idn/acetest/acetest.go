// Package acetest holds, for the tests of every package that converts
// hosts, the labels that begin with the ACE prefix "xn--" and hold a code
// point above U+007F: UTS #46 §4 Processing step 4.1 makes each an error
// ("If the label contains any non-ASCII code point ... record that there
// was an error"), under every profile and flag, wherever the code point
// stands. RFC 3492 §6.2 agrees for the part before the last "-": its
// decoder fails on a basic code point that is not one.
package acetest

import "strings"

// A Case is a label that must fail, and where its non-ASCII code point
// stands, for the test's message.
type Case struct {
	Label, Where string
}

// Labels returns the cases: "é" at every place of "xn--bcher-kva" (the
// A-label of "bücher": basic code points "bcher", "-", digits "kva"), in
// place of the basic code points, in labels of basic code points alone,
// as a code point of four bytes, and after a mapping (UTS #46 §4 step 1)
// that makes the prefix "xn--".
func Labels() []Case {
	const basic, digits = "bcher", "kva"
	var cases []Case
	for i := 0; i <= len(basic); i++ {
		cases = append(cases, Case{"xn--" + basic[:i] + "é" + basic[i:] + "-" + digits, "before the last \"-\", among the basic code points"})
	}
	for i := 0; i <= len(digits); i++ {
		cases = append(cases, Case{"xn--" + basic + "-" + digits[:i] + "é" + digits[i:], "after the last \"-\", among the digits"})
	}
	return append(cases,
		Case{"xn--é-" + digits, "the one basic code point"},
		Case{"xn--é-", "the basic code points alone, no digits"},
		Case{"xn--aé-", "the last basic code point, no digits"},
		Case{"xn--éa-", "the first basic code point, no digits"},
		Case{"xn--é", "no \"-\": every code point a digit"},
		Case{"xn--\U0001F600-", "a basic code point of four bytes in UTF-8"},
		Case{"XN--é-", "upper case prefix, which the mapping lowers"},
		Case{"xn--É-", "a code point that maps to a non-ASCII one"},
		Case{"\uFF58\uFF4E--é-", "a fullwidth prefix, which the mapping makes \"xn--\""},
	)
}

// PercentEncoded returns label with each byte above 0x7F percent-encoded,
// as a host may be written in a URL.
func PercentEncoded(label string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	for i := 0; i < len(label); i++ {
		if c := label[i]; c >= 0x80 {
			b.WriteByte('%')
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&15])
		} else {
			b.WriteByte(c)
		}
	}
	return b.String()
}
