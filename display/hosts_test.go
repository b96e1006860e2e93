package display

import (
	"testing"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/spoof"
)

// hostTable is the display policy's table: each host in ACE form and in
// Unicode, whether Hosts{} (Safe) shows its first label in Unicode, and
// the reason it keeps it in ACE form otherwise (the first finding). Each
// rule of spoof.Label has hosts on both sides of it.
var hostTable = []struct {
	ace, unicode string
	showUnicode  bool
	reason       spoof.Reason
}{
	// The hosts of issue #21.
	{"xn--80ak6aa92e.com", "аррӏе.com", false, spoof.ReasonWholeScript},
	{"xn--microsft-sbh.com", "microsоft.com", false, spoof.ReasonMixedScripts},
	{"xn--pypl-0ldc.example", "pαypαl.example", false, spoof.ReasonMixedScripts},
	{"xn--13-p5f.example", "1২3.example", false, spoof.ReasonMixedNumbers},
	{"xn--zm-fka43s.example", "zö̈m.example", false, spoof.ReasonMarks},
	{"xn--bcher-kva.example", "bücher.example", true, 0},
	{"xn--wgv71a119e.jp", "日本語.jp", true, 0},
	{"xn--3e0bk47br7k.kr", "한국어.kr", true, 0},
	{"xn--hxajbheg2az3al.gr", "παράδειγμα.gr", true, 0},
	{"xn--e1afmkfd.xn--p1ai", "пример.рф", true, 0},
	{"xn--abc-x68do18h.cn", "abc中文.cn", true, 0},
	{"xn--caf-dma923b.example", "caféд.example", false, spoof.ReasonMixedScripts},

	// Whole-script confusables: Latin look-alikes in one other script,
	// shown only under a top-level label of that script.
	{"xn--80aa0cbo65f.com", "раураӏ.com", false, spoof.ReasonWholeScript},
	{"xn--n1aahb.com", "сосо.com", false, spoof.ReasonWholeScript},
	{"xn--e1argc3h.com", "ѕсоре.com", false, spoof.ReasonWholeScript},
	{"xn--0xaa.com", "οο.com", false, spoof.ReasonWholeScript},
	{"xn--mxa1ag.com", "ορα.com", false, spoof.ReasonWholeScript},
	{"xn--80ak6aa92e.xn--p1ai", "аррӏе.рф", true, 0},
	{"xn--n1aahb.xn--p1ai", "сосо.рф", true, 0},
	{"xn--e1afmkfd.com", "пример.com", true, 0}, // п, м, и have no Latin look-alike
	{"xn--80adxhks.ru", "москва.ru", true, 0},
	{"xn--h1alffa9f.xn--p1ai", "россия.рф", true, 0},
	{"xn--hxargifdar.com", "ελληνικά.com", true, 0},

	// Mixed scripts: beyond UTS #39's highly restrictive level.
	{"xn--mple-43d3a6i.com", "ехаmple.com", false, spoof.ReasonMixedScripts},
	{"xn--ggle-55da.com", "gооgle.com", false, spoof.ReasonMixedScripts},
	{"xn--abc-2wc8bmoigax.gr", "ελληνικάabc.gr", false, spoof.ReasonMixedScripts},
	{"xn--u8j2cv661ckkuaslr.jp", "かな한국어.jp", false, spoof.ReasonMixedScripts},
	{"xn--abc-n73b9f.jp", "abcかな.jp", true, 0},
	{"xn--abc-ot8l948gbwt.kr", "abc한국어.kr", true, 0},
	{"xn--abc-dm9di64i.jp", "東京abc.jp", true, 0},
	{"xn--r8jz45g.jp", "例え.jp", true, 0},

	// Non-ASCII Latin beside another script.
	{"xn--caf-dma4100h2j3a.cn", "café中文.cn", false, spoof.ReasonNonASCIILatin},
	{"xn--mller-kva9491p0ec.jp", "müller日本.jp", false, spoof.ReasonNonASCIILatin},
	{"xn--cafe-3f5fy05j.cn", "cafe中文.cn", true, 0},
	{"xn--and-6ma2c.example", "ñandú.example", true, 0},
	{"xn--mnchen-3ya.de", "münchen.de", true, 0},
	{"xn--espaol-zwa.com", "español.com", true, 0},

	// Mixed numbers.
	{"xn--1-izd.example", "१1.example", false, spoof.ReasonMixedNumbers},
	{"xn--17bcd.bd", "১২৩.bd", true, 0},
	{"xn--e4bcd.in", "१२३.in", true, 0},

	// Hidden, repeated and stacked nonspacing marks.
	{"xn--i-9bb.example", "i\u0307.example", false, spoof.ReasonMarks},
	{"xn--ksaede5546a.example", "ạ̀̂̃̄.example", false, spoof.ReasonMarks},
	{"xn--zm-fka.example", "zöm.example", true, 0},
	{"xn--ksaed193z.example", "ạ̀̂̃.example", true, 0},

	// Characters the General Security Profile restricts.
	{"xn--vyaa.example", "ϝϝ.example", false, spoof.ReasonRestricted},  // Obsolete
	{"xn--3vee.example", "ᚠᚢ.example", false, spoof.ReasonRestricted},  // Exclusion
	{"xn--5ekc.tw", "ㄅㄆ.tw", false, spoof.ReasonRestricted},            // Limited_Use
	{"xn--a-ksa.example", "ǀa.example", false, spoof.ReasonRestricted}, // Technical
	{"xn--53h.example", "☕.example", false, spoof.ReasonRestricted},    // Not_XID
	{"xn--g-0tb89c.com", "ԁоg.com", false, spoof.ReasonRestricted},     // Obsolete, and mixed
	{"xn--p9d9g.example", "ᏣᎳ.example", false, spoof.ReasonRestricted}, // Limited_Use (Cherokee; IDNA maps ꮳꮃ to upper case)
	{"xn--fiqs8s.cn", "中国.cn", true, 0},
	{"xn--kpry57d.tw", "台灣.tw", true, 0},
	{"xn--zckzah.jp", "テスト.jp", true, 0},

	// Invisible characters.
	{"xn--11b2ezcw70k.in", "क्\u200dष.in", false, spoof.ReasonInvisible},
	{"xn--mgbn2ecje63gr19l.ir", "می\u200cخواهم.ir", false, spoof.ReasonInvisible},
	{"xn--j2bd4cyah0f.in", "हिन्दी.in", true, 0},

	// Single scripts of their own.
	{"xn--o3cw4h.th", "ไทย.th", true, 0},
	{"xn--mgbcd4a2b0d2b.example", "العربية.example", true, 0},
	{"xn--5dbqzzl.il", "עברית.il", true, 0},
	{"xn--rlcus7b3d.in", "தமிழ்.in", true, 0},
	{"xn--lododh2atk.ge", "ქართული.ge", true, 0},
	{"xn--y9aia5b0ai2e.am", "հայերեն.am", true, 0},
}

func TestHostTable(t *testing.T) {
	if len(hostTable) < 60 {
		t.Fatalf("%d hosts", len(hostTable))
	}
	for _, c := range hostTable {
		want := c.ace
		if c.showUnicode {
			want = c.unicode
		}
		for _, in := range []string{c.ace, c.unicode} {
			got, kept := Hosts{}.Host(in)
			if got != want {
				t.Errorf("Hosts{}.Host(%q) = %q, want %q", in, got, want)
				continue
			}
			var reason spoof.Reason
			if len(kept) > 0 && len(kept[0].Findings) > 0 {
				reason = kept[0].Findings[0].Reason
			}
			if reason != c.reason {
				t.Errorf("Hosts{}.Host(%q): reason %v, want %v", in, reason, c.reason)
			}
			if got, _ := (Hosts{Unicode: Always}).Host(in); got != c.unicode {
				t.Errorf("Always: Host(%q) = %q, want %q", in, got, c.unicode)
			}
			if got, kept := (Hosts{Unicode: Never}).Host(in); got != c.ace || kept != nil {
				t.Errorf("Never: Host(%q) = %q, %v, want %q", in, got, kept, c.ace)
			}
		}
	}
}

func TestHostEdges(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"example.com", "example.com"},
		{"", ""},
		{"XN--BCHER-KVA.example", "bücher.example"},
		{"bücher.example.", "bücher.example."},
		{"xn--80ak6aa92e.com.", "xn--80ak6aa92e.com."},
		{"xn--abc.example", "xn--abc.example"},                     // not punycode of a valid U-label
		{"b%C3%BCcher.example", "b%C3%BCcher.example"},             // percent-encoded: as it is
		{"abcعربي.example", "abc%D8%B9%D8%B1%D8%A8%D9%8A.example"}, // IDNA rejects it (bidi): encoded
		{"www.xn--80ak6aa92e.com", "www.xn--80ak6aa92e.com"},
		{"аррӏе.xn--p1ai", "аррӏе.рф"},
	} {
		if got, _ := (Hosts{}).Host(c.in); got != c.want {
			t.Errorf("Host(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestHostsIRI(t *testing.T) {
	x := iri.MustParse("http://user@xn--80ak6aa92e.com:8080/p?q#f")
	if y, kept := (Hosts{Unicode: Always}).IRI(x); y.String() != "http://user@аррӏе.com:8080/p?q#f" || kept != nil {
		t.Errorf("Always: %v %v", y, kept)
	}
	if y, kept := (Hosts{}).IRI(x); y != x || len(kept) != 1 || kept[0].ULabel != "аррӏе" {
		t.Errorf("Safe: %v %v", y, kept)
	}
	v6 := iri.MustParse("http://[::1]/")
	if y, _ := (Hosts{}).IRI(v6); y != v6 {
		t.Errorf("IPv6: %v", y)
	}
}

func TestHostASCIINoAlloc(t *testing.T) {
	if n := testing.AllocsPerRun(100, func() { Hosts{}.Host("www.example.com") }); n != 0 {
		t.Errorf("Host of an ASCII host: %v allocations", n)
	}
	x := iri.MustParse("http://www.example.com/a")
	if n := testing.AllocsPerRun(100, func() { Hosts{}.IRI(x) }); n != 0 {
		t.Errorf("IRI with an ASCII host: %v allocations", n)
	}
}

// FuzzHosts: no host panics; Never writes ASCII where IDNA can; Safe and
// Never are idempotent, and Safe agrees with itself on its own output.
func FuzzHosts(f *testing.F) {
	for _, c := range hostTable {
		f.Add(c.ace)
		f.Add(c.unicode)
	}
	f.Fuzz(func(t *testing.T, host string) {
		safe, _ := Hosts{}.Host(host)
		if again, _ := (Hosts{}).Host(safe); again != safe {
			t.Fatalf("Safe: %q -> %q -> %q", host, safe, again)
		}
		never, kept := Hosts{Unicode: Never}.Host(host)
		if kept != nil {
			t.Fatalf("Never kept %v", kept)
		}
		if again, _ := (Hosts{Unicode: Never}).Host(never); again != never {
			t.Fatalf("Never: %q -> %q -> %q", host, never, again)
		}
		Hosts{Unicode: Always}.Host(host)
	})
}
