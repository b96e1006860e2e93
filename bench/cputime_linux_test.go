//go:build linux

package bench

import (
	"syscall"
	"time"
)

// threadCPU returns the CPU time the calling OS thread has used
// (getrusage with RUSAGE_THREAD), and whether it is known.
func threadCPU() (time.Duration, bool) {
	const rusageThread = 1 // RUSAGE_THREAD, which package syscall does not name
	var ru syscall.Rusage
	if err := syscall.Getrusage(rusageThread, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
