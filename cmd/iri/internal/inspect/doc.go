// Package inspect serves the inspector page of "iri serve": a page that
// shows an IRI reference the way the specifications see it (its components
// over the text with their byte offsets, its URI and display forms, its
// normal forms up the comparison ladder of RFC 3987 §5.3, the checker's
// violations under the characters they concern, its logical and visual
// order under the bidi rules of RFC 3987 §4, and its resolution against a
// base), and the way a browser reads it, with the URL Standard's parser
// (package whatwg), beside: the href and the attributes, the validation
// errors under the characters they concern, the URL as an IRI, and where
// the two readings differ; and, given a URL pattern (package urlpattern),
// whether that URL matches it and the groups it captured.
//
// Everything is computed here, in Go, by the module's own packages (iri,
// check, display, whatwg, urlpattern), behind one JSON endpoint, POST /api/inspect;
// the page's script, embedded with its HTML and CSS, only renders what it
// returns.
// Nothing is fetched from elsewhere and nothing is kept: the inputs live in
// the page's address (its #fragment), so that a view can be shared.
package inspect
