package urlpattern

import (
	"errors"
	"fmt"
	"regexp"
	"regexp/syntax"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// An Engine compiles the regular expressions of a [Pattern]. The URL
// Pattern Standard writes them in ECMAScript's syntax, run with the "v"
// flag (and "i" where [Options.IgnoreCase] asks): the generated ones
// (anchors, groups, "[^\/]+?", ".*"), with the text of each regexp group
// "(...)" of the pattern string inside. An Engine other than [GoEngine],
// the default, can run what RE2 cannot, such as backreferences and
// lookaround, with a full ECMAScript regular expression engine.
type Engine interface {
	// Compile compiles an ECMAScript regular expression. An error that
	// is a *[RegexpError] has its Offset placed in the pattern string by
	// the [Pattern]'s constructor.
	Compile(expr string, ignoreCase bool) (Regexp, error)
}

// A Regexp is a compiled regular expression of an [Engine].
type Regexp interface {
	// Exec runs the expression on s from its start, as ECMAScript's
	// RegExpBuiltinExec does (a Pattern's expressions are anchored by "^"
	// and "$"). It reports whether it matched and, if so, the capturing
	// groups of the expression in order, each with whether it took part
	// in the match.
	Exec(s string) (groups []Group, ok bool)
}

// A RegexpError is an [Engine]'s failure to compile a regular expression:
// what it could not run and where, as a byte offset in the expression.
type RegexpError struct {
	Construct string
	Offset    int
}

// Error returns a description of e.
func (e *RegexpError) Error() string {
	return "regexp: " + e.Construct + " at offset " + strconv.Itoa(e.Offset)
}

// GoEngine is the default [Engine]: package regexp (RE2). It reads the
// syntax of ECMAScript's "v" flag and fails with a *[RegexpError] on
// what that flag rejects (a lone "{", "}" or "]", an escape of other than
// a syntax character, an unescaped "(", ")", "{", "}", "/", "|" or "-" in
// a class) and on what RE2 cannot run: backreferences ("\1", "\k<name>")
// and lookaround ("(?=", "(?!", "(?<=", "(?<!"). It translates what RE2
// spells differently: ".", "\s", "[^]", "\uXXXX", "\u{X}", "\cX", and
// classes with nested classes, "--" and "&&", which it computes (closed
// under case folding before a complement where case is ignored, as the
// "i" flag has it). Of the modifiers of a group "(?...:" it runs "i" and
// "m"; "s" is an error. Where
// ECMAScript leaves a group quantified by "?" or "*" undefined because an
// iteration may not match the empty string, so does it. RE2 runs in time
// linear in the input, with the leftmost-first choice of a backtracking
// engine.
type GoEngine struct{}

// Compile translates expr to RE2 syntax and compiles it.
func (GoEngine) Compile(expr string, ignoreCase bool) (Regexp, error) {
	re, emptyUnmatched, err := translate(expr, ignoreCase, false)
	if err != nil {
		return nil, err
	}
	if ignoreCase {
		re = "(?i)" + re
	}
	r, err := regexp.Compile(re)
	if err != nil {
		var se *syntax.Error
		construct := err.Error()
		if errors.As(err, &se) {
			construct = string(se.Code) + " " + strconv.Quote(se.Expr)
		}
		return nil, &RegexpError{Construct: construct, Offset: -1}
	}
	return goRegexp{r, emptyUnmatched}, nil
}

// goRegexp is a compiled regexp of GoEngine. emptyUnmatched marks the
// groups quantified by "?" or "*": ECMAScript fails an iteration of a
// quantifier that matches the empty string once the minimum is reached
// (ECMA-262 §22.2.2.3.1, RepeatMatcher), and so leaves such a group
// undefined where RE2 has it match the empty string.
type goRegexp struct {
	re             *regexp.Regexp
	emptyUnmatched []bool
}

func (r goRegexp) Exec(s string) ([]Group, bool) {
	m := r.re.FindStringSubmatchIndex(s)
	if m == nil {
		return nil, false
	}
	groups := make([]Group, len(m)/2-1)
	for i := range groups {
		if a, b := m[2*i+2], m[2*i+3]; a >= 0 && !(a == b && i < len(r.emptyUnmatched) && r.emptyUnmatched[i]) {
			groups[i] = Group{Value: s[a:b], Matched: true}
		}
	}
	return groups, true
}

// dot is what ECMAScript's "." matches without the "s" flag: a code
// point other than a LineTerminator.
var dot = runeSet{'\n', '\n', '\r', '\r', 0x2028, 0x2029}.complement()

// backreferenceLen returns the length of the backreference s starts with
// ("\1", "\12", "\k<name>"), or 0.
func backreferenceLen(s string) int {
	switch {
	case len(s) < 2 || s[0] != '\\':
		return 0
	case '1' <= s[1] && s[1] <= '9':
		n := 2
		for n < len(s) && isDigit(s[n]) {
			n++
		}
		return n
	case s[1] == 'k' && strings.HasPrefix(s[2:], "<"):
		if j := strings.IndexByte(s, '>'); j > 0 {
			return j + 1
		}
	}
	return 0
}

// jsSpace is ECMAScript's \s (WhiteSpace and LineTerminator).
var jsSpace = runeSet{'\t', '\r', ' ', ' ', 0xa0, 0xa0, 0x1680, 0x1680, 0x2000, 0x200a, 0x2028, 0x2029, 0x202f, 0x202f, 0x205f, 0x205f, 0x3000, 0x3000, 0xfeff, 0xfeff}

// UFlag rewrites expr, an ECMAScript regular expression of the "v" flag
// as a [Pattern] gives one to its [Engine], as one of the "u" flag that
// matches the same, for an Engine built on an ECMAScript engine that has
// the "u" flag and not the "v" (such as the module
// github.com/go-iri/iri/urlpattern/ecmascript, on regexp2). It rejects
// with a *[RegexpError] what the "v" flag rejects, as [GoEngine] does;
// writes each character class, class escape and "." as a class of code
// points (the "v" flag's nested classes, "--" and "&&" computed, and
// closed under case folding if ignoreCase, as the "v" flag's "i" has
// it); and leaves the rest as it is, backreferences, lookaround and the
// modifiers of groups included.
func UFlag(expr string, ignoreCase bool) (string, error) {
	s, _, err := translate(expr, ignoreCase, true)
	return s, err
}

// translate rewrites an ECMAScript regular expression (of the "v" flag)
// in RE2's syntax, and marks the capturing groups quantified by "?" or
// "*"; or, if u, in the syntax of the "u" flag, where it leaves
// backreferences, lookaround and modifiers as they are.
func translate(expr string, fold, u bool) (string, []bool, error) {
	var b strings.Builder
	var marks []bool
	var stack []int // the capturing group of each open "(", or -1
	for i := 0; i < len(expr); i++ {
		c := expr[i]
		switch c {
		case '\\':
			if n := backreferenceLen(expr[i:]); u && n > 0 {
				b.WriteString(expr[i : i+n])
				i += n - 1
				continue
			}
			set, n, err := classEscape(expr, i, false, fold)
			if err != nil {
				return "", nil, err
			}
			if set != nil {
				b.WriteString(set.format(u))
			} else {
				b.WriteString(expr[i : i+n])
			}
			i += n - 1
		case '[':
			set, end, err := parseClass(expr, i, fold)
			if err != nil {
				return "", nil, err
			}
			b.WriteString(set.format(u))
			i = end - 1
		case '.':
			b.WriteString(dot.format(u))
		case '{':
			n := quantifierLen(expr[i:])
			if n == 0 {
				return "", nil, &RegexpError{Construct: "a \"{\" that does not start a quantifier", Offset: i}
			}
			b.WriteString(expr[i : i+n])
			i += n - 1
		case '}', ']':
			return "", nil, &RegexpError{Construct: "a lone " + strconv.Quote(string(c)), Offset: i}
		case '(':
			rest := expr[i:]
			switch {
			case u && (strings.HasPrefix(rest, "(?=") || strings.HasPrefix(rest, "(?!") || strings.HasPrefix(rest, "(?<=") || strings.HasPrefix(rest, "(?<!")):
				stack = append(stack, -1)
			case strings.HasPrefix(rest, "(?="):
				return "", nil, &RegexpError{Construct: "a lookahead (?=", Offset: i}
			case strings.HasPrefix(rest, "(?!"):
				return "", nil, &RegexpError{Construct: "a negative lookahead (?!", Offset: i}
			case strings.HasPrefix(rest, "(?<="):
				return "", nil, &RegexpError{Construct: "a lookbehind (?<=", Offset: i}
			case strings.HasPrefix(rest, "(?<!"):
				return "", nil, &RegexpError{Construct: "a negative lookbehind (?<!", Offset: i}
			case strings.HasPrefix(rest, "(?<") || !strings.HasPrefix(rest, "(?"):
				stack = append(stack, len(marks))
				marks = append(marks, false)
			default:
				if err := checkModifiers(expr, i, u); err != nil {
					return "", nil, err
				}
				stack = append(stack, -1)
			}
			b.WriteByte(c)
		case ')':
			if len(stack) > 0 {
				g := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				if g >= 0 && i+1 < len(expr) && (expr[i+1] == '?' || expr[i+1] == '*') {
					marks[g] = true
				}
			}
			b.WriteByte(c)
		default:
			b.WriteByte(c)
		}
	}
	return b.String(), marks, nil
}

// checkModifiers checks the group "(?...:" at expr[i]: a non-capturing
// group, or one with the modifiers of ECMAScript ("(?i:", "(?-i:",
// "(?im-m:" is not one), of which GoEngine runs "i" and "m" (and, if u,
// the engine's, "s" as well).
func checkModifiers(expr string, i int, u bool) error {
	j := i + 2
	seen := map[byte]bool{}
	minus := false
	for ; j < len(expr) && expr[j] != ':'; j++ {
		switch c := expr[j]; {
		case c == '-' && !minus:
			minus = true
		case (c == 'i' || c == 'm') && !seen[c]:
			seen[c] = true
		case c == 's' && u && !seen[c]:
			seen[c] = true
		case c == 's' && !u:
			return &RegexpError{Construct: "the modifier s (dotAll), which GoEngine does not run,", Offset: i}
		default:
			return &RegexpError{Construct: "a group (?" + expr[i+2:j+1] + " ECMAScript does not have", Offset: i}
		}
	}
	if j >= len(expr) || minus && expr[j-1] == '-' {
		return &RegexpError{Construct: "a group (?" + expr[i+2:j] + " ECMAScript does not have", Offset: i}
	}
	return nil
}

// quantifierLen returns the length of the quantifier "{n}", "{n,}" or
// "{n,m}" s starts with, or 0.
func quantifierLen(s string) int {
	i := 1
	digits := func() int {
		j := i
		for i < len(s) && isDigit(s[i]) {
			i++
		}
		return i - j
	}
	if digits() == 0 {
		return 0
	}
	if i < len(s) && s[i] == ',' {
		i++
		digits()
	}
	if i < len(s) && s[i] == '}' {
		return i + 1
	}
	return 0
}

// syntaxCharacters are the characters ECMAScript's u and v flags let a
// backslash escape (IdentityEscape: SyntaxCharacter and "/"), and
// classPunctuators those the v flag lets it escape in a class as well
// (ClassSetReservedPunctuator).
const (
	syntaxCharacters = "^$\\.*+?()[]{}|/"
	classPunctuators = "&-!#%,:;<=>@`~"
)

// classEscape reads the escape at expr[i] ("\\..."), in a class if
// inClass: the set of a class escape or character escape, or nil for an
// escape RE2 reads as ECMAScript does, and its length.
func classEscape(expr string, i int, inClass, fold bool) (runeSet, int, error) {
	if i+1 >= len(expr) {
		return nil, 0, &RegexpError{Construct: "a trailing backslash", Offset: i}
	}
	d := expr[i+1]
	switch {
	case '1' <= d && d <= '9':
		return nil, 0, &RegexpError{Construct: "a backreference \\" + string(d), Offset: i}
	case d == 'k':
		return nil, 0, &RegexpError{Construct: "a named backreference \\k", Offset: i}
	case d == '0':
		return runeSet{0, 0}, 2, nil
	case d == 's':
		return jsSpace, 2, nil
	case d == 'S':
		return jsSpace.complement(), 2, nil
	case d == 'd' || d == 'w':
		return perlClass(expr[i : i+2]).fold(fold), 2, nil
	case d == 'D' || d == 'W':
		return perlClass(`\` + string(d+'a'-'A')).fold(fold).complement(), 2, nil
	case d == 'b' || d == 'B':
		return nil, 2, nil
	case d == 'u':
		j := i + 2
		var hex string
		n := 0
		if j < len(expr) && expr[j] == '{' {
			k := strings.IndexByte(expr[j:], '}')
			if k < 0 {
				return nil, 0, &RegexpError{Construct: "an unclosed \\u{", Offset: i}
			}
			hex, n = expr[j+1:j+k], k+3
		} else if j+4 <= len(expr) {
			hex, n = expr[j:j+4], 6
		}
		v, err := strconv.ParseUint(hex, 16, 32)
		if err != nil || v > unicode.MaxRune {
			return nil, 0, &RegexpError{Construct: "a bad \\u escape", Offset: i}
		}
		return runeSet{rune(v), rune(v)}, n, nil
	case d == 'x':
		if i+4 > len(expr) {
			return nil, 0, &RegexpError{Construct: "a bad \\x escape", Offset: i}
		}
		v, err := strconv.ParseUint(expr[i+2:i+4], 16, 8)
		if err != nil {
			return nil, 0, &RegexpError{Construct: "a bad \\x escape", Offset: i}
		}
		return runeSet{rune(v), rune(v)}, 4, nil
	case d == 'c':
		if i+2 >= len(expr) || !isASCIILetter(expr[i+2]) {
			return nil, 0, &RegexpError{Construct: "a bad \\c escape", Offset: i}
		}
		r := rune(expr[i+2] & 31)
		return runeSet{r, r}, 3, nil
	case d == 'p' || d == 'P':
		if i+2 >= len(expr) || expr[i+2] != '{' {
			return nil, 0, &RegexpError{Construct: "a bad \\p escape", Offset: i}
		}
		k := strings.IndexByte(expr[i+2:], '}')
		if k < 0 {
			return nil, 0, &RegexpError{Construct: "an unclosed \\p{", Offset: i}
		}
		name := expr[i+3 : i+2+k]
		if _, v, ok := strings.Cut(name, "="); ok {
			name = v
		}
		set := perlClass(`\p{` + name + "}").fold(fold)
		if set != nil && d == 'P' {
			set = set.complement()
		}
		if set == nil {
			return nil, 0, &RegexpError{Construct: "a property \\p{" + name + "} RE2 does not know", Offset: i}
		}
		return set, k + 3, nil
	}
	switch d {
	case 't':
		return runeSet{'\t', '\t'}, 2, nil
	case 'n':
		return runeSet{'\n', '\n'}, 2, nil
	case 'v':
		return runeSet{'\v', '\v'}, 2, nil
	case 'f':
		return runeSet{'\f', '\f'}, 2, nil
	case 'r':
		return runeSet{'\r', '\r'}, 2, nil
	}
	if strings.IndexByte(syntaxCharacters, d) >= 0 || inClass && strings.IndexByte(classPunctuators, d) >= 0 {
		return runeSet{rune(d), rune(d)}, 2, nil
	}
	return nil, 0, &RegexpError{Construct: "an unknown escape \\" + string(d), Offset: i}
}

func isASCIILetter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

// perlClass returns the set of a class RE2 knows, or nil.
func perlClass(class string) runeSet {
	re, err := syntax.Parse("["+class+"]", syntax.Perl)
	if err != nil || re.Op != syntax.OpCharClass {
		return nil
	}
	return runeSet(re.Rune).normalize()
}

// parseClass reads the character class at expr[i] ("[...]") with the
// syntax of the "v" flag (ECMA-262 §22.2.1, ClassSetExpression): nested
// classes, ranges, escapes, and the set operations "--" and "&&". It
// returns the set and the offset after the class.
func parseClass(expr string, i int, fold bool) (runeSet, int, error) {
	start := i
	i++
	negate := false
	if i < len(expr) && expr[i] == '^' {
		negate = true
		i++
	}
	var result runeSet
	op := byte(0) // 0 union, '-' subtraction, '&' intersection
	first := true
	for {
		if i >= len(expr) {
			return nil, 0, &RegexpError{Construct: "an unclosed character class", Offset: start}
		}
		if expr[i] == ']' {
			i++
			break
		}
		if strings.HasPrefix(expr[i:], "--") || strings.HasPrefix(expr[i:], "&&") {
			o := expr[i]
			if first || op != 0 && op != o {
				return nil, 0, &RegexpError{Construct: "a misplaced class set operator " + expr[i:i+2], Offset: i}
			}
			op = o
			i += 2
			var operand runeSet
			var err error
			if operand, i, err = classOperand(expr, i, fold); err != nil {
				return nil, 0, err
			}
			operand = operand.fold(fold)
			if o == '-' {
				result = result.intersect(operand.complement())
			} else {
				result = result.intersect(operand)
			}
			continue
		}
		if op != 0 {
			return nil, 0, &RegexpError{Construct: "a class set operation mixed with a union", Offset: i}
		}
		if i+1 < len(expr) && expr[i] == expr[i+1] && strings.IndexByte("!#$%*+,.:;<=>?@^`~", expr[i]) >= 0 {
			return nil, 0, &RegexpError{Construct: "a reserved double punctuator " + expr[i:i+2] + " in a character class", Offset: i}
		}
		operand, j, err := classOperand(expr, i, fold)
		if err != nil {
			return nil, 0, err
		}
		// a range "a-z"
		if j < len(expr)-1 && expr[j] == '-' && expr[j+1] != '-' && expr[j+1] != ']' && len(operand) == 2 && operand[0] == operand[1] {
			hi, k, err := classOperand(expr, j+1, fold)
			if err != nil {
				return nil, 0, err
			}
			if len(hi) != 2 || hi[0] != hi[1] || hi[0] < operand[0] {
				return nil, 0, &RegexpError{Construct: "a bad class range", Offset: i}
			}
			operand, j = runeSet{operand[0], hi[0]}, k
		}
		result = append(result, operand.fold(fold)...).normalize()
		first = false
		i = j
	}
	if negate {
		result = result.complement()
	}
	return result, i, nil
}

// classOperand reads one operand of a class: a nested class, an escape
// or a character.
func classOperand(expr string, i int, fold bool) (runeSet, int, error) {
	if i >= len(expr) {
		return nil, 0, &RegexpError{Construct: "an unclosed character class", Offset: i}
	}
	switch expr[i] {
	case '[':
		return parseClass(expr, i, fold)
	case '(', ')', '{', '}', '/', '|', '-':
		return nil, 0, &RegexpError{Construct: "an unescaped " + strconv.Quote(expr[i:i+1]) + " in a character class", Offset: i}
	case '\\':
		set, n, err := classEscape(expr, i, true, fold)
		if err != nil {
			return nil, 0, err
		}
		if set == nil {
			if expr[i+1] == 'b' {
				return runeSet{8, 8}, i + n, nil
			}
			return nil, 0, &RegexpError{Construct: "an escape " + expr[i:i+n] + " in a character class", Offset: i}
		}
		return set, i + n, nil
	}
	r, n := utf8.DecodeRuneInString(expr[i:])
	return runeSet{r, r}, i + n, nil
}

// A runeSet is a set of code points as sorted, disjoint pairs lo, hi.
type runeSet []rune

// normalize sorts and merges the ranges of s.
func (s runeSet) normalize() runeSet {
	type rg struct{ lo, hi rune }
	rs := make([]rg, 0, len(s)/2)
	for i := 0; i+1 < len(s); i += 2 {
		rs = append(rs, rg{s[i], s[i+1]})
	}
	sort.Slice(rs, func(a, b int) bool { return rs[a].lo < rs[b].lo })
	out := runeSet{}
	for _, r := range rs {
		if n := len(out); n > 0 && r.lo <= out[n-1]+1 {
			out[n-1] = max(out[n-1], r.hi)
			continue
		}
		out = append(out, r.lo, r.hi)
	}
	return out
}

// fold returns s with the code points each of its code points matches
// without regard to case (its simple case folding orbit), if on: a set
// closed under case folding, whose complement is as well, as the "i" flag
// of ECMAScript wants a class's (ECMA-262 §22.2.2.9, MaybeSimpleCaseFolding).
func (s runeSet) fold(on bool) runeSet {
	if !on || s == nil {
		return s
	}
	out := append(runeSet{}, s...)
	for i := 0; i+1 < len(s); i += 2 {
		for r := max(s[i], 'A'); r <= min(s[i+1], maxFolding); r++ {
			for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
				out = append(out, f, f)
			}
		}
	}
	return out.normalize()
}

// maxFolding is above the last code point with a case folding.
const maxFolding = 0x1E943

// complement returns the code points not in s.
func (s runeSet) complement() runeSet {
	out := runeSet{}
	next := rune(0)
	for i := 0; i+1 < len(s); i += 2 {
		if s[i] > next {
			out = append(out, next, s[i]-1)
		}
		next = s[i+1] + 1
	}
	if next <= unicode.MaxRune {
		out = append(out, next, unicode.MaxRune)
	}
	return out
}

// intersect returns the code points in both s and t.
func (s runeSet) intersect(t runeSet) runeSet {
	out := runeSet{}
	for i := 0; i+1 < len(s); i += 2 {
		for j := 0; j+1 < len(t); j += 2 {
			lo, hi := max(s[i], t[j]), min(s[i+1], t[j+1])
			if lo <= hi {
				out = append(out, lo, hi)
			}
		}
	}
	return out.normalize()
}

// format returns s as a character class of RE2, or of ECMAScript's "u"
// flag if u.
func (s runeSet) format(u bool) string {
	esc := `\x{%x}`
	if u {
		esc = `\u{%x}`
	}
	if len(s) == 0 {
		return fmt.Sprintf(`[^`+esc+`-`+esc+`]`, 0, unicode.MaxRune)
	}
	var b strings.Builder
	b.WriteByte('[')
	for i := 0; i+1 < len(s); i += 2 {
		fmt.Fprintf(&b, esc, s[i])
		if s[i+1] != s[i] {
			fmt.Fprintf(&b, `-`+esc, s[i+1])
		}
	}
	b.WriteByte(']')
	return b.String()
}
