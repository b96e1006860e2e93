// Package uts46 converts domains as the URL Standard asks: "domain to
// ASCII" (URL Standard §3.3), which runs Unicode IDNA Compatibility
// Processing (UTS #46 §4) with the standard's flags ([ToASCII],
// [ToASCIIError], [AppendToASCII], [AppendToASCIIFast]); and, for the
// checker of IRIs, the fast path of UTS #46 ToUnicode with CheckHyphens
// ([ToUnicodeCheckHyphensInto]).
//
// The URL Standard followed here is the one since whatwg/url#914 (June
// 2026), which WPT's IdnaTestV2.json and toascii.json test: with beStrict
// false, an ASCII domain is only lowercased, whatever UTS #46 makes of it,
// and domain to ASCII itself turns away a result with a forbidden domain
// code point; beStrict sets CheckHyphens, UseSTD3ASCIIRules and
// VerifyDnsLength.
//
// The work is golang.org/x/net/idna's (Unicode 17.0.0 tables under Go
// 1.27). This package adds the URL Standard's own steps and fills the
// places where x/net/idna answers otherwise than UTS #46, each shown by a
// test beside x/net/idna's answer (TestXNetIDNAGaps): an A-label that
// decodes to nothing ("xn--", P4), an A-label that holds a code point
// above U+007F before its last "-" ("xn--é-", P4: x/net/idna decodes it
// as a basic code point and writes another label), a decoded label that
// begins with "xn--" when CheckHyphens is false (V4), and CheckHyphens
// counting bytes where UTS #46 counts code points (V2). VerifyDnsLength,
// the empty root label refused, is this package's too (verifyDNSLength),
// on the result, where the diagnosis wants it.
//
// The usual IDN host (each code point valid in UTS #46 and mapping to
// itself, the whole in NFC, no label an A-label) takes a fast path of
// this package's own, with its own Punycode encoder (RFC 3492), that
// allocates only the result (BenchmarkIDNVersusSlowPath compares it with
// x/net/idna); every other domain, and every failure, goes to x/net/idna.
// The tests hold the fast path to x/net/idna's answers (see fast.go).
package uts46
