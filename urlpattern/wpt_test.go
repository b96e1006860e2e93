package urlpattern_test

import (
	"testing"

	"github.com/go-iri/iri/urlpattern/internal/wpt"
)

// wptKnown lists the cases of urlpatterntestdata.json that do not pass
// with GoEngine, by index, with the reason: TestWPT fails if one of them
// passes, or if a case not listed fails. None: no case needs what RE2
// cannot run (the module urlpattern/ecmascript runs the whole file again
// with an ECMAScript engine, and passes the same 369).
var wptKnown = map[int]string{}

// wptPassing is how many of the 369 cases pass. Two of them, 213 and 283
// (wpt.Inexpressible), are calls the Go API cannot make (an init
// dictionary with a base URL argument), which the standard rejects with a
// TypeError: they count as passing, as our answer is the standard's,
// that there is no such call, with any engine.
const wptPassing = 369

func TestWPT(t *testing.T) {
	wpt.Tally(t, nil, wptKnown, wptPassing)
}
