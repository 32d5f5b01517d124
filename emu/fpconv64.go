package emu

import (
	"math"
	"math/bits"

	"gpucc/emu/fpu"
	"gpucc/isa"
)

// Fast paths of the conversions fpconv.go leaves to fpu: to and from
// 64-bit integers, I2F to binary32 in the directed modes, and F2F.F32.F64
// in the directed modes. Each takes the host's round-to-nearest result
// and, in a directed mode, steps it by one unit to the other neighbour
// when it lies on the wrong side of the exact value: the two binary
// neighbours of a value that is not representable bracket it, and the
// nearest one is one of them. TestFPFastConvert64 compares them with fpu
// lane by lane.

// directUp reports whether a directed mode rounds a value of the sign
// neg up (toward +inf): RP always, RZ for negative values.
func directUp(mode fpu.Mode, neg bool) bool {
	return mode == fpu.RP || mode == fpu.RZ && neg
}

// cmpIntFloat returns the sign of r - n for the integral binary64 value
// r (the nearest to n of a format with at least 24 bits: an integer,
// since a rounded n has a unit of 2 or more) and the integer n, read as
// signed or unsigned. Below 2^63 (2^64 unsigned) r converts to the
// integer type exactly; r can't be below -2^63 (or 0), n's range.
func cmpIntFloat(n uint64, signed bool, r float64) int {
	if signed {
		if r >= 0x1p63 {
			return 1
		}
		k := int64(r)
		switch {
		case k > int64(n):
			return 1
		case k < int64(n):
			return -1
		}
		return 0
	}
	if r >= 0x1p64 {
		return 1
	}
	k := uint64(r)
	switch {
	case k > n:
		return 1
	case k < n:
		return -1
	}
	return 0
}

// i2fLane converts the integer n (a 64-bit two's complement when signed)
// to binary64 (f64) or binary32 bits in mode, as fpu.FromInt: Go's
// integer to float conversions round once to nearest even (the
// spec's rule; uint64 and binary32 included), and a directed mode moves
// an inexact result to its other neighbour when it lies on the wrong
// side. Zero gives +0 as in fpu.
func i2fLane(n uint64, signed, f64 bool, mode fpu.Mode) uint64 {
	if f64 {
		var r float64
		if signed {
			r = float64(int64(n))
		} else {
			r = float64(n)
		}
		if mode != fpu.RN {
			up := directUp(mode, signed && int64(n) < 0)
			switch c := cmpIntFloat(n, signed, r); {
			case c > 0 && !up:
				r = math.Nextafter(r, math.Inf(-1))
			case c < 0 && up:
				r = math.Nextafter(r, math.Inf(1))
			}
		}
		return math.Float64bits(r)
	}
	var r float32
	if signed {
		r = float32(int64(n))
	} else {
		r = float32(n)
	}
	if mode != fpu.RN {
		up := directUp(mode, signed && int64(n) < 0)
		switch c := cmpIntFloat(n, signed, float64(r)); {
		case c > 0 && !up:
			r = math.Nextafter32(r, float32(math.Inf(-1)))
		case c < 0 && up:
			r = math.Nextafter32(r, float32(math.Inf(1)))
		}
	}
	return uint64(math.Float32bits(r))
}

// execI2FHost: I2F from a 64-bit integer in every mode, and from a
// narrower one to binary32 in the directed modes (i2fLane). The source
// is read as fpVals reads it (its sign modifiers on the 32- or 64-bit
// pattern) and sign- or zero-extended from its type's width, as
// fpu.FromInt reads its low bits.
func execI2FHost(x *run, w *warp, in *inst, m uint32) *Error {
	t := cvtType(in.imm)
	mode := fpu.Mode(in.mode)
	lo := x.vec(w, &in.b, 0)
	hi := &zeroLanes.v
	sign := uint64(1) << 31
	if t.Bits == 64 {
		hi, sign = x.vecHi(w, &in.b, 0), 1<<63
	}
	clr, flip := signMasks(&in.b, sign)
	sh := 64 - t.Bits
	var rl, rh [32]uint32
	if mode == fpu.RN {
		i2fRN(&rl, &rh, lo, hi, clr, flip, sh, t.Signed, in.f64)
	} else {
		i2fDirected(&rl, &rh, lo, hi, clr, flip, sh, t.Signed, in.f64, mode)
	}
	if in.d != isa.RZ {
		store32(w.dst(in.d), &rl, m)
		if in.f64 {
			store32(w.dst(in.d+1), &rh, m)
		}
	}
	return nil
}

// i2fRN is execI2FHost's lane loop in RN: i2fLane's RN conversions (Go's
// float64 and float32 of int64 and uint64, rounded once to nearest even),
// the type's choice outside the loops. rh is written for binary64 only.
func i2fRN(rl, rh, lo, hi *[32]uint32, clr, flip uint64, sh uint, signed, f64 bool) {
	switch {
	case f64 && signed:
		for i := range rl {
			u := (uint64(hi[i])<<32|uint64(lo[i]))&^clr ^ flip
			r := math.Float64bits(float64(int64(u<<sh) >> sh))
			rl[i], rh[i] = uint32(r), uint32(r>>32)
		}
	case f64:
		for i := range rl {
			u := (uint64(hi[i])<<32|uint64(lo[i]))&^clr ^ flip
			r := math.Float64bits(float64(u << sh >> sh))
			rl[i], rh[i] = uint32(r), uint32(r>>32)
		}
	case signed:
		for i := range rl {
			u := (uint64(hi[i])<<32|uint64(lo[i]))&^clr ^ flip
			rl[i] = math.Float32bits(float32(int64(u<<sh) >> sh))
		}
	default:
		for i := range rl {
			u := (uint64(hi[i])<<32|uint64(lo[i]))&^clr ^ flip
			rl[i] = math.Float32bits(float32(u << sh >> sh))
		}
	}
}

// i2fDirected is execI2FHost's lane loop in the directed modes, the
// type's choice outside the loops: integers of magnitude at most 2^53
// (binary64) or 2^24 (binary32) convert exactly, so every mode gives
// float64(n) or float32(n) (for a signed n, -2^k <= n <= 2^k is one
// unsigned compare of n + 2^k, which wraps to above 2^(k+1) for any n
// outside); the others go to i2fLane. rh is written for binary64 only.
func i2fDirected(rl, rh, lo, hi *[32]uint32, clr, flip uint64, sh uint, signed, f64 bool, mode fpu.Mode) {
	switch {
	case f64 && signed:
		for i := range rl {
			u := (uint64(hi[i])<<32|uint64(lo[i]))&^clr ^ flip
			n := int64(u<<sh) >> sh
			r := math.Float64bits(float64(n))
			if uint64(n)+1<<53 > 1<<54 {
				r = i2fLane(uint64(n), true, true, mode)
			}
			rl[i], rh[i] = uint32(r), uint32(r>>32)
		}
	case f64:
		for i := range rl {
			u := (uint64(hi[i])<<32|uint64(lo[i]))&^clr ^ flip
			n := u << sh >> sh
			r := math.Float64bits(float64(int64(n)))
			if n > 1<<53 {
				r = i2fLane(n, false, true, mode)
			}
			rl[i], rh[i] = uint32(r), uint32(r>>32)
		}
	case signed:
		for i := range rl {
			u := (uint64(hi[i])<<32|uint64(lo[i]))&^clr ^ flip
			n := int64(u<<sh) >> sh
			if uint64(n)+1<<24 > 1<<25 {
				rl[i] = uint32(i2fLane(uint64(n), true, false, mode))
				continue
			}
			rl[i] = math.Float32bits(float32(n))
		}
	default:
		for i := range rl {
			u := (uint64(hi[i])<<32|uint64(lo[i]))&^clr ^ flip
			n := u << sh >> sh
			if n > 1<<24 {
				rl[i] = uint32(i2fLane(n, false, false, mode))
				continue
			}
			rl[i] = math.Float32bits(float32(int64(n)))
		}
	}
}

// execF2I64: F2I to a 64-bit integer, every mode: as execF2I32, the
// input rounded to an integral binary64 value in the mode (exact), then
// saturated as fpu.ToInt does: NaN gives 0, values at or above 2^63
// (2^64 unsigned) the maximum, below -2^63 the minimum, negative values
// 0 for an unsigned type; -2^63 and everything between converts exactly.
func execF2I64(x *run, w *warp, in *inst, m uint32) *Error {
	t := cvtType(in.imm)
	mode := fpu.Mode(in.mode)
	lo := x.vec(w, &in.b, 0)
	hi := lo
	var clr, flip uint64
	if in.src64 {
		hi = x.pairHi(w, &in.b, lo)
		clr, flip = signMasks(&in.b, 1<<63)
	} else {
		clr, flip = signMasks(&in.b, 1<<31)
	}
	flush := in.ftz && !in.src64
	dl, dh := &w.sink, &w.sink
	if in.d != isa.RZ {
		dl, dh = w.dst(in.d), w.dst(in.d+1)
	}
	// Each lane's source words are read before its result's are written,
	// so the destination pair may overlap the source.
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		var f float64
		if in.src64 {
			f = math.Float64frombits((uint64(hi[i])<<32|uint64(lo[i]))&^clr ^ flip)
		} else {
			u := lo[i]&^uint32(clr) ^ uint32(flip)
			if flush {
				u = flush32(u)
			}
			f = float64(math.Float32frombits(u))
		}
		switch mode {
		case fpu.RZ:
			f = math.Trunc(f)
		case fpu.RM:
			f = math.Floor(f)
		case fpu.RP:
			f = math.Ceil(f)
		default:
			f = math.RoundToEven(f)
		}
		var n uint64
		switch {
		case f != f:
			n = 0
		case t.Signed && f >= 0x1p63:
			n = math.MaxInt64
		case t.Signed && f < -0x1p63:
			n = 1 << 63
		case t.Signed:
			n = uint64(int64(f))
		case f >= 0x1p64:
			n = math.MaxUint64
		case f <= 0:
			n = 0
		default:
			n = uint64(f)
		}
		dl[i], dh[i] = uint32(n), uint32(n>>32)
	}
	return nil
}

// execF2F32From64Dir: F2F.F32.F64 in a directed mode without .FTZ: the
// host's narrowing (nearest, subnormal results and overflow to infinity
// included), moved to the other neighbour when it lies on the wrong side
// of the binary64 input; one step from an infinity is the largest finite
// value, from a zero the smallest subnormal of the direction's sign. NaNs
// are canonical as in fpu. Only the lanes of m are converted, each from
// its source words read before its result is written (so the destination
// may be either word of the source pair).
func execF2F32From64Dir(x *run, w *warp, in *inst, m uint32) *Error {
	lo := x.vec(w, &in.b, 0)
	hi := x.pairHi(w, &in.b, lo)
	clr, flip := signMasks(&in.b, 1<<63)
	mode := fpu.Mode(in.mode)
	r := w.dst(in.d)
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		f := math.Float64frombits((uint64(hi[i])<<32|uint64(lo[i]))&^clr ^ flip)
		if f != f {
			r[i] = nan32
			continue
		}
		g := float32(f)
		v := math.Float32bits(g)
		// The neighbour below (above) a pattern is one step toward zero
		// (away from it) where the sign bit is clear, the other way where
		// it is set: math.Nextafter32's step, also from an infinity (to the
		// largest finite value of its sign) and from a zero, which is -0
		// when the step goes down (the input was a tiny negative value)
		// and +0 when it goes up.
		if d := float64(g); d != f {
			up := directUp(mode, f < 0)
			switch {
			case d > f && !up:
				v += v>>31<<1 - 1 // down: -1 for a positive pattern, +1 for a negative one
			case d < f && up:
				v -= v>>31<<1 - 1
			}
		}
		r[i] = v
	}
	return nil
}

// execDArithDir: DADD and DMUL in a directed mode without .FTZ. The host's
// nearest result r is moved to its other neighbour when the exact result
// lies on the wrong side of it, which the sign of the rounding error
// tells: for a sum, TwoSum's error (a + b - r, exact and representable
// whenever r and TwoSum's intermediate r - a are finite: Knuth; near the
// overflow threshold r - a can overflow although r does not, which makes
// the error NaN), for a product math.FMA(a, b, -r), which is the exact
// a*b - r when |r| >= 2^-960 (the error of a binary64 product is
// representable when the operands' exponents add to -970 or more; |a*b| >
// 2^-961 makes them add to more than -963) and r is finite. Lanes outside
// those conditions (an infinite or NaN result or error, a product below
// 2^-960, a zero sum, whose sign in RM differs from the host's) go to fpu;
// a zero operand times a finite one is an exact zero of the signs' xor in
// every mode. .SAT is fpu's Saturate of the result. Only the lanes of m
// are computed, each from its operands' words read before its result's
// are written (so the destination pair may be a source pair).
func execDArithDir(x *run, w *warp, in *inst, m uint32) *Error {
	alo, blo := x.vec(w, &in.a, 0), x.vec(w, &in.b, 0)
	ahi, bhi := x.pairHi(w, &in.a, alo), x.pairHi(w, &in.b, blo)
	ca, fa := signMasks(&in.a, 1<<63)
	cb, fb := signMasks(&in.b, 1<<63)
	dl, dh := &w.sink, &w.sink
	if in.d != isa.RZ {
		dl, dh = w.dst(in.d), w.dst(in.d+1)
	}
	mode := fpu.Mode(in.mode)
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		ab := (uint64(ahi[i])<<32|uint64(alo[i]))&^ca ^ fa
		bb := (uint64(bhi[i])<<32|uint64(blo[i]))&^cb ^ fb
		av, bv := math.Float64frombits(ab), math.Float64frombits(bb)
		var r, e float64
		exact := false
		if in.mode2 == fpAdd {
			r = av + bv
			if r != 0 && !math.IsInf(r, 0) && r == r {
				t := r - av // TwoSum: e = (a - (r - t)) + (b - t)
				e = (av - (r - t)) + (bv - t)
				exact = e-e == 0 // not NaN or infinite: t did not overflow
			}
		} else {
			r = av * bv
			switch abs := math.Abs(r); {
			case abs >= 0x1p-960 && abs <= math.MaxFloat64:
				e = math.FMA(av, bv, -r)
				exact = true
			case (av == 0 || bv == 0) && r == 0:
				exact = true // a zero operand times a finite one: an exact zero, the signs' xor in every mode
			}
		}
		var v uint64
		if exact {
			up := directUp(mode, r < 0)
			v = math.Float64bits(r)
			// r's neighbour below (e < 0) or above (e > 0) when the mode
			// rounds that way: a step of r's bits away from zero where
			// the direction and r's sign agree, else toward it, as
			// math.Nextafter steps a nonzero finite r (e is 0 for r = 0).
			if e < 0 && !up || e > 0 && up {
				if (e > 0) == (r > 0) {
					v++
				} else {
					v--
				}
			}
		} else if in.mode2 == fpAdd {
			v = fpu.F64.Add(ab, bb, mode, false)
		} else {
			v = fpu.F64.Mul(ab, bb, mode, false)
		}
		if in.sat {
			v = fpu.F64.Saturate(v)
		}
		dl[i], dh[i] = uint32(v), uint32(v>>32)
	}
	return nil
}
