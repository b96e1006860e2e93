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
//     them), from golang.org/x/net's copy of the list ([SiteOf]).
//
// The sources disagree with one another, and each key follows its own:
// surt's Google canonicalizer keeps the query and the port, escapes in
// upper case and canonicalizes URLs of every scheme, where Safe Browsing
// drops the query and the port from its canonical URL, escapes in lower
// case and refuses a URL without "//" (the tests show both on the same
// inputs). Every key is computed from one parse of its input, in time
// linear in its length.
package canon
