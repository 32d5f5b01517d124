package suite

import (
	"math"

	"gpucc/launch"
)

// The floating-point kernels' catalog entries (see fp.go for the rules their
// references follow). Each body mirrors its .cu file; barriers split a block
// into phases as in extSharedReverse.

var fpSaxpyMath = kernel(Kernel{
	Name:   "fp_saxpy_math",
	Covers: "fmaf, correctly rounded sqrtf and division, fabsf, saturate, float scalar parameter",
	Shape:  "grid 3, block 64, n 170 (22 idle threads)",
	Params: []Param{scalarParam("n", "i32", 4), scalarParam("a", "f32", 4), bufParam("x", "f32", 4), bufParam("y", "f32", 4),
		bufParam("root", "f32", 4), bufParam("sat", "f32", 4), bufParam("quot", "f32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "fp_saxpy_math")
		const n = 170
		return launch.Launch{Kernel: "fp_saxpy_math", Grid: dim(3, 1), Block: dim(64, 1), Args: []launch.Arg{
			i32Arg("n", n), f32Arg("a", g.unif32(1, -3, 3)[0]), buf("x", "f32", f32Bytes(g.unif32(n, -2, 2))),
			buf("y", "f32", f32Bytes(g.unif32(n, -2, 2))), buf("root", "f32", g.junk(4*n)),
			buf("sat", "f32", g.junk(4*n)), buf("quot", "f32", g.junk(4*n))}}
	},
	body: func(m *machine) {
		n, a := m.i32(0), m.f32(1)
		m.threads(func(t thread) {
			i := int64(int32(gid(t)))
			if i >= int64(n) {
				return
			}
			x := m.loadF32(2, i)
			v := fma32(a, x, m.loadF32(3, i))
			m.storeF32(3, i, v)
			m.storeF32(4, i, sqrt32(float32(math.Abs(float64(v)))))
			m.storeF32(5, i, saturate32(v))
			m.storeF32(6, i, div32(x, add32(mul32(v, v), 1)))
		})
	},
})

// saturate32 clamps to [0, 1]; NaN gives 0.
func saturate32(v float32) float32 {
	switch {
	case v != v || v <= 0:
		return 0
	case v >= 1:
		return 1
	}
	return v
}

var fpBlockReduce = kernel(Kernel{
	Name:   "fp_block_reduce",
	Covers: "shared-memory tree reduction of floats, float butterfly shuffles, fmax, -inf constant, barriers",
	Shape:  "grid 4, block 128, n 450 (last block partial)",
	Params: []Param{bufParam("in", "f32", 4), bufParam("sums", "f32", 4), bufParam("maxes", "f32", 4), scalarParam("n", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "fp_block_reduce")
		const n = 450
		return launch.Launch{Kernel: "fp_block_reduce", Grid: dim(4, 1), Block: dim(128, 1), Args: []launch.Arg{
			buf("in", "f32", f32Bytes(g.unif32(n, -100, 100))), buf("sums", "f32", g.junk(16)),
			buf("maxes", "f32", g.junk(16)), i32Arg("n", n)}}
	},
	body: func(m *machine) {
		n := m.i32(3)
		bdim := int(m.l.Block.X)
		if bdim != 128 {
			m.faultf("block of %d threads; the kernel's shared arrays hold 128", bdim)
			return
		}
		m.blocks(func(ctaid launch.Dim3) {
			s, mx := make([]float32, bdim), make([]float32, bdim)
			m.threadsOf(ctaid, func(t thread) {
				i := int32(gid(t))
				s[t.tid.X], mx[t.tid.X] = 0, float32(math.Inf(-1))
				if i < n {
					s[t.tid.X] = m.loadF32(0, int64(i))
					mx[t.tid.X] = s[t.tid.X]
				}
			})
			for w := bdim / 2; w >= 32; w /= 2 {
				for t := 0; t < w; t++ {
					s[t] = add32(s[t], s[t+w])
					mx[t] = maxNum32(mx[t], mx[t+w])
				}
			}
			butterfly(s[:32], add32)
			butterfly(mx[:32], maxNum32)
			m.cur = thread{ctaid: ctaid, ntid: m.l.Block, nctaid: m.l.Grid}
			m.storeF32(1, int64(ctaid.X), s[0])
			m.storeF32(2, int64(ctaid.X), mx[0])
		})
	},
})

// butterfly is the shuffle-xor reduction of one warp: in each step every
// lane combines its value (first operand) with its partner's.
func butterfly(lanes []float32, op func(a, b float32) float32) {
	next := make([]float32, len(lanes))
	for off := 16; off > 0; off /= 2 {
		for l := range lanes {
			next[l] = op(lanes[l], lanes[l^off])
		}
		copy(lanes, next)
	}
}

var fpAtomicAdd = kernel(Kernel{
	Name:   "fp_atomic_add",
	Covers: "float atomicAdd on shared and global memory, double atomicAdd, float to double, grid-stride loop",
	Shape:  "grid 3, block 64, n 400; inputs multiples of 1/256 in [-64, 64), so every sum is exact in any order",
	Params: []Param{bufParam("in", "f32", 4), bufParam("bin", "i32", 4), bufParam("bins", "f32", 4),
		bufParam("total", "f64", 8), scalarParam("n", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "fp_atomic_add")
		const n = 400
		return launch.Launch{Kernel: "fp_atomic_add", Grid: dim(3, 1), Block: dim(64, 1), Args: []launch.Arg{
			buf("in", "f32", f32Bytes(g.grid32(n, -64, 64, 1.0/256))), buf("bin", "i32", bytesOf32(g.i32s(n))),
			buf("bins", "f32", f32Bytes(g.grid32(8, -16, 16, 1.0/256))),
			buf("total", "f64", f64Bytes([]float64{float64(g.grid32(1, -16, 16, 1.0/256)[0])})), i32Arg("n", n)}}
	},
	body: func(m *machine) {
		n := m.i32(4)
		if m.l.Block.X < 8 {
			m.faultf("block of %d threads; the kernel needs 8 to clear and publish its bins", m.l.Block.X)
			return
		}
		m.blocks(func(ctaid launch.Dim3) {
			local := make([]float32, 8)
			m.threadsOf(ctaid, func(t thread) {
				for i := int32(gid(t)); i < n && m.fault == nil; i += int32(t.ntid.X * t.nctaid.X) {
					v := m.loadF32(0, int64(i))
					b := m.load32(1, int64(i)) & 7
					local[b] = add32(local[b], v)
					m.storeF64(3, 0, add64(m.loadF64(3, 0), mul64(float64(v), 0.5)))
				}
			})
			m.threadsOf(ctaid, func(t thread) {
				if t.tid.X < 8 {
					m.storeF32(2, int64(t.tid.X), add32(m.loadF32(2, int64(t.tid.X)), local[t.tid.X]))
				}
			})
		})
	},
})

// gemmShape is the GEMM kernels' problem: M x K times K x N with partial
// 8x8 tiles in every dimension.
const gemmM, gemmN, gemmK = 20, 24, 28

var fpSgemmTiled = kernel(Kernel{
	Name:   "fp_sgemm_tiled",
	Covers: "2D launch, 8x8 shared-memory tiles of floats, fmaf accumulation, partial tiles, float scalars",
	Shape:  "grid 3x3, block 8x8, M 20, N 24, K 28",
	Params: []Param{scalarParam("M", "i32", 4), scalarParam("N", "i32", 4), scalarParam("K", "i32", 4), scalarParam("alpha", "f32", 4),
		bufParam("A", "f32", 4), bufParam("B", "f32", 4), scalarParam("beta", "f32", 4), bufParam("C", "f32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "fp_sgemm_tiled")
		return launch.Launch{Kernel: "fp_sgemm_tiled", Grid: dim(3, 3), Block: dim(8, 8), Args: []launch.Arg{
			i32Arg("M", gemmM), i32Arg("N", gemmN), i32Arg("K", gemmK), f32Arg("alpha", g.unif32(1, -2, 2)[0]),
			buf("A", "f32", f32Bytes(g.unif32(gemmM*gemmK, -1, 1))), buf("B", "f32", f32Bytes(g.unif32(gemmK*gemmN, -1, 1))),
			f32Arg("beta", g.unif32(1, -2, 2)[0]), buf("C", "f32", f32Bytes(g.unif32(gemmM*gemmN, -1, 1)))}}
	},
	body: func(m *machine) {
		M, N, K, alpha, beta := int64(m.i32(0)), int64(m.i32(1)), int64(m.i32(2)), m.f32(3), m.f32(6)
		m.threads(func(t thread) {
			row, col := int64(t.ctaid.Y*8+t.tid.Y), int64(t.ctaid.X*8+t.tid.X)
			if row >= M || col >= N {
				return
			}
			var acc float32
			for k := int64(0); k < K; k++ {
				acc = fma32(m.loadF32(4, row*K+k), m.loadF32(5, k*N+col), acc)
			}
			m.storeF32(7, row*N+col, fma32(alpha, acc, mul32(beta, m.loadF32(7, row*N+col))))
		})
	},
})

var fpDgemmTiled = kernel(Kernel{
	Name:   "fp_dgemm_tiled",
	Covers: "2D launch, 8x8 shared-memory tiles of doubles, fma accumulation, partial tiles, double scalars",
	Shape:  "grid 3x3, block 8x8, M 20, N 24, K 28",
	Params: []Param{scalarParam("M", "i32", 4), scalarParam("N", "i32", 4), scalarParam("K", "i32", 4), scalarParam("alpha", "f64", 8),
		bufParam("A", "f64", 8), bufParam("B", "f64", 8), scalarParam("beta", "f64", 8), bufParam("C", "f64", 8)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "fp_dgemm_tiled")
		return launch.Launch{Kernel: "fp_dgemm_tiled", Grid: dim(3, 3), Block: dim(8, 8), Args: []launch.Arg{
			i32Arg("M", gemmM), i32Arg("N", gemmN), i32Arg("K", gemmK), f64Arg("alpha", g.unif64(1, -2, 2)[0]),
			buf("A", "f64", f64Bytes(g.unif64(gemmM*gemmK, -1, 1))), buf("B", "f64", f64Bytes(g.unif64(gemmK*gemmN, -1, 1))),
			f64Arg("beta", g.unif64(1, -2, 2)[0]), buf("C", "f64", f64Bytes(g.unif64(gemmM*gemmN, -1, 1)))}}
	},
	body: func(m *machine) {
		M, N, K, alpha, beta := int64(m.i32(0)), int64(m.i32(1)), int64(m.i32(2)), m.f64(3), m.f64(6)
		m.threads(func(t thread) {
			row, col := int64(t.ctaid.Y*8+t.tid.Y), int64(t.ctaid.X*8+t.tid.X)
			if row >= M || col >= N {
				return
			}
			var acc float64
			for k := int64(0); k < K; k++ {
				acc = fma64(m.loadF64(4, row*K+k), m.loadF64(5, k*N+col), acc)
			}
			m.storeF64(7, row*N+col, fma64(alpha, acc, mul64(beta, m.loadF64(7, row*N+col))))
		})
	},
})

// Float constants as the sources spell them (C rounds the decimal literal to
// the nearest float, as Go's constant conversion does).
const (
	log2E    = float32(1.4426950408889634)
	ln2      = float32(0.6931471805599453)
	rsqrt2Pi = float32(0.3989422804014327)
)

var fpSoftmaxRows = kernel(Kernel{
	Name:   "fp_softmax_rows",
	Covers: "warp-per-row softmax and log-softmax: float shuffles, fmax, ex2.approx.ftz, lg2.approx, div.approx",
	Shape:  "grid 6 (rows), block 32, 80 columns (lanes loop 2-3 times)",
	Tolerance: map[string]Tol{
		"out": {ULP: 8, Why: "ex2.approx and div.approx are accurate to 2 ulp each; the row sum of positive terms keeps that relative error"},
		"logout": {ULP: 8, Abs: 0x1p-18, Why: "lg2.approx has absolute error 2^-22 and the row sum carries the exponentials' 2-ulp error; " +
			"subtracting it from x-max cancels, so the bound is absolute"},
	},
	Params: []Param{bufParam("in", "f32", 4), bufParam("out", "f32", 4), bufParam("logout", "f32", 4), scalarParam("cols", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "fp_softmax_rows")
		const rows, cols = 6, 80
		return launch.Launch{Kernel: "fp_softmax_rows", Grid: dim(rows, 1), Block: dim(32, 1), Args: []launch.Arg{
			buf("in", "f32", f32Bytes(g.unif32(rows*cols, -4, 4))), buf("out", "f32", g.junk(4*rows*cols)),
			buf("logout", "f32", g.junk(4*rows*cols)), i32Arg("cols", cols)}}
	},
	body: func(m *machine) {
		cols := int64(m.i32(3))
		if m.l.Block.X != 32 {
			m.faultf("block of %d threads; the kernel is written for one warp per row", m.l.Block.X)
			return
		}
		m.blocks(func(ctaid launch.Dim3) {
			m.cur = thread{ctaid: ctaid, ntid: m.l.Block, nctaid: m.l.Grid}
			base := int64(ctaid.X) * cols
			mx, sum := make([]float32, 32), make([]float32, 32)
			for l := range mx {
				mx[l] = float32(math.Inf(-1))
				for c := int64(l); c < cols; c += 32 {
					mx[l] = maxNum32(mx[l], m.loadF32(0, base+c))
				}
			}
			butterfly(mx, maxNum32)
			for l := range sum {
				for c := int64(l); c < cols; c += 32 {
					sum[l] = add32(sum[l], ex2ApproxFTZ(mul32(sub32(m.loadF32(0, base+c), mx[l]), log2E)))
				}
			}
			butterfly(sum, add32)
			for l := range sum {
				lsum := mul32(lg2Approx(sum[l]), ln2)
				for c := int64(l); c < cols; c += 32 {
					d := sub32(m.loadF32(0, base+c), mx[l])
					m.storeF32(1, base+c, div32(ex2ApproxFTZ(mul32(d, log2E)), sum[l]))
					m.storeF32(2, base+c, sub32(d, lsum))
				}
			}
		})
	},
})

var fpTranscendental = kernel(Kernel{
	Name:   "fp_transcendental",
	Covers: "ex2.approx (ftz and not), lg2.approx, sin.approx, cos.approx, rsqrt.approx, sqrt.approx, div.approx",
	Shape:  "grid 2, block 96, n 180; x in [-3, 3] with 0 and +-3 planted",
	Tolerance: map[string]Tol{
		"ex2":    {ULP: 2, Why: "ex2.approx.f32: maximum relative error 2 ulp (PTX ISA)"},
		"ex2ftz": {ULP: 2, Why: "ex2.approx.ftz.f32: maximum relative error 2 ulp (PTX ISA)"},
		"lg2":    {ULP: 2, Abs: 0x1p-22, Why: "lg2.approx.f32: absolute error 2^-22.6 near 1, relative 2^-22 elsewhere (PTX ISA)"},
		"sin":    {Abs: 0x1p-20, Why: "sin.approx.f32: absolute error 2^-20.5 in [-pi, pi] (PTX ISA)"},
		"cos":    {Abs: 0x1p-20, Why: "cos.approx.f32: absolute error 2^-20.5 in [-pi, pi] (PTX ISA)"},
		"rsq":    {ULP: 2, Why: "rsqrt.approx.f32: maximum relative error 2^-22.9 (PTX ISA)"},
		"sq":     {ULP: 2, Why: "sqrt.approx.f32: maximum relative error 2^-23 (PTX ISA)"},
		"dv":     {ULP: 2, Why: "div.approx.f32: maximum error 2 ulp for divisors in [2^-126, 2^126] (PTX ISA)"},
	},
	Params: []Param{bufParam("x", "f32", 4), bufParam("ex2", "f32", 4), bufParam("ex2ftz", "f32", 4), bufParam("lg2", "f32", 4),
		bufParam("sin", "f32", 4), bufParam("cos", "f32", 4), bufParam("rsq", "f32", 4), bufParam("sq", "f32", 4),
		bufParam("dv", "f32", 4), scalarParam("n", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "fp_transcendental")
		const n = 180
		x := g.unif32(n, -3, 3)
		plantEdges(g, x, []float32{0, float32(math.Copysign(0, -1)), 3, -3, 1, 0.5})
		args := []launch.Arg{buf("x", "f32", f32Bytes(x))}
		for _, name := range []string{"ex2", "ex2ftz", "lg2", "sin", "cos", "rsq", "sq", "dv"} {
			args = append(args, buf(name, "f32", g.junk(4*n)))
		}
		return launch.Launch{Kernel: "fp_transcendental", Grid: dim(2, 1), Block: dim(96, 1), Args: append(args, i32Arg("n", n))}
	},
	body: func(m *machine) {
		n := m.i32(9)
		m.threads(func(t thread) {
			i := int64(int32(gid(t)))
			if i >= int64(n) {
				return
			}
			v := m.loadF32(0, i)
			a := float32(math.Abs(float64(v)))
			m.storeF32(1, i, ex2Approx(v))
			m.storeF32(2, i, ex2ApproxFTZ(mul32(v, 8)))
			m.storeF32(3, i, lg2Approx(add32(a, 0.25)))
			m.storeF32(4, i, sinApprox(v))
			m.storeF32(5, i, cosApprox(v))
			m.storeF32(6, i, rsqrt32(add32(a, 1)))
			m.storeF32(7, i, sqrt32(a))
			m.storeF32(8, i, div32(v, add32(a, 0.5)))
		})
	},
})
