package iri

import (
	"errors"
	"strings"

	"github.com/go-iri/iri/internal/chars"
)

// PathStyle is the file path convention of FromFilePath and FilePath.
type PathStyle uint8

const (
	// PathPOSIX: "/" separates, a path is absolute from "/".
	PathPOSIX PathStyle = iota
	// PathWindows: "\" (or "/") separates; "C:\dir" has a drive letter;
	// "\\server\share\dir" is a UNC path.
	PathWindows
)

// ErrNotFilePath is returned when a path or a file IRI cannot be turned
// into the other without guessing.
var ErrNotFilePath = errors.New("iri: not an absolute local file path, or not a file IRI that names one")

// FromFilePath returns the file IRI (RFC 8089) for an absolute local path:
// "/home/ü/résumé.html" becomes "file:///home/ü/résumé.html" (the
// characters stay; 3987bis §8.4), "C:\Users\x" becomes "file:///C:/Users/x",
// and the UNC path "\\server\share\f" becomes "file://server/share/f"
// (a server "2001:db8::1", as MS-DTYP §2.2.57 writes an IPv6 address in a
// UNC path, becomes the host "[2001:db8::1]").
// Each segment is escaped (a "%" or "#" in a file name is encoded). A
// relative path is an error: a file IRI names one file, and the current
// directory is a guess; so is a "." or ".." segment.
func FromFilePath(path string, style PathStyle) (IRI, error) {
	p := Parts{Scheme: "file", HasAuthority: true}
	var segments []string
	switch {
	case style == PathPOSIX && strings.HasPrefix(path, "/"):
		segments = strings.Split(path, "/")
	case style == PathWindows && (strings.HasPrefix(path, `\\`) || strings.HasPrefix(path, "//")):
		rest := strings.Split(strings.ReplaceAll(path[2:], `\`, "/"), "/")
		// MS-DTYP §2.2.57: a UNC host-name is an IPv6address, IPv4address
		// or reg-name, an IPv6 address without the brackets a URI puts
		// around it (which Build adds).
		if rest[0] == "" || len(rest) < 2 || strings.HasPrefix(rest[0], "[") {
			return IRI{}, ErrNotFilePath
		}
		p.Host = rest[0]
		segments = append([]string{""}, rest[1:]...)
	case style == PathWindows && len(path) >= 3 && chars.IsAlpha(path[0]) && path[1] == ':' && (path[2] == '\\' || path[2] == '/'):
		segments = append([]string{""}, strings.Split(strings.ReplaceAll(path, `\`, "/"), "/")...)
	default:
		return IRI{}, ErrNotFilePath
	}
	for _, seg := range segments {
		if seg == "." || seg == ".." {
			// Resolution removes a dot segment (RFC 3986 §5.2.4) and an
			// encoded one names no file FilePath could return: clean the
			// path first (filepath.Clean), or climbing is a guess.
			return IRI{}, ErrNotFilePath
		}
	}
	p.Segments = segments
	return Build(p)
}

// FilePath returns the local path that a file IRI names, in the given
// style: the inverse of FromFilePath, with percent-encodings decoded. It
// fails for another scheme, a relative reference, a query or fragment, an
// encoded "/" (or "\" on Windows) inside a segment, and, for POSIX, a host
// other than "" or "localhost" (RFC 8089 §2); a Windows path keeps a host
// as a UNC server.
func (x IRI) FilePath(style PathStyle) (string, error) {
	if !strings.EqualFold(x.Scheme(), "file") || x.queryPresent() || x.fragmentPresent() {
		return "", ErrNotFilePath
	}
	host, err := Unescape(x.Host())
	if err != nil || strings.ContainsAny(host, `/\`) {
		return "", ErrNotFilePath
	}
	if strings.EqualFold(host, "localhost") {
		host = ""
	}
	var segments []string
	for _, seg := range strings.Split(x.Path(), "/") {
		s, err := Unescape(seg)
		// "%2E%2E" names a file called "..", which no path can say
		// without climbing.
		if err != nil || strings.ContainsRune(s, '/') || style == PathWindows && strings.ContainsRune(s, '\\') ||
			(s == "." || s == "..") && s != seg {
			return "", ErrNotFilePath
		}
		segments = append(segments, s)
	}
	if len(segments) < 2 || segments[0] != "" {
		return "", ErrNotFilePath // a rootless path: "file:c:/x" is not read
	}
	if style == PathPOSIX {
		if host != "" {
			return "", ErrNotFilePath
		}
		return strings.Join(segments, "/"), nil
	}
	if host != "" {
		switch x.HostKind() {
		case HostIPv6: // without its brackets, as FromFilePath takes it
			host = host[1 : len(host)-1]
		case HostIPvFuture: // no UNC host-name (MS-DTYP §2.2.57)
			return "", ErrNotFilePath
		}
		return `\\` + host + `\` + strings.Join(segments[1:], `\`), nil
	}
	drive := segments[1]
	if len(drive) != 2 || !chars.IsAlpha(drive[0]) || drive[1] != ':' {
		return "", ErrNotFilePath
	}
	if len(segments) == 2 {
		return drive + `\`, nil
	}
	return strings.Join(segments[1:], `\`), nil
}
