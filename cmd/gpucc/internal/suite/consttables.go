package suite

import "gpucc/launch"

// Kernels for issue 12's __constant__ row.

var constTables = kernel(Kernel{
	Name:     "const_tables",
	Extended: true,
	Covers: "__constant__ arrays with initializers (addrspace 4): i32, i16, i8 and struct tables read with constant and " +
		"variable indices, a memcpy from constant into local memory, a 36 KB table and one past 32 KiB",
	Shape: "grid 2, block 64, n 100",
	Needs: []string{"call:llvm.lifetime.end.p0i8", "call:llvm.lifetime.start.p0i8", "call:llvm.memcpy.p0i8.p0i8.i64",
		"const:addrspacecast", "const:getelementptr", "global:addrspace(4)", "inst:addrspacecast", "inst:alloca", "inst:bitcast",
		"inst:urem", "load:i16", "load:i8"},
	Params: []Param{bufParam("in", "i32", 4), bufParam("out", "i64", 8), bufParam("out2", "u32", 4), scalarParam("n", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "const_tables")
		const n = 100
		return launch.Launch{Kernel: "const_tables", Grid: dim(2, 1), Block: dim(64, 1), Args: []launch.Arg{
			buf("in", "i32", bytesOf32(g.i32s(n))), buf("out", "i64", g.junk(8*n)), buf("out2", "u32", g.junk(4*n)),
			i32Arg("n", n)}}
	},
	body: func(m *machine) {
		primes := [8]int32{2, 3, 5, 7, 11, 13, 17, 19}
		deltas := [6]int16{-300, 7, -1, 32000, -32768, 12}
		sbox := [16]uint8{0x63, 0x7c, 0x77, 0x7b, 0xf2, 0x6b, 0x6f, 0xc5, 0x30, 0x01, 0x67, 0x2b, 0xfe, 0xd7, 0xab, 0x76}
		type coef struct {
			mul int32
			add int64
		}
		coefs := [3]coef{{3, 1000000007}, {-5, -77}, {9, 1 << 40}}
		big := func(j uint32) int32 { // the first six entries, then zeros
			if j < 6 {
				return [6]int32{4, 8, 15, 16, 23, 42}[j]
			}
			return 0
		}
		farAway := [4]uint32{0xdeadbeef, 0x12345678, 0xcafef00d, 0x0badc0de}
		n := m.i32(3)
		m.threads(func(t thread) {
			i := int32(gid(t))
			if i >= n {
				return
			}
			ux := m.load32(0, int64(i))
			acc := int64(primes[ux%8])*int64(primes[3]) + int64(deltas[ux%6]) + int64(sbox[(ux>>4)&15])
			c := coefs[ux%3]
			acc = acc*int64(c.mul) + c.add + coefs[2].add
			local := primes
			for k := uint32(0); k < ux%5; k++ {
				local[(ux+k)&7] += int32(deltas[k])
			}
			acc += int64(local[(ux>>3)&7] + big(ux%9000) + big(5))
			m.store64(1, int64(i), uint64(acc))
			m.store32(2, int64(i), farAway[ux&3]^farAway[1])
		})
	},
})
