package inspect

// A piece is a run of text in an edit from one string into another:
// kept, removed from the first, or added in the second.
type piece struct {
	Text string `json:"text"`
	Edit string `json:"edit,omitempty"` // "", "removed" or "added"
}

// maxDiffCells bounds the table of the longest common subsequence: past
// it, what lies between the common prefix and suffix is shown as removed
// and added whole, which is right, if coarse.
const maxDiffCells = 1 << 16

// diff returns the edit of a into b, character by character: the common
// prefix and suffix kept, and between them the longest common subsequence
// of characters kept and the rest removed or added.
func diff(a, b string) []piece {
	ra, rb := []rune(a), []rune(b)
	p := 0
	for p < len(ra) && p < len(rb) && ra[p] == rb[p] {
		p++
	}
	q := 0
	for q < len(ra)-p && q < len(rb)-p && ra[len(ra)-1-q] == rb[len(rb)-1-q] {
		q++
	}
	out := []piece{}
	add := func(text []rune, edit string) {
		if len(text) == 0 {
			return
		}
		if n := len(out); n > 0 && out[n-1].Edit == edit {
			out[n-1].Text += string(text)
			return
		}
		out = append(out, piece{Text: string(text), Edit: edit})
	}
	add(ra[:p], "")
	ma, mb := ra[p:len(ra)-q], rb[p:len(rb)-q]
	if (len(ma)+1)*(len(mb)+1) > maxDiffCells {
		add(ma, "removed")
		add(mb, "added")
	} else {
		// lcs[i][j] is the length of the longest common subsequence of
		// ma[i:] and mb[j:].
		w := len(mb) + 1
		lcs := make([]int32, (len(ma)+1)*w)
		for i := len(ma) - 1; i >= 0; i-- {
			for j := len(mb) - 1; j >= 0; j-- {
				if ma[i] == mb[j] {
					lcs[i*w+j] = lcs[(i+1)*w+j+1] + 1
				} else {
					lcs[i*w+j] = max(lcs[(i+1)*w+j], lcs[i*w+j+1])
				}
			}
		}
		i, j := 0, 0
		for i < len(ma) || j < len(mb) {
			switch {
			case i < len(ma) && j < len(mb) && ma[i] == mb[j]:
				add(ma[i:i+1], "")
				i, j = i+1, j+1
			case j == len(mb) || i < len(ma) && lcs[(i+1)*w+j] >= lcs[i*w+j+1]:
				add(ma[i:i+1], "removed")
				i++
			default:
				add(mb[j:j+1], "added")
				j++
			}
		}
	}
	add(ra[len(ra)-q:], "")
	return out
}
