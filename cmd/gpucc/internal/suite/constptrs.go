package suite

import (
	"encoding/binary"

	"gpucc/launch"
)

// constPointers is issue 12's constant and parameter pointers through phis,
// selects and memory: pointers into __constant__ arrays and into a struct
// passed by value, merged with each other and with global pointers, walked
// in a loop, and kept in a local table of pointers.
var constPointers = kernel(Kernel{
	Name:     "const_pointers",
	Extended: true,
	Covers: "pointers into constant memory and the parameter bank through phis, selects, a loop and a local table of " +
		"pointers, merged with global pointers (LDC where every origin is one bank, else LD through the constant and " +
		"parameter windows), 16- and 64-bit elements, compares of constant pointers",
	Shape: "grid 2, block 64, n 100",
	Needs: []string{"call:llvm.lifetime.end.p0i8", "call:llvm.lifetime.start.p0i8", "const:addrspacecast",
		"const:getelementptr", "global:addrspace(4)", "inst:addrspacecast", "inst:alloca", "inst:bitcast", "inst:srem",
		"inst:switch", "inst:urem", "load:i16", "load:i32*", "param:byval", "store:i32*"},
	Params: []Param{bufParam("in", "i32", 4), bufParam("out", "i64", 8), bytesParam("p", 32), bytesParam("keys", 16),
		scalarParam("n", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "const_pointers")
		const n = 100
		le := binary.LittleEndian
		p := make([]byte, 32)
		for k := 0; k < 5; k++ { // scale, bias[4]
			le.PutUint32(p[4*k:], uint32(g.rangeInt(-1<<30, 1<<30)))
		}
		for k := 0; k < 6; k++ { // tag[6]
			le.PutUint16(p[20+2*k:], uint16(g.i32()))
		}
		keys := make([]byte, 16)
		for k := 0; k < 4; k++ {
			le.PutUint32(keys[4*k:], uint32(g.i32()))
		}
		in := make([]int32, n)
		for i := range in {
			in[i] = g.i32()
		}
		return launch.Launch{Kernel: "const_pointers", Grid: dim(2, 1), Block: dim(64, 1), Args: []launch.Arg{
			buf("in", "i32", bytesOf32(in)), buf("out", "i64", g.junk(8*n)), bytesArg("p", p), bytesArg("keys", keys),
			i32Arg("n", n)}}
	},
	body: func(m *machine) {
		ctab := [16]int32{3, -7, 11, 19, -23, 29, 31, -37, 41, 43, -47, 53, 59, -61, 67, 71}
		ctab2 := [8]int32{1000, -2000, 3000, -4000, 5000, -6000, 7000, -8000}
		cshort := [6]int16{-5, 9, -300, 32000, -32768, 77}
		cwide := [4]int64{1 << 40, -3, 123456789012, -(1 << 50)}
		cwide2 := [2]int64{17, -(1 << 33)}
		le := binary.LittleEndian
		pb, kb := m.l.Args[2].Data, m.l.Args[3].Data
		scale := int32(le.Uint32(pb[0:]))
		bias := func(k uint32) int32 { return int32(le.Uint32(pb[4+4*k:])) }
		tag := func(k uint32) int16 { return int16(le.Uint16(pb[20+2*k:])) }
		key := func(k uint32) int32 { return int32(le.Uint32(kb[4*k:])) }
		n := m.i32(4)
		in := func(j int32) int32 { return int32(m.load32(0, int64(j))) }
		m.threads(func(t thread) {
			i := int32(gid(t))
			if i >= n {
				return
			}
			ux := uint32(in(i))
			var c int32
			cIsCtab3 := false
			if ux&1 != 0 {
				c = ctab[ux%16]
				cIsCtab3 = ux%16 == 3
			} else {
				c = ctab2[ux%8]
			}
			r := int64(c)
			pp := scale
			if ux&16 != 0 {
				pp = bias((ux >> 5) & 3)
			}
			r += int64(pp) * 3
			var g int32
			switch ux % 3 {
			case 0:
				g = ctab[(ux>>2)%16]
			case 1:
				g = bias(ux & 3)
			default:
				g = in((i + 7) % n)
			}
			r = r*5 + int64(g)
			for k := uint32(0); k <= ux%5; k++ {
				s := cshort[k]
				if ux&4 != 0 {
					s = tag(k)
				}
				r += int64(s) * int64(k+1)
			}
			if ux&8 != 0 {
				r ^= cwide[(ux>>4)&3]
			} else {
				r ^= cwide2[(ux>>6)&1]
			}
			var q int32
			qIsCtab2 := false
			switch (ux >> 3) & 3 {
			case 0:
				q, qIsCtab2 = ctab2[ux&7], true
			case 1:
				q = key((ux >> 1) & 3)
			case 2:
				q = in((i * 3) % n)
			default:
				q = ctab[15-(ux&15)]
			}
			r += int64(q) * 256
			if cIsCtab3 {
				r += 100000
			}
			if qIsCtab2 {
				r += 200000
			}
			m.store64(1, int64(i), uint64(r))
		})
	},
})
