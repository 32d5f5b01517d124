package suite

import (
	"math"

	"gpucc/launch"
)

// Each reference below mirrors its .cu file line by line. C++ integer
// semantics are spelled out with Go conversions: `blockIdx.x * blockDim.x +
// threadIdx.x` is unsigned 32-bit arithmetic (gid), its conversion to int is
// int32(...), (long long)/(size_t) casts widen before multiplying, and signed
// right shifts are arithmetic in both languages.

// gid is blockIdx.x * blockDim.x + threadIdx.x in unsigned 32-bit arithmetic.
func gid(t thread) uint32 { return t.ctaid.X*t.ntid.X + t.tid.X }

// gid64 is (long long)blockIdx.x * blockDim.x + threadIdx.x.
func gid64(t thread) int64 { return int64(t.ctaid.X)*int64(t.ntid.X) + int64(t.tid.X) }

var vaddGuard = kernel(Kernel{
	Name:   "vadd_guard",
	Covers: "64-bit global index, early return past n, wrapping i32 add",
	Shape:  "grid 5, block 100, n 437 (63 idle threads)",
	Params: []Param{bufParam("a", "i32", 4), bufParam("b", "i32", 4), bufParam("c", "i32", 4), scalarParam("n", "i64", 8)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "vadd_guard")
		const n = 437
		return launch.Launch{Kernel: "vadd_guard", Grid: dim(5, 1), Block: dim(100, 1), Args: []launch.Arg{
			buf("a", "i32", bytesOf32(g.i32s(n))), buf("b", "i32", bytesOf32(g.i32s(n))),
			buf("c", "i32", g.junk(4*n)), i64Arg("n", n)}}
	},
	body: func(m *machine) {
		n := m.i64(3)
		m.threads(func(t thread) {
			i := gid64(t)
			if i >= n {
				return
			}
			m.store32(2, i, m.load32(0, i)+m.load32(1, i))
		})
	},
})

var axpyGridstride = kernel(Kernel{
	Name:   "axpy_gridstride",
	Covers: "grid-stride loop with size_t induction, 64-bit multiply-add, in-place update",
	Shape:  "grid 3, block 48, n 1000 (about 7 iterations per thread)",
	Params: []Param{scalarParam("a", "u64", 8), bufParam("x", "u64", 8), bufParam("y", "u64", 8), scalarParam("n", "u32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "axpy_gridstride")
		const n = 1000
		return launch.Launch{Kernel: "axpy_gridstride", Grid: dim(3, 1), Block: dim(48, 1), Args: []launch.Arg{
			u64Arg("a", uint64(g.i64())|1<<g.intn(64)), buf("x", "u64", bytesOf64(g.u64s(n))),
			buf("y", "u64", bytesOf64(g.u64s(n))), u32Arg("n", n)}}
	},
	body: func(m *machine) {
		a, n := m.u64(0), uint64(m.u32(3))
		m.threads(func(t thread) {
			stride := uint64(t.ntid.X) * uint64(t.nctaid.X)
			for i := uint64(t.ctaid.X)*uint64(t.ntid.X) + uint64(t.tid.X); i < n && m.fault == nil; i += stride {
				m.store64(2, int64(i), a*m.load64(1, int64(i))+m.load64(2, int64(i)))
			}
		})
	},
})

var mixedParams = kernel(Kernel{
	Name:   "mixed_params",
	Covers: "char/short/int/long long/pointer parameters interleaved (padding), sext of i8/i16, i64 ashr by thread index",
	Shape:  "grid 2, block 64, n 100",
	Params: []Param{scalarParam("c", "i8", 1), bufParam("out", "i32", 4), scalarParam("s", "i16", 2),
		scalarParam("big", "i64", 8), scalarParam("c2", "i8", 1), bufParam("in", "u32", 4),
		scalarParam("k", "i32", 4), scalarParam("s2", "i16", 2), scalarParam("mask", "u64", 8),
		bufParam("out64", "i64", 8), scalarParam("n", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "mixed_params")
		const n = 100
		return launch.Launch{Kernel: "mixed_params", Grid: dim(2, 1), Block: dim(64, 1), Args: []launch.Arg{
			i8Arg("c", int8(g.i32())), buf("out", "i32", g.junk(4*n)), i16Arg("s", int16(g.i32())),
			i64Arg("big", g.i64()|math.MinInt64>>g.intn(8)), i8Arg("c2", int8(g.rangeInt(-128, 127))),
			buf("in", "u32", bytesOf32(g.u32s(n))), i32Arg("k", g.i32()), i16Arg("s2", int16(g.rangeInt(-32768, 32767))),
			u64Arg("mask", uint64(g.i64())), buf("out64", "i64", g.junk(8*n)), i32Arg("n", n)}}
	},
	body: func(m *machine) {
		c, s, big, c2 := m.i8(0), m.i16(2), m.i64(3), m.i8(4)
		k, s2, mask, n := m.i32(6), m.i16(7), m.u64(8), m.i32(10)
		m.threads(func(t thread) {
			i := int32(gid(t))
			if i >= n {
				return
			}
			v := m.load32(5, int64(i))
			r := v*uint32(int32(c)) + uint32(int32(s))
			r ^= uint32(big >> (i & 63))
			r += uint32(int32(c2)) * uint32(k)
			m.store32(1, int64(i), r-uint32(int32(s2)))
			wide := int64(int32(r)) * int64(s2)
			both := uint64(v)<<32 | uint64(v)
			m.store64(9, int64(i), uint64(wide)^(mask&both))
		})
	},
})

func rotl32(x uint32, r uint) uint32 { return x<<r | x>>(32-r) }

// murmur3Key4 is MurmurHash3_x86_32 of the four little-endian bytes of key.
func murmur3Key4(key, seed uint32) uint32 {
	k := key * 0xcc9e2d51
	k = rotl32(k, 15)
	k *= 0x1b873593
	h := seed ^ k
	h = rotl32(h, 13)
	h = h*5 + 0xe6546b64
	h ^= 4
	h ^= h >> 16
	h *= 0x85ebca6b
	h ^= h >> 13
	h *= 0xc2b2ae35
	h ^= h >> 16
	return h
}

func fmix64(k uint64) uint64 {
	k ^= k >> 33
	k *= 0xff51afd7ed558ccd
	k ^= k >> 33
	k *= 0xc4ceb9fe1a85ec53
	k ^= k >> 33
	return k
}

var murmurFmix = kernel(Kernel{
	Name:   "murmur_fmix",
	Covers: "MurmurHash3 32-bit block + fmix32, fmix64: rotates (llvm.fshl), 32/64-bit multiplies, xor-shifts",
	Shape:  "grid 4, block 100, n 350",
	Needs:  []string{"call:llvm.fshl.i32"},
	Params: []Param{bufParam("keys", "u32", 4), bufParam("h32", "u32", 4), bufParam("keys64", "u64", 8),
		bufParam("h64", "u64", 8), scalarParam("seed", "u32", 4), scalarParam("n", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "murmur_fmix")
		const n = 350
		return launch.Launch{Kernel: "murmur_fmix", Grid: dim(4, 1), Block: dim(100, 1), Args: []launch.Arg{
			buf("keys", "u32", bytesOf32(g.u32s(n))), buf("h32", "u32", g.junk(4*n)),
			buf("keys64", "u64", bytesOf64(g.u64s(n))), buf("h64", "u64", g.junk(8*n)),
			u32Arg("seed", uint32(g.i32())), i32Arg("n", n)}}
	},
	body: func(m *machine) {
		seed, n := m.u32(4), m.i32(5)
		m.threads(func(t thread) {
			i := int32(gid(t))
			if i >= n {
				return
			}
			m.store32(1, int64(i), murmur3Key4(m.load32(0, int64(i)), seed))
			m.store64(3, int64(i), fmix64(m.load64(2, int64(i))+uint64(int64(i))*0x9e3779b97f4a7c15))
		})
	},
})

var fnvXorshift = kernel(Kernel{
	Name:   "fnv_xorshift",
	Covers: "FNV-1a over bytes extracted by shifts (unrolled), xorshift64* loop with parameter trip count (may be 0)",
	Shape:  "grid 2, block 96, n 150",
	Params: []Param{bufParam("in", "u64", 8), bufParam("fnv", "u64", 8), bufParam("xs", "u64", 8),
		scalarParam("rounds", "i32", 4), scalarParam("n", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "fnv_xorshift")
		const n = 150
		return launch.Launch{Kernel: "fnv_xorshift", Grid: dim(2, 1), Block: dim(96, 1), Args: []launch.Arg{
			buf("in", "u64", bytesOf64(g.u64s(n))), buf("fnv", "u64", g.junk(8*n)), buf("xs", "u64", g.junk(8*n)),
			i32Arg("rounds", int32(g.intn(17))), i32Arg("n", n)}}
	},
	body: func(m *machine) {
		rounds, n := m.i32(3), m.i32(4)
		m.threads(func(t thread) {
			i := int32(gid(t))
			if i >= n {
				return
			}
			v := m.load64(0, int64(i))
			h := uint64(0xcbf29ce484222325)
			for b := 0; b < 8; b++ {
				h ^= (v >> (8 * b)) & 0xff
				h *= 0x100000001b3
			}
			m.store64(1, int64(i), h)
			x := v | 1
			for r := int32(0); r < rounds; r++ {
				x ^= x >> 12
				x ^= x << 25
				x ^= x >> 27
			}
			m.store64(2, int64(i), x*0x2545f4914f6cdd1d)
		})
	},
})

var popcountBits = kernel(Kernel{
	Name:   "popcount_bits",
	Covers: "hand-written bit counting: bit-serial loop, data-dependent highest-bit loop, SWAR per byte of a u64",
	Shape:  "grid 3, block 70, n 200",
	Params: []Param{bufParam("in", "u32", 4), bufParam("in64", "u64", 8), bufParam("out", "u32", 4), scalarParam("n", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "popcount_bits")
		const n = 200
		return launch.Launch{Kernel: "popcount_bits", Grid: dim(3, 1), Block: dim(70, 1), Args: []launch.Arg{
			buf("in", "u32", bytesOf32(g.u32s(n))), buf("in64", "u64", bytesOf64(g.u64s(n))),
			buf("out", "u32", g.junk(4*3*n)), i32Arg("n", n)}}
	},
	body: func(m *machine) {
		n := m.i32(3)
		m.threads(func(t thread) {
			i := int32(gid(t))
			if i >= n {
				return
			}
			v := m.load32(0, int64(i))
			ones := uint32(0)
			for b := 0; b < 32; b++ {
				ones += v >> b & 1
			}
			top := int32(-1)
			for x := v; x != 0; x >>= 1 {
				top++
			}
			w := m.load64(1, int64(i))
			ones64 := uint32(0)
			for ; w != 0; w &= w - 1 {
				ones64++
			}
			m.store32(2, 3*int64(i), ones)
			m.store32(2, 3*int64(i)+1, uint32(top))
			m.store32(2, 3*int64(i)+2, ones64)
		})
	},
})

func b2i(b bool) int32 {
	if b {
		return 1
	}
	return 0
}

var shiftsSigned = kernel(Kernel{
	Name:   "shifts_signed",
	Covers: "ashr vs lshr of negatives, shl, signed/unsigned compares at i8/i16/i32/i64, sext/zext/trunc",
	Shape:  "grid 2, block 100, n 180",
	Params: []Param{bufParam("a", "i32", 4), bufParam("b", "i32", 4), bufParam("out", "i32", 4),
		bufParam("out64", "i64", 8), scalarParam("n", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "shifts_signed")
		const n = 180
		return launch.Launch{Kernel: "shifts_signed", Grid: dim(2, 1), Block: dim(100, 1), Args: []launch.Arg{
			buf("a", "i32", bytesOf32(g.i32s(n))), buf("b", "i32", bytesOf32(g.i32s(n))),
			buf("out", "i32", g.junk(4*4*n)), buf("out64", "i64", g.junk(8*2*n)), i32Arg("n", n)}}
	},
	body: func(m *machine) {
		n := m.i32(4)
		m.threads(func(t thread) {
			i := int32(gid(t))
			if i >= n {
				return
			}
			x, y := int32(m.load32(0, int64(i))), int32(m.load32(1, int64(i)))
			sh := y & 31
			m.store32(2, 4*int64(i), uint32(x>>sh))
			m.store32(2, 4*int64(i)+1, uint32(x)>>sh)
			m.store32(2, 4*int64(i)+2, uint32(x)<<sh)
			flags := b2i(x < y) | b2i(uint32(x) < uint32(y))<<1 | b2i(int8(x) < int8(y))<<2 |
				b2i(uint16(x) > uint16(y))<<3 | b2i(int16(x) >= int16(y))<<4 |
				b2i(int64(x)*4 > int64(uint32(y)))<<5
			m.store32(2, 4*int64(i)+3, uint32(flags))
			m.store64(3, 2*int64(i), uint64(int64(x)>>(y&63)))
			packed := int64(uint64(uint32(x))<<32 | uint64(uint32(y)))
			m.store64(3, 2*int64(i)+1, uint64(packed>>((y>>8)&63)))
		})
	},
})

var minmaxClamp = kernel(Kernel{
	Name:   "minmax_clamp",
	Covers: "select-heavy: signed/unsigned min/max, clamp, abs (llvm.abs), 64-bit absolute difference",
	Shape:  "grid 2, block 50, n 90 (i64 n)",
	Needs:  []string{"call:llvm.abs.i32"},
	Params: []Param{bufParam("a", "i32", 4), bufParam("b", "i32", 4), scalarParam("lo", "i32", 4),
		scalarParam("hi", "i32", 4), bufParam("out", "i32", 4), bufParam("out64", "u64", 8), scalarParam("n", "i64", 8)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "minmax_clamp")
		const n = 90
		return launch.Launch{Kernel: "minmax_clamp", Grid: dim(2, 1), Block: dim(50, 1), Args: []launch.Arg{
			buf("a", "i32", bytesOf32(g.i32s(n))), buf("b", "i32", bytesOf32(g.i32s(n))),
			i32Arg("lo", int32(g.rangeInt(-1500, 0))), i32Arg("hi", int32(g.rangeInt(0, 1500))),
			buf("out", "i32", g.junk(4*5*n)), buf("out64", "u64", g.junk(8*n)), i64Arg("n", n)}}
	},
	body: func(m *machine) {
		lo, hi, n := m.i32(2), m.i32(3), m.i64(6)
		m.threads(func(t thread) {
			i := gid64(t)
			if i >= n {
				return
			}
			x, y := int32(m.load32(0, i)), int32(m.load32(1, i))
			clamped := x
			if x < lo {
				clamped = lo
			} else if x > hi {
				clamped = hi
			}
			absx := uint32(x)
			if x < 0 {
				absx = -uint32(x)
			}
			m.store32(4, 5*i, uint32(min(x, y)))
			m.store32(4, 5*i+1, uint32(max(x, y)))
			m.store32(4, 5*i+2, uint32(clamped))
			m.store32(4, 5*i+3, absx)
			m.store32(4, 5*i+4, min(uint32(x), uint32(y)))
			wx, wy := int64(x)*3, int64(y)-7
			diff := uint64(wy - wx)
			if wx > wy {
				diff = uint64(wx - wy)
			}
			pick := uint64(wx)
			if x&1 == 0 {
				pick = math.MaxUint64 // (long long)-1
				if y >= 0 {
					pick = uint64(y)
				}
			}
			m.store64(5, i, diff^pick<<1)
		})
	},
})

var prefixSegments = kernel(Kernel{
	Name:   "prefix_segments",
	Covers: "per-thread sequential scan: 64-bit prefix sum and running max in loop phis, size_t segment base",
	Shape:  "grid 2, block 40, 70 segments of 7 (10 idle threads)",
	Params: []Param{bufParam("in", "i32", 4), bufParam("prefix", "i64", 8), bufParam("runmax", "i32", 4),
		scalarParam("seg", "i32", 4), scalarParam("nseg", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "prefix_segments")
		const seg, nseg = 7, 70
		return launch.Launch{Kernel: "prefix_segments", Grid: dim(2, 1), Block: dim(40, 1), Args: []launch.Arg{
			buf("in", "i32", bytesOf32(g.i32s(seg*nseg))), buf("prefix", "i64", g.junk(8*seg*nseg)),
			buf("runmax", "i32", g.junk(4*seg*nseg)), i32Arg("seg", seg), i32Arg("nseg", nseg)}}
	},
	body: func(m *machine) {
		seg, nseg := m.i32(3), m.i32(4)
		m.threads(func(t thread) {
			tt := gid(t)
			if tt >= uint32(nseg) {
				return
			}
			base := uint64(tt) * uint64(int64(seg))
			acc := int64(0)
			best := int32(math.MinInt32)
			for j := int32(0); j < seg && m.fault == nil; j++ {
				at := int64(base + uint64(int64(j)))
				v := int32(m.load32(0, at))
				acc += int64(v)
				best = max(v, best)
				m.store64(1, at, uint64(acc))
				m.store32(2, at, uint32(best))
			}
		})
	},
})

var stencil2d = kernel(Kernel{
	Name:   "stencil2d",
	Covers: "2D grid/blocks (blockIdx.y, threadIdx.y), i64 pitch, negative offsets, nested divergent border branches",
	Shape:  "grid 3x4, block 16x6, 40x21 cells in pitch 43",
	Params: []Param{bufParam("in", "i32", 4), bufParam("out", "i32", 4), scalarParam("width", "i32", 4),
		scalarParam("height", "i32", 4), scalarParam("pitch", "i64", 8)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "stencil2d")
		const width, height, pitch = 40, 21, 43
		return launch.Launch{Kernel: "stencil2d", Grid: dim(3, 4), Block: dim(16, 6), Args: []launch.Arg{
			buf("in", "i32", bytesOf32(g.i32s(pitch*height))), buf("out", "i32", g.junk(4*pitch*height)),
			i32Arg("width", width), i32Arg("height", height), i64Arg("pitch", pitch)}}
	},
	body: func(m *machine) {
		width, height, pitch := m.i32(2), m.i32(3), m.i64(4)
		m.threads(func(t thread) {
			x := int32(t.ctaid.X*t.ntid.X + t.tid.X)
			y := int32(t.ctaid.Y*t.ntid.Y + t.tid.Y)
			if x >= width || y >= height {
				return
			}
			row := int64(y) * pitch
			at := func(dx int64) uint32 { return m.load32(0, row+dx) }
			c := at(int64(x))
			var acc uint32
			switch {
			case x == 0 && y == 0:
				acc = c
			case x == 0 || y == 0 || x == width-1 || y == height-1:
				if x == 0 || x == width-1 {
					acc = c * 2
				} else {
					acc = c*3 - at(int64(x)-1)
				}
			default:
				acc = 4*c - at(int64(x)-1) - at(int64(x)+1) - at(int64(x)-pitch) - at(int64(x)+pitch)
			}
			m.store32(1, row+int64(x), acc)
		})
	},
})

var transpose2d = kernel(Kernel{
	Name:   "transpose2d",
	Covers: "2D indexing with both bounds in one guard, size_t index products, 64-bit elements",
	Shape:  "grid 4x3, block 8x12, 29x33 matrix",
	Params: []Param{bufParam("in", "u64", 8), bufParam("out", "u64", 8), scalarParam("width", "u32", 4), scalarParam("height", "u32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "transpose2d")
		const width, height = 29, 33
		return launch.Launch{Kernel: "transpose2d", Grid: dim(4, 3), Block: dim(8, 12), Args: []launch.Arg{
			buf("in", "u64", bytesOf64(g.u64s(width*height))), buf("out", "u64", g.junk(8*width*height)),
			u32Arg("width", width), u32Arg("height", height)}}
	},
	body: func(m *machine) {
		width, height := m.u32(2), m.u32(3)
		m.threads(func(t thread) {
			x := t.ctaid.X*t.ntid.X + t.tid.X
			y := t.ctaid.Y*t.ntid.Y + t.tid.Y
			if x < width && y < height {
				v := m.load64(0, int64(uint64(y)*uint64(width)+uint64(x)))
				m.store64(1, int64(uint64(x)*uint64(height)+uint64(y)), v^(uint64(y)<<40|uint64(x)))
			}
		})
	},
})

var stridedGather = kernel(Kernel{
	Name:   "strided_gather",
	Covers: "64-bit index products above 2^32 masked into a table, reads backward from a one-past-the-end pointer",
	Shape:  "grid 2, block 100, count 150, table 256",
	Params: []Param{bufParam("table", "i64", 8), bufParam("out", "i64", 8), scalarParam("stride", "u64", 8),
		scalarParam("offset", "u64", 8), scalarParam("log2n", "i32", 4), scalarParam("count", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "strided_gather")
		const log2n, count = 8, 150
		return launch.Launch{Kernel: "strided_gather", Grid: dim(2, 1), Block: dim(100, 1), Args: []launch.Arg{
			buf("table", "i64", bytesOf64(g.i64s(1<<log2n))), buf("out", "i64", g.junk(8*count)),
			u64Arg("stride", uint64(g.i64())|1<<40|1), u64Arg("offset", uint64(g.i64())),
			i32Arg("log2n", log2n), i32Arg("count", count)}}
	},
	body: func(m *machine) {
		stride, offset, log2n, count := m.u64(2), m.u64(3), m.i32(4), m.i32(5)
		m.threads(func(t thread) {
			i := int32(gid(t))
			if i >= count {
				return
			}
			mask := uint64(1)<<(log2n&63) - 1
			idx := (uint64(int64(i))*stride + offset) & mask
			fwd := m.load64(0, int64(idx))
			bwd := m.load64(0, int64(mask+1)-1-int64(idx))
			m.store64(1, int64(i), fwd-bwd)
		})
	},
})

var polyHorner64 = kernel(Kernel{
	Name:   "poly_horner64",
	Covers: "64-bit multiply/add chains: Horner loop counting down, widening 32x32->64 multiply, unrolled LCG",
	Shape:  "grid 3, block 33, n 90, degree 0..9",
	Params: []Param{bufParam("coef", "u64", 8), scalarParam("degree", "i32", 4), bufParam("xs", "u32", 4),
		bufParam("out", "u64", 8), bufParam("lcg", "u64", 8), scalarParam("n", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "poly_horner64")
		const n, maxDegree = 90, 9
		return launch.Launch{Kernel: "poly_horner64", Grid: dim(3, 1), Block: dim(33, 1), Args: []launch.Arg{
			buf("coef", "u64", bytesOf64(g.u64s(maxDegree+1))), i32Arg("degree", int32(g.intn(maxDegree+1))),
			buf("xs", "u32", bytesOf32(g.u32s(n))), buf("out", "u64", g.junk(8*n)), buf("lcg", "u64", g.junk(8*n)),
			i32Arg("n", n)}}
	},
	body: func(m *machine) {
		degree, n := m.i32(1), m.i32(5)
		m.threads(func(t thread) {
			i := int32(gid(t))
			if i >= n {
				return
			}
			x := uint64(m.load32(2, int64(i)))
			acc := uint64(0)
			for d := degree; d >= 0 && m.fault == nil; d-- {
				acc = acc*x + m.load64(0, int64(d))
			}
			m.store64(3, int64(i), acc)
			s := uint64(m.load32(2, int64(i)))*uint64(uint32(i+1)) + acc
			for r := 0; r < 4; r++ {
				s = s*6364136223846793005 + 1442695040888963407
			}
			m.store64(4, int64(i), s)
		})
	},
})

var branchyClassify = kernel(Kernel{
	Name:   "branchy_classify",
	Covers: "nested divergent branches on threadIdx and data, stores in the arms, a data-dependent loop in one arm",
	Shape:  "grid 3, block 48, n 130",
	Params: []Param{bufParam("in", "i32", 4), bufParam("cls", "i32", 4), bufParam("val", "i32", 4),
		scalarParam("threshold", "i32", 4), scalarParam("n", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "branchy_classify")
		const n = 130
		in := g.i32s(n)
		for i := range in {
			// Make the "low byte zero" and "bit 8 set" arms common.
			switch g.intn(4) {
			case 0:
				in[i] &^= 0xff
			case 1:
				in[i] |= 0x100
			}
		}
		return launch.Launch{Kernel: "branchy_classify", Grid: dim(3, 1), Block: dim(48, 1), Args: []launch.Arg{
			buf("in", "i32", bytesOf32(in)), buf("cls", "i32", g.junk(4*n)), buf("val", "i32", g.junk(4*n)),
			i32Arg("threshold", int32(g.rangeInt(-100, 1500))), i32Arg("n", n)}}
	},
	body: func(m *machine) {
		threshold, n := m.i32(3), m.i32(4)
		m.threads(func(t thread) {
			i := int32(gid(t))
			if i >= n {
				return
			}
			v := int32(m.load32(0, int64(i)))
			var cls int32
			var val uint32
			if t.tid.X&1 != 0 {
				switch {
				case v < 0:
					cls, val = 1, uint32(-(v >> 1))
				case v > threshold:
					cls, val = 2, uint32(v)-uint32(threshold)
				default:
					x := uint32(v) ^ uint32(threshold)
					for r := v & 7; r > 0; r-- {
						x = x*33 + uint32(r)
					}
					cls, val = 3, x
				}
			} else {
				switch {
				case v&0xff == 0:
					cls, val = 4, uint32(v>>8)
				case v&0x100 != 0 && t.tid.X < 16:
					cls, val = 5, uint32(v)+t.tid.X
				case v&0x100 != 0:
					cls, val = 6, uint32(v)-1
				default:
					cls, val = 7, uint32(^v)
				}
			}
			m.store32(1, int64(i), uint32(cls))
			m.store32(2, int64(i), val)
		})
	},
})

var rowReduce = kernel(Kernel{
	Name:   "row_reduce",
	Covers: "one thread per row with i64 row stride, loop carrying four reductions (sum, rotating xor, max, count)",
	Shape:  "grid 2, block 50, 73 rows of 19 in stride 24",
	Params: []Param{bufParam("mat", "i32", 4), scalarParam("row_stride", "i64", 8), scalarParam("cols", "i32", 4),
		scalarParam("rows", "i32", 4), bufParam("sums", "i64", 8), bufParam("xors", "u32", 4),
		bufParam("maxes", "i32", 4), bufParam("negs", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "row_reduce")
		const rows, cols, stride = 73, 19, 24
		return launch.Launch{Kernel: "row_reduce", Grid: dim(2, 1), Block: dim(50, 1), Args: []launch.Arg{
			buf("mat", "i32", bytesOf32(g.i32s(rows*stride))), i64Arg("row_stride", stride), i32Arg("cols", cols),
			i32Arg("rows", rows), buf("sums", "i64", g.junk(8*rows)), buf("xors", "u32", g.junk(4*rows)),
			buf("maxes", "i32", g.junk(4*rows)), buf("negs", "i32", g.junk(4*rows))}}
	},
	body: func(m *machine) {
		stride, cols, rows := m.i64(1), m.i32(2), m.i32(3)
		m.threads(func(t thread) {
			r := int32(gid(t))
			if r >= rows {
				return
			}
			row := int64(r) * stride
			sum, x, best, neg := int64(0), uint32(0), int32(math.MinInt32), int32(0)
			for c := int32(0); c < cols && m.fault == nil; c++ {
				v := int32(m.load32(0, row+int64(c)))
				sum += int64(v)
				x ^= uint32(v) << (c & 7)
				best = max(v, best)
				neg += b2i(v < 0)
			}
			m.store64(4, int64(r), uint64(sum))
			m.store32(5, int64(r), x)
			m.store32(6, int64(r), uint32(best))
			m.store32(7, int64(r), uint32(neg))
		})
	},
})

var collatz = kernel(Kernel{
	Name:   "collatz",
	Covers: "data-dependent while loop (divergent trip counts) with if/else inside, 64-bit state, running max",
	Shape:  "grid 2, block 64, n 120, limit 500",
	Params: []Param{bufParam("start", "u32", 4), bufParam("steps", "u32", 4), bufParam("peak", "u64", 8),
		scalarParam("limit", "u32", 4), scalarParam("n", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "collatz")
		const n = 120
		start := make([]uint32, n)
		for i := range start {
			if g.intn(4) == 0 {
				start[i] = uint32(g.i32())
			} else {
				start[i] = uint32(g.rangeInt(0, 100000))
			}
		}
		return launch.Launch{Kernel: "collatz", Grid: dim(2, 1), Block: dim(64, 1), Args: []launch.Arg{
			buf("start", "u32", bytesOf32(start)), buf("steps", "u32", g.junk(4*n)), buf("peak", "u64", g.junk(8*n)),
			u32Arg("limit", 500), i32Arg("n", n)}}
	},
	body: func(m *machine) {
		limit, n := m.u32(3), m.i32(4)
		m.threads(func(t thread) {
			i := int32(gid(t))
			if i >= n {
				return
			}
			x := uint64(m.load32(0, int64(i)))
			top, s := x, uint32(0)
			for x > 1 && s < limit {
				if x&1 != 0 {
					x = 3*x + 1
				} else {
					x >>= 1
				}
				top = max(x, top)
				s++
			}
			m.store32(1, int64(i), s)
			m.store64(2, int64(i), top)
		})
	},
})
