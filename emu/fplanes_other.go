//go:build !amd64 || purego

package emu

func arith32Warp(op uint8, srcs *[3]*[32]uint32, signs *[6]uint32, d *[32]uint32, m uint32) {
	arith32WarpGo(op, srcs, signs, d, m)
}

// useFMA is false: the Go kernels are the only ones.
var useFMA = false

func fcmp32(a, b *[32]uint32, signs *[4]uint32) (lt, eq, un uint32) { return fcmp32Go(a, b, signs) }

func rcpSqrt32(sqrt bool, b *[32]uint32, signs *[2]uint32, r *[32]uint32) {
	rcpSqrt32Go(sqrt, b, signs, r)
}

func fcmp64(rows *[4]*[32]uint32, signs *[4]uint32) (lt, eq, un uint32) { return fcmp64Go(rows, signs) }

// arith32WarpAVX2 and darith64WarpAVX2 are never called here (useFMA is
// false); they let the exec functions test useFMA themselves.
func arith32WarpAVX2(op uint8, srcs *[3]*[32]uint32, signs *[6]uint32, d *[32]uint32, m uint32) {
	arith32WarpGo(op, srcs, signs, d, m)
}

func darith64WarpAVX2(op uint8, rows *[8]*[32]uint32, signs *[6]uint32, m uint32) {
	darith64WarpGo(op, rows, signs, m)
}
