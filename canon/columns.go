package canon

import (
	"strconv"
	"strings"

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
	key, err := SURT{}.Key(rawURL)
	if err != nil {
		return Columns{}, err
	}
	c := Columns{SURTKey: key, URL: rawURL, Protocol: strings.TrimSuffix(u.Protocol(), ":"), Path: u.Pathname()}
	host = strings.TrimSuffix(host, ".")
	c.HostName = host
	if port, ok := writtenPort(u, rawURL); ok {
		c.Port = &port
	}
	if search := u.Search(); search != "" {
		c.Query = orNil(search[1:])
	} else if href, _, _ := strings.Cut(u.Href(), "#"); strings.HasSuffix(href, "?") {
		empty := ""
		c.Query = &empty
	}
	if isIP(host) {
		return c, nil
	}
	var reversed strings.Builder
	reversed.Grow(len(host))
	parts := []**string{&c.HostTLD, &c.Host2ndLastPart, &c.Host3rdLastPart, &c.Host4thLastPart, &c.Host5thLastPart}
	for i, end := 0, len(host); end >= 0; i++ {
		dot := strings.LastIndexByte(host[:end], '.')
		label := host[dot+1 : end]
		if i < len(parts) {
			*parts[i] = orNil(label)
		}
		if i > 0 {
			reversed.WriteByte('.')
		}
		reversed.WriteString(label)
		end = dot
	}
	c.HostNameReversed = orNil(reversed.String())
	if suffix, ok := ICANNPublicSuffix(host); ok {
		c.HostRegistrySuffix = orNil(suffix)
		if domain, ok := domainWith(host, suffix); ok {
			c.HostRegisteredDomain = &domain
		}
	}
	if suffix, ok := PublicSuffix(host); ok {
		c.HostPrivateSuffix = orNil(suffix)
		if domain, ok := domainWith(host, suffix); ok {
			c.HostPrivateDomain = &domain
		}
	}
	return c, nil
}

// isIP reports whether host, as the URL Standard serializes it, is an
// IPv4 or IPv6 address.
func isIP(host string) bool {
	if strings.HasPrefix(host, "[") {
		return true
	}
	return looksLikeIPv4(host) && !strings.HasSuffix(host, "\n")
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

func orNil(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}
