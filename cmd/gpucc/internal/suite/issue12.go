package suite

import "gpucc/launch"

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
	return []Kernel{manyFlags}
}
