package ecmascript_test

import (
	"testing"

	"github.com/go-iri/iri/urlpattern/ecmascript"
	"github.com/go-iri/iri/urlpattern/internal/wpt"
)

func TestWPT(t *testing.T) {
	wpt.Tally(t, ecmascript.Engine{}, map[int]string{}, wpt.Count)
}
