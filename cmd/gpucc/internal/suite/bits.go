package suite

import (
	"math/big"
	"math/bits"

	"gpucc/launch"
)

// Kernels of issue 13 (code quality): bit manipulation with the compiler's
// builtins, and constant division of every signedness and width. The
// references compute each C expression with Go's operators (Go's / and %
// truncate as C's do) and math/bits.

var bitManip = kernel(Kernel{
	Name:     "bit_manip",
	Extended: true,
	Covers:   "ctpop/ctlz/cttz/bitreverse/bswap of i32 and i64, byte packing, add chains, llvm.nvvm.mulhi.{i,ui,ll,ull}",
	Shape:    "grid 2, block 64, n 100",
	Needs: []string{"call:llvm.bitreverse.i32", "call:llvm.bitreverse.i64", "call:llvm.bswap.i32", "call:llvm.bswap.i64",
		"call:llvm.ctlz.i32", "call:llvm.ctlz.i64", "call:llvm.ctpop.i32", "call:llvm.ctpop.i64", "call:llvm.cttz.i32",
		"call:llvm.cttz.i64", "call:llvm.nvvm.mulhi.i", "call:llvm.nvvm.mulhi.ll", "call:llvm.nvvm.mulhi.ui",
		"call:llvm.nvvm.mulhi.ull"},
	Params: []Param{bufParam("in", "u32", 4), bufParam("in64", "u64", 8), bufParam("out", "u32", 4),
		bufParam("out64", "u64", 8), scalarParam("n", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "bit_manip")
		const n = 100
		in := g.u32s(n)
		for i := range in {
			if g.intn(4) == 0 { // short values: many leading zeros
				in[i] >>= uint(g.intn(32))
			}
		}
		return launch.Launch{Kernel: "bit_manip", Grid: dim(2, 1), Block: dim(64, 1), Args: []launch.Arg{
			buf("in", "u32", bytesOf32(in)), buf("in64", "u64", bytesOf64(g.u64s(n))),
			buf("out", "u32", g.junk(4*6*n)), buf("out64", "u64", g.junk(8*3*n)), i32Arg("n", n)}}
	},
	body: func(m *machine) {
		n := int64(m.i32(4))
		m.threads(func(t thread) {
			i := gid64(t)
			if i >= n {
				return
			}
			x, y := m.load32(0, i), m.load64(1, i)
			pc := uint32(bits.OnesCount32(x) + 3*bits.OnesCount64(y))
			lz := uint32(bits.LeadingZeros32(x|1) + 64*bits.LeadingZeros64(y|1))
			tz := uint32(99)
			if x != 0 {
				tz = uint32(bits.TrailingZeros32(x))
			}
			tz += uint32(128 * bits.TrailingZeros64(y|1<<63))
			rv := bits.Reverse32(x) ^ uint32(bits.Reverse64(y)>>7)
			bs := bits.ReverseBytes32(x) + uint32(bits.ReverseBytes64(y)>>8)
			pk := x&0xff | uint32(y&0xff)<<8 | x>>24<<16 | uint32(y>>56)<<24
			s3 := x + uint32(y) + uint32(y>>32) + pc - lz
			s64 := y + uint64(x)*7 + y>>3 + uint64(tz)
			prod := new(big.Int).Mul(big.NewInt(int64(y)), big.NewInt(int64(y^0x9e3779b97f4a7c15)))
			mh := new(big.Int).Rsh(prod, 64).Int64()
			uh, _ := bits.Mul64(y, s64)
			h32 := uint32(uint64(x)*0x85ebca6b>>32) ^ uint32(int64(int32(x))*-7>>32)
			for k, v := range []uint32{pc, lz, tz, rv ^ bs, pk, s3 ^ h32} {
				m.store32(2, 6*i+int64(k), v)
			}
			for k, v := range []uint64{s64, uint64(mh), uh} {
				m.store64(3, 3*i+int64(k), v)
			}
		})
	},
})

var divConstAll = kernel(Kernel{
	Name:     "div_const_all",
	Extended: true,
	Covers:   "sdiv/udiv/srem/urem by constants of i8, i16 (promoted to i32), i32 and i64: powers of two, 33- and 65-bit magics, negative divisors",
	Shape:    "grid 2, block 64, n 120",
	Needs:    []string{"inst:freeze", "inst:sdiv", "inst:srem", "inst:udiv", "inst:urem"},
	Params:   []Param{bufParam("in", "i64", 8), bufParam("out", "u32", 4), bufParam("out64", "u64", 8), scalarParam("n", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "div_const_all")
		const n = 120
		return launch.Launch{Kernel: "div_const_all", Grid: dim(2, 1), Block: dim(64, 1), Args: []launch.Arg{
			buf("in", "i64", bytesOf64(g.i64s(n))), buf("out", "u32", g.junk(4*8*n)), buf("out64", "u64", g.junk(8*4*n)),
			i32Arg("n", n)}}
	},
	body: func(m *machine) {
		n := int64(m.i32(3))
		m.threads(func(t thread) {
			i := gid64(t)
			if i >= n {
				return
			}
			v := int64(m.load64(0, i))
			// C's integer promotions: the 8- and 16-bit values divide as int.
			s8, u8 := int32(int8(v)), int32(uint8(v))
			s16, u16 := int32(int16(v>>8)), int32(uint16(v>>8))
			s32, u32 := int32(v>>16), uint32(v>>16)
			u64 := uint64(v)
			out := []uint32{
				uint32(s8/7) ^ uint32(s8%-3)<<8 ^ uint32(u8/10)<<16 ^ uint32(u8%6)<<24,
				uint32(s16/100) ^ uint32(s16%16)<<16,
				uint32(u16/641) + uint32(u16%13)<<16,
				uint32(s32 / 7),
				uint32(s32 % -1000),
				u32/7 + u32%641,
				uint32(s32/64) ^ uint32(s32%64),
				u32 / 0x80000001,
			}
			for k, w := range out {
				m.store32(1, 8*i+int64(k), w)
			}
			out64 := []uint64{u64/10 + u64%7, uint64(v / -3), uint64(v % 1000000007), u64/274177 + uint64(v/4096)}
			for k, w := range out64 {
				m.store64(2, 4*i+int64(k), w)
			}
		})
	},
})
