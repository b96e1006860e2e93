package inspect_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"

	"github.com/go-iri/iri/cmd/iri/internal/inspect"
)

func ExampleNewServer() {
	// The server's handler answers the page's questions at /api/inspect.
	srv := httptest.NewServer(inspect.NewServer().Handler)
	defer srv.Close()
	resp, err := http.Post(srv.URL+"/api/inspect", "application/json", strings.NewReader(`{"iri": "http://a/?"}`))
	if err != nil {
		panic(err)
	}
	defer resp.Body.Close()
	var report struct {
		Valid      bool
		Components []struct {
			Name    string
			Present bool
			Text    string
		}
	}
	if err := json.NewDecoder(resp.Body).Decode(&report); err != nil {
		panic(err)
	}
	fmt.Println(report.Valid)
	for _, c := range report.Components {
		fmt.Printf("%s %v %q\n", c.Name, c.Present, c.Text)
	}
	// Output:
	// true
	// scheme true "http"
	// userinfo false ""
	// host true "a"
	// port false ""
	// path true "/"
	// query true ""
	// fragment false ""
}

func ExampleServe() {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		panic(err)
	}
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan error)
	go func() { done <- inspect.Serve(ctx, ln) }()
	resp, err := http.Get("http://" + ln.Addr().String() + "/")
	if err != nil {
		panic(err)
	}
	resp.Body.Close()
	fmt.Println(resp.Status)
	stop()
	fmt.Println(<-done)
	// Output:
	// 200 OK
	// <nil>
}
