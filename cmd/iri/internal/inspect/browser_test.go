package inspect

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"net"
	"net/url"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/check"
	"github.com/go-iri/iri/display"
	"golang.org/x/net/html"
)

// The browser tests load the page in headless Chromium (Debian's
// chromium package; CI installs it) and check what it shows. They install
// nothing, and skip where no browser is found, unless IRI_REQUIRE_BROWSER
// is set (CI sets it): there a missing browser is a failure, so that the
// tests cannot pass by not running.

var screenshot = flag.String("screenshot", "", "write a screenshot of the inspector page to this PNG file (TestScreenshot)")

// browser returns the path of a Chromium, or skips the test.
func browser(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("starts a browser")
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if path, err := exec.LookPath(name); err == nil {
			return path
		}
	}
	const missing = "no Chromium found (chromium, chromium-browser, google-chrome on $PATH): the browser tests need one; on Debian, apt-get install chromium"
	if os.Getenv("IRI_REQUIRE_BROWSER") != "" {
		t.Fatal(missing + " (IRI_REQUIRE_BROWSER is set)")
	}
	t.Skip(missing)
	return ""
}

// browserFlags are the flags every run of the browser takes: headless, in
// a profile of its own, and fetching nothing of its own accord.
func browserFlags(t *testing.T) []string {
	return []string{
		"--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--user-data-dir=" + t.TempDir(),
	}
}

// startServer serves the inspector on a free port of the loopback address
// until the test ends, and returns the page's address.
func startServer(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- Serve(ctx, ln) }()
	t.Cleanup(func() {
		stop()
		if err := <-done; err != nil {
			t.Errorf("Serve: %v", err)
		}
	})
	return "http://" + ln.Addr().String() + "/"
}

// pageAddress writes the inputs into the page's fragment, as the page
// does.
func pageAddress(page string, in request) string {
	var parts []string
	for _, f := range []struct{ name, value string }{{"iri", in.IRI}, {"base", in.Base}, {"other", in.Other}, {"pattern", in.Pattern}} {
		if f.value != "" {
			parts = append(parts, f.name+"="+strings.ReplaceAll(url.QueryEscape(f.value), "+", "%20"))
		}
	}
	return page + "#" + strings.Join(parts, "&")
}

// loadPage loads the page in the browser with the inputs in its fragment,
// lets it run (in virtual time, which waits for the page's requests to
// the server), and returns the document it has built.
func loadPage(t *testing.T, chromium, page string, in request) *html.Node {
	t.Helper()
	args := append(browserFlags(t), "--virtual-time-budget=30000", "--dump-dom", pageAddress(page, in))
	cmd := exec.Command(chromium, args...)
	endWithTest(cmd)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("chromium --dump-dom: %v\n%s", err, stderr.Bytes())
	}
	doc, err := html.Parse(bytes.NewReader(out))
	if err != nil {
		t.Fatal(err)
	}
	if state := attr(find(doc, func(n *html.Node) bool { return n.Data == "body" }), "data-state"); state != "ready" && state != "error" {
		t.Fatalf("the page did not render (body data-state %q):\n%s", state, out)
	}
	return doc
}

// find returns the first element of the tree at n for which match is
// true, nil if none.
func find(n *html.Node, match func(*html.Node) bool) *html.Node {
	if n.Type == html.ElementNode && match(n) {
		return n
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if m := find(c, match); m != nil {
			return m
		}
	}
	return nil
}

func findAll(n *html.Node, match func(*html.Node) bool) []*html.Node {
	var all []*html.Node
	if n.Type == html.ElementNode && match(n) {
		all = append(all, n)
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		all = append(all, findAll(c, match)...)
	}
	return all
}

func attr(n *html.Node, name string) string {
	if n == nil {
		return ""
	}
	for _, a := range n.Attr {
		if a.Key == name {
			return a.Val
		}
	}
	return ""
}

func hasClass(n *html.Node, class string) bool {
	for _, c := range strings.Fields(attr(n, "class")) {
		if c == class {
			return true
		}
	}
	return false
}

// text returns the text of n and its descendants, as textContent does.
func text(n *html.Node) string {
	if n == nil {
		return ""
	}
	if n.Type == html.TextNode {
		return n.Data
	}
	var b strings.Builder
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		b.WriteString(text(c))
	}
	return b.String()
}

// byID returns the text of the element with the id, and fails the test
// if there is none.
func byID(t *testing.T, doc *html.Node, id string) string {
	t.Helper()
	n := find(doc, func(n *html.Node) bool { return attr(n, "id") == id })
	if n == nil {
		t.Fatalf("no element #%s", id)
	}
	return text(n)
}

func wantText(t *testing.T, doc *html.Node, id string, wants ...string) {
	t.Helper()
	got := byID(t, doc, id)
	for _, w := range wants {
		if !strings.Contains(got, w) {
			t.Errorf("#%s does not show %q; it shows %q", id, w, got)
		}
	}
}

// TestBrowserRightToLeftIDN: an IDN with a right-to-left path, in the
// page as a browser builds it: its components, its forms, its characters
// named, and its visual order as display computes it.
func TestBrowserRightToLeftIDN(t *testing.T) {
	chromium := browser(t)
	page := startServer(t)
	in := "http://مثال.example/שלום/עולם.html?ש=1"
	doc := loadPage(t, chromium, page, request{IRI: in})
	wantText(t, doc, "summary", "valid IRI", "not a URI", "host: reg-name")
	wantText(t, doc, "components", "host", "مثال.example", "7–23", "reg-name", "userinfo", "absent")
	wantText(t, doc, "form-idna", "http://xn--mgbh0fb.example/%D7%A9%D7%9C%D7%95%D7%9D/")
	wantText(t, doc, "chars", "U+0645", "ARABIC LETTER MEEM", "HEBREW LETTER SHIN", "right-to-left")
	// The orders, character by character, as display computes them.
	x := iri.MustParse(in)
	orders := findAll(doc, func(n *html.Node) bool { return hasClass(n, "order") })
	if len(orders) != 3 {
		t.Fatalf("%d orders", len(orders))
	}
	for k, want := range []string{in, display.BidiEmbedding.VisualOrder(x), display.BidiComponents.VisualOrder(x)} {
		var got strings.Builder
		for _, ch := range findAll(orders[k], func(n *html.Node) bool { return hasClass(n, "ch") }) {
			got.WriteString(text(ch))
		}
		if got.String() != want {
			t.Errorf("order %d shows %q, want %q", k, got.String(), want)
		}
	}
	// The host is coloured as the host in the visual order too.
	first := find(orders[1], func(n *html.Node) bool { return hasClass(n, "c-host") })
	if first == nil || attr(first, "title") != "byte 13 · host" {
		t.Errorf("the first host glyph of the visual order: %q", attr(first, "title"))
	}
	// A browser reads it as RFC 3987 does, and shows it alike.
	wantText(t, doc, "summary", "a browser reads it the same")
	wantText(t, doc, "whatwg-versus", "The same")
	wantText(t, doc, "whatwg-display", in)
	wantText(t, doc, "whatwg-errors", "None")
}

// TestBrowserWHATWG: inputs a browser reads otherwise than RFC 3987: one
// RFC 3987 rejects, its validation errors under their characters; one
// both read, the attributes that differ marked, and the edit from the
// one reading to the other.
func TestBrowserWHATWG(t *testing.T) {
	chromium := browser(t)
	page := startServer(t)
	doc := loadPage(t, chromium, page, request{IRI: `http:\\example.com\a b`})
	wantText(t, doc, "summary", "not an IRI reference", "a browser reads it differently")
	wantText(t, doc, "whatwg-versus", "RFC 3987 rejects it, a browser reads it")
	wantText(t, doc, "whatwg-rfc", "invalid character U+005C")
	wantText(t, doc, "whatwg-href", "http://example.com/a%20b")
	wantText(t, doc, "whatwg-errors", "special-scheme-missing-following-solidus", "invalid-reverse-solidus", "invalid-URL-unit", "U+0020 SPACE", "byte 20")
	diagram := find(doc, func(n *html.Node) bool { return attr(n, "id") == "whatwg-diagram" })
	for offset, want := range map[string]string{"5": "1", "6": "2", "18": "3", "20": "4"} {
		col := find(diagram, func(n *html.Node) bool { return hasClass(n, "col") && attr(n, "data-offset") == offset })
		lane := find(col, func(n *html.Node) bool { return hasClass(n, "lane") && hasClass(n, "sev-warning") })
		if lane == nil || text(lane) != want {
			t.Errorf("under the character at byte %s: %q, want validation error %s", offset, text(lane), want)
		}
	}

	doc = loadPage(t, chromium, page, request{IRI: "https://EXAMPLE.com:443/a/../b", Base: "http://a/"})
	wantText(t, doc, "summary", "valid IRI", "a browser reads it differently")
	wantText(t, doc, "whatwg-versus", "They differ", "the same resource from the scheme rung")
	wantText(t, doc, "whatwg-rfc", "https://EXAMPLE.com:443/b")
	wantText(t, doc, "whatwg-href", "https://example.com/b")
	wantText(t, doc, "whatwg-target", "https://example.com/b", "not RFC 3986's target")
	changes := find(doc, func(n *html.Node) bool { return attr(n, "id") == "whatwg-changes" })
	var removed, added []string
	for _, n := range findAll(changes, func(n *html.Node) bool { return n.Data == "del" || n.Data == "ins" }) {
		if n.Data == "del" {
			removed = append(removed, text(n))
		} else {
			added = append(added, text(n))
		}
	}
	if strings.Join(removed, " ") != "EXAMPLE :443" || strings.Join(added, " ") != "example" {
		t.Errorf("the changes from RFC 3987's reading to the href: removed %q, added %q", removed, added)
	}
	var differ []string
	for _, row := range findAll(doc, func(n *html.Node) bool { return n.Data == "tr" && attr(n, "data-attribute") != "" }) {
		if hasClass(row, "differ") {
			differ = append(differ, attr(row, "data-attribute"))
		}
	}
	if got := strings.Join(differ, " "); got != "host hostname port" {
		t.Errorf("the attributes marked as differing: %q", got)
	}
}

// TestBrowserInvalidIRI: an input that is not an IRI is shown, with why
// and where: the violation is placed under its character.
func TestBrowserInvalidIRI(t *testing.T) {
	chromium := browser(t)
	page := startServer(t)
	doc := loadPage(t, chromium, page, request{IRI: "http://a/b c\u200b"})
	wantText(t, doc, "summary", "not an IRI reference", "iri: invalid character U+0020 in path at offset 10", "As a Web Address", "http://a/b%20c\u200b", "space-encoded at offset 10")
	wantText(t, doc, "violations", "char/space", "U+0020 SPACE", "3987bis §7.3")
	wantText(t, doc, "chars", "U+200B", "ZERO WIDTH SPACE", "invisible")
	col := find(doc, func(n *html.Node) bool { return hasClass(n, "col") && attr(n, "data-offset") == "10" })
	lane := find(col, func(n *html.Node) bool { return hasClass(n, "lane") && hasClass(n, "sev-error") })
	if lane == nil || text(lane) != "1" || !strings.Contains(attr(lane, "title"), "char/space") {
		t.Errorf("no violation 1 under the space: %q", attr(lane, "title"))
	}
	// The summary counts every violation, past the maxViolations the
	// report lists.
	in := "http://a/" + strings.Repeat(" ", maxViolations+10)
	errs := 0
	for _, v := range check.Check(in).Violations {
		if v.Severity == check.SeverityError {
			errs++
		}
	}
	if errs <= maxViolations {
		t.Fatalf("%d errors in the long input", errs)
	}
	doc = loadPage(t, chromium, page, request{IRI: in})
	wantText(t, doc, "summary", fmt.Sprintf("%d errors", errs))
}

// TestBrowserResolution: a base and a reference, from RFC 3986 §5.4.1's
// examples, resolved, and the shortest reference back.
func TestBrowserResolution(t *testing.T) {
	chromium := browser(t)
	page := startServer(t)
	doc := loadPage(t, chromium, page, request{IRI: "../g?y#s", Base: "http://a/b/c/d;p?q", Other: "HTTP://A/b/g?y#s"})
	wantText(t, doc, "summary", "valid relative reference")
	wantText(t, doc, "target", "http://a/b/g?y#s")
	wantText(t, doc, "relative", "../g?y#s", "resolves back to the target")
	wantText(t, doc, "compare", "Different on every rung")
}

// TestBrowserTooLong: an input past the bound is refused, in the page.
func TestBrowserTooLong(t *testing.T) {
	chromium := browser(t)
	page := startServer(t)
	doc := loadPage(t, chromium, page, request{IRI: "http://a/" + strings.Repeat("a", MaxInput)})
	wantText(t, doc, "status", "more than the 65536 bytes (64 KiB) the inspector takes")
}

// TestBrowserTyping types into the page's input box, through the Chrome
// DevTools Protocol, and sees the page answer: the analysis of what was
// typed, and the fragment that shares it.
func TestBrowserTyping(t *testing.T) {
	b := openPage(t, browser(t))
	// With every box empty, the page offers examples; a click on one
	// loads it, through the fragment.
	if got := b.eval(`document.getElementById("intro").checkVisibility()`); got != "true" {
		t.Errorf("the examples are not shown on the empty page")
	}
	b.eval(`window.next = ` + rendered + `; document.querySelector("#examples a[href*='base=']").click(); "clicked"`)
	if state := b.eval(`window.next`); state != "ready" {
		t.Fatalf("the page's state after a click on an example: %q", state)
	}
	if got := b.eval(`document.getElementById("target").textContent`); !strings.Contains(got, "http://a/b/g?y#s") {
		t.Errorf("the example's target: %q", got)
	}
	if got := b.eval(`document.getElementById("intro").checkVisibility()`); got != "false" {
		t.Errorf("the examples are still shown")
	}
	b.eval(`window.next = ` + rendered + `; location.hash = ""; "cleared"`)
	b.eval(`window.next`)
	b.eval(`window.next = ` + rendered + `; document.getElementById("iri").focus(); "focused"`)
	b.call("Input.insertText", map[string]any{"text": "HTTP://ex\u200bample.org/a b"})
	if state := b.eval(`window.next`); state != "ready" {
		t.Fatalf("the page's state after typing: %q", state)
	}
	if got := b.eval(`location.hash`); got != "#iri=HTTP%3A%2F%2Fex%E2%80%8Bample.org%2Fa%20b" {
		t.Errorf("the fragment after typing: %q", got)
	}
	if got := b.eval(`document.getElementById("violations").textContent`); !strings.Contains(got, "char/space") {
		t.Errorf("the violations of what was typed: %q", got)
	}
	if got := b.eval(`document.getElementById("chars").textContent`); !strings.Contains(got, "U+200BZERO WIDTH SPACE") {
		t.Errorf("the characters of what was typed: %q", got)
	}
	// The second input box: the comparison follows.
	b.eval(`window.next = ` + rendered + `; document.getElementById("other").focus(); "focused"`)
	b.call("Input.insertText", map[string]any{"text": "x"})
	if state := b.eval(`window.next`); state != "ready" {
		t.Fatalf("the page's state after typing: %q", state)
	}
	if got := b.eval(`location.hash`); !strings.HasSuffix(got, "&other=x") {
		t.Errorf("the fragment after typing in the second box: %q", got)
	}
	if got := b.eval(`document.getElementById("compare").textContent`); !strings.Contains(got, "needs a valid first IRI") {
		t.Errorf("the comparison: %q", got)
	}
}

// TestBrowserCharacterBoxes: in both diagrams every character is one box
// that says its byte span, and the boxes of a line stand side by side,
// their characters centred in them, so that no gap reads as a space: a
// rule for a list once gave the boxes of the characters that are not
// ASCII a padding, and "http://bücher.example" read "http://b ücher".
func TestBrowserCharacterBoxes(t *testing.T) {
	b := openPage(t, browser(t))
	in := "http://bücher.example/pаypal" // a Cyrillic а, a look-alike: a violation under it
	b.eval(`window.next = ` + rendered + `; location.hash = "iri=" + encodeURIComponent(` + strconv.Quote(in) + `); "set"`)
	if state := b.eval(`window.next`); state != "ready" {
		t.Fatalf("the page's state: %q", state)
	}
	type box struct {
		Offset, Length        int
		Title, Text           string
		Left, Right, Top, Mid float64 // the box's edges, and the middle of its character
	}
	var diagrams map[string][][]box // each diagram's rows of columns (.cols)
	raw := b.eval(`JSON.stringify(Object.fromEntries(["diagram", "whatwg-diagram"].map((id) =>
	  [id, [...document.getElementById(id).querySelectorAll(".cols")].map((cols) =>
	    [...cols.querySelectorAll(":scope > .col:not(.end):not(.empty)")].map((col) => {
	      const ch = col.querySelector(".ch"), r = ch.getBoundingClientRect();
	      const range = document.createRange();
	      range.selectNodeContents(ch);
	      const g = range.getBoundingClientRect();
	      return {offset: +col.dataset.offset, length: +col.dataset.length, title: col.title, text: ch.textContent,
	        left: r.left, right: r.right, top: r.top, mid: (g.left + g.right) / 2};
	    }))])))`)
	if err := json.Unmarshal([]byte(raw), &diagrams); err != nil {
		t.Fatalf("%v: %s", err, raw)
	}
	for id, rows := range diagrams {
		var text strings.Builder
		for _, row := range rows {
			for k, c := range row {
				text.WriteString(c.Text)
				if c.Length != len(c.Text) {
					t.Errorf("#%s: the box of %q at byte %d says %d bytes", id, c.Text, c.Offset, c.Length)
				}
				span := fmt.Sprintf("byte %d ", c.Offset)
				if c.Length > 1 {
					span = fmt.Sprintf("bytes %d–%d ", c.Offset, c.Offset+c.Length)
				}
				if !strings.HasPrefix(c.Title+" ", span) {
					t.Errorf("#%s: the box of %q is titled %q, want it to begin %q", id, c.Text, c.Title, span)
				}
				if mid := (c.Left + c.Right) / 2; c.Mid < mid-1 || c.Mid > mid+1 {
					t.Errorf("#%s: %q at byte %d is drawn at %.1f, off the middle %.1f of its box", id, c.Text, c.Offset, c.Mid, mid)
				}
				if k == 0 || c.Left < row[k-1].Left {
					continue // the first of a line
				}
				prev := row[k-1]
				if gap := c.Left - prev.Right; gap < -0.5 || gap > 0.5 {
					t.Errorf("#%s: a gap of %.1f px between the boxes of %q and %q (bytes %d, %d)", id, gap, prev.Text, c.Text, prev.Offset, c.Offset)
				}
				if c.Top != prev.Top {
					t.Errorf("#%s: the box of %q (byte %d) is %+.1f px off the line of %q", id, c.Text, c.Offset, c.Top-prev.Top, prev.Text)
				}
			}
		}
		if text.String() != in {
			t.Errorf("#%s: the boxes read %q, want %q", id, text.String(), in)
		}
	}
	if len(diagrams) != 2 {
		t.Errorf("diagrams %v", diagrams)
	}
	// Each character's byte span in the table of characters too.
	if got := b.eval(`document.getElementById("chars").textContent`); !strings.Contains(got, "8–10ü") || !strings.Contains(got, "24–26а") {
		t.Errorf("the characters: %q", got)
	}
}

// rendered is a script whose promise settles, with the page's state,
// when the page has next rendered (the page's "inspect:rendered" event).
const rendered = `new Promise((resolve) => document.addEventListener("inspect:rendered", () => resolve(document.body.dataset.state), {once: true}))`

// openPage serves the inspector, starts the browser and loads the page,
// empty, in it; it returns once the page has rendered.
func openPage(t *testing.T, chromium string) *devtoolsPage {
	t.Helper()
	page := startServer(t)
	b := devtools(t, chromium)
	b.call("Page.enable", nil)
	b.call("Page.navigate", map[string]any{"url": page})
	b.waitFor("Page.loadEventFired")
	if state := b.eval(`document.body.dataset.state === "ready" ? "ready" : ` + rendered); state != "ready" {
		t.Fatalf("the empty page's state: %q", state)
	}
	return b
}

// TestScreenshot writes the screenshot of the README (docs/inspector.png)
// when asked to:
//
//	go test ./cmd/iri/internal/inspect -run TestScreenshot -screenshot $PWD/docs/inspector.png
func TestScreenshot(t *testing.T) {
	if *screenshot == "" {
		t.Skip("no -screenshot file given")
	}
	chromium := browser(t)
	page := startServer(t)
	in := request{IRI: "HTTP://user@مثال.example:80/שלום/עולם1.html?q=a\u200bb#top", Base: "http://مثال.example/שלום/", Other: "http://user@xn--mgbh0fb.example/%D7%A9%D7%9C%D7%95%D7%9D/%D7%A2%D7%95%D7%9C%D7%9D1.html?q=a%E2%80%8Bb#top",
		Pattern: "http://*.example/:dir/:page.html"}
	args := append(browserFlags(t), "--hide-scrollbars", "--window-size=1100,2480", "--virtual-time-budget=30000", "--screenshot="+*screenshot, pageAddress(page, in))
	cmd := exec.Command(chromium, args...)
	endWithTest(cmd)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("chromium --screenshot: %v\n%s", err, out)
	}
	if err := toPalette(*screenshot); err != nil {
		t.Fatal(err)
	}
}

// toPalette rewrites the PNG file as a paletted image of 256 of its
// colours, each other colour drawn in the nearest of them: first the flat
// colours (those of a run of four pixels or more: backgrounds, swatches,
// bars), most frequent first, then the most frequent others (the edges of
// anti-aliased glyphs). A page of flat colours loses little, and the file
// shrinks to the README's budget.
func toPalette(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	img, err := png.Decode(f)
	f.Close()
	if err != nil {
		return err
	}
	b := img.Bounds()
	counts, flat := map[color.RGBA]int{}, map[color.RGBA]bool{}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		run := 0
		var last color.RGBA
		for x := b.Min.X; x < b.Max.X; x++ {
			c := color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)
			counts[c]++
			if c == last {
				run++
			} else {
				run, last = 1, c
			}
			if run == 4 {
				flat[c] = true
			}
		}
	}
	colours := make([]color.RGBA, 0, len(counts))
	for c := range counts {
		colours = append(colours, c)
	}
	slices.SortFunc(colours, func(a, b color.RGBA) int {
		if flat[a] != flat[b] {
			if flat[a] {
				return -1
			}
			return 1
		}
		if n := cmp.Compare(counts[b], counts[a]); n != 0 {
			return n
		}
		return cmp.Compare(uint32(a.R)<<24|uint32(a.G)<<16|uint32(a.B)<<8|uint32(a.A), uint32(b.R)<<24|uint32(b.G)<<16|uint32(b.B)<<8|uint32(b.A))
	})
	palette := make(color.Palette, 0, 256)
	for _, c := range colours[:min(len(colours), 256)] {
		palette = append(palette, c)
	}
	out := image.NewPaletted(b, palette)
	nearest := map[color.RGBA]uint8{}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)
			i, ok := nearest[c]
			if !ok {
				i = uint8(palette.Index(c))
				nearest[c] = i
			}
			out.SetColorIndex(x, y, i)
		}
	}
	f, err = os.Create(path)
	if err != nil {
		return err
	}
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(f, out); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
