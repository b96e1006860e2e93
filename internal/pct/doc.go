// Package pct is percent-encoding (RFC 3986 §2.1, RFC 3987 §3.1): one
// encoder, one decoder, and the reading of one %HH triplet, which every
// other package of the module uses.
package pct
