package suites

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
)

// Dir returns the folder of the suites: the testdata folder of the shared
// collection, ../shared/testdata beside the checkout, or $IRI_SUITES_DIR.
// The suites are read there in place, never copied into the module.
func Dir() string { return SharedDir("IRI_SUITES_DIR", "testdata") }

// SharedDir returns the folder sub of the shared collection, beside the
// checkout (../shared/sub), or the folder the environment variable env
// names: where the suites (testdata) and the corpora (bench) are read.
func SharedDir(env, sub string) string {
	if d := os.Getenv(env); d != "" {
		return d
	}
	return filepath.Join(moduleDir(), "..", "shared", sub)
}

// moduleDir returns the root of the module.
func moduleDir() string {
	_, file, _, _ := runtime.Caller(0) // this file: <module>/internal/suites/dir.go
	return filepath.Join(filepath.Dir(file), "..", "..")
}

// Used are the suites of Dir that the module's tests read, by folder.
var Used = []string{"ada-extra", "iri-string", "jena-iri", "jena-iri3986", "oxiri", "rfc3986-5.4",
	"rust-url-idna", "unicode-idna", "unicode-security", "w3c-rdf-tests", "wpt-url", "uritemplate-test",
	"jsonschema-format", "canon", "jsdom-validation", "wpt-urlpattern"}

// Required is the environment variable that makes an absent suite a
// failure rather than a skip: CI sets it, so that the tests of the suites
// cannot pass there by not running.
const Required = "IRI_REQUIRE_SUITES"

// Path returns the path of a file (or folder) of the suites, given as a
// path in Dir whose first element is the suite ("wpt-url/toascii.json"),
// or skips the test or benchmark when the file is not there (fails it,
// when Required is set). The first time a test binary misses a suite, one
// line on standard error says which of Used are not there, and so which
// suites do not run.
func Path(tb testing.TB, rel string) string {
	tb.Helper()
	path := filepath.Join(Dir(), filepath.FromSlash(rel))
	_, err := os.Stat(path)
	if err == nil {
		return path
	}
	if !errors.Is(err, os.ErrNotExist) {
		tb.Fatal(err)
	}
	suite, _, _ := strings.Cut(rel, "/")
	absent.Do(func() {
		fmt.Fprintf(os.Stderr, "suites not present in %s, whose tests skip: %s (clone the shared collection beside the checkout: see testdata/README.md)\n",
			Dir(), strings.Join(Missing(), ", "))
	})
	if os.Getenv(Required) != "" {
		tb.Fatalf("suite %s: %s not present, and %s is set", suite, path, Required)
	}
	tb.Skipf("suite %s: %s not present", suite, path)
	return ""
}

// absent prints the line of Path once per test binary.
var absent sync.Once

// Missing returns the suites of Used that are not in Dir: a test that
// wants every suite to have run (as the root package's TestMain does of
// its known differences) asks it first.
func Missing() []string {
	var out []string
	for _, suite := range Used {
		if _, err := os.Stat(filepath.Join(Dir(), suite)); err != nil {
			out = append(out, suite)
		}
	}
	return out
}
