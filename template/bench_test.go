package template

import "testing"

// BenchmarkParse parses the spec examples of RFC 6570, one an operation.
func BenchmarkParse(b *testing.B) {
	cases := suiteCases(b, "spec-examples.json", 64)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		_, _ = Parse(cases[i].template)
		if i++; i == len(cases) {
			i = 0
		}
	}
}

// BenchmarkAppendExpand expands the spec examples into a reused buffer.
func BenchmarkAppendExpand(b *testing.B) {
	cases := suiteCases(b, "spec-examples.json", 64)
	tmpls := make([]Template, len(cases))
	for i, c := range cases {
		tmpls[i] = MustParse(c.template)
	}
	buf := make([]byte, 0, 256)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		buf, _ = tmpls[i].AppendExpand(buf[:0], cases[i].vars)
		if i++; i == len(cases) {
			i = 0
		}
	}
}
