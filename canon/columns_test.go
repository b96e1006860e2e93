package canon

import (
	"encoding/json"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/corpus"
	"github.com/go-iri/iri/whatwg"
)

// TestColumns holds each column of Common Crawl's schema by an input
// that shows it, null included.
func TestColumns(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"https://www.example.com/path/index.html",
			`{"url_surtkey":"com,example)/path/index.html","url":"https://www.example.com/path/index.html","url_host_name":"www.example.com","url_host_tld":"com","url_host_2nd_last_part":"example","url_host_3rd_last_part":"www","url_host_4th_last_part":null,"url_host_5th_last_part":null,"url_host_registry_suffix":"com","url_host_registered_domain":"example.com","url_host_private_suffix":"com","url_host_private_domain":"example.com","url_host_name_reversed":"com.example.www","url_protocol":"https","url_port":null,"url_path":"/path/index.html","url_query":null}`},
		{"http://a.b.myblog.blogspot.com:80/x?",
			`{"url_surtkey":"com,blogspot,myblog,b,a)/x","url":"http://a.b.myblog.blogspot.com:80/x?","url_host_name":"a.b.myblog.blogspot.com","url_host_tld":"com","url_host_2nd_last_part":"blogspot","url_host_3rd_last_part":"myblog","url_host_4th_last_part":"b","url_host_5th_last_part":"a","url_host_registry_suffix":"com","url_host_registered_domain":"blogspot.com","url_host_private_suffix":"blogspot.com","url_host_private_domain":"myblog.blogspot.com","url_host_name_reversed":"com.blogspot.myblog.b.a","url_protocol":"http","url_port":80,"url_path":"/x","url_query":""}`},
		{"http://192.168.0.1:8080/?q=1",
			`{"url_surtkey":"1,0,168,192:8080)/?q=1","url":"http://192.168.0.1:8080/?q=1","url_host_name":"192.168.0.1","url_host_tld":null,"url_host_2nd_last_part":null,"url_host_3rd_last_part":null,"url_host_4th_last_part":null,"url_host_5th_last_part":null,"url_host_registry_suffix":null,"url_host_registered_domain":null,"url_host_private_suffix":null,"url_host_private_domain":null,"url_host_name_reversed":null,"url_protocol":"http","url_port":8080,"url_path":"/","url_query":"q=1"}`},
		{"https://Bücher.example./",
			`{"url_surtkey":"example,xn--bcher-kva)/","url":"https://Bücher.example./","url_host_name":"xn--bcher-kva.example","url_host_tld":"example","url_host_2nd_last_part":"xn--bcher-kva","url_host_3rd_last_part":null,"url_host_4th_last_part":null,"url_host_5th_last_part":null,"url_host_registry_suffix":"example","url_host_registered_domain":"xn--bcher-kva.example","url_host_private_suffix":"example","url_host_private_domain":"xn--bcher-kva.example","url_host_name_reversed":"example.xn--bcher-kva","url_protocol":"https","url_port":null,"url_path":"/","url_query":null}`},
		{"http://[::1]:443/", `{"url_surtkey":"::1:443)/","url":"http://[::1]:443/","url_host_name":"[::1]","url_host_tld":null,"url_host_2nd_last_part":null,"url_host_3rd_last_part":null,"url_host_4th_last_part":null,"url_host_5th_last_part":null,"url_host_registry_suffix":null,"url_host_registered_domain":null,"url_host_private_suffix":null,"url_host_private_domain":null,"url_host_name_reversed":null,"url_protocol":"http","url_port":443,"url_path":"/","url_query":null}`},
	} {
		c, err := ColumnsOf(tt.in)
		if err != nil {
			t.Errorf("ColumnsOf(%q): %v", tt.in, err)
			continue
		}
		got, _ := json.Marshal(c)
		if string(got) != tt.want {
			t.Errorf("ColumnsOf(%q) =\n%s\nwant\n%s", tt.in, got, tt.want)
		}
	}
	for _, in := range []string{"mailto:a@example.com", "http://a:99999/", ""} {
		if c, err := ColumnsOf(in); err == nil {
			t.Errorf("ColumnsOf(%q) = %+v, want an error", in, c)
		}
	}
}

// columnsByParts is ColumnsOf written plainly, each column by itself
// from the exported functions, a string for each: what ColumnsOf must
// equal, which writes the key and the reversed name in one string and
// the nullable columns in one array.
func columnsByParts(rawURL string) (Columns, error) {
	u, err := whatwg.Parse(rawURL)
	if err != nil {
		return Columns{}, err
	}
	if u.Hostname() == "" {
		return Columns{}, ErrNoHost
	}
	key, err := SURT{}.Key(rawURL)
	if err != nil {
		return Columns{}, err
	}
	host := strings.TrimSuffix(u.Hostname(), ".")
	c := Columns{SURTKey: key, URL: rawURL, HostName: host, Protocol: strings.TrimSuffix(u.Protocol(), ":"), Path: u.Pathname()}
	if port, ok := writtenPort(u, rawURL); ok {
		c.Port = &port
	}
	some := func(s string) *string {
		if s == "" {
			return nil
		}
		return &s
	}
	if search := u.Search(); search != "" {
		c.Query = some(search[1:])
	} else if href, _, _ := strings.Cut(u.Href(), "#"); strings.HasSuffix(href, "?") {
		c.Query = new(string)
	}
	if strings.HasPrefix(host, "[") || dottedDecimal4(host) {
		return c, nil
	}
	labels := strings.Split(host, ".")
	slices.Reverse(labels)
	for i, p := range []**string{&c.HostTLD, &c.Host2ndLastPart, &c.Host3rdLastPart, &c.Host4thLastPart, &c.Host5thLastPart} {
		if i < len(labels) {
			*p = some(labels[i])
		}
	}
	c.HostNameReversed = some(strings.Join(labels, "."))
	if s, ok := ICANNPublicSuffix(host); ok {
		c.HostRegistrySuffix = some(s)
	}
	if d, ok := ICANNRegistrableDomain(host); ok {
		c.HostRegisteredDomain = some(d)
	}
	if s, ok := PublicSuffix(host); ok {
		c.HostPrivateSuffix = some(s)
	}
	if d, ok := RegistrableDomain(host); ok {
		c.HostPrivateDomain = some(d)
	}
	return c, nil
}

// TestColumnsOfByParts holds ColumnsOf to columnsByParts on the inputs of
// TestColumns, the fuzz seeds and every line of the corpora, and checks
// that no two of its pointers share a value.
func TestColumnsOfByParts(t *testing.T) {
	check := func(in string) {
		got, err := ColumnsOf(in)
		want, wantErr := columnsByParts(in)
		if err != wantErr && (err == nil || wantErr == nil || err.Error() != wantErr.Error()) {
			t.Fatalf("ColumnsOf(%q): error %v, want %v", in, err, wantErr)
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("ColumnsOf(%q) =\n%+v\nwant\n%+v", in, got, want)
		}
		seen := map[*string]bool{}
		for _, p := range []*string{got.HostTLD, got.Host2ndLastPart, got.Host3rdLastPart, got.Host4thLastPart, got.Host5thLastPart,
			got.HostRegistrySuffix, got.HostRegisteredDomain, got.HostPrivateSuffix, got.HostPrivateDomain, got.HostNameReversed, got.Query} {
			if p != nil && seen[p] {
				t.Fatalf("ColumnsOf(%q): two columns share %q", in, *p)
			}
			seen[p] = true
		}
	}
	for _, in := range append(fuzzSeeds, "http://a.b.myblog.blogspot.com:80/x?", "https://Bücher.example./", "http://a..b.c../", "http://./", "http://x.b.s3.amazonaws.com/") {
		check(in)
	}
	for _, name := range corpus.Names {
		for _, in := range corpus.LinesIfPresent(t, name) {
			check(in)
		}
	}
}

// TestColumnsOfAllocations: the columns of a URL already canonical whose
// host suffixCache holds take two allocations (the text of the key and
// of the reversed name, and the values the nullable columns point to);
// one more for a URL whose href is not its text.
func TestColumnsOfAllocations(t *testing.T) {
	for _, c := range []struct {
		in     string
		allocs float64
	}{
		{"https://www.example.com/path/index.html?q=1", 2},
		{"http://a.b.myblog.blogspot.com/x?b=2&a=1", 2},
		{"HTTP://WWW.Example.com/", 3},
	} {
		_, _ = ColumnsOf(c.in) // its host in the cache
		if n := testing.AllocsPerRun(100, func() { _, _ = ColumnsOf(c.in) }); n != c.allocs {
			t.Errorf("ColumnsOf(%q): %v allocations, want %v", c.in, n, c.allocs)
		}
	}
}

// TestLooksLikeIPv4 holds looksLikeIPv4, which reads the numbers in
// place, to surt's _RE_IP_ADDRESS as a regular expression, on every
// string of up to 8 bytes of digits, dots, LF and a letter, and on
// longer ones.
func TestLooksLikeIPv4(t *testing.T) {
	re := regexp.MustCompile(`^[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\n?$`)
	check := func(s string) {
		if got, want := looksLikeIPv4(s), re.MatchString(s); got != want {
			t.Fatalf("looksLikeIPv4(%q) = %v, want %v", s, got, want)
		}
	}
	var walk func(s string)
	walk = func(s string) {
		check(s)
		if len(s) < 8 {
			for _, c := range "19.\na" {
				walk(s + string(c))
			}
		}
	}
	walk("")
	for _, s := range []string{"1.2.3.4", "255.255.255.255", "1234.1.1.1", "1.1.1.1234", "1.2.3.4\n", "1.2.3.4\n\n", "1.2.3.4.", ".1.2.3", "01.002.3.000", "1.2.3.4 "} {
		check(s)
	}
}
