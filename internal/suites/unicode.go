package suites

import (
	"testing"

	"golang.org/x/net/idna"
)

// UnicodeVersion is the Unicode version of the suites' expectations
// (IdnaTestV2.txt, WPT's IDNA cases, the UTS #39 files) and of the golden
// reports: golang.org/x/net/idna and golang.org/x/text carry it from Go
// 1.27; before, they carry Unicode 15.0.0 and UTS #46's algorithm before
// revision 33, and answer otherwise for the characters and rules that
// changed.
const UnicodeVersion = "17.0.0"

// Unicode skips the test unless the build's Unicode (golang.org/x/net/idna's
// tables, which follow the unicode package's version, as x/text's do) is
// UnicodeVersion, what names the expectations that hold only there.
func Unicode(tb testing.TB, what string) {
	tb.Helper()
	if !UnicodeCurrent() {
		tb.Skipf("%s: Unicode %s's; this build has Unicode %s (Go 1.27 builds with %s)", what, UnicodeVersion, idna.UnicodeVersion, UnicodeVersion)
	}
}

// UnicodeCurrent reports whether this build's Unicode tables are those
// of the suites' expectations (UnicodeVersion), so that no test of them
// skips itself (see Unicode).
func UnicodeCurrent() bool { return idna.UnicodeVersion == UnicodeVersion }
