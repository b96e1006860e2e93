// Package canon gives the canonical keys that crawlers, web archives and
// blocklists join links by. This first part is the site of a host: its
// public suffix and registrable domain (URL Standard §3.2, the algorithm
// of the Public Suffix List), with the list's private rules (as browsers
// and the URL Standard use it) and with its ICANN section alone (as
// Common Crawl's index keeps beside them), from golang.org/x/net's copy of
// the list.
package canon
