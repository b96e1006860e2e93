package iri

import (
	"os/exec"
	"regexp"
	"runtime"
	"strings"
	"testing"
)

// TestInlining fails when a function that the hot paths rely on stops
// being inlined, as net/netip's test of the same name does: the accessors
// of the value type, and the character primitives of internal/chars and
// internal/pct that the parser's loop calls once per byte.
func TestInlining(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the packages with -gcflags=-m")
	}
	if runtime.Compiler != "gc" {
		t.Skip("not the gc compiler")
	}
	want := map[string][]string{
		".": {
			"IRI.Authority", "IRI.Fragment", "IRI.authorityPresent", "IRI.fragmentPresent", "IRI.queryPresent",
			"IRI.Host", "IRI.HostKind", "IRI.IsAbsolute", "IRI.IsURI", "IRI.Path", "IRI.Port",
			"IRI.Query", "IRI.Scheme", "IRI.String", "IRI.Userinfo", "IRI.AppendTo",
			"Parse", "ParseIRI", "ParseAbsolute", "ParseRelative",
			"HostKind.String", "Level.String",
			"lane", "below",
		},
		"./internal/chars": {
			"In", "ClassOf", "RunOf", "Lanes8", "Repeat", "IsAlpha", "IsDigit", "IsHex", "IsUnreserved", "IsUcschar",
			"IsIprivate", "IsBidiFormatting", "IsBidiIsolate", "IsBidiControl", "UTF8RunEnd", "IsIPv4",
			"Word", "FirstZeroLanes", "ZeroLanes", "FirstByteLanes", "FirstLessLanes", "LanesBelow", "FirstLane", "LastLane",
		},
		"./internal/pct": {"IsTriplet", "Octet", "Unhex", "IsLowerHex"},
		"./check":        {"specialLanes", "separators", "separatorLanes"},
		"./lenient":      {"RepairKind.String"},
		"./whatwg": {
			"URL.Href", "URL.String", "URL.Protocol", "URL.Username", "URL.Password", "URL.Host",
			"URL.Hostname", "URL.Port", "URL.Pathname", "URL.Search", "URL.Hash", "Parser.Parse",
			"charSet.has", "classes4", "runClasses8",
		},
	}
	canInline := regexp.MustCompile(`can inline ([^ \n]+)`)
	for pkg, funcs := range want {
		out, err := exec.Command("go", "build", "-gcflags=-m", pkg).CombinedOutput()
		if err != nil {
			t.Fatalf("go build -gcflags=-m %s: %v\n%s", pkg, err, out)
		}
		got := map[string]bool{}
		for _, m := range canInline.FindAllStringSubmatch(string(out), -1) {
			got[strings.TrimPrefix(strings.TrimPrefix(m[1], "("), "*")] = true
		}
		for _, f := range funcs {
			if !got[f] {
				t.Errorf("%s: %s is no longer inlined", pkg, f)
			}
		}
	}
}
