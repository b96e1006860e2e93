package spoof_test

import (
	"fmt"

	"github.com/go-iri/iri/spoof"
)

func ExampleSkeleton() {
	fmt.Println(spoof.Skeleton("paypa1"))
	fmt.Println(spoof.Skeleton("раураӏ") == spoof.Skeleton("paypal"))
	// Output:
	// paypal
	// true
}

func ExampleConfusable() {
	fmt.Println(spoof.Confusable("аррӏе", "apple")) // Cyrillic а, р, р, ӏ, е
	fmt.Println(spoof.Confusable("rn", "m"))
	fmt.Println(spoof.Confusable("apple", "appIe"))
	fmt.Println(spoof.Confusable("apple", "apples"))
	// Output:
	// true
	// true
	// true
	// false
}

func ExampleResolvedScripts() {
	fmt.Println(spoof.ResolvedScripts("Circle"))
	fmt.Println(spoof.ResolvedScripts("Сirсlе")) // Cyrillic С, с, е among Latin letters
	fmt.Println(spoof.ResolvedScripts("ねガ"))
	fmt.Println(spoof.ResolvedScripts("123"))
	// Output:
	// {Latn}
	// ∅
	// {Jpan}
	// ALL
}

func ExampleScriptExtensions() {
	fmt.Println(spoof.ScriptExtensions('ー')) // KATAKANA-HIRAGANA PROLONGED SOUND MARK
	fmt.Println(spoof.ScriptExtensions('漢'))
	// Output:
	// {Hira, Jpan, Kana}
	// {Hanb, Hani, Jpan, Kore}
}

func ExampleScript() {
	s, _ := spoof.ScriptOf("Cyrl")
	fmt.Println(s, s.Name())
	// Output: Cyrl Cyrillic
}

func ExampleScript_String() {
	s, _ := spoof.ScriptOf("Grek")
	fmt.Println(s.String())
	// Output: Grek
}

func ExampleScript_Name() {
	s, _ := spoof.ScriptOf("Hang")
	fmt.Println(s.Name())
	// Output: Hangul
}

func ExampleScriptOf() {
	s, ok := spoof.ScriptOf("Latn")
	fmt.Println(s.Name(), ok)
	_, ok = spoof.ScriptOf("Xxxx")
	fmt.Println(ok)
	// Output:
	// Latin true
	// false
}

func ExampleScriptSet() {
	set := spoof.ResolvedScripts("カー")
	latin, _ := spoof.ScriptOf("Latn")
	japanese, _ := spoof.ScriptOf("Jpan")
	fmt.Println(set, set.Has(japanese), set.Has(latin))
	// Output: {Jpan, Kana} true false
}

func ExampleScriptSet_Has() {
	cyrillic, _ := spoof.ScriptOf("Cyrl")
	fmt.Println(spoof.ResolvedScripts("пример").Has(cyrillic))
	// Output: true
}

func ExampleScriptSet_IsEmpty() {
	fmt.Println(spoof.ResolvedScripts("microsоft").IsEmpty()) // a Cyrillic о
	// Output: true
}

func ExampleScriptSet_IsAll() {
	fmt.Println(spoof.ResolvedScripts("2024-01").IsAll())
	// Output: true
}

func ExampleScriptSet_Len() {
	fmt.Println(spoof.ResolvedScripts("漢字").Len())
	// Output: 4
}

func ExampleScriptSet_String() {
	fmt.Println(spoof.ResolvedScripts("한국어").String())
	// Output: {Hang, Kore}
}

func ExampleRestrictionLevel() {
	for _, s := range []string{"apple", "bücher", "abc中文", "abcعربي", "microsоft", "a⍺"} {
		fmt.Printf("%s: %v\n", s, spoof.LevelOf(s))
	}
	// Output:
	// apple: ASCII-Only
	// bücher: Single Script
	// abc中文: Highly Restrictive
	// abcعربي: Moderately Restrictive
	// microsоft: Minimally Restrictive
	// a⍺: Unrestricted
}

func ExampleRestrictionLevel_String() {
	fmt.Println(spoof.LevelHighlyRestrictive.String())
	// Output: Highly Restrictive
}

func ExampleLevelOf() {
	if spoof.LevelOf("pαypαl") > spoof.LevelHighlyRestrictive { // Greek α
		fmt.Println("mixes scripts beyond the highly restrictive level")
	}
	// Output: mixes scripts beyond the highly restrictive level
}

func ExampleMixedNumbers() {
	fmt.Println(spoof.MixedNumbers("1২3")) // a Bengali two
	fmt.Println(spoof.MixedNumbers("১২৩"))
	// Output:
	// true
	// false
}

func ExampleMarks() {
	fmt.Println(spoof.Marks("zo\u0308\u0308m"))
	fmt.Println(spoof.Marks("i\u0307"))
	fmt.Println(spoof.Marks("zöm"))
	// Output:
	// repeated nonspacing mark 4
	// nonspacing mark hidden by its base 1
	// MarkProblem(?) 0
}

func ExampleMarkProblem() {
	p, at := spoof.Marks("a\u0300\u0301\u0302\u0303\u0304")
	fmt.Println(p == spoof.MarkStacked, at)
	// Output: true 9
}

func ExampleMarkProblem_String() {
	fmt.Println(spoof.MarkRepeated.String())
	// Output: repeated nonspacing mark
}

func ExampleAllowed() {
	fmt.Println(spoof.Allowed('é'), spoof.Allowed('ſ'), spoof.Allowed(' '))
	// Output: true false false
}

func ExampleTypeOf() {
	fmt.Println(spoof.TypeOf('a'))
	fmt.Println(spoof.TypeOf('ſ'))
	fmt.Println(spoof.TypeOf('\u200d'))
	// Output:
	// Recommended
	// Not_NFKC
	// Default_Ignorable
}

func ExampleIdentifierType() {
	t := spoof.TypeOf('ϝ') // GREEK SMALL LETTER DIGAMMA
	fmt.Println(t, t&spoof.TypeObsolete != 0)
	// Output: Obsolete true
}

func ExampleIdentifierType_String() {
	fmt.Println((spoof.TypeTechnical | spoof.TypeObsolete).String())
	// Output: Obsolete Technical
}

func ExampleWholeScriptConfusable() {
	fmt.Println(spoof.WholeScriptConfusable("аррӏе").Has(latin()))
	fmt.Println(spoof.WholeScriptConfusable("пример").Has(latin()))
	// Output:
	// true
	// false
}

func latin() spoof.Script {
	s, _ := spoof.ScriptOf("Latn")
	return s
}

func ExampleLabel() {
	for _, host := range [][2]string{{"аррӏе", "com"}, {"пример", "рф"}, {"microsоft", "com"}, {"bücher", "example"}} {
		fmt.Println(host[0], spoof.Label(host[0], host[1]))
	}
	// Output:
	// аррӏе [{whole-script confusable with Latin 0 10 Cyrl look-alikes of Latin letters}]
	// пример []
	// microsоft [{mixed scripts 0 10 Latn+Cyrl}]
	// bücher []
}

func ExampleReason() {
	fs := spoof.Label("1২3", "example")
	fmt.Println(fs[0].Reason == spoof.ReasonMixedNumbers, fs[0].Reason)
	// Output: true mixed numbers
}

func ExampleReason_String() {
	fmt.Println(spoof.ReasonWholeScript.String())
	// Output: whole-script confusable with Latin
}

func ExampleFinding() {
	for _, f := range spoof.Label("caféд", "example") {
		fmt.Printf("%v at %d, %d bytes: %s\n", f.Reason, f.Offset, f.Length, f.Detail)
	}
	// Output: mixed scripts at 0, 7 bytes: Latn+Cyrl
}

func ExampleProtect() {
	bank := spoof.Protect([]string{"paypal.com", "apple.com"})
	for _, host := range []string{"paypal.com", "pаypal.com", "paypa1.com", "аррӏе.com", "PAYPAL.COM", "example.com"} {
		if name, ok := bank.Imitates(host); ok {
			fmt.Printf("%s imitates %s\n", host, name)
		} else {
			fmt.Printf("%s: ok\n", host)
		}
	}
	// Output:
	// paypal.com: ok
	// pаypal.com imitates paypal.com
	// paypa1.com imitates paypal.com
	// аррӏе.com imitates apple.com
	// PAYPAL.COM: ok
	// example.com: ok
}

func ExampleProtected() {
	var none spoof.Protected // protects nothing
	_, ok := none.Imitates("paypa1.com")
	fmt.Println(ok, none.Len())
	// Output: false 0
}

func ExampleProtected_Imitates() {
	wiki := spoof.Protect([]string{"Main_Page", "Special:Search"})
	fmt.Println(wiki.Imitates("Maіn_Page")) // a Ukrainian і
	// Output: Main_Page true
}

func ExampleProtected_Len() {
	fmt.Println(spoof.Protect([]string{"apple.com", "app1e.com", "paypal.com"}).Len())
	// Output: 2
}

func ExampleLabelAsWritten() {
	// "\u200bb" is what IDNA (UTS #46) maps to "b": the U-label cannot
	// show the ZERO WIDTH SPACE that the label holds.
	fs, form := spoof.LabelAsWritten("\u200bb", "b", "example")
	fmt.Printf("%+q %v\n", form, fs)
	fs, form = spoof.LabelAsWritten("BÜCHER", "bücher", "example")
	fmt.Printf("%+q %v\n", form, fs)
	// Output:
	// "\u200bb" [{invisible character 0 3 U+200B ZERO WIDTH SPACE, which IDNA removes}]
	// "b\u00fccher" []
}
