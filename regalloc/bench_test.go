package regalloc_test

import (
	"fmt"
	"syscall"
	"testing"
	"time"

	ra "gpucc/regalloc"
)

// genProgramSized builds a random function of about n instructions:
// straight-line code, diamonds and loops nested two deep, 32/64/128-bit
// and uniform values, and a pool of up to 40 values live throughout. A
// 32-bit result goes to a new virtual register one time in freshIn.
func genProgramSized(seed uint64, n, freshIn int) *mFunc {
	return genProgramN(seed, genOpts{stmts: 30, maxDepth: 2, wide: true, uniform: true, pool32: 40, freshIn: freshIn}, n)
}

func countInstrs(f *mFunc) int {
	n := 0
	for _, b := range f.blocks {
		n += len(b.instrs)
	}
	return n
}

// BenchmarkAllocate allocates 20k-instruction functions with about 8k and
// 12k virtual registers, with the whole register file and with caps that
// force spilling.
func BenchmarkAllocate(b *testing.B) {
	for _, freshIn := range []int{2, 1} {
		f := genProgramSized(1, 20000, freshIn)
		for _, cap := range []int{0, 32, 24} {
			b.Run(fmt.Sprintf("vregs%d/cap%d", len(f.vregs), cap), func(b *testing.B) {
				cfg := capGPR(cap)
				var res *ra.Result
				cpu0 := cpuTime()
				for b.Loop() {
					var err error
					if res, err = ra.Allocate(f, cfg); err != nil {
						b.Fatal(err)
					}
				}
				// CPU time is steadier than wall time on a shared machine.
				b.ReportMetric(float64((cpuTime()-cpu0).Milliseconds())/float64(b.N), "cpu-ms/op")
				b.ReportMetric(float64(countInstrs(f)), "instrs")
				b.ReportMetric(float64(len(f.blocks)), "blocks")
				b.ReportMetric(float64(res.SpilledVRegs), "spilled")
				b.ReportMetric(float64(res.Rounds), "rounds")
			})
		}
	}
}

// cpuTime is the user+system CPU time of the process so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
