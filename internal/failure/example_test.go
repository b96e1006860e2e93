package failure_test

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/failure"
)

func ExampleFailure() {
	f := failure.Failure{Input: "a\tb", Error: "not a pair of IRIs"}
	j, _ := json.Marshal(f)
	fmt.Println(string(j))
	// Output: {"input":"a\tb","error":"not a pair of IRIs"}
}

func ExampleOf() {
	_, err := iri.Parse("http://a b/")
	f := failure.Of("http://a b/", err)
	fmt.Println(f.Error)
	fmt.Println(f.Offset, f.Component, f.Cause, f.Section)
	fmt.Println(failure.Of("x", errors.New("not found")).Error)
	// Output:
	// invalid character U+0020 in host at offset 8
	// 8 host invalid character RFC 3987 §2.2
	// not found
}

func ExampleFailure_MarshalJSON() {
	_, err := iri.Parse("http://a b/")
	j, _ := json.Marshal(failure.Of("http://a b/", err))
	fmt.Println(string(j))
	// Output: {"input":"http://a b/","error":"invalid character U+0020 in host at offset 8","offset":8,"component":"host","cause":"invalid character","section":"RFC 3987 §2.2"}
}
