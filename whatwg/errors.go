package whatwg

import "strconv"

// A ValidationError is a validation error of the URL Standard (§1.1,
// Writing): a mismatch between the input and a valid URL string, which
// the parser may recover from. Name is the standard's name for it
// ("invalid-URL-unit", "IPv4-non-decimal-part", ...); Offset is the byte
// offset in the input where the parser met it.
type ValidationError struct {
	Name   string
	Offset int
}

// An Error is the failure of the URL parser: Name is the validation
// error of the URL Standard that made it fail ("port-out-of-range",
// "host-missing", ...), met at byte Offset of Input. Where the standard
// fails on a step with no validation error of its own, Name is the one it
// reported for the cause: a domain that domain to ASCII (§3.3) refuses,
// for a forbidden domain code point too, fails with domain-to-ASCII, which
// the check with beStrict true reported first.
type Error struct {
	Input string
	ValidationError
}

// Error returns a message with the name of the validation error and its
// offset in the input.
func (e *Error) Error() string {
	return "whatwg: " + e.Name + " at offset " + strconv.Itoa(e.Offset) + " in " + strconv.Quote(e.Input)
}

// The names of the validation errors (URL Standard §1.1).
const (
	errDomainToASCII                 = "domain-to-ASCII"
	errDomainPercentEncoded          = "domain-percent-encoded"
	errHostInvalidCodePoint          = "host-invalid-code-point"
	errIPv4EmptyPart                 = "IPv4-empty-part"
	errIPv4TooFewParts               = "IPv4-too-few-parts"
	errIPv4TooManyParts              = "IPv4-too-many-parts"
	errIPv4NonNumericPart            = "IPv4-non-numeric-part"
	errIPv4NonDecimalPart            = "IPv4-non-decimal-part"
	errIPv4OutOfRangePart            = "IPv4-out-of-range-part"
	errIPv4NonASCIIInput             = "IPv4-non-ASCII-input"
	errIPv6Unclosed                  = "IPv6-unclosed"
	errIPv6InvalidCompression        = "IPv6-invalid-compression"
	errIPv6TooManyPieces             = "IPv6-too-many-pieces"
	errIPv6MultipleCompression       = "IPv6-multiple-compression"
	errIPv6InvalidCodePoint          = "IPv6-invalid-code-point"
	errIPv6TooFewPieces              = "IPv6-too-few-pieces"
	errIPv6PieceLeadingZero          = "IPv6-piece-leading-zero"
	errIPv4InIPv6TooManyPieces       = "IPv4-in-IPv6-too-many-pieces"
	errIPv4InIPv6InvalidCodePoint    = "IPv4-in-IPv6-invalid-code-point"
	errIPv4InIPv6OutOfRangePart      = "IPv4-in-IPv6-out-of-range-part"
	errIPv4InIPv6TooFewParts         = "IPv4-in-IPv6-too-few-parts"
	errInvalidURLUnit                = "invalid-URL-unit"
	errSpecialSchemeMissingSolidus   = "special-scheme-missing-following-solidus"
	errMissingSchemeNonRelativeURL   = "missing-scheme-non-relative-URL"
	errInvalidReverseSolidus         = "invalid-reverse-solidus"
	errInvalidCredentials            = "invalid-credentials"
	errHostMissing                   = "host-missing"
	errPortOutOfRange                = "port-out-of-range"
	errPortInvalid                   = "port-invalid"
	errFileInvalidWindowsDriveLetter = "file-invalid-Windows-drive-letter"
	errFileInvalidWindowsDriveHost   = "file-invalid-Windows-drive-letter-host"
)
