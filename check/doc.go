// Package check reports what breaks the rules that decide whether an IRI
// reference is safe to publish, to show and to compare: the grammar of
// RFC 3987 §2.2, the characters draft-ietf-iri-3987bis §7.3 excludes, the
// compatibility characters and look-alikes of RFC 3987 §6.1, NFC
// (§5.3.2.2), scripts mixed in one component (3987bis §10), percent-encoded
// octets that are not UTF-8 or that would change the path once decoded,
// hosts that IDNA rejects (3987bis §3.4), the rules of §4.2 for
// bidirectional IRIs, and what the scheme requires (RFC 9110's host for
// http, the default port of RFC 3986 §3.2.3, ...).
//
// The package iri parses, resolves, maps and compares IRIs, and refuses
// only what its grammar does; this package is for a program that
// publishes or accepts IRIs from people (a validator, a linter, a form, a
// crawler's report) and wants every finding, each with a stable code, a
// severity, the offset and length of the text at fault, the component, a
// message and the section of the spec that states the rule:
//
//	r := check.Check("HTTP://br0ken.example/a%2fb")
//	r.Valid      // true: the grammar allows it
//	r.Conforms() // true: it breaks no MUST
//	r.Violations // scheme/uppercase, host/confusable-digits, pct/lowercase-hex, pct/encoded-slash
//
//	r = check.Check("http://example.org/a b")
//	r.Valid      // false: the space breaks the grammar
//	r.Violations // char/space, at offset 20 in the path
//
// An input that the grammar rejects is checked for its characters and its
// syntax error; the other rules need its components.
//
// [Check] applies every rule of [Rules] and returns a [Report] of
// [Violation] values; a [Checker] is the configuration, as a value that
// receives the call: the codes to ignore, the registry of scheme rules,
// and the application's own names that a host must not imitate
// ([Checker.Protected], made with [spoof.Protect]; with
// [Checker.ProtectPaths], path segments are checked against them too).
// [Checker.Validate] reports an unknown code. [Bidi] applies the rules of
// RFC 3987 §4.2 alone to a parsed IRI.
//
//	c := check.Checker{Protected: spoof.Protect([]string{"paypal.com"})}
//	c.Check("http://paypa1.com/").Violations // host/confusable-digits, spoof/protected-name
//
// An error ([SeverityError]) breaks a MUST or the grammar, a warning a
// SHOULD; info is advice. An input with nothing to report is checked
// without allocating.
package check
