package suites

import "encoding/json"

// A URLPatternCase is a case of WPT's urlpatterntestdata.json: the
// arguments of the URLPattern constructor and of exec, each a JSON value
// as the file writes it (a string, an init dictionary, the options), and
// what they give: "error" for a constructor or exec that throws, the
// patterns of the components, exec's result or null.
type URLPatternCase struct {
	Pattern       []json.RawMessage `json:"pattern"`
	Inputs        []json.RawMessage `json:"inputs"`
	ExpectedObj   json.RawMessage   `json:"expected_obj"`
	ExpectedMatch json.RawMessage   `json:"expected_match"`
	ExactlyEmpty  []string          `json:"exactly_empty_components"`
}
