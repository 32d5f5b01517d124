package suite

import "gpucc/launch"

// sharedNegativeIndex is issue 17's negative shared-memory index: a pointer
// into the middle of a shared (and a local) array indexed below it.
var sharedNegativeIndex = kernel(Kernel{
	Name:     "shared_negative_index",
	Extended: true,
	Covers:   "pointers into the middle of shared and local arrays indexed below them (negative register + positive offset)",
	Shape:    "grid 3, block 256, n 700 (the input wraps around)",
	Needs: []string{"call:llvm.lifetime.end.p0i8", "call:llvm.lifetime.start.p0i8", "call:llvm.nvvm.barrier0",
		"const:getelementptr", "global:addrspace(3)", "inst:addrspacecast", "inst:alloca", "inst:bitcast", "inst:srem"},
	Params: []Param{bufParam("in", "u32", 4), bufParam("out", "u32", 4), bufParam("out2", "u32", 4),
		scalarParam("n", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "shared_negative_index")
		const n, block, grid = 700, 256, 3
		return launch.Launch{Kernel: "shared_negative_index", Grid: dim(grid, 1), Block: dim(block, 1), Args: []launch.Arg{
			buf("in", "u32", bytesOf32(g.u32s(n))), buf("out", "u32", g.junk(4*block*grid)),
			buf("out2", "u32", g.junk(4*block*grid)), i32Arg("n", n)}}
	},
	body: func(m *machine) {
		n := m.i32(3)
		if m.l.Block != (launch.Dim3{X: 256, Y: 1, Z: 1}) {
			m.faultf("the kernel fills its 512-word shared array with blocks of 256 threads, not %v", m.l.Block)
			return
		}
		if n <= 0 {
			m.faultf("n = %d: the input index is taken modulo n", n)
			return
		}
		m.blocks(func(ctaid launch.Dim3) {
			b := int32(ctaid.X * 256)
			var cx [512]uint32
			m.threadsOf(ctaid, func(t thread) {
				i := int32(t.tid.X)
				cx[i] = m.load32(0, int64((b+i)%n))
				cx[i+256] = m.load32(0, int64((b+i+256)%n)) ^ 0x5a5a
			})
			// After the barrier every thread only reads cx.
			m.threadsOf(ctaid, func(t thread) {
				i := int32(t.tid.X)
				m.store32(1, int64(b+i), cx[256+i-55]) // px = &cx[256]; px[t - 55]
				v := cx[256+64+i-300] * 3              // py = &cx[blockDim.x + 64]; py[t - 300]
				var loc [16]uint32
				for k := range loc {
					loc[k] = cx[(i+7*int32(k))&511] + uint32(k)
				}
				// pl = &loc[8]; pl[(t & 15) - 8] - px[-1 - (t & 255)] + v
				m.store32(2, int64(b+i), loc[8+(i&15)-8]-cx[256-1-(i&255)]+v)
			})
		})
	},
})
