package canon

import (
	"encoding/json"
	"testing"
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
