// Package irfamily generates families of LLVM IR kernels of a chosen size,
// for measuring how compile time grows with kernel size (the root package's
// BenchmarkCompileStraightLine and cmd/compilebench).
package irfamily

import (
	"fmt"
	"strings"
)

// StraightLine returns a kernel @big of n straight-line i32 operations:
// 16 loads, then each value combines the previous one with one 2 to 17
// back (so about 17 values are live at a time) by add, xor, mul, shl or an
// unsigned division by a constant, and the last value is stored. It is the
// same kernel for the same n (a fixed pseudo-random sequence). The second
// operand is never the first: xor x, x is 0, and zeros spreading through
// multiplications once made a long stretch of the 10^5 kernel constant and
// dead, so that it compiled to fewer instructions than the 5*10^4 one.
func StraightLine(n int) string {
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
		back := 2 + int(rng>>28) // 2..17: never the previous value itself, see above
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
