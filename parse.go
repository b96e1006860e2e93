package iri

import (
	"math"
	"math/bits"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/pct"
)

// Parse parses s as an IRI-reference (RFC 3987 §2.2): an IRI with a scheme,
// or a relative reference. It is strict: every character must be allowed by
// the grammar where it stands, a "%" must start a pct-encoded triplet, and
// the bidirectional formatting characters that RFC 3987 §4.1 forbids (LRM,
// RLM, LRE, RLE, PDF, LRO, RLO) are rejected. Nothing is normalized or
// decoded: String returns s. Text that arrives in a Unicode encoding must
// not be normalized (RFC 3987 §3.1 step 1c); an IRI written on paper or
// read aloud is put in NFC first (step 1a): Parse(norm.NFC.String(s)),
// with golang.org/x/text/unicode/norm. For octets in a legacy charset, see
// [github.com/go-iri/iri/charset.Parse].
//
// On success Parse does not allocate. On failure it returns an *Error that
// gives the offset and component of the first offending character.
func Parse(s string) (IRI, error) { return parse(s, asReference) }

// ParseIRI parses s as an IRI (RFC 3987 §2.2): a scheme is required, a
// fragment is allowed. A relative reference fails with ErrMissingScheme.
func ParseIRI(s string) (IRI, error) { return parse(s, asIRI) }

// ParseAbsolute parses s as an absolute-IRI (RFC 3987 §2.2): a scheme is
// required and a fragment is not allowed (ErrUnexpectedFragment). This is
// the form a base IRI takes in RFC 3986 §5.1.
func ParseAbsolute(s string) (IRI, error) { return parse(s, asAbsolute) }

// ParseRelative parses s as an irelative-ref (RFC 3987 §2.2): a reference
// without a scheme. A string that starts with a scheme fails with
// ErrUnexpectedScheme.
func ParseRelative(s string) (IRI, error) { return parse(s, asRelative) }

// MustParse is like Parse but panics if s is not a valid IRI reference. It
// is meant for tests and for package-level variables initialized from
// constants.
func MustParse(s string) IRI {
	x, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return x
}

// production is the grammar entry point a parse starts from.
type production uint8

const (
	asReference production = iota // IRI-reference
	asIRI                         // IRI
	asAbsolute                    // absolute-IRI
	asRelative                    // irelative-ref
)

func parse(s string, p production) (IRI, error) {
	if uint64(len(s)) > math.MaxUint32 {
		return IRI{}, &Error{Input: s, Err: ErrTooLong}
	}
	x := IRI{s: s}
	i := chars.SchemeLength(s)
	if i > 0 {
		if p == asRelative {
			return IRI{}, &Error{Input: s, Component: ComponentScheme, Err: ErrUnexpectedScheme}
		}
		x.schemeEnd = uint32(i)
		i++ // the ":"
	} else if p == asIRI || p == asAbsolute {
		return IRI{}, &Error{Input: s, Component: ComponentScheme, Err: ErrMissingScheme}
	}

	authority := len(s)-i >= 2 && s[i] == '/' && s[i+1] == '/'
	if authority {
		// iauthority = [ iuserinfo "@" ] ihost [ ":" port ]
		x.flags |= hasAuthority
		start := i + 2
		j, regNameEnd, ok := x.parseHostPort(start)
		if !ok {
			var err error
			if j, err = x.parseAuthority(start, regNameEnd); err != nil {
				return IRI{}, err
			}
		}
		i = j
	}
	// The path starts at i; scanned is how far it is known to hold only
	// path characters.
	scanned := i
	if !authority && x.schemeEnd == 0 {
		// ipath-noscheme: the first segment of a relative reference
		// without authority must not contain ":", or it would read as a
		// scheme (RFC 3986 §4.2).
		j, err := scan(s, i, chars.RunSegmentNC, ComponentPath)
		if err != nil {
			return IRI{}, err
		}
		if j < len(s) && s[j] == ':' {
			return IRI{}, &Error{Input: s, Offset: j, Component: ComponentPath, Err: ErrColonInFirstSegment}
		}
		scanned = j // every segment character is a path character
	}

	// The path: ipath-abempty after an authority, otherwise
	// ipath-absolute, ipath-rootless, ipath-noscheme or ipath-empty. A
	// path cannot start with "//" here, for that would have been an
	// authority.
	x.pathStart = uint32(i)
	i, err := scan(s, scanned, chars.RunPath, ComponentPath)
	if err != nil {
		return IRI{}, err
	}
	x.pathEnd = uint32(i)
	if i < len(s) && s[i] == '?' {
		x.flags |= hasQuery
		if i, err = scan(s, i+1, chars.RunQuery, ComponentQuery); err != nil {
			return IRI{}, err
		}
	}
	x.queryEnd = uint32(i)
	if i < len(s) && s[i] == '#' {
		if p == asAbsolute {
			return IRI{}, &Error{Input: s, Offset: i, Component: ComponentFragment, Err: ErrUnexpectedFragment}
		}
		x.flags |= hasFragment
		if i, err = scan(s, i+1, chars.RunQuery, ComponentFragment); err != nil {
			return IRI{}, err
		}
	}
	if i < len(s) {
		return IRI{}, charError(s, i, componentAt(x))
	}
	return x, nil
}

// componentAt names the component that a character stopping the parse
// would have belonged to: the last one x started.
func componentAt(x IRI) Component {
	switch {
	case x.flags&hasFragment != 0:
		return ComponentFragment
	case x.flags&hasQuery != 0:
		return ComponentQuery
	}
	return ComponentPath
}

// parseAuthority parses the iauthority that starts at offset start, just
// after "//", when parseHostPort could not, its run of reg-name
// characters having ended at regNameEnd, and returns the offset just past
// it.
//
//	iauthority = [ iuserinfo "@" ] ihost [ ":" port ]
func (x *IRI) parseAuthority(start, regNameEnd int) (int, error) {
	s := x.s
	// Neither iuserinfo nor ihost may contain "@", so an "@" that ends
	// the longest run of userinfo characters ends the userinfo. Every
	// reg-name character is a userinfo character: the run goes on from
	// where parseHostPort stopped.
	hostStart := start
	j, err := scan(s, regNameEnd, chars.RunUserinfo, ComponentUserinfo)
	switch {
	case err == nil && j < len(s) && s[j] == '@':
		x.flags |= hasUserinfo
		hostStart = j + 1
	case err == nil && j < len(s) && !endsAuthority(s[j]) && userinfoFollows(s, j):
		return 0, charError(s, j, ComponentUserinfo)
	case err != nil && userinfoFollows(s, start):
		return 0, err
	}
	i, kind, err := parseHost(s, hostStart)
	if err != nil {
		return 0, err
	}
	x.hostStart, x.hostEnd, x.hostKind = uint32(hostStart), uint32(i), kind
	if i < len(s) && s[i] == ':' {
		x.flags |= hasPort
		i++
		for i < len(s) && chars.IsDigit(s[i]) {
			i++
		}
		if i < len(s) && !endsAuthority(s[i]) {
			return 0, &Error{Input: s, Offset: i, Component: ComponentPort, Err: ErrInvalidPort}
		}
	}
	if i < len(s) && !endsAuthority(s[i]) {
		return 0, charError(s, i, ComponentHost)
	}
	return i, nil
}

// parseHostPort parses the most common authority, a reg-name or IPv4
// host with an optional port, at offset start, in one pass. It reports
// false, having recorded nothing, for anything else (userinfo, an
// IP-literal, an error), which parseAuthority then parses in full; it
// returns where its run of reg-name characters ended in any case.
func (x *IRI) parseHostPort(start int) (i, regNameEnd int, ok bool) {
	s := x.s
	end, err := scan(s, start, chars.RunRegName, ComponentHost)
	if err != nil {
		return 0, start, false
	}
	i = end
	if i < len(s) && s[i] == ':' {
		for i++; i < len(s) && chars.IsDigit(s[i]); i++ {
		}
	}
	if i < len(s) && !endsAuthority(s[i]) {
		return 0, end, false
	}
	x.hostStart, x.hostEnd, x.hostKind = uint32(start), uint32(end), HostRegName
	// An IPv4address is 7 to 15 bytes long and ends with a digit, which
	// most host names are not: that is one branch here, not one per
	// test as in chars.IsIPv4, for host names are as often shorter or
	// longer than that as not (t is negative when a difference is). The
	// byte before end is there: "//" comes before start.
	n, last := end-start, int(s[end-1])
	if t := (n - 7) | (15 - n) | (last - '0') | ('9' - last); t >= 0 && chars.IsIPv4(s[start:end]) {
		x.hostKind = HostIPv4
	}
	if end < i {
		x.flags |= hasPort
	}
	return i, end, true
}

// endsAuthority reports whether c is one of the delimiters that end an
// authority (RFC 3986 §3.2).
func endsAuthority(c byte) bool { return c == '/' || c == '?' || c == '#' }

// userinfoFollows reports whether an "@" ends the authority that starts at
// offset i, so that an error found there belongs to the userinfo.
func userinfoFollows(s string, i int) bool {
	for ; i < len(s) && !endsAuthority(s[i]); i++ {
		if s[i] == '@' {
			return true
		}
	}
	return false
}

// parseHost parses an ihost at offset i and returns the offset just past
// it and its kind:
//
//	ihost = IP-literal / IPv4address / ireg-name
//
// IPv4address is tried before ireg-name ("first match wins"), but only on
// the whole host: "01.2.3.4" and "1.2.3.4.5" are reg-names.
func parseHost(s string, i int) (int, HostKind, error) {
	if i < len(s) && s[i] == '[' {
		return parseIPLiteral(s, i)
	}
	end, err := scan(s, i, chars.RunRegName, ComponentHost)
	if err != nil {
		return 0, 0, err
	}
	if chars.IsIPv4(s[i:end]) {
		return end, HostIPv4, nil
	}
	return end, HostRegName, nil
}

// scan advances from offset i over the characters a component c allows:
// the ASCII bytes of its run (mask), pct-encoded triplets, ucschar, and
// iprivate in the query (RFC 3987 §2.2). It returns the offset of the
// first ASCII byte outside the run, for the caller to judge as a
// delimiter or an error, or an error for a character that is never
// allowed there.
func scan(s string, i int, mask chars.Run, c Component) (int, error) {
	members := chars.Repeat(mask)
	start := i
	// A "%" is a byte of every run, so percent-encoded text goes through
	// the 8-byte step like plain text, without a branch of its own: each
	// "%" asks for hex digits in the two lanes after it (carry holds the
	// asks that fall into the next word), and bad collects the lanes that
	// were asked and hold none. It is judged where the run stops, which
	// only a branch the loop takes anyway reaches. (The "%" bit is the top
	// one of a lane, and the hex bit the one below it: a shift by 7 moves
	// the first to the second of the next lane, by 15 to that of the lane
	// after, and a multiplication by 1<<7 + 1<<15 does both at once. Two
	// asks add up in one lane only after two "%" in a row, which are bad
	// anyway: the first asks the second for a hex digit alone.)
	const percents = uint64(chars.RunPercent) * chars.Ones
	var bad, carry uint64
	for {
		_ = s[i:] // 0 <= i: the word loop needs no bounds checks
		var lanes uint64
		for ; i <= len(s)-8; i += 8 {
			lanes = chars.Lanes8(s[i : i+8])
			if lanes&members != members {
				goto stop
			}
			p := lanes & percents
			bad |= (p*0x8080 | carry) &^ lanes
			carry = p>>49 | p>>57
		}
		if i == len(s) {
			if bad|carry != 0 {
				return percentErrorIn(s, start, c)
			}
			return i, nil
		}
		// Fewer than eight bytes are left: their lanes, and plain bytes
		// of the run past the end of the input (members: no "%", no hex
		// digit), so that the whole word is the run's when the tail is,
		// and a "%" that asks them for a hex digit is bad.
		if n := uint(len(s) - i); len(s) >= 8 {
			lanes = chars.Lanes8(s[len(s)-8:])>>(8*(8-n)&63) | members<<(8*n&63)
		} else {
			lanes = shortLanes(s[i:], members)
		}
		if lanes&(members|percents) == members && bad|carry == 0 {
			return len(s), nil
		}
	stop:
		// The run stops at lane k of the word, or the word is the tail
		// of the input (k is 8 when all its bytes are the run's). A "%"
		// before the stop needs its hex digits all the same. (out - 1)
		// keeps the bits below lane k's, and of the lanes past it only
		// their run bits, which are no "%" bits. A "%" in lane 6 asks
		// lane 7, which is then the stop or a plain lane past the end of
		// the input, so it is bad without looking at the next word, and
		// one in lane 7 is always past the stop or the end.
		out := ^lanes & members
		p := lanes & percents & (out - 1)
		bad |= (p<<7 | p<<15 | carry) &^ lanes
		carry = 0
		i = min(i+lane(out), len(s))
		if bad != 0 {
			return percentErrorIn(s, start, c)
		}
		if i == len(s) || s[i] < utf8.RuneSelf {
			return i, nil
		}
		// The run's bit is read back from members, so that mask is not
		// kept alive (in a register or reloaded) through the word loop.
		return scanUTF8(s, i, chars.Run(members), c)
	}
}

// scanUTF8 is scan from offset i, where a non-ASCII character starts, on
// to the end of the run. Text with non-ASCII characters mixes them with
// ASCII letters and digits, so the run goes on byte by byte through the
// walk of chars.UTF8RunEnd, whose steps do not branch on the text, and
// only the rare characters it leaves to the caller are decoded one at a
// time (from where the walk started, to the character it stopped in, for
// it does not say where that starts).
func scanUTF8(s string, i int, mask chars.Run, c Component) (int, error) {
	for {
		j, ok := chars.UTF8RunEnd(s, i, mask)
		if ok {
			return j, nil
		}
		for i <= j {
			if i == len(s) {
				return i, nil
			}
			switch b := s[i]; {
			case b == '%':
				if !pct.IsTriplet(s, i) {
					return percentErrorIn(s, i, c)
				}
				i += 3
			case b < utf8.RuneSelf:
				if chars.RunOf(b)&mask == 0 {
					return i, nil
				}
				i++
			default:
				r, size := chars.DecodeRune(s[i:])
				if !chars.IRIRune(r, c == ComponentQuery) {
					return i, charError(s, i, c)
				}
				i += size
			}
		}
	}
}

// percentErrorIn returns the error for the first "%" from offset i on
// that does not start a pct-encoded triplet, which the caller knows
// there is.
func percentErrorIn(s string, i int, c Component) (int, error) {
	for i < len(s) && (s[i] != '%' || pct.IsTriplet(s, i)) {
		i++
	}
	return i, &Error{Input: s, Offset: i, Component: c, Err: ErrPercentEncoding}
}

// lane returns the offset of the first lane of m with a bit set, 8 when
// m is zero.
func lane(m uint64) int { return bits.TrailingZeros64(m) >> 3 }

// below returns the mask of the lanes before lane n, all eight for n = 8.
func below(n int) uint64 { return 1<<(8*uint(n)) - 1 }

// shortLanes returns the lanes of the bytes of t, fewer than eight, with
// plain in the lanes past its end: bytes of the run that are no hex
// digits, so that they stop nothing but a "%" that needs them.
func shortLanes(t string, plain uint64) uint64 {
	var lanes uint64
	for j := 0; j < len(t); j++ {
		lanes |= uint64(chars.RunOf(t[j])) << (8 * uint(j))
	}
	return lanes | plain&^below(len(t))
}

// charError builds the error for the character at offset i, choosing the
// most precise cause.
func charError(s string, i int, c Component) *Error {
	e := &Error{Input: s, Offset: i, Component: c, Err: ErrInvalidCharacter}
	r, size := chars.DecodeRune(s[i:])
	switch {
	case r == utf8.RuneError && size <= 1:
		e.Err = ErrInvalidUTF8
	case chars.IsBidiFormatting(r):
		e.Err = ErrBidiFormatting
	case chars.IsIprivate(r):
		e.Err = ErrPrivateUse
	}
	return e
}
