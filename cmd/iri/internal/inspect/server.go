package inspect

import (
	"context"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net"
	"net/http"
	"time"
)

// MaxInput bounds each input of a request, in bytes: an IRI is rarely a
// few hundred, and the analysis of 64 KiB is quick enough to stay
// responsive.
const MaxInput = 64 << 10

// maxBody bounds a request's body: four inputs of MaxInput bytes, each
// character escaped in JSON as \uXXXX at worst, and the rest of the JSON.
const maxBody = 4*6*MaxInput + 1<<10

// The server's timeouts: a client gets this long to send its request,
// the server this long to answer, an idle connection this long to live.
const (
	readHeaderTimeout = 5 * time.Second
	readTimeout       = 10 * time.Second
	writeTimeout      = 30 * time.Second
	idleTimeout       = 60 * time.Second
)

//go:embed page
var page embed.FS

// NewServer returns the inspector's server, with no address: the page at
// "/" and the analysis at POST /api/inspect, with timeouts on reading the
// request, writing the answer and keeping an idle connection, and each
// input bounded to MaxInput bytes. It keeps no state between requests.
func NewServer() *http.Server {
	return &http.Server{
		Handler:           handler(),
		ReadHeaderTimeout: readHeaderTimeout,
		ReadTimeout:       readTimeout,
		WriteTimeout:      writeTimeout,
		IdleTimeout:       idleTimeout,
		MaxHeaderBytes:    16 << 10,
	}
}

// Serve serves the inspector on ln until ctx is done, then shuts the
// server down, letting the requests under way finish. It returns nil
// after a shutdown, or the error that stopped the server.
func Serve(ctx context.Context, ln net.Listener) error {
	srv := NewServer()
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	shutdown, cancel := context.WithTimeout(context.Background(), writeTimeout)
	defer cancel()
	if err := srv.Shutdown(shutdown); err != nil {
		return err
	}
	if err := <-done; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// handler routes the page's files and the analysis, and sets on every
// answer the headers that keep the page to itself: its scripts, styles and
// requests come from this server only, and no other site may frame it.
func handler() http.Handler {
	files, err := fs.Sub(page, "page")
	if err != nil {
		panic(err) // the embedded directory is there: go:embed checked it
	}
	mux := http.NewServeMux()
	pageFiles := http.FileServerFS(files)
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "the page is read with GET", http.StatusMethodNotAllowed)
			return
		}
		pageFiles.ServeHTTP(w, r)
	})
	mux.HandleFunc("/api/inspect", serveInspect)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		mux.ServeHTTP(w, r)
	})
}

// serveInspect answers POST /api/inspect: the body is a JSON request
// ({"iri": ..., "base": ..., "other": ..., "pattern": ...}), the answer
// the JSON report.
// What is wrong with the inputs is part of the report; what is wrong with
// the request itself (not a POST, not JSON, too large) is a JSON object
// {"error": ...} with the HTTP status that says so, which the page shows
// in its place.
func serveInspect(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", http.MethodPost)
		writeJSON(w, http.StatusMethodNotAllowed, errorReply{"the analysis is asked for with POST"})
		return
	}
	var req request
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxBody))
	if err := dec.Decode(&req); err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			writeJSON(w, http.StatusRequestEntityTooLarge, errorReply{fmt.Sprintf("the request is larger than %d bytes", maxBody)})
			return
		}
		writeJSON(w, http.StatusBadRequest, errorReply{"the request is not the JSON of an inspection: " + err.Error()})
		return
	}
	for _, in := range []struct{ name, text string }{{"IRI", req.IRI}, {"base", req.Base}, {"second IRI", req.Other}, {"URL pattern", req.Pattern}} {
		if len(in.text) > MaxInput {
			writeJSON(w, http.StatusRequestEntityTooLarge, errorReply{fmt.Sprintf("the %s is %d bytes long, more than the %d bytes (64 KiB) the inspector takes", in.name, len(in.text), MaxInput)})
			return
		}
	}
	writeJSON(w, http.StatusOK, inspect(req))
}

// An errorReply is the answer to a request that is not one.
type errorReply struct {
	Error string `json:"error"`
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v) // a client that went away does not need to hear of it
}
