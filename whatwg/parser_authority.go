package whatwg

import "strings"

// authority runs the authority state (§4.4) on the authority that starts
// at i: it writes "//" and the credentials, and returns where the host
// starts and where the authority ends.
func (p *parser) authority(i int) (int, int, bool) {
	in := p.in
	p.out.byte('/') // "//", a byte at a time: byte is inlined, str is not
	p.out.byte('/')
	end := p.authorityEnd(i)
	// Most authorities have no "@": IndexByte, which reads many bytes
	// at a step, says so faster than LastIndexByte, which reads one.
	at := -1
	if strings.IndexByte(in[i:end], '@') >= 0 {
		at = strings.LastIndexByte(in[i:end], '@')
	}
	if at < 0 {
		p.usernameEnd = p.out.n
		return i, end, true
	}
	at += i
	if p.validate {
		for k := i; k <= at; k++ {
			if in[k] == '@' {
				p.report(errInvalidCredentials, k)
			}
		}
	}
	// The first ":" splits the username from the password; every other
	// ":" and "@" is data, percent-encoded.
	userEnd := at
	if k := strings.IndexByte(in[i:at], ':'); k >= 0 {
		userEnd = i + k
	}
	start := p.out.n
	p.encode(i, userEnd, userinfoSet)
	p.usernameEnd = p.out.n
	if userEnd+1 < at {
		p.out.byte(':')
		p.encode(userEnd+1, at, userinfoSet)
	}
	if p.out.n > start {
		p.out.byte('@')
		p.credentials = true
	}
	if at+1 == end {
		return 0, 0, p.fail(errHostMissing, end)
	}
	return at + 1, end, true
}

// authorityEnd returns the offset of the code point that ends the
// authority or host that starts at i.
func (p *parser) authorityEnd(i int) int {
	return authorityEnd[b2i(p.scheme.special())].span(p.in, i)
}

// port sets the port from the digits in[i:j] (§4.4, port state).
func (p *parser) port(i, j int) bool {
	v := 0
	for k := i; k < j; k++ {
		v = v*10 + int(p.in[k]-'0')
		if v > 0xFFFF {
			return p.fail(errPortOutOfRange, i)
		}
	}
	p.portWritten = true
	if v == p.scheme.defaultPort() {
		p.portSet = false
		return true
	}
	p.out.byte(':')
	p.portStart = p.out.n
	if p.in[i] != '0' {
		// Digits without a leading zero are the port's serialization
		// (§4.5), kept as they are.
		p.out.keep(i, j)
	} else {
		var digits [5]byte
		n := len(digits)
		for {
			n--
			digits[n] = byte('0' + v%10)
			if v /= 10; v == 0 {
				break
			}
		}
		p.out.bytes(digits[n:])
	}
	p.portEnd = p.out.n
	p.portSet = true
	return true
}

// hostPortColon runs the host state's scan (§4.4) from i to end, where the
// host ends: it returns the offset of the first ":" outside brackets, or
// end.
func (p *parser) hostPortColon(i, end int) int {
	host := p.in[i:end]
	if strings.IndexByte(host, '[') < 0 {
		if k := strings.IndexByte(host, ':'); k >= 0 {
			return i + k
		}
		return end
	}
	inside := false
	for j := i; j < end; j++ {
		switch p.in[j] {
		case ':':
			if !inside {
				return j
			}
		case '[':
			inside = true
		case ']':
			inside = false
		}
	}
	return end
}
