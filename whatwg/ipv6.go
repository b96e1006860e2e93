package whatwg

import (
	"strconv"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/pct"
)

// ipv6 runs the IPv6 parser (URL Standard §3.5) on in[i:j], the inside of
// the brackets.
func (p *parser) ipv6(i, j int) ([8]uint16, bool) {
	var addr [8]uint16
	in := p.in[i:j]
	at := func(k int) int {
		if k < len(in) {
			return int(in[k])
		}
		return eof
	}
	piece, compress, k := 0, -1, 0
	if at(0) == ':' {
		if at(1) != ':' {
			return addr, p.fail(errIPv6InvalidCompression, i)
		}
		k = 2
		piece++
		compress = piece
	}
	for at(k) != eof {
		if piece == 8 {
			return addr, p.fail(errIPv6TooManyPieces, i+k)
		}
		if at(k) == ':' {
			if compress != -1 {
				return addr, p.fail(errIPv6MultipleCompression, i+k)
			}
			k++
			piece++
			compress = piece
			continue
		}
		value, length := 0, 0
		for length < 4 && k < len(in) && chars.IsHex(in[k]) {
			value = value*0x10 + int(pct.Unhex(in[k]))
			k++
			length++
		}
		if at(k) == '.' {
			if length == 0 {
				return addr, p.fail(errIPv4InIPv6InvalidCodePoint, i+k)
			}
			k -= length
			if piece > 6 {
				return addr, p.fail(errIPv4InIPv6TooManyPieces, i+k)
			}
			numbersSeen := 0
			for at(k) != eof {
				ipv4Piece := -1
				if numbersSeen > 0 {
					if at(k) == '.' && numbersSeen < 4 {
						k++
					} else {
						return addr, p.fail(errIPv4InIPv6InvalidCodePoint, i+k)
					}
				}
				if k >= len(in) || !chars.IsDigit(in[k]) {
					return addr, p.fail(errIPv4InIPv6InvalidCodePoint, i+k)
				}
				for k < len(in) && chars.IsDigit(in[k]) {
					number := int(in[k] - '0')
					switch ipv4Piece {
					case -1:
						ipv4Piece = number
					case 0:
						return addr, p.fail(errIPv4InIPv6InvalidCodePoint, i+k)
					default:
						ipv4Piece = ipv4Piece*10 + number
					}
					if ipv4Piece > 255 {
						return addr, p.fail(errIPv4InIPv6OutOfRangePart, i+k)
					}
					k++
				}
				addr[piece] = addr[piece]*0x100 + uint16(ipv4Piece)
				numbersSeen++
				if numbersSeen == 2 || numbersSeen == 4 {
					piece++
				}
			}
			if numbersSeen != 4 {
				return addr, p.fail(errIPv4InIPv6TooFewParts, i+k)
			}
			break
		} else if at(k) == ':' {
			k++
			if at(k) == eof {
				return addr, p.fail(errIPv6InvalidCodePoint, i+k)
			}
		} else if at(k) != eof {
			return addr, p.fail(errIPv6InvalidCodePoint, i+k)
		}
		if length > 1 && value < 1<<(4*(length-1)) {
			p.report(errIPv6PieceLeadingZero, i+k)
		}
		addr[piece] = uint16(value)
		piece++
	}
	if compress != -1 {
		swaps := piece - compress
		piece = 7
		for piece != 0 && swaps > 0 {
			addr[piece], addr[compress+swaps-1] = addr[compress+swaps-1], addr[piece]
			piece--
			swaps--
		}
	} else if piece != 8 {
		return addr, p.fail(errIPv6TooFewPieces, i+k)
	}
	return addr, true
}

// appendIPv6 appends the IPv6 serializer's form of addr (§3.6): pieces in
// lower-case hexadecimal without leading zeros, and the first longest run
// of two or more zero pieces as "::" (RFC 5952).
func appendIPv6(b []byte, addr *[8]uint16) []byte {
	compress := compressedPiece(addr)
	ignore0 := false
	for i, v := range addr {
		if ignore0 && v == 0 {
			continue
		}
		ignore0 = false
		if compress == i {
			if i == 0 {
				b = append(b, "::"...)
			} else {
				b = append(b, ':')
			}
			ignore0 = true
			continue
		}
		b = strconv.AppendUint(b, uint64(v), 16)
		if i != 7 {
			b = append(b, ':')
		}
	}
	return b
}

// compressedPiece finds the IPv6 address compressed piece index (§3.6):
// the first of the longest run of more than one zero piece, or -1.
func compressedPiece(addr *[8]uint16) int {
	longest, longestSize := -1, 1
	found, foundSize := -1, 0
	for i, v := range addr {
		if v != 0 {
			if foundSize > longestSize {
				longest, longestSize = found, foundSize
			}
			found, foundSize = -1, 0
			continue
		}
		if found == -1 {
			found = i
		}
		foundSize++
	}
	if foundSize > longestSize {
		return found
	}
	return longest
}
