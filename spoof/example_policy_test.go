package spoof_test

import (
	"fmt"

	"github.com/go-iri/iri/spoof"
)

func ExamplePolicy() {
	chromium := spoof.Policy{}
	firefox := spoof.Policy{Profile: spoof.ProfileFirefoxHigh}
	for _, label := range []string{"ㄅㄆ", "café카페"} {
		fmt.Println(label, len(chromium.Label(label, "tw")) == 0, len(firefox.Label(label, "tw")) == 0)
	}
	// Output:
	// ㄅㄆ true false
	// café카페 false true
}

func ExamplePolicy_Label() {
	p := spoof.Policy{Transitional: true}
	for _, label := range []string{"faß", "shop丨com", "12з4", "þorp"} {
		for _, f := range p.Label(label, "com") {
			fmt.Printf("%s: %s (%s)\n", label, f.Reason, f.Detail)
		}
	}
	// Output:
	// faß: deviation character (U+00DF (ß), which transitional processing maps)
	// shop丨com: CJK look-alike of Latin or punctuation (U+4E28 (丨) beside a character that is not Chinese or Japanese: it looks like a Latin letter, digit or sign)
	// 12з4: digit look-alikes (digits and characters that look like digits)
	// þorp: letter of another top-level domain (U+00FE (þ) outside .is and .fo)
}

func ExamplePolicy_LabelAsWritten() {
	p := spoof.Policy{Profile: spoof.ProfileFirefoxModerate}
	fs, form := p.LabelAsWritten("pay\u2060pal", "paypal", "com") // U+2060 WORD JOINER, which IDNA removes
	fmt.Printf("%+q %v\n", form, fs[0].Reason)
	// Output: "pay\u2060pal" invisible character
}

func ExampleProfile() {
	for _, p := range []spoof.Profile{spoof.ProfileChromium, spoof.ProfileFirefoxHigh, spoof.ProfileFirefoxModerate} {
		fmt.Println(p, len(spoof.Policy{Profile: p}.Label("abcհայ", "com")))
	}
	// Output:
	// chromium 1
	// firefox-high 1
	// firefox-moderate 0
}

func ExampleProfile_String() {
	fmt.Println(spoof.ProfileFirefoxHigh.String())
	// Output: firefox-high
}

func ExampleReason_Code() {
	fs := spoof.Label("сосо", "com")
	fmt.Println(fs[0].Reason.Code(), "spoof/"+fs[0].Reason.Code())
	// Output: whole-script spoof/whole-script
}

func ExampleTopDomain() {
	for _, host := range []string{"gооgle.com", "gõogle.com", "mail.google.com", "bücher.example"} {
		name, ok := spoof.TopDomain(host)
		fmt.Println(host, name, ok)
	}
	// Output:
	// gооgle.com google.com true
	// gõogle.com google.com true
	// mail.google.com  false
	// bücher.example  false
}

func ExampleHostSkeletons() {
	fmt.Println(spoof.HostSkeletons("þaypal.com"))
	// Output: [baypal.corn paypal.corn]
}

func ExampleProtected_ImitatesHost() {
	p := spoof.Protect([]string{"example.test"})
	fmt.Println(p.ImitatesHost("login.еxample.test")) // Cyrillic е
	fmt.Println(p.ImitatesHost("login.example.test"))
	// Output:
	// example.test true
	//  false
}
