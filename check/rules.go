package check

import (
	"errors"
	"strconv"
	"sync"

	"github.com/go-iri/iri/internal/chars"
)

// A Rule is one rule the checker applies: its stable code, the severity of
// a violation, the section of the specification that states it, and what
// it says.
type Rule struct {
	Code     string   // stable, as group/name ("char/space"): Checker.Ignore takes it, or its group ("char/")
	Severity Severity // of a violation, but host/invalid-idn, an error for a scheme whose host is a domain name
	Section  string   // of the specification that states the rule ("RFC 3987 §4.2", "3987bis §7.3")
	Summary  string   // what the rule finds, in a few words
}

// rules is the table of every rule Check applies, in the order of the
// README's table; the tests keep the two in step.
var rules = []Rule{
	{"syntax/invalid-character", SeverityError, "RFC 3987 §2.2", "a character the grammar does not allow where it stands"},
	{"syntax/invalid-utf8", SeverityError, "RFC 3987 §2.2", "bytes that are not UTF-8"},
	{"syntax/percent-encoding", SeverityError, "RFC 3986 §2.1", "\"%\" not followed by two hex digits"},
	{"syntax/colon-in-first-segment", SeverityError, "RFC 3986 §4.2", "a relative reference whose first segment has \":\""},
	{"syntax/ipv6", SeverityError, "RFC 3986 §3.2.2", "an IP-literal that is not an IPv6 address"},
	{"syntax/ipvfuture", SeverityError, "RFC 3986 §3.2.2", "an IP-literal that is not an IPvFuture"},
	{"syntax/port", SeverityError, "RFC 3986 §3.2.3", "a port that is not digits"},
	{"char/space", SeverityError, "3987bis §7.3", "a space"},
	{"char/delimiter", SeverityError, "3987bis §7.3", "\"<\", \">\" or '\"', which delimit IRIs in text"},
	{"char/unwise", SeverityError, "3987bis §7.3", "\"\\\", \"^\", \"`\", \"{\", \"|\" or \"}\""},
	{"char/control", SeverityError, "3987bis §7.3", "a C0 or C1 control character or DEL"},
	{"char/bidi-formatting", SeverityError, "RFC 3987 §4.1", "LRM, RLM, LRE, RLE, PDF, LRO or RLO"},
	{"char/special", SeverityError, "3987bis §7.3", "a special, U+FFF0-FFFD"},
	{"char/private-use", SeverityError, "3987bis §7.3", "a private-use character outside the query"},
	{"char/private-use-query", SeverityWarning, "3987bis §7.3", "a private-use character in the query: allowed, not interoperable"},
	{"char/tag", SeverityError, "3987bis §7.3", "a tag character, U+E0000-E0FFF"},
	{"char/non-character", SeverityError, "3987bis §7.3", "a non-character (U+FDD0-FDEF, U+nFFFE, U+nFFFF)"},
	{"char/surrogate", SeverityError, "3987bis §7.3", "an encoded surrogate code point"},
	{"char/not-nfc", SeverityWarning, "RFC 3987 §5.3.2.2", "a component not in NFC (IRIs SHOULD be created in NFC)"},
	{"char/fullwidth", SeverityWarning, "RFC 3987 §6.1", "full-width Latin letters, digits or punctuation"},
	{"char/halfwidth-katakana", SeverityWarning, "RFC 3987 §6.1", "half-width Katakana"},
	{"char/compatibility", SeverityInfo, "RFC 3987 §6.1", "a component not in NFKC: compatibility characters"},
	{"char/mixed-script", SeverityWarning, "3987bis §10", "letters of several scripts in one component, percent-encoded ones decoded (UTS #39 moderately restrictive)"},
	{"host/confusable-digits", SeverityInfo, "3987bis §10", "\"0\" or \"1\" among letters of a host label (br0ken, 1ame)"},
	{"host/uppercase", SeverityInfo, "RFC 3986 §3.2.2", "upper-case letters in an ASCII host: lower case is preferred"},
	{"host/invalid-idn", SeverityWarning, "3987bis §3.4", "a host that IDNA rejects (an error for schemes whose host is a domain name)"},
	{"host/percent-encoded-idn", SeverityWarning, "3987bis §3.4", "a non-ASCII host written percent-encoded"},
	{"pct/lowercase-hex", SeverityWarning, "RFC 3987 §3.1", "percent-encodings SHOULD use upper-case hex"},
	{"pct/overlong", SeverityWarning, "3987bis §10", "percent-encoded octets of an overlong UTF-8 form (%C0%AF)"},
	{"pct/surrogate", SeverityWarning, "3987bis §10", "percent-encoded octets of a surrogate code point"},
	{"pct/invalid-utf8", SeverityWarning, "3987bis §10", "percent-encoded octets that are not UTF-8"},
	{"pct/encoded-slash", SeverityWarning, "3987bis §10", "\"%2F\" in the path, a \"/\" once decoded"},
	{"pct/encoded-dot-segment", SeverityWarning, "3987bis §10", "a segment of encoded dots, a dot segment once decoded"},
	{"bidi/mixed-directions", SeverityWarning, "RFC 3987 §4.2", "a component mixing right-to-left and left-to-right characters"},
	{"bidi/rtl-ends", SeverityWarning, "RFC 3987 §4.2", "a component with right-to-left characters not starting and ending with one"},
	{"bidi/number-beside-rtl", SeverityInfo, "RFC 3987 §4.4", "a number next to a right-to-left component"},
	{"bidi/isolate-control", SeverityWarning, "RFC 3987 §4.1", "an isolate control (U+2066-2069) or U+061C"},
	{"scheme/uppercase", SeverityWarning, "RFC 3986 §3.1", "an upper-case scheme: producers should write it in lower case"},
	{"scheme/missing-host", SeverityError, "RFC 9110 §4.2.1", "an http or https IRI without a host"},
	{"scheme/port-range", SeverityError, "RFC 6335 §6", "a port above 65535 for a scheme over TCP or UDP"},
	{"scheme/default-port", SeverityInfo, "RFC 3986 §3.2.3", "the scheme's default port written out"},
	{"scheme/data-syntax", SeverityError, "RFC 2397 §3", "a data IRI without the \",\" before its data"},
	{"scheme/mailto-authority", SeverityWarning, "RFC 6068 §2", "a mailto IRI with \"//\""},
	{"scheme/javascript", SeverityInfo, "3987bis §10", "a javascript IRI runs code when followed"},
	{"spoof/mixed-script", SeverityWarning, "UTS #39 §5.2", "a host label (its ACE form decoded) mixing scripts beyond the highly restrictive level"},
	{"spoof/non-ascii-latin", SeverityWarning, "UTS #39 §5.2", "a host label with Latin letters beyond ASCII beside another script"},
	{"spoof/whole-script", SeverityWarning, "UTS #39 §4", "a host label of Latin look-alikes in another script, under a top-level label not of that script"},
	{"spoof/mixed-numbers", SeverityWarning, "UTS #39 §5.3", "digits of more than one decimal system in a host label, path segment, query or fragment"},
	{"spoof/marks", SeverityWarning, "UTS #39 §5.4", "a nonspacing mark repeated, hidden by its base, or more than four on one base"},
	{"spoof/restricted", SeverityWarning, "UTS #39 §3.1", "a host label with a character the General Security Profile restricts (its Identifier_Type says why)"},
	{"spoof/invisible", SeverityWarning, "UTS #39 §3.1", "a host label with a default-ignorable character (ZWJ, ZWNJ, soft hyphen), which shows as nothing"},
	{"spoof/not-allowed", SeverityWarning, "Chromium IDN policy", "a host label with a character the General Security Profile allows and browsers do not (U+2019, Latin Extended Additional, Greek Extended, ...)"},
	{"spoof/tld-specific", SeverityWarning, "Chromium IDN policy", "a host label with a letter only some top-level domains allow (þ and ð under .is and .fo, ə under .az, · under .cat between two l)"},
	{"spoof/misleading-mark", SeverityWarning, "Chromium IDN policy", "a combining mark after a character that is not Latin, Greek or Cyrillic, after dotless ı, or U+0307 on i, j or l"},
	{"spoof/digit-lookalike", SeverityWarning, "Chromium IDN policy", "a host label of ASCII digits and characters that look like digits (12з4)"},
	{"spoof/cjk-lookalike", SeverityWarning, "Chromium IDN policy", "a Han, Bopomofo or kana look-alike of a Latin letter, digit or sign beside other scripts, or kana out of context (shop丨com, ーshop)"},
	{"spoof/top-domain", SeverityWarning, "Chromium IDN policy", "a host whose skeleton is that of a well-known domain it is not, nor is under (éxample.com)"},
	{"spoof/protected-name", SeverityWarning, "UTS #39 §4", "a host (or path segment) confusable with a protected name that it is not"},
}

// Rules returns the rules Check applies, each with its code, severity and
// section, in the order of the README's table, for documentation and for
// tools that filter by code. The slice is the caller's.
func Rules() []Rule { return append([]Rule(nil), rules...) }

// ruleOf returns the rule with the code, or a zero Rule (whose Code is
// "") for a code that names none. Every violation asks for its rule: one
// multiplication and one comparison of strings, where a map hashed the
// whole code. The codes are at least eight bytes long (see ruleSlot).
func ruleOf(code string) *Rule {
	t := ruleTable()
	if len(code) >= 8 {
		if i := t.slots[ruleSlot(code, t.mult)]; i != 0 && rules[i-1].Code == code {
			return &rules[i-1]
		}
	}
	return &noRule
}

var noRule Rule

// ruleSlot hashes a code of eight bytes or more: its last eight bytes as
// one word, plus its length, times mult, the top byte of the product.
func ruleSlot(code string, mult uint64) uint8 {
	return uint8((chars.Word(code[len(code)-8:]) + uint64(len(code))) * mult >> 56)
}

// ruleTable returns the slots of the codes of rules (ruleSlotsFor). It
// is made on first use: a program that never checks pays nothing for
// it, at init or after; the first check tries the few dozen multipliers
// that 52 codes in 256 slots need.
func ruleTable() *ruleSlots {
	ruleIndex.once.Do(func() {
		codes := make([]string, len(rules))
		for i, r := range rules {
			codes[i] = r.Code
		}
		t, err := ruleSlotsFor(codes)
		if err != nil {
			panic("check: " + err.Error())
		}
		ruleIndex.ruleSlots = t
	})
	return &ruleIndex.ruleSlots
}

// ruleSlotsFor returns the slots of codes, each holding the index of its
// code plus one, under the first multiplier (of a fixed sequence) that
// gives each code a slot of its own. It fails on a code shorter than
// eight bytes, on two codes of one length whose last eight bytes are the
// same, which no multiplier tells apart ("path/mixed-script" and
// "host/mixed-script"), and after maxRuleTries multipliers, rather than
// look for ever.
func ruleSlotsFor(codes []string) (ruleSlots, error) {
	if len(codes) > 255 {
		return ruleSlots{}, errors.New("more than 255 codes of rules")
	}
	keys := make(map[string]string, len(codes))
	for _, c := range codes {
		if len(c) < 8 {
			return ruleSlots{}, errors.New("the code of a rule is shorter than eight bytes: " + c)
		}
		k := c[len(c)-8:] + strconv.Itoa(len(c))
		if other, ok := keys[k]; ok {
			return ruleSlots{}, errors.New("the codes " + other + " and " + c + " have one length and the same last eight bytes: ruleSlot cannot tell them apart")
		}
		keys[k] = c
	}
	mult := uint64(0x9E3779B97F4A7C15)
next:
	for try := 0; try < maxRuleTries; try, mult = try+1, mult*6364136223846793005+1442695040888963407 {
		mult |= 1
		var slots [256]uint8
		for i, c := range codes {
			k := ruleSlot(c, mult)
			if slots[k] != 0 {
				continue next // taken
			}
			slots[k] = uint8(i + 1)
		}
		return ruleSlots{mult: mult, slots: slots}, nil
	}
	return ruleSlots{}, errors.New("no multiplier gives each code of a rule a slot of its own")
}

// maxRuleTries bounds the multipliers ruleSlotsFor tries: with n codes
// in 256 slots, about one in e^(n(n-1)/512) fits (one in 180 for 52).
const maxRuleTries = 1 << 16

// ruleSlots is the index of ruleOf.
type ruleSlots struct {
	mult  uint64
	slots [256]uint8
}

var ruleIndex struct {
	once sync.Once
	ruleSlots
}
