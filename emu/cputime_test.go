package emu

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time (user + system) the process has used, for
// benchmarks on a shared machine where wall time is noisy.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
