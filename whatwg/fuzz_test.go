package whatwg

import (
	"testing"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/htmlindex"
)

// fuzzEncodings are the query encodings FuzzWHATWGParse chooses from: UTF-8
// (nil), and one of each kind of legacy encoder.
var fuzzEncodings = []string{"", "windows-1252", "shift_jis", "euc-jp", "iso-2022-jp", "gb18030", "gbk", "big5", "euc-kr", "iso-8859-2"}

// FuzzWHATWGParse parses any input against any base (none if empty), with
// a query encoding, and sets every attribute of the result to any value:
// no panic, invalid UTF-8 included; Parse and Validate agree; every URL
// made, by the parser or a setter, has an ASCII href that parses to the
// same URL, and converts to a valid IRI (checkURL).
func FuzzWHATWGParse(f *testing.F) {
	for i, seed := range suiteSeeds(f) {
		f.Add(seed[0], seed[1], seed[2], uint8(i))
	}
	f.Add("http://a\xffb/\xfe?\x80#\xc3", "", "\xff", uint8(0))
	f.Add("http://a/?\u203e\\\u000e\uff61\u2212\ue5e5", "", "", uint8(4))
	f.Fuzz(func(t *testing.T, input, base, value string, enc uint8) {
		var e encoding.Encoding
		if label := fuzzEncodings[int(enc)%len(fuzzEncodings)]; label != "" {
			e, _ = htmlindex.Get(label)
		}
		checkParse(t, input, base, value, e)
	})
}
