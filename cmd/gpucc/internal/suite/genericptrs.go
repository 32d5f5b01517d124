package suite

import "gpucc/launch"

// genericPointers is issue 12's generic addressing: local and shared
// pointers merged with global ones by phis and selects, kept in a local
// table of pointers, rebuilt from integers and compared across spaces, and
// an atomic through a pointer that is shared for some threads and global for
// others.
var genericPointers = kernel(Kernel{
	Name:     "generic_pointers",
	Extended: true,
	Covers:   "local and shared pointers through phis, selects, a local table of pointers and integers; a generic atomic (LD/ST/ATOM)",
	Shape:    "grid 3, block 128, n 300",
	Needs: []string{"call:llvm.lifetime.end.p0i8", "call:llvm.lifetime.start.p0i8", "call:llvm.nvvm.barrier0",
		"const:addrspacecast", "global:addrspace(3)", "inst:addrspacecast", "inst:alloca", "inst:atomicrmw add",
		"inst:bitcast", "inst:inttoptr", "inst:ptrtoint", "inst:srem", "inst:switch", "load:i32*", "store:i32*"},
	Params: []Param{bufParam("in", "i32", 4), bufParam("out", "i32", 4), bufParam("counter", "i32", 4),
		scalarParam("n", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "generic_pointers")
		const n, block, grid = 300, 128, 3
		in := make([]int32, n)
		for i := range in {
			in[i] = int32(g.rangeInt(-1<<20, 1<<20)) // sh = 3*in and loc = in - i stay in range
		}
		return launch.Launch{Kernel: "generic_pointers", Grid: dim(grid, 1), Block: dim(block, 1), Args: []launch.Arg{
			buf("in", "i32", bytesOf32(in)), buf("out", "i32", g.junk(4*4*block*grid)),
			buf("counter", "i32", make([]byte, 4)), i32Arg("n", n)}}
	},
	body: func(m *machine) {
		n := m.i32(3)
		if m.l.Block != (launch.Dim3{X: 128, Y: 1, Z: 1}) {
			m.faultf("the kernel indexes its 128-word shared array by thread, blockDim.x must be 128, not %v", m.l.Block)
			return
		}
		if n <= 0 {
			m.faultf("n = %d: indices are taken modulo n", n)
			return
		}
		m.blocks(func(ctaid launch.Dim3) {
			var sh [128]int32
			var loc [128][8]int32
			in := func(i int32) int32 { return int32(m.load32(0, int64(i%n))) }
			m.threadsOf(ctaid, func(t thread) {
				tid := int32(t.tid.X)
				g := int32(ctaid.X)*128 + tid
				sh[tid] = in(g) * 3
				for i := int32(0); i < 8; i++ {
					loc[tid][i] = in(g+5*i) - i
				}
			})
			// After the barrier: the atomics on the shared counter add 1 for
			// the even and 2 for the odd threads with bit 2 set, the others
			// add to the global counter.
			var shcount int32
			m.threadsOf(ctaid, func(t thread) {
				tid := int32(t.tid.X)
				add := 1 + tid&1
				if tid&4 != 0 {
					shcount += add
				} else {
					m.store32(2, 0, m.load32(2, 0)+uint32(add))
				}
			})
			m.threadsOf(ctaid, func(t thread) {
				tid := int32(t.tid.X)
				g := int32(ctaid.X)*128 + tid
				var v int32
				switch tid % 3 {
				case 0:
					v = sh[(tid+1)&127]
				case 1:
					v = loc[tid][tid&7]
				default:
					v = in(g + 9)
				}
				var w int32
				k := (tid >> 2) & 3
				switch k {
				case 0:
					w = sh[tid^1]
				case 1:
					w = loc[tid][(tid*3)&7]
				case 2:
					w = in(g)
				default:
					w = sh[127-tid]
				}
				// &sh[t] is 4-aligned in every space's address, so the low
				// two bits add nothing.
				next := tid + 1
				if tid == 127 {
					next = tid - 1
				}
				x := sh[next]
				same := int32(0)
				if tid%3 == 0 {
					same = 1 // p is &sh[(t+1)&127]
				}
				if k == 1 && (tid*3)&7 == 0 {
					same += 2 // q is &loc[0]
				}
				m.store32(1, int64(4*g), uint32(v))
				m.store32(1, int64(4*g+1), uint32(w))
				m.store32(1, int64(4*g+2), uint32(x))
				m.store32(1, int64(4*g+3), uint32(same*1000+shcount))
			})
		})
	},
})
