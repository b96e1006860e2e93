// Package pieces makes the inputs of the module's exhaustive tests: every
// text of up to n pieces, so that a fast path is held to its reference on
// each combination of the pieces where it may go wrong (the ends of a
// word, a separator, a broken UTF-8 sequence), not on a sample of them.
package pieces

// Texts returns every concatenation of up to n of pieces, a piece as
// often as it may come, shortest first: the empty text, each piece, each
// pair of them, and so on, len(pieces)^k texts of k pieces, in the order
// of pieces (the first piece's first).
func Texts(pieces []string, n int) []string {
	texts, longest := []string{""}, []string{""}
	for range n {
		longer := make([]string, 0, len(longest)*len(pieces))
		for _, t := range longest {
			for _, p := range pieces {
				longer = append(longer, t+p)
			}
		}
		texts, longest = append(texts, longer...), longer
	}
	return texts
}
