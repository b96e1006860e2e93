package chars

//go:generate go run gen_classes.go

// A Class is a set of ASCII bytes that may stand literally in a component
// (RFC 3987 §2.2, RFC 3986 §2). Percent-encodings and non-ASCII characters
// are judged apart (see IRIRune), so the parser's hot loop is one table
// lookup per ASCII byte. The table is generated (gen_classes.go) so that
// importing the package does no work.
type Class uint8

const (
	Scheme     Class = 1 << iota // ALPHA / DIGIT / "+" / "-" / "."
	Userinfo                     // unreserved / sub-delims / ":"
	RegName                      // unreserved / sub-delims
	Path                         // pchar / "/" (pchar = unreserved / sub-delims / ":" / "@")
	Query                        // pchar / "/" / "?" (iquery and ifragment)
	Hex                          // HEXDIG
	SegmentNC                    // unreserved / sub-delims / "@" (isegment-nz-nc)
	Unreserved                   // ALPHA / DIGIT / "-" / "." / "_" / "~" (RFC 3986 §2.3)
)

// In reports whether the byte c stands for itself in the components of
// class k (any of them, when k holds several).
func In(c byte, k Class) bool { return Class(ascii[c])&k != 0 }

// ClassOf returns every class c belongs to.
func ClassOf(c byte) Class { return Class(ascii[c]) }

// IsAlpha reports whether c is an ASCII letter.
func IsAlpha(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

// IsDigit reports whether c is an ASCII digit.
func IsDigit(c byte) bool { return c >= '0' && c <= '9' }

// IsHex reports whether c is a HEXDIG.
func IsHex(c byte) bool { return Class(ascii[c])&Hex != 0 }

// IsUnreserved reports whether c is in unreserved (RFC 3986 §2.3).
func IsUnreserved(c byte) bool { return Class(ascii[c])&Unreserved != 0 }
