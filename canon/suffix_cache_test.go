package canon

import (
	"strconv"
	"strings"
	"sync"
	"testing"
	"unsafe"

	"github.com/go-iri/iri/internal/corpus"
	"github.com/go-iri/iri/whatwg"
)

// suffixSeeds are names at the corners of the list: private rules, a
// wildcard and its exception, the default rule, an ICANN rule under a
// private one, a name as long as a slot holds and one longer.
var suffixSeeds = []string{
	"www.example.co.uk", "example.blogspot.com", "blogspot.com", "a.b.s3.amazonaws.com", "x.compute.amazonaws.com",
	"www.city.kawasaki.jp", "a.b.kawasaki.jp", "example.invalidtld", "com", "a.b.c.d.e.f.github.io",
	"xn--85x722f.xn--55qx5d.cn", strings.Repeat("a", maxCachedName-4) + ".com", strings.Repeat("a", maxCachedName-3) + ".com",
}

// checkSuffixes holds suffixes to listSuffixes for name, asked twice (the
// second time from the cache, for a name it keeps): the answers the
// list's, each a part of name itself (not of the cache's copy).
func checkSuffixes(t testing.TB, name string) {
	wantSuffix, wantICANN := listSuffixes(name)
	end := uintptr(unsafe.Pointer(unsafe.StringData(name))) + uintptr(len(name))
	for range 2 {
		suffix, icann := suffixes(name)
		if suffix != wantSuffix || icann != wantICANN {
			t.Fatalf("suffixes(%q) = %q, %q; the list says %q, %q", name, suffix, icann, wantSuffix, wantICANN)
		}
		for _, s := range []string{suffix, icann} {
			if uintptr(unsafe.Pointer(unsafe.StringData(s)))+uintptr(len(s)) != end {
				t.Fatalf("suffixes(%q): %q is not a suffix of the caller's string", name, s)
			}
		}
	}
}

// cached reports whether suffixCache holds name.
func cached(name string) bool {
	for i := range suffixCache.slots {
		slot := &suffixCache.slots[i]
		slot.Lock()
		ok := string(slot.name[:slot.n]) == name
		slot.Unlock()
		if ok {
			return true
		}
	}
	return false
}

// TestSuffixCacheAgrees holds the cached answers to the list's, for the
// seeds and the host of every line of the corpora: when the name is
// asked first (most often a miss) and again at once (a hit: the test
// checks that the cache then holds each name it keeps).
func TestSuffixCacheAgrees(t *testing.T) {
	names := append([]string(nil), suffixSeeds...)
	for _, name := range corpus.Names {
		for _, in := range corpus.LinesIfPresent(t, name) {
			if u, err := whatwg.Parse(in); err == nil {
				names = append(names, u.Hostname())
			}
		}
	}
	for _, host := range names {
		name := strings.TrimSuffix(host, ".")
		if !isDomain(name) {
			continue
		}
		checkSuffixes(t, name)
		slot := suffixSlotOf(name)
		if held := string(slot.name[:slot.n]) == name; held != (len(name) <= maxCachedName) {
			t.Fatalf("suffixes(%q): the cache holds it: %v", name, held)
		}
	}
	long := suffixSeeds[len(suffixSeeds)-1]
	for _, name := range []string{long, long[1:]} {
		checkSuffixes(t, name)
		if cached(name) != (len(name) <= maxCachedName) {
			t.Errorf("a name of %d bytes: cached %v", len(name), cached(name))
		}
	}
}

// TestSuffixCacheHitRate logs how many of the corpora's hosts
// suffixCache finds (the figures in its doc comment), the lines asked in
// their order from an empty cache, and wants a third at least.
func TestSuffixCacheHitRate(t *testing.T) {
	for _, name := range corpus.Names {
		lines := corpus.LinesIfPresent(t, name)
		if lines == nil {
			continue
		}
		for i := range suffixCache.slots {
			suffixCache.slots[i].n = 0
		}
		hits, all := 0, 0
		for _, in := range lines {
			u, err := whatwg.Parse(in)
			host := strings.TrimSuffix(u.Hostname(), ".")
			if err != nil || !isDomain(host) {
				continue
			}
			all++
			slot := suffixSlotOf(host)
			if string(slot.name[:slot.n]) == host {
				hits++
			}
			suffixes(host)
		}
		t.Logf("%s: %d of %d hosts found (%.1f%%)", name, hits, all, 100*float64(hits)/float64(all))
		// The doc comment's figures are 41% to 50%: a third is a floor
		// that a cache which kept nothing, or lost its slots, falls through.
		if hits*3 < all {
			t.Errorf("%s: the cache found %d of %d hosts, fewer than a third", name, hits, all)
		}
	}
}

// TestSuffixCacheConcurrent: workers that ask the cache the same names
// at once, more than it has slots, get the list's answers (run with
// -race, as CI does).
func TestSuffixCacheConcurrent(t *testing.T) {
	var names []string
	for i := range 3 * suffixCacheSize {
		n := strconv.Itoa(i)
		names = append(names, "h"+n+".example.co.uk", "b"+n+".blogspot.com", n+".x"+n)
	}
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Go(func() {
			for i := range names {
				checkSuffixes(t, names[(i*(w+1))%len(names)])
			}
		})
	}
	wg.Wait()
}

// TestSiteOfAllocations: the Site of a URL of the common shape whose host
// the cache holds is found without allocating (one that it does not
// hold costs publicsuffix's own allocation).
func TestSiteOfAllocations(t *testing.T) {
	for _, in := range []string{"https://www.example.com/a/b?c", "http://a.b.myblog.blogspot.com/", "https://www.example.co.uk:8080/x"} {
		_, _ = SiteOf(in)
		if n := testing.AllocsPerRun(100, func() { _, _ = SiteOf(in) }); n != 0 {
			t.Errorf("SiteOf(%q): %v allocations", in, n)
		}
	}
}
