package emu

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"gpucc/emu/fpu"
	"gpucc/launch"
)

// laneHarness is one instruction loaded for direct execution on warp 0 of
// a launch state, so that tests can fill registers lane by lane, call the
// instruction's exec function and compare every lane with a reference.
type laneHarness struct {
	x  *run
	w  *warp
	in *inst
}

// newLaneHarness loads src (one instruction; no constant-bank operands)
// into a kernel with nGPR registers and 7 predicates.
func newLaneHarness(t testing.TB, src string) *laneHarness {
	t.Helper()
	insts := assemble(t, src+" ; MOV R15, RZ ; P2R R14, PR, RZ, 0x7f ; EXIT ;")
	p, err := LoadInsts("harness", insts, 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	x := &run{prog: p, nWarps: 1, block: launch.Dim3{X: 32, Y: 1, Z: 1}} // newCTA numbers the threads by the block
	x.resolveConsts()
	x.cta = x.newCTA()
	w := x.cta.warps[0]
	w.p[7] = ^uint32(0) // PT
	return &laneHarness{x: x, w: w, in: &p.insts[0]}
}

func (h *laneHarness) exec(t testing.TB, m uint32) {
	t.Helper()
	if err := h.in.fn(h.x, h.w, h.in, m); err != nil {
		t.Fatal(err)
	}
}

func (h *laneHarness) get64(reg, lane int) uint64 {
	return uint64(h.w.r[reg+1][lane])<<32 | uint64(h.w.r[reg][lane])
}

func (h *laneHarness) set64(reg, lane int, v uint64) {
	h.w.r[reg][lane], h.w.r[reg+1][lane] = uint32(v), uint32(v>>32)
}

// fpOperands draws binary32 or binary64 operand patterns that reach the
// edges: the special values, random bits, exponents near the subnormal
// and overflow boundaries, few significant bits (exact sums, ties), and
// ordinary exponents.
type fpOperands struct {
	r    *rand.Rand
	wide bool
}

var specials32 = []uint64{0, 0x80000000, 1, 0x80000001, 0x007fffff, 0x00800000, 0x80800000, 0x3f800000, 0xbf800000,
	0x3f800001, 0x7f7fffff, 0xff7fffff, 0x7f800000, 0xff800000, 0x7fc00000, 0xffc00001, 0x7f800001, 0x33800000, 0x3f000000}

var specials64 = []uint64{0, 1 << 63, 1, 1<<63 | 1, 0x000fffffffffffff, 0x0010000000000000, 0x3ff0000000000000,
	0xbff0000000000000, 0x3ff0000000000001, 0x7fefffffffffffff, 0xffefffffffffffff, 0x7ff0000000000000,
	0xfff0000000000000, 0x7ff8000000000000, 0xfff8000000000001, 0x7ff0000000000001}

func (g fpOperands) next() uint64 {
	r := g.r
	if g.wide {
		switch r.IntN(6) {
		case 0:
			return specials64[r.IntN(len(specials64))]
		case 1:
			return r.Uint64()
		case 2:
			return r.Uint64()&0x800fffffffffffff | uint64(r.IntN(60))<<52
		case 3:
			return r.Uint64()&0x800fffffffffffff | uint64(2000+r.IntN(47))<<52
		}
		return r.Uint64()&0x800fffffffffffff | uint64(1000+r.IntN(48))<<52
	}
	switch r.IntN(7) {
	case 0:
		return specials32[r.IntN(len(specials32))]
	case 1:
		return uint64(r.Uint32())
	case 2:
		return uint64(r.Uint32()&0x807fffff | uint32(r.IntN(8))<<23)
	case 3:
		return uint64(r.Uint32()&0x807fffff | uint32(250+r.IntN(5))<<23)
	case 4:
		return uint64(r.Uint32()&0x80000000 | uint32(120+r.IntN(16))<<23 | r.Uint32()&0x7f0000)
	}
	return uint64(r.Uint32()&0x807fffff | uint32(110+r.IntN(40))<<23)
}

// modify applies an operand's |x| and -x to a pattern's sign bit.
func modify(v uint64, abs, neg, wide bool) uint64 {
	sign := uint64(1) << 31
	if wide {
		sign = 1 << 63
	}
	if abs {
		v &^= sign
	}
	if neg {
		v ^= sign
	}
	return v
}

// fastArithVariant is an instruction form of TestFPFastArith.
type fastArithVariant struct {
	src           string
	op            uint8
	wide, sat     bool
	absA, negA    bool
	absB, negB    bool
	negC          bool
	dstIsA, dstIs bool // dstIsA: the destination is R0 (a); dstIs: it is a source at all
}

// TestFPFastArith runs FADD, FMUL, FFMA, DADD, DMUL and DFMA in RN
// without .FTZ (the fast paths of fpfast.go) with and without .SAT and
// operand modifiers, on full and partial warps, with the destination also
// a source, and compares every lane with package fpu applied lane by lane
// to the modified operands; lanes outside the mask must keep their value.
// Besides random and boundary operands each round plants the cases the
// fast paths must hand to fpu: an FFMA whose binary64 result is a binary32
// halfway point in the normal range (TestArithRNDeclinesDoubleRoundingTie)
// and one in the subnormal range.
func TestFPFastArith(t *testing.T) {
	variants := []fastArithVariant{
		{src: "FADD R6, R0, R2", op: fpAdd},
		{src: "FADD R6, -|R0|, R2", op: fpAdd, absA: true, negA: true},
		{src: "FADD.SAT R6, R0, -R2", op: fpAdd, sat: true, negB: true},
		{src: "FMUL R6, R0, R2", op: fpMul},
		{src: "FMUL R0, |R0|, -R2", op: fpMul, absA: true, negB: true, dstIsA: true, dstIs: true},
		{src: "FMUL.SAT R6, R0, R2", op: fpMul, sat: true},
		{src: "FFMA R6, R0, R2, R4", op: fpFMA},
		{src: "FFMA R0, R0, -R2, -R4", op: fpFMA, negB: true, negC: true, dstIsA: true, dstIs: true},
		{src: "FFMA.SAT R6, -|R0|, |R2|, R4", op: fpFMA, sat: true, absA: true, negA: true, absB: true},
		{src: "DADD R[6:7], R[0:1], R[2:3]", op: fpAdd, wide: true},
		{src: "DADD R[6:7], -R[0:1], |R[2:3]|", op: fpAdd, wide: true, negA: true, absB: true},
		{src: "DMUL R[6:7], R[0:1], -R[2:3]", op: fpMul, wide: true, negB: true},
		{src: "DMUL R[0:1], R[0:1], R[2:3]", op: fpMul, wide: true, dstIsA: true, dstIs: true},
		{src: "DFMA R[6:7], R[0:1], R[2:3], R[4:5]", op: fpFMA, wide: true},
		{src: "DFMA R[0:1], |R[0:1]|, R[2:3], -R[4:5]", op: fpFMA, wide: true, absA: true, negC: true, dstIsA: true, dstIs: true},
	}
	// Planted cases (binary32): a*b + c whose binary64 rounding is a
	// halfway point that binary32 would round the wrong way.
	half := func(v float64) uint64 { return uint64(math.Float32bits(float32(v))) }
	planted := [][3]uint64{
		{half(1 + 1.0/4096), half(1 + 1.0/4096), half(math.Ldexp(1, -60))},
		// 2^-150*(1-2^-46) + (2^-127 + 2^-149): binary64 rounds to the
		// subnormal halfway point 2^-127 + 2^-149 + 2^-150 (ties to the
		// even 0x00400002); the exact sum lies just below it: 0x00400001.
		{half(math.Ldexp(1+math.Ldexp(1, -23), -75)), half(math.Ldexp(1-math.Ldexp(1, -23), -75)), 0x00400001},
		// Exact zeros (the host's, not fpu's, since arith32Lane keeps
		// them): cancellation gives +0, zeros of one sign keep it.
		{half(3), half(5), half(-15)},
		{half(-3), half(5), half(15)},
		{0x80000000, half(5), 0x80000000},
		{0x00000000, half(5), 0x80000000},
		{0x80000000, half(-5), 0x80000000},
		{0x80000000, half(-5), 0x00000000},
		{half(math.Ldexp(1, -100)), half(math.Ldexp(-1, -40)), half(math.Ldexp(1, -140))},
		{half(math.Ldexp(1, -126)), half(math.Ldexp(1, -126)), 0x80000000}, // 2^-252 - 0: rounds to +0 (fpu)
	}
	if got := fpu.F32.FMA(planted[1][0], planted[1][1], planted[1][2], fpu.RN, false); got != 0x00400001 {
		t.Fatalf("planted subnormal case: fpu gives %#x, want 0x00400001", got)
	}
	r := rand.New(rand.NewPCG(7, 11))
	avx2, fma := useAVX2, useFMA
	defer func() { useAVX2, useFMA = avx2, fma }()
	paths := []bool{false}
	if avx2 {
		paths = append(paths, true) // arith32Warp's and darith64's assembly, besides arith32WarpGo and darith64Go
	}
	t.Logf("AVX2 path tested: %v, with FMA3: %v", avx2, fma)
	for _, path := range paths {
		useAVX2, useFMA = path, path && fma
		testFPFastArith(t, path, r, variants, planted)
	}
}

func testFPFastArith(t *testing.T, avx2 bool, r *rand.Rand, variants []fastArithVariant, planted [][3]uint64) {
	for _, v := range variants {
		t.Run(fmt.Sprintf("avx2=%v/%s", avx2, v.src), func(t *testing.T) {
			h := newLaneHarness(t, v.src)
			gen := fpOperands{r, v.wide}
			f := fpu.F32
			if v.wide {
				f = fpu.F64
			}
			for round := 0; round < 3000; round++ {
				m := ^uint32(0)
				if round%3 == 1 {
					m = r.Uint32()
				}
				var a, b, c, old [32]uint64
				for l := 0; l < 32; l++ {
					a[l], b[l], c[l], old[l] = gen.next(), gen.next(), gen.next(), gen.next()
					if !v.wide && v.op == fpFMA && !v.absA && !v.absB && l < len(planted) && round%2 == 0 {
						a[l], b[l], c[l] = planted[l][0], planted[l][1], planted[l][2]
						if v.negB { // keep the planted product's sign
							b[l] ^= 1 << 31
						}
						if v.negC {
							c[l] ^= 1 << 31
						}
					}
					if v.wide {
						h.set64(0, l, a[l])
						h.set64(2, l, b[l])
						h.set64(4, l, c[l])
						if !v.dstIs {
							h.set64(6, l, old[l])
						}
					} else {
						h.w.r[0][l], h.w.r[2][l], h.w.r[4][l] = uint32(a[l]), uint32(b[l]), uint32(c[l])
						if !v.dstIs {
							h.w.r[6][l] = uint32(old[l])
						}
					}
				}
				if v.dstIs {
					old = a
				}
				h.exec(t, m)
				for l := 0; l < 32; l++ {
					want := old[l]
					if m>>l&1 != 0 {
						x, y, z := modify(a[l], v.absA, v.negA, v.wide), modify(b[l], v.absB, v.negB, v.wide), modify(c[l], false, v.negC, v.wide)
						switch v.op {
						case fpAdd:
							want = f.Add(x, y, fpu.RN, false)
						case fpMul:
							want = f.Mul(x, y, fpu.RN, false)
						default:
							want = f.FMA(x, y, z, fpu.RN, false)
						}
						if v.sat {
							want = f.Saturate(want)
						}
					}
					dst := 6
					if v.dstIsA {
						dst = 0
					}
					var got uint64
					if v.wide {
						got = h.get64(dst, l)
					} else {
						got = uint64(h.w.r[dst][l])
					}
					if got != want {
						t.Fatalf("round %d lane %d (mask %#x): operands %#x %#x %#x: got %#x, want %#x",
							round, l, m, a[l], b[l], c[l], got, want)
					}
				}
			}
		})
	}
}

// TestFPFastMUFU runs every MUFU function, with and without .FTZ and
// operand modifiers, on full and partial warps of boundary and random
// binary32 inputs and compares each lane with fpu.Mufu of the modified
// input; lanes outside the mask keep their value.
func TestFPFastMUFU(t *testing.T) {
	avx2 := useAVX2
	defer func() { useAVX2 = avx2 }()
	useAVX2 = false // rcpSqrt32Go here; rcpSqrt32AVX2 in TestFPFastMUFU/avx2
	testFPFastMUFU(t)
	if avx2 {
		useAVX2 = true
		t.Run("avx2", testFPFastMUFU)
	}
}

func testFPFastMUFU(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 5))
	gen := fpOperands{r, false}
	funcs := []struct {
		name string
		fn   fpu.Func
	}{{"RCP", fpu.RCP}, {"RSQ", fpu.RSQ}, {"SQRT", fpu.SQRT}, {"EX2", fpu.EX2}, {"LG2", fpu.LG2}, {"SIN", fpu.SIN},
		{"COS", fpu.COS}, {"RCP64H", fpu.RCP64H}, {"RSQ64H", fpu.RSQ64H}}
	for _, f := range funcs {
		for _, ftz := range []bool{false, true} {
			for _, mod := range []string{"", "-|", "|", "-", "="} { // "=": in place, Rd = Rb
				if ftz && (f.fn == fpu.RCP64H || f.fn == fpu.RSQ64H) {
					continue // no .FTZ on the 64H forms
				}
				op := "MUFU." + f.name
				if ftz {
					op += ".FTZ"
				}
				src := op + " R3, R1"
				switch mod {
				case "-|":
					src = op + " R3, -|R1|"
				case "|":
					src = op + " R3, |R1|"
				case "-":
					src = op + " R3, -R1"
				case "=":
					src = op + " R1, R1"
				}
				dreg := 3
				if mod == "=" {
					dreg = 1
				}
				t.Run(src, func(t *testing.T) {
					h := newLaneHarness(t, src)
					for round := 0; round < 400; round++ {
						m := ^uint32(0)
						if round%2 == 1 {
							m = r.Uint32()
						}
						var in, old [32]uint32
						for l := range in {
							in[l], old[l] = uint32(gen.next()), r.Uint32()
							h.w.r[1][l], h.w.r[3][l] = in[l], old[l]
							if dreg == 1 {
								old[l] = in[l]
							}
						}
						h.exec(t, m)
						for l := range in {
							want := old[l]
							if m>>l&1 != 0 {
								want = fpu.Mufu(f.fn, uint32(modify(uint64(in[l]), mod == "-|" || mod == "|", mod == "-|" || mod == "-", false)), ftz)
							}
							if got := h.w.r[dreg][l]; got != want {
								t.Fatalf("round %d lane %d (mask %#x): input %#x: got %#x, want %#x", round, l, m, in[l], got, want)
							}
						}
					}
				})
			}
		}
	}
}

// TestFPFastFCHK compares FCHK with fpu.FCHK for every pair of biased
// exponents (random fractions and signs), so every range bound is hit
// from both sides.
func TestFPFastFCHK(t *testing.T) {
	avx2 := useAVX2
	defer func() { useAVX2 = avx2 }()
	for _, path := range []bool{false, avx2} {
		useAVX2 = path // fchkGo, then fchkAVX2 where the CPU has AVX2
		testFPFastFCHK(t)
	}
}

func testFPFastFCHK(t *testing.T) {
	h := newLaneHarness(t, "FCHK P0, R1, R2")
	r := rand.New(rand.NewPCG(1, 2))
	for ea := uint32(0); ea < 256; ea++ {
		for eb0 := uint32(0); eb0 < 256; eb0 += 32 {
			m := ^uint32(0)
			if ea%3 == 0 {
				m = r.Uint32()
			}
			old := r.Uint32()
			h.w.p[0] = old
			var a, b [32]uint32
			for l := range a {
				a[l] = r.Uint32()&0x807fffff | ea<<23
				b[l] = r.Uint32()&0x807fffff | (eb0+uint32(l))<<23
				if r.IntN(8) == 0 { // zero fractions: zeros and infinities
					a[l] &^= 0x7fffff
				}
				h.w.r[1][l], h.w.r[2][l] = a[l], b[l]
			}
			h.exec(t, m)
			for l := range a {
				want := old>>l&1 != 0
				if m>>l&1 != 0 {
					want = fpu.FCHK(a[l], b[l])
				}
				if got := h.w.p[0]>>l&1 != 0; got != want {
					t.Fatalf("FCHK(%#x, %#x) lane %d (mask %#x): got %v, want %v", a[l], b[l], l, m, got, want)
				}
			}
		}
	}
}

// TestFPFastFSETP runs FSETP and DSETP with every comparison, boolean
// operation, .FTZ and operand modifiers on boundary and random operands
// (equal pairs and signed zeros planted) and compares both predicates with
// fpu.Compare combined as the spec says; lanes outside the mask keep their
// predicate bits.
func TestFPFastFSETP(t *testing.T) {
	avx2 := useAVX2
	defer func() { useAVX2 = avx2 }()
	useAVX2 = false // fcmp32Go here; fcmp32AVX2 in TestFPFastFSETP/avx2
	testFPFastFSETP(t)
	if avx2 {
		useAVX2 = true
		t.Run("avx2", testFPFastFSETP)
	}
}

func testFPFastFSETP(t *testing.T) {
	cmps := []string{"EQ", "NE", "LT", "LE", "GT", "GE", "EQU", "NEU", "LTU", "LEU", "GTU", "GEU", "NUM", "NAN"}
	r := rand.New(rand.NewPCG(9, 9))
	for ci, cmp := range cmps {
		for _, form := range []struct {
			op         string
			wide, ftz  bool
			absA, negB bool
			bool       int
		}{
			{"FSETP.%s.AND P0, P1, R0, R2, P2", false, false, false, false, 0},
			{"FSETP.%s.OR.FTZ P0, P1, |R0|, -R2, !P2", false, true, true, true, 1},
			{"FSETP.%s.XOR P0, P1, R0, -R2, P2", false, false, false, true, 2},
			{"DSETP.%s.AND P0, P1, R[0:1], R[2:3], P2", true, false, false, false, 0},
			{"DSETP.%s.XOR P0, P1, |R[0:1]|, -R[2:3], !P2", true, false, true, true, 2},
		} {
			src := fmt.Sprintf(form.op, cmp)
			t.Run(src, func(t *testing.T) {
				h := newLaneHarness(t, src)
				gen := fpOperands{r, form.wide}
				f := fpu.F32
				if form.wide {
					f = fpu.F64
				}
				for round := 0; round < 300; round++ {
					m := ^uint32(0)
					if round%2 == 1 {
						m = r.Uint32()
					}
					var a, b [32]uint64
					for l := range a {
						a[l], b[l] = gen.next(), gen.next()
						switch r.IntN(4) {
						case 0:
							b[l] = a[l] // equal (or both NaN)
						case 1:
							b[l] = a[l] ^ 1<<(f.Bits()-1) // the other sign: signed zeros
						}
						if form.wide {
							h.set64(0, l, a[l])
							h.set64(2, l, b[l])
						} else {
							h.w.r[0][l], h.w.r[2][l] = uint32(a[l]), uint32(b[l])
						}
					}
					p0, p1, p2 := r.Uint32(), r.Uint32(), r.Uint32()
					h.w.p[0], h.w.p[1], h.w.p[2] = p0, p1, p2
					h.exec(t, m)
					pp := p2
					if form.op[len(form.op)-3] == '!' {
						pp = ^p2
					}
					for l := range a {
						wantU, wantV := p0>>l&1 != 0, p1>>l&1 != 0
						if m>>l&1 != 0 {
							tr := f.Compare(modify(a[l], form.absA, false, form.wide), modify(b[l], false, form.negB, form.wide),
								fpu.Cmp(ci), form.ftz)
							q := pp>>l&1 != 0
							switch form.bool {
							case 0:
								wantU, wantV = tr && q, !tr && q
							case 1:
								wantU, wantV = tr || q, !tr || q
							default:
								wantU, wantV = tr != q, !tr != q
							}
						}
						gotU, gotV := h.w.p[0]>>l&1 != 0, h.w.p[1]>>l&1 != 0
						if gotU != wantU || gotV != wantV {
							t.Fatalf("round %d lane %d (mask %#x): %#x, %#x: got %v %v, want %v %v",
								round, l, m, a[l], b[l], gotU, gotV, wantU, wantV)
						}
					}
				}
			})
		}
	}
}

// BenchmarkFPInst times single FP instructions on a full warp of ordinary
// operands (ns per warp instruction), the exec function alone.
func BenchmarkFPInst(b *testing.B) {
	for _, src := range []string{"FFMA R6, R0, R2, R4", "FFMA R6, R0, -R2, R4", "FADD R6, R0, R2", "FMUL R6, R0, R2",
		"DFMA R[6:7], R[0:1], R[2:3], R[4:5]", "MUFU.RCP R6, R0", "MUFU.SQRT R6, R0", "MUFU.EX2 R6, R0", "MUFU.RSQ R6, R0",
		"FSETP.LT.AND P0, PT, R0, R2, PT", "FCHK P0, R0, R2", "F2F.F64.F32 R[6:7], R0", "F2F.F32.F64 R6, R[0:1]",
		"FMNMX R6, R0, R2, PT", "F2I.S32.F32.RZ R6, R0", "I2F.F32.S32 R6, R0", "FRND R6, R0"} {
		b.Run(src, func(b *testing.B) {
			h := newLaneHarness(b, src)
			r := rand.New(rand.NewPCG(1, 1))
			for l := 0; l < 32; l++ {
				for reg := 0; reg < 6; reg++ {
					h.w.r[reg][l] = math.Float32bits(float32(r.Float64()*4 + 0.5))
				}
			}
			for b.Loop() {
				if err := h.in.fn(h.x, h.w, h.in, ^uint32(0)); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// convForm is an instruction form of TestFPFastConvert.
type convForm struct {
	src  string
	want func(b, a uint64, pp bool) uint64 // from the raw register values
	wide bool                              // the source is a register pair (R[0:1])
	dst  bool                              // the result is a pair (R[6:7])
	ints bool                              // integer inputs
}

// intish draws values near integers and the integer types' limits
// (binary32 pattern, or binary64 when wide), for conversions.
func (g fpOperands) intish() uint64 {
	r := g.r
	var v float64
	switch r.IntN(4) {
	case 0:
		lims := []float64{127, 128, 255, 256, 32767, 32768, 65535, 65536, 1 << 31, 1<<31 - 1, 1 << 32, 1<<32 - 1}
		v = lims[r.IntN(len(lims))] + float64(r.IntN(5)-2)*0.5
	case 1:
		v = float64(r.IntN(1<<20)-1<<19) / 4
	case 2:
		v = float64(r.Int64N(1<<34)-1<<33) / float64(int64(1)<<r.IntN(3))
	default:
		return g.next()
	}
	if r.IntN(2) == 0 {
		v = -v
	}
	if g.wide {
		return math.Float64bits(v)
	}
	return uint64(math.Float32bits(float32(v)))
}

// TestFPFastConvert runs FRND, F2I, I2F, F2F and FMNMX in the forms with
// fast paths (every rounding mode, .FTZ, operand modifiers, integer
// types of 8 to 32 bits) on full and partial warps of boundary and random
// operands and compares every lane with package fpu (RoundInt, ToInt,
// FromInt, Convert, Min/Max); lanes outside the mask keep their value.
func TestFPFastConvert(t *testing.T) {
	type form = convForm
	modes := []struct {
		name string
		mode fpu.Mode
	}{{"", fpu.RN}, {".RZ", fpu.RZ}, {".RM", fpu.RM}, {".RP", fpu.RP}}
	types := []string{"S8", "U8", "S16", "U16", "S32", "U32"}
	var forms []form
	for _, md := range modes {
		mode := md.mode
		for _, ftz := range []bool{false, true} {
			fz := ""
			if ftz {
				fz = ".FTZ"
			}
			forms = append(forms,
				form{src: "FRND" + md.name + fz + " R6, -R0", want: func(b, _ uint64, _ bool) uint64 {
					return fpu.F32.RoundInt(b^1<<31, mode, ftz)
				}},
				form{src: "FRND.F64" + md.name + " R[6:7], |R[0:1]|", wide: true, dst: true, want: func(b, _ uint64, _ bool) uint64 {
					return fpu.F64.RoundInt(b&^(1<<63), mode, false)
				}},
				form{src: "F2F.F64.F32" + md.name + fz + " R[6:7], R0", dst: true, want: func(b, _ uint64, _ bool) uint64 {
					return fpu.Convert(fpu.F64, fpu.F32, b, mode, ftz)
				}})
			for ti, ty := range types {
				it := cvtType(uint32(ti))
				forms = append(forms,
					form{src: "F2I." + ty + ".F32" + md.name + fz + " R6, R0", want: func(b, _ uint64, _ bool) uint64 {
						return uint64(uint32(fpu.F32.ToInt(b, it, mode, ftz)))
					}},
					form{src: "F2I." + ty + ".F64" + md.name + " R6, -R[0:1]", wide: true, want: func(b, _ uint64, _ bool) uint64 {
						return uint64(uint32(fpu.F64.ToInt(b^1<<63, it, mode, false)))
					}})
				if !ftz {
					forms = append(forms, form{src: "I2F.F64." + ty + md.name + " R[6:7], R0", dst: true, ints: true,
						want: func(b, _ uint64, _ bool) uint64 { return fpu.F64.FromInt(b, it, mode) }})
					if mode == fpu.RN {
						forms = append(forms, form{src: "I2F.F32." + ty + " R6, R0", ints: true,
							want: func(b, _ uint64, _ bool) uint64 { return fpu.F32.FromInt(b, it, fpu.RN) }})
					}
				}
			}
		}
	}
	forms = append(forms,
		form{src: "F2F.F32.F64 R6, -R[0:1]", wide: true, want: func(b, _ uint64, _ bool) uint64 {
			return fpu.Convert(fpu.F32, fpu.F64, b^1<<63, fpu.RN, false)
		}},
		form{src: "FMNMX R6, R2, -|R0|, P0", want: func(b, a uint64, pp bool) uint64 {
			if pp {
				return fpu.F32.Min(a, b|1<<31, false)
			}
			return fpu.F32.Max(a, b|1<<31, false)
		}},
		form{src: "FMNMX.FTZ R6, R2, R0, !P0", want: func(b, a uint64, pp bool) uint64 {
			if !pp {
				return fpu.F32.Min(a, b, true)
			}
			return fpu.F32.Max(a, b, true)
		}},
		form{src: "FMNMX R6, R2, R0, P0", want: func(b, a uint64, pp bool) uint64 {
			if pp {
				return fpu.F32.Min(a, b, false)
			}
			return fpu.F32.Max(a, b, false)
		}},
		form{src: "F2F.F32.F64 R6, |R[0:1]|", wide: true, want: func(b, _ uint64, _ bool) uint64 {
			return fpu.Convert(fpu.F32, fpu.F64, b&^(1<<63), fpu.RN, false)
		}},
		form{src: "F2F.F64.F32.FTZ R[6:7], -R0", dst: true, want: func(b, _ uint64, _ bool) uint64 {
			return fpu.Convert(fpu.F64, fpu.F32, b^1<<31, fpu.RN, true)
		}})
	r := rand.New(rand.NewPCG(4, 4))
	avx2 := useAVX2
	defer func() { useAVX2 = avx2 }()
	for _, path := range []bool{false, avx2} {
		useAVX2 = path // the Go kernels, then fpconv_amd64.s's where the CPU has AVX2
		testFPFastConvertForms(t, r, path, forms)
	}
}

func testFPFastConvertForms(t *testing.T, r *rand.Rand, path bool, forms []convForm) {
	for _, f := range forms {
		t.Run(fmt.Sprintf("avx2=%v/%s", path, f.src), func(t *testing.T) {
			h := newLaneHarness(t, f.src)
			gen := fpOperands{r, f.wide}
			for round := 0; round < 200; round++ {
				m := ^uint32(0)
				if round%2 == 1 {
					m = r.Uint32()
				}
				var b, a, old [32]uint64
				for l := range b {
					switch {
					case f.ints:
						b[l] = uint64(r.Uint32())
						if r.IntN(2) == 0 {
							b[l] = uint64(uint32(r.IntN(600) - 300))
						}
					case r.IntN(2) == 0:
						b[l] = gen.intish()
					default:
						b[l] = gen.next()
					}
					a[l], old[l] = fpOperands{r, false}.next(), r.Uint64()
					if r.IntN(4) == 0 {
						a[l] = b[l] // equal operands and, negated, signed zeros for FMNMX
					}
					if f.wide {
						h.set64(0, l, b[l])
					} else {
						h.w.r[0][l] = uint32(b[l])
					}
					h.w.r[2][l] = uint32(a[l])
					if f.dst {
						h.set64(6, l, old[l])
					} else {
						h.w.r[6][l] = uint32(old[l])
					}
				}
				p0 := r.Uint32()
				h.w.p[0] = p0
				h.exec(t, m)
				for l := range b {
					var got, want uint64
					if f.dst {
						got, want = h.get64(6, l), old[l]
					} else {
						got, want = uint64(h.w.r[6][l]), uint64(uint32(old[l]))
					}
					if m>>l&1 != 0 {
						want = f.want(b[l], uint64(uint32(a[l])), p0>>l&1 != 0)
					}
					if got != want {
						t.Fatalf("round %d lane %d (mask %#x): source %#x (a %#x): got %#x, want %#x", round, l, m, b[l], a[l], got, want)
					}
				}
			}
		})
	}
}

// TestFPFastRSQExhaustive runs MUFU.RSQ on every binary32 value in [1, 4)
// and compares it with fpu.Mufu: 1/sqrt(4x) = 1/sqrt(x)/2, so these are
// all the significands RSQ of a positive finite value can produce (a
// subnormal input is a value of this range scaled by a power of four).
func TestFPFastRSQExhaustive(t *testing.T) {
	if testing.Short() {
		t.Skip("12.6M values")
	}
	h := newLaneHarness(t, "MUFU.RSQ R3, R1")
	for x := uint32(0x3f800000); x < 0x40800000; x += 32 {
		for l := uint32(0); l < 32; l++ {
			h.w.r[1][l] = x + l
		}
		h.exec(t, ^uint32(0))
		for l := uint32(0); l < 32; l++ {
			if got, want := h.w.r[3][l], fpu.Mufu(fpu.RSQ, x+l, false); got != want {
				t.Fatalf("MUFU.RSQ(%#x) = %#x, want %#x", x+l, got, want)
			}
		}
	}
}
