package canon

import "testing"

// TestGoogleAgainstSafeBrowsing shows, on the same inputs, where surt's
// Google canonicalizer and Safe Browsing's reference client differ, as
// the package doc says.
func TestGoogleAgainstSafeBrowsing(t *testing.T) {
	for _, tt := range []struct{ in, google, safeBrowsing string }{
		{"http://www.gotaport.com:1234/q?r?s", "http://www.gotaport.com:1234/q?r?s", "http://www.gotaport.com/q"},
		{"http://some%1bhost.com/%1b", "http://some%1Bhost.com/%1B", "http://some%1bhost.com/%1b"},
		{"mailto:a@example.com", "mailto:a@example.com", ""},
		{"http://a.example/b//c/", "http://a.example/b/c/", "http://a.example/b/c/"},
	} {
		g, err := Google(tt.in)
		if err != nil || g != tt.google {
			t.Errorf("Google(%q) = %q, %v, want %q", tt.in, g, err, tt.google)
		}
		sb, err := SafeBrowsing{}.Canonical(tt.in)
		if tt.safeBrowsing == "" && err == nil || tt.safeBrowsing != "" && sb != tt.safeBrowsing {
			t.Errorf("SafeBrowsing.Canonical(%q) = %q, %v, want %q", tt.in, sb, err, tt.safeBrowsing)
		}
	}
}

// TestGoogleIsNotIdempotent shows inputs whose canonical form surt's
// Google canonicalizer (and so ours, which reproduces it) changes again:
// it writes an IPv6 host without brackets, and a host it takes from an
// http URL's path can be one that its parse does not read back.
func TestGoogleIsNotIdempotent(t *testing.T) {
	for _, tt := range []struct{ in, once, twice string }{
		{"http://[::1]:443/", "http://::1:443/", ""},
		{"http::0", "http://:0/", "http:/"},
	} {
		once, err := Google(tt.in)
		if err != nil || once != tt.once {
			t.Errorf("Google(%q) = %q, %v, want %q", tt.in, once, err, tt.once)
		}
		twice, err := Google(once)
		if twice != tt.twice || (tt.twice == "") != (err != nil) {
			t.Errorf("Google(%q) = %q, %v, want %q", once, twice, err, tt.twice)
		}
	}
}
