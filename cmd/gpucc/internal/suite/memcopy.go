package suite

import (
	"encoding/binary"

	"gpucc/launch"
)

// Kernels for issue 12's memory intrinsics row.

var memIntrinsics = kernel(Kernel{
	Name:     "mem_intrinsics",
	Extended: true,
	Covers: "llvm.memcpy/memmove/memset: constant sizes inline (align 1, 4, 8), a 200-byte struct copy and per-thread " +
		"lengths as loops, overlapping moves in both directions, global, shared and local memory",
	Shape: "grid 2, block 48, n 80 (threads past n only fill shared memory)",
	Needs: []string{"call:llvm.lifetime.end.p0i8", "call:llvm.lifetime.start.p0i8", "call:llvm.memcpy.p0i8.p0i8.i64",
		"call:llvm.memmove.p0i8.p0i8.i64", "call:llvm.memset.p0i8.i64", "call:llvm.nvvm.barrier0", "global:addrspace(3)",
		"inst:addrspacecast", "inst:alloca", "inst:bitcast", "inst:srem", "inst:urem"},
	Params: []Param{bufParam("srcq", "i64", 8), bufParam("dstq", "i64", 8), bufParam("bytes", "u8", 1),
		bufParam("win", "u8", 1), bufParam("out", "u32", 4), bufParam("bsrci", "i32", 4), bufParam("bdsti", "i32", 4),
		bufParam("qw", "i64", 8), scalarParam("n", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "mem_intrinsics")
		const n = 80
		return launch.Launch{Kernel: "mem_intrinsics", Grid: dim(2, 1), Block: dim(48, 1), Args: []launch.Arg{
			buf("srcq", "i64", g.junk(32*n)), buf("dstq", "i64", g.junk(32*n)), buf("bytes", "u8", g.junk(16*n)),
			buf("win", "u8", g.junk(64*n)), buf("out", "u32", g.junk(4*n)), buf("bsrci", "i32", g.junk(200*n)),
			buf("bdsti", "i32", g.junk(200*n)), buf("qw", "i64", g.junk(64*n)), i32Arg("n", n)}}
	},
	body: func(m *machine) {
		n := m.i32(8)
		if m.l.Block.X > 64 || n < 2 {
			m.faultf("the kernel needs at most 64 threads per block and n >= 2")
			return
		}
		// bytesOf is the byte range [off, off+size) of buffer arg.
		bytesOf := func(arg int, off, size int32) []byte {
			if b := m.span(arg, 0, len(m.bufs[arg])); b != nil && off >= 0 && int(off+size) <= len(b) {
				return b[off : off+size]
			}
			m.faultf("bytes [%d, %d) outside argument %d", off, off+size, arg)
			return make([]byte, size)
		}
		src := func(off, size int32) []byte { return bytesOf(0, off, size) }
		m.blocks(func(ctaid launch.Dim3) {
			var stage [64 * 4]uint32
			m.threadsOf(ctaid, func(t thread) {
				i := int32(gid(t))
				for j := int32(0); j < 4; j++ {
					stage[4*t.tid.X+uint32(j)] = binary.LittleEndian.Uint32(src(16*(i%n)+4*j, 4))
				}
			})
			m.threadsOf(ctaid, func(t thread) {
				i := int32(gid(t))
				if i >= n {
					return
				}
				copy(bytesOf(1, 32*i, 32), src(32*((i*7)%n), 32))
				copy(bytesOf(6, 200*i, 200), bytesOf(5, 200*((i*3)%n), 200))
				copy(bytesOf(2, 16*i+1, 13), src(3+7*(i%n), 13))
				l := (i%5)*8 + i%3
				copy(bytesOf(7, 64*i, l), src(32*((i*3)%(n-1)), l))
				w := bytesOf(3, 64*i, 64)
				for j := int32(0); j < (i*5)%29; j++ {
					w[j] = byte(i*3 + 1)
				}
				k := i % 9
				l1, l2 := 20+(i&7), 17+i%5
				copy(w[3:3+l1], w[3+k:3+k+l1]) // Go's copy is memmove
				copy(w[30+k:30+k+l2], w[30:30+l2])
				var loc [12]uint32
				for j := uint32(0); j < 4; j++ {
					loc[2+j] = stage[4*((t.tid.X+1)%t.ntid.X)+j]
				}
				var lb [48]byte
				for j, v := range loc {
					binary.LittleEndian.PutUint32(lb[4*j:], v)
				}
				l3 := 2*(i%7) + 11
				copy(lb[(i&3)*3:(i&3)*3+l3], lb[4:4+l3])
				for j := range loc {
					loc[j] = binary.LittleEndian.Uint32(lb[4*j:])
				}
				s := uint32(0)
				for j := int32(0); j <= i%12; j++ {
					s += loc[j] * uint32(j+1)
				}
				m.store32(4, int64(i), s)
			})
		})
	},
})
