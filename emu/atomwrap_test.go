package emu

import (
	"testing"

	"gpucc/launch"
)

// TestAtomicIncDec: 100 threads each apply ATOMG.INC (limit 16, from 0),
// RED.DEC (limit 9, from 50, above the limit), ATOMG.INC.U64 (limit
// 0x1_0000_0001, from 0x1_0000_0000) and ATOMS.INC on shared memory (limit
// 6, from 0). Final values by the spec's formulas: 100 mod 17 = 15; DEC
// first resets 50 to 9, then 99 steps of a cycle of 10 end at 0; the U64
// counter reaches the limit, wraps to 0 and counts 98 more; shared 100 mod
// 7 = 2. The INC old values are each of 0..16 six times except 15 and 16
// (five times).
func TestAtomicIncDec(t *testing.T) {
	src := `S2R R1, SR_TID.X ; MOV.64 R[2:3], c[0x0][0x160] ; MOV.64 R[4:5], c[0x0][0x168] ;
		ISETP.NE.AND P0, PT, R1, RZ, PT ; @!P0 STS [RZ], RZ ; BAR.SYNC 0x0 ;
		MOV R6, 0x10 ; ATOMG.INC R7, [R[2:3]], R6 ;
		IMAD.WIDE.U32 R[8:9], R1, 0x4, R[4:5] ; STG [R[8:9]], R7 ;
		MOV R10, 0x9 ; RED.DEC [R[2:3]+0x4], R10 ;
		MOV R12, 0x1 ; MOV R13, 0x1 ; ATOMG.INC.U64 RZ, [R[2:3]+0x8], R[12:13] ;
		MOV R14, 0x6 ; ATOMS.INC RZ, [RZ], R14 ;
		BAR.SYNC 0x0 ;
		@P0 EXIT ;
		LDS R15, [RZ] ; STG [R[2:3]+0x10], R15 ; EXIT ;`
	init := words(0, 50, 0, 1, 0xdead)
	o := mustRun(t, job{src: src, block: launch.Dim3{X: 100, Y: 1, Z: 1}, staticShared: 16, bufs: [][]byte{init, make([]byte, 400)}})
	got := u32s(o.buf(t, 0, len(init)))
	want := []uint32{15, 0, 98, 0, 2}
	for i, w := range want {
		if got[i] != w {
			t.Errorf("word %d = %d, want %d", i, got[i], w)
		}
	}
	count := map[uint32]int{}
	for _, v := range u32s(o.buf(t, 1, 400)) {
		count[v]++
	}
	for v := uint32(0); v <= 16; v++ {
		want := 6
		if v >= 15 {
			want = 5
		}
		if count[v] != want {
			t.Errorf("INC returned old value %d %d times, want %d", v, count[v], want)
		}
	}
}

// TestAtomicWrapFormulas checks the formulas at their edges.
func TestAtomicWrapFormulas(t *testing.T) {
	cases := []struct {
		op, typ     uint8
		old, b, new uint64
	}{
		{atomINC, atomU32, 5, 5, 0}, {atomINC, atomU32, 4, 5, 5}, {atomINC, atomU32, 7, 5, 0},
		{atomINC, atomU32, 0xFFFFFFFE, 0xFFFFFFFF, 0xFFFFFFFF}, {atomINC, atomU32, 0xFFFFFFFF, 0xFFFFFFFF, 0},
		{atomINC, atomS32, 0x80000000, 0xFFFFFFFF, 0x80000001}, // unsigned compare even for .S32
		{atomDEC, atomU32, 0, 5, 5}, {atomDEC, atomU32, 6, 5, 5}, {atomDEC, atomU32, 5, 5, 4}, {atomDEC, atomU32, 1, 5, 0},
		{atomDEC, atomU32, 0, 0, 0}, {atomDEC, atomU64, 1 << 40, 1 << 41, 1<<40 - 1},
	}
	for _, c := range cases {
		if got := atomicOp(c.op, c.typ, c.old, c.b, 0); got != c.new {
			t.Errorf("op %d type %d old %#x b %#x: %#x, want %#x", c.op, c.typ, c.old, c.b, got, c.new)
		}
	}
}
