package suite

import (
	"math"
	"math/big"

	"gpucc/launch"
)

var fpConvertRound = kernel(Kernel{
	Name: "fp_convert_round",
	Covers: "f2i/f2ui/f2ll/d2i/d2ll in rn/rm/rp (saturating), fptosi/fptoui, sitofp/uitofp from i32 and i64, " +
		"fpext, fptrunc and d2f in rz/rm/rp, floor/ceil/trunc/rint/round",
	Shape: "grid 2, block 64, n 120; NaN, infinities, signed zeros, halfway cases and out-of-range values planted",
	Params: []Param{bufParam("f", "f32", 4), bufParam("d", "f64", 8), bufParam("iv", "i32", 4), bufParam("oi", "i32", 4),
		bufParam("oll", "i64", 8), bufParam("of", "f32", 4), bufParam("od", "f64", 8), scalarParam("n", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "fp_convert_round")
		const n = 120
		f := make([]float32, n)
		d := make([]float64, n)
		for i := range f {
			f[i] = float32(g.convValue())
			d[i] = g.convValue()
		}
		specials := []float32{float32(math.NaN()), float32(math.Inf(1)), float32(math.Inf(-1)), 0, float32(math.Copysign(0, -1)),
			0.5, -0.5, 1.5, -2.5, 2.5, 0x1p31, -0x1p31, 0x1p32, 0x1p63, -0x1p63, 1e20, -1e20, 0.49999997, 0x1p-140}
		plantEdges(g, f, specials)
		plantEdges(g, d, []float64{math.NaN(), math.Inf(1), math.Inf(-1), 0, math.Copysign(0, -1), 0.5, -1.5, 2.5,
			2147483647.5, -2147483648.5, 4294967295.5, 1e300, -1e300, 0x1p128, 3.4028235677973366e38, -0x1p-100})
		return launch.Launch{Kernel: "fp_convert_round", Grid: dim(2, 1), Block: dim(64, 1), Args: []launch.Arg{
			buf("f", "f32", f32Bytes(f)), buf("d", "f64", f64Bytes(d)), buf("iv", "i32", bytesOf32(g.i32s(n))),
			buf("oi", "i32", g.junk(4*8*n)), buf("oll", "i64", g.junk(8*2*n)), buf("of", "f32", g.junk(4*12*n)),
			buf("od", "f64", g.junk(8*4*n)), i32Arg("n", n)}}
	},
	body: func(m *machine) {
		n := m.i32(7)
		m.threads(func(t thread) {
			i := int64(int32(gid(t)))
			if i >= int64(n) {
				return
			}
			x, y, k := m.loadF32(0, i), m.loadF64(1, i), int32(m.load32(2, i))
			xd := float64(x)
			oi := []int64{
				satInt(math.RoundToEven(xd), math.MinInt32, math.MaxInt32),
				satInt(math.Floor(xd), math.MinInt32, math.MaxInt32),
				satInt(math.Ceil(xd), math.MinInt32, math.MaxInt32),
				-1, int64(int32(uint32(satInt(math.RoundToEven(xd), 0, math.MaxUint32)))),
				satInt(math.RoundToEven(y), math.MinInt32, math.MaxInt32),
				satInt(math.Floor(y), math.MinInt32, math.MaxInt32),
				-1,
			}
			if math.Abs(xd) < 2e9 {
				oi[3] = int64(int32(xd))
			}
			if math.Abs(y) < 4e9 && y > -1 {
				oi[7] = int64(int32(uint32(y)))
			}
			for j, v := range oi {
				m.store32(3, 8*i+int64(j), uint32(v))
			}
			m.store64(4, 2*i, uint64(satInt64(math.RoundToEven(xd))))
			m.store64(4, 2*i+1, uint64(satInt64(math.Ceil(y))))
			of := []float32{
				canon32(float32(math.Floor(xd))), canon32(float32(math.Ceil(xd))), canon32(float32(math.Trunc(xd))),
				canon32(float32(math.RoundToEven(xd))), canon32(float32(math.Round(xd))),
				float32(k), float32(int64(k) * 1000003), canon32(float32(y)),
				d2f(y, big.ToZero), d2f(y, big.ToNegativeInf), d2f(y, big.ToPositiveInf), float32(uint32(k)),
			}
			for j, v := range of {
				m.storeF32(5, 12*i+int64(j), v)
			}
			od := []float64{canon64(math.Floor(y)), canon64(math.RoundToEven(y)), canon64(xd), float64(int64(k)) * 0.5}
			for j, v := range od {
				m.storeF64(6, 4*i+int64(j), v)
			}
		})
	},
})

// convValue draws a conversion input: integers and halfway cases, values
// near the 32- and 64-bit integer limits, and numbers of any magnitude from
// 2^-100 to 2^100 (every double input then converts to a normal float or
// overflows, which d2f's reference handles).
func (g *gen) convValue() float64 {
	sign := float64(1 - 2*g.intn(2))
	switch g.intn(4) {
	case 0:
		return sign * (float64(g.intn(20)) + 0.5*float64(g.intn(2)))
	case 1:
		return sign * math.Ldexp(1+g.r.Float64(), []int{30, 31, 32, 62, 63, 64}[g.intn(6)])
	default:
		return sign * math.Ldexp(1+g.r.Float64(), g.intn(201)-100)
	}
}

// satInt is a saturating conversion of an already rounded value: NaN gives 0.
func satInt(r float64, lo, hi int64) int64 {
	switch {
	case r != r:
		return 0
	case r <= float64(lo):
		return lo
	case r >= float64(hi):
		return hi
	}
	return int64(r)
}

func satInt64(r float64) int64 {
	switch {
	case r != r:
		return 0
	case r >= 0x1p63:
		return math.MaxInt64
	case r <= -0x1p63:
		return math.MinInt64
	}
	return int64(r)
}

// d2f converts y to binary32 rounding in mode. Results are normal or
// overflow (convValue and the planted values never give subnormals).
func d2f(y float64, mode big.RoundingMode) float32 {
	switch {
	case y != y:
		return nan32
	case y == 0 || math.IsInf(y, 0):
		return float32(y)
	}
	r := new(big.Float).SetPrec(24).SetMode(mode).SetFloat64(y)
	if a := new(big.Float).Abs(r); a.Cmp(big.NewFloat(math.MaxFloat32)) > 0 {
		up := mode == big.ToPositiveInf && y > 0 || mode == big.ToNegativeInf && y < 0
		if up {
			return float32(math.Copysign(math.Inf(1), y))
		}
		return float32(math.Copysign(math.MaxFloat32, y))
	}
	f, _ := r.Float32()
	return f
}

var fpNbodyStep = kernel(Kernel{
	Name:   "fp_nbody_step",
	Covers: "shared-memory tiles of bodies, fmaf chains, correctly rounded sqrtf and division, 4-float records",
	Shape:  "grid 3, block 32, n 90 (last tile partial; missing bodies have mass 0)",
	Params: []Param{bufParam("pos", "f32", 4), bufParam("vel", "f32", 4), bufParam("npos", "f32", 4), bufParam("nvel", "f32", 4),
		scalarParam("n", "i32", 4), scalarParam("dt", "f32", 4), scalarParam("eps2", "f32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "fp_nbody_step")
		const n = 90
		pos := g.unif32(4*n, -10, 10)
		for i := 3; i < len(pos); i += 4 {
			pos[i] = float32(math.Abs(float64(pos[i]))) + 0.5
		}
		return launch.Launch{Kernel: "fp_nbody_step", Grid: dim(3, 1), Block: dim(32, 1), Args: []launch.Arg{
			buf("pos", "f32", f32Bytes(pos)), buf("vel", "f32", f32Bytes(g.unif32(4*n, -1, 1))),
			buf("npos", "f32", g.junk(16*n)), buf("nvel", "f32", g.junk(16*n)), i32Arg("n", n),
			f32Arg("dt", 0.01), f32Arg("eps2", g.unif32(1, 0.01, 0.1)[0])}}
	},
	body: func(m *machine) {
		n, dt, eps2 := int64(m.i32(4)), m.f32(5), m.f32(6)
		if m.l.Block.X != 32 {
			m.faultf("block of %d threads; the kernel's tiles hold 32 bodies", m.l.Block.X)
			return
		}
		m.threads(func(t thread) {
			i := int64(int32(gid(t)))
			if i >= n {
				return
			}
			px, py, pz := m.loadF32(0, 4*i), m.loadF32(0, 4*i+1), m.loadF32(0, 4*i+2)
			var ax, ay, az float32
			for base := int64(0); base < n; base += 32 {
				for k := base; k < base+32; k++ {
					var b [4]float32
					if k < n {
						for c := range b {
							b[c] = m.loadF32(0, 4*k+int64(c))
						}
					}
					dx, dy, dz := sub32(b[0], px), sub32(b[1], py), sub32(b[2], pz)
					d2 := fma32(dx, dx, fma32(dy, dy, fma32(dz, dz, eps2)))
					s := div32(b[3], mul32(d2, sqrt32(d2)))
					ax, ay, az = fma32(dx, s, ax), fma32(dy, s, ay), fma32(dz, s, az)
				}
			}
			vx, vy, vz := fma32(ax, dt, m.loadF32(1, 4*i)), fma32(ay, dt, m.loadF32(1, 4*i+1)), fma32(az, dt, m.loadF32(1, 4*i+2))
			for c, v := range []float32{vx, vy, vz, m.loadF32(1, 4*i+3)} {
				m.storeF32(3, 4*i+int64(c), v)
			}
			for c, v := range []float32{fma32(vx, dt, px), fma32(vy, dt, py), fma32(vz, dt, pz), m.loadF32(0, 4*i+3)} {
				m.storeF32(2, 4*i+int64(c), v)
			}
		})
	},
})

var fpBlackScholes = kernel(Kernel{
	Name:   "fp_black_scholes",
	Covers: "Black-Scholes call/put: a device function, fmaf polynomial, ex2.approx.ftz, lg2.approx, sqrtf, division, select",
	Shape:  blackScholesShape,
	Tolerance: map[string]Tol{
		"call": {ULP: 8, Abs: 0x1p-12, Why: "lg2.approx (absolute error 2^-22) moves d1 by at most 2^-22*ln2/(v*sqrt(T)); " +
			"times S*pdf <= 30*0.4 and with ex2.approx's 2 ulp on the discount (X < 100) the price moves by less than 2^-12"},
		"put": {ULP: 8, Abs: 0x1p-12, Why: "as for call"},
	},
	Params: blackScholesParams,
	Launch: func(seed int64) launch.Launch { return blackScholesLaunch(seed, "fp_black_scholes") },
	body: func(m *machine) {
		blackScholes(m, blackScholesMath{
			logSX: func(s, x float32) float32 { return mul32(lg2Approx(div32(s, x)), ln2) },
			discount: func(x, r, t float32) float32 {
				return mul32(x, ex2ApproxFTZ(mul32(mul32(-r, t), log2E)))
			},
			cnd: cnd,
		})
	},
})

// The two Black-Scholes kernels (fp_black_scholes with the NVVM
// approximations, fp_black_scholes_libm with the math library) price the
// same options the same way; they differ in how they compute ln(S/X), the
// discounted strike X*exp(-rT) and the cumulative normal distribution.
const blackScholesShape = "grid 2, block 100, n 160; S in [5, 30), X in [1, 100), T in [0.25, 10), r 0.02, v 0.30"

var blackScholesParams = []Param{bufParam("S", "f32", 4), bufParam("X", "f32", 4), bufParam("T", "f32", 4),
	bufParam("call", "f32", 4), bufParam("put", "f32", 4), scalarParam("r", "f32", 4), scalarParam("v", "f32", 4),
	scalarParam("n", "i32", 4)}

func blackScholesLaunch(seed int64, kernel string) launch.Launch {
	g := newGen(seed, kernel)
	const n = 160
	return launch.Launch{Kernel: kernel, Grid: dim(2, 1), Block: dim(100, 1), Args: []launch.Arg{
		buf("S", "f32", f32Bytes(g.unif32(n, 5, 30))), buf("X", "f32", f32Bytes(g.unif32(n, 1, 100))),
		buf("T", "f32", f32Bytes(g.unif32(n, 0.25, 10))), buf("call", "f32", g.junk(4*n)), buf("put", "f32", g.junk(4*n)),
		f32Arg("r", 0.02), f32Arg("v", 0.30), i32Arg("n", n)}}
}

// blackScholesMath is what the two kernels compute differently, each
// operation by operation as its source does.
type blackScholesMath struct {
	logSX    func(s, x float32) float32    // ln(S/X)
	discount func(x, r, t float32) float32 // X * exp(-r*T)
	cnd      func(d float32) float32       // the cumulative normal distribution
}

// blackScholes is the reference shared by the two kernels: per thread
// i < n, d1 = (ln(S/X) + (r + v*v/2)*T) / (v*sqrt(T)), d2 = d1 - v*sqrt(T),
// call = S*CND(d1) - disc*CND(d2) and put = disc*(1 - CND(d2)) -
// S*(1 - CND(d1)), in binary32 in the sources' order of operations.
func blackScholes(m *machine, f blackScholesMath) {
	r, v, n := m.f32(5), m.f32(6), m.i32(7)
	m.threads(func(t thread) {
		i := int64(int32(gid(t)))
		if i >= int64(n) {
			return
		}
		s, x, tt := m.loadF32(0, i), m.loadF32(1, i), m.loadF32(2, i)
		sqrtT := sqrt32(tt)
		d1 := div32(add32(f.logSX(s, x), mul32(add32(r, mul32(mul32(0.5, v), v)), tt)), mul32(v, sqrtT))
		d2 := sub32(d1, mul32(v, sqrtT))
		c1, c2 := f.cnd(d1), f.cnd(d2)
		disc := f.discount(x, r, tt)
		m.storeF32(3, i, sub32(mul32(s, c1), mul32(disc, c2)))
		m.storeF32(4, i, sub32(mul32(disc, sub32(1, c2)), mul32(s, sub32(1, c1))))
	})
}

// cnd is the source's cumulative normal distribution, operation by operation.
func cnd(d float32) float32 {
	k := div32(1, fma32(0.2316419, float32(math.Abs(float64(d))), 1))
	p := fma32(1.330274429, k, -1.821255978)
	p = fma32(p, k, 1.781477937)
	p = fma32(p, k, -0.356563782)
	p = fma32(p, k, 0.31938153)
	p = mul32(p, k)
	c := mul32(mul32(rsqrt2Pi, ex2ApproxFTZ(mul32(mul32(mul32(-0.5, d), d), log2E))), p)
	if d > 0 {
		return sub32(1, c)
	}
	return c
}

var fpStencilF64 = kernel(Kernel{
	Name:   "fp_stencil_f64",
	Covers: "2D launch, double loads and stores, 5-point stencil with a fixed addition order and an fma, double scalars",
	Shape:  "grid 3x3, block 16x8, W 40, H 20 (boundary copied, partial blocks idle)",
	Params: []Param{bufParam("in", "f64", 8), bufParam("out", "f64", 8), scalarParam("W", "i32", 4), scalarParam("H", "i32", 4),
		scalarParam("c0", "f64", 8), scalarParam("c1", "f64", 8)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "fp_stencil_f64")
		const w, h = 40, 20
		return launch.Launch{Kernel: "fp_stencil_f64", Grid: dim(3, 3), Block: dim(16, 8), Args: []launch.Arg{
			buf("in", "f64", f64Bytes(g.unif64(w*h, -1, 1))), buf("out", "f64", g.junk(8*w*h)), i32Arg("W", w), i32Arg("H", h),
			f64Arg("c0", g.unif64(1, 0, 1)[0]), f64Arg("c1", g.unif64(1, 0, 0.25)[0])}}
	},
	body: func(m *machine) {
		w, h, c0, c1 := int64(m.i32(2)), int64(m.i32(3)), m.f64(4), m.f64(5)
		m.threads(func(t thread) {
			x, y := int64(t.ctaid.X*t.ntid.X+t.tid.X), int64(t.ctaid.Y*t.ntid.Y+t.tid.Y)
			if x >= w || y >= h {
				return
			}
			c := y*w + x
			if x == 0 || y == 0 || x == w-1 || y == h-1 {
				m.storeF64(1, c, m.loadF64(0, c))
				return
			}
			sum := add64(add64(add64(m.loadF64(0, c-w), m.loadF64(0, c+w)), m.loadF64(0, c-1)), m.loadF64(0, c+1))
			m.storeF64(1, c, fma64(c1, sum, mul64(c0, m.loadF64(0, c))))
		})
	},
})

var fpPrefixSum = kernel(Kernel{
	Name:   "fp_prefix_sum",
	Covers: "Hillis-Steele warp scan with float shuffle-up, shared warp totals, barriers, per-block totals",
	Shape:  "grid 3, block 128, n 300 (last block partial)",
	Params: []Param{bufParam("in", "f32", 4), bufParam("out", "f32", 4), bufParam("blocksum", "f32", 4), scalarParam("n", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "fp_prefix_sum")
		const n = 300
		return launch.Launch{Kernel: "fp_prefix_sum", Grid: dim(3, 1), Block: dim(128, 1), Args: []launch.Arg{
			buf("in", "f32", f32Bytes(g.unif32(n, -10, 10))), buf("out", "f32", g.junk(4*n)),
			buf("blocksum", "f32", g.junk(12)), i32Arg("n", n)}}
	},
	body: func(m *machine) {
		n := m.i32(3)
		if m.l.Block.X != 128 {
			m.faultf("block of %d threads; the kernel scans 4 warps", m.l.Block.X)
			return
		}
		m.blocks(func(ctaid launch.Dim3) {
			v := make([]float32, 128)
			m.threadsOf(ctaid, func(t thread) {
				if i := int32(gid(t)); i < n {
					v[t.tid.X] = m.loadF32(0, int64(i))
				}
			})
			var wsum [4]float32
			for w := 0; w < 4; w++ {
				lanes := v[32*w : 32*w+32]
				next := make([]float32, 32)
				for off := 1; off < 32; off *= 2 {
					for l := range lanes {
						next[l] = lanes[l]
						if l >= off {
							next[l] = add32(lanes[l], lanes[l-off])
						}
					}
					copy(lanes, next)
				}
				wsum[w] = lanes[31]
			}
			var acc float32
			for w := range wsum {
				s := wsum[w]
				wsum[w] = acc
				acc = add32(acc, s)
			}
			m.threadsOf(ctaid, func(t thread) {
				if t.tid.X == 0 {
					m.storeF32(2, int64(ctaid.X), acc)
				}
				if i := int32(gid(t)); i < n {
					out := v[t.tid.X]
					if warp := t.tid.X >> 5; warp != 0 {
						out = add32(out, wsum[warp])
					}
					m.storeF32(1, int64(i), out)
				}
			})
		})
	},
})

var fpHistogram = kernel(Kernel{
	Name:   "fp_histogram",
	Covers: "float keys to bins (sub, mul, fmax/fmin clamp, f2i.rm), NaN test, shared integer and float atomics, global atomics",
	Shape:  "grid 2, block 64, n 300, 16 bins of width 0.5 from -4; keys multiples of 1/64 in [-6, 6) plus NaN and infinities",
	Params: []Param{bufParam("keys", "f32", 4), bufParam("counts", "u32", 4), bufParam("sums", "f32", 4),
		scalarParam("lo", "f32", 4), scalarParam("scale", "f32", 4), scalarParam("nbins", "i32", 4), scalarParam("n", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "fp_histogram")
		const n, nbins = 300, 16
		keys := g.grid32(n, -6, 6, 1.0/64)
		plantEdges(g, keys, []float32{float32(math.NaN()), float32(math.Inf(1)), float32(math.Inf(-1)), -4, 3.984375,
			float32(math.Copysign(0, -1))})
		counts := make([]uint32, nbins+1)
		for i := range counts {
			counts[i] = uint32(g.intn(100))
		}
		return launch.Launch{Kernel: "fp_histogram", Grid: dim(2, 1), Block: dim(64, 1), Args: []launch.Arg{
			buf("keys", "f32", f32Bytes(keys)), buf("counts", "u32", bytesOf32(counts)),
			buf("sums", "f32", f32Bytes(g.grid32(nbins, -8, 8, 1.0/64))), f32Arg("lo", -4), f32Arg("scale", 2),
			i32Arg("nbins", nbins), i32Arg("n", n)}}
	},
	body: func(m *machine) {
		lo, scale, nbins, n := m.f32(3), m.f32(4), m.i32(5), m.i32(6)
		if nbins < 1 || nbins > 31 || int64(m.l.Block.X) <= int64(nbins) {
			m.faultf("%d bins with blocks of %d threads; the kernel needs 1..31 bins and a thread per bin", nbins, m.l.Block.X)
			return
		}
		m.blocks(func(ctaid launch.Dim3) {
			var c [32]uint32
			var s [32]float32
			m.threadsOf(ctaid, func(t thread) {
				for i := int32(gid(t)); i < n && m.fault == nil; i += int32(t.ntid.X * t.nctaid.X) {
					k := m.loadF32(0, int64(i))
					b := nbins
					if k == k {
						f := minNum32(maxNum32(mul32(sub32(k, lo), scale), 0), float32(nbins-1))
						b = int32(math.Floor(float64(f)))
						s[b] = add32(s[b], k)
					}
					c[b]++
				}
			})
			m.threadsOf(ctaid, func(t thread) {
				if b := int64(t.tid.X); b <= int64(nbins) {
					m.store32(1, b, m.load32(1, b)+c[b])
					if b < int64(nbins) {
						m.storeF32(2, b, add32(m.loadF32(2, b), s[b]))
					}
				}
			})
		})
	},
})

var fpCompareSelect = kernel(Kernel{
	Name: "fp_compare_select",
	Covers: "ordered and unordered fcmp on float and double (NaN, infinities, signed zeros), isnan/isinf/signbit, " +
		"selects, copysign, fabs, fneg, fmax/fmin, fpext",
	Shape: "grid 1, block 128, n 100; special values paired with each other and with random values",
	Params: []Param{bufParam("a", "f32", 4), bufParam("b", "f32", 4), bufParam("da", "f64", 8), bufParam("flags", "u32", 4),
		bufParam("sel", "f32", 4), bufParam("dsel", "f64", 8), scalarParam("n", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "fp_compare_select")
		const n = 100
		special := launch.SpecialFloats("f32")
		pick := func() uint32 {
			if g.intn(2) == 0 {
				return uint32(special[g.intn(len(special))])
			}
			return math.Float32bits(float32(g.rangeInt(-4, 4)) / 2)
		}
		a, b := make([]uint32, n), make([]uint32, n)
		da := make([]float64, n)
		for i := range a {
			a[i], b[i] = pick(), pick()
			if g.intn(4) == 0 {
				b[i] = a[i]
			}
			da[i] = float64(math.Float32frombits(pick()))
			if g.intn(4) == 0 {
				da[i] = math.Nextafter(float64(math.Float32frombits(a[i])), math.Inf(int(g.intn(2)*2-1)))
			}
		}
		return launch.Launch{Kernel: "fp_compare_select", Grid: dim(1, 1), Block: dim(128, 1), Args: []launch.Arg{
			buf("a", "f32", bytesOf32(a)), buf("b", "f32", bytesOf32(b)), buf("da", "f64", f64Bytes(da)),
			buf("flags", "u32", g.junk(4*n)), buf("sel", "f32", g.junk(16*n)), buf("dsel", "f64", g.junk(16*n)), i32Arg("n", n)}}
	},
	body: func(m *machine) {
		n := m.i32(6)
		m.threads(func(t thread) {
			i := int64(int32(gid(t)))
			if i >= int64(n) {
				return
			}
			xb, yb := m.load32(0, i), m.load32(1, i)
			x, y := math.Float32frombits(xb), math.Float32frombits(yb)
			dxb := m.load64(2, i)
			dx := math.Float64frombits(dxb)
			bits := []bool{x < y, x <= y, x == y, x != y, !(x >= y), !(x > y), x != x,
				math.IsInf(float64(x), 0), xb>>31 != 0, dx < float64(x), dx != dx || y != y}
			var flags uint32
			for j, b := range bits {
				if b {
					flags |= 1 << j
				}
			}
			m.store32(3, i, flags)
			sel0 := yb
			if x < y {
				sel0 = xb
			}
			sel3 := xb ^ 1<<31
			if x >= 0 {
				sel3 = math.Float32bits(add32(x, 1))
			}
			for j, v := range []uint32{sel0, math.Float32bits(maxNum32(x, y)), yb&^(1<<31) | xb&(1<<31), sel3} {
				m.store32(4, 4*i+int64(j), v)
			}
			dsel0 := dxb ^ 1<<63
			if dx > 0.5 {
				dsel0 = dxb
			}
			m.store64(5, 2*i, dsel0)
			m.storeF64(5, 2*i+1, minNum64(dx, canon64(float64(y))))
		})
	},
})
