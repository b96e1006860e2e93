package main

import "testing"

// TestSite runs iri site: the host, public suffix and registrable domain
// of each input, tab-separated or as JSON with null for none, and exit 1
// after an input with no host.
func TestSite(t *testing.T) {
	runCLICases(t, []cliCase{
		{"", []string{"site", "www.example.co.uk", "https://食狮.公司.cn/", "192.168.0.1", "co.uk"}, 0,
			"www.example.co.uk\tco.uk\texample.co.uk\nxn--85x722f.xn--55qx5d.cn\txn--55qx5d.cn\txn--85x722f.xn--55qx5d.cn\n192.168.0.1\t\t\nco.uk\tco.uk\t\n", ""},
		{"com\nexample.com.\n/x\n", []string{"site", "--json"}, 1,
			`{"input":"com","host":"com","public_suffix":"com","registrable_domain":null}` + "\n" +
				`{"input":"example.com.","host":"example.com.","public_suffix":"com.","registrable_domain":"example.com."}` + "\n" +
				`{"input":"/x","error":"neither a host nor a URL with a host"}` + "\n", ""},
		{"", []string{"site", "a b/c"}, 1, "", "iri: a b/c: neither a host nor a URL with a host\n"},
		{"", []string{"site", "--columns", "http://www.example.co.uk:80/a?", "mailto:x"}, 1,
			"uk,co,example)/a\thttp://www.example.co.uk:80/a?\twww.example.co.uk\tuk\tco\texample\twww\t\tco.uk\texample.co.uk\tco.uk\texample.co.uk\tuk.co.example.www\thttp\t80\t/a\t\n",
			"iri: mailto:x: neither a host nor a URL with a host\n"},
		{"", []string{"site", "--columns", "--json", "http://192.168.0.1/"}, 0,
			`{"url_surtkey":"1,0,168,192)/","url":"http://192.168.0.1/","url_host_name":"192.168.0.1","url_host_tld":null,"url_host_2nd_last_part":null,"url_host_3rd_last_part":null,"url_host_4th_last_part":null,"url_host_5th_last_part":null,"url_host_registry_suffix":null,"url_host_registered_domain":null,"url_host_private_suffix":null,"url_host_private_domain":null,"url_host_name_reversed":null,"url_protocol":"http","url_port":null,"url_path":"/","url_query":null}` + "\n", ""},
	})
}
