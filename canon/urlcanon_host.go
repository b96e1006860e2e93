package canon

import "strings"

// fixHostDots is urlcanon's fix_host_dots (python/urlcanon/canon.py): the
// dots at the start and end of the host dropped, and each run of dots
// made one. Python's "$" also matches before a last newline, so the dots
// before a newline that ends the host go too.
func fixHostDots(host string) string {
	host = strings.TrimLeft(host, ".")
	if strings.HasSuffix(host, "\n") {
		body := strings.TrimRight(host[:len(host)-1], ".")
		host = body + "\n"
	} else {
		host = strings.TrimRight(host, ".")
	}
	if !strings.Contains(host, "..") {
		return host
	}
	b := make([]byte, 0, len(host))
	for i := range len(host) {
		if host[i] == '.' && i > 0 && host[i-1] == '.' {
			continue
		}
		b = append(b, host[i])
	}
	return string(b)
}

// stripWWW is urlcanon's strip_www: a first label "www" and any digits
// after it ("www2.") dropped.
func stripWWW(host string) string {
	rest, ok := strings.CutPrefix(host, "www")
	if !ok {
		return host
	}
	rest = strings.TrimLeft(rest, "0123456789")
	if rest, ok = strings.CutPrefix(rest, "."); ok {
		return rest
	}
	return host
}

// appendReverseHost is urlcanon's reverse_host (python/urlcanon/__init__.py) appended
// to dst: the labels in reverse order joined by ",", each "," in them
// made ".", and a "," after the last with trailingComma.
func appendReverseHost(dst []byte, host string, trailingComma bool) []byte {
	for end := len(host); ; {
		start := strings.LastIndexByte(host[:end], '.') + 1
		for i := start; i < end; i++ {
			if c := host[i]; c == ',' {
				dst = append(dst, '.')
			} else {
				dst = append(dst, c)
			}
		}
		if start == 0 {
			break
		}
		dst = append(dst, ',')
		end = start - 1
	}
	if trailingComma {
		dst = append(dst, ',')
	}
	return dst
}

// appendSSURTHost is urlcanon's ssurt_host: the host as it is when it is
// empty, starts with "[" or is an IPv4 address other than 0 to
// parse_ipv4 (a negative "number" too), and reversed (appendReverseHost)
// otherwise, "0" and "0.0.0.0" among them.
func appendSSURTHost(dst []byte, host string, trailingComma bool) []byte {
	if host == "" || host[0] == '[' {
		return append(dst, host...)
	}
	if ip := pyIPv4(host); ip.kind == ipV4Negative || ip.kind == ipV4 && ip.v4 != 0 {
		return append(dst, host...)
	}
	return appendReverseHost(dst, host, trailingComma)
}
