package check

import (
	"strings"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/pct"
	"github.com/go-iri/iri/internal/props"
)

// scriptSet collects the scripts of the letters of a text, in order of
// first appearance. A component rarely holds more than two or three:
// a small array and a linear search beat a map.
type scriptSet struct {
	ids [8]uint8
	n   int
}

func (s *scriptSet) add(id uint8) {
	if id == 0 || s.has(id) {
		return
	}
	if s.n == len(s.ids) {
		return // already mixed beyond any allowed combination
	}
	s.ids[s.n] = id
	s.n++
}

func (s *scriptSet) has(id uint8) bool {
	for _, x := range s.ids[:s.n] {
		if x == id {
			return true
		}
	}
	return false
}

// scriptAt returns the script of the character at s[i] and its length,
// a percent-encoded one decoded.
func scriptAt(s string, i int) (uint8, int) {
	b := s[i]
	switch {
	case b == '%' && i+2 < len(s) && chars.IsHex(s[i+1]) && chars.IsHex(s[i+2]):
		if o := pct.Octet(s, i); o < utf8.RuneSelf {
			return asciiScript(o), 3
		}
		if r, n := pct.DecodeRune(s[i:]); n > 0 {
			return props.Of(r).Script(), n
		}
		return 0, 3 // not UTF-8: no character, no script
	case b < utf8.RuneSelf:
		return asciiScript(b), 1
	}
	r, n := chars.DecodeRune(s[i:])
	return props.Of(r).Script(), n
}

func asciiScript(b byte) uint8 {
	if b|0x20 >= 'a' && b|0x20 <= 'z' {
		return props.Latin
	}
	return 0
}

// allowed reports whether the scripts may mix under UTS #39's moderately
// restrictive level: Latin with one other script but Cyrillic or Greek,
// and Han with Hiragana and Katakana (Japanese), with Hangul (Korean) or
// with Bopomofo (Chinese). A subset of an allowed set is allowed, which
// lets the checker try a whole IRI before its components.
func (s *scriptSet) allowed() bool {
	if s.n <= 1 {
		return true
	}
	others := 0
	for _, id := range s.ids[:s.n] {
		if id != props.Latin && (id < props.Han || id > props.Bopomofo) {
			others++
		}
	}
	hangul, bopomofo := s.has(props.Hangul), s.has(props.Bopomofo)
	kana := s.has(props.Hiragana) || s.has(props.Katakana)
	cjk := s.has(props.Han) || kana || hangul || bopomofo
	japanese := !hangul && !bopomofo
	korean := !kana && !bopomofo
	chinese := !kana && !hangul
	switch {
	case others == 0 && cjk && (japanese || korean || chinese):
		return true
	case others == 1 && !cjk && s.n == 2 && s.has(props.Latin) && !s.has(props.Cyrillic) && !s.has(props.Greek):
		return true
	}
	return false
}

// String joins the names of the scripts with "+".
func (s *scriptSet) String() string {
	names := make([]string, s.n)
	for i, id := range s.ids[:s.n] {
		names[i] = props.ScriptName(id)
	}
	return strings.Join(names, "+")
}

// mixedScripts returns the scripts of text, joined by "+", when they mix
// in a way scriptSet.allowed does not allow, "" otherwise.
func mixedScripts(text string) string {
	if chars.NonASCIICount(text) == 0 && !hasEncodedNonASCII(text) {
		return "" // Latin at most
	}
	// The scripts of the letters: ASCII letters are Latin, digits and
	// punctuation (Common) and marks (Inherited) belong to any script,
	// and a percent-encoded character counts as the character it encodes
	// (the hex digits of "%D0%BF" are not Latin letters, "п" is Cyrillic).
	var s scriptRun
	for i := 0; i < len(text); {
		id, n := scriptAt(text, i)
		s.add(id)
		i += n
	}
	if s.set.allowed() {
		return ""
	}
	return s.set.String()
}

// scriptsOf returns the scripts of the letters of text, a part of a
// component of a valid IRI, as mixedScripts reads them, and as the pass
// over the characters reads them: from one special character (a
// percent-encoding, a character beyond ASCII) to the next, asking the
// ASCII between only whether it has a letter.
func scriptsOf(text string) scriptRun {
	var s scriptRun
	for i := 0; i < len(text); {
		var r rune
		switch b := text[i]; {
		case b == '%':
			var n int
			if r, n, _ = encodedChar(text, i); n == 0 {
				i += 3 // not UTF-8: no character
				continue
			}
			i += n
		case b >= utf8.RuneSelf:
			var n int
			r, n = validRune(text[i:])
			i += n
		default:
			next := nextSpecial(text, i, len(text))
			if hasASCIILetter(text[i:next]) {
				s.add(props.Latin)
			}
			i = next
			continue
		}
		if r < utf8.RuneSelf {
			s.add(asciiScript(byte(r)))
		} else {
			p, ok := props.Cached(r)
			if !ok {
				p = props.Of(r)
			}
			s.add(p.Script())
		}
	}
	return s
}

// allowedWithLatin reports whether the set with Latin too is allowed:
// for one script, whether it is neither Cyrillic nor Greek (see allowed).
func (s *scriptSet) allowedWithLatin() bool {
	switch s.n {
	case 0:
		return true
	case 1:
		return s.ids[0] != props.Cyrillic && s.ids[0] != props.Greek
	}
	t := *s
	t.add(props.Latin)
	return t.allowed()
}

// hasEncodedNonASCII reports whether s has a percent-encoded octet
// above 0x7F, a part of an encoded non-ASCII character.
func hasEncodedNonASCII(s string) bool {
	for i := strings.IndexByte(s, '%'); i >= 0 && i+1 < len(s); {
		if s[i+1] >= '8' && chars.IsHex(s[i+1]) {
			return true
		}
		next := strings.IndexByte(s[i+1:], '%')
		if next < 0 {
			return false
		}
		i += 1 + next
	}
	return false
}
