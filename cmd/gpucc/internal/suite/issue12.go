package suite

import (
	"encoding/binary"

	"gpucc/launch"
)

// Kernels for the constructs of issue 12 (real CUDA code gpucc rejected).

var manyFlags = kernel(Kernel{
	Name:     "many_flags",
	Extended: true,
	Covers:   "twelve compare results live across a loop: more predicates than P0..P6, kept in GPRs",
	Shape:    "grid 2, block 64, n 100, iters 0..6",
	Needs:    []string{"inst:srem"},
	Params:   []Param{bufParam("in", "i32", 4), bufParam("out", "u32", 4), scalarParam("n", "i32", 4), scalarParam("iters", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "many_flags")
		const n = 100
		in := g.i32s(n)
		for i := range in {
			if g.intn(2) == 0 { // small values make the flags vary
				in[i] = int32(g.rangeInt(-40, 140))
			}
		}
		return launch.Launch{Kernel: "many_flags", Grid: dim(2, 1), Block: dim(64, 1), Args: []launch.Arg{
			buf("in", "i32", bytesOf32(in)), buf("out", "u32", g.junk(4*n)), i32Arg("n", n),
			i32Arg("iters", int32(g.rangeInt(0, 6)))}}
	},
	body: func(m *machine) {
		n, iters := m.i32(2), m.i32(3)
		m.threads(func(t thread) {
			i := int32(gid(t))
			if i >= n {
				return
			}
			x := int32(m.load32(0, int64(i)))
			u := uint32(x)
			f := [12]bool{x > 3, x&1 != 0, x < -5, u>>7 > 100, x&6 == 2, x%3 == 0, u < 0x40000000, x^i > 17,
				x&0x30 != 0, x > i, u&0x100 == 0, x < 1000}
			pick := func(c bool, a, b uint32) uint32 {
				if c {
					return a
				}
				return b
			}
			acc := uint32(i)
			for k := int32(0); k < iters; k++ {
				y := m.load32(0, int64((i+k)%n))
				uk := uint32(k)
				acc = pick(f[0], acc+y, acc-y)
				acc = pick(f[1], acc^(y<<1), acc|5)
				acc = pick(f[2], acc*3, acc+7)
				acc = pick(f[3], acc-(y>>2), acc^0x55)
				acc = pick(f[4], acc+(y&9), acc*5)
				acc = pick(f[5], acc^y, acc+11)
				acc = pick(f[6], acc+uk, acc-2*uk)
				acc = pick(f[7], acc<<1, acc>>1)
				acc = pick(f[8], acc+1000, acc-y)
				acc = pick(f[9], acc*7, acc^0x1234)
				acc = pick(f[10], acc-13, acc+(y|1))
				acc = pick(f[11], acc+(y^uk), acc*9)
			}
			m.store32(1, int64(i), acc)
		})
	},
})

// Issue12 returns the extended kernels written for issue 12; the end-to-end
// test runs them with the core kernels in every configuration.
func Issue12() []Kernel {
	return []Kernel{manyFlags, unalignedRecords}
}

var unalignedRecords = kernel(Kernel{
	Name:     "unaligned_records",
	Extended: true,
	Covers:   "packed structs: i16/i32/i64 loads and stores with align 1 and align 2, split into byte and halfword accesses",
	Shape:    "grid 2, block 32, n 50",
	Needs:    []string{"inst:bitcast", "load:i8", "load:i16", "store:i16"},
	Params: []Param{bufParam("recs", "u8", 1), bufParam("pairs", "u8", 1), bufParam("sums", "u32", 4),
		scalarParam("n", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "unaligned_records")
		const n = 50
		return launch.Launch{Kernel: "unaligned_records", Grid: dim(2, 1), Block: dim(32, 1), Args: []launch.Arg{
			buf("recs", "u8", g.junk(15*n)), buf("pairs", "u8", g.junk(14*n)), buf("sums", "u32", g.junk(4*n)),
			i32Arg("n", n)}}
	},
	body: func(m *machine) {
		n := m.i32(3)
		le := binary.LittleEndian
		m.threads(func(t thread) {
			i := int32(gid(t))
			if i >= n {
				return
			}
			rec := m.span(0, int64(i), 15)
			pair := m.span(1, int64(i), 14)
			if rec == nil || pair == nil {
				return
			}
			// Rec: tag u8 @0, v i32 @1, s i16 @5, w i64 @7.
			tag, v, sv, w := rec[0], int32(le.Uint32(rec[1:])), int16(le.Uint16(rec[5:])), int64(le.Uint64(rec[7:]))
			// Pair: a i16 @0, b u32 @2, c u64 @6.
			a, b, c := int16(le.Uint16(pair[0:])), le.Uint32(pair[2:]), le.Uint64(pair[6:])
			sum := uint32(v) + uint32(int32(sv)) + uint32(tag) + uint32(w>>20) + b + uint32(int32(a)) + uint32(c>>33)
			m.store32(2, int64(i), sum)
			le.PutUint32(rec[1:], uint32(v)*3+1)
			le.PutUint16(rec[5:], uint16(sv)^0x5a5a)
			le.PutUint64(rec[7:], uint64(w)+0x0123456789abcdef)
			le.PutUint32(pair[2:], b^uint32(i))
			le.PutUint64(pair[6:], c*5)
		})
	},
})
