package gpucc

import (
	"fmt"
	"strings"
	"testing"
)

// straightLineKernel returns a kernel of n straight-line i32 operations:
// 16 loads, then each value combines the previous one with one at most 16
// back (so about 16 values are live at a time) by add, xor, mul, shl or an
// unsigned division by a constant, and the last value is stored.
func straightLineKernel(n int) string {
	var b strings.Builder
	b.WriteString(`target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @big(i32* %in, i32* %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %tid, 16
`)
	for j := 0; j < 16; j++ {
		fmt.Fprintf(&b, "  %%i%d = add i32 %%base, %d\n  %%p%d = getelementptr inbounds i32, i32* %%in, i32 %%i%d\n  %%v%d = load i32, i32* %%p%d, align 4\n", j, j, j, j, j, j)
	}
	rng := uint32(12345)
	for k := 16; k < n+16; k++ {
		rng = rng*1664525 + 1013904223
		back := 1 + int(rng>>28) // 1..16
		x, y := k-1, k-back
		switch k % 5 {
		case 0:
			fmt.Fprintf(&b, "  %%v%d = add i32 %%v%d, %%v%d\n", k, x, y)
		case 1:
			fmt.Fprintf(&b, "  %%v%d = xor i32 %%v%d, %%v%d\n", k, x, y)
		case 2:
			fmt.Fprintf(&b, "  %%v%d = mul i32 %%v%d, %%v%d\n", k, x, y)
		case 3:
			fmt.Fprintf(&b, "  %%v%d = shl i32 %%v%d, 3\n", k, x)
		default:
			fmt.Fprintf(&b, "  %%v%d = udiv i32 %%v%d, %d\n", k, x, 3+int(rng>>24)%50)
		}
	}
	fmt.Fprintf(&b, `  %%q = getelementptr inbounds i32, i32* %%out, i32 %%tid
  store i32 %%v%d, i32* %%q, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32*)* @big, !"kernel", i32 1}
`, n+15)
	return b.String()
}

// BenchmarkCompileStraightLine compiles straightLineKernel of growing
// sizes at -O2 and reports the time per IR operation: flat across sizes
// when compile time is linear in kernel size.
func BenchmarkCompileStraightLine(b *testing.B) {
	for _, n := range []int{1000, 4000, 16000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			src := straightLineKernel(n)
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
