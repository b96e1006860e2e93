package lenient

import (
	"fmt"

	"github.com/go-iri/iri/internal/enum"
)

// A RepairKind says what a lenient mode changed in its input.
type RepairKind uint8

const (
	// RepairTrimmed: leading or trailing space, CR, LF or TAB removed
	// (3987bis §7.2 step 1; processing draft §4 step 1).
	RepairTrimmed RepairKind = iota + 1
	// RepairStripped: a TAB, CR or LF inside the string removed (the
	// characters browsers strip, 3987bis §7.2 step 2).
	RepairStripped
	// RepairSpaceEncoded: a space written "%20" (processing draft §4
	// step 2, when one reference is expected).
	RepairSpaceEncoded
	// RepairPercentEncoded: a character LEIRI or HREF allows and IRIs do
	// not, percent-encoded as UTF-8 (3987bis §7.1, §7.2 step 3).
	RepairPercentEncoded
	// RepairPercentSign: a "%" not followed by two hex digits written
	// "%25" (3987bis §7.2 step 4).
	RepairPercentSign
	// RepairBackslash: a "\" used as a path separator written "/"
	// (3987bis §7.2 step 5), for the hierarchical schemes of the web.
	RepairBackslash
)

var repairNames = []string{"", "trimmed", "stripped", "space-encoded", "percent-encoded", "percent-sign", "backslash"}

// String returns the kind's name: "trimmed", "stripped", "space-encoded",
// "percent-encoded", "percent-sign" or "backslash".
func (k RepairKind) String() string { return enum.Name(repairNames, k, "RepairKind") }

// A Repair is one change a lenient mode made to turn its input into an IRI.
type Repair struct {
	Kind   RepairKind
	Offset int    // byte offset of the changed text in the input
	Old    string // the text as it was
	New    string // what replaced it ("" when removed)
}

// String describes the repair on one line: its kind, offset, and the text
// before and after.
func (r Repair) String() string {
	return fmt.Sprintf("%v at offset %d: %q -> %q", r.Kind, r.Offset, r.Old, r.New)
}
