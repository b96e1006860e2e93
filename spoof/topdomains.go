package spoof

import (
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// The look-alikes of well-known domains, as Chromium finds them
// (components/url_formatter/spoof_checks/skeleton_generator.cc and
// IDNSpoofChecker::GetSimilarTopDomain): a host is compared, by its
// skeletons, on its last two to four labels, with the skeletons of a list
// of domains, Chromium's top domains (data/top-domains) or the names an
// application protects.

// maxTopDomainLabels is the most labels of a domain of the list: a host
// is compared on its last four labels at most.
const maxTopDomainLabels = 4

// TopDomain returns the well-known domain of Chromium's list of top
// domains that host, in Unicode, looks like but is not nor is under,
// and whether there is one: "éxample.com" looks like "example.com" (if
// it is in the list), "gооgle.com" (Cyrillic о) like "google.com";
// "mail.google.com" and "éxample.blogspot.com" (under "blogspot.com")
// look like none. Chromium keeps such a host in punycode whole.
//
// The host's skeletons are Chromium's (HostSkeletons); each is compared
// on its last four labels, then three, then two, with the skeletons of
// the list, and the first match decides. An ASCII host looks like
// nothing: it is what it shows.
func TopDomain(host string) (string, bool) {
	// The cheaper test first: most hosts have a character of no ASCII
	// skeleton in their last two labels.
	if !mayLookLikeDomain(host) || !mayEndLikeTopDomain(host) {
		return "", false
	}
	// A copy: what the caller's host points into (a buffer of its own)
	// is not kept, and does not escape to the heap for the cheap tests.
	return lookAlikeDomainOf(strings.Clone(host), lookupTopDomain)
}

// mayEndLikeTopDomain reports, without allocating, whether the last two
// labels of host may have the skeleton of the last two labels of a top
// domain (topDomainTails): they are mapped a character at a time as
// HostSkeletons maps them where that needs no context (tailMayMatch), and
// looked up. Every skeleton of the list is ASCII, and every match is on
// two labels or more, so that a host whose last two labels cannot be
// mapped to one of the tails looks like no top domain.
func mayEndLikeTopDomain(host string) bool {
	for len(host) > 0 && host[len(host)-1] == '.' {
		host = host[:len(host)-1]
	}
	start := strings.LastIndexByte(host, '.')
	if start < 0 {
		return false // one label: no match is of fewer than two
	}
	start = strings.LastIndexByte(host[:start], '.') + 1
	var buf [128]byte
	budget := maxSupplementalHosts
	return tailMayMatch(buf[:0], host[start:], &budget)
}

// tailMayMatch reports whether dst, a skeleton made so far, followed by
// the skeleton of s as HostSkeletons makes it a character at a time, may
// be one of topDomainTails: each character in lower case, its diacritics
// dropped (step 1), each variant of a character that looks like two
// letters, and ӏ as l, tried in turn (step 2), Chromium's extra
// look-alikes and UTS #39's prototypes (step 3), each ASCII result mapped
// again as Skeleton's passes do. It says yes where it cannot tell: more
// variants than budget allows, no room left in dst, a prototype with a
// dot. A character whose skeleton is not ASCII ends every variant.
func tailMayMatch(dst []byte, s string, budget *int) bool {
	for i, r := range s {
		if r < utf8.RuneSelf {
			if 'A' <= r && r <= 'Z' {
				r += 'a' - 'A'
			}
			dst = appendASCIISkeleton(dst, byte(r))
			continue
		}
		if 0x0300 <= r && r <= 0x0339 {
			continue // a mark step 1 removes; where it does not, no match
		}
		rest := s[i+utf8.RuneLen(r):]
		r = unicode.ToLower(r) // as fold does, a character at a time
		if len(dst) > cap(dst)-8 {
			return true
		}
		alts, two := multipleSkeletons(r)
		if r == 'ӏ' {
			alts, two = [2]string{"l", "l"}, true
		}
		if two {
			if *budget--; *budget < 0 {
				return true
			}
			for _, alt := range alts {
				d := dst
				for j := 0; j < len(alt); j++ {
					d = appendASCIISkeleton(d, alt[j])
				}
				if tailMayMatch(d, rest, budget) {
					return true
				}
			}
		}
		var v int
		if dst, v = appendRuneSkeleton(dst, r); v != tailMade {
			return v == tailMaybe
		}
		if two {
			return tailMayMatch(dst, rest, budget) // its own skeleton, the last variant
		}
	}
	i := sort.Search(len(topDomainTails), func(i int) bool { return topDomainTails[i] >= string(dst) })
	return i < len(topDomainTails) && topDomainTails[i] == string(dst)
}

// The verdicts of appendRuneSkeleton: the skeleton is made, it cannot be
// ASCII (and so no top domain's), or it is not made here (a prototype
// with a dot, which splits a label).
const (
	tailMade = iota
	tailNever
	tailMaybe
)

// appendRuneSkeleton appends to dst the skeleton of r, beyond ASCII and
// in lower case, as step 1 and 3 of HostSkeletons make it of a host of
// Latin, Greek and Cyrillic (where its diacritics are removed);
// TestRuneSkeletonAgreesWithHostSkeletons holds it to them for every
// character. Of another host, no skeleton is ASCII but where this one is.
func appendRuneSkeleton(dst []byte, r rune) ([]byte, int) {
	r = withoutStroke(r)
	var one [utf8.UTFMax]byte
	d := norm.NFD.Properties(utf8.AppendRune(one[:0], r)).Decomposition()
	if d == nil {
		d = utf8.AppendRune(one[:0], r)
	}
	for _, c := range string(d) {
		if unicode.Is(unicode.Mn, c) {
			continue // step 1
		}
		c = withoutStroke(c)                 // step 1 after NFD, as removeDiacritics: "ǿ" is "ø" and a mark
		if m, ok := extraConfusable(c); ok { // step 3 after step 1: "ώ" is "ω" and a mark, so "w"
			for i := 0; i < len(m); i++ {
				dst = appendASCIISkeleton(dst, m[i])
			}
			continue
		}
		if c < utf8.RuneSelf {
			dst = appendASCIISkeleton(dst, byte(c))
			continue
		}
		p, ok := prototype(c)
		if !ok {
			return dst, tailNever // its own skeleton, not ASCII
		}
		for i := 0; i < len(p); i++ {
			if p[i] >= utf8.RuneSelf {
				return dst, tailNever
			}
			if p[i] == '.' {
				return dst, tailMaybe
			}
			dst = appendASCIISkeleton(dst, p[i])
		}
	}
	return dst, tailMade
}

// appendASCIISkeleton appends the skeleton of the ASCII byte c: its
// prototype where confusables.txt has one ("m" is "rn"), c otherwise.
func appendASCIISkeleton(dst []byte, c byte) []byte {
	if !asciiMapped[c] {
		return append(dst, c)
	}
	p, _ := prototype(rune(c))
	return append(dst, p...)
}

// ImitatesHost is TopDomain for the names of p: the protected name (as
// given to Protect) that host looks like but is not nor is under, by
// the same skeletons and on the same last labels. Unlike Imitates, it
// finds "login.pаypal.com" imitating "paypal.com".
func (p Protected) ImitatesHost(host string) (string, bool) {
	if len(p.byHostSkeleton) == 0 {
		return "", false
	}
	return lookAlikeDomain(host, func(skeleton string) (string, bool) {
		name, ok := p.byHostSkeleton[skeleton]
		return name, ok
	})
}

// A topDomain is a skeleton of one of Chromium's top domains, and the
// domain (topdomains_table.go).
type topDomain struct{ skeleton, name string }

// lookupTopDomain finds skeleton in the generated table of top domains.
func lookupTopDomain(skeleton string) (string, bool) {
	i := sort.Search(len(topDomains), func(i int) bool { return topDomains[i].skeleton >= skeleton })
	if i < len(topDomains) && topDomains[i].skeleton == skeleton {
		return topDomains[i].name, true
	}
	return "", false
}

// lookAlikeDomain is TopDomain and ImitatesHost with the list to look in.
func lookAlikeDomain(host string, lookup func(skeleton string) (string, bool)) (string, bool) {
	if !mayLookLikeDomain(host) {
		return "", false
	}
	// A copy: what the caller's host points into (a buffer of its own)
	// is not kept, and does not escape to the heap for the cheap tests
	// above.
	return lookAlikeDomainOf(strings.Clone(host), lookup)
}

// lookAlikeDomainOf is lookAlikeDomain without its cheap tests, which
// TestTopDomainFilters holds to it.
func lookAlikeDomainOf(host string, lookup func(skeleton string) (string, bool)) (string, bool) {
	h := strings.TrimSuffix(fold(host), ".")
	if h == "" || !utf8.ValidString(h) {
		return "", false
	}
	for _, skeleton := range HostSkeletons(h) {
		// The suffixes of the last four labels down to the last two, as
		// substrings: starts[k] is where the last k+1 labels start.
		var starts [maxTopDomainLabels]int
		n := 0
		for i := len(skeleton) - 1; i >= 0 && n < maxTopDomainLabels; i-- {
			if skeleton[i] == '.' {
				starts[n] = i + 1
				n++
			}
		}
		if n < maxTopDomainLabels {
			starts[n] = 0 // the whole skeleton: fewer labels than four
			n++
		}
		for k := n - 1; k >= 1; k-- { // the last k+1 labels
			if name, ok := lookup(skeleton[starts[k]:]); ok {
				d := fold(name)
				if h == d || strings.HasSuffix(h, "."+d) {
					return "", false // the domain itself, or one under it
				}
				return name, true
			}
		}
	}
	return "", false
}

// mayLookLikeDomain reports, without allocating, whether host may look
// like a domain: its last two labels may have ASCII skeletons (every
// character ASCII or asciiLike), as the skeletons of the domains of a
// list have, the list of top domains and an application's names alike
// (a name whose skeleton is not ASCII is protected by Imitates, not by
// ImitatesHost). A host of one label is asked of all of it: a
// character's skeleton may hold a dot.
func mayLookLikeDomain(host string) bool {
	for len(host) > 0 && host[len(host)-1] == '.' {
		host = host[:len(host)-1]
	}
	dots, ascii := 0, true
	for i := len(host) - 1; i >= 0 && dots < 2; {
		c := host[i]
		if c == '.' {
			dots++
			i--
			continue
		}
		if c < utf8.RuneSelf {
			i--
			continue
		}
		ascii = false
		r, n := utf8.DecodeLastRuneInString(host[:i+1])
		info, ok := infoCached(r)
		if !ok {
			info = infoOf(r)
		}
		if info&infoASCIILike == 0 {
			return false
		}
		i -= n
	}
	if ascii { // the last two labels: an ASCII host is what it shows
		for i := 0; i < len(host); i++ {
			if host[i] >= utf8.RuneSelf {
				return true
			}
		}
		return false
	}
	return true
}

// asciiLike reports whether r, beyond ASCII, may have an ASCII skeleton
// by HostSkeletons's steps: its own (appendRuneSkeleton), or r is a mark
// step 1 removes, or looks like two letters (step 2). It may say yes
// where the whole host says no: it only lets mayLookLikeDomain pass.
func asciiLike(r rune) bool {
	r = unicode.ToLower(r) // as fold does: "Ø" is "ø", which is "o"
	if 0x0300 <= r && r <= 0x0339 || r == 'ӏ' {
		return true
	}
	if _, ok := multipleSkeletons(r); ok {
		return true
	}
	var buf [4 * utf8.UTFMax]byte
	_, v := appendRuneSkeleton(buf[:0], r)
	return v != tailNever
}

// maxSupplementalLength and maxSupplementalCharacters bound the variants
// HostSkeletons makes of a host, as Chromium's do: none for a host of more
// than 32 characters, nor for one with more than five characters of
// several skeletons; at most 128.
const (
	maxSupplementalLength     = 32
	maxSupplementalCharacters = 5
	maxSupplementalHosts      = 128
)

// HostSkeletons returns the skeletons Chromium compares a host with
// well-known domains by (SkeletonGenerator::GetSkeletons), distinct and
// sorted. host is in Unicode and lower case. The steps:
//
//  1. Where every character of host is Latin, Greek, Cyrillic, an ASCII
//     digit, ".", "_", "-" or a combining mark of U+0300-0339, its
//     diacritics are removed (NFD, nonspacing marks removed, NFC), and
//     ł, ø and đ become l, o and d.
//  2. A character that looks like two letters gives variants of the host
//     with each: þ as b and p, œ as ce and oe, ł as l and t, ı as l and i
//     (of the host with its diacritics too where it holds ł).
//  3. In each variant, the look-alikes UTS #39's data lacks are replaced
//     (Chromium's extra confusable mapping: к as k, п as n, ш as w, з as
//     3, ...), and the skeleton of UTS #39 §4 is taken; where the variant
//     holds ӏ, also the skeleton with ӏ as l.
func HostSkeletons(host string) []string {
	bare := removeDiacritics(host)
	hosts := supplementalHosts(bare)
	if strings.ContainsRune(host, 'ł') {
		hosts = append(hosts, supplementalHosts(host)...)
	}
	if len(hosts) == 0 {
		hosts = []string{bare}
	}
	var skeletons []string
	for _, h := range hosts {
		h = mapExtraConfusables(h)
		if strings.ContainsRune(h, 'ӏ') {
			skeletons = append(skeletons, Skeleton(strings.ReplaceAll(h, "ӏ", "l")))
		}
		skeletons = append(skeletons, Skeleton(h))
	}
	sort.Strings(skeletons)
	return compactStrings(skeletons)
}

func compactStrings(s []string) []string {
	out := s[:0]
	for i, x := range s {
		if i == 0 || x != s[i-1] {
			out = append(out, x)
		}
	}
	return out
}

// removeDiacritics is step 1 of HostSkeletons.
func removeDiacritics(host string) string {
	for _, r := range host {
		if r < utf8.RuneSelf {
			if !('a' <= r && r <= 'z' || '0' <= r && r <= '9' || r == '.' || r == '_' || r == '-') {
				return host
			}
			continue
		}
		if 0x0300 <= r && r <= 0x0339 {
			continue
		}
		if x := realScripts(r); x.IsEmpty() || !lgcScripts.meets(x) {
			return host
		}
	}
	var b strings.Builder
	for _, r := range norm.NFD.String(host) {
		if unicode.Is(unicode.Mn, r) {
			continue
		}
		r = withoutStroke(r)
		b.WriteRune(r)
	}
	return norm.NFC.String(b.String())
}

// multipleSkeletons returns the two letters r looks like either of, for
// the characters that do (step 2 of HostSkeletons).
func multipleSkeletons(r rune) ([2]string, bool) {
	switch r {
	case 'þ':
		return [2]string{"b", "p"}, true
	case 'œ':
		return [2]string{"ce", "oe"}, true
	case 'ł':
		return [2]string{"l", "t"}, true
	case 'ı':
		return [2]string{"l", "i"}, true
	}
	return [2]string{}, false
}

// supplementalHosts returns host and its variants (step 2 of
// HostSkeletons), nil when there are too many to make.
func supplementalHosts(host string) []string {
	n, count := 0, 0
	for _, r := range host {
		n++
		if _, ok := multipleSkeletons(r); ok {
			count++
		}
	}
	if n == 0 || n > maxSupplementalLength || count > maxSupplementalCharacters {
		return nil
	}
	if count == 0 {
		return []string{host}
	}
	variants := []string{""}
	for _, r := range host {
		alt, ok := multipleSkeletons(r)
		next := make([]string, 0, len(variants)*3)
		for _, v := range variants {
			next = append(next, v+string(r))
			if ok {
				next = append(next, v+alt[0], v+alt[1])
			}
		}
		if len(next) > maxSupplementalHosts {
			next = next[:maxSupplementalHosts]
		}
		variants = next
	}
	return variants
}

// extraConfusables is Chromium's mapping of the look-alikes that UTS #39's
// confusables.txt lacks (SkeletonGenerator's extra_confusable_mapper_),
// each run of characters mapped to the string after it.
var extraConfusables = [...][2]string{
	{"æӕ", "ae"}, {"ϼҏ", "p"}, {"ħнћңҥӈӊԋԧԩ", "h"}, {"ĸκкқҝҟҡӄԟ", "k"}, {"ŋпԥกח", "n"},
	{"ŧтҭԏ七丅丆丁", "t"}, {"ƅьҍвß", "b"}, {"ωшщพฟພຟ", "w"}, {"мӎ", "m"}, {"єҽҿၔ", "e"},
	{"ґ", "r"}, {"ғӻ", "f"}, {"ҫင", "c"}, {"ұ丫", "y"}, {"χҳӽӿ乂", "x"}, {"ԃძ", "d"},
	{"ԍဌ", "g"}, {"ടรຣຮ", "s"}, {"၂", "j"}, {"०০੦૦ଠ୦೦စ", "o"}, {"৭੧૧", "q"}, {"บບ", "u"},
	{"θ", "0"}, {"२২੨૨೩೭շ", "2"}, {"зҙӡउওਤ੩૩౩ဒვპੜკ", "3"}, {"੫丩ㄐ", "4"}, {"ճ", "6"},
	{"৪੪୫", "8"}, {"૭୨౨", "9"}, {"—一―⸺⸻", "-"},
}

// extraConfusable returns what extraConfusables maps r to, and whether
// it maps r: a binary search of extraConfusableIndex.
func extraConfusable(r rune) (string, bool) {
	index := extraConfusableIndex()
	i := sort.Search(len(index), func(i int) bool { return index[i].r >= r })
	if i < len(index) && index[i].r == r {
		return index[i].to, true
	}
	return "", false
}

// An extraConfusableEntry is one character of extraConfusables and what
// it maps to.
type extraConfusableEntry struct {
	r  rune
	to string
}

// extraConfusableIndex returns the characters of extraConfusables,
// sorted, each with what it maps to: made on first use (nothing at init).
func extraConfusableIndex() []extraConfusableEntry {
	extraConfusableOnce.Do(func() {
		for _, m := range extraConfusables {
			for _, r := range m[0] {
				extraConfusableEntries = append(extraConfusableEntries, extraConfusableEntry{r, m[1]})
			}
		}
		slices.SortFunc(extraConfusableEntries, func(a, b extraConfusableEntry) int { return int(a.r - b.r) })
	})
	return extraConfusableEntries
}

var (
	extraConfusableOnce    sync.Once
	extraConfusableEntries []extraConfusableEntry
)

// mapExtraConfusables applies extraConfusables to s (step 3 of
// HostSkeletons).
func mapExtraConfusables(s string) string {
	i := 0
	for i < len(s) && s[i] < utf8.RuneSelf {
		i++
	}
	if i == len(s) {
		return s
	}
	var b strings.Builder
	b.WriteString(s[:i])
	for _, r := range s[i:] {
		if m, ok := extraConfusable(r); ok {
			b.WriteString(m)
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// withoutStroke maps ł, ø and đ to l, o and d, the letters whose stroke
// NFD does not take off (step 1 of HostSkeletons).
func withoutStroke(r rune) rune {
	switch r {
	case 'ł':
		return 'l'
	case 'ø':
		return 'o'
	case 'đ':
		return 'd'
	}
	return r
}
