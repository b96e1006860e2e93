package inspect

// A whatwgReading is the URL Standard's reading of the input (against the
// base, when there is one): the href its URL parser returns, or its
// failure, and the URL's components as the Standard names them (protocol,
// username, password, hostname, port, pathname, search, hash), for the
// page to show beside RFC 3987's reading (issue 19: "the browser's reading
// beside the RFC's").
//
// The module's whatwg package does not exist yet. Until it does,
// readWHATWG has no reading to give and the page says so; when it does,
// readWHATWG fills this in from it, and the page shows it as it is.
type whatwgReading struct {
	Href    string      `json:"href,omitempty"`
	Failure string      `json:"failure,omitempty"`
	Parts   []namedText `json:"parts,omitempty"`
}

// A namedText is one named component of a reading.
type namedText struct {
	Name string `json:"name"`
	Text string `json:"text"`
}

// readWHATWG returns the URL Standard's reading of input against base, nil
// while the module has no implementation of the Standard.
func readWHATWG(input, base string) *whatwgReading { return nil }
