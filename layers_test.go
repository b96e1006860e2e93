package iri

import (
	"bufio"
	"bytes"
	"os/exec"
	"strings"
	"testing"
)

const module = "github.com/go-iri/iri"

// layerOf places a package of the module in its layers, lowest first (a
// package imports only from the layers below it): 0 internal primitives,
// 1 the core package, 2 the mechanisms other packages build on (spoof:
// UTS #39; whatwg: the URL Standard), 3 the packages for other audiences
// (check, display, extract), 4 the internal packages of the programs
// (cmd/iri/internal/..., and internal/failure, which the iri command
// shares with the pipelines of the beam module, and urlpattern/internal/wpt,
// the test helper that drives urlpattern through its API for its tests
// and the urlpattern/ecmascript module's), with the groups of a URL
// pattern's match, which the command and the inspector page both write,
// a layer of its own below the others (4, the others 4.5, written 45
// here), 5 commands. Other test-only helpers under internal are
// primitives too.
func layerOf(pkg string) int {
	rel := strings.TrimPrefix(strings.TrimPrefix(pkg, module), "/")
	switch {
	case rel == "":
		return 1
	case rel == "cmd/iri/internal/groups":
		return 4
	case strings.HasPrefix(rel, "cmd/") && strings.Contains(rel, "/internal/"), rel == "internal/failure", rel == "urlpattern/internal/wpt":
		return 45
	case strings.HasPrefix(rel, "internal/initprobe"), strings.HasPrefix(rel, "cmd/"):
		return 50
	case strings.HasPrefix(rel, "internal/"):
		return 0
	case rel == "spoof", rel == "whatwg":
		return 2
	}
	return 3
}

// TestLayers lists every package of the module with its imports (go list
// ./... shows the same) and wants each import to come from a lower layer:
// nothing imports upward, and the packages of one layer do not import
// each other, but for internal ones.
func TestLayers(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	out, err := exec.Command("go", "list", "-f", `{{.ImportPath}}{{range .Imports}} {{.}}{{end}}`, "./...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	packages := 0
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		pkg, imports := f[0], f[1:]
		packages++
		for _, imp := range imports {
			if imp != module && !strings.HasPrefix(imp, module+"/") {
				continue
			}
			from, to := layerOf(pkg), layerOf(imp)
			if to > from || to == from && from != 0 {
				t.Errorf("%s (layer %d) imports %s (layer %d)", pkg, from, imp, to)
			}
		}
	}
	if packages < 6 {
		t.Fatalf("go list found %d packages", packages)
	}
}
