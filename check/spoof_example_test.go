package check_test

import (
	"fmt"

	"github.com/go-iri/iri/check"
	"github.com/go-iri/iri/spoof"
)

func ExampleChecker_protected() {
	c := check.Checker{Protected: spoof.Protect([]string{"paypal.com"})}
	for _, v := range c.Check("https://xn--pypal-4ve.com/login").Violations {
		fmt.Println(v)
	}
	// Output:
	// warning spoof/mixed-script at offset 8 in host: host label "xn--pypal-4ve" (pаypal): mixed scripts: Latn+Cyrl (UTS #39 §5.2)
	// warning spoof/top-domain at offset 8 in host: the host "pаypal.com" looks like the well-known domain "paypal.com" (Chromium IDN policy)
	// warning spoof/protected-name at offset 8 in host: the host "pаypal.com" looks like the protected name "paypal.com" (UTS #39 §4)
}

func ExampleCheck_spoofing() {
	for _, v := range check.Check("http://xn--80ak6aa92e.com/").Violations {
		fmt.Println(v)
	}
	// Output:
	// warning spoof/whole-script at offset 7 in host: host label "xn--80ak6aa92e" (аррӏе): whole-script confusable with Latin: Cyrl look-alikes of Latin letters (UTS #39 §4)
	// warning spoof/top-domain at offset 7 in host: the host "аррӏе.com" looks like the well-known domain "apple.com" (Chromium IDN policy)
}
