package spoof

import (
	"slices"
	"testing"

	"github.com/go-iri/iri/internal/gentest"
)

func TestTopDomainTableGenerated(t *testing.T) {
	gentest.Current(t, "gen_topdomains.go", "topdomains_table.go")
}

// TestTopDomainTableSorted: the table is sorted and of one entry a
// skeleton, so that lookupTopDomain's binary search finds each.
func TestTopDomainTableSorted(t *testing.T) {
	if len(topDomainSkeletons) < 4000 || len(topDomainNames) != len(topDomainSkeletons) {
		t.Fatalf("%d skeletons, %d names", len(topDomainSkeletons), len(topDomainNames))
	}
	if !slices.IsSorted(topDomainSkeletons[:]) || len(slices.Compact(slices.Clone(topDomainSkeletons[:]))) != len(topDomainSkeletons) {
		t.Fatal("the skeletons are not sorted and distinct")
	}
	for i, name := range topDomainNames {
		if got, ok := lookupTopDomain(topDomainSkeletons[i]); !ok || got != name {
			t.Fatalf("lookupTopDomain(%q) = %q, %v; want %q", topDomainSkeletons[i], got, ok, name)
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
