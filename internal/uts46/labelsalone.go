package uts46

import "unicode/utf8"

// HasBidiRTL reports whether label, in Unicode, holds a code point that
// the fast path counts as right-to-left: valid, of Bidi_Class R, AL or
// AN. A domain with such a label is a Bidi domain name (RFC 5893 §1.4),
// whose every label the Bidi Rule must hold, this one's neighbours too.
//
// It tells a caller that converts the labels of a domain one at a time
// (a cache of labels: the checker's) where that is the conversion of the
// whole: ToUnicodeCheckHyphensInto takes a nonempty domain, with the
// labels of its result joined by ".", exactly when it takes each of its
// labels alone (an empty label as itself: it takes none alone, for the
// domain is empty then) and none of their results has such a code point.
// The Bidi Rule and the nonempty domain are the only checks that look
// beyond a label (NFC does not: "." is a starter that composes with
// nothing).
// TestLabelsAlone and FuzzLabelsAlone hold the two to each other.
func HasBidiRTL(label string) bool {
	for i := 0; i < len(label); {
		if label[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(label[i:])
		if validClass(r)&classMask == classRTL {
			return true
		}
		i += n
	}
	return false
}
