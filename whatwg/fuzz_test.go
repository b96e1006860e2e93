package whatwg

import "testing"

// FuzzWHATWGParse parses any input against any base (none if empty) and
// sets every attribute of the result to any value: no panic, invalid UTF-8
// included; Parse and Validate agree; every URL made, by the parser or a
// setter, has an ASCII href that parses to the same URL, and converts to
// a valid IRI (checkURL).
func FuzzWHATWGParse(f *testing.F) {
	for _, seed := range suiteSeeds(&testing.T{}) {
		f.Add(seed[0], seed[1], seed[2])
	}
	f.Add("http://a\xffb/\xfe?\x80#\xc3", "", "\xff")
	f.Fuzz(func(t *testing.T, input, base, value string) {
		checkParse(t, input, base, value)
	})
}
