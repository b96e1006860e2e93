// Package display writes IRIs for people to read: wrapped so that the
// Unicode Bidirectional Algorithm shows them left to right, as RFC 3987
// §4.1 requires ([BidiForm.Wrap]), in the visual order in which a
// right-to-left IRI is shown ([BidiForm.VisualOrder]), so that a user
// interface or a test can see what a person sees, and with each host
// label in Unicode only where a careful browser shows it so ([Hosts]:
// RFC 3987 §8, 3987bis §10). [Hosts] applies the rules of package spoof:
// Chromium's by default ([UnicodeSafe]), or Firefox's restriction profiles
// ([UnicodeHighlyRestrictive], [UnicodeModeratelyRestrictive], [UnicodeNever]); it keeps a
// host that looks like one of Chromium's top domains, or like a name the
// application protects, in ACE form whole, and says why of each label it
// keeps ([KeptLabel]).
package display
