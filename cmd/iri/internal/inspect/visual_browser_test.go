package inspect

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/display"
	"github.com/go-iri/iri/internal/corpus"
	"github.com/go-iri/iri/internal/props"
)

// measureScript returns, for each character of the text of the element
// the selector finds (laid out on one line), its index in UTF-16 code
// units, the left edge of its box and its width, as Chromium lays it out.
const measureScript = `((selector, nth) => {
  const root = document.querySelectorAll(selector)[nth];
  root.style.whiteSpace = "nowrap";
  root.style.wordBreak = "normal";
  const out = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  let index = 0;
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    for (let i = 0; i < n.data.length; ) {
      const size = n.data.codePointAt(i) > 0xffff ? 2 : 1;
      range.setStart(n, i);
      range.setEnd(n, i + size);
      const box = range.getBoundingClientRect();
      out.push([index, box.left, box.width]);
      i += size;
      index += size;
    }
  }
  return JSON.stringify(out);
})`

// laidOut returns the byte offsets in text of its characters, in the order,
// left to right, in which Chromium shows them in the element; characters
// it draws with no width (controls, zero-width spaces) are left out.
func laidOut(t *testing.T, b *devtoolsPage, selector string, nth int, text string) []int {
	t.Helper()
	var boxes [][3]float64
	if err := json.Unmarshal([]byte(b.eval(fmt.Sprintf("%s(%q, %d)", measureScript, selector, nth))), &boxes); err != nil {
		t.Fatal(err)
	}
	byUnit := map[int]int{} // UTF-16 index to byte offset
	unit := 0
	for i, r := range text {
		byUnit[unit] = i
		unit += utf16Len(r)
	}
	if n := utf8.RuneCountInString(text); n != len(boxes) {
		t.Fatalf("%q in %s[%d]: %d characters laid out, want %d", text, selector, nth, len(boxes), n)
	}
	slices.SortStableFunc(boxes, func(a, b [3]float64) int {
		switch {
		case a[1] < b[1]:
			return -1
		case a[1] > b[1]:
			return 1
		}
		return 0
	})
	var offsets []int
	for _, box := range boxes {
		if box[2] > 0 {
			offsets = append(offsets, byUnit[int(box[0])])
		}
	}
	return offsets
}

func utf16Len(r rune) int {
	if r > 0xFFFF {
		return 2
	}
	return 1
}

// inIRI maps the byte offsets of a wrapped form (the IRI with controls
// added) to those of the IRI: the added controls have no width, so they
// are not among them.
func inIRI(wrapped, s string, offsets []int) []int {
	at := map[int]int{}
	j := 0
	for i, r := range wrapped {
		if c, size := utf8.DecodeRuneInString(s[j:]); size > 0 && c == r {
			at[i] = j
			j += size
		}
	}
	out := make([]int, 0, len(offsets))
	for _, o := range offsets {
		if k, ok := at[o]; ok {
			out = append(out, k)
		}
	}
	return out
}

// shownIn returns the offsets of want, in its order, that shown has too.
func shownIn(want, shown []int) []int {
	has := map[int]bool{}
	for _, o := range shown {
		has[o] = true
	}
	var out []int
	for _, o := range want {
		if has[o] {
			out = append(out, o)
		}
	}
	return out
}

// unseen returns the offsets of want, in its order, that shown lacks
// although their character has a width: not a control, a format
// character (a bidi control, a zero-width space) or a combining mark,
// which the browser may draw with none. A page that shows nothing, or
// the wrong text, shows none of them.
func unseen(s string, want, shown []int) []int {
	var out []int
	for _, o := range want {
		r, _ := utf8.DecodeRuneInString(s[o:])
		if !slices.Contains(shown, o) && !unicode.In(r, unicode.Cc, unicode.Cf, unicode.Mn, unicode.Me) {
			out = append(out, o)
		}
	}
	return out
}

func spell(s string, offsets []int) string {
	var b strings.Builder
	for _, o := range offsets {
		r, _ := utf8.DecodeRuneInString(s[o:])
		b.WriteRune(r)
	}
	return b.String()
}

// TestBrowserAgreesOnVisualOrder holds display's visual orders against
// Chromium's own implementation of the Unicode Bidirectional Algorithm:
// the page shows each IRI as the browser lays it out, in a left-to-right
// element, and each wrapped form in a right-to-left paragraph; the order
// of the characters on the screen, left to right, is the order
// display.BidiForm.VisualOffsets gives. The inputs are the hard cases of RFC
// 3987 §4.4 (numbers beside right-to-left text, percent-encodings), a few
// of brackets and Arabic digits, and the first right-to-left IRIs of the
// corpus (when ../shared/bench is there).
func TestBrowserAgreesOnVisualOrder(t *testing.T) {
	chromium := browser(t)
	inputs := []string{
		"http://ab.גדה123וזח.ij/kl/mn/op.html",    // RFC 3987 §4.4, example 7
		"http://ab.cd.ef/גה1/2יט/כל.html",         // example 8
		"http://ab.cd.ef/גה%31/%32יט/כל.html",     // example 9
		"http://ab.גדהוזח.123/kl/mn/op.html",      // example 10
		"http://ab.גדהוזח.123ij/kl/mn/op.html",    // example 11
		"http://AB.CD.EF/GH/IJ/KL?MN=OP;QR=ST#UV", // no right-to-left text: nothing moves
		"http://a/א(ב)ג?ד(1)=ה",
		"http://a/\u05d0(1)\u0661?\u0627=\u06f1",
		"http://\u0645\u062b\u0627\u0644.example/a/../\u05e9\u05dc\u05d5\u05dd/\u05e2\u05d5\u05dc\u05dd1.html?q=a\u200bb#top",
	}
	lines := corpus.LinesIfPresent(t, "corpus-iri.txt")
	for _, s := range lines {
		if len(inputs) == 200 {
			break
		}
		if _, err := iri.Parse(s); err == nil && props.HasRTL(s) {
			inputs = append(inputs, s)
		}
	}
	b := openPage(t, chromium)
	for _, s := range inputs {
		x := iri.MustParse(s)
		hash, _ := json.Marshal(strings.TrimPrefix(pageAddress("", request{IRI: s}), "#"))
		b.eval(`window.next = ` + rendered + `; location.hash = ` + string(hash) + `; "set"`)
		if state := b.eval(`window.next`); state != "ready" {
			t.Fatalf("%q: the page's state %q", s, state)
		}
		check := func(where string, shown, want []int) {
			t.Helper()
			if missing := unseen(s, want, shown); len(missing) > 0 {
				t.Errorf("%q %s: Chromium shows no %s", s, where, spell(s, missing))
			}
			if want = shownIn(want, shown); !slices.Equal(shown, want) {
				t.Errorf("%q %s:\n Chromium shows %s\n display gives  %s", s, where, spell(s, shown), spell(s, want))
			}
		}
		check("in a left-to-right element", laidOut(t, b, "#rendered-ltr bdi", 0, s), display.BidiEmbedding.VisualOffsets(x))
		for k, f := range []display.BidiForm{display.BidiEmbedding, display.BidiIsolate, display.BidiComponents} {
			wrapped := f.Wrap(x)
			shown := inIRI(wrapped, s, laidOut(t, b, ".wrapped .in-rtl", k, wrapped))
			want := f.VisualOffsets(x)
			if f == display.BidiIsolate {
				want = display.BidiEmbedding.VisualOffsets(x) // the isolate displays as the embedding
			}
			check(displayForms[k].name+", in a right-to-left paragraph", shown, want)
		}
	}
	t.Logf("%d IRIs, %d of them from the corpus", len(inputs), len(inputs)-9)
}
