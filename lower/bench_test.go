package lower

import (
	"fmt"
	"strings"
	"syscall"
	"testing"
	"time"
)

// divergentRegions is a kernel of n divergent if/else regions one after
// another (issue 15: compile time grew with the cube of n).
func divergentRegions(n int) string {
	var b strings.Builder
	b.WriteString("define void @regions(i32* %p) {\nentry:\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n" +
		"  %t64 = zext i32 %t to i64\n  %a = getelementptr inbounds i32, i32* %p, i64 %t64\n  br label %R0\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "R%d:\n  %%x%d = add i32 %%t, %d\n  %%c%d = icmp ugt i32 %%x%d, %d\n  br i1 %%c%d, label %%T%d, label %%E%d\n", i, i, i, i, i, 2*i+i%31, i, i, i)
		fmt.Fprintf(&b, "T%d:\n  store i32 %d, i32* %%a, align 4\n  br label %%R%d\n", i, i, i+1)
		fmt.Fprintf(&b, "E%d:\n  store i32 %d, i32* %%a, align 4\n  br label %%R%d\n", i, -i, i+1)
	}
	fmt.Fprintf(&b, "R%d:\n  ret void\n}\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n!nvvm.annotations = !{!0}\n!0 = !{void (i32*)* @regions, !\"kernel\", i32 1}\n", n)
	return b.String()
}

// BenchmarkLowerDivergentRegions lowers kernels of 250 to 5,000 divergent
// if/else regions; the CPU time per region (cpu-us/region, the process's
// CPU time: wall time means little on a shared machine) should stay about
// flat. Before the conflict lists of assignBarrierRegs, 1,000 regions took
// 19 CPU seconds and 5,000 did not finish.
func BenchmarkLowerDivergentRegions(b *testing.B) {
	for _, n := range []int{250, 1000, 5000} {
		src := divergentRegions(n)
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			cpu0 := processCPU()
			for i := 0; i < b.N; i++ {
				m := parse(b, src)
				ks, err := Kernels(m)
				if err != nil {
					b.Fatal(err)
				}
				if _, err := Lower(m, ks[0], Options{OptLevel: 2}); err != nil {
					b.Fatal(err)
				}
			}
			cpu := processCPU() - cpu0
			b.ReportMetric(float64(cpu.Microseconds())/float64(b.N)/float64(n), "cpu-us/region")
		})
	}
}

// processCPU is the CPU time the process has used (user and system).
func processCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
