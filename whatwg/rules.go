package whatwg

// A Rule is a row of the URL Standard's table of validation errors
// (§1.1): the name of a validation error, whether the parser fails with
// it (the table's "Failure" column; a few fail only in some places, and
// Parse's error says which happened), and what it means.
type Rule struct {
	Name    string
	Failure bool
	Summary string
}

// ValidationErrorsSection is where the URL Standard lists its validation errors, for a
// report to cite.
const ValidationErrorsSection = "URL Standard §1.1"

// rules are the rows of the table that the parser reports, in the
// table's order.
var rules = []Rule{
	{errDomainToASCII, true, "the host is not a domain that UTS #46 ToASCII converts"},
	{errDomainPercentEncoded, false, "the domain holds percent-encoded bytes"},
	{errHostInvalidCodePoint, true, "an opaque host holds a forbidden host code point"},
	{errIPv4EmptyPart, false, "an IPv4 address ends with a \".\""},
	{errIPv4TooManyParts, true, "an IPv4 address has more than four parts"},
	{errIPv4NonNumericPart, true, "a part of an IPv4 address is not a number"},
	{errIPv4NonDecimalPart, false, "an IPv4 address has a part in hexadecimal or octal"},
	{errIPv4OutOfRangePart, true, "a part of an IPv4 address is above 255"},
	{errIPv4TooFewParts, false, "an IPv4 address has fewer than four parts"},
	{errIPv4NonASCIIInput, false, "an IPv4 address holds non-ASCII characters, which ToASCII maps to digits"},
	{errIPv6Unclosed, true, "an IPv6 address misses its closing \"]\""},
	{errIPv6InvalidCompression, true, "an IPv6 address starts with a single \":\""},
	{errIPv6TooManyPieces, true, "an IPv6 address has more than eight pieces"},
	{errIPv6MultipleCompression, true, "an IPv6 address has \"::\" more than once"},
	{errIPv6InvalidCodePoint, true, "an IPv6 address holds a character that is not a hex digit or \":\", or ends early"},
	{errIPv6TooFewPieces, true, "an uncompressed IPv6 address has fewer than eight pieces"},
	{errIPv6PieceLeadingZero, false, "a piece of an IPv6 address starts with 0"},
	{errIPv4InIPv6TooManyPieces, true, "an IPv6 address with an IPv4 address has more than six pieces before it"},
	{errIPv4InIPv6InvalidCodePoint, true, "the IPv4 part of an IPv6 address is not four decimal numbers"},
	{errIPv4InIPv6OutOfRangePart, true, "a part of the IPv4 part of an IPv6 address is above 255"},
	{errIPv4InIPv6TooFewParts, true, "the IPv4 part of an IPv6 address has fewer than four parts"},
	{errInvalidURLUnit, false, "a character that is not a URL code point, or a \"%\" not followed by two hex digits"},
	{errSpecialSchemeMissingSolidus, false, "a special scheme not followed by \"//\""},
	{errMissingSchemeNonRelativeURL, true, "no scheme, and no base URL to resolve against (or one with an opaque path)"},
	{errInvalidReverseSolidus, false, "a \"\\\" where a special URL has a \"/\""},
	{errInvalidCredentials, false, "a username or password: credentials in a URL"},
	{errHostMissing, true, "a special URL without a host"},
	{errPortOutOfRange, true, "the port is above 65535"},
	{errPortInvalid, true, "the port is not digits"},
	{errFileInvalidWindowsDriveLetter, false, "a relative file URL starts with a Windows drive letter"},
	{errFileInvalidWindowsDriveHost, false, "a file URL's host is a Windows drive letter"},
}

// Rules returns the validation errors the parser reports, as the rows of
// the URL Standard's table (§1.1), in its order.
func Rules() []Rule { return append([]Rule(nil), rules...) }

// RuleOf returns the row of the table for the validation error named
// name, and false if the table has none (a name a newer parser reports).
func RuleOf(name string) (Rule, bool) {
	for _, r := range rules {
		if r.Name == name {
			return r, true
		}
	}
	return Rule{Name: name, Summary: name}, false
}
