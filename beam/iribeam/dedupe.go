package iribeam

import (
	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/go-iri/iri"
)

// Dedupe groups the lines of lines that are the same IRI at the rung
// c.Level of the ladder of RFC 3987 §5.3, those with the same
// iri.Comparer.Key, and writes one JSON object per group:
// {"key": the key, "iri": a representative, "count": the lines in the
// group}. The representative is the least of the group's lines in byte
// order, so that every runner, every run, picks the same. A line that is
// not an IRI reference gets its own object with "error", as in
// `iri normalize --json`; it is neither grouped nor dropped.
//
// c.Level and c.Characters travel with the transform; c.Schemes and
// c.Protocol cannot, and Dedupe panics if either is set.
func Dedupe(s beam.Scope, c iri.Comparer, lines beam.PCollection) beam.PCollection {
	s = s.Scope("iribeam.Dedupe")
	keyed, bad := beam.ParDo2(s, &keyFn{portable("Dedupe", c)}, lines)
	groups := beam.CombinePerKey(s, &groupFn{}, keyed)
	return beam.Flatten(s, beam.ParDo(s, groupJSON, groups), bad)
}

// keyFn is the first DoFn of Dedupe: each IRI under its key, each bad
// line as its error.
type keyFn struct {
	C comparer
}

func (f *keyFn) ProcessElement(line string, keyed func(string, string), bad func(string)) {
	x, err := iri.Parse(line)
	if err != nil {
		bad(errorLine(line, err))
		return
	}
	keyed(f.C.Comparer().Key(x), line)
}

// A group is the lines of one key, as far as Dedupe keeps them: the least
// and the number.
type group struct {
	IRI   string
	Count int64
}

// groupFn is the CombineFn of Dedupe.
type groupFn struct{}

func (*groupFn) AddInput(g group, line string) group {
	return (*groupFn)(nil).MergeAccumulators(g, group{line, 1})
}

func (*groupFn) MergeAccumulators(a, b group) group {
	if a.Count == 0 || b.Count > 0 && b.IRI < a.IRI {
		a.IRI = b.IRI
	}
	a.Count += b.Count
	return a
}

// groupJSON is the JSON object of a group.
func groupJSON(key string, g group) string {
	return jsonLine(struct {
		Key   string `json:"key"`
		IRI   string `json:"iri"`
		Count int64  `json:"count"`
	}{key, g.IRI, g.Count})
}
