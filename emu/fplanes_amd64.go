//go:build amd64 && !purego

package emu

func hasFMA() bool

// useFMA selects arith32WarpAVX2 and darith64WarpAVX2 (AVX2 and FMA3); the tests clear it to
// check darith64Go too.
var useFMA = useAVX2 && hasFMA()

//go:noescape
func arith32WarpAVX2(op uint8, srcs *[3]*[32]uint32, signs *[6]uint32, d *[32]uint32, m uint32)

// arith32Warp is arith32WarpAVX2 where the CPU has AVX2 and FMA3, else
// arith32WarpGo.
func arith32Warp(op uint8, srcs *[3]*[32]uint32, signs *[6]uint32, d *[32]uint32, m uint32) {
	if useFMA {
		arith32WarpAVX2(op, srcs, signs, d, m)
		return
	}
	arith32WarpGo(op, srcs, signs, d, m)
}

//go:noescape
func darith64WarpAVX2(op uint8, rows *[8]*[32]uint32, signs *[6]uint32, m uint32)

//go:noescape
func fcmp32AVX2(a, b *[32]uint32, signs *[4]uint32) (lt, eq, un uint32)

// fcmp32 is fcmp32AVX2 where the CPU has AVX2, else fcmp32Go.
func fcmp32(a, b *[32]uint32, signs *[4]uint32) (lt, eq, un uint32) {
	if useAVX2 {
		return fcmp32AVX2(a, b, signs)
	}
	return fcmp32Go(a, b, signs)
}

//go:noescape
func fcmp64AVX2(rows *[4]*[32]uint32, signs *[4]uint32) (lt, eq, un uint32)

// fcmp64 is fcmp64AVX2 where the CPU has AVX2, else fcmp64Go.
func fcmp64(rows *[4]*[32]uint32, signs *[4]uint32) (lt, eq, un uint32) {
	if useAVX2 {
		return fcmp64AVX2(rows, signs)
	}
	return fcmp64Go(rows, signs)
}

//go:noescape
func rcpSqrt32AVX2(sqrt bool, b *[32]uint32, signs *[2]uint32, r *[32]uint32)

// rcpSqrt32 is rcpSqrt32AVX2 where the CPU has AVX2, else rcpSqrt32Go.
func rcpSqrt32(sqrt bool, b *[32]uint32, signs *[2]uint32, r *[32]uint32) {
	if useAVX2 {
		rcpSqrt32AVX2(sqrt, b, signs, r)
		return
	}
	rcpSqrt32Go(sqrt, b, signs, r)
}
