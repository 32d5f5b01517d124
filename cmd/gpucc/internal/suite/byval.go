package suite

import (
	"encoding/binary"

	"gpucc/launch"
)

// Kernels for issue 12's byval row.

var byvalParams = kernel(Kernel{
	Name:     "byval_params",
	Extended: true,
	Covers: "structs passed by value (byval parameters): u32/i32/i64/i16/i8 fields at fixed offsets, an i16 and an i32 " +
		"array field indexed by a variable, a whole-struct copy into local memory, a parameter the kernel writes " +
		"(copied to local memory), scalars laid out around them",
	Shape: "grid 2, block 64, n 100",
	Needs: []string{"call:llvm.lifetime.end.p0i8", "call:llvm.lifetime.start.p0i8", "call:llvm.memcpy.p0i8.p0i8.i64",
		"inst:alloca", "inst:bitcast", "inst:urem", "load:i16", "load:i8", "param:byval", "store:i16"},
	Params: []Param{bufParam("in", "i32", 4), bufParam("out", "i64", 8), scalarParam("key", "u8", 1),
		bytesParam("d", 24), scalarParam("n", "i32", 4), bytesParam("lut", 24), scalarParam("s", "i16", 2)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "byval_params")
		const n = 100
		le := binary.LittleEndian
		d := g.junk(24) // the padding byte 23 is junk too
		le.PutUint32(d[0:], uint32(g.rangeInt(0, 1<<31-1)))
		le.PutUint32(d[4:], uint32(g.i32()))
		le.PutUint64(d[8:], uint64(g.rangeInt(-1<<40, 1<<40)))
		lut := make([]byte, 24)
		for k := 0; k < 6; k++ {
			le.PutUint32(lut[4*k:], uint32(g.rangeInt(-1<<30, 1<<30)))
		}
		return launch.Launch{Kernel: "byval_params", Grid: dim(2, 1), Block: dim(64, 1), Args: []launch.Arg{
			buf("in", "i32", bytesOf32(g.i32s(n))), buf("out", "i64", g.junk(8*n)), scalar("key", "u8", 1, uint64(g.i32())),
			bytesArg("d", d), i32Arg("n", n), bytesArg("lut", lut), i16Arg("s", int16(g.i32()))}}
	},
	body: func(m *machine) {
		le := binary.LittleEndian
		key, n, s := uint8(m.scalar(2)), m.i32(4), m.i16(6)
		d, lutBytes := m.l.Args[3].Data, m.l.Args[5].Data
		mul, shift, add := le.Uint32(d[0:]), int32(le.Uint32(d[4:])), int64(le.Uint64(d[8:]))
		tag := func(k uint32) int64 { return int64(int16(le.Uint16(d[16+2*k:]))) }
		bias := int64(int8(d[22]))
		var lut [6]int32
		for k := range lut {
			lut[k] = int32(le.Uint32(lutBytes[4*k:]))
		}
		m.threads(func(t thread) {
			i := int32(gid(t))
			if i >= n {
				return
			}
			x := m.load32(0, int64(i))
			q := (uint64(x) * uint64(mul)) >> (shift & 31)
			r := int64(q) + add + tag(x%3) + bias + int64(key)
			r += int64(lut[x%6]) * int64(s)
			cp := lut
			for k := uint32(0); k < x&3; k++ {
				cp[(x+k)%6] += int32(k) + int32(tag(1))
			}
			r ^= int64(cp[(x>>2)%6])
			var tags [3]int16 // this thread's copy of d.tag
			for k := range tags {
				tags[k] = int16(tag(uint32(k)))
			}
			tags[x%3] += int16(i)
			r += int64(tags[(x>>1)%3]) + int64(tags[2])
			m.store64(1, int64(i), uint64(r))
		})
	},
})
