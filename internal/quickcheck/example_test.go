package quickcheck_test

import (
	"fmt"

	"github.com/go-iri/iri/internal/quickcheck"
)

func ExampleForm_Resume() {
	for _, s := range []string{"café", "cafe\u0301", "ｆｉｌｅ"} {
		fmt.Println(len(s), quickcheck.NFC.Resume(s), quickcheck.NFKC.Resume(s))
	}
	// Output:
	// 5 5 5
	// 6 3 3
	// 12 12 0
}
