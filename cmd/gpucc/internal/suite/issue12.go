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
		manyFlagsBody(m, func(i int32) (x, y int32) { return int32(m.load32(0, int64(i))), i })
	},
})

// manyFlagsBody is the reference of many_flags and many_uniform_flags: xy
// gives, for thread i, the value the flags test and the value they compare
// it with (x > y, x ^ y > 17).
func manyFlagsBody(m *machine, xy func(i int32) (x, y int32)) {
	n, iters := m.i32(2), m.i32(3)
	m.threads(func(t thread) {
		i := int32(gid(t))
		if i >= n {
			return
		}
		x, y := xy(i)
		u := uint32(x)
		f := [12]bool{x > 3, x&1 != 0, x < -5, u>>7 > 100, x&6 == 2, x%3 == 0, u < 0x40000000, x^y > 17,
			x&0x30 != 0, x > y, u&0x100 == 0, x < 1000}
		pick := func(c bool, a, b uint32) uint32 {
			if c {
				return a
			}
			return b
		}
		acc := uint32(i)
		for k := int32(0); k < iters; k++ {
			yv := m.load32(0, int64((i+k)%n))
			uk := uint32(k)
			acc = pick(f[0], acc+yv, acc-yv)
			acc = pick(f[1], acc^(yv<<1), acc|5)
			acc = pick(f[2], acc*3, acc+7)
			acc = pick(f[3], acc-(yv>>2), acc^0x55)
			acc = pick(f[4], acc+(yv&9), acc*5)
			acc = pick(f[5], acc^yv, acc+11)
			acc = pick(f[6], acc+uk, acc-2*uk)
			acc = pick(f[7], acc<<1, acc>>1)
			acc = pick(f[8], acc+1000, acc-yv)
			acc = pick(f[9], acc*7, acc^0x1234)
			acc = pick(f[10], acc-13, acc+(yv|1))
			acc = pick(f[11], acc+(yv^uk), acc*9)
		}
		m.store32(1, int64(i), acc)
	})
}

var manyUniformFlags = kernel(Kernel{
	Name:     "many_uniform_flags",
	Extended: true,
	Covers:   "twelve compares of kernel parameters live across a loop: more uniform predicates than UP0..UP6, kept in URs",
	Shape:    "grid 2, block 64, n 100, iters 0..6, key/key2 small or edge values",
	Needs:    []string{"inst:srem"},
	Params: []Param{bufParam("in", "i32", 4), bufParam("out", "u32", 4), scalarParam("n", "i32", 4), scalarParam("iters", "i32", 4),
		scalarParam("key", "i32", 4), scalarParam("key2", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "many_uniform_flags")
		const n = 100
		key := int32(g.rangeInt(-40, 140))
		if seed%3 == 0 {
			key = g.i32()
		}
		return launch.Launch{Kernel: "many_uniform_flags", Grid: dim(2, 1), Block: dim(64, 1), Args: []launch.Arg{
			buf("in", "i32", bytesOf32(g.i32s(n))), buf("out", "u32", g.junk(4*n)), i32Arg("n", n),
			i32Arg("iters", int32(g.rangeInt(0, 6))), i32Arg("key", key), i32Arg("key2", int32(g.rangeInt(-20, 60)))}}
	},
	body: func(m *machine) {
		manyFlagsBody(m, func(int32) (x, y int32) { return m.i32(4), m.i32(5) })
	},
})

// Issue12 returns the extended kernels written for issue 12; the end-to-end
// test runs them with the core kernels in every configuration.
func Issue12() []Kernel {
	return append([]Kernel{manyFlags, manyUniformFlags, unalignedRecords, atomicWrap, barrierCount, namedBarriers, deviceGlobals, memIntrinsics, constTables, byvalParams, texFetch, deviceCalls, inlinePTX, inlinePTXWide, deviceAssert}, RealCalls()...)
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

// wrapInc and wrapDec are CUDA's atomicInc and atomicDec updates.
func wrapInc(old, lim uint32) uint32 {
	if old >= lim {
		return 0
	}
	return old + 1
}

func wrapDec(old, lim uint32) uint32 {
	if old == 0 || old > lim {
		return lim
	}
	return old - 1
}

var atomicWrap = kernel(Kernel{
	Name:     "atomic_wrap",
	Extended: true,
	Covers:   "atomicInc/atomicDec (llvm.nvvm.atomic.load.inc/dec.32) on global and shared memory, old values used and unused",
	Shape:    "grid 3, block 40, n 110, lim 0..40",
	Needs: []string{"call:llvm.nvvm.atomic.load.dec.32.p0i32", "call:llvm.nvvm.atomic.load.inc.32.p0i32",
		"call:llvm.nvvm.barrier0", "const:getelementptr", "inst:atomicrmw add"},
	Params: []Param{bufParam("ctr", "u32", 4), bufParam("hist", "u32", 4), bufParam("sout", "u32", 4),
		scalarParam("lim", "u32", 4), scalarParam("n", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "atomic_wrap")
		ctr := []uint32{uint32(g.rangeInt(0, 60)), uint32(g.rangeInt(0, 60)), uint32(g.rangeInt(0, 60))}
		hist := make([]uint32, 56)
		for i := range hist {
			hist[i] = uint32(g.intn(5))
		}
		return launch.Launch{Kernel: "atomic_wrap", Grid: dim(3, 1), Block: dim(40, 1), Args: []launch.Arg{
			buf("ctr", "u32", bytesOf32(ctr)), buf("hist", "u32", bytesOf32(hist)), buf("sout", "u32", g.junk(4*6)),
			u32Arg("lim", uint32(g.rangeInt(0, 40))), i32Arg("n", 110)}}
	},
	body: func(m *machine) {
		lim, n := m.u32(3), m.i32(4)
		// Every thread applies the same update to each counter, so the
		// sequence of old values (and so the histograms and final values)
		// does not depend on the order the threads run in.
		m.blocks(func(ctaid launch.Dim3) {
			s0, s1 := uint32(0), uint32(3)
			m.threadsOf(ctaid, func(t thread) {
				if int32(gid(t)) >= n {
					return
				}
				old := m.load32(0, 0)
				m.store32(0, 0, wrapInc(old, lim))
				m.store32(1, int64(old&31), m.load32(1, int64(old&31))+1)
				dold := m.load32(0, 1)
				m.store32(0, 1, wrapDec(dold, lim))
				m.store32(1, int64(32+dold&15), m.load32(1, int64(32+dold&15))+1)
				m.store32(0, 2, wrapDec(m.load32(0, 2), lim+3))
				o2 := s0
				s0 = wrapInc(s0, 6)
				s1 = wrapDec(s1, 4)
				m.store32(1, int64(48+o2&7), m.load32(1, int64(48+o2&7))+1)
			})
			m.store32(2, int64(2*ctaid.X), s0)
			m.store32(2, int64(2*ctaid.X+1), s1)
		})
	},
})

var barrierCount = kernel(Kernel{
	Name:     "barrier_count",
	Extended: true,
	Covers:   "__syncthreads_count/and/or (llvm.nvvm.barrier0.popc/and/or): BAR.RED + BAR.RESULT, a partial warp and a partial block",
	Shape:    "grid 3, block 80, n 200, thr -50..50",
	Needs:    []string{"call:llvm.nvvm.barrier0.and", "call:llvm.nvvm.barrier0.or", "call:llvm.nvvm.barrier0.popc"},
	Params: []Param{bufParam("in", "i32", 4), bufParam("out", "i32", 4), bufParam("blockres", "i32", 4),
		scalarParam("n", "i32", 4), scalarParam("thr", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "barrier_count")
		const n = 200
		in := make([]int32, n)
		for i := range in {
			switch g.intn(4) {
			case 0:
				in[i] = 0
			case 1:
				in[i] = g.i32()
			default:
				in[i] = int32(g.rangeInt(-100, 100))
			}
		}
		if seed%2 == 0 { // one block with no zero, so __syncthreads_and can be true
			for i := 0; i < 80; i++ {
				if in[i] == 0 {
					in[i] = 7
				}
			}
		}
		return launch.Launch{Kernel: "barrier_count", Grid: dim(3, 1), Block: dim(80, 1), Args: []launch.Arg{
			buf("in", "i32", bytesOf32(in)), buf("out", "i32", g.junk(4*n)), buf("blockres", "i32", g.junk(4*3)),
			i32Arg("n", n), i32Arg("thr", int32(g.rangeInt(-50, 50)))}}
	},
	body: func(m *machine) {
		n, thr := m.i32(3), m.i32(4)
		m.blocks(func(ctaid launch.Dim3) {
			var xs []int32
			m.threadsOf(ctaid, func(t thread) {
				x := int32(0)
				if i := int32(gid(t)); i < n {
					x = int32(m.load32(0, int64(i)))
				}
				xs = append(xs, x)
			})
			count := func(f func(x int32) bool) int32 {
				c := int32(0)
				for _, x := range xs {
					if f(x) {
						c++
					}
				}
				return c
			}
			c := count(func(x int32) bool { return x > thr })
			all := b2i(count(func(x int32) bool { return x != 0 }) == int32(len(xs)))
			anyv := b2i(count(func(x int32) bool { return x < -thr }) > 0)
			c2 := int32(0)
			for k := 0; k < 3; k++ {
				c2 += count(func(x int32) bool { return x>>k&1 != 0 })
			}
			m.threadsOf(ctaid, func(t thread) {
				if i := int32(gid(t)); i < n {
					m.store32(1, int64(i), uint32(c*1000000+all*100000+anyv*10000+c2))
				}
				if t.tid.X == 0 {
					m.store32(2, int64(ctaid.X), uint32(c))
				}
			})
		})
	},
})

var namedBarriers = kernel(Kernel{
	Name:     "named_barriers",
	Extended: true,
	Covers:   "named barriers with thread counts: two warp groups on their own barrier (variable id, count 64), bar.sync 5 for all, bar.sync 6 with a variable count",
	Shape:    "grid 2, block 128, rounds 0..5",
	Needs: []string{"call:llvm.nvvm.bar.sync", "call:llvm.nvvm.barrier.sync", "call:llvm.nvvm.barrier.sync.cnt", "global:addrspace(3)",
		"inst:addrspacecast"},
	Params: []Param{bufParam("in", "u32", 4), bufParam("out", "u32", 4), bufParam("out2", "u32", 4),
		scalarParam("rounds", "i32", 4), scalarParam("nwarps", "u32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "named_barriers")
		const n = 256
		return launch.Launch{Kernel: "named_barriers", Grid: dim(2, 1), Block: dim(128, 1), Args: []launch.Arg{
			buf("in", "u32", bytesOf32(g.u32s(n))), buf("out", "u32", g.junk(4*n)), buf("out2", "u32", g.junk(4*n)),
			i32Arg("rounds", int32(g.rangeInt(0, 5))), u32Arg("nwarps", 4)}}
	},
	body: func(m *machine) {
		rounds := m.i32(3)
		if m.u32(4) != 4 {
			m.faultf("the reference assumes nwarps = 4 (every warp meets at barrier 6)")
			return
		}
		m.blocks(func(ctaid launch.Dim3) {
			base := int64(ctaid.X) * 128
			var acc, buf [128]uint32
			for t := range acc {
				acc[t] = m.load32(0, base+int64(t))
			}
			// Each round every thread of a group writes, the group meets,
			// every thread reads its group's half, the group meets again.
			for r := int32(0); r < rounds; r++ {
				buf = acc
				for t := range acc {
					group, lt := uint32(t)>>6, uint32(t)&63
					acc[t] += buf[group<<6+(lt+1+uint32(r))&63] * 3
				}
			}
			for t := range acc {
				m.store32(1, base+int64(t), acc[t]+1)
				buf[t] = acc[t] ^ 0x55
			}
			for t := range acc {
				m.store32(2, base+int64(t), buf[127-t]+uint32(t))
			}
		})
	},
})

var deviceGlobals = kernel(Kernel{
	Name:     "device_globals",
	Extended: true,
	Covers:   "__device__ variables through constant addrspacecasts: an initialized int table, an array of structs, atomicInc on a zeroed counter, a scratch array",
	Shape:    "grid 2, block 32, n 60, lim 0..20",
	Needs: []string{"call:llvm.nvvm.atomic.load.inc.32.p0i32", "const:addrspacecast", "global:addrspace(1)",
		"inst:addrspacecast", "inst:atomicrmw add", "load:i16"},
	Params: []Param{bufParam("in", "i32", 4), bufParam("out", "u32", 4), bufParam("hist", "u32", 4),
		scalarParam("lim", "u32", 4), scalarParam("n", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "device_globals")
		const n = 60
		return launch.Launch{Kernel: "device_globals", Grid: dim(2, 1), Block: dim(32, 1), Args: []launch.Arg{
			buf("in", "i32", bytesOf32(g.i32s(n))), buf("out", "u32", g.junk(4*n)), buf("hist", "u32", bytesOf32(make([]uint32, 16))),
			u32Arg("lim", uint32(g.rangeInt(0, 20))), i32Arg("n", n)}}
	},
	body: func(m *machine) {
		lim, n := m.u32(3), m.i32(4)
		table := [8]int32{3, 1, 4, 1, 5, 9, 2, 6}
		pairs := [2][2]uint32{{7, 70000}, {9, 90000}}
		counter := uint32(0) // zero-initialized at the start of the launch
		m.threads(func(t thread) {
			i := int32(gid(t))
			if i >= n {
				return
			}
			x := int32(m.load32(0, int64(i)))
			old := counter
			counter = wrapInc(counter, lim)
			m.store32(2, int64(old&15), m.load32(2, int64(old&15))+1)
			p := pairs[(x>>3)&1]
			m.store32(1, int64(i), uint32(x)*uint32(table[x&7])+p[0]+p[1])
		})
	},
})
