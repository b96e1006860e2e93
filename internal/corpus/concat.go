package corpus

// Concatenations calls f on every string made of at most depth of pieces,
// the empty string first, each piece repeated at will: the exhaustive
// inputs a test holds a shortcut to a plain reading of a spec with (the
// lengths, ends and near misses its first tests turn on).
func Concatenations(pieces []string, depth int, f func(string)) {
	var build func(prefix string, depth int)
	build = func(prefix string, depth int) {
		f(prefix)
		if depth == 0 {
			return
		}
		for _, p := range pieces {
			build(prefix+p, depth-1)
		}
	}
	build("", depth)
}
