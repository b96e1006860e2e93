package canon

import (
	"maps"
	"slices"
)

// A Key appends the canonical key of rawURL to dst, or says why rawURL
// has none.
type Key func(dst []byte, rawURL string) ([]byte, error)

// profiles are the keys by the names `iri canon --profile` gives them,
// each made of the options of the surt profile, which only surt takes.
var profiles = map[string]func(SURT) Key{
	"surt":         func(s SURT) Key { return s.AppendKey },
	"ia":           fixed(appendString(IA{}.Canonical)),
	"google":       fixed(appendString(Google)),
	"safebrowsing": fixed(SafeBrowsing{}.AppendCanonical),

	"urlcanon-whatwg":           fixed(URLCanonWHATWG.AppendCanonical),
	"urlcanon-google":           fixed(URLCanonGoogle.AppendCanonical),
	"urlcanon-semantic-precise": fixed(URLCanonSemanticPrecise.AppendCanonical),
	"urlcanon-aggressive":       fixed(URLCanonAggressive.AppendCanonical),
	"urlcanon-surt":             fixed(URLCanonSURT{}.AppendKey),
	"ssurt":                     fixed(AppendSSURT),
}

// ProfileKey returns the key of the profile name, as `iri canon
// --profile` and iribeam.Canon name them: "surt" ([SURT], configured by
// s), "ia" ([IA]), "google" ([Google]), "safebrowsing" ([SafeBrowsing]'s
// canonical URL), "urlcanon-whatwg", "urlcanon-google",
// "urlcanon-semantic-precise", "urlcanon-aggressive" ([URLCanon]),
// "urlcanon-surt" ([URLCanonSURT]) and "ssurt" ([SSURT]). The other
// profiles take no options and ignore s. It reports false for a name
// that is no profile.
func ProfileKey(name string, s SURT) (Key, bool) {
	f, ok := profiles[name]
	if !ok {
		return nil, false
	}
	return f(s), true
}

// Profiles lists the names of ProfileKey's profiles: "surt", the
// default, first, the others in sorted order.
func Profiles() []string {
	names := slices.Sorted(maps.Keys(profiles))
	i := slices.Index(names, "surt")
	return append([]string{"surt"}, slices.Delete(names, i, i+1)...)
}

// fixed is the entry of profiles of a key without options.
func fixed(key Key) func(SURT) Key { return func(SURT) Key { return key } }

// appendString makes a Key of a function that returns a string.
func appendString(f func(string) (string, error)) Key {
	return func(dst []byte, rawURL string) ([]byte, error) {
		s, err := f(rawURL)
		return append(dst, s...), err
	}
}
