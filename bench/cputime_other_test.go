//go:build !linux

package bench

import "time"

// threadCPU reports that the CPU time of a thread is not known here.
func threadCPU() (time.Duration, bool) { return 0, false }
