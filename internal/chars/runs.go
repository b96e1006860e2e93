package chars

// A Run is a set of components, as the parser's scan sees their text: the
// ASCII bytes of the component's Class, which stand for themselves, and
// the "%" that starts each pct-encoded triplet (RFC 3986 §2.1), whose two
// hex digits the scan checks apart. With "%" in the run, the parser takes
// a percent-encoded stretch eight bytes at a time, as it takes plain text.
// The table of a byte's runs also says whether it is a hex digit (RunHex)
// and "%" (RunPercent), so that one word of eight lanes (Lanes8) tells the
// scan all it needs about eight bytes. The table is generated with the
// classes (gen_classes.go).
type Run uint8

const (
	RunUserinfo  Run = 1 << iota // iuserinfo
	RunRegName                   // ireg-name
	RunPath                      // ipath
	RunQuery                     // iquery and ifragment
	RunSegmentNC                 // isegment-nz-nc

	// RunHex (HEXDIG) and RunPercent ("%") are the top two bits of a
	// lane, "%" the topmost: the scan moves a "%" bit onto the hex bits
	// of the two lanes after it by shifts that count on it.
	RunHex     Run = 1 << 6
	RunPercent Run = 1 << 7
)

// RunOf returns the runs c belongs to, with its RunHex and RunPercent
// bits.
func RunOf(c byte) Run { return Run(runs[c]) }

// Lanes8 returns the bits of the eight bytes of w in the lanes of a word:
// RunOf(w[j]) in bits 8j to 8j+7. Repeat turns a Run into the mask that
// picks its bit in every lane.
func Lanes8(w string) uint64 {
	_ = w[7]
	return uint64(runs[w[0]]) | uint64(runs[w[1]])<<8 | uint64(runs[w[2]])<<16 | uint64(runs[w[3]])<<24 |
		uint64(runs[w[4]])<<32 | uint64(runs[w[5]])<<40 | uint64(runs[w[6]])<<48 | uint64(runs[w[7]])<<56
}

// Repeat returns the word with r in each of its eight lanes.
func Repeat(r Run) uint64 { return uint64(r) * Ones }
