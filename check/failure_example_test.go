package check_test

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/check"
)

func ExampleFailure() {
	f := check.Failure{Input: "a\tb", Error: "not a pair of IRIs"}
	j, _ := json.Marshal(f)
	fmt.Println(string(j))
	// Output: {"input":"a\tb","error":"not a pair of IRIs"}
}

func ExampleFailureOf() {
	_, err := iri.Parse("http://a b/")
	f := check.FailureOf("http://a b/", err)
	fmt.Println(f.Error)
	fmt.Println(f.Offset, f.Component, f.Cause, f.Section)
	fmt.Println(check.FailureOf("x", errors.New("not found")).Error)
	// Output:
	// invalid character U+0020 in host at offset 8
	// 8 host invalid character RFC 3987 §2.2
	// not found
}

func ExampleFailure_MarshalJSON() {
	_, err := iri.Parse("http://a b/")
	j, _ := json.Marshal(check.FailureOf("http://a b/", err))
	fmt.Println(string(j))
	// Output: {"input":"http://a b/","error":"invalid character U+0020 in host at offset 8","offset":8,"component":"host","cause":"invalid character","section":"RFC 3987 §2.2"}
}
