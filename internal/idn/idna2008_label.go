package idn

// CheckIDNA2008Label reports the first non-ASCII code point of the
// U-label label that RFC 5892 does not allow (DISALLOWED, UNASSIGNED, or
// CONTEXTO with its rule false), nil if there is none. ASCII and the
// CONTEXTJ code points are left to the caller (x/net/idna's STD3 rules
// and CheckJoiners).
func CheckIDNA2008Label(label string) error { return checkIDNA2008Label(label) }
