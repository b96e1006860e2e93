package spoof

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/gentest"
	"golang.org/x/text/unicode/norm"
)

func TestTopDomainTableGenerated(t *testing.T) {
	gentest.Current(t, "gen_topdomains.go", "topdomains_table.go")
}

// TestTopDomainTableSorted: the table is sorted and of one entry a
// skeleton, so that lookupTopDomain's binary search finds each.
func TestTopDomainTableSorted(t *testing.T) {
	if len(topDomains) < 4000 {
		t.Fatalf("%d skeletons", len(topDomains))
	}
	for i, d := range topDomains {
		if i > 0 && topDomains[i-1].skeleton >= d.skeleton {
			t.Fatalf("%q after %q: the skeletons are not sorted and distinct", d.skeleton, topDomains[i-1].skeleton)
		}
		if got, ok := lookupTopDomain(d.skeleton); !ok || got != d.name {
			t.Fatalf("lookupTopDomain(%q) = %q, %v; want %q", d.skeleton, got, ok, d.name)
		}
	}
}

// TestTopDomain: hosts built by each step of HostSkeletons look like the
// well-known domain they imitate, and the domains themselves, hosts under
// them and unrelated hosts look like none.
func TestTopDomain(t *testing.T) {
	for _, tc := range []struct{ host, want string }{
		{"gооgle.com", "google.com"},       // Cyrillic о: UTS #39's skeleton
		{"ɡoogle.com", "google.com"},       // Latin script g
		{"gõogle.com", "google.com"},       // diacritics removed (step 1)
		{"ạpple.com", "apple.com"},         // diacritics removed
		{"gøogle.com", "google.com"},       // ø as o
		{"ebaý.com", "ebay.com"},           //
		{"facebооk.com", "facebook.com"},   //
		{"þaypal.com", "paypal.com"},       // þ as p (step 2)
		{"tacebook.com", ""},               // ASCII, but another name
		{"ımdb.com", "imdb.com"},           // ı as i (step 2)
		{"аpple.com", "apple.com"},         // Cyrillic а
		{"шikipedia.org", "wikipedia.org"}, // ш as w (step 3)
		{"арр.gооgle.com", "google.com"},   // more labels: the last two decide
		{"google.com", ""},                 // the domain itself
		{"mail.google.com", ""},            // a host under it
		{"gооgle.com.", "google.com"},      // a trailing dot
		{"bücher.example", ""},             //
		{"例え.jp", ""},                      //
		{"", ""},                           //
		{"\xff.com", ""},                   //
	} {
		got, ok := TopDomain(tc.host)
		if got != tc.want || ok != (tc.want != "") {
			t.Errorf("TopDomain(%q) = %q, %v; want %q", tc.host, got, ok, tc.want)
		}
	}
}

// TestTopDomainUnderIt: Chromium's example, a host whose skeleton names a
// top domain it is under (blogspot.com), looks like none.
func TestTopDomainUnderIt(t *testing.T) {
	if got, ok := TopDomain("éxample.blogspot.com"); ok {
		t.Errorf("TopDomain(éxample.blogspot.com) = %q", got)
	}
}

func TestImitatesHost(t *testing.T) {
	p := Protect([]string{"example.test", "Bank.example"})
	for _, tc := range []struct{ host, want string }{
		{"éxample.test", "example.test"},
		{"login.еxample.test", "example.test"}, // Cyrillic е, under another label
		{"example.test", ""},
		{"www.example.test", ""},
		{"bаnk.example", "Bank.example"},
		{"other.example", ""},
	} {
		got, ok := p.ImitatesHost(tc.host)
		if got != tc.want || ok != (tc.want != "") {
			t.Errorf("ImitatesHost(%q) = %q, %v; want %q", tc.host, got, ok, tc.want)
		}
	}
	if _, ok := (Protected{}).ImitatesHost("éxample.test"); ok {
		t.Error("the zero Protected protects a name")
	}
}

// lookAlikesOf returns hosts made from domain that look like it: each
// letter in turn replaced by each of its look-alikes (a Cyrillic а for
// "a", an "é" for "e", ...), and the domain under a label of its own.
func lookAlikesOf(domain string) []string {
	lookAlikes := map[rune][]string{
		'a': {"а", "á", "ạ", "ä"}, 'c': {"с", "ç"}, 'e': {"е", "é", "ё", "ę"}, 'i': {"і", "í", "ı", "ï"},
		'o': {"о", "ο", "ö", "ø", "ő", "০"}, 'p': {"р", "þ"}, 'l': {"ӏ", "ł", "ĺ"}, 'n': {"п", "ñ"},
		'k': {"к", "ķ"}, 'y': {"у", "ý"}, 'u': {"ս", "ü", "ű"}, 'g': {"ɡ", "ğ"}, 'x': {"х"}, 'h': {"һ", "н"},
		's': {"ѕ", "ś"}, 'w': {"ш", "ŵ"}, 't': {"т", "ţ"}, 'b': {"Ь", "в"}, 'd': {"ԁ", "đ"}, 'm': {"м"}, 'r': {"г"},
		'2': {"२", "з"}, '3': {"з"}, '0': {"θ", "о"},
	}
	var out []string
	for i, r := range domain {
		for _, alt := range lookAlikes[r] {
			out = append(out, domain[:i]+alt+domain[i+utf8.RuneLen(r):])
		}
	}
	return append(out, "login."+domain)
}

// TestTopDomainFilters holds TopDomain's cheap tests (mayEndLikeTopDomain,
// mayLookLikeDomain) to the computation they spare: on the look-alikes of
// the first 1,000 top domains (lookAlikesOf), a host the full computation
// finds a top domain for passes both tests, and TopDomain finds the same;
// and the tests let most of them through to be found.
func TestTopDomainFilters(t *testing.T) {
	found, tried := 0, 0
	for _, td := range topDomains[:1000] {
		for _, h := range lookAlikesOf(td.name) {
			tried++
			want, wok := lookAlikeDomainOf(h, lookupTopDomain)
			got, ok := TopDomain(h)
			if got != want || ok != wok {
				t.Fatalf("TopDomain(%q) = %q, %v; without its cheap tests %q, %v (mayEndLikeTopDomain %v, mayLookLikeDomain %v)",
					h, got, ok, want, wok, mayEndLikeTopDomain(h), mayLookLikeDomain(h))
			}
			if ok {
				found++
			}
		}
	}
	if found < tried/3 {
		t.Errorf("%d of %d look-alikes found", found, tried)
	}
	t.Logf("%d of %d look-alikes found", found, tried)
}

// TestRuneSkeletonAgreesWithHostSkeletons holds appendRuneSkeleton, which
// TopDomain's cheap tests make a host's skeleton with a character at a
// time, to HostSkeletons's steps written out plainly for one character
// of a host of Latin, Greek and Cyrillic (NFD, nonspacing marks removed,
// the stroke letters, the extra look-alikes, UTS #39's skeleton), on every
// character in lower case: where those give an ASCII skeleton, it gives
// the same, and where they give another, it says so (tailNever) or cannot
// tell (tailMaybe). It once missed "ώ" (ω and a mark: "w").
func TestRuneSkeletonAgreesWithHostSkeletons(t *testing.T) {
	checked := 0
	for r := rune(utf8.RuneSelf); r <= utf8.MaxRune; r++ {
		l := unicode.ToLower(r)
		if !utf8.ValidRune(r) || 0x0300 <= l && l <= 0x0339 || l == 'ӏ' {
			continue
		}
		if _, two := multipleSkeletons(l); two {
			continue // tailMayMatch tries its variants
		}
		var b strings.Builder
		for _, c := range norm.NFD.String(string(l)) {
			if !unicode.Is(unicode.Mn, c) {
				b.WriteRune(withoutStroke(c))
			}
		}
		want := Skeleton(mapExtraConfusables(b.String()))
		var buf [64]byte
		got, v := appendRuneSkeleton(buf[:0], l)
		if want == "" && len(got) == 0 {
			continue // a mark: nothing either way
		}
		if chars.NonASCIICount(want) == 0 {
			checked++
			if v == tailNever || v == tailMade && string(got) != want {
				t.Fatalf("%U: appendRuneSkeleton = %q, %d; HostSkeletons's steps give %q", r, got, v, want)
			}
		} else if v == tailMade {
			t.Fatalf("%U: appendRuneSkeleton = %q; HostSkeletons's steps give %q, not ASCII", r, got, want)
		}
	}
	if checked < 1000 {
		t.Fatalf("%d characters with an ASCII skeleton: too few to have asked anything", checked)
	}
}
