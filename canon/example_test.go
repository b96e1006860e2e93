package canon_test

import (
	"fmt"

	"github.com/go-iri/iri/canon"
)

func ExamplePublicSuffix() {
	for _, h := range []string{"www.example.co.uk", "example.blogspot.com", "example.com.", "192.168.0.1"} {
		fmt.Println(canon.PublicSuffix(h))
	}
	// Output:
	// co.uk true
	// blogspot.com true
	// com. true
	//  false
}

func ExampleICANNPublicSuffix() {
	fmt.Println(canon.ICANNPublicSuffix("example.blogspot.com"))
	// Output:
	// com true
}

func ExampleRegistrableDomain() {
	fmt.Println(canon.RegistrableDomain("www.example.co.uk"))
	fmt.Println(canon.RegistrableDomain("co.uk"))
	// Output:
	// example.co.uk true
	//  false
}

func ExampleICANNRegistrableDomain() {
	fmt.Println(canon.ICANNRegistrableDomain("example.blogspot.com"))
	// Output:
	// blogspot.com true
}

func ExampleSiteOf() {
	s, _ := canon.SiteOf("https://WWW.食狮.公司.cn/page")
	fmt.Println(s.Host)
	fmt.Println(s.PublicSuffix, s.RegistrableDomain)
	// Output:
	// www.xn--85x722f.xn--55qx5d.cn
	// xn--55qx5d.cn xn--85x722f.xn--55qx5d.cn
}

func ExampleSite() {
	s, _ := canon.SiteOf("example.github.io")
	fmt.Printf("%+v\n", s)
	// Output:
	// {Host:example.github.io PublicSuffix:github.io RegistrableDomain:example.github.io ICANNSuffix:io ICANNDomain:github.io}
}
