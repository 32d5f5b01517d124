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
func WarpIdioms() []Kernel { return []Kernel{warpReduce} }

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
