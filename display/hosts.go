package display

import (
	"strings"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/idn"
	"github.com/go-iri/iri/internal/pct"
	"github.com/go-iri/iri/spoof"
	"golang.org/x/net/idna"
	"golang.org/x/text/unicode/norm"
)

// UnicodeHosts says when the labels of a host are shown in Unicode.
type UnicodeHosts uint8

const (
	// UnicodeSafe shows a label in Unicode when spoof.Policy.Label finds nothing
	// that makes it unsafe by Chromium's rules, and the host does not
	// look like a well-known domain (spoof.TopDomain) or a protected
	// name; in its ACE form ("xn--...") otherwise: the policy of a careful
	// browser (see spoof.Reason for each rule). It is the zero value.
	UnicodeSafe UnicodeHosts = iota
	// UnicodeAlways shows every label that IDNA can decode in Unicode.
	UnicodeAlways
	// UnicodeNever shows every non-ASCII label in its ACE form (percent-encoded
	// in a host that IDNA rejects, where no ACE form writes it): Firefox's
	// "ASCII" restriction profile.
	UnicodeNever
	// UnicodeHighlyRestrictive is Firefox's default restriction profile
	// ("high", spoof.ProfileFirefoxHigh): UnicodeSafe with Firefox's rules of
	// labels in place of Chromium's, and no list of top domains (Firefox
	// has none; protected names still count).
	UnicodeHighlyRestrictive
	// UnicodeModeratelyRestrictive is Firefox's "moderate" restriction profile
	// (spoof.ProfileFirefoxModerate): as UnicodeHighlyRestrictive, and Latin may
	// join one more script, not Cyrillic nor Greek.
	UnicodeModeratelyRestrictive
)

// Hosts writes the host of an IRI for a person to read (RFC 3987 §3.2,
// 3987bis §3.7 and §10): each label in Unicode or in its ACE form as
// Unicode says. The zero value is the UnicodeSafe policy, with nontransitional
// processing and Chromium's list of top domains.
type Hosts struct {
	Unicode UnicodeHosts
	// Transitional says the hosts are looked up with UTS #46 transitional
	// processing: a label with ß or ς names another host than it shows
	// and stays in its ACE form (spoof.ReasonDeviation).
	Transitional bool `json:",omitempty"`
	// Protected holds names of the application (spoof.Protect): a host
	// that looks like one of them but is not it nor under it stays in
	// ACE form whole, as one like a top domain does.
	Protected spoof.Protected `json:"-"`
	// OnlyProtected uses Protected in place of Chromium's list of top
	// domains, not beside it.
	OnlyProtected bool `json:",omitempty"`
}

// A KeptLabel is a label that Hosts writes in its ACE form although it
// has a Unicode one, and why.
type KeptLabel struct {
	ALabel   string          // as Host writes it: "xn--80ak6aa92e" (percent-encoded UTF-8 for a label IDNA rejects or removes a character from)
	ULabel   string          // what it would read as: "аррӏе" (as written, "\u200bb", when IDNA removes an invisible character from it: spoof.LabelAsWritten)
	Findings []spoof.Finding // why, from spoof.Policy.Label; offsets are in ULabel. For a host like a well-known domain, one finding of spoof.ReasonTopDomain whose Detail names the domain.
}

// judges reports whether h shows a label in Unicode by rules of labels
// (UnicodeSafe and Firefox's profiles), not always or never.
func (h Hosts) judges() bool { return h.Unicode != UnicodeAlways && h.Unicode != UnicodeNever }

// policy returns the rules of labels h applies.
func (h Hosts) policy() spoof.Policy {
	p := spoof.Policy{Transitional: h.Transitional}
	switch h.Unicode {
	case UnicodeHighlyRestrictive:
		p.Profile = spoof.ProfileFirefoxHigh
	case UnicodeModeratelyRestrictive:
		p.Profile = spoof.ProfileFirefoxModerate
	}
	return p
}

// lookAlike returns the well-known or protected domain that shown, a
// host as Host shows it, looks like, and whether there is one.
func (h Hosts) lookAlike(shown string) (string, bool) {
	if name, ok := h.Protected.ImitatesHost(shown); ok {
		return name, true
	}
	if h.OnlyProtected || h.Unicode == UnicodeHighlyRestrictive || h.Unicode == UnicodeModeratelyRestrictive {
		return "", false
	}
	return spoof.TopDomain(shown)
}

// Host returns host, a reg-name in Unicode, in ACE form or a mixture of
// both, with each label in the form h chooses, and the labels it kept in
// ACE form for being unsafe (with UnicodeSafe and Firefox's profiles). The
// top-level label decides whether a whole-script confusable is shown
// (spoof.ReasonWholeScript). A host that looks like one of Chromium's top
// domains or a protected name is written in ACE form whole
// (spoof.TopDomain, spoof.Protected.ImitatesHost), each label it would
// have shown in Unicode kept for spoof.ReasonTopDomain. A label with a
// percent-encoding is written as it is, and not judged
// (iri.Mapper.ToIRI decodes what can be shown first); a label beyond
// ASCII that no ACE form writes (IDNA rejects it, or the host it is in
// and the label is unsafe, or its mapping removes an invisible character
// from it: spoof.LabelAsWritten) has its UTF-8 octets percent-encoded
// (RFC 3987 §8.6), so that a label is shown in Unicode only as the name
// IDNA makes of it. An ASCII host without an ACE label is returned as it
// is, without allocating.
func (h Hosts) Host(host string) (string, []KeptLabel) {
	if idn.PlainHost(host) {
		return host, nil
	}
	p := idn.Profile(idn.UTS46, false, false)
	shown, kept := h.labels(p, host, true)
	if shown != host {
		// The labels' forms hold for the name only where IDNA converts
		// the host as a whole, and the form shown to what the host
		// converts to (3987bis §3.4: the conversion of the whole name
		// fails otherwise). In "%22.Ӕ" IDNA maps "Ӕ" to "ӕ", but rejects
		// the host (a percent-encoded ASCII character beside a non-ASCII
		// label), which therefore names "Ӕ"; "%22.xn--80ak6aa92e"
		// converts, but its Unicode form would not. (An ACE form may be
		// in upper case: a host's case does not matter, RFC 3986
		// §3.2.2.)
		if !convertsAlike(p, host, shown) {
			shown, kept = h.labels(p, host, false)
		}
	}
	if h.judges() && chars.NonASCIICount(shown) > 0 {
		// Chromium keeps a host that looks like a well-known domain in
		// ACE form whole (IDNToUnicodeWithAdjustments): the labels it
		// shows in Unicode go back to what they were.
		if name, ok := h.lookAlike(shown); ok {
			return h.keptWhole(p, host, shown, name, kept)
		}
	}
	return shown, kept
}

// keptWhole returns host in ACE form, each of its labels that shown has
// in Unicode written as UnicodeNever writes it, and kept with those labels, each
// with a finding of spoof.ReasonTopDomain naming the domain it looks like.
func (h Hosts) keptWhole(p *idna.Profile, host, shown, name string, kept []KeptLabel) (string, []KeptLabel) {
	ace, _ := Hosts{Unicode: UnicodeNever}.labels(p, host, true)
	aceLabels := strings.Split(ace, ".") // as many as shown has: labels keeps them
	for i, u := range strings.Split(shown, ".") {
		if chars.NonASCIICount(u) > 0 {
			kept = append(kept, KeptLabel{ALabel: aceLabels[i], ULabel: u, Findings: []spoof.Finding{{
				Reason: spoof.ReasonTopDomain, Offset: 0, Length: len(u), Detail: "the host " + shown + " looks like " + name,
			}}})
		}
	}
	return ace, kept
}

// convertsAlike reports whether IDNA converts host, and shown to the
// same ACE form, in any case. Where host fails, shown is not converted.
func convertsAlike(p *idna.Profile, host, shown string) bool {
	want, err := idn.ToASCII(p, host)
	if err != nil {
		return false
	}
	got, err := idn.ToASCII(p, shown)
	return err == nil && strings.EqualFold(got, want)
}

// labels writes each label of host as Host does, through IDNA when
// convert is set, and each as written otherwise (for a host whose
// conversion fails as a whole, see Host).
func (h Hosts) labels(p *idna.Profile, host string, convert bool) (string, []KeptLabel) {
	labels := strings.Split(host, ".")
	unicode := func(label string) string {
		if convert {
			return unicodeLabel(p, label)
		}
		return label
	}
	tld := ""
	for i := len(labels) - 1; i >= 0; i-- {
		if labels[i] != "" {
			tld = labels[i]
			if strings.IndexByte(tld, '%') >= 0 {
				// As this policy writes an unsafe label IDNA rejects: its
				// script is the decoded one's.
				if d, ok := pct.Unescape(tld); ok {
					tld = d
				}
			}
			tld = unicode(tld)
			break
		}
	}
	var kept []KeptLabel
	for i, label := range labels {
		if strings.IndexByte(label, '%') >= 0 {
			continue
		}
		u := unicode(label)
		if chars.NonASCIICount(u) == 0 {
			labels[i] = u
			continue
		}
		a := label
		converts := true // IDNA converts the label alone, to what it shows
		if (convert || h.judges()) && chars.NonASCIICount(label) > 0 {
			ace, err := idn.ToASCII(p, label)
			switch {
			case err != nil:
				converts = false
			case convert:
				// The U-label of the ACE form: what IDNA maps the label to
				// ("Ϲ" to "σ"), which is what the name is.
				a, u = ace, unicodeLabel(p, ace)
			default:
				// Written as it is (the host does not convert): shown
				// only where it reads as its U-label, but for case and
				// composition ("Ӕ" for "ӕ"), not where the mapping changes
				// more ("ａ" for "a").
				converts = strings.EqualFold(norm.NFC.String(label), unicodeLabel(p, ace))
			}
		}
		shown := u // what the label reads as
		var fs []spoof.Finding
		switch h.Unicode {
		case UnicodeAlways:
			labels[i] = u
			continue
		case UnicodeSafe, UnicodeHighlyRestrictive, UnicodeModeratelyRestrictive: // h.judges()
			// Judged as written: IDNA's mapping removes invisible
			// characters that the U-label no longer shows, and that no
			// ACE form writes either. A label that IDNA rejects names no
			// host a browser would look up: it is not shown in Unicode
			// either, whatever it holds.
			if fs, shown = h.policy().LabelAsWritten(label, u, tld); fs == nil && converts {
				labels[i] = u
				continue
			}
		}
		// Not shown in Unicode: in its ACE form where IDNA converts it,
		// its UTF-8 octets percent-encoded otherwise, as RFC 3987 §8.6
		// says of what cannot be shown, and as IRI.ToURI does (RFC 3987
		// §3.1).
		if shown != u || chars.NonASCIICount(a) > 0 {
			a = string(pct.AppendEncodedNonASCII(nil, label))
		}
		labels[i] = a
		if fs != nil {
			kept = append(kept, KeptLabel{ALabel: a, ULabel: shown, Findings: fs})
		}
	}
	return strings.Join(labels, "."), kept
}

// IRI returns x with its host written as Host writes it, and the labels
// kept in ACE form. A host that is not a reg-name, or that Host leaves as
// it is, leaves x as it is.
func (h Hosts) IRI(x iri.IRI) (iri.IRI, []KeptLabel) {
	if x.HostKind() != iri.HostRegName || idn.PlainHost(x.Host()) {
		return x, nil
	}
	host, kept := h.Host(x.Host())
	if host == x.Host() {
		return x, kept
	}
	// The host is written in its escaped form (a label kept percent-
	// encoded stays so): spliced into the text, not set through WithHost,
	// which takes a raw value and would escape its "%" again.
	start, end, _ := x.Span(iri.ComponentHost)
	s := x.String()
	y, err := iri.Parse(s[:start] + host + s[end:])
	if err != nil {
		return x, nil // cannot happen: both forms are reg-names
	}
	return y, kept
}

// unicodeLabel returns the Unicode form of an ACE label that IDNA
// decodes to a valid U-label, any other label as it is.
func unicodeLabel(p *idna.Profile, label string) string {
	if len(label) > 4 && strings.EqualFold(label[:4], "xn--") {
		return idn.ToUnicode(p, label) // the label itself when it does not decode
	}
	return label
}
