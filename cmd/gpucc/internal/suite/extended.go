package suite

import (
	"math"

	"gpucc/launch"
)

// Kernels is the whole suite: the core kernels first, then the extended ones.
var Kernels = []Kernel{
	vaddGuard, axpyGridstride, mixedParams, murmurFmix, fnvXorshift, popcountBits, shiftsSigned,
	minmaxClamp, prefixSegments, stencil2d, transpose2d, stridedGather, polyHorner64, branchyClassify,
	rowReduce, collatz, segPickCounter, graphMultiExit,
	extBytes, extDivmod, extSharedReverse, extAtomicHist, sharedNegativeIndex, loopJumps,
	manyFlags, manyUniformFlags, unalignedRecords, atomicWrap, barrierCount, namedBarriers, deviceGlobals, memIntrinsics, constTables, byvalParams, texFetch,
	deviceCalls, inlinePTX, inlinePTXWide, deviceAssert,
	dp4aQuant, movmatrixTranspose, bitManip, divConstAll, genericPointers, localStack, constPointers,
	callLoop, callFrames, callRecursion, tiledImatmul, scanFlags, scanBlelloch,
}

var extBytes = kernel(Kernel{
	Name:     "ext_bytes",
	Extended: true,
	Covers:   "8- and 16-bit global loads/stores, i8 parameter, sext/zext of narrow values, clamping to i16",
	Shape:    "grid 2, block 100, n 150",
	Needs:    []string{"load:i8", "load:i16", "store:i8", "store:i16"},
	Params: []Param{bufParam("in8", "u8", 1), bufParam("out8", "u8", 1), bufParam("in16", "i16", 2),
		bufParam("out16", "u16", 2), scalarParam("key", "i8", 1), scalarParam("n", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "ext_bytes")
		const n = 150
		in16 := make([]int16, n)
		for i := range in16 {
			in16[i] = int16(g.i32())
		}
		return launch.Launch{Kernel: "ext_bytes", Grid: dim(2, 1), Block: dim(100, 1), Args: []launch.Arg{
			buf("in8", "u8", g.junk(n)), buf("out8", "u8", g.junk(n)), buf("in16", "i16", bytesOf16(in16)),
			buf("out16", "u16", g.junk(2*n)), i8Arg("key", int8(g.i32())), i32Arg("n", n)}}
	},
	body: func(m *machine) {
		key, n := m.i8(4), m.i32(5)
		m.threads(func(t thread) {
			i := int32(gid(t))
			if i >= n {
				return
			}
			c := int8(m.load8(0, int64(i)))
			m.store8(1, int64(i), uint8(int32(c>>1)+int32(key))^uint8(i))
			s := min(max(int32(int16(m.load16(2, int64(i))))*3, -32768), 32767)
			m.store16(3, int64(i), uint16(s+32768))
		})
	},
})

var extDivmod = kernel(Kernel{
	Name:     "ext_divmod",
	Extended: true,
	Covers:   "signed 32-bit and unsigned 64-bit division and remainder, guarded zero and INT_MIN/-1 divisors",
	Shape:    "grid 1, block 120, n 100",
	// clang expands each remainder into a - (a/b)*b on frozen operands.
	Needs: []string{"inst:freeze", "inst:sdiv", "inst:udiv"},
	Params: []Param{bufParam("num", "i32", 4), bufParam("den", "i32", 4), bufParam("q", "i32", 4),
		bufParam("r", "i32", 4), bufParam("uq", "u64", 8), scalarParam("n", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "ext_divmod")
		const n = 100
		den := g.i32s(n)
		for i := range den {
			if g.intn(4) == 0 {
				den[i] = int32(g.rangeInt(-9, 9))
			}
		}
		return launch.Launch{Kernel: "ext_divmod", Grid: dim(1, 1), Block: dim(120, 1), Args: []launch.Arg{
			buf("num", "i32", bytesOf32(g.i32s(n))), buf("den", "i32", bytesOf32(den)), buf("q", "i32", g.junk(4*n)),
			buf("r", "i32", g.junk(4*n)), buf("uq", "u64", g.junk(8*2*n)), i32Arg("n", n)}}
	},
	body: func(m *machine) {
		n := m.i32(5)
		m.threads(func(t thread) {
			i := int32(gid(t))
			if i >= n {
				return
			}
			a, b := int32(m.load32(0, int64(i))), int32(m.load32(1, int64(i)))
			if b == 0 || (a == math.MinInt32 && b == -1) {
				m.store32(2, int64(i), 0)
				m.store32(3, int64(i), uint32(a))
			} else {
				m.store32(2, int64(i), uint32(a/b))
				m.store32(3, int64(i), uint32(a%b))
			}
			wa := uint64(uint32(a))<<32 | uint64(uint32(b))
			m.store64(4, 2*int64(i), wa/uint64(uint32(b)|1))
			m.store64(4, 2*int64(i)+1, wa%uint64(uint32(b|1)))
		})
	},
})

var extSharedReverse = kernel(Kernel{
	Name:     "ext_shared_reverse",
	Extended: true,
	Covers:   "dynamic and static shared memory (addrspace 3 globals + addrspacecast), barriers, shared atomic add",
	Shape:    "grid 3, block 40, 160 shared bytes, n 100 (last block partial)",
	Needs:    []string{"call:llvm.nvvm.barrier0", "const:addrspacecast", "global:addrspace(3)", "inst:addrspacecast", "inst:atomicrmw add"},
	Params:   []Param{bufParam("in", "i32", 4), bufParam("out", "i32", 4), bufParam("nonzero", "i32", 4), scalarParam("n", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "ext_shared_reverse")
		const n, block, grid = 100, 40, 3
		in := g.i32s(n)
		for i := range in {
			if g.intn(3) == 0 {
				in[i] = 0
			}
		}
		return launch.Launch{Kernel: "ext_shared_reverse", Grid: dim(grid, 1), Block: dim(block, 1), SharedBytes: 4 * block,
			Args: []launch.Arg{buf("in", "i32", bytesOf32(in)), buf("out", "i32", g.junk(4*n)),
				buf("nonzero", "i32", g.junk(4*grid)), i32Arg("n", n)}}
	},
	body: func(m *machine) {
		n := uint32(m.i32(3))
		if uint64(m.l.SharedBytes) < 4*uint64(m.l.Block.X) {
			m.faultf("dynamic shared memory of %d bytes is too small for %d threads", m.l.SharedBytes, m.l.Block.X)
			return
		}
		// Barriers split each block into phases; every thread finishes a
		// phase before any thread starts the next.
		m.blocks(func(ctaid launch.Dim3) {
			base := ctaid.X * m.l.Block.X
			tile := make([]uint32, m.l.Block.X)
			count := uint32(0)
			m.threadsOf(ctaid, func(t thread) {
				if base+t.tid.X < n {
					tile[t.tid.X] = m.load32(0, int64(base+t.tid.X))
				}
			})
			m.threadsOf(ctaid, func(t thread) {
				if tile[t.tid.X] != 0 {
					count++
				}
				if base+t.tid.X < n {
					m.store32(1, int64(base+t.tid.X), tile[t.ntid.X-1-t.tid.X])
				}
			})
			m.threadsOf(ctaid, func(t thread) {
				if t.tid.X == 0 {
					m.store32(2, int64(ctaid.X), count)
				}
			})
		})
	},
})

var extAtomicHist = kernel(Kernel{
	Name:     "ext_atomic_hist",
	Extended: true,
	Covers:   "global atomics: 32-bit add into histogram bins, signed max, 64-bit xor; grid-stride loop",
	Shape:    "grid 2, block 48, n 300",
	Needs:    []string{"inst:atomicrmw add", "inst:atomicrmw max", "inst:atomicrmw xor"},
	Params: []Param{bufParam("in", "u32", 4), bufParam("bins", "u32", 4), bufParam("maxv", "i32", 4),
		bufParam("xacc", "u64", 8), scalarParam("n", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "ext_atomic_hist")
		const n = 300
		bins := make([]uint32, 16)
		for i := range bins {
			bins[i] = uint32(g.intn(1000))
		}
		return launch.Launch{Kernel: "ext_atomic_hist", Grid: dim(2, 1), Block: dim(48, 1), Args: []launch.Arg{
			buf("in", "u32", bytesOf32(g.u32s(n))), buf("bins", "u32", bytesOf32(bins)),
			buf("maxv", "i32", bytesOf32([]int32{int32(g.rangeInt(math.MinInt32, 0))})),
			buf("xacc", "u64", bytesOf64(g.u64s(1))), i32Arg("n", n)}}
	},
	body: func(m *machine) {
		n := m.i32(4)
		// The updates commute, so running the threads one after another gives
		// the same final memory as any interleaving.
		m.threads(func(t thread) {
			for i := int32(gid(t)); i < n && m.fault == nil; i += int32(t.ntid.X * t.nctaid.X) {
				v := m.load32(0, int64(i))
				m.store32(1, int64(v&15), m.load32(1, int64(v&15))+1)
				m.store32(2, 0, uint32(max(int32(m.load32(2, 0)), int32(v))))
				m.store64(3, 0, m.load64(3, 0)^uint64(v)<<(v&31))
			}
		})
	},
})
