package inspect

import (
	"bytes"
	"encoding/json"
	"maps"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/check"
	"github.com/go-iri/iri/display"
	"github.com/go-iri/iri/internal/corpus"
)

// checkReport asserts what holds of every report: the cells are the
// input, character by character, in order, with a marker for each empty
// component and one for the end; each violation is marked on the cells it
// covers, in its lane, and no two violations of a lane overlap; a valid
// input's components are its text; the orders are permutations of its
// characters; each diff edits the rung below into the rung.
func checkReport(t testing.TB, r request, rep *report) {
	t.Helper()
	if rep.Input != r.IRI {
		t.Fatalf("input %q for %q", rep.Input, r.IRI)
	}
	// The page reads every list as one: none is null.
	b, err := json.Marshal(rep)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(b, []byte(":null")) {
		t.Fatalf("%q: a null in %s", r.IRI, b)
	}
	var text strings.Builder
	last, chars := -1, 0
	for k, c := range rep.Cells {
		if c.Offset < last {
			t.Fatalf("%q: cell %d at offset %d after %d", r.IRI, k, c.Offset, last)
		}
		last = c.Offset
		switch c.Kind {
		case "":
			if c.Offset != text.Len() {
				t.Fatalf("%q: cell %d at offset %d, want %d", r.IRI, k, c.Offset, text.Len())
			}
			if c.Length != len(c.Text) || c.Length == 0 {
				t.Fatalf("%q: cell %d of %q has length %d", r.IRI, k, c.Text, c.Length)
			}
			text.WriteString(c.Text)
			chars++
		case "end":
			if k != len(rep.Cells)-1 || c.Offset != len(r.IRI) || c.Length != 0 {
				t.Fatalf("%q: end cell %d at offset %d", r.IRI, k, c.Offset)
			}
		case "empty":
			if !rep.Valid || c.Text != "" {
				t.Fatalf("%q: empty cell %+v", r.IRI, c)
			}
		default:
			t.Fatalf("%q: cell kind %q", r.IRI, c.Kind)
		}
	}
	if rep.Characters != utf8.RuneCountInString(r.IRI) {
		t.Fatalf("%q: %d characters", r.IRI, rep.Characters)
	}
	if chars < rep.Characters {
		if len(rep.Cells) < maxCells || !strings.HasPrefix(r.IRI, text.String()) {
			t.Fatalf("%q: %d cells of %d characters", r.IRI, chars, rep.Characters)
		}
	} else if text.String() != r.IRI {
		t.Fatalf("%q: the cells read %q", r.IRI, text.String())
	}
	checkPlaced(t, r.IRI, rep.Cells, rep.Violations, rep.Found, rep.Lanes, checkerMarks)
	// The summary's counts are of every violation, not only of those
	// the report lists.
	severities := map[string]int{}
	for _, v := range check.Check(r.IRI).Violations {
		severities[v.Severity.String()]++
	}
	if !maps.Equal(rep.Severities, severities) {
		t.Fatalf("%q: severities %v, want %v", r.IRI, rep.Severities, severities)
	}
	checkWHATWG(t, r, rep)
	if !rep.Valid {
		if rep.Error == nil || rep.Forms != nil || rep.Bidi != nil {
			t.Fatalf("%q: invalid, error %v", r.IRI, rep.Error)
		}
		return
	}
	for _, c := range rep.Components {
		if c.Present && r.IRI[c.Start:c.End] != c.Text {
			t.Fatalf("%q: component %+v", r.IRI, c)
		}
	}
	// A character is drawn alike in the diagram and in the orders.
	drawn := map[int]string{}
	for _, c := range rep.Cells {
		if c.Kind == "" {
			drawn[c.Offset] = c.Glyph
		}
	}
	for _, o := range rep.Bidi.Orders {
		seen := map[int]bool{}
		for _, g := range o.Glyphs {
			if seen[g.Offset] || g.Offset < 0 || g.Offset >= len(r.IRI) {
				t.Fatalf("%q: %s: glyph %+v", r.IRI, o.Name, g)
			}
			if d, ok := drawn[g.Offset]; ok && d != g.Glyph {
				t.Fatalf("%q: %s: glyph %+v, drawn %q in the diagram", r.IRI, o.Name, g, d)
			}
			seen[g.Offset] = true
		}
		if len(o.Glyphs) != min(rep.Characters, maxCells) {
			t.Fatalf("%q: %s: %d glyphs", r.IRI, o.Name, len(o.Glyphs))
		}
	}
	below := r.IRI
	for _, g := range rep.Ladder {
		if a, b := applied(g.Changes); a != below || b != g.Text {
			t.Fatalf("%q: rung %s: the changes go from %q to %q", r.IRI, g.Name, a, b)
		}
		below = g.Text
	}
}

// checkPlaced asserts that the violations vs (the first of found) are
// placed under the cells as the page draws them: each marked, in the list
// of the cell marks gives, on the cells it covers and on no other; in one
// of the lanes, where no two overlap.
func checkPlaced(t testing.TB, input string, cells []cell, vs []violation, found, lanes int, marks func(*cell) *[]int) {
	t.Helper()
	if len(vs) != min(found, maxViolations) {
		t.Fatalf("%q: %d violations of %d", input, len(vs), found)
	}
	marked := make([]bool, len(vs))
	for k := range cells {
		c := &cells[k]
		for _, n := range *marks(c) {
			marked[n] = true
			v := vs[n]
			if c.Offset < v.Offset || c.Offset >= v.Offset+max(v.Length, 1) || c.Kind == "empty" {
				t.Fatalf("%q: violation %+v marked at offset %d", input, v, c.Offset)
			}
		}
	}
	laneEnd := make([]int, lanes)
	for n, v := range vs {
		if v.Lane < 0 || v.Lane >= lanes || v.Offset < laneEnd[v.Lane] {
			t.Fatalf("%q: violation %+v in lane %d of %d, which ends at %d", input, v, v.Lane, lanes, laneEnd[v.Lane])
		}
		laneEnd[v.Lane] = v.Offset + max(v.Length, 1)
		if !marked[n] && v.Offset < cells[len(cells)-1].Offset {
			t.Fatalf("%q: violation %+v under no character", input, v)
		}
	}
}

// applied returns the two strings an edit goes between.
func applied(pieces []piece) (a, b string) {
	for _, p := range pieces {
		if p.Edit != "added" {
			a += p.Text
		}
		if p.Edit != "removed" {
			b += p.Text
		}
	}
	return a, b
}

// TestAbsentAndEmpty: "http://a/?#" has an empty query and an empty
// fragment, which the diagram marks in their places; no userinfo and no
// port, which it does not; "file:///x" has an empty host.
func TestAbsentAndEmpty(t *testing.T) {
	rep := inspect(request{IRI: "http://a/?#"})
	checkReport(t, request{IRI: "http://a/?#"}, rep)
	present := map[string]string{}
	for _, c := range rep.Components {
		switch {
		case !c.Present:
			present[c.Name] = "absent"
		case c.Start == c.End:
			present[c.Name] = "empty"
		default:
			present[c.Name] = c.Text
		}
	}
	want := map[string]string{"scheme": "http", "userinfo": "absent", "host": "a", "port": "absent", "path": "/", "query": "empty", "fragment": "empty"}
	for name, w := range want {
		if present[name] != w {
			t.Errorf("%s: %q, want %q", name, present[name], w)
		}
	}
	var markers []string
	for _, c := range rep.Cells {
		if c.Kind != "" {
			markers = append(markers, c.Kind+" "+c.Component+" "+string(rune('0'+c.Offset)))
		}
	}
	if got := strings.Join(markers, ", "); got != "empty query :, empty fragment ;, end  ;" {
		t.Errorf("markers %q", got)
	}
	rep = inspect(request{IRI: "file:///x"})
	if h := rep.Components[2]; !h.Present || h.Start != 7 || h.End != 7 || h.Kind != "reg-name" || rep.Cells[7].Kind != "empty" || rep.Cells[7].Component != "host" {
		t.Errorf("file:///x: host %+v, cell %+v", h, rep.Cells[7])
	}
}

// TestViolationsUnderCharacters: each violation in a lane of its own where
// it overlaps another, marked on its characters, which are named.
func TestViolationsUnderCharacters(t *testing.T) {
	in := "HTTP://ex\u200bample.com/a%2fb"
	rep := inspect(request{IRI: in})
	checkReport(t, request{IRI: in}, rep)
	codes := map[string]violation{}
	for _, v := range rep.Violations {
		codes[v.Code] = v
	}
	if v, ok := codes["scheme/uppercase"]; !ok || v.Offset != 0 || v.Length != 4 || v.Chars[0].Name != "LATIN CAPITAL LETTER H" {
		t.Errorf("scheme/uppercase: %+v", v)
	}
	if v, ok := codes["pct/lowercase-hex"]; !ok || v.Component != "path" || v.Severity != "warning" {
		t.Errorf("pct/lowercase-hex: %+v", v)
	}
	zwsp := rep.Cells[9]
	if zwsp.CodePoint != "U+200B" || zwsp.Name != "ZERO WIDTH SPACE" || !zwsp.Invisible || zwsp.Glyph != "200B" || zwsp.Component != "host" {
		t.Errorf("the zero width space: %+v", zwsp)
	}
	// pct/encoded-slash and pct/lowercase-hex cover the same "%2f".
	if a, b := codes["pct/encoded-slash"], codes["pct/lowercase-hex"]; a.Lane == b.Lane || rep.Lanes < 2 {
		t.Errorf("overlapping violations in lanes %d and %d of %d", a.Lane, b.Lane, rep.Lanes)
	}
}

// TestBidiOrders: the visual orders are display's, character for
// character, each glyph coloured by the component of its offset.
func TestBidiOrders(t *testing.T) {
	in := "http://ab.גד.הו/זח/טי/kl.html" // RFC 3987 §4.4, example 6
	x := iri.MustParse(in)
	rep := inspect(request{IRI: in})
	checkReport(t, request{IRI: in}, rep)
	if !rep.Bidi.RTL || len(rep.Bidi.Orders) != 3 {
		t.Fatalf("bidi %+v", rep.Bidi)
	}
	for k, f := range []display.BidiForm{display.BidiEmbedding, display.BidiComponents} {
		var text strings.Builder
		for _, g := range rep.Bidi.Orders[k+1].Glyphs {
			text.WriteString(g.Text)
			if g.Component != componentAt(x, g.Offset) {
				t.Errorf("%s: glyph %+v", rep.Bidi.Orders[k+1].Name, g)
			}
		}
		if got, want := text.String(), f.VisualOrder(x); got != want {
			t.Errorf("%s: %q, want %q", rep.Bidi.Orders[k+1].Name, got, want)
		}
	}
	for k, f := range []display.BidiForm{display.BidiEmbedding, display.BidiIsolate, display.BidiComponents} {
		var text strings.Builder
		controls := 0
		for _, p := range rep.Bidi.Wrapped[k].Pieces {
			text.WriteString(p.Text)
			if p.Name != "" {
				controls++
			}
		}
		if text.String() != f.Wrap(x) || controls != utf8.RuneCountInString(f.Wrap(x))-utf8.RuneCountInString(in) {
			t.Errorf("%s: %+v", rep.Bidi.Wrapped[k].Name, rep.Bidi.Wrapped[k].Pieces)
		}
	}
}

func TestLadderChanges(t *testing.T) {
	in := "HTTP://Example.COM:80/a/./b/../%7e?q"
	rep := inspect(request{IRI: in})
	checkReport(t, request{IRI: in}, rep)
	var got []string
	for _, g := range rep.Ladder {
		got = append(got, g.Text)
	}
	want := []string{in, "http://example.com:80/a/~?q", "http://example.com:80/a/~?q", "http://example.com/a/~?q"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("ladder %q, want %q", got, want)
	}
	// On the scheme-based rung, only the default port goes.
	if ch := rep.Ladder[3].Changes; len(ch) != 3 || ch[1] != (piece{":80", "removed"}) {
		t.Errorf("scheme-based changes %+v", ch)
	}
}

func TestDiff(t *testing.T) {
	for _, c := range []struct{ a, b, want string }{
		{"", "", ""},
		{"abc", "abc", "abc"},
		{"HTTP://a", "http://a", "-HTTP+http://a"},
		{"a/./b/../c", "a/c", "a/-./b/../c"},
		{"%7e%7E", "~~", "-%7e%7E+~~"},
		{"xay", "xby", "x-a+by"},
		{"אב", "אגב", "א+גב"},
	} {
		var got strings.Builder
		for _, p := range diff(c.a, c.b) {
			got.WriteString(map[string]string{"": "", "removed": "-", "added": "+"}[p.Edit] + p.Text)
		}
		if got.String() != c.want {
			t.Errorf("diff(%q, %q) = %q, want %q", c.a, c.b, got.String(), c.want)
		}
	}
	// Past maxDiffCells, the middle is removed and added whole.
	a, b := "x"+strings.Repeat("ab", 300)+"y", "x"+strings.Repeat("ba", 300)+"y"
	if p := diff(a, b); len(p) != 4 || p[1].Edit != "removed" || p[2].Edit != "added" {
		t.Errorf("a long diff: %d pieces", len(p))
	}
}

// TestLongInputs: the hostile shapes of the scaling benchmarks, and a few
// of the inspector's own, at the largest size the endpoint takes, give
// whole reports with the long parts cut.
func TestLongInputs(t *testing.T) {
	if testing.Short() {
		t.Skip("analyses 64 KiB inputs: 30 s under -race")
	}
	shapes := append([]corpus.Shape{
		{Name: "spaces", Make: func(n int) string { return "http://a/" + strings.Repeat(" ", n) }},
		{Name: "controls", Make: func(n int) string { return strings.Repeat("\x01", n) }},
		{Name: "hebrew", Make: func(n int) string { return "http://a/" + strings.Repeat("אב/12.", n/8) }},
		{Name: "invalid-utf8", Make: func(n int) string { return "http://a/" + strings.Repeat("\xff", n) }},
	}, corpus.Shapes...)
	for _, s := range shapes {
		in := s.Make(MaxInput - 64)
		for _, r := range []request{{IRI: in}, {IRI: in, Base: in, Other: in}} {
			rep := inspect(r)
			checkReport(t, r, rep)
			if len(rep.Cells) > maxCells+8 {
				t.Errorf("%s: %d cells", s.Name, len(rep.Cells))
			}
		}
	}
}

func FuzzInspect(f *testing.F) {
	for _, s := range []string{"", "http://a/?#", "HTTP://ex\u200bample.com/a%2fb", "http://ab.גד.הו/זח/טי/kl.html", "http://a/b c", "file:///x", "\xff", "a:", "//[::1]:80", "http://%e4/"} {
		f.Add(s, "http://a/b/c/d;p?q", s)
	}
	// Where a browser reads otherwise (the WHATWG reading), with and
	// without a base, and with one a browser rejects.
	for _, s := range []string{`http:\\example.com\x`, "https://EXAMPLE.com:443/a/../b", "http://a b/", "  http://a/\tb|c "} {
		f.Add(s, "", "")
		f.Add(s, "http://a/", "")
		f.Add(s, "no base", "")
	}
	f.Fuzz(func(t *testing.T, s, base, other string) {
		r := request{IRI: s, Base: base, Other: other}
		rep := inspect(r)
		checkReport(t, r, rep)
		if rep.Resolve != nil && rep.Resolve.Relativizes && !rep.Resolve.RoundTrip {
			t.Fatalf("%q against %q: %+v", s, base, rep.Resolve)
		}
	})
}

// TestDisplayKeepsUnsafeLabels: the form for display shows hosts as
// display.Hosts{} does: an unsafe label stays in ACE form,
// with the reason.
func TestDisplayKeepsUnsafeLabels(t *testing.T) {
	f := mapForms(iri.MustParse("http://xn--80ak6aa92e.com/"))
	if f.Display != "http://xn--80ak6aa92e.com/" || len(f.DisplayKept) != 1 || f.DisplayKept[0].ULabel != "аррӏе" ||
		f.DisplayKept[0].Findings[0].Reason.String() != "whole-script confusable with Latin" {
		t.Errorf("%+v", f)
	}
	if f := mapForms(iri.MustParse("http://xn--bcher-kva.example/")); f.Display != "http://bücher.example/" || f.DisplayKept != nil {
		t.Errorf("%+v", f)
	}
}
