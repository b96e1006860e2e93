package urlpattern_test

import (
	"encoding/json"
	"fmt"

	"github.com/go-iri/iri/urlpattern"
)

func ExampleInit_UnmarshalJSON() {
	var init urlpattern.Init
	err := json.Unmarshal([]byte(`{"pathname": "/books/:id", "baseURL": "https://example.com"}`), &init)
	fmt.Println(*init.Pathname, *init.BaseURL, init.Hostname == nil, err)
	p, _ := urlpattern.FromInit(init, urlpattern.Options{})
	fmt.Println(p.Test("https://example.com/books/42", ""))
	fmt.Println(json.Unmarshal([]byte(`{"path": "/books/:id"}`), &init))
	fmt.Println(json.Unmarshal([]byte(`{"port": 8080}`), &init))
	fmt.Println(json.Unmarshal([]byte(`["/books/:id"]`), &init))
	// Output:
	// /books/:id https://example.com true <nil>
	// true
	// urlpattern: "path" is not a member of an init dictionary
	// urlpattern: the member "port" is not a string
	// urlpattern: an init dictionary is a JSON object
}

func ExampleInit_Canonical() {
	base, path := "https://Example.com/a/", "b c"
	u, err := urlpattern.Init{Pathname: &path, BaseURL: &base}.Canonical()
	fmt.Printf("%q %q %q %v\n", *u.Protocol, *u.Hostname, *u.Pathname, err)
	port := "http"
	_, err = urlpattern.Init{Port: &port}.Canonical()
	fmt.Println(err)
	// Output:
	// "https" "example.com" "/a/b%20c" <nil>
	// urlpattern: port "http": the port does not parse
}
