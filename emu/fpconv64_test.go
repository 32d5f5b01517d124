package emu

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"gpucc/emu/fpu"
)

// int64Edges are 64-bit integers at the rounding boundaries of binary32
// and binary64: exactly representable, one unit beside, halfway points
// with and without bits below them, the type limits.
func int64Edges() []uint64 {
	var v []uint64
	for _, base := range []uint64{1 << 24, 1 << 53, 1 << 62, 1 << 63} {
		for _, d := range []uint64{0, 1, 2, 3} {
			v = append(v, base+d, base-d, -(base + d), -(base - d))
		}
	}
	for _, sig := range []uint64{1<<24 + 1, 1<<53 + 1, 0xffffff, 0x1fffffffffffff, 0x1800001, 0x30000000000001} {
		for sh := uint(0); sh < 40; sh += 7 {
			v = append(v, sig<<sh, sig<<sh+1, sig<<sh-1, -(sig << sh))
		}
	}
	return append(v, 0, 1, math.MaxUint64, math.MaxInt64, 1<<63, 1<<63+1, 0xffffffff, 0x80000000, 0x7fffffff)
}

// float64Edges are binary64 values at the boundaries of the 64-bit
// integer types and of binary32's range and precision.
func float64Edges() []float64 {
	v := []float64{0x1p63, -0x1p63, 0x1p64, -0x1p64, 0x1p63 - 1024, -0x1p63 - 2048, 0x1p64 - 2048, 0.5, -0.5, 1.5, -1.5, 2.5,
		math.Copysign(0, -1), 0, math.Inf(1), math.Inf(-1), math.NaN(),
		math.MaxFloat32, -math.MaxFloat32, 0x1.fffffefp127, 0x1.ffffffp127, 0x1.fffffe0000001p127, 0x1p128, -0x1p128,
		0x1p-149, 0x1p-150, 0x1.0000001p-150, 0x1p-151, -0x1p-150, 0x1p-126, 0x1.fffffcp-127, 0x1.fffffdp-127, 1e-300, -1e-300,
		1 + 0x1p-24, 1 + 0x1p-23 + 0x1p-24, 1 + 0x1p-25, -(1 + 0x1p-24), 0x1.000001p0, math.MaxFloat64, -math.MaxFloat64}
	return v
}

// TestFPFastConvert64 compares execI2FHost, execF2I64 and
// execF2F32From64Dir with fpu lane by lane, in every mode, on the edge
// values above and random ones, under full and random masks.
func TestFPFastConvert64(t *testing.T) {
	type form struct {
		src  string
		want func(b uint64) uint64
		wide bool // the source is a register pair (R[0:1])
		dst  bool // the result is a pair (R[6:7])
		ints bool // integer inputs
	}
	modes := []struct {
		name string
		mode fpu.Mode
	}{{"", fpu.RN}, {".RZ", fpu.RZ}, {".RM", fpu.RM}, {".RP", fpu.RP}}
	var forms []form
	for _, md := range modes {
		mode := md.mode
		for _, ty := range []string{"S64", "U64"} {
			it := fpu.IntType{Bits: 64, Signed: ty == "S64"}
			forms = append(forms,
				form{src: "I2F.F64." + ty + md.name + " R[6:7], R[0:1]", wide: true, dst: true, ints: true,
					want: func(b uint64) uint64 { return fpu.F64.FromInt(b, it, mode) }},
				form{src: "I2F.F32." + ty + md.name + " R6, R[0:1]", wide: true, ints: true,
					want: func(b uint64) uint64 { return fpu.F32.FromInt(b, it, mode) }},
				form{src: "F2I." + ty + ".F64" + md.name + " R[6:7], R[0:1]", wide: true, dst: true,
					want: func(b uint64) uint64 { return fpu.F64.ToInt(b, it, mode, false) }},
				form{src: "F2I." + ty + ".F32" + md.name + " R[6:7], -R0", dst: true,
					want: func(b uint64) uint64 { return fpu.F32.ToInt(b^1<<31, it, mode, false) }},
				form{src: "F2I." + ty + ".F32" + md.name + ".FTZ R[6:7], R0", dst: true,
					want: func(b uint64) uint64 { return fpu.F32.ToInt(b, it, mode, true) }})
		}
		if mode != fpu.RN {
			for _, ty := range []string{"S32", "U32", "S16", "U8"} {
				it := cvtType(map[string]uint32{"S32": 4, "U32": 5, "S16": 2, "U8": 1}[ty])
				forms = append(forms, form{src: "I2F.F32." + ty + md.name + " R6, R0", ints: true,
					want: func(b uint64) uint64 { return fpu.F32.FromInt(b, it, mode) }})
			}
			forms = append(forms, form{src: "F2F.F32.F64" + md.name + " R6, -R[0:1]", wide: true,
				want: func(b uint64) uint64 { return fpu.Convert(fpu.F32, fpu.F64, b^1<<63, mode, false) }})
		}
	}
	ints, floats := int64Edges(), float64Edges()
	r := rand.New(rand.NewPCG(6, 4))
	for _, f := range forms {
		t.Run(f.src, func(t *testing.T) {
			h := newLaneHarness(t, f.src)
			gen := fpOperands{r, f.wide}
			for round := 0; round < 300; round++ {
				m := ^uint32(0)
				if round%2 == 1 {
					m = r.Uint32()
				}
				var b, old [32]uint64
				for l := range b {
					switch k := r.IntN(3); {
					case f.ints && k == 0:
						b[l] = ints[r.IntN(len(ints))]
					case f.ints && k == 1:
						b[l] = r.Uint64() >> r.IntN(64)
					case f.ints:
						b[l] = -(r.Uint64() >> r.IntN(64))
					case k == 0 && f.wide:
						b[l] = math.Float64bits(floats[r.IntN(len(floats))])
					case k == 0:
						b[l] = uint64(math.Float32bits(float32(floats[r.IntN(len(floats))])))
					case k == 1:
						b[l] = gen.intish()
					default:
						b[l] = gen.next()
					}
					old[l] = r.Uint64()
					if f.wide {
						h.set64(0, l, b[l])
					} else {
						h.w.r[0][l] = uint32(b[l])
					}
					if f.dst {
						h.set64(6, l, old[l])
					} else {
						h.w.r[6][l] = uint32(old[l])
					}
				}
				h.exec(t, m)
				for l := range b {
					var got, want uint64
					if f.dst {
						got, want = h.get64(6, l), old[l]
					} else {
						got, want = uint64(h.w.r[6][l]), uint64(uint32(old[l]))
					}
					if m>>l&1 != 0 {
						want = f.want(b[l])
						if !f.dst {
							want = uint64(uint32(want))
						}
					}
					if got != want {
						t.Fatalf("round %d lane %d (mask %#x): source %#x: got %#x, want %#x", round, l, m, b[l], got, want)
					}
				}
			}
		})
	}
}

// TestFPFastDArithDirected compares execDArithDir (DADD and DMUL in RZ, RM
// and RP) with fpu lane by lane, with operand modifiers, on
// binary64 edge values (overflow, the subnormal range, zeros, infinities,
// NaNs), products near 2^-960 and random operands, under full and random
// masks (lanes outside the mask keep their values). (DADD and DMUL have
// no .SAT.)
func TestFPFastDArithDirected(t *testing.T) {
	type form struct {
		src        string
		add        bool
		mode       fpu.Mode
		negA, absB bool
		dreg       int // the destination pair when not R[6:7]: 1 for Ra's (R[0:1]), 2 for SrcB's (R[2:3])
	}
	var forms []form
	for _, md := range []struct {
		name string
		mode fpu.Mode
	}{{".RZ", fpu.RZ}, {".RM", fpu.RM}, {".RP", fpu.RP}} {
		forms = append(forms,
			form{src: "DADD" + md.name + " R[6:7], R[0:1], R[2:3]", add: true, mode: md.mode},
			form{src: "DADD" + md.name + " R[6:7], -R[0:1], |R[2:3]|", add: true, mode: md.mode, negA: true, absB: true},
			form{src: "DMUL" + md.name + " R[6:7], R[0:1], R[2:3]", mode: md.mode},
			form{src: "DMUL" + md.name + " R[6:7], -R[0:1], |R[2:3]|", mode: md.mode, negA: true, absB: true},
			form{src: "DADD" + md.name + " R[0:1], R[0:1], -R[2:3]", add: true, mode: md.mode, dreg: 1},
			form{src: "DMUL" + md.name + " R[2:3], |R[0:1]|, R[2:3]", mode: md.mode, dreg: 2})
	}
	edges := []float64{0x1p-480, 0x1.0000000000001p-480, 0x1p-481, 0x1.8p-490, 0x1p-1074, 0x1p-1022, 1e308, 1.5e308,
		1, 3, 1.0 / 3, -1, 0.1, 0x1p52, 0x1p53 + 2, math.MaxFloat64}
	r := rand.New(rand.NewPCG(2, 7))
	for _, f := range forms {
		t.Run(f.src, func(t *testing.T) {
			h := newLaneHarness(t, f.src)
			gen := fpOperands{r, true}
			val := func() uint64 {
				switch r.IntN(4) {
				case 0:
					v := edges[r.IntN(len(edges))]
					if r.IntN(2) == 0 {
						v = -v
					}
					return math.Float64bits(v)
				case 1:
					return gen.intish()
				}
				return gen.next()
			}
			for round := 0; round < 2000; round++ {
				m := ^uint32(0)
				if round%2 == 1 {
					m = r.Uint32()
				}
				var a, b, old [32]uint64
				for l := range a {
					a[l], b[l], old[l] = val(), val(), r.Uint64()
					if r.IntN(4) == 0 { // cancellation and exact results
						b[l] = a[l] ^ uint64(r.IntN(2))<<63
					}
					h.set64(0, l, a[l])
					h.set64(2, l, b[l])
					h.set64(6, l, old[l])
				}
				dreg := 6
				switch f.dreg {
				case 1:
					dreg, old = 0, a
				case 2:
					dreg, old = 2, b
				}
				h.exec(t, m)
				for l := range a {
					want := old[l]
					if m>>l&1 != 0 {
						x, y := a[l], b[l]
						if f.negA {
							x ^= 1 << 63
						}
						if f.absB {
							y &^= 1 << 63
						}
						switch f.src[len(f.src)-15:] { // the in-place forms' modifiers
						case "R[0:1], -R[2:3]":
							y ^= 1 << 63
						case "R[0:1]|, R[2:3]":
							x &^= 1 << 63
						}
						if f.add {
							want = fpu.F64.Add(x, y, f.mode, false)
						} else {
							want = fpu.F64.Mul(x, y, f.mode, false)
						}
					}
					if got := h.get64(dreg, l); got != want {
						t.Fatalf("round %d lane %d (mask %#x): %#x, %#x: got %#x, want %#x", round, l, m, a[l], b[l], got, want)
					}
				}
			}
		})
	}
}

// TestDArithDirTwoSumOverflow: sums just below the overflow threshold whose
// TwoSum intermediate r - a overflows (r = Max + a rounded to nearest,
// r - a above Max), in every directed mode and both operand orders, with
// fpu as the reference (execDArithDir stepped r by a NaN error before).
func TestDArithDirTwoSumOverflow(t *testing.T) {
	pairs := [][2]uint64{{0xffd49a73badbcafb, 0x7fefffffffffffff}, {0x7fefffffffffffff, 0xffd49a73badbcafb},
		{0x7fd49a73badbcafb, 0xffefffffffffffff}, {0xffe0000000000001, 0x7fefffffffffffff}}
	for _, md := range []struct {
		name string
		mode fpu.Mode
	}{{".RZ", fpu.RZ}, {".RM", fpu.RM}, {".RP", fpu.RP}} {
		h := newLaneHarness(t, "DADD"+md.name+" R[6:7], R[0:1], R[2:3]")
		for _, p := range pairs {
			for l := 0; l < 32; l++ {
				h.set64(0, l, p[0])
				h.set64(2, l, p[1])
			}
			h.exec(t, ^uint32(0))
			want := fpu.F64.Add(p[0], p[1], md.mode, false)
			for l := 0; l < 32; l++ {
				if got := h.get64(6, l); got != want {
					t.Fatalf("DADD%s %#x + %#x: lane %d got %#x, want %#x", md.name, p[0], p[1], l, got, want)
				}
			}
		}
	}
}

// TestF2F32From64DirInPlace runs execF2F32From64Dir with the destination
// either word of the source pair, under full and random masks, on edge and
// random binary64 values (and values that narrow to zeros and infinities,
// which the directed modes step to the smallest subnormal and the largest
// finite value), with fpu.Convert as the reference (lanes outside the mask
// keep the source word).
func TestF2F32From64DirInPlace(t *testing.T) {
	floats := float64Edges()
	r := rand.New(rand.NewPCG(9, 1))
	for _, f := range []struct {
		src  string
		mode fpu.Mode
		dreg int
		neg  bool
	}{{"F2F.F32.F64.RM R1, -R[0:1]", fpu.RM, 1, true}, {"F2F.F32.F64.RP R0, R[0:1]", fpu.RP, 0, false},
		{"F2F.F32.F64.RZ R0, -R[0:1]", fpu.RZ, 0, true}} {
		h := newLaneHarness(t, f.src)
		gen := fpOperands{r, true}
		for round := 0; round < 200; round++ {
			m := ^uint32(0)
			if round%2 == 1 {
				m = r.Uint32()
			}
			var b [32]uint64
			for l := range b {
				b[l] = gen.next()
				if r.IntN(3) == 0 {
					b[l] = math.Float64bits(floats[r.IntN(len(floats))])
				}
				if l < 4 { // narrowed to zeros and infinities, stepped to the smallest subnormal and the largest finite value
					b[l] = math.Float64bits([4]float64{1e-300, -1e-300, 1e300, -1e300}[l])
				}
				h.set64(0, l, b[l])
			}
			h.exec(t, m)
			for l := range b {
				want := uint32(b[l] >> (32 * f.dreg))
				if m>>l&1 != 0 {
					v := b[l]
					if f.neg {
						v ^= 1 << 63
					}
					want = uint32(fpu.Convert(fpu.F32, fpu.F64, v, f.mode, false))
				}
				if got := h.w.r[f.dreg][l]; got != want {
					t.Fatalf("%s round %d lane %d (mask %#x): source %#x: got %#x, want %#x", f.src, round, l, m, b[l], got, want)
				}
			}
		}
	}
}

// TestF2I64InPlace runs execF2I64 with the destination pair the source
// pair, or holding the binary32 source in either word, under full and
// random masks, with fpu.ToInt as the reference (lanes outside the mask
// keep their words).
func TestF2I64InPlace(t *testing.T) {
	floats := float64Edges()
	r := rand.New(rand.NewPCG(5, 3))
	for _, f := range []struct {
		src  string
		mode fpu.Mode
		it   fpu.IntType
		wide bool
		srcW int // the binary32 source's word of the pair R[0:1]
	}{{"F2I.S64.F64.RM R[0:1], -R[0:1]", fpu.RM, fpu.IntType{Bits: 64, Signed: true}, true, 0},
		{"F2I.U64.F64.RP R[0:1], R[0:1]", fpu.RP, fpu.IntType{Bits: 64}, true, 0},
		{"F2I.S64.F32.RZ R[0:1], -R1", fpu.RZ, fpu.IntType{Bits: 64, Signed: true}, false, 1},
		{"F2I.U64.F32 R[0:1], R0", fpu.RN, fpu.IntType{Bits: 64}, false, 0}} {
		h := newLaneHarness(t, f.src)
		gen := fpOperands{r, f.wide}
		for round := 0; round < 200; round++ {
			m := ^uint32(0)
			if round%2 == 1 {
				m = r.Uint32()
			}
			var b [32]uint64
			for l := range b {
				b[l] = gen.next()
				if r.IntN(3) == 0 {
					b[l] = gen.intish()
				}
				if f.wide && r.IntN(4) == 0 {
					b[l] = math.Float64bits(floats[r.IntN(len(floats))])
				}
				if !f.wide {
					b[l] = uint64(r.Uint32())<<32 | b[l]&0xffffffff // the pair's other word random
					if f.srcW == 1 {
						b[l] = b[l]<<32 | b[l]>>32
					}
				}
				h.set64(0, l, b[l])
			}
			h.exec(t, m)
			for l := range b {
				want := b[l]
				if m>>l&1 != 0 {
					v := b[l]
					neg := strings.Contains(f.src, ", -")
					switch {
					case f.wide && neg:
						v ^= 1 << 63
					case !f.wide:
						v = v >> (32 * f.srcW) & 0xffffffff
						if neg {
							v ^= 1 << 31
						}
					}
					fm := fpu.F64
					if !f.wide {
						fm = fpu.F32
					}
					want = fm.ToInt(v, f.it, f.mode, false)
				}
				if got := h.get64(0, l); got != want {
					t.Fatalf("%s round %d lane %d (mask %#x): source %#x: got %#x, want %#x", f.src, round, l, m, b[l], got, want)
				}
			}
		}
	}
}
