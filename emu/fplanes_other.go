//go:build !amd64 || purego

package emu

func arith32(op uint8, a, b, c, r *[32]uint32) uint32 { return arith32Go(op, a, b, c, r) }

// useFMA is false: darith64Go is the only kernel.
var useFMA = false

func darith64(op uint8, rows *[8]*[32]uint32, masks *[6]uint64) uint32 {
	return darith64Go(op, rows, masks)
}

func fcmp32(a, b *[32]uint32, signs *[4]uint32) (lt, eq, un uint32) { return fcmp32Go(a, b, signs) }

func rcpSqrt32(sqrt bool, b *[32]uint32, signs *[2]uint32, r *[32]uint32) {
	rcpSqrt32Go(sqrt, b, signs, r)
}
