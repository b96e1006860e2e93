package inspect

import (
	"encoding/json"
	"testing"
)

// TestPatternMatch: the report's URL pattern: a match and its groups
// (null for none, an unmatched optional group not matched), the compiled
// components; a relative pattern against the page's base; a pattern
// that does not compile, where and why; an input a browser does not read.
func TestPatternMatch(t *testing.T) {
	for _, tt := range []struct {
		req  request
		want string
	}{
		{request{IRI: "https://www.example.org/books/42", Pattern: "https://*.example.org/books/:id{/:part}?"},
			`{"pattern":"https://*.example.org/books/:id{/:part}?","components":[{"name":"protocol","pattern":"https"},{"name":"username","pattern":"*"},{"name":"password","pattern":"*"},{"name":"hostname","pattern":"*.example.org"},{"name":"port","pattern":""},{"name":"pathname","pattern":"/books/:id/:part?"},{"name":"search","pattern":"*"},{"name":"hash","pattern":"*"}],"notURL":false,"match":true,"groups":[{"name":"hostname","groups":[{"name":"0","value":"www","matched":true}]},{"name":"pathname","groups":[{"name":"id","value":"42","matched":true},{"name":"part","value":"","matched":false}]}]}`},
		{request{IRI: "7", Base: "https://a/books/", Pattern: "/books/:id"},
			`{"pattern":"/books/:id","components":[{"name":"protocol","pattern":"https"},{"name":"username","pattern":"*"},{"name":"password","pattern":"*"},{"name":"hostname","pattern":"a"},{"name":"port","pattern":""},{"name":"pathname","pattern":"/books/:id"},{"name":"search","pattern":"*"},{"name":"hash","pattern":"*"}],"notURL":false,"match":true,"groups":[{"name":"pathname","groups":[{"name":"id","value":"7","matched":true}]}]}`},
		{request{IRI: "http://a/", Pattern: "http://a/(x"},
			`{"pattern":"http://a/(x","error":{"message":"pathname \"/(x\" at offset 1: a regexp group is not closed","component":"pathname","input":"/(x","offset":1},"components":[],"notURL":false,"match":false,"groups":[]}`},
		{request{IRI: "http://a:x/", Pattern: "http://a/*"},
			`{"pattern":"http://a/*","components":[{"name":"protocol","pattern":"http"},{"name":"username","pattern":"*"},{"name":"password","pattern":"*"},{"name":"hostname","pattern":"a"},{"name":"port","pattern":""},{"name":"pathname","pattern":"/*"},{"name":"search","pattern":"*"},{"name":"hash","pattern":"*"}],"notURL":true,"match":false,"groups":[]}`},
	} {
		got, err := json.Marshal(inspect(tt.req).Pattern)
		if err != nil || string(got) != tt.want {
			t.Errorf("%+v:\n got %s\nwant %s", tt.req, got, tt.want)
		}
	}
	if inspect(request{IRI: "http://a/"}).Pattern != nil {
		t.Error("a pattern without one asked for")
	}
}
