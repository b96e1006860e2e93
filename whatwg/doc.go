// Package whatwg implements the WHATWG URL Standard (https://url.spec.whatwg.org/), the way browsers read web addresses.
package whatwg
