package suite

import "gpucc/launch"

// Kernels for issue 12's texture row.

var texFetch = kernel(Kernel{
	Name:     "tex_fetch",
	Extended: true,
	Covers: "tex1Dfetch<int>/<unsigned> (the CUDA headers' tex.1d.v4 inline assembly) on texture objects bound to " +
		"linear memory: handle = the memory's address, the fetch a global load",
	Shape: "grid 2, block 64, n 100, table m 1..37",
	Needs: []string{"call:asm", "inst:extractvalue", "inst:srem"},
	Params: []Param{bufParam("wbuf", "i32", 4), bufParam("tbuf", "u32", 4), scalarParam("weights", "u64", 8),
		scalarParam("table", "u64", 8), bufParam("out", "u32", 4), scalarParam("n", "i32", 4), scalarParam("m", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "tex_fetch")
		const n = 100
		m := int32(g.rangeInt(1, 37))
		l := launch.Launch{Kernel: "tex_fetch", Grid: dim(2, 1), Block: dim(64, 1), Args: []launch.Arg{
			buf("wbuf", "i32", bytesOf32(g.i32s(n))), buf("tbuf", "u32", bytesOf32(g.u32s(int(m)))),
			u64Arg("weights", 0), u64Arg("table", 0), buf("out", "u32", g.junk(4*n)), i32Arg("n", n), i32Arg("m", m)}}
		// The texture objects: the addresses of the memory bound to them.
		addrs := l.BufferAddrs()
		l.Args[2].Value, l.Args[3].Value = addrs[0], addrs[1]
		return l
	},
	body: func(m *machine) {
		n, mm := m.i32(5), m.i32(6)
		addrs := m.l.BufferAddrs()
		if m.u64(2) != addrs[0] || m.u64(3) != addrs[1] {
			m.faultf("the texture objects must be the addresses of wbuf and tbuf")
			return
		}
		m.threads(func(t thread) {
			i := int32(gid(t))
			if i >= n {
				return
			}
			acc := m.load32(1, int64(i%mm))
			for k := int32(0); k < i&3; k++ {
				acc = acc*31 + m.load32(0, int64((i+k)%n))
			}
			m.store32(4, int64(i), acc^m.load32(0, int64(n-1-i)))
		})
	},
})
