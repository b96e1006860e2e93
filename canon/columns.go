package canon

import (
	"strconv"
	"strings"
	"sync"

	"github.com/go-iri/iri/whatwg"
)

// Columns are the URL columns of Common Crawl's index table, under the
// names of its flat schema (cc-index-schema-flat.json of
// commoncrawl/cc-index-table), in its order, so that rows a program
// writes (as JSON lines, or as Parquet with the parquet tags, which
// github.com/xitongsys/parquet-go and Apache Beam's parquetio read) join
// Common Crawl's own. A nil field is the schema's null.
type Columns struct {
	SURTKey              string  `json:"url_surtkey" parquet:"name=url_surtkey, type=BYTE_ARRAY, convertedtype=UTF8"`
	URL                  string  `json:"url" parquet:"name=url, type=BYTE_ARRAY, convertedtype=UTF8"`
	HostName             string  `json:"url_host_name" parquet:"name=url_host_name, type=BYTE_ARRAY, convertedtype=UTF8"`
	HostTLD              *string `json:"url_host_tld" parquet:"name=url_host_tld, type=BYTE_ARRAY, convertedtype=UTF8, repetitiontype=OPTIONAL"`
	Host2ndLastPart      *string `json:"url_host_2nd_last_part" parquet:"name=url_host_2nd_last_part, type=BYTE_ARRAY, convertedtype=UTF8, repetitiontype=OPTIONAL"`
	Host3rdLastPart      *string `json:"url_host_3rd_last_part" parquet:"name=url_host_3rd_last_part, type=BYTE_ARRAY, convertedtype=UTF8, repetitiontype=OPTIONAL"`
	Host4thLastPart      *string `json:"url_host_4th_last_part" parquet:"name=url_host_4th_last_part, type=BYTE_ARRAY, convertedtype=UTF8, repetitiontype=OPTIONAL"`
	Host5thLastPart      *string `json:"url_host_5th_last_part" parquet:"name=url_host_5th_last_part, type=BYTE_ARRAY, convertedtype=UTF8, repetitiontype=OPTIONAL"`
	HostRegistrySuffix   *string `json:"url_host_registry_suffix" parquet:"name=url_host_registry_suffix, type=BYTE_ARRAY, convertedtype=UTF8, repetitiontype=OPTIONAL"`
	HostRegisteredDomain *string `json:"url_host_registered_domain" parquet:"name=url_host_registered_domain, type=BYTE_ARRAY, convertedtype=UTF8, repetitiontype=OPTIONAL"`
	HostPrivateSuffix    *string `json:"url_host_private_suffix" parquet:"name=url_host_private_suffix, type=BYTE_ARRAY, convertedtype=UTF8, repetitiontype=OPTIONAL"`
	HostPrivateDomain    *string `json:"url_host_private_domain" parquet:"name=url_host_private_domain, type=BYTE_ARRAY, convertedtype=UTF8, repetitiontype=OPTIONAL"`
	HostNameReversed     *string `json:"url_host_name_reversed" parquet:"name=url_host_name_reversed, type=BYTE_ARRAY, convertedtype=UTF8, repetitiontype=OPTIONAL"`
	Protocol             string  `json:"url_protocol" parquet:"name=url_protocol, type=BYTE_ARRAY, convertedtype=UTF8"`
	Port                 *int32  `json:"url_port" parquet:"name=url_port, type=INT32, repetitiontype=OPTIONAL"`
	Path                 string  `json:"url_path" parquet:"name=url_path, type=BYTE_ARRAY, convertedtype=UTF8"`
	Query                *string `json:"url_query" parquet:"name=url_query, type=BYTE_ARRAY, convertedtype=UTF8, repetitiontype=OPTIONAL"`
}

// ColumnsOf returns the Common Crawl columns of rawURL, read as Common
// Crawl's crawler fetched it, by the URL Standard (whatwg.Parse):
//
//   - url_surtkey is [SURT]'s key of rawURL, as the CDX index's urlkey;
//     url is rawURL as given;
//   - url_host_name is the URL's host (lower case, in Punycode, an IPv4
//     address in dotted decimal), without a final dot; the parts and the
//     reversed name ("com.example.www") are null for an IP address, as
//     are the suffixes and domains, and for a host that the list gives no
//     registrable domain;
//   - the registry suffix and registered domain are the ICANN section's
//     ([ICANNPublicSuffix]), the private ones the list's with its private
//     rules ([PublicSuffix]);
//   - url_protocol is the scheme without ':'; url_port the port written
//     in the URL, even the scheme's default ("http://a:80/" is 80, which
//     the URL Standard's serialization drops), null if none;
//   - url_path and url_query are the URL Standard's path and query
//     (null where the URL has no '?', "" where it has one and nothing
//     after it).
//
// The error is whatwg.Parse's, or [SURT]'s, or [ErrNoHost] for a URL
// without a host.
func ColumnsOf(rawURL string) (Columns, error) {
	u, err := whatwg.Parse(rawURL)
	if err != nil {
		return Columns{}, err
	}
	host := u.Hostname()
	if host == "" {
		return Columns{}, ErrNoHost
	}
	// The SURT key and the reversed host name are written side by side
	// in a buffer of the pool and made one string: one allocation for
	// the two.
	buf := columnsBuffers.Get().(*[]byte)
	defer putColumnsBuffer(buf)
	text, err := SURT{}.AppendKey((*buf)[:0], rawURL)
	*buf = text
	if err != nil {
		return Columns{}, err
	}
	keyEnd := len(text)
	host = strings.TrimSuffix(host, ".")
	ip := isIP(host)
	if !ip {
		text = appendReversed(text, host)
		*buf = text
	}
	key := string(text)
	c := Columns{SURTKey: key[:keyEnd], URL: rawURL, HostName: host,
		Protocol: strings.TrimSuffix(u.Protocol(), ":"), Path: u.Pathname()}
	n := new(nullable)
	if port, ok := writtenPort(u, rawURL); ok {
		n.port = port
		c.Port = &n.port
	}
	if search := u.Search(); search != "" {
		c.Query = n.set(queryField, search[1:])
	} else if href, _, _ := strings.Cut(u.Href(), "#"); strings.HasSuffix(href, "?") {
		c.Query = &n.s[queryField] // "", not null
	}
	if ip {
		return c, nil
	}
	parts := [...]**string{&c.HostTLD, &c.Host2ndLastPart, &c.Host3rdLastPart, &c.Host4thLastPart, &c.Host5thLastPart}
	rest := host
	for i := range parts {
		dot := strings.LastIndexByte(rest, '.')
		*parts[i] = n.set(i, rest[dot+1:])
		if dot < 0 {
			break
		}
		rest = rest[:dot]
	}
	c.HostNameReversed = n.set(reversedField, key[keyEnd:])
	s := siteOfDomain(host, true)
	c.HostRegistrySuffix = n.set(registrySuffixField, s.ICANNSuffix)
	c.HostRegisteredDomain = n.set(registeredDomainField, s.ICANNDomain)
	c.HostPrivateSuffix = n.set(privateSuffixField, s.PublicSuffix)
	c.HostPrivateDomain = n.set(privateDomainField, s.RegistrableDomain)
	return c, nil
}

// columnsBuffers are the buffers ColumnsOf writes its text in before it
// makes a string of it. One that grew past maxPooledColumns (a URL of
// tens of kilobytes) is not kept in the pool, which would then hold that
// much memory for good.
var columnsBuffers = sync.Pool{New: func() any { return new([]byte) }}

const maxPooledColumns = 64 << 10

func putColumnsBuffer(buf *[]byte) {
	if cap(*buf) <= maxPooledColumns {
		columnsBuffers.Put(buf)
	}
}

// A nullable holds the values that the pointers of one Columns point to:
// one allocation for them all, where each was one. Each field has its own
// element, so that a caller who writes through one pointer changes no
// other field.
type nullable struct {
	s    [nullableFields]string
	port int32
}

// The elements of nullable.s: the host's five last labels (0 to 4), then
// the fields these name.
const (
	reversedField = 5 + iota
	registrySuffixField
	registeredDomainField
	privateSuffixField
	privateDomainField
	queryField
	nullableFields
)

// set returns a pointer to element i of n set to v, or nil (the
// schema's null) for "".
func (n *nullable) set(i int, v string) *string {
	if v == "" {
		return nil
	}
	n.s[i] = v
	return &n.s[i]
}

// appendReversed appends the labels of host to dst in reverse order,
// joined by dots: "com.example.www" of "www.example.com".
func appendReversed(dst []byte, host string) []byte {
	for end := len(host); end >= 0; {
		dot := strings.LastIndexByte(host[:end], '.')
		dst = append(dst, host[dot+1:end]...)
		if dot >= 0 {
			dst = append(dst, '.')
		}
		end = dot
	}
	return dst
}

// isIP reports whether host, as the URL Standard serializes it, is an
// IPv4 or IPv6 address.
func isIP(host string) bool {
	if strings.HasPrefix(host, "[") {
		return true
	}
	return dottedDecimal4(host)
}

// writtenPort is the port that rawURL writes, which u's serialization
// drops where it is the scheme's default. It looks in rawURL only for
// the digits after the host that the parse of u has found.
func writtenPort(u whatwg.URL, rawURL string) (int32, bool) {
	if p := u.Port(); p != "" {
		n, _ := strconv.Atoi(p)
		return int32(n), true
	}
	// The authority of rawURL: after "//" (or "\\" in a special URL), up
	// to the path, query or fragment; the port after its last ':' that
	// follows the host (an IPv6 literal's colons are inside brackets).
	_, rest, ok := strings.Cut(rawURL, ":")
	if !ok {
		return 0, false
	}
	rest = strings.TrimLeft(rest, "/\\")
	if end := strings.IndexAny(rest, "/\\?#"); end >= 0 {
		rest = rest[:end]
	}
	rest = rest[strings.LastIndexByte(rest, '@')+1:]
	colon := strings.LastIndexByte(rest, ':')
	if colon < 0 || colon < strings.LastIndexByte(rest, ']') {
		return 0, false
	}
	digits := strings.Trim(rest[colon+1:], "\t\n\r ")
	n, err := strconv.Atoi(digits)
	if err != nil || digits == "" || digits[0] == '+' || digits[0] == '-' {
		return 0, false
	}
	return int32(n), true
}
