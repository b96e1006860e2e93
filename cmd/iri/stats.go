package main

import (
	"fmt"
	"io"
	"sort"
)

// stats are the figures of --stats.
type stats struct {
	lines, invalid int
	codes          map[string]int
}

func newStats() *stats { return &stats{codes: map[string]int{}} }

// fresh returns new stats for a worker when s counts, nil when it does not.
func (s *stats) fresh() *stats {
	if s == nil {
		return nil
	}
	return newStats()
}

func (s *stats) merge(o *stats) {
	s.lines += o.lines
	s.invalid += o.invalid
	for k, v := range o.codes {
		s.codes[k] += v
	}
}

func (s *stats) count(code string) {
	if s != nil {
		s.codes[code]++
	}
}

func (s *stats) write(w io.Writer) {
	fmt.Fprintf(w, "lines\t%d\nvalid\t%d\ninvalid\t%d\n", s.lines, s.lines-s.invalid, s.invalid)
	codes := make([]string, 0, len(s.codes))
	for k := range s.codes {
		codes = append(codes, k)
	}
	sort.Strings(codes)
	for _, k := range codes {
		fmt.Fprintf(w, "%s\t%d\n", k, s.codes[k])
	}
}
