package canon

import (
	"hash/maphash"
	"sync"

	"golang.org/x/net/publicsuffix"
)

// suffixes returns the public suffixes of name, a domain without its
// final dot that isDomain accepts: by the whole list (suffix) and by its
// ICANN section alone (icann), each a suffix of name. What the list says
// of a name is asked of publicsuffix once (twice under a private rule:
// icannSuffixOf) and kept in suffixCache, because a crawl meets the same
// hosts over and over: about half the hosts of the shared corpora are met
// again while the cache still holds them, and the list's search is most
// of the time of SiteOf and ColumnsOf. TestSuffixCacheAgrees holds the
// cached answers to the list's on the corpora.
func suffixes(name string) (suffix, icann string) {
	if len(name) > maxCachedName {
		return listSuffixes(name)
	}
	slot := suffixSlotOf(name)
	slot.Lock()
	if string(slot.name[:slot.n]) == name {
		s, i := int(slot.suffix), int(slot.icann)
		slot.Unlock()
		return name[len(name)-s:], name[len(name)-i:]
	}
	slot.Unlock()
	suffix, icann = listSuffixes(name)
	slot.Lock()
	slot.n, slot.suffix, slot.icann = uint8(len(name)), uint8(len(suffix)), uint8(len(icann))
	copy(slot.name[:], name)
	slot.Unlock()
	return suffix, icann
}

// suffixSlotOf returns the slot of suffixCache where name is kept.
func suffixSlotOf(name string) *suffixSlot {
	return &suffixCache.slots[maphash.String(suffixCache.seed, name)%suffixCacheSize]
}

// listSuffixes is suffixes without the cache: publicsuffix's answer, and
// the ICANN section's where that is a private rule's.
func listSuffixes(name string) (suffix, icann string) {
	suffix, isICANN := publicsuffix.PublicSuffix(name)
	icann = suffix
	if !isICANN {
		icann = icannSuffixOf(suffix)
	}
	return suffix, icann
}

// suffixCache remembers what the list says of the last thousand or so
// names: a table of suffixCacheSize slots, each the answer for the last
// name whose hash fell in it (a name met again finds its answer unless
// another took its slot since). It is bounded (a slot is 64 bytes, the
// table 64 KiB), allocates nothing, and keeps no caller's memory (a slot
// holds a copy of its name, and a name longer than maxCachedName is not
// kept). It is safe for concurrent use, as the command's workers use it:
// each slot has its lock. A slot holds its answer in place, not behind a
// pointer, because a hit must cost one read of memory: the table is
// seldom in the processor's cache when a line's host is asked of it.
var suffixCache = struct {
	seed  maphash.Seed
	slots [suffixCacheSize]suffixSlot
}{seed: maphash.MakeSeed()}

// suffixCacheSize is the number of slots of suffixCache, a power of two.
// On the shared corpora it finds 49% of corpus-iri's hosts, 50% of
// corpus-ascii's and 41% of kasztp's (TestSuffixCacheHitRate), where a
// cache that knew every host met before would find 70%, 60% and 54%.
// Four times the slots find about 5 points more, but the larger table is
// less often in the processor's cache: in BenchmarkCanonVsParse, where
// other work runs between two lines' hosts, SiteOf was faster with 256
// or 1024 slots than with 4096.
const suffixCacheSize = 1024

// maxCachedName is the longest name suffixCache keeps, so that a slot
// (its lock, three lengths and the name) is 64 bytes. Nearly every host
// is shorter (30 of corpus-iri's 176,371 domains are longer, 5 of
// corpus-ascii's, none of kasztp's); a longer one is asked of the list
// each time.
const maxCachedName = 53

// A suffixSlot is the answer of listSuffixes for a name: the lengths of
// the two suffixes of the name of n bytes held in name (none while n is
// 0: no domain is empty).
type suffixSlot struct {
	sync.Mutex
	n, suffix, icann uint8
	name             [maxCachedName]byte
}
