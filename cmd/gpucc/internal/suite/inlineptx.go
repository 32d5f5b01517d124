package suite

import (
	"math/big"
	"math/bits"

	"gpucc/launch"
)

// The inline PTX kernel of issue 12. The reference computes each PTX
// instruction from the PTX ISA's definition.

var inlinePTX = kernel(Kernel{
	Name:     "inline_ptx",
	Extended: true,
	Covers:   "inline PTX: special registers, bfe/bfi/prmt/bfind/brev/popc/clz, carry chains, mov.b64 packing, mul.hi.s64, cache-hinted and vector loads/stores, shfl.sync with its predicate, vote.sync, membar, { .reg } scopes",
	Shape:    "grid 2, block 64, n 100 (threads past n join the warp operations)",
	Needs:    []string{"call:asm", "inst:extractvalue"},
	Params: []Param{bufParam("in", "u32", 4), bufParam("in64", "u64", 8), bufParam("out", "u32", 4),
		bufParam("out64", "u64", 8), scalarParam("n", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "inline_ptx")
		const n = 100
		in := g.u32s(n)
		for i := range in {
			if g.intn(3) == 0 { // small values: some warps vote all-true
				in[i] = uint32(g.rangeInt(0, 39))
			}
		}
		return launch.Launch{Kernel: "inline_ptx", Grid: dim(2, 1), Block: dim(64, 1), Args: []launch.Arg{
			buf("in", "u32", bytesOf32(in)), buf("in64", "u64", bytesOf64(g.u64s(n))),
			buf("out", "u32", g.junk(32*n)), buf("out64", "u64", g.junk(8*n)), i32Arg("n", n)}}
	},
	body: func(m *machine) {
		n := int64(m.i32(4))
		m.threads(func(t thread) {
			i := gid64(t)
			lane := t.tid.X & 31
			xOf := func(l uint32) uint32 { // x of lane l of this warp (0 past n)
				j := int64(t.ctaid.X)*int64(t.ntid.X) + int64(t.tid.X&^31+l)
				if j >= n {
					return 0
				}
				return m.load32(0, j)
			}
			// shfl.sync.up 3 (c = 0): lanes 0..2 keep their value, p false.
			up, ok := xOf(lane), uint32(0)
			if lane >= 3 {
				up, ok = xOf(lane-3), 1
			}
			var ballot uint32
			all := uint32(7)
			for l := uint32(0); l < 32; l++ {
				ballot |= (xOf(l) & 1) << l
				if xOf(l)&63 >= 40 {
					all = 9
				}
			}
			below := uint32(bits.OnesCount32(ballot & (1<<lane - 1)))
			if i >= n {
				return
			}
			x, y := m.load32(0, i), m.load64(1, i)
			// 96-bit add.
			a := new(big.Int).Or(new(big.Int).Lsh(new(big.Int).SetUint64(y), 32), big.NewInt(int64(x)))
			b := new(big.Int).Or(new(big.Int).Lsh(big.NewInt(1), 64), new(big.Int).Or(new(big.Int).Lsh(big.NewInt(int64(x*3)), 32), big.NewInt(int64(^x))))
			sum := new(big.Int).Add(a, b)
			word := func(v *big.Int, k uint) uint32 {
				return uint32(new(big.Int).Rsh(v, 32*k).Uint64())
			}
			r0, r1, r2 := word(sum, 0), word(sum, 1), word(sum, 2)
			d := y - uint64(x)<<20
			w0 := ptxBfeU(x, lane, x&31) ^ uint32(ptxBfeS(int32(x), x>>27, (x>>5)&31))
			w1 := ptxBfi(x, uint32(y), x>>27, (x>>7)&31) + ptxPrmt(x, uint32(y), uint32(y>>40))
			p := uint64(x)*uint64(uint32(y)) + uint64(y>>32)
			w2 := (uint32(p) ^ uint32(p>>32)) + ptxMisc(x, int64(y))
			for k, v := range []uint32{r0, r1, r2, w0, w1, w2, up + 1000*ok, ballot + all*0x10000 + below*0x1000000} {
				m.store32(2, 8*i+int64(k), v)
			}
			m.store64(3, i, d)
		})
	},
})

// ptxBfeU is bfe.u32: len bits from pos, bits past 31 read as 0.
func ptxBfeU(a, pos, length uint32) uint32 {
	pos, length = pos&0xff, length&0xff
	var d uint32
	for k := uint32(0); k < length && k < 32; k++ {
		if pos+k < 32 && a>>(pos+k)&1 != 0 {
			d |= 1 << k
		}
	}
	return d
}

// ptxBfeS is bfe.s32: bits past 31 and above len read as the sign bit
// a[min(pos+len-1, 31)] (0 when len is 0).
func ptxBfeS(a int32, pos, length uint32) int32 {
	pos, length = pos&0xff, length&0xff
	u := uint32(a)
	sbit := uint32(0)
	if length > 0 {
		sbit = u >> min(pos+length-1, 31) & 1
	}
	var d uint32
	for k := uint32(0); k < 32; k++ {
		bit := sbit
		if k < length && pos+k <= 31 {
			bit = u >> (pos + k) & 1
		}
		d |= bit << k
	}
	return int32(d)
}

// ptxBfi is bfi.b32: the low len bits of f into b at pos.
func ptxBfi(f, b, pos, length uint32) uint32 {
	pos, length = pos&0xff, length&0xff
	d := b
	for k := uint32(0); k < length && pos+k < 32; k++ {
		d = d&^(1<<(pos+k)) | (f>>k&1)<<(pos+k)
	}
	return d
}

// ptxPrmt is prmt.b32 in the default mode.
func ptxPrmt(a, b, c uint32) uint32 {
	bytes := [8]uint32{}
	for k := 0; k < 4; k++ {
		bytes[k] = a >> (8 * k) & 0xff
		bytes[4+k] = b >> (8 * k) & 0xff
	}
	var d uint32
	for k := 0; k < 4; k++ {
		sel := c >> (4 * k) & 0xf
		v := bytes[sel&7]
		if sel&8 != 0 {
			v = 0
			if bytes[sel&7]&0x80 != 0 {
				v = 0xff
			}
		}
		d |= v << (8 * k)
	}
	return d
}

// ptxMisc mirrors misc() of inline_ptx.cu.
func ptxMisc(x uint32, y int64) uint32 {
	p := uint32(bits.OnesCount32(x))
	z := uint32(bits.LeadingZeros32(x))
	v := bits.Reverse32(x)
	bfind := func(u uint32) uint32 {
		if u == 0 {
			return 0xffffffff
		}
		return uint32(31 - bits.LeadingZeros32(u))
	}
	f := bfind(x)
	s := bfind(x)
	if int32(x) < 0 {
		s = bfind(^x)
	}
	prod := new(big.Int).Mul(big.NewInt(y), big.NewInt(y^0x5bd1e995))
	h := new(big.Int).Rsh(prod, 64).Int64() // floor shift: the signed high half
	return p + 3*z + (v ^ f) + 7*s + uint32(h) + uint32(uint64(h)>>32)
}

var inlinePTXWide = kernel(Kernel{
	Name:     "inline_ptx_wide",
	Extended: true,
	Covers:   "inline PTX: 64-bit carry chains, mad.wide, guarded instructions, clamped shifts, min/max, cvt, bfind.shiftamt, mov.b32 of 16-bit halves, ld.v2.u64, \"+r\", bfe.u64, shf, lop3, ld.relaxed/acquire and st.release with cache hints",
	Shape:    "grid 2, block 64, n 100",
	Needs:    []string{"call:asm", "inst:extractvalue"},
	Params:   []Param{bufParam("in", "u64", 8), bufParam("out", "u64", 8), scalarParam("n", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "inline_ptx_wide")
		const n = 100
		return launch.Launch{Kernel: "inline_ptx_wide", Grid: dim(2, 1), Block: dim(64, 1), Args: []launch.Arg{
			buf("in", "u64", bytesOf64(g.u64s(2*n))), buf("out", "u64", g.junk(64*n)), i32Arg("n", n)}}
	},
	body: func(m *machine) {
		n := int64(m.i32(2))
		m.threads(func(t thread) {
			i := gid64(t)
			if i >= n {
				return
			}
			a, b := m.load64(0, 2*i), m.load64(0, 2*i+1)
			s0, c0 := bits.Add64(a, b, 0)
			s1, _ := bits.Add64(b, a, c0)
			d0, b0 := bits.Sub64(a, b, 0)
			d1, _ := bits.Sub64(b, a, b0)
			lo, hi := uint32(a), uint32(a>>32)
			w := uint64(int64(int32(lo))*int64(int32(hi))) + b
			g := lo
			if int32(hi) > int32(lo) {
				g -= lo
			} else {
				g ^= 0x5a5a
			}
			sh := uint32(0)
			if lo&63 < 32 {
				sh = hi << (lo & 63)
			}
			k := (lo >> 8) & 63
			tv := int32(hi) >> min(k, 31)
			mn := uint32(min(tv, int32(lo)))
			mn = max(mn, 17)
			packed := (lo&0xffff)<<16 | lo>>16
			x := hi >> (lo & 31)
			sa := uint32(0xffffffff)
			if x != 0 {
				sa = uint32(bits.LeadingZeros32(x))
			}
			c := uint64(int64(int32(hi)))
			pos, length := uint64(lo&127), uint64((lo>>7)&127)
			var e uint64
			for j := uint64(0); j < length && pos+j < 64; j++ {
				e |= (b >> (pos + j) & 1) << j
			}
			f1 := uint32((uint64(hi)<<32 | uint64(lo)) << ((lo >> 5) & 31) >> 32)
			f2 := uint32((uint64(lo)<<32 | uint64(hi)) >> min((lo>>10)&63, 32))
			z := uint32(b)
			f3 := lo&hi | lo&z | hi&z // lop3 0xE8: the majority
			last := (c ^ e) + (uint64(f1^f2)<<32 | uint64(f3))
			last = last&0xffffffff | uint64(lo^hi)<<32 // st.release of the low ^ high word of a
			for j, v := range []uint64{s0, s1, d0, d1, w, uint64(g)<<32 | uint64(sh), uint64(mn)<<32 | uint64(packed^sa^ptxPrmt(lo, hi, 0x5e41)), last} {
				m.store64(1, 8*i+int64(j), v)
			}
		})
	},
})
