package inspect

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
)

// post sends body to the endpoint and decodes the answer into v (a report
// or an errorReply); it returns the status.
func post(t *testing.T, srv *httptest.Server, body string, v any) int {
	t.Helper()
	resp, err := srv.Client().Post(srv.URL+"/api/inspect", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if ct := resp.Header.Get("Content-Type"); ct != "application/json; charset=utf-8" {
		t.Errorf("Content-Type %q", ct)
	}
	if err := json.NewDecoder(resp.Body).Decode(v); err != nil {
		t.Fatalf("the answer is not JSON: %v", err)
	}
	return resp.StatusCode
}

func requestJSON(t *testing.T, r request) string {
	t.Helper()
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestEndpointAnswersAReport(t *testing.T) {
	srv := httptest.NewServer(handler())
	defer srv.Close()
	var rep report
	status := post(t, srv, requestJSON(t, request{IRI: "http://例え.jp/résumé?q#", Base: "http://例え.jp/a/b", Other: "HTTP://例え.jp/r%C3%A9sum%C3%A9?q#"}), &rep)
	if status != http.StatusOK {
		t.Fatalf("status %d", status)
	}
	if !rep.Valid || !rep.Absolute || rep.IsURI || rep.HostKind != "reg-name" {
		t.Errorf("valid %v absolute %v isURI %v host %q", rep.Valid, rep.Absolute, rep.IsURI, rep.HostKind)
	}
	if rep.Forms == nil || rep.Forms.URI != "http://%E4%BE%8B%E3%81%88.jp/r%C3%A9sum%C3%A9?q#" || rep.Forms.URIWithIDNA != "http://xn--r8jz45g.jp/r%C3%A9sum%C3%A9?q#" {
		t.Errorf("forms %+v", rep.Forms)
	}
	if rep.Compare == nil || !rep.Compare.Equivalent || rep.Compare.Level != "syntax" {
		t.Errorf("compare %+v", rep.Compare)
	}
	if rep.Resolve == nil || rep.Resolve.Target != "http://例え.jp/résumé?q#" || rep.Resolve.Relative != "/résumé?q#" || !rep.Resolve.RoundTrip {
		t.Errorf("resolve %+v", rep.Resolve)
	}
	if w := rep.WHATWG; w == nil || w.Base != "http://xn--r8jz45g.jp/a/b" || w.Href != "http://xn--r8jz45g.jp/r%C3%A9sum%C3%A9?q#" || w.Display != "http://例え.jp/résumé?q#" || !w.Versus.Same {
		t.Errorf("the WHATWG reading %+v", w)
	}
}

// TestEndpointShowsBadInput: an input that is not an IRI is an answer,
// not an error: the report says why, where.
func TestEndpointShowsBadInput(t *testing.T) {
	srv := httptest.NewServer(handler())
	defer srv.Close()
	var rep report
	if status := post(t, srv, requestJSON(t, request{IRI: "http://a/b c", Base: "no base", Other: "%zz"}), &rep); status != http.StatusOK {
		t.Fatalf("status %d", status)
	}
	if rep.Valid || rep.Error == nil || rep.Error.Offset != 10 || rep.Error.Component != "path" || rep.Error.Section != "RFC 3987 §2.2" {
		t.Errorf("error %+v", rep.Error)
	}
	if len(rep.Violations) == 0 || rep.Violations[0].Code != "char/space" || rep.Violations[0].Offset != 10 {
		t.Errorf("violations %+v", rep.Violations)
	}
	if rep.HREF == nil || rep.HREF.IRI != "http://a/b%20c" {
		t.Errorf("as a web address %+v", rep.HREF)
	}
	if rep.Compare == nil || rep.Compare.Valid || rep.Compare.Error == nil {
		t.Errorf("compare %+v", rep.Compare)
	}
	if rep.Resolve == nil || rep.Resolve.BaseValid || rep.Resolve.BaseError == nil || rep.Resolve.BaseError.Offset != 2 {
		t.Errorf("resolve %+v", rep.Resolve)
	}
	if rep.Forms != nil || rep.Bidi != nil || rep.Ladder != nil {
		t.Error("forms of an input that does not parse")
	}
	if w := rep.WHATWG; w.BaseFailure == nil || w.BaseFailure.Name != "missing-scheme-non-relative-URL" || w.Href != "" || w.Versus.RFCError == "" {
		t.Errorf("the WHATWG reading %+v", w)
	}
}

// TestEndpointBounds: each input up to MaxInput bytes is analysed, one
// byte more is refused with a JSON answer the page shows; so are a body
// past maxBody, a body that is not JSON, and another method than POST.
func TestEndpointBounds(t *testing.T) {
	srv := httptest.NewServer(handler())
	defer srv.Close()
	longest := "http://a/" + strings.Repeat("a", MaxInput-len("http://a/"))
	var rep report
	if status := post(t, srv, requestJSON(t, request{IRI: longest, Base: longest, Other: longest}), &rep); status != http.StatusOK || !rep.Valid {
		t.Errorf("an input of MaxInput bytes: status %d, valid %v", status, rep.Valid)
	}
	for _, r := range []request{{IRI: longest + "a"}, {IRI: "a", Base: longest + "a"}, {IRI: "a", Other: longest + "a"}} {
		var e errorReply
		if status := post(t, srv, requestJSON(t, r), &e); status != http.StatusRequestEntityTooLarge || !strings.Contains(e.Error, "more than the 65536 bytes") {
			t.Errorf("an input of MaxInput+1 bytes: status %d, %q", status, e.Error)
		}
	}
	var e errorReply
	if status := post(t, srv, `{"iri": "`+strings.Repeat(" ", maxBody)+`"}`, &e); status != http.StatusRequestEntityTooLarge || e.Error == "" {
		t.Errorf("a body of more than maxBody bytes: status %d, %q", status, e.Error)
	}
	// The bound on the body lets every input of MaxInput bytes through,
	// each character escaped.
	escaped := `{"iri":"` + strings.Repeat(`\u0001`, MaxInput) + `","base":"` + strings.Repeat(`\u0001`, MaxInput) + `","other":"` + strings.Repeat(`\u0001`, MaxInput) + `"}`
	if status := post(t, srv, escaped, &rep); status != http.StatusOK || rep.Valid {
		t.Errorf("three inputs of MaxInput escaped control characters: status %d", status)
	}
	if status := post(t, srv, `{"iri": `, &e); status != http.StatusBadRequest || !strings.Contains(e.Error, "not the JSON") {
		t.Errorf("a body that is not JSON: status %d, %q", status, e.Error)
	}
	resp, err := srv.Client().Get(srv.URL + "/api/inspect")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusMethodNotAllowed || resp.Header.Get("Allow") != "POST" {
		t.Errorf("GET /api/inspect: status %d, Allow %q", resp.StatusCode, resp.Header.Get("Allow"))
	}
}

func TestServerTimeouts(t *testing.T) {
	srv := NewServer()
	if srv.ReadHeaderTimeout <= 0 || srv.ReadTimeout <= 0 || srv.WriteTimeout <= 0 || srv.IdleTimeout <= 0 {
		t.Errorf("timeouts: read header %v, read %v, write %v, idle %v", srv.ReadHeaderTimeout, srv.ReadTimeout, srv.WriteTimeout, srv.IdleTimeout)
	}
	if srv.MaxHeaderBytes <= 0 || srv.MaxHeaderBytes >= http.DefaultMaxHeaderBytes {
		t.Errorf("MaxHeaderBytes %d", srv.MaxHeaderBytes)
	}
	if srv.Handler == nil {
		t.Error("no handler")
	}
}

// elsewhere finds what would make the page load something from another
// host: an absolute or scheme-relative src or href, a url() or @import in
// the styles, a fetch of an absolute address.
var elsewhere = regexp.MustCompile(`(?i)(src|href)\s*=\s*["']?(\w+:|//)|url\(|@import|fetch\(\s*["'](\w+:|//)`)

// TestPageServed: the page and its files, from the binary, with the
// headers that keep it to itself.
func TestPageServed(t *testing.T) {
	srv := httptest.NewServer(handler())
	defer srv.Close()
	for path, want := range map[string]string{"/": "text/html", "/inspect.js": "text/javascript", "/inspect.css": "text/css"} {
		resp, err := srv.Client().Get(srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK || !strings.HasPrefix(resp.Header.Get("Content-Type"), want) || len(body) == 0 {
			t.Errorf("GET %s: status %d, %q, %d bytes", path, resp.StatusCode, resp.Header.Get("Content-Type"), len(body))
		}
		if csp := resp.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'none'") || !strings.Contains(csp, "script-src 'self'") {
			t.Errorf("GET %s: Content-Security-Policy %q", path, csp)
		}
		// Nothing from elsewhere: no file the page loads names another
		// host, and the styles load nothing.
		if m := elsewhere.FindString(string(body)); m != "" {
			t.Errorf("GET %s loads from elsewhere: %s", path, m)
		}
	}
	resp, err := srv.Client().Post(srv.URL+"/", "text/plain", strings.NewReader("x"))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("POST /: status %d", resp.StatusCode)
	}
}
