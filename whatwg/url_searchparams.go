package whatwg

// SearchParams returns the query of u as a URLSearchParams, its query
// object (URL Standard §6.1, initialize): the pairs of the query, or none
// if the query is null. The URLSearchParams is a value: to change the
// query, change it and give it to SetSearchParams.
func (u URL) SearchParams() URLSearchParams {
	// The query with its "?", which ParseQuery removes, so that a query
	// that starts with "?" keeps it (initialize does not remove it; the
	// constructor does).
	return ParseQuery(u.href[u.queryStart:u.fragStart])
}

// SetSearchParams returns u with the query p serializes to, or without a
// query if p is empty (URL Standard §6.2, the update steps).
func (u URL) SetSearchParams(p URLSearchParams) URL {
	if u.href == "" {
		return u
	}
	r := u.record()
	r.query = p.String()
	r.hasQuery = r.query != ""
	return r.url()
}
