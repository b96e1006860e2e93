package whatwg

// A charSet is a set of bytes as a 256-bit mask. The sets below are
// composite literals of constants: they cost no work at init.
type charSet [4]uint64

// has reports whether c is in s.
func (s *charSet) has(c byte) bool { return s[c>>6]&(1<<(c&63)) != 0 }

// Bits of the ASCII bytes below 64 (word 0) and from 64 to 127 (word 1).
const (
	c0Controls = 1<<0x20 - 1 // U+0000 to U+001F
	space      = 1 << ' '
	quote      = 1 << '"'
	hash       = 1 << '#'
	percent    = 1 << '%'
	apostrophe = 1 << '\''
	slash      = 1 << '/'
	colon      = 1 << ':'
	semicolon  = 1 << ';'
	less       = 1 << '<'
	equals     = 1 << '='
	greater    = 1 << '>'
	question   = 1 << '?'

	at        = 1 << ('@' - 64)
	lbracket  = 1 << ('[' - 64)
	backslash = 1 << ('\\' - 64)
	rbracket  = 1 << (']' - 64)
	caret     = 1 << ('^' - 64)
	backtick  = 1 << ('`' - 64)
	lbrace    = 1 << ('{' - 64)
	pipe      = 1 << ('|' - 64)
	rbrace    = 1 << ('}' - 64)
	del       = 1 << (0x7F - 64)

	all = 1<<64 - 1
)

// The percent-encode sets of URL Standard §1.3 (percent-encoded bytes).
// Every byte of a non-ASCII character is in each of them.
var (
	// c0ControlSet is the C0 control percent-encode set: C0 controls and
	// everything above U+007E (~).
	c0ControlSet = charSet{c0Controls, del, all, all}
	// fragmentSet adds space, ", <, > and `.
	fragmentSet = charSet{c0Controls | space | quote | less | greater, del | backtick, all, all}
	// querySet adds space, ", #, < and > to the C0 control set.
	querySet = charSet{c0Controls | space | quote | hash | less | greater, del, all, all}
	// specialQuerySet adds ' to the query set.
	specialQuerySet = charSet{c0Controls | space | quote | hash | less | greater | apostrophe, del, all, all}
	// pathSet adds ?, ^, `, { and } to the query set.
	pathSet = charSet{c0Controls | space | quote | hash | less | greater | question, del | caret | backtick | lbrace | rbrace, all, all}
	// userinfoSet adds /, :, ;, =, @, [ to ], and | to the path set.
	userinfoSet = charSet{c0Controls | space | quote | hash | less | greater | question | slash | colon | semicolon | equals,
		del | caret | backtick | lbrace | rbrace | at | lbracket | backslash | rbracket | pipe, all, all}
)

// forbiddenHost is the set of forbidden host code points (URL Standard
// §3.2): NULL, TAB, LF, CR, space, #, /, :, <, >, ?, @, [, \, ], ^ and |.
var forbiddenHost = charSet{1<<0 | 1<<'\t' | 1<<'\n' | 1<<'\r' | space | hash | slash | colon | less | greater | question,
	at | lbracket | backslash | rbracket | caret | pipe, 0, 0}

// forbiddenDomain is the set of forbidden domain code points (§3.2): the
// forbidden host code points, the C0 controls, % and DELETE.
var forbiddenDomain = charSet{c0Controls | space | hash | slash | colon | less | greater | question | percent,
	at | lbracket | backslash | rbracket | caret | pipe | del, 0, 0}

// urlCodePointASCII is the ASCII part of the URL code points (§4.3): ASCII
// alphanumerics and !$&'()*+,-./:;=?@_~.
var urlCodePointASCII = charSet{
	1<<'!' | 1<<'$' | 1<<'&' | apostrophe | 1<<'(' | 1<<')' | 1<<'*' | 1<<'+' | 1<<',' | 1<<'-' | 1<<'.' | slash |
		(1<<10-1)<<'0' | colon | semicolon | equals | question,
	at | (1<<26-1)<<('A'-64) | 1<<('_'-64) | (1<<26-1)<<('a'-64) | 1<<('~'-64), 0, 0}

// isURLCodePoint reports whether r is a URL code point (§4.3).
func isURLCodePoint(r rune) bool {
	if r < 0x80 {
		return urlCodePointASCII.has(byte(r))
	}
	if r < 0xA0 || r > 0x10FFFD || r >= 0xD800 && r <= 0xDFFF {
		return false
	}
	// Noncharacters: U+FDD0 to U+FDEF, and the last two of each plane.
	return !(r >= 0xFDD0 && r <= 0xFDEF || r&0xFFFE == 0xFFFE)
}
