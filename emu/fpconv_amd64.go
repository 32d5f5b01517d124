//go:build amd64 && !purego

package emu

import (
	"math"

	"gpucc/emu/fpu"
)

//go:noescape
func fmnmx32AVX2(a, b *[32]uint32, signs *[4]uint32, pp uint32, d *[32]uint32, m uint32)

//go:noescape
func widen32AVX2(b *[32]uint32, signs *[3]uint32, dlo, dhi *[32]uint32, m uint32)

//go:noescape
func narrow64AVX2(lo, hi *[32]uint32, signs *[2]uint32, d *[32]uint32, m uint32)

//go:noescape
func f2i32AVX2(b *[32]uint32, signs *[3]uint32, mode uint8, lim *[4]uint64, d *[32]uint32, m uint32)

//go:noescape
func frnd32AVX2(b *[32]uint32, signs *[3]uint32, mode uint8, d *[32]uint32, m uint32)

//go:noescape
func i2f32AVX2(b *[32]uint32, cvt *[4]uint32, f64 bool, dlo, dhi *[32]uint32, m uint32)

//go:noescape
func ex2AVX2(b *[32]uint32, signs *[3]uint32, coef *[14][4]float64, d *[32]uint32, m uint32) (slow uint32)

//go:noescape
func fchkAVX2(a, b *[32]uint32) (pu uint32)

// fmnmx32 is fmnmx32AVX2 where the CPU has AVX2 and ftz is false, else
// fmnmx32Go.
func fmnmx32(a, b *[32]uint32, signs *[4]uint32, ftz bool, pp uint32, d *[32]uint32, m uint32) {
	if useAVX2 && !ftz {
		fmnmx32AVX2(a, b, signs, pp, d, m)
		return
	}
	fmnmx32Go(a, b, signs, ftz, pp, d, m)
}

// widen32 is widen32AVX2 where the CPU has AVX2, else widen32Go.
func widen32(b *[32]uint32, signs *[3]uint32, dlo, dhi *[32]uint32, m uint32) {
	if useAVX2 {
		widen32AVX2(b, signs, dlo, dhi, m)
		return
	}
	widen32Go(b, signs, dlo, dhi, m)
}

// narrow64 is narrow64AVX2 where the CPU has AVX2, else narrow64Go.
func narrow64(lo, hi *[32]uint32, signs *[2]uint32, d *[32]uint32, m uint32) {
	if useAVX2 {
		narrow64AVX2(lo, hi, signs, d, m)
		return
	}
	narrow64Go(lo, hi, signs, d, m)
}

// fchk is fchkAVX2 where the CPU has AVX2, else fchkGo.
func fchk(a, b *[32]uint32) uint32 {
	if useAVX2 {
		return fchkAVX2(a, b)
	}
	return fchkGo(a, b)
}

// f2i32 is f2i32AVX2 where the CPU has AVX2, else f2i32Go.
func f2i32(b *[32]uint32, signs *[3]uint32, mode fpu.Mode, t fpu.IntType, d *[32]uint32, m uint32) {
	if !useAVX2 {
		f2i32Go(b, signs, mode, t, d, m)
		return
	}
	lo, hi := f2iLimits(t)
	lim := [4]uint64{math.Float64bits(lo), math.Float64bits(hi)}
	if !t.Signed && t.Bits == 32 { // values up to 2^32-1: shifted into int32's range
		lim[2], lim[3] = math.Float64bits(1<<31), 1<<31
	}
	f2i32AVX2(b, signs, uint8(mode&3), &lim, d, m)
}

// frnd32 is frnd32AVX2 where the CPU has AVX2, else frnd32Go.
func frnd32(b *[32]uint32, signs *[3]uint32, mode fpu.Mode, d *[32]uint32, m uint32) {
	if useAVX2 {
		frnd32AVX2(b, signs, uint8(mode&3), d, m)
		return
	}
	frnd32Go(b, signs, mode, d, m)
}

// i2f32 is i2f32AVX2 where the CPU has AVX2, else i2f32Go.
func i2f32(b *[32]uint32, cvt *[4]uint32, f64 bool, dlo, dhi *[32]uint32, m uint32) {
	if useAVX2 {
		i2f32AVX2(b, cvt, f64, dlo, dhi, m)
		return
	}
	i2f32Go(b, cvt, f64, dlo, dhi, m)
}

// ex2Coef holds 2^f's Taylor coefficients ln(2)^i / i!, i = 0..13, each
// in four lanes (ex2AVX2: the remainder is below 2^-57 of 2^f for
// |f| <= 1/2; TestMUFUEX2Fast checks the kept results).
var ex2Coef = func() (c [14][4]float64) {
	t := 1.0
	for i := range c {
		for l := range c[i] {
			c[i][l] = t
		}
		t *= math.Ln2 / float64(i+1)
	}
	return c
}()

// mufuEX2 computes MUFU.EX2 (canon32(math.Exp2(x)), .FTZ flushing the
// input; execMUFU) in the lanes of m of d with ex2AVX2 where the CPU has
// AVX2 and FMA3, and returns the lanes it left to the caller (all of m
// elsewhere).
func mufuEX2(b *[32]uint32, signs *[3]uint32, d *[32]uint32, m uint32) (slow uint32) {
	if !useFMA {
		return m
	}
	return ex2AVX2(b, signs, &ex2Coef, d, m) & m
}
