package canon

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
)

// TestQuerySessionIDsAsPatterns holds stripQuerySessionID to surt's five
// patterns, run by regexp, on random queries made of the pieces the
// patterns look for.
func TestQuerySessionIDsAsPatterns(t *testing.T) {
	patterns := []*regexp.Regexp{
		regexp.MustCompile(`^(.*)(?:` + foldASCII("jsessionid=") + `[0-9a-zA-Z]{32})(?:&(.*))?$`),
		regexp.MustCompile(`^(.*)(?:` + foldASCII("phpsessid=") + `[0-9a-zA-Z]{32})(?:&(.*))?$`),
		regexp.MustCompile(`^(.*)(?:` + foldASCII("sid=") + `[0-9a-zA-Z]{32})(?:&(.*))?$`),
		regexp.MustCompile(`^(.*)(?:` + foldASCII("aspsessionid") + `[a-zA-Z]{8}=[a-zA-Z]{24})(?:&(.*))?$`),
		regexp.MustCompile(`^(.*)(?:` + foldASCII("cfid=") + `[^&]+&` + foldASCII("cftoken=") + `[^&]+)(?:&(.*))?$`),
	}
	oracle := func(q string) string {
		for _, re := range patterns {
			if m := re.FindStringSubmatch(q); m != nil {
				q = m[1] + m[2]
			}
		}
		return q
	}
	pieces := []string{"&", "=", "a", "x=1", "JSessionID=", "phpsessid=", "SID=", "aspsessionid", "ABCDEFGH",
		"cfid=", "&cftoken=", "0123456789abcdef", "0123456789ABCDEF0123456789abcdef", "abcdefghijklmnopqrstuvwx", "1"}
	r := rand.New(rand.NewPCG(1, 2))
	for range 200000 {
		var b strings.Builder
		for range r.IntN(8) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		q := b.String()
		if got, want := stripQuerySessionID(q), oracle(q); got != want {
			t.Fatalf("stripQuerySessionID(%q) = %q, the patterns give %q", q, got, want)
		}
	}
}
