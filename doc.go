// Package iri implements Internationalized Resource Identifiers (IRIs),
// RFC 3987: parsing with the strict grammar of §2.2, resolution and
// relativization (§6.5, RFC 3986 §5), the mappings between IRIs and URIs
// with IDNA and legacy charsets (§3, draft-ietf-iri-3987bis §3), the
// comparison ladder (§5.3), and building and editing.
//
// An [IRI] is an immutable value, like net/netip's Addr: the original text
// and the offsets of its components. [Parse] checks it in one pass and
// does not allocate:
//
//	x, err := iri.Parse("http://例え.jp/résumé?q=ü#frag")
//	x.Host()  // "例え.jp"
//	x.ToURI() // http://%E4%BE%8B%E3%81%88.jp/r%C3%A9sum%C3%A9?q=%C3%BC#frag
//
// ([IRI.ToURI] percent-encodes the host like the other components;
// a [Mapper] with IDNA set converts it, to xn--r8jz45g.jp.)
//
// Every function that can fail returns an *[Error]: the input, the byte
// offset, the component and one cause for errors.Is ([ErrInvalidCharacter],
// [ErrPercentEncoding], [ErrInvalidPort], ...).
//
// Configuration is a value that receives the call, and its zero value is
// RFC 3987's default: [Comparer] for the comparison ladder, [Mapper] for
// the mapping to URIs.
//
// The packages beside this one serve other audiences:
//
//   - [github.com/go-iri/iri/check] reports what breaks the rules that
//     decide whether an IRI is safe to publish, show and compare, each
//     finding with a code, a severity and the section of the spec;
//   - [github.com/go-iri/iri/display] writes IRIs for people to read,
//     bidi-safe (§4.1), in visual order, and with each host in Unicode
//     only where it is safe to show;
//   - [github.com/go-iri/iri/spoof] implements the mechanisms of UTS #39
//     that tell when text only looks like other text (skeletons, script
//     sets, restriction levels), which check and display build on;
//   - [github.com/go-iri/iri/extract] finds IRIs in running text,
//     N-Triples and HTML;
//   - [github.com/go-iri/iri/lenient] turns what XML and HTML accept and
//     RFC 3987 does not into strict IRIs, with the repairs made (the
//     LEIRI and Web Address processing of 3987bis §7);
//   - [github.com/go-iri/iri/charset] finds an encoding by its charset
//     label and parses IRIs given as octets in a legacy charset
//     (§3.1 step 1b);
//   - [github.com/go-iri/iri/whatwg] implements the WHATWG URL Standard,
//     URLs as browsers read them (the living form of 3987bis §7.2), with
//     its validation errors, setters and URLSearchParams, bridged to
//     [IRI].
//
// # Where this package knowingly differs
//
// Where RFC 3987 and its drafts disagree, RFC 3987 is the default and the
// drafts' behaviour an option. Where other implementations or test suites
// differ from the specifications, this package follows the
// specifications, and its tests assert its own answer:
//
//   - IPv6 zone identifiers (RFC 6874, "[fe80::1%25en1]") are rejected:
//     RFC 3987 §2.2 does not support them. net/url accepts them.
//   - A host is an ireg-name whatever its DNS form: empty labels, a lone or
//     leading dot, a trailing hyphen and "300.168.0.1" (not an IPv4address,
//     so a reg-name, first match wins) are valid syntax (§2.2). DNS rules
//     are the checker's concern (package check) and [Mapper.VerifyDNSLength]'s.
//   - Resolution follows RFC 3986 §5.2 as written: with an empty
//     reference the target's path is the base's, dot segments included
//     (§5.2.2), and rule C of §5.2.4 makes "testing/../../C/D" "/C/D".
//     Where the target has no authority and its path would start with
//     "//", it is written "/.//", which names the same path (§3.3); other
//     parsers fail there. Resolution of valid input never fails.
//   - A "%2E" is not a dot segment (RFC 3986 §2.3, §6.2.2.2): normalization
//     and ToIRI never decode it into one, where some parsers do.
//   - The bidi formatting characters of §4.1 (LRM, RLM, LRE, RLE, PDF, LRO,
//     RLO) are a syntax error, not a warning: §4.1 says MUST NOT.
//   - Where net/url departs from RFC 3986, this package does not: an
//     IP-literal may be an IPvFuture ("[v7.x]", §3.2.2), a host may hold
//     percent-encoded ASCII (§3.2.2), and a reference without a scheme
//     that starts with "///" has an empty authority (§4.2), where net/url
//     reads a path.
//
// The test suites' cases behind each point are listed, with the deciding
// section, in the package's tests (knownDifferences).
package iri
