package spoof

import (
	"sort"
	"strings"
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
	if !mayEndInTopDomainTLD(host) {
		return "", false
	}
	return lookAlikeDomain(host, lookupTopDomain)
}

// mayEndInTopDomainTLD reports, without allocating, whether the last
// label of host may have the skeleton of the last label of a top domain:
// an ASCII label is mapped byte by byte by confusables.txt's prototypes
// and looked up in topDomainTLDSkeletons; any other may.
func mayEndInTopDomainTLD(host string) bool {
	for len(host) > 0 && host[len(host)-1] == '.' {
		host = host[:len(host)-1]
	}
	tld := host[strings.LastIndexByte(host, '.')+1:]
	var buf [64]byte
	skel := buf[:0]
	for i := 0; i < len(tld); i++ {
		c := tld[i]
		if c >= utf8.RuneSelf || len(skel)+4 > len(buf) {
			return true
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if !asciiMapped[c] {
			skel = append(skel, c)
			continue
		}
		p, _ := prototype(rune(c))
		for j := 0; j < len(p); j++ {
			if p[j] >= utf8.RuneSelf {
				return true
			}
		}
		skel = append(skel, p...)
	}
	i := sort.Search(len(topDomainTLDSkeletons), func(i int) bool { return topDomainTLDSkeletons[i] >= string(skel) })
	return i < len(topDomainTLDSkeletons) && topDomainTLDSkeletons[i] == string(skel)
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

// lookupTopDomain finds skeleton in the generated table of top domains.
func lookupTopDomain(skeleton string) (string, bool) {
	i := sort.SearchStrings(topDomainSkeletons[:], skeleton)
	if i < len(topDomainSkeletons) && topDomainSkeletons[i] == skeleton {
		return topDomainNames[i], true
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
	h := strings.TrimSuffix(fold(strings.Clone(host)), ".")
	if h == "" || !utf8.ValidString(h) {
		return "", false
	}
	for _, skeleton := range HostSkeletons(h) {
		labels := strings.Split(skeleton, ".")
		if len(labels) > maxTopDomainLabels {
			labels = labels[len(labels)-maxTopDomainLabels:]
		}
		for len(labels) >= 2 {
			if name, ok := lookup(strings.Join(labels, ".")); ok {
				n := fold(name)
				if h == n || strings.HasSuffix(h, "."+n) {
					return "", false // the domain itself, or one under it
				}
				return name, true
			}
			labels = labels[1:]
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
	return !ascii // an ASCII host is what it shows
}

// asciiLike reports whether r, beyond ASCII, may have an ASCII skeleton
// by HostSkeletons's steps: r without its marks, as mapped by
// extraConfusables and UTS #39's prototypes, is ASCII, or r is a mark
// step 1 removes, or looks like two letters (step 2). It may say yes
// where the whole host says no: it only lets mayLookLikeDomain pass.
func asciiLike(r rune) bool {
	if 0x0300 <= r && r <= 0x0339 || r == 'ӏ' {
		return true
	}
	if _, ok := multipleSkeletons(r); ok {
		return true
	}
	// Not removeDiacritics, which asks the scripts of the block being
	// filled: its marks and letters alone.
	var b strings.Builder
	for _, c := range norm.NFD.String(string(r)) {
		switch {
		case unicode.Is(unicode.Mn, c):
		case c == 'ł':
			b.WriteByte('l')
		case c == 'ø':
			b.WriteByte('o')
		case c == 'đ':
			b.WriteByte('d')
		default:
			b.WriteRune(c)
		}
	}
	s := Skeleton(mapExtraConfusables(b.String()))
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return s != ""
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
		switch r {
		case 'ł':
			r = 'l'
		case 'ø':
			r = 'o'
		case 'đ':
			r = 'd'
		}
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
next:
	for _, r := range s[i:] {
		if r >= utf8.RuneSelf {
			for _, m := range extraConfusables {
				if strings.ContainsRune(m[0], r) {
					b.WriteString(m[1])
					continue next
				}
			}
		}
		b.WriteRune(r)
	}
	return b.String()
}
