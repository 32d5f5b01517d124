package suite

import (
	"gpucc/launch"
)

// Kernels for the warp idioms of issue 16 (shuffle reductions recognised as
// REDUX, warp-aggregated atomics). Every warp of their launches is full:
// the full-membermask collectives demand all 32 lanes.

func init() { Kernels = append(Kernels, WarpIdioms()...) }

// WarpIdioms returns the extended kernels written for the warp idioms of
// issue 16; the end-to-end test runs them in every configuration.
func WarpIdioms() []Kernel { return []Kernel{warpReduce, warpAtomics} }

// warpLanes runs fn once per full warp of block ctaid with the 32 values
// value(gid) of its lanes and the warp's first global thread index.
func warpLanes(m *machine, ctaid launch.Dim3, value func(gid uint32) uint32, fn func(base uint32, v [32]uint32)) {
	var v [32]uint32
	k := 0
	m.threadsOf(ctaid, func(t thread) {
		v[k] = value(gid(t))
		k++
		if k == 32 {
			fn(gid(t)-31, v)
			k = 0
		}
	})
}

var warpReduce = kernel(Kernel{
	Name:     "warp_reduce",
	Extended: true,
	Covers: "butterfly shuffle reductions (add, signed max, unsigned min, xor, and, or) and a shift-down add read by " +
		"lane 0 (by %laneid): REDUX; a shift-down add read by threadIdx.x % 32 == 0: shuffles",
	Shape:  "grid 2, block 96 (six full warps)",
	Needs:  []string{"call:llvm.nvvm.shfl.sync.bfly.i32", "call:llvm.nvvm.shfl.sync.down.i32", "inst:sdiv"},
	Params: []Param{bufParam("in", "i32", 4), bufParam("out", "i32", 4), bufParam("wout", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "warp_reduce")
		const n = 192
		in := g.i32s(n)
		if seed%2 == 0 { // small values: sums without wrap-around, ties in min and max
			for i := range in {
				in[i] = int32(g.rangeInt(-20, 20))
			}
		}
		return launch.Launch{Kernel: "warp_reduce", Grid: dim(2, 1), Block: dim(96, 1), Args: []launch.Arg{
			buf("in", "i32", bytesOf32(in)), buf("out", "i32", g.junk(4*6*n)), buf("wout", "i32", g.junk(4*2*n/32))}}
	},
	body: func(m *machine) {
		m.blocks(func(ctaid launch.Dim3) {
			warpLanes(m, ctaid, func(i uint32) uint32 { return m.load32(0, int64(i)) }, func(base uint32, v [32]uint32) {
				sum, mx, mn, x, a, o := uint32(0), int32(v[0]), v[0], uint32(0), ^uint32(0), uint32(0)
				d, e := uint32(0), uint32(0)
				for _, u := range v {
					sum += u
					mx = max(mx, int32(u))
					mn = min(mn, u)
					x ^= u
					a &= u
					o |= u
					d += u*3 + 1
					e += u ^ 0x55
				}
				for l := uint32(0); l < 32; l++ {
					i := int64(base + l)
					for k, r := range []uint32{sum, uint32(mx), mn, x, a, o} {
						m.store32(1, 6*i+int64(k), r)
					}
				}
				w := int64(base / 32)
				m.store32(2, 2*w, d)
				m.store32(2, 2*w+1, e)
			})
		})
	},
})

var warpAtomics = kernel(Kernel{
	Name:     "warp_atomics",
	Extended: true,
	Covers: "atomics on warp-uniform addresses aggregated per warp: counters whose old values every lane uses " +
		"(global add 1, shared add 3, divergent sub of a uniform k), grid-wide add/max/umin/and/or/xor with unused results; " +
		"the leader of __activemask() (lane == ctz(mask)) storing the active count, converged and among odd inputs",
	Shape: "grid 4, block 32 (one warp per block), k -9..9",
	Needs: []string{"call:llvm.nvvm.barrier0", "const:addrspacecast", "inst:atomicrmw add",
		"inst:atomicrmw and", "inst:atomicrmw max", "inst:atomicrmw or", "inst:atomicrmw sub", "inst:atomicrmw umin", "inst:atomicrmw xor",
		"call:asm", "call:llvm.cttz.i32", "call:llvm.ctpop.i32"},
	Params: []Param{bufParam("in", "i32", 4), bufParam("ctr", "u32", 4), bufParam("out", "u32", 4), bufParam("tot", "i32", 4),
		bufParam("sres", "u32", 4), scalarParam("k", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "warp_atomics")
		const grid, n = 4, 128
		in := g.i32s(n)
		if seed%2 == 1 { // small values, about half of them odd
			for i := range in {
				in[i] = int32(g.rangeInt(-50, 50))
			}
		}
		ctr := g.u32s(2 * grid)
		tot := []int32{int32(g.rangeInt(-1000, 1000)), int32(g.rangeInt(-100, 100)), g.i32(), -1, 0, g.i32()}
		return launch.Launch{Kernel: "warp_atomics", Grid: dim(grid, 1), Block: dim(32, 1), Args: []launch.Arg{
			buf("in", "i32", bytesOf32(in)), buf("ctr", "u32", bytesOf32(ctr)), buf("out", "u32", g.junk(4*3*n)),
			buf("tot", "i32", bytesOf32(tot)), buf("sres", "u32", g.junk(4*3*grid)), i32Arg("k", int32(g.rangeInt(-9, 9)))}}
	},
	body: func(m *machine) {
		k := m.u32(5)
		grid := m.l.Grid.X
		m.blocks(func(ctaid launch.Dim3) {
			// One warp per block: its lanes take the counters in lane order.
			s := uint32(100)
			m.threadsOf(ctaid, func(t thread) {
				i := int64(gid(t))
				x := m.load32(0, i)
				a := m.load32(1, int64(ctaid.X))
				m.store32(1, int64(ctaid.X), a+1)
				m.store32(2, 3*i, a)
				b := uint32(0xdead)
				if x&1 != 0 {
					b = m.load32(1, int64(grid+ctaid.X))
					m.store32(1, int64(grid+ctaid.X), b-k)
				}
				m.store32(2, 3*i+1, b)
				m.store32(2, 3*i+2, s)
				s += 3
				m.store32(3, 0, m.load32(3, 0)+x)
				m.store32(3, 1, uint32(max(int32(m.load32(3, 1)), int32(x))))
				m.store32(3, 2, min(m.load32(3, 2), x))
				m.store32(3, 3, m.load32(3, 3)&(x|0x10))
				m.store32(3, 4, m.load32(3, 4)|(x&0x7ff))
				m.store32(3, 5, m.load32(3, 5)^x)
			})
			m.store32(4, int64(ctaid.X), s)
			// The leader of the whole warp (lane 0) stores 32; the
			// leader of the odd-input lanes their count * 100 + its
			// threadIdx.x.
			m.store32(4, int64(grid+ctaid.X), 32)
			odd, first := uint32(0), uint32(0)
			m.threadsOf(ctaid, func(t thread) {
				if m.load32(0, int64(gid(t)))&1 != 0 {
					if odd == 0 {
						first = t.tid.X
					}
					odd++
				}
			})
			if odd > 0 {
				m.store32(4, int64(2*grid+ctaid.X), odd*100+first)
			}
		})
	},
})
