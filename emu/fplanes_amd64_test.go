//go:build amd64 && !purego

package emu

import (
	"math"
	"math/rand/v2"
	"os"
	"testing"

	"gpucc/emu/fpu"
)

// TestDArith64AVX2MatchesGo compares darith64WarpAVX2 with darith64WarpGo
// on boundary and random binary64 operands (c = ±0 or cancelling a*b at
// times: exact zeros, subnormal results) with every sign mask, on full,
// empty and random lane masks, with the destination a separate pair or a
// source's: every lane of every row must be the same.
func TestDArith64AVX2MatchesGo(t *testing.T) {
	if !useFMA {
		t.Skip("no AVX2 and FMA3")
	}
	r := rand.New(rand.NewPCG(5, 6))
	gen := fpOperands{r, true}
	for round := 0; round < 3000; round++ {
		var in [8][32]uint32
		for l := 0; l < 32; l++ {
			for k := 0; k < 3; k++ {
				v := gen.next()
				switch {
				case k == 2 && r.IntN(3) == 0: // c = ±0: the product's own zeros and subnormals show
					v = uint64(r.IntN(2)) << 63
				case k == 2 && r.IntN(3) == 0: // c cancels a*b, or nearly
					a := math.Float64frombits(uint64(in[1][l])<<32 | uint64(in[0][l]))
					b := math.Float64frombits(uint64(in[3][l])<<32 | uint64(in[2][l]))
					v = math.Float64bits(-a*b) ^ uint64(r.IntN(3))
				}
				in[2*k][l], in[2*k+1][l] = uint32(v), uint32(v>>32)
			}
			in[6][l], in[7][l] = r.Uint32(), r.Uint32()
		}
		var signs [6]uint32
		for k := range signs {
			if r.IntN(2) == 0 {
				signs[k] = 1 << 31
			}
		}
		m := r.Uint32()
		switch round % 5 {
		case 0:
			m = ^uint32(0)
		case 1:
			m = 0
		}
		op := uint8(round % 3)
		dst := 2 * r.IntN(4) // 6: a separate pair, else a source's
		inA, inG := in, in
		rowsA := [8]*[32]uint32{&inA[0], &inA[1], &inA[2], &inA[3], &inA[4], &inA[5], &inA[dst], &inA[dst+1]}
		rowsG := [8]*[32]uint32{&inG[0], &inG[1], &inG[2], &inG[3], &inG[4], &inG[5], &inG[dst], &inG[dst+1]}
		darith64WarpAVX2(op, &rowsA, &signs, m)
		darith64WarpGo(op, &rowsG, &signs, m)
		if inA != inG {
			t.Fatalf("round %d op %d mask %#x dst %d: results differ", round, op, m, dst)
		}
	}
}

// TestArith32WarpAVX2MatchesGo compares arith32WarpAVX2 (the host's
// binary32 operations) with arith32WarpGo (FFMA through binary64 and fpu)
// on boundary and random binary32 operands (fpOperands, plus sums with 25
// significant bits, products that c cancels: results of any size, ties,
// exact zeros, and results near 2^-126), with and without sign masks, on
// full, empty and random lane masks, with the destination a separate row
// or a source: every lane of the destination (and of the sources) must be
// the same.
func TestArith32WarpAVX2MatchesGo(t *testing.T) {
	if !useFMA {
		t.Skip("no AVX2 and FMA3")
	}
	r := rand.New(rand.NewPCG(9, 10))
	gen := fpOperands{r, false}
	for round := 0; round < 6000; round++ {
		var in [3][32]uint32
		for l := 0; l < 32; l++ {
			for k := range in {
				in[k][l] = uint32(gen.next())
			}
			switch r.IntN(6) {
			case 0: // b = a with its last bit flipped: sums with 25 significant bits, some exact halfway points
				in[1][l] = in[0][l] ^ 1
			case 1: // c cancels a*b: results of any size, near 2^-126 and zero
				p := float64(math.Float32frombits(in[0][l])) * float64(math.Float32frombits(in[1][l]))
				in[2][l] = math.Float32bits(-float32(p)) ^ uint32(r.IntN(4))
			case 2: // a just below, at or above 2^-126 with b = ±0 and c tiny
				in[0][l] = 0x00800000 + uint32(r.IntN(3)) - 1 | uint32(r.IntN(2))<<31
				in[1][l], in[2][l] = 0x3f800000, uint32(r.IntN(2))
			}
		}
		var signs *[6]uint32
		if round%2 == 1 {
			signs = new([6]uint32)
			for k := range signs {
				if r.IntN(2) == 0 {
					signs[k] = 1 << 31
				}
			}
		}
		m := r.Uint32()
		switch round % 5 {
		case 0:
			m = ^uint32(0)
		case 1:
			m = 0
		}
		op := uint8(round % 3)
		dst := r.IntN(4) // 3: a separate row, else source dst
		inA, inG := in, in
		var dA, dG [32]uint32
		for l := range dA {
			dA[l] = r.Uint32()
		}
		dG = dA
		rowsA := [3]*[32]uint32{&inA[0], &inA[1], &inA[2]}
		rowsG := [3]*[32]uint32{&inG[0], &inG[1], &inG[2]}
		pa, pg := &dA, &dG
		if dst < 3 {
			pa, pg = rowsA[dst], rowsG[dst]
		}
		arith32WarpAVX2(op, &rowsA, signs, pa, m)
		arith32WarpGo(op, &rowsG, signs, pg, m)
		if inA != inG || dA != dG {
			for l := range dA {
				if dA[l] != dG[l] || inA[0][l] != inG[0][l] {
					t.Fatalf("round %d op %d mask %#x dst %d signs %v lane %d (%#x, %#x, %#x): d %#x, a %#x; Go %#x, %#x",
						round, op, m, dst, signs != nil, l, in[0][l], in[1][l], in[2][l], dA[l], inA[0][l], dG[l], inG[0][l])
				}
			}
			t.Fatalf("round %d op %d mask %#x dst %d: results differ", round, op, m, dst)
		}
	}
}

// TestFPConvAVX2MatchesGo compares fpconv_amd64.s's kernels with their Go
// twins on boundary and random operands (NaNs with payloads, infinities,
// signed zeros, subnormals, equal pairs), every sign mask, random pp and
// lane masks, and destinations that are sources: fmnmx32, widen32 (with
// and without the flush), narrow64, f2i32 and frnd32 (every mode and
// integer type, with and without the flush), i2f32 (every integer type,
// to either format), fchk and fcmp64.
func TestFPConvAVX2MatchesGo(t *testing.T) {
	if !useAVX2 {
		t.Skip("no AVX2")
	}
	r := rand.New(rand.NewPCG(12, 13))
	g32, g64 := fpOperands{r, false}, fpOperands{r, true}
	sign := func() uint32 { return uint32(r.IntN(2)) << 31 }
	for round := 0; round < 3000; round++ {
		var in [4][32]uint32
		for l := 0; l < 32; l++ {
			in[0][l], in[1][l] = uint32(g32.next()), uint32(g32.next())
			if r.IntN(4) == 0 {
				in[1][l] = in[0][l] ^ sign()
			}
			v := g64.next()
			in[2][l], in[3][l] = uint32(v), uint32(v>>32)
		}
		m, pp := r.Uint32(), r.Uint32()
		if round%4 == 0 {
			m = ^uint32(0)
		}
		dst := r.IntN(3) // 0, 1: a source row
		inA, inG := in, in
		var dA, dG [32]uint32
		for l := range dA {
			dA[l] = r.Uint32()
		}
		dG = dA
		pick := func(rows *[4][32]uint32, d *[32]uint32) *[32]uint32 {
			if dst < 2 {
				return &rows[dst]
			}
			return d
		}
		switch round % 6 {
		case 5: // i2f32: every integer type, to binary32 and binary64
			for l := range inA[0] {
				if r.IntN(2) == 0 {
					inA[0][l] = uint32(r.IntN(600) - 300)
				}
			}
			inG = inA
			ty := cvtType(uint32(r.IntN(6)))
			cvt := [4]uint32{sign(), sign(), uint32(32 - ty.Bits)}
			if !ty.Signed {
				cvt[3] = ^uint32(0)
			}
			f64 := r.IntN(2) == 0
			var hA, hG [32]uint32
			i2f32AVX2(&inA[0], &cvt, f64, pick(&inA, &dA), &hA, m)
			i2f32Go(&inG[0], &cvt, f64, pick(&inG, &dG), &hG, m)
			if hA != hG {
				t.Fatalf("round %d: i2f32's high words differ", round)
			}
		case 3, 4: // f2i32 and frnd32, on values near integers and the types' limits too
			for l := range inA[0] {
				if r.IntN(2) == 0 {
					inA[0][l] = uint32(g32.intish())
				}
			}
			inG = inA
			signs := [3]uint32{sign(), sign(), uint32(r.IntN(2)) * ^uint32(0)}
			mode := fpu.Mode(r.IntN(4))
			if round%6 == 3 {
				ty := cvtType(uint32(r.IntN(6)))
				lo, hi := f2iLimits(ty)
				lim := [4]uint64{math.Float64bits(lo), math.Float64bits(hi)}
				if !ty.Signed && ty.Bits == 32 {
					lim[2], lim[3] = math.Float64bits(1<<31), 1<<31
				}
				f2i32AVX2(&inA[0], &signs, uint8(mode), &lim, pick(&inA, &dA), m)
				f2i32Go(&inG[0], &signs, mode, ty, pick(&inG, &dG), m)
			} else {
				frnd32AVX2(&inA[0], &signs, uint8(mode), pick(&inA, &dA), m)
				frnd32Go(&inG[0], &signs, mode, pick(&inG, &dG), m)
			}
		case 0:
			signs := [4]uint32{sign(), sign(), sign(), sign()}
			fmnmx32AVX2(&inA[0], &inA[1], &signs, pp, pick(&inA, &dA), m)
			fmnmx32Go(&inG[0], &inG[1], &signs, false, pp, pick(&inG, &dG), m)
		case 1:
			signs := [3]uint32{sign(), sign(), uint32(r.IntN(2)) * ^uint32(0)}
			var hA, hG [32]uint32
			widen32AVX2(&inA[0], &signs, pick(&inA, &dA), &hA, m)
			widen32Go(&inG[0], &signs, pick(&inG, &dG), &hG, m)
			if hA != hG {
				t.Fatalf("round %d: widen32's high words differ", round)
			}
		default:
			signs := [2]uint32{sign(), sign()}
			narrow64AVX2(&inA[2], &inA[3], &signs, pick(&inA, &dA), m)
			narrow64Go(&inG[2], &inG[3], &signs, pick(&inG, &dG), m)
		}
		if inA != inG || dA != dG {
			t.Fatalf("round %d kernel %d mask %#x dst %d: results differ", round, round%6, m, dst)
		}
		if a, g := fchkAVX2(&in[0], &in[1]), fchkGo(&in[0], &in[1]); a != g {
			t.Fatalf("round %d: fchk %#x, Go %#x", round, a, g)
		}
		// fcmp64: b is a's pair (in[2], in[3]) or another's, with its
		// sign flipped at times.
		var bLo, bHi [32]uint32
		for l := range bLo {
			v := g64.next()
			bLo[l], bHi[l] = uint32(v), uint32(v>>32)
			if r.IntN(3) == 0 {
				bLo[l], bHi[l] = in[2][l], in[3][l]^sign()
			}
		}
		rows := [4]*[32]uint32{&in[2], &in[3], &bLo, &bHi}
		signs := [4]uint32{sign(), sign(), sign(), sign()}
		lta, eqa, una := fcmp64AVX2(&rows, &signs)
		ltg, eqg, ung := fcmp64Go(&rows, &signs)
		if lta != ltg || eqa != eqg || una != ung {
			t.Fatalf("round %d: fcmp64 %#x %#x %#x, Go %#x %#x %#x", round, lta, eqa, una, ltg, eqg, ung)
		}
	}
}

// TestMUFUEX2Fast runs MUFU.EX2 and MUFU.EX2.FTZ on full and partial
// warps of binary32 patterns (a stride through all 2^32, the ends of
// ex2AVX2's domain [-126, 128), zeros, subnormals, infinities, NaNs) and
// compares every lane with fpu.Mufu; the lanes ex2AVX2 keeps must also be
// most of the ordinary ones. With EMU_EXHAUSTIVE=1 it checks every
// pattern's kept lane against Go's math.Exp2 rounded to binary32 (fpu's
// definition), which proves the polynomial's roundings on this host
// (about a minute).
func TestMUFUEX2Fast(t *testing.T) {
	if !useFMA {
		t.Skip("no AVX2 and FMA3")
	}
	edges := []uint32{0, 0x80000000, 1, 0x80000001, 0x007fffff, 0x807fffff, 0x7f800000, 0xff800000, 0x7fc00000,
		0xffc00001, 0x7f800001, 0x3f800000, 0xbf800000, 0x33800000, 0xb3800000}
	// Inputs whose 2^x lies 65 to 4095 binary64 units from a binary32
	// halfway point (found with math.Exp2): a polynomial off by that much
	// rounds some of them the wrong way.
	edges = append(edges, 0x3a5d5dc9, 0xbad152d1, 0xbae21772, 0xbafaa032, 0xbb5cf597, 0x3b6a6978, 0x3b6d4769, 0xbb85a8c1,
		0xbbac848f, 0x3bdd4985, 0x3c3db805, 0xbc9198a3, 0x3caed46a, 0x3cc7ccf1, 0xbd2e2d21, 0x3d48a0f1, 0xbd5549ba, 0x3d98efa3,
		0xbdfeac84, 0x3dff2625, 0xbe460f8b, 0xbe568aaa, 0x3ead4d03, 0x3f12a7c1, 0x3f180ec3, 0x3f2fe265, 0x3ff85bbb, 0x401d1890,
		0x4027db97, 0x402b400b, 0x402d7806, 0x402ecd0a, 0x405e3ab6, 0xc080f3da, 0xc0831f54, 0x40a114c5, 0x40d2bd74, 0xc0d5856b,
		0xc145292e, 0xc1860356, 0x41a1fcaa, 0xc1b0c7d5, 0x41c4af5d, 0xc1dd4bd1, 0x41f67539, 0xc24f01ab, 0x425cfe55)
	for _, e := range []float32{-126, 128, -127, 127, -125, -150, 0.5, -0.5, 1.5, -1.5} {
		for d := int32(-40); d <= 40; d++ {
			edges = append(edges, uint32(int32(math.Float32bits(e))+d))
		}
	}
	var patterns []uint32
	for v := uint64(0); v < 1<<32; v += 4099 {
		patterns = append(patterns, uint32(v))
	}
	patterns = append(patterns, edges...)
	for _, ftz := range []bool{false, true} {
		src := "MUFU.EX2 R3, R1"
		if ftz {
			src = "MUFU.EX2.FTZ R3, R1"
		}
		h := newLaneHarness(t, src)
		kept, ordinary := 0, 0
		for i := 0; i < len(patterns); i += 32 {
			m := ^uint32(0)
			if i%(32*7) == 32 {
				m = 0x5a5a5a5a
			}
			var in [32]uint32
			for l := range in {
				in[l] = patterns[(i+l)%len(patterns)]
				h.w.r[3][l] = 0xdeadbeef
			}
			h.w.r[1] = in
			signs := [3]uint32{}
			if ftz {
				signs[2] = ^uint32(0)
			}
			var d [32]uint32
			slow := ex2AVX2(&in, &signs, &ex2Coef, &d, ^uint32(0))
			h.exec(t, m)
			for l, v := range in {
				want := uint32(0xdeadbeef)
				if m>>l&1 != 0 {
					want = fpu.Mufu(fpu.EX2, v, ftz)
				}
				if got := h.w.r[3][l]; got != want {
					t.Fatalf("%s(%#x) lane %d (mask %#x): got %#x, want %#x", src, v, l, m, got, want)
				}
				if x := math.Float32frombits(v); x > -120 && x < 120 {
					ordinary++
					if slow>>l&1 == 0 {
						kept++
					}
				}
			}
		}
		if kept < ordinary*99/100 {
			t.Errorf("%s: ex2AVX2 kept %d of %d ordinary lanes", src, kept, ordinary)
		}
	}
	if os.Getenv("EMU_EXHAUSTIVE") == "" {
		return
	}
	var in, d [32]uint32
	var signs [3]uint32
	for v := uint64(0); v < 1<<32; v += 32 {
		for l := range in {
			in[l] = uint32(v) + uint32(l)
		}
		slow := ex2AVX2(&in, &signs, &ex2Coef, &d, ^uint32(0))
		for l := range in {
			if slow>>l&1 == 0 {
				if want := canon32(math.Exp2(float64(math.Float32frombits(in[l])))); d[l] != want {
					t.Fatalf("EX2(%#x): ex2AVX2 %#x, math.Exp2 %#x", in[l], d[l], want)
				}
			}
		}
	}
}

// TestRcpSqrt32AVX2MatchesGo compares rcpSqrt32AVX2 (binary32 VDIVPS and
// VSQRTPS) with rcpSqrt32Go (binary64 then narrowed, fpu's definition) on
// a stride through all 2^32 patterns with every sign mask; with
// EMU_EXHAUSTIVE=1 on every pattern.
func TestRcpSqrt32AVX2MatchesGo(t *testing.T) {
	if !useAVX2 {
		t.Skip("no AVX2")
	}
	step := uint64(32 * 131)
	if os.Getenv("EMU_EXHAUSTIVE") != "" {
		step = 32
	}
	for _, sqrt := range []bool{false, true} {
		for k, signs := range [][2]uint32{{0, 0}, {0, 1 << 31}, {1 << 31, 0}, {1 << 31, 1 << 31}} {
			if step == 32 && k > 0 {
				break // the patterns with the sign bit cover the masks
			}
			var in, ra, rg [32]uint32
			for v := uint64(k * 7); v < 1<<32; v += step {
				for l := range in {
					in[l] = uint32(v) + uint32(l)
				}
				rcpSqrt32AVX2(sqrt, &in, &signs, &ra)
				rcpSqrt32Go(sqrt, &in, &signs, &rg)
				if ra != rg {
					for l := range ra {
						if ra[l] != rg[l] {
							t.Fatalf("sqrt %v signs %#x: %#x: AVX2 %#x, Go %#x", sqrt, signs, in[l], ra[l], rg[l])
						}
					}
				}
			}
		}
	}
}
