package groups

import (
	"fmt"
	"testing"

	"github.com/go-iri/iri/urlpattern"
)

// TestOf: the components with groups, in their order, each group in
// order, numbers first; "*" components and fixed ones left out; an
// optional group that took no part is not Matched.
func TestOf(t *testing.T) {
	p, err := urlpattern.New("https://*.example.com/:b/(\\d+)/:a{/:opt}?", "", urlpattern.Options{})
	if err != nil {
		t.Fatal(err)
	}
	r, ok := p.Exec("https://www.example.com/x/10/y?q#f", "")
	if !ok {
		t.Fatal("no match")
	}
	got := fmt.Sprint(Of(p, r))
	const want = "[{hostname [{0 www true}]} {pathname [{0 10 true} {a y true} {b x true} {opt  false}]}]"
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	if g := Of(p, urlpattern.Result{}); g == nil || len(g) != 0 {
		t.Errorf("no groups: %#v", g)
	}
	for _, c := range [][2]string{{"2", "10"}, {"10", "a"}, {"a", "b"}} {
		if order(c[0], c[1]) >= 0 || order(c[1], c[0]) <= 0 {
			t.Errorf("%q does not come before %q", c[0], c[1])
		}
	}
}
