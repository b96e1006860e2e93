package display

import "github.com/go-iri/iri/internal/jsonline"

// MarshalJSON writes k as the command line's --json (iri to-iri) and the
// inspector page write a kept label: an object with "ace" (ALabel, the
// label as Host writes it), "unicode" (ULabel) and "reasons", one string
// a finding: its reason and detail ("whole-script confusable with Latin:
// Cyrl look-alikes of Latin letters").
func (k KeptLabel) MarshalJSON() ([]byte, error) {
	reasons := make([]string, 0, len(k.Findings))
	for _, f := range k.Findings {
		reasons = append(reasons, f.Reason.String()+": "+f.Detail)
	}
	return jsonline.Marshal(struct {
		ACE     string   `json:"ace"`
		Unicode string   `json:"unicode"`
		Reasons []string `json:"reasons"`
	}{k.ALabel, k.ULabel, reasons})
}
