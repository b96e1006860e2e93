// Package uts46 converts domains as the URL Standard asks: "domain to
// ASCII" and "domain to Unicode" (URL Standard §3.3), which run Unicode
// IDNA Compatibility Processing (UTS #46 §4) with the standard's flags.
// It is built on golang.org/x/net/idna and fills, from Unicode data, the
// steps where that package answers otherwise than UTS #46 or the URL
// Standard; each such case is a test of this package.
package uts46
