package spoof

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/chars"
)

var fuzzSeeds = []string{"", "apple", "аррӏе", "microsоft", "pαypαl", "1২3", "zö̈m", "bücher", "日本語", "한국어",
	"παράδειγμα", "пример", "abc中文", "caféд", "ﺂ", "ǆ", "%", "m", "a\u200db", "i\u0307", "\xff\xfe", "\u0622\u0627"}

// FuzzSkeleton: the skeleton is idempotent, of valid UTF-8, and
// Confusable agrees with it; no input panics.
func FuzzSkeleton(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		k := Skeleton(s)
		if !utf8.ValidString(k) {
			t.Fatalf("Skeleton(%+q) = %+q, not UTF-8", s, k)
		}
		if k2 := Skeleton(k); k2 != k {
			t.Fatalf("Skeleton(%+q) = %+q, whose skeleton is %+q", s, k, k2)
		}
		if !Confusable(s, k) {
			t.Fatalf("%+q is not confusable with its skeleton %+q", s, k)
		}
		// The other entry points take any input.
		LevelOf(s)
		ResolvedScripts(s)
		WholeScriptConfusable(s)
		MixedNumbers(s)
		if p, at := Marks(s); p != 0 && (at < 0 || at >= len(s)) {
			t.Fatalf("Marks(%+q) at %d", s, at)
		}
		for _, fd := range Label(s, s) {
			if fd.Offset < 0 || fd.Offset+fd.Length > len(s) || fd.Length <= 0 {
				t.Fatalf("Label(%+q): %+v out of the label", s, fd)
			}
		}
	})
}

// FuzzConfusable: Confusable is symmetric, reflexive, and true for
// strings that differ only in one confusable character.
func FuzzConfusable(f *testing.F) {
	for i, s := range fuzzSeeds {
		f.Add(s, fuzzSeeds[(i+1)%len(fuzzSeeds)])
	}
	f.Fuzz(func(t *testing.T, a, b string) {
		if !Confusable(a, a) || !Confusable(b, b) {
			t.Fatalf("%+q or %+q not confusable with itself", a, b)
		}
		if Confusable(a, b) != Confusable(b, a) {
			t.Fatalf("Confusable(%+q, %+q) is not symmetric", a, b)
		}
		if Confusable(a, b) != (Skeleton(a) == Skeleton(b)) {
			t.Fatalf("Confusable(%+q, %+q) disagrees with the skeletons", a, b)
		}
		if !Confusable(a+"1"+b, a+"l"+b) {
			t.Fatalf("%+q: 1 and l not confusable", a+"1"+b)
		}
	})
}

// FuzzLabelAsWritten: a label judged as written agrees with Label when
// IDNA changed nothing; with its default ignorables removed (as IDNA's
// mapping removes the ones it ignores), the first one is reported as
// ReasonInvisible in the label as written, every offset lies in the form
// returned, and that form is written or u; Label's whole-script finding
// is wholeScript's walk's (checkWholeScriptLatin), and its findings
// referenceLabel's; no input panics.
func FuzzLabelAsWritten(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s, "com")
	}
	f.Add("\u200bb", "example")
	f.Add("bü\u00adcher", "example")
	f.Add("\u200bаррӏе", "com")
	f.Add("аррӏе", "")
	f.Add("ѕсоре", "рф")
	f.Fuzz(func(t *testing.T, written, tld string) {
		if got, form := LabelAsWritten(written, written, tld); !slices.Equal(got, Label(written, tld)) || form != written {
			t.Fatalf("LabelAsWritten(%+q, itself) = %v, %+q; Label: %v", written, got, form, Label(written, tld))
		}
		checkWholeScriptLatin(t, written, tld)
		if got, want := Label(written, tld), referenceLabel(written, tld); !slices.Equal(got, want) {
			t.Fatalf("Label(%+q, %+q) = %v; referenceLabel: %v", written, tld, got, want)
		}
		u := strings.Map(func(r rune) rune {
			if r >= utf8.RuneSelf && lookupRange(ignorableRanges[:], 1, r) == 1 {
				return -1
			}
			return r
		}, written)
		fs, form := LabelAsWritten(written, u, tld)
		if form != written && form != u {
			t.Fatalf("LabelAsWritten(%+q, %+q): form %+q", written, u, form)
		}
		for _, fd := range fs {
			if fd.Offset < 0 || fd.Offset+fd.Length > len(form) || fd.Length <= 0 {
				t.Fatalf("LabelAsWritten(%+q, %+q): %+v out of %+q", written, u, fd, form)
			}
		}
		if u != written && utf8.ValidString(written) && (len(fs) == 0 || fs[0].Reason != ReasonInvisible || form != written) {
			t.Fatalf("LabelAsWritten(%+q, %+q) = %v, %+q: no invisible character", written, u, fs, form)
		}
	})
}

// FuzzPolicyLabel runs every policy's Label on any label and top-level
// label: no panic, and findings that lie in the label, in the order of
// their rules but for the first three (oddFindings, in the order of the
// characters).
func FuzzPolicyLabel(f *testing.F) {
	for _, tc := range browserRuleCases {
		f.Add(tc.label, tc.tld, uint8(0), false)
	}
	f.Add("faß", "de", uint8(0), true)
	f.Add("abcհայ", "com", uint8(2), false)
	f.Fuzz(func(t *testing.T, label, tld string, profile uint8, transitional bool) {
		p := Policy{Profile: Profile(profile % 3), Transitional: transitional}
		fs := p.Label(label, tld)
		last := Reason(0)
		for _, fd := range fs {
			if fd.Offset < 0 || fd.Length <= 0 || fd.Offset+fd.Length > len(label) || fd.Reason == 0 || fd.Reason >= ReasonTopDomain {
				t.Fatalf("%+v.Label(%+q, %+q): %+v", p, label, tld, fd)
			}
			if fd.Reason > ReasonNotAllowed && fd.Reason < last {
				t.Fatalf("%+v.Label(%+q, %+q): %v out of order", p, label, tld, fs)
			}
			last = max(last, fd.Reason)
		}
	})
}

// FuzzTopDomain runs TopDomain on any host: no panic, and a domain found
// is one of the list that the host is not.
func FuzzTopDomain(f *testing.F) {
	for _, h := range []string{"gооgle.com", "gõogle.com", "ạpple.com", "éxample.blogspot.com", "þaypal.com", "www.аррӏе.com", "ımdb.com"} {
		f.Add(h)
	}
	f.Fuzz(func(t *testing.T, host string) {
		name, ok := TopDomain(host)
		if utf8.ValidString(host) && utf8.RuneCountInString(host) <= 64 {
			// The cheap tests spare only what finds nothing.
			if want, wok := lookAlikeDomainOf(host, lookupTopDomain); wok && (want != name || !ok) && chars.NonASCIICount(host) > 0 {
				t.Fatalf("TopDomain(%+q) = %q, %v; without its cheap tests %q", host, name, ok, want)
			}
		}
		if !ok {
			return
		}
		if name == "" || !slices.ContainsFunc(topDomains[:], func(d topDomain) bool { return d.name == name }) || fold(host) == name {
			t.Fatalf("TopDomain(%+q) = %q", host, name)
		}
	})
}
