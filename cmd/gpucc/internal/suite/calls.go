package suite

import (
	"math/bits"

	"gpucc/launch"
)

// Kernels for issue 12's calls row: device functions clang keeps out of
// line (noinline), which gpucc compiles as subroutines (CALL/RET; before
// calls existed it inlined them).

var deviceCalls = kernel(Kernel{
	Name:     "device_calls",
	Extended: true,
	Covers:   "noinline helpers as subroutines: multiple returns joined before RET, a call in a loop, nested calls, a local array in a callee's stack frame, a void callee",
	Shape:    "grid 2, block 64, n 100, iters 0..9",
	Needs:    []string{"call:_Z3putPjjj", "call:_Z4pickPKjj", "call:_Z4stepjj"},
	Params:   []Param{bufParam("in", "u32", 4), bufParam("out", "u32", 4), scalarParam("n", "i32", 4), scalarParam("iters", "u32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "device_calls")
		const n = 100
		return launch.Launch{Kernel: "device_calls", Grid: dim(2, 1), Block: dim(64, 1), Args: []launch.Arg{
			buf("in", "u32", bytesOf32(g.i32s(n))), buf("out", "u32", g.junk(8*n)), i32Arg("n", n),
			i32Arg("iters", int32(g.rangeInt(0, 9)))}}
	},
	body: func(m *machine) {
		n, iters := m.i32(2), m.u32(3)
		rot := func(x, k uint32) uint32 { return bits.RotateLeft32(x, int(k&31)) }
		step := func(x, k uint32) uint32 {
			switch {
			case x&1 != 0:
				return 3*x + k
			case x&2 != 0:
				y := x
				for i := uint32(0); i < k&3; i++ {
					y = y*5 + rot(k, i)
				}
				return y
			}
			return rot(x>>1, k)
		}
		m.threads(func(t thread) {
			i := int32(gid(t))
			if i >= n {
				return
			}
			x := m.load32(0, int64(i))
			for k := uint32(0); k < iters; k++ {
				x = step(x, k)
			}
			base := int64(i &^ 3)
			var local [4]uint32
			for j := range local {
				local[j] = m.load32(0, base+int64(j)) ^ uint32(j)
			}
			q := local[x&3] + local[(x>>2)&3]
			m.store32(1, int64(2*i), 0)
			if v := x + q; v != 0 {
				m.store32(1, int64(2*i), v)
			}
			m.store32(1, int64(2*i+1), q)
		})
	},
})

var deviceAssert = kernel(Kernel{
	Name:     "device_assert",
	Extended: true,
	Covers:   "CUDA assert (__assertfail) in the kernel and in a noinline helper (a subroutine) called in a loop; the launches never fire it",
	Shape:    "grid 2, block 64, n 100, bad -1",
	Needs:    []string{"call:__assertfail", "call:_Z10check_stepjii"},
	Params:   []Param{bufParam("in", "u32", 4), bufParam("out", "u32", 4), scalarParam("n", "i32", 4), scalarParam("bad", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "device_assert")
		const n = 100
		return launch.Launch{Kernel: "device_assert", Grid: dim(2, 1), Block: dim(64, 1), Args: []launch.Arg{
			buf("in", "u32", bytesOf32(g.u32s(n))), buf("out", "u32", g.junk(4*n)), i32Arg("n", n), i32Arg("bad", -1)}}
	},
	body: func(m *machine) {
		n, bad := m.i32(2), m.i32(3)
		m.threads(func(t thread) {
			i := int32(gid(t))
			if n > 4096 {
				m.faultf("assert n <= 4096 fires")
				return
			}
			if i >= n {
				return
			}
			v := m.load32(0, int64(i))
			for k := int32(0); k < i&3; k++ {
				if i == bad {
					m.faultf("assert i != bad fires")
					return
				}
				v = v*2654435761 + uint32(i)
			}
			m.store32(1, int64(i), v)
		})
	},
})
