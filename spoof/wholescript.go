package spoof

import (
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// WholeScriptConfusable returns the scripts that s, written in a single
// script, is a whole-script confusable with (UTS #39 §4): each of its
// characters (in NFD, but those of Common and Inherited) has a character
// of the same skeleton in each of these scripts that the General Security
// Profile allows, so that a string of that script looks like s. "аррӏе",
// five Cyrillic letters, is one with Latin ("apple"). The set is empty
// when there is none, and for text that mixes scripts or has none of its
// own.
//
// The test is character by character, as UTS #39 §4's whole-script
// confusable data was made: a character whose look-alike in the other
// script is a sequence ("м" as "rn") does not count.
func WholeScriptConfusable(s string) ScriptSet {
	return wholeScript(s, ResolvedScripts(s), false)
}

// wholeScript is WholeScriptConfusable for s of the resolved script set
// resolved. With latinOnly, it stops, returning the empty set, at the
// first character that has no look-alike in Latin: the set of targets
// only shrinks, so Latin could not be in the answer (what Label asks;
// a label of Han stops at its first character).
func wholeScript(s string, resolved ScriptSet, latinOnly bool) ScriptSet {
	if resolved.IsEmpty() || resolved.IsAll() {
		return ScriptSet{}
	}
	targets := allScripts
	seen := false
	each := func(info charInfo) {
		if info.extensions().IsAll() {
			return // a digit, a mark: the same in every script
		}
		seen = true
		targets = targets.and(info.lookAlikes())
	}
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		// The charInfo tells, in the same lookup, the characters without
		// a canonical decomposition: most.
		info, ok := infoCached(r)
		if !ok {
			info = infoOf(r)
		}
		if info&infoDecomposes == 0 {
			each(info)
		} else {
			d := norm.NFD.PropertiesString(s[i:]).Decomposition()
			if d == nil {
				each(info)
			}
			for len(d) > 0 {
				c, k := utf8.DecodeRune(d)
				each(infoOf(c))
				d = d[k:]
			}
		}
		i += n
		if latinOnly && !targets.Has(scriptLatn) {
			return ScriptSet{}
		}
	}
	if !seen {
		return ScriptSet{}
	}
	return targets.andNot(resolved)
}
