package gpucc

import (
	"fmt"
	"testing"

	"gpucc/internal/irfamily"
)

// BenchmarkCompileStraightLine compiles irfamily.StraightLine kernels of growing
// sizes at -O2 and reports the time per IR operation: flat across sizes
// when compile time is linear in kernel size.
func BenchmarkCompileStraightLine(b *testing.B) {
	for _, n := range []int{1000, 4000, 16000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			src := irfamily.StraightLine(n)
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				m, err := ParseIR("big.ll", []byte(src))
				if err != nil {
					b.Fatal(err)
				}
				if _, err := Compile(m, Options{OptLevel: 2}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/IR-op")
		})
	}
}
