package spoof

import (
	"strings"

	"golang.org/x/text/unicode/norm"
)

// Protected is a set of an application's own names (its domains, its
// page titles) that look-alikes are found against: a map from the
// skeleton of each name to the name. Finding a look-alike costs one
// skeleton and one map lookup, whatever the number of names. The zero
// value protects nothing. A Protected is not changed after Protect and may
// be used from several goroutines at once.
type Protected struct {
	bySkeleton     map[string]string
	byHostSkeleton map[string]string // HostSkeletons of each name, for ImitatesHost
}

// Protect returns the set of the names. Names are compared in lower
// case and NFC, as IDNA writes a host's labels: "PayPal.com" protects
// "paypal.com". Of names with the same skeleton, the first is kept:
// they are look-alikes of each other already.
func Protect(names []string) Protected {
	p := Protected{bySkeleton: make(map[string]string, len(names)), byHostSkeleton: make(map[string]string, len(names))}
	for _, n := range names {
		k := Skeleton(fold(n))
		if _, dup := p.bySkeleton[k]; !dup {
			p.bySkeleton[k] = n
		}
		for _, k := range HostSkeletons(fold(n)) {
			if _, dup := p.byHostSkeleton[k]; !dup {
				p.byHostSkeleton[k] = n
			}
		}
	}
	return p
}

// Imitates returns the protected name (as given to Protect) that s looks
// like but is not (UTS #39 §4: the same skeleton, another string), and
// whether there is one: "pаypal.com" (a Cyrillic а) imitates
// "paypal.com"; "paypal.com" itself imitates nothing.
func (p Protected) Imitates(s string) (name string, ok bool) {
	if len(p.bySkeleton) == 0 {
		return "", false
	}
	s = fold(s)
	name, ok = p.bySkeleton[Skeleton(s)]
	if !ok || fold(name) == s {
		return "", false
	}
	return name, true
}

// Len returns the number of protected skeletons.
func (p Protected) Len() int { return len(p.bySkeleton) }

// fold puts s in the form names are compared in: lower case, NFC.
func fold(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 0x80 || 'A' <= c && c <= 'Z' {
			return norm.NFC.String(strings.ToLower(s))
		}
	}
	return s
}
