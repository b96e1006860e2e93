package whatwg

import "github.com/go-iri/iri/internal/uts46"

// domainToASCII is the domain parser of URL Standard §3.3 ("domain to
// ASCII"), given domain and beStrict: UTS #46 ToASCII with the standard's
// flags (internal/uts46, which passes all of IdnaTestV2.json), and the
// ASCII form of domain, or false for failure.
func domainToASCII(domain string, beStrict bool) (string, bool) {
	return uts46.ToASCII(domain, beStrict)
}
