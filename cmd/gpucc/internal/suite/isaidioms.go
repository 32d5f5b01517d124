package suite

import (
	"math"

	"gpucc/launch"
)

// Kernels for issue 16's instruction selection rows (IDP4A/IDP2A, I2IP,
// ISET, MOVM): real CUDA shapes, with references written from the CUDA
// source and the PTX ISA's definitions of dp4a, dp2a, cvt.pack.sat and
// movmatrix.

// ISAIdioms returns the kernels of issue 16's single-instruction idioms;
// the end-to-end test runs them in every configuration.
func ISAIdioms() []Kernel { return []Kernel{dp4aQuant, movmatrixTranspose} }

// sbyte is byte k of x sign-extended; ubyte zero-extended.
func sbyte(x uint32, k int) int32 { return int32(int8(x >> (8 * k))) }
func ubyte(x uint32, k int) int32 { return int32(x >> (8 * k) & 0xff) }

// sat clamps x to [lo, hi].
func sat(x, lo, hi int32) int32 { return max(lo, min(hi, x)) }

var dp4aQuant = kernel(Kernel{
	Name:     "dp4a_quant",
	Extended: true,
	Covers:   "int8 dot products: inline PTX dp4a/dp2a and the open-coded byte sums (IDP4A/IDP2A) with near misses; saturating int8/int16 packs from C clamps and cvt.pack.sat (I2IP); compare results as masks and 1.0f (ISET)",
	Shape:    "grid 2, block 64, n 100 (28 idle threads)",
	Needs:    []string{"call:asm", "inst:bitcast", "inst:uitofp", "load:i8", "store:float"},
	Params: []Param{bufParam("a", "i32", 4), bufParam("b", "i32", 4), bufParam("c", "i32", 4), bufParam("bytes", "i8", 1),
		bufParam("dots", "i32", 4), bufParam("packed", "u32", 4), bufParam("flag_bits", "u32", 4), scalarParam("n", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "dp4a_quant")
		const n = 100
		a, b := g.i32s(n), g.i32s(n)
		c := make([]int32, n)
		for i := range c {
			// Accumulators of three magnitudes: the requantized values
			// saturate for some and not for others.
			c[i] = int32(g.rangeInt(-1<<(6+8*(i%3)), 1<<(6+8*(i%3))))
			if i%7 == 0 {
				b[i] = a[i] // x == y: equal-compare paths
			}
		}
		return launch.Launch{Kernel: "dp4a_quant", Grid: dim(2, 1), Block: dim(64, 1), Args: []launch.Arg{
			buf("a", "i32", bytesOf32(a)), buf("b", "i32", bytesOf32(b)), buf("c", "i32", bytesOf32(c)),
			buf("bytes", "i8", g.junk(4*n)), buf("dots", "i32", g.junk(4*12*n)), buf("packed", "u32", g.junk(4*4*n)),
			buf("flag_bits", "u32", g.junk(4*2*n)), i32Arg("n", n)}}
	},
	body: func(m *machine) {
		n := int64(m.i32(7))
		m.threads(func(t thread) {
			i := int64(gid(t))
			if int32(i) >= int32(n) {
				return
			}
			x, y, acc := m.load32(0, i), m.load32(1, i), int32(m.load32(2, i))
			var s, r int32 = acc, 0
			var u uint32
			mm := int32(3)
			for k := 0; k < 4; k++ {
				s += sbyte(x, k) * sbyte(y, k)
				u += uint32(ubyte(x, k) * ubyte(y, k))
				mm += int32(int8(m.load8(3, 4*i+int64(k)))) * int32(int8(m.load8(3, 4*i+3-int64(k))))
				r += sbyte(x, k) * sbyte(y, 3-k)
			}
			h := acc + int32(int16(x))*sbyte(y, 0) + int32(x)>>16*sbyte(y, 1)
			// PTX dp4a/dp2a: c + the sum of the element products, wrapping.
			dp4a := func(a, b uint32, as, bs bool, c uint32) uint32 {
				sum := c
				for k := 0; k < 4; k++ {
					ea, eb := ubyte(a, k), ubyte(b, k)
					if as {
						ea = sbyte(a, k)
					}
					if bs {
						eb = sbyte(b, k)
					}
					sum += uint32(ea * eb)
				}
				return sum
			}
			dp2a := func(a, b uint32, hi, as, bs bool, c uint32) uint32 {
				sum := c
				off := 0
				if hi {
					off = 2
				}
				for k := 0; k < 2; k++ {
					ea := int32(uint16(a >> (16 * k)))
					if as {
						ea = int32(int16(a >> (16 * k)))
					}
					eb := ubyte(b, k+off)
					if bs {
						eb = sbyte(b, k+off)
					}
					sum += uint32(ea * eb)
				}
				return sum
			}
			out := []uint32{uint32(s), u, uint32(mm), uint32(r), uint32(h),
				dp4a(x, y, true, true, uint32(acc)), dp4a(x, y, false, false, 7), dp4a(x, y, false, true, uint32(-acc)),
				dp2a(x, y, false, true, true, uint32(acc)), dp2a(x, y, true, false, false, 1000)}
			for k, v := range out {
				m.store32(4, 10*i+int64(k), v)
			}
			q0, q1, q2, q3 := s>>6, int32(u)>>9, h>>4, acc>>4
			s8 := func(q int32) uint32 { return uint32(sat(q, -128, 127)) & 0xff }
			m.store32(5, 4*i, s8(q0)|s8(q1)<<8|s8(q2)<<16|s8(q3)<<24)
			m.store32(5, 4*i+1, uint32(sat(q0, 0, 65535))|uint32(sat(q2, 0, 65535))<<16)
			// cvt.pack.sat.s16.s32 d, a, b: b's saturation low, a's high.
			m.store32(5, 4*i+2, uint32(sat(q1, -32768, 32767))<<16|uint32(sat(q3, -32768, 32767))&0xffff)
			// cvt.pack.sat.u8.s32.b32 d, a, b, c: then c's low 16 bits.
			m.store32(5, 4*i+3, uint32(sat(q2, 0, 255))<<8|uint32(sat(q0, 0, 255))|x<<16)
			one := func(b bool) uint32 {
				if b {
					return math.Float32bits(1)
				}
				return 0
			}
			m.store32(6, 2*i, one(s > 0))
			m.store32(6, 2*i+1, one(x != y && acc < 0))
			mask := func(b bool) uint32 {
				if b {
					return 0xffffffff
				}
				return 0
			}
			m.store32(4, 10*n+2*i, mask(int32(x) < int32(y)))
			m.store32(4, 10*n+2*i+1, mask(x == uint32(acc) || int32(y) > 0))
		})
	},
})

// movmatrix is PTX movmatrix.sync.aligned.m8n8.trans.b16 on the words of a
// warp: element (r, c) of the 8x8 matrix is half c%2 of lane 4r+c/2, and
// lane t receives row t/4 of the transpose, columns 2(t%4) and 2(t%4)+1:
// elements (2(t%4), t/4) and (2(t%4)+1, t/4) of the original.
func movmatrix(w [32]uint32) [32]uint32 {
	elem := func(r, c int) uint32 { return w[4*r+c/2] >> (16 * (c % 2)) & 0xffff }
	var out [32]uint32
	for t := 0; t < 32; t++ {
		out[t] = elem(2*(t%4), t/4) | elem(2*(t%4)+1, t/4)<<16
	}
	return out
}

var movmatrixTranspose = kernel(Kernel{
	Name:     "movmatrix_transpose",
	Extended: true,
	Covers:   "PTX movmatrix.sync.aligned.m8n8.trans.b16 in inline asm (MOVM): a transpose, its inverse, and a transpose of lane-computed values",
	Shape:    "grid 2, block 64 (4 warps, all lanes active)",
	Needs:    []string{"call:asm"},
	Params:   []Param{bufParam("in", "u32", 4), bufParam("out", "u32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "movmatrix_transpose")
		const n = 128
		return launch.Launch{Kernel: "movmatrix_transpose", Grid: dim(2, 1), Block: dim(64, 1), Args: []launch.Arg{
			buf("in", "u32", bytesOf32(g.u32s(n))), buf("out", "u32", g.junk(4*3*n))}}
	},
	body: func(m *machine) {
		for w := int64(0); w < 4; w++ {
			var in, gen [32]uint32
			for t := range in {
				in[t] = m.load32(0, 32*w+int64(t))
				gen[t] = uint32(2*t) | uint32(2*t+1)<<16
			}
			tr, g := movmatrix(in), movmatrix(gen)
			back := movmatrix(tr)
			for t := int64(0); t < 32; t++ {
				i := 32*w + t
				m.store32(1, 3*i, tr[t])
				m.store32(1, 3*i+1, back[t]^in[t])
				m.store32(1, 3*i+2, g[t])
			}
		}
	},
})
