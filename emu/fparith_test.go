package emu

import (
	"math"
	"math/rand/v2"
	"testing"

	"gpucc/emu/fpu"
)

// TestArithRNMatchesFPU compares the host-arithmetic fast paths of FADD,
// FMUL and FFMA (binary32: arith32Warp, arith32Lane) and DADD, DMUL and DFMA with package fpu's exact rounding
// on random operands drawn to reach the edges: random bits, values of
// nearby exponents (cancellation), results near binary32's subnormal and
// overflow boundaries, and sums built to land on binary32 halfway points.
// Wherever the fast path answers it must give fpu's bits; it must answer
// for most ordinary operands.
func TestArithRNMatchesFPU(t *testing.T) {
	r := rand.New(rand.NewPCG(14, 2))
	f32 := func() uint64 {
		switch r.IntN(6) {
		case 0:
			return uint64(r.Uint32())
		case 1: // exponents near binary32's subnormal boundary
			return uint64(r.Uint32()&0x807fffff | uint32(r.IntN(8))<<23)
		case 2: // near the overflow boundary
			return uint64(r.Uint32()&0x807fffff | uint32(250+r.IntN(5))<<23)
		case 3: // few significant bits: exact sums, ties
			return uint64(r.Uint32()&0x80000000 | uint32(120+r.IntN(16))<<23 | r.Uint32()&0x7f0000)
		}
		return uint64(r.Uint32()&0x807fffff | uint32(110+r.IntN(40))<<23)
	}
	f64 := func() uint64 {
		switch r.IntN(4) {
		case 0:
			return r.Uint64()
		case 1: // near the subnormal boundary
			return r.Uint64()&0x800fffffffffffff | uint64(r.IntN(60))<<52
		case 2: // near overflow
			return r.Uint64()&0x800fffffffffffff | uint64(2000+r.IntN(47))<<52
		}
		return r.Uint64()&0x800fffffffffffff | uint64(1000+r.IntN(48))<<52
	}
	for _, wide := range []bool{false, true} {
		f, gen := fpu.F32, f32
		if wide {
			f, gen = fpu.F64, f64
		}
		for _, op := range []uint8{fpAdd, fpMul, fpFMA} {
			fast := 0
			const n = 200000
			for i := 0; i < n; i++ {
				a, b, c := gen(), gen(), gen()
				if !wide && op == fpFMA && i%4 == 0 {
					// c cancels most of a*b: results of any size, and ties.
					p := float64(math.Float32frombits(uint32(a))) * float64(math.Float32frombits(uint32(b)))
					c = uint64(math.Float32bits(-float32(p))) ^ uint64(r.IntN(4))
				}
				got, ok := arithRN(t, wide, op, a, b, c)
				if !ok {
					continue
				}
				fast++
				var want uint64
				switch op {
				case fpAdd:
					want = f.Add(a, b, fpu.RN, false)
				case fpMul:
					want = f.Mul(a, b, fpu.RN, false)
				default:
					want = f.FMA(a, b, c, fpu.RN, false)
				}
				if got != want {
					t.Fatalf("f64 %v op %d (%#x, %#x, %#x): fast path %#x, fpu %#x", wide, op, a, b, c, got, want)
				}
			}
			if fast < n/3 {
				t.Errorf("f64 %v op %d: the fast path answered %d of %d", wide, op, fast, n)
			}
		}
	}
}

// TestArithRNDeclinesDoubleRoundingTie checks the one binary32 case where
// rounding through binary64 goes wrong: (1+2^-12)^2 + 2^-60 is
// 1 + 2^-11 + 2^-24 + 2^-60, just above the halfway point between the
// binary32 values 1 + 2^-11 and 1 + 2^-11 + 2^-23, so FFMA rounds up; the
// binary64 FMA rounds it to the halfway point itself, which binary32 would
// then round to even, down. The fast path (one binary32 FMA on the host)
// must give fpu's result.
func TestArithRNDeclinesDoubleRoundingTie(t *testing.T) {
	x := uint64(math.Float32bits(1 + 1.0/4096))
	c := uint64(math.Float32bits(float32(math.Ldexp(1, -60))))
	want := uint64(math.Float32bits(float32(1 + math.Ldexp(1, -11) + math.Ldexp(1, -23))))
	if got := fpu.F32.FMA(x, x, c, fpu.RN, false); got != want {
		t.Fatalf("fpu FFMA gives %#x, want %#x", got, want)
	}
	if v, ok := arithRN(t, false, fpFMA, x, x, c); !ok || v != want {
		t.Fatalf("the fast path answered %#x (ok %v); want %#x", v, ok, want)
	}
	if v := math.Float32bits(float32(math.FMA(float64(math.Float32frombits(uint32(x))), float64(math.Float32frombits(uint32(x))),
		math.Ldexp(1, -60)))); uint64(v) == want {
		t.Fatalf("the binary64 route gives the right answer here: the test does not show double rounding")
	}
}

// TestArithRNZeroResults checks the fast path's zero results against fpu:
// sums that cancel exactly (+0 in round-to-nearest), sums and products of
// signed zeros, products with a zero factor, with normal and subnormal
// operands; it must answer every cancelling sum and every binary32 product
// with a zero factor.
func TestArithRNZeroResults(t *testing.T) {
	vals32 := []uint64{0, 0x80000000, 1, 0x80000001, 0x3f800000, 0xbf800000, 0x007fffff, 0x00800000, 0x7f7fffff, 0xc2f6e979}
	vals64 := []uint64{0, 1 << 63, 1, 1<<63 | 1, 0x3ff0000000000000, 0xbff0000000000000, 0x000fffffffffffff, 0x7fefffffffffffff}
	for _, wide := range []bool{false, true} {
		f, vals, sign := fpu.F32, vals32, uint64(1)<<31
		if wide {
			f, vals, sign = fpu.F64, vals64, 1<<63
		}
		for _, op := range []uint8{fpAdd, fpMul} {
			for _, a := range vals {
				for _, b := range append(vals, a^sign) {
					got, ok := arithRN(t, wide, op, a, b, 0)
					mustAnswer := op == fpAdd && b == a^sign || op == fpMul && !wide && (a&^sign == 0 || b&^sign == 0)
					if mustAnswer && !ok {
						t.Errorf("f64 %v op %d (%#x, %#x): the fast path declines a zero result", wide, op, a, b)
					}
					if !ok {
						continue
					}
					want := f.Add(a, b, fpu.RN, false)
					if op == fpMul {
						want = f.Mul(a, b, fpu.RN, false)
					}
					if got != want {
						t.Errorf("f64 %v op %d (%#x, %#x): fast path %#x, fpu %#x", wide, op, a, b, got, want)
					}
				}
			}
		}
	}
}

// arithRN runs one operation through the fast paths as an instruction
// would: binary32 through arith32Warp (lane 0 of rows filled with the
// operands; it answers every lane), binary64 through execDArith64 on a harness warp. ok is false
// where the fast path hands the lane to fpu.
func arithRN(t testing.TB, wide bool, op uint8, a, b, c uint64) (uint64, bool) {
	if !wide {
		var ra, rb, rc, r [32]uint32
		ra[0], rb[0], rc[0] = uint32(a), uint32(b), uint32(c)
		arith32Warp(op, &[3]*[32]uint32{&ra, &rb, &rc}, nil, &r, 1)
		return uint64(r[0]), true
	}
	// The host answers every binary64 lane (darith64Warp).
	h := dHarness(t, op)
	h.set64(0, 0, a)
	h.set64(2, 0, b)
	h.set64(4, 0, c)
	h.exec(t, 1)
	return h.get64(6, 0), true
}

var dHarnesses [3]*laneHarness

func dHarness(t testing.TB, op uint8) *laneHarness {
	if dHarnesses[op] == nil {
		src := [...]string{"DADD R[6:7], R[0:1], R[2:3]", "DMUL R[6:7], R[0:1], R[2:3]", "DFMA R[6:7], R[0:1], R[2:3], R[4:5]"}[op]
		dHarnesses[op] = newLaneHarness(t, src)
	}
	return dHarnesses[op]
}

// TestDFMAHostZerosAndSubnormals compares DFMA on the host (darith64Warp,
// both kernels) with fpu where the result is an exact zero (the sign rules
// of a cancelling sum and of zero products), a product that underflows,
// or a subnormal sum, the cases fpu used to compute.
func TestDFMAHostZerosAndSubnormals(t *testing.T) {
	f := math.Float64bits
	tiny := math.Ldexp(1, -1074)
	cases := [][3]uint64{
		{f(3), f(5), f(-15)}, {f(-3), f(5), f(15)}, {f(3), f(-5), f(15)},
		{0, f(5), 1 << 63}, {1 << 63, f(5), 0}, {1 << 63, f(5), 1 << 63}, {1 << 63, f(-5), 1 << 63}, {0, f(-5), 0},
		{f(math.Ldexp(1, -600)), f(math.Ldexp(1, -600)), 0},        // underflows to +0
		{f(-math.Ldexp(1, -600)), f(math.Ldexp(1, -600)), 0},       // to -0
		{f(-math.Ldexp(1, -600)), f(math.Ldexp(1, -600)), 1 << 63}, // to -0
		{f(math.Ldexp(1.5, -537)), f(math.Ldexp(1, -537)), f(tiny)},
		{f(math.Ldexp(1+math.Ldexp(1, -52), -511)), f(math.Ldexp(1, -512)), f(-math.Ldexp(1, -1023))},
		{f(math.Ldexp(1, -1022)), f(0.5), f(tiny)},
		{f(math.Ldexp(1, -1022)), f(-0.75), f(math.Ldexp(1, -1022))},
		{f(math.Ldexp(1, 1000)), f(math.Ldexp(1, 100)), f(1)}, // overflow
	}
	r := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 3000; i++ { // random subnormal-range sums and products
		a := r.Uint64()&0x800fffffffffffff | uint64(400+r.IntN(300))<<52
		b := r.Uint64()&0x800fffffffffffff | uint64(r.IntN(330))<<52
		c := r.Uint64() & 0x800fffffffffffff
		if i%3 == 0 {
			c = f(-math.Float64frombits(a)*math.Float64frombits(b)) ^ uint64(r.IntN(3))
		}
		cases = append(cases, [3]uint64{a, b, c})
	}
	avx2, fma := useAVX2, useFMA
	defer func() { useAVX2, useFMA = avx2, fma }()
	for _, path := range []bool{false, fma} {
		useFMA = path
		for _, c := range cases {
			want := fpu.F64.FMA(c[0], c[1], c[2], fpu.RN, false)
			if got, _ := arithRN(t, true, fpFMA, c[0], c[1], c[2]); got != want {
				t.Fatalf("AVX2 %v: DFMA(%#x, %#x, %#x) = %#x, fpu %#x", path, c[0], c[1], c[2], got, want)
			}
		}
	}
}
