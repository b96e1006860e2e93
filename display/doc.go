// Package display writes IRIs for people to read: wrapped so that the
// Unicode Bidirectional Algorithm shows them left to right, as RFC 3987
// §4.1 requires, and in the visual order in which a right-to-left IRI is
// shown, so that a user interface or a test can see what a person sees.
package display
