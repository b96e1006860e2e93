// Package canon gives the canonical keys that crawlers, web archives and
// blocklists join links by, each reproducing its source exactly, quirks
// included, so that a Go program's keys join the data those communities
// keep:
//
//   - [SURT], the Sort-friendly URI Reordering Transform of the Internet
//     Archive's surt library (0.3.1) and Heritrix, with its two
//     canonicalizers, [IA] and [Google] (surt's GoogleURLCanonicalizer);
//   - [SafeBrowsing], the canonical URL and the host-suffix /
//     path-prefix expressions of Google Safe Browsing, as its reference
//     client google/safebrowsing makes them, mended where that client
//     lets a URL escape its list;
//   - the site of a host: its public suffix and registrable domain (URL
//     Standard §3.2, the algorithm of the Public Suffix List), with the
//     list's private rules (as browsers and the URL Standard use it) and
//     with its ICANN section alone (as Common Crawl's index keeps beside
//     them), from golang.org/x/net's copy of the list ([SiteOf]), and
//     Common Crawl's URL columns ([ColumnsOf]);
//   - [URLCanon], [URLCanonSURT] and [SSURT], the canonicalizers and the
//     SURTs of iipc/urlcanon.
//
// The sources disagree with one another, and each key follows its own:
// surt's Google canonicalizer keeps the query and the port, escapes in
// upper case and canonicalizes URLs of every scheme, where Safe Browsing
// drops the query and the port from its canonical URL, escapes in lower
// case and refuses a URL without "//" (the tests show both on the same
// inputs). Every key is computed from one parse of its input, in time
// linear in its length.
//
// # urlcanon
//
// [URLCanon] reproduces the canonicalizers of iipc/urlcanon's Python
// package (Apache-2.0, python/urlcanon at commit 842afd4d, 2022), quirks
// included: urlcanon.parse_url, then urlcanon.whatwg, google,
// semantic_precise or aggressive, then bytes(url). [URLCanonSURT] is
// ParsedUrl.surt and [SSURT] ParsedUrl.ssurt, on the parse alone, with no
// canonicalizer before them. The code is this package's own, written from
// urlcanon's; each function names the one of urlcanon it follows.
//
// urlcanon works on bytes, so any string is an input, UTF-8 or not, and
// all but a few have an answer (see [URLCanon.AppendCanonical]). Its
// parser splits a URL with regular expressions into fields that keep
// every byte (the spaces and controls around it too), and each rule
// rewrites some fields; nothing is parsed again but where urlcanon does
// (default_scheme_http splits the path of a URL without a scheme anew).
// Hosts are converted as Python's idna package (3.13) does:
// idna.encode(host, uts46=True), and where that fails, UTS #46 mapping
// and IDNA2003 ToASCII label by label, and where that fails the host as
// it is. Here golang.org/x/net/idna and the IDNA2008 tables of RFC 5892
// stand in for the Python codecs; they agree on every host of the
// project's IRI corpus.
//
// None of the four canonicalizers is idempotent: canonicalizing a
// canonical form may change it again (a host decoded to "host#.com", an
// elided port, https made http after the port was compared).
//
// urlcanon's whatwg is its reading of the URL Standard of 2017, not
// today's, and not this module's package whatwg. Against today's
// standard:
//
//   - The parse is urlcanon's: a scheme is all before the first colon if
//     it starts with a letter ("a?b:c" has the scheme "a?b"), the
//     userinfo ends at the last "@", a special URL takes any run of
//     slashes and backslashes, another needs exactly two. There is no
//     base URL, and no input fails.
//   - The special schemes include gopher (port 70); file has no host
//     rules of its own (its host is not split at "@" or ":"); a port is
//     elided only when written as the default ("080" stays), and it is
//     not checked or normalized.
//   - A host is percent-decoded once; an IPv4 host is read with Python's
//     int() ("0x7f.1", and signs: "1.-1" is 0.255.255.255, "-1" has no
//     answer); an IPv6 host is read by Python's ipaddress (a "%scope" is
//     dropped) and written as it writes it; a host IDNA rejects stays as
//     it is, percent-encoded where it has controls, spaces or non-ASCII
//     bytes, with no forbidden code points refused.
//   - The percent-encode sets are the 2017 ones: the fragment's is the C0
//     control set (a space stays), the query's leaves "'" alone, and a
//     cannot-be-a-base path uses the C0 set.
//   - Dot segments are resolved only in a path that starts with "/" (or
//     "\" in a special URL); "%2e" counts as a dot, in any case.
//
// google is Safe Browsing's canonicalization of 2013 as urlcanon has it:
// the scheme http added where none is (the path then split again as a
// special URL's, so "//a/b/c" gets the host "b"), every field
// percent-decoded until no escape is left, the fragment dropped, dots and
// slashes collapsed, and the Safe Browsing set escaped ("#", "%",
// controls, space, non-ASCII); unlike Safe Browsing it keeps the port.
//
// semantic_precise decodes all but the query repeatedly, drops the
// userinfo, escapes "#", "%", "?" in the path and each query key and
// value decoded and escaped again ("&" and "=" too), collapses slashes
// and sorts the query parameters by bytes. aggressive adds: no fragment,
// https as http, no leading "www" label ("www2." too), path and query in
// lower case (their escapes too), session IDs dropped from the query
// (jsessionid, sessionid, phpsessid, sid, aspsessionid*, cfid with
// cftoken; of two in a row only the first) and from the path (ASP.NET
// segments in an .aspx path, a trailing ;jsessionid=), one trailing
// slash dropped, empty query parameters and an empty query's "?" dropped,
// and the query sorted again.
package canon
