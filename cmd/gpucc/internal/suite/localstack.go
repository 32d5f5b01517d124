package suite

import "gpucc/launch"

// localStack is issue 16's registers-as-arrays row: small local arrays
// indexed by per-thread and warp-uniform variables, which gpucc keeps in
// local memory (the remark of `gpucc -v` says why).
var localStack = kernel(Kernel{
	Name:     "local_stack",
	Extended: true,
	Covers:   "small local arrays indexed by variables: a per-thread stack machine, a data-indexed table, a warp-uniform index",
	Shape:    "grid 3, block 96, n 270, k 5",
	Needs: []string{"call:llvm.lifetime.end.p0i8", "call:llvm.lifetime.start.p0i8", "call:llvm.memcpy.p0i8.p0i8.i64",
		"inst:alloca", "inst:bitcast", "inst:srem", "inst:switch"},
	Params: []Param{bufParam("in", "u32", 4), bufParam("out", "u32", 4), scalarParam("n", "i32", 4),
		scalarParam("k", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "local_stack")
		const n, block, grid = 270, 96, 3
		return launch.Launch{Kernel: "local_stack", Grid: dim(grid, 1), Block: dim(block, 1), Args: []launch.Arg{
			buf("in", "u32", bytesOf32(g.u32s(n))), buf("out", "u32", g.junk(4*3*n)), i32Arg("n", n), i32Arg("k", 5)}}
	},
	body: func(m *machine) {
		n, k := m.i32(2), m.i32(3)
		m.threads(func(t thread) {
			g := int32(t.ctaid.X*t.ntid.X + t.tid.X)
			if g >= n {
				return
			}
			x := m.load32(0, int64(g))
			var stack [8]uint32
			sp := 0
			for i := int32(0); i < 16; i++ {
				switch op := (x >> (2 * i)) & 3; {
				case op == 0 || sp < 2:
					if sp < 8 {
						stack[sp] = uint32(i*7 + g)
						sp++
					}
				case op == 1:
					sp--
					stack[sp-1] += stack[sp]
				case op == 2:
					sp--
					stack[sp-1] = stack[sp-1]*3 - stack[sp]
				default:
					stack[sp-1] ^= stack[sp-1] >> 3
				}
			}
			sum := uint32(0)
			for i := 0; i < sp; i++ {
				sum = sum*5 + stack[i]
			}
			var tab [8]uint32
			for i := int32(0); i < 8; i++ {
				tab[i] = uint32(int32(m.load32(0, int64((g+3*i)%n))) >> i)
			}
			look := tab[x&7] + tab[(x>>29)&7]
			acc := [4]uint32{1, 2, 3, 4}
			acc[(k+int32(t.ctaid.X))&3] += uint32(sp)
			m.store32(1, int64(3*g), sum)
			m.store32(1, int64(3*g+1), look)
			m.store32(1, int64(3*g+2), acc[0]*1000+acc[1]*100+acc[2]*10+acc[3])
		})
	},
})
