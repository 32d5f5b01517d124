//go:build !amd64 || purego

package emu

import "gpucc/emu/fpu"

func fmnmx32(a, b *[32]uint32, signs *[4]uint32, ftz bool, pp uint32, d *[32]uint32, m uint32) {
	fmnmx32Go(a, b, signs, ftz, pp, d, m)
}

func widen32(b *[32]uint32, signs *[3]uint32, dlo, dhi *[32]uint32, m uint32) {
	widen32Go(b, signs, dlo, dhi, m)
}

func narrow64(lo, hi *[32]uint32, signs *[2]uint32, d *[32]uint32, m uint32) {
	narrow64Go(lo, hi, signs, d, m)
}

func fchk(a, b *[32]uint32) uint32 { return fchkGo(a, b) }

func f2i32(b *[32]uint32, signs *[3]uint32, mode fpu.Mode, t fpu.IntType, d *[32]uint32, m uint32) {
	f2i32Go(b, signs, mode, t, d, m)
}

func frnd32(b *[32]uint32, signs *[3]uint32, mode fpu.Mode, d *[32]uint32, m uint32) {
	frnd32Go(b, signs, mode, d, m)
}

func i2f32(b *[32]uint32, cvt *[4]uint32, f64 bool, dlo, dhi *[32]uint32, m uint32) {
	i2f32Go(b, cvt, f64, dlo, dhi, m)
}

func mufuEX2(b *[32]uint32, signs *[3]uint32, d *[32]uint32, m uint32) (slow uint32) { return m }
