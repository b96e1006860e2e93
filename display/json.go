package display

import "github.com/go-iri/iri/internal/jsonline"

// MarshalJSON writes k as one JSON object with "ace" (ALabel, the label as
// [Hosts.Host] writes it), "unicode" (ULabel), "rules", the code of the
// rule of each finding ([spoof.Reason.Code]: "whole-script"), and
// "reasons", one string a finding: its reason and detail, in the order of
// "rules" ([] for none, in both):
//
//	{"ace":"xn--80ak6aa92e","unicode":"аррӏе","rules":["whole-script"],"reasons":["whole-script confusable with Latin: Cyrl look-alikes of Latin letters"]}
//
// Characters are written as they are: "&", "<" and ">" are not escaped.
func (k KeptLabel) MarshalJSON() ([]byte, error) {
	reasons := make([]string, 0, len(k.Findings))
	rules := make([]string, 0, len(k.Findings))
	for _, f := range k.Findings {
		reasons = append(reasons, f.Reason.String()+": "+f.Detail)
		rules = append(rules, f.Reason.Code())
	}
	return jsonline.Marshal(struct {
		ACE     string   `json:"ace"`
		Unicode string   `json:"unicode"`
		Rules   []string `json:"rules"`
		Reasons []string `json:"reasons"`
	}{k.ALabel, k.ULabel, rules, reasons})
}
