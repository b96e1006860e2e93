package iribeam

import (
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/go-iri/iri/canon"
)

// A CanonProfile is a canonicalization of package [canon] as
// `iri canon --profile` names it, with its configuration: a value of
// plain strings and booleans, which travels to the workers as it is.
// The profiles are [canon.SURT]'s key ("surt", the default),
// [canon.IA]'s and [canon.Google]'s canonical URLs ("ia", "google"),
// [canon.SafeBrowsing]'s ("safebrowsing"), and iipc/urlcanon's
// ([canon.URLCanon]'s "urlcanon-whatwg", "urlcanon-google",
// "urlcanon-semantic-precise", "urlcanon-aggressive";
// [canon.URLCanonSURT]'s "urlcanon-surt"; [canon.SSURT]'s "ssurt").
type CanonProfile struct {
	// Name is the profile: "surt" (also ""), "ia", "google",
	// "safebrowsing", or one of urlcanon's (CanonProfileNames lists
	// them).
	Name string
	// SURT configures the surt profile: WithScheme, TrailingComma,
	// KeepIPOrder and IA.KeepWWW are iri canon's --with-scheme,
	// --trailing-comma, --keep-ip-order and --keep-www; its other
	// fields go further than the command. The other profiles take no
	// options: SURT must be its zero value.
	SURT canon.SURT
}

// canonKey is the canonical key of a URL, or why it has none.
type canonKey func(rawURL string) (string, error)

// CanonProfileNames lists the names of the profiles, the default
// ("surt") first, the others in sorted order, as `iri canon` lists them.
func CanonProfileNames() []string { return canon.Profiles() }

// key returns the key function of p, or panics, naming the transform,
// if p is not a profile or has options its profile does not take: the
// command's usage errors.
func (p CanonProfile) key(transform string) canonKey {
	name := p.Name
	if name == "" {
		name = "surt"
	}
	key, ok := canon.ProfileKey(name, p.SURT)
	switch {
	case !ok:
		panic("iribeam." + transform + ": unknown profile " + jsonString(p.Name) + "; the profiles are " + strings.Join(CanonProfileNames(), ", "))
	case name != "surt" && p.SURT != canon.SURT{}:
		panic("iribeam." + transform + ": the SURT options are the surt profile's, not " + name + "'s")
	}
	return func(rawURL string) (string, error) {
		b, err := key(nil, rawURL)
		return string(b), err
	}
}

// Canon writes the canonical key of each line of lines by the profile p
// (package [canon]: SURT, the IA's, Google's, Safe Browsing's), as
// `iri canon --json --profile P` writes it: {"input": ..., "canonical":
// ...}, or {"input": ..., "error": ...} for a line that has no key (one
// that is empty once trimmed, a port out of range, and for safebrowsing
// a URL without "//").
//
// An unknown p.Name, or SURT options with a profile other than surt,
// makes Canon panic, as the command refuses them.
func Canon(s beam.Scope, p CanonProfile, lines beam.PCollection) beam.PCollection {
	p.key("Canon")
	return beam.ParDo(s.Scope("iribeam.Canon"), &canonFn{P: p}, lines)
}

// canonFn is the DoFn of Canon; Setup finds the key function once a
// worker.
type canonFn struct {
	P   CanonProfile
	key canonKey
}

func (f *canonFn) Setup() { f.key = f.P.key("Canon") }

func (f *canonFn) ProcessElement(line string) string {
	key, err := f.key(line)
	if err != nil {
		return canonErrorLine(line, err)
	}
	return resultLine(line, "canonical", key)
}

// canonErrorLine is the JSON object of a line that has no key, or no
// columns, as iri canon and iri site write it: {"input", "error"}, the
// message without the package's "canon: ".
func canonErrorLine(input string, err error) string {
	return jsonLine(struct {
		Input string `json:"input"`
		Error string `json:"error"`
	}{input, strings.TrimPrefix(message(err), "canon: ")})
}
