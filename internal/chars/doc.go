// Package chars holds the character classes of RFC 3987 §2.2 and RFC 3986 §2,
// the IPv4address production of RFC 3986 §3.2.2, UTF-8 decoding for the
// parser's loop, and ASCII helpers: the bottom layer that every other
// package of the module reads characters with.
package chars
