package whatwg

// An Origin is the origin of a URL (URL Standard §4.7; HTML Standard,
// "Origins"): a tuple origin, the scheme, host and port of a URL whose
// scheme is http, https, ws, wss or ftp, or an opaque origin.
//
// An opaque origin is a new one each time, the same origin as nothing
// else: do not compare Origins with == to decide whether two URLs are the
// same origin unless neither is opaque.
type Origin struct {
	serialized string // of a tuple origin; "" for an opaque origin
}

// Origin returns the origin of u (URL Standard §4.7). A blob: URL has the
// origin of the URL its path holds if that is an http, https or file URL;
// a file URL and the URLs of other schemes have an opaque origin.
func (u URL) Origin() Origin {
	switch u.scheme {
	case schemeHTTP, schemeHTTPS, schemeWS, schemeWSS, schemeFTP:
		if !u.includesCredentials() {
			return Origin{u.href[:u.pathStart]}
		}
		return Origin{u.href[:u.schemeEnd+3] + u.href[u.hostStart:u.pathStart]}
	case schemeOther:
		if u.schemeName() == "blob" {
			inner, err := Parse(u.Pathname())
			if err == nil && (inner.scheme == schemeHTTP || inner.scheme == schemeHTTPS) {
				return inner.Origin()
			}
		}
	}
	return Origin{}
}

// Opaque reports whether o is an opaque origin.
func (o Origin) Opaque() bool { return o.serialized == "" }

// String returns the serialization of o (HTML Standard, "serialization
// of an origin"): "null" for an opaque origin, else the scheme, "://",
// the host and, if it is not null, ":" and the port.
func (o Origin) String() string {
	if o.serialized == "" {
		return "null"
	}
	return o.serialized
}
