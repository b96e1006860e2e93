package check

import (
	"strconv"
	"strings"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/idn"
)

// hostLabels reports the labels of a reg-name with digits that pass for
// letters, and an ASCII host in upper case. The test of the family
// (firing) passes over a host whose bytes (scanHost) have neither "0" nor
// "1", nor upper case in ASCII.
func (c *run) hostLabels() {
	x := &c.x
	host, off := x.Host(), c.hostStart()
	if c.regName.digit01 {
		for rest := host; ; {
			label, next, more := idn.CutLabel(rest)
			// An "xn--" label is shown as its Unicode form, which IDNA
			// checks: its digits are punycode, not look-alikes.
			if !idn.IsACELabel(label) && confusableDigits(label) {
				c.add("host/confusable-digits", off, len(label), "")
			}
			if !more {
				break
			}
			off += len(label) + 1
			rest = next
		}
	}
	if c.regName.upper && !c.regName.nonASCII {
		c.add("host/uppercase", c.hostStart(), len(host), "")
	}
}

// hostBytes is what one look at each byte of a reg-name tells the host
// checks.
type hostBytes struct {
	percent  bool // a percent-encoding
	ace      bool // a label that starts with "xn--", in any case
	digit01  bool // a "0" or a "1"
	upper    bool // an upper-case letter, not in a percent-encoding
	nonASCII bool
}

// scanHost tells what the bytes of a reg-name are (hostBytes).
func scanHost(host string) hostBytes {
	// One lookup a byte, eight bytes to a step of the loop, the last
	// eight overlapping the step before where the length is not a
	// multiple of eight (the flags are ORed: a byte seen twice changes
	// nothing), rather than a loop over the bytes left, whose end a
	// branch predictor must guess for each host. Most hosts have neither
	// "%" nor "-", which the flags of the rest need.
	var seen uint8
	if len(host) < 8 {
		for i := 0; i < len(host); i++ {
			seen |= hostByteFlags[host[i]]
		}
	} else {
		for i := 0; ; i += 8 {
			i = min(i, len(host)-8)
			w := host[i : i+8]
			seen |= hostByteFlags[w[0]] | hostByteFlags[w[1]] | hostByteFlags[w[2]] | hostByteFlags[w[3]] |
				hostByteFlags[w[4]] | hostByteFlags[w[5]] | hostByteFlags[w[6]] | hostByteFlags[w[7]]
			if i+8 == len(host) {
				break
			}
		}
	}
	switch {
	case seen&hbPercent != 0:
		seen = scanEncodedHost(host)
	case seen&hbDash != 0 && idn.HasPunycodeLabel(host): // a word at a time
		seen |= hbACE
	}
	return hostBytes{percent: seen&hbPercent != 0, ace: seen&hbACE != 0, digit01: seen&hbDigit01 != 0,
		upper: seen&hbUpper != 0, nonASCII: seen&hbNonASCII != 0}
}

// scanEncodedHost is the pass of scanHost over a host with a "%": the
// hex digits of a percent-encoding are not letters of the name.
func scanEncodedHost(host string) uint8 {
	var seen uint8
	for i := 0; i < len(host); i++ {
		f := hostByteFlags[host[i]]
		seen |= f
		switch {
		case f&hbPercent != 0:
			i += 2 // its hex digits are not letters of the name
		case f&hbX != 0 && (i == 0 || host[i-1] == '.') && i+4 <= len(host) &&
			host[i+1]|0x20 == 'n' && host[i+2] == '-' && host[i+3] == '-':
			seen |= hbACE | hostByteFlags[host[i+1]]
			i += 3
		}
	}
	return seen
}

// The flags of hostByteFlags: one table lookup per byte of a host.
const (
	hbPercent uint8 = 1 << iota
	hbUpper
	hbDigit01
	hbNonASCII
	hbX    // "x" or "X", which may start "xn--"
	hbDash // "-", which "xn--" has
	hbACE
)

// hostByteFlags gives the flags of each byte: static data, no work at
// init.
var hostByteFlags = [256]uint8{
	'%': hbPercent,
	'0': hbDigit01, '1': hbDigit01,
	'A': hbUpper, 'B': hbUpper, 'C': hbUpper, 'D': hbUpper, 'E': hbUpper, 'F': hbUpper, 'G': hbUpper,
	'H': hbUpper, 'I': hbUpper, 'J': hbUpper, 'K': hbUpper, 'L': hbUpper, 'M': hbUpper, 'N': hbUpper,
	'O': hbUpper, 'P': hbUpper, 'Q': hbUpper, 'R': hbUpper, 'S': hbUpper, 'T': hbUpper, 'U': hbUpper,
	'V': hbUpper, 'W': hbUpper, 'X': hbUpper | hbX, 'Y': hbUpper, 'Z': hbUpper,
	'x': hbX,
	'-': hbDash,
	// The bytes of non-ASCII characters.
	0x80: hbNonASCII, 0x81: hbNonASCII, 0x82: hbNonASCII, 0x83: hbNonASCII, 0x84: hbNonASCII, 0x85: hbNonASCII, 0x86: hbNonASCII, 0x87: hbNonASCII,
	0x88: hbNonASCII, 0x89: hbNonASCII, 0x8A: hbNonASCII, 0x8B: hbNonASCII, 0x8C: hbNonASCII, 0x8D: hbNonASCII, 0x8E: hbNonASCII, 0x8F: hbNonASCII,
	0x90: hbNonASCII, 0x91: hbNonASCII, 0x92: hbNonASCII, 0x93: hbNonASCII, 0x94: hbNonASCII, 0x95: hbNonASCII, 0x96: hbNonASCII, 0x97: hbNonASCII,
	0x98: hbNonASCII, 0x99: hbNonASCII, 0x9A: hbNonASCII, 0x9B: hbNonASCII, 0x9C: hbNonASCII, 0x9D: hbNonASCII, 0x9E: hbNonASCII, 0x9F: hbNonASCII,
	0xA0: hbNonASCII, 0xA1: hbNonASCII, 0xA2: hbNonASCII, 0xA3: hbNonASCII, 0xA4: hbNonASCII, 0xA5: hbNonASCII, 0xA6: hbNonASCII, 0xA7: hbNonASCII,
	0xA8: hbNonASCII, 0xA9: hbNonASCII, 0xAA: hbNonASCII, 0xAB: hbNonASCII, 0xAC: hbNonASCII, 0xAD: hbNonASCII, 0xAE: hbNonASCII, 0xAF: hbNonASCII,
	0xB0: hbNonASCII, 0xB1: hbNonASCII, 0xB2: hbNonASCII, 0xB3: hbNonASCII, 0xB4: hbNonASCII, 0xB5: hbNonASCII, 0xB6: hbNonASCII, 0xB7: hbNonASCII,
	0xB8: hbNonASCII, 0xB9: hbNonASCII, 0xBA: hbNonASCII, 0xBB: hbNonASCII, 0xBC: hbNonASCII, 0xBD: hbNonASCII, 0xBE: hbNonASCII, 0xBF: hbNonASCII,
	0xC0: hbNonASCII, 0xC1: hbNonASCII, 0xC2: hbNonASCII, 0xC3: hbNonASCII, 0xC4: hbNonASCII, 0xC5: hbNonASCII, 0xC6: hbNonASCII, 0xC7: hbNonASCII,
	0xC8: hbNonASCII, 0xC9: hbNonASCII, 0xCA: hbNonASCII, 0xCB: hbNonASCII, 0xCC: hbNonASCII, 0xCD: hbNonASCII, 0xCE: hbNonASCII, 0xCF: hbNonASCII,
	0xD0: hbNonASCII, 0xD1: hbNonASCII, 0xD2: hbNonASCII, 0xD3: hbNonASCII, 0xD4: hbNonASCII, 0xD5: hbNonASCII, 0xD6: hbNonASCII, 0xD7: hbNonASCII,
	0xD8: hbNonASCII, 0xD9: hbNonASCII, 0xDA: hbNonASCII, 0xDB: hbNonASCII, 0xDC: hbNonASCII, 0xDD: hbNonASCII, 0xDE: hbNonASCII, 0xDF: hbNonASCII,
	0xE0: hbNonASCII, 0xE1: hbNonASCII, 0xE2: hbNonASCII, 0xE3: hbNonASCII, 0xE4: hbNonASCII, 0xE5: hbNonASCII, 0xE6: hbNonASCII, 0xE7: hbNonASCII,
	0xE8: hbNonASCII, 0xE9: hbNonASCII, 0xEA: hbNonASCII, 0xEB: hbNonASCII, 0xEC: hbNonASCII, 0xED: hbNonASCII, 0xEE: hbNonASCII, 0xEF: hbNonASCII,
	0xF0: hbNonASCII, 0xF1: hbNonASCII, 0xF2: hbNonASCII, 0xF3: hbNonASCII, 0xF4: hbNonASCII, 0xF5: hbNonASCII, 0xF6: hbNonASCII, 0xF7: hbNonASCII,
	0xF8: hbNonASCII, 0xF9: hbNonASCII, 0xFA: hbNonASCII, 0xFB: hbNonASCII, 0xFC: hbNonASCII, 0xFD: hbNonASCII, 0xFE: hbNonASCII, 0xFF: hbNonASCII,
}

// confusableDigits reports whether a host label has a "0" or "1" next to
// a letter, as in "br0ken" or "1ame" (3987bis §10).
func confusableDigits(label string) bool {
	// The hex digits of a percent-encoding are neither letters nor digits
	// of the name: "%A1" is one octet.
	encoded := func(i int) bool { return i >= 1 && label[i-1] == '%' || i >= 2 && label[i-2] == '%' }
	letter := func(i int) bool { return i >= 0 && i < len(label) && chars.IsAlpha(label[i]) && !encoded(i) }
	edge := func(i int) bool { return i < 0 || i >= len(label) }
	for i := 0; i < len(label); i++ {
		if label[i] != '0' && label[i] != '1' || encoded(i) {
			continue
		}
		// Standing in for a letter: between two, or at an end of the
		// label next to one.
		if letter(i-1) && letter(i+1) || edge(i-1) && letter(i+1) || letter(i-1) && edge(i+1) {
			return true
		}
	}
	return false
}

// host checks a reg-name host with IDNA (3987bis §3.4). The Unicode form
// of a host with an A-label goes in buf when it fits (see
// run.unicodeLen).
func (c *run) host(buf *[unicodeBufLen]byte) {
	x := &c.x
	if x.HostKind() != iri.HostRegName {
		return
	}
	host := x.Host()
	if !c.regName.nonASCII && !c.regName.percent && !c.regName.ace {
		return // an ASCII name: nothing for IDNA to check
	}
	// Without a percent-encoding the host is its own decoding, and its
	// bytes told whether it is ASCII.
	decoded, decodedNonASCII := host, c.regName.nonASCII
	if c.regName.percent {
		var err error
		if decoded, err = iri.Unescape(host); err != nil {
			return
		}
		decodedNonASCII = chars.NonASCIICount(decoded) > 0
	}
	if !decodedNonASCII && !c.regName.ace {
		return
	}
	if !c.regName.nonASCII && decodedNonASCII {
		c.add("host/percent-encoded-idn", c.hostStart(), len(host), "")
	}
	if n, u, ok := fastUnicodeHost(buf[:], host, decoded, c.regName); ok {
		c.unicodeLen, c.unicodeHost, c.fastHost = n, u, true
		return
	}
	sev := SeverityWarning
	if c.rule().DomainHost {
		sev = SeverityError
	}
	p := idn.Profile(idn.UTS46, false, false)
	// The conversion iri.Mapper{IDNA: iri.IDNAUTS46}.ToURI makes (both use
	// internal/idn), so that Check passes no host that ToURI rejects; it
	// names the failing label.
	// The Unicode form either conversion makes is kept for the rules of
	// spoofing (spoofHost), which read the labels as a person does.
	u, errIDN := idn.ValidateUnicode(p, host)
	if errIDN != nil {
		c.addAs("host/invalid-idn", sev, c.hostStart()+errIDN.Offset, len(errIDN.Label), "IDNA rejects the host label "+strconv.Quote(errIDN.Label)+": "+strings.TrimPrefix(errIDN.Reason.Error(), "idna: "))
		return
	}
	if decodedNonASCII {
		// ToASCII checked every label, "xn--" ones included.
		c.unicodeHost = u // "" for a host too long to convert
		return
	}
	u, errU := idn.DecodeACE(p, decoded)
	if errU != nil {
		c.addAs("host/invalid-idn", sev, c.hostStart(), len(host), "a punycode label is not a valid U-label: "+strings.TrimPrefix(errU.Error(), "idna: "))
		return
	}
	c.unicodeHost = u
}
