// Package whatwg implements the WHATWG URL Standard (https://url.spec.whatwg.org/):
// URLs as web browsers, Node.js and the HTML specification read them, the
// living form of the "Web Address" processing of 3987bis §7.2.
//
// [Parse] runs the basic URL parser (URL Standard §4.4) and returns a [URL],
// an immutable value like net/netip's Addr: its serialization, the href,
// and the offsets of its parts, so that reading an attribute (Protocol,
// Host, Pathname, ...) allocates nothing. A URL has the attributes of the
// standard's API (§6.1) as methods, and each setter as a method that
// returns a new URL with the standard's exact setter semantics.
//
// The standard names the validation errors its parser can meet
// (invalid-URL-unit, special-scheme-missing-following-solidus, ...).
// [Parser.Validate] reports every one that fires, once, with its byte
// offset in the input; a failure is an [*Error] that names the validation
// error that made the parser fail.
//
// # The revision followed
//
// The package follows the URL Standard as revised in June 2026 by
// whatwg/url#914, the "domain parser" of §3.3, and the list of validation
// errors of §1.1 that goes with it: the revision jsdom's whatwg-url
// 17.1.0 implements, whose tests list the same 31 names as [Rules]
// (TestRulesAreTheStandards holds the list). In it, domain-invalid-code-point
// and domain-to-Unicode are no longer validation errors: the domain
// parser reports domain-to-ASCII where UTS #46 ToASCII with beStrict true
// fails, and goes on; its later steps that fail (ToASCII with beStrict
// false on a domain that is not ASCII, an empty result, a forbidden domain
// code point in the result) have no validation error of their own, and an
// [*Error] names them domain-to-ASCII. An ASCII domain is only lowercased
// when beStrict is false, whatever ToASCII makes of it ("https://xn--a/"
// parses, and reports domain-to-ASCII).
//
// A domain that ends in the empty root label ("example.com.") is not a
// valid domain here: the domain parser sets VerifyDnsLength to beStrict,
// and UTS #46 §4.2 says "When VerifyDnsLength is true, the empty root
// label is disallowed" (IdnaTestV2.txt marks such lines A4_2), so
// Validate reports domain-to-ASCII for it; the URL parses all the same,
// to the same href. whatwg/url#871 asks whether the root label should
// stay valid, as DNS allows (RFC 1034 §3.1) and ada's
// verifydnslength_tests.json assumes. The package follows the text as it
// stands, with jsdom, rather than a change the standard has not made;
// [URL.FitsDNS], which asks what DNS can carry, keeps the root label.
// TestRootLabelReadings gives both readings' answers.
//
// [ParseQuery] reads a query as the standard's URLSearchParams (§6.2), on
// the application/x-www-form-urlencoded parser and serializer (§5).
//
// [URL.IRI] bridges a URL to the core package's [iri.IRI], so that a link
// read the way a browser reads it can go on to comparison, checking and
// display.
//
// # The standard's API, kept as it is
//
// The methods of [URL] are the standard's API, named as the standard and
// JavaScript name them: Protocol returns "https:" with its colon, Search
// "?q" with its "?", and each setter (SetPathname, ...) follows the
// standard's setter steps, including their silent refusals (a setter that
// cannot apply returns the URL unchanged, as assigning to an attribute
// does in a browser). This is deliberate: code ported from JavaScript,
// and the Web Platform Tests this package passes, read the same. A
// Go-shaped view of the same URL, components without their delimiters and
// edits that return errors, is the core package's: [URL.IRI] gives an
// [iri.IRI], whose accessors (Scheme, Query, ...) and With methods are
// that API, as rust-url keeps its browser-shaped API apart from its own.
package whatwg
