package inspect

import (
	"strings"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/whatwg"
)

// A versus is where a browser's reading of the input and RFC 3987's
// differ. RFC 3987's reading is the input as an IRI reference, or, with a
// base, its resolution (RFC 3986 §5.2): written as a URI (RFC 3987 §3.1,
// the host through IDNA as 3987bis §3.4 allows), which is what a browser's
// href, all ASCII, can be set beside character for character. So the
// differences are the browser's own: case, default ports, dot segments,
// "\" for "/", the characters it encodes or leaves as they are, the
// inputs one of the two refuses.
type versus struct {
	RFC      string `json:"rfc,omitempty"`
	RFCError string `json:"rfcError,omitempty"` // why RFC 3987 has no reading
	// Same: both read the input, and the href is RFC 3987's URI; Changes
	// edit the one into the other.
	Same    bool    `json:"same"`
	Changes []piece `json:"changes"`
	// Equivalent: the URL as an IRI and RFC 3987's reading are the same
	// resource on the comparison ladder of RFC 3987 §5.3, from the rung
	// Level up (iri.Comparer.EquivalenceLevel).
	Equivalent bool   `json:"equivalent"`
	Level      string `json:"level,omitempty"`
}

// rfc returns RFC 3987's reading of the request that rep reports
// on, x being the input's parse: the input, or its resolution against the
// base; or, when there is none, why.
func rfc(rep *report, x iri.IRI) (iri.IRI, string) {
	switch {
	case rep.Resolve != nil && !rep.Resolve.BaseValid:
		return iri.IRI{}, "the base is not an IRI: " + rep.Resolve.BaseError.Message
	case !rep.Valid:
		return iri.IRI{}, rep.Error.Message
	case rep.Resolve != nil && rep.Resolve.Error != "":
		return iri.IRI{}, rep.Resolve.Error
	case rep.Resolve != nil:
		return rep.Resolve.target, ""
	}
	return x, ""
}

// against sets the browser's reading w, of URL u, beside RFC 3987's
// reading of the same request, rfc (or why there is none, rfcError): the
// two in full, and attribute by attribute.
func against(w *whatwgReading, u whatwg.URL, rfc iri.IRI, rfcError string) *versus {
	v := &versus{RFCError: rfcError, Changes: []piece{}}
	if rfcError != "" {
		return v
	}
	asURI, err := iri.Mapper{IDNA: iri.IDNAUTS46}.ToURI(rfc)
	if err != nil {
		asURI = rfc.ToURI() // IDNA refuses the host; the browser will too
	}
	v.RFC = asURI.String()
	if w.Href == "" {
		return v
	}
	v.Same = v.RFC == w.Href
	v.Changes = diff(v.RFC, w.Href)
	if level, ok := equivalence.EquivalenceLevel(asURI, u.IRI()); ok {
		v.Equivalent, v.Level = true, level.String()
	}
	attrs := rfcAttributes(asURI)
	for k := range w.Attributes {
		a := &w.Attributes[k]
		if rfcText, ok := attrs[a.Name]; ok {
			a.RFC, a.Differs = rfcText, rfcText != a.Text
		}
	}
	return v
}

// rfcAttributes writes the components of x as the URL Standard's
// attributes write a URL's (§6.1): the scheme with its ":", the userinfo
// split at its first ":", the host with its port, the query and fragment
// with their delimiters when they are not empty. RFC 3987 has no origin.
func rfcAttributes(x iri.IRI) map[string]string {
	a := map[string]string{"protocol": "", "username": "", "password": "", "host": "", "hostname": x.Host(), "port": "", "pathname": x.Path(), "search": "", "hash": ""}
	if s := x.Scheme(); s != "" {
		a["protocol"] = s + ":"
	}
	if ui, ok := x.Userinfo(); ok {
		a["username"], a["password"], _ = strings.Cut(ui, ":")
	}
	if _, _, hasHost := x.Span(iri.ComponentHost); !hasHost && strings.HasPrefix(a["pathname"], "/.//") {
		// The "/." that keeps a path starting with "//" from reading as an
		// authority: the URL Standard's serializer writes it (§4.5 step
		// 3), and its pathname, the path alone, leaves it out.
		a["pathname"] = a["pathname"][2:]
	}
	a["host"] = a["hostname"]
	if p, _ := x.Port(); p != "" {
		a["port"] = p
		a["host"] += ":" + p
	}
	if q, _ := x.Query(); q != "" {
		a["search"] = "?" + q
	}
	if f, _ := x.Fragment(); f != "" {
		a["hash"] = "#" + f
	}
	return a
}
