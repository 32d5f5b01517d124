package emu

import (
	"encoding/binary"
	"errors"
	"math"
	"strings"
	"testing"

	"gpucc/isa"
	"gpucc/launch"
	"gpucc/obj"
)

// Floating-point atomic adds (.F32, .F64 with .ADD): expected values worked
// out by hand from the FADD/DADD semantics of docs/isa.md.
func TestAtomicFloatAdd(t *testing.T) {
	// 64 threads: each adds 0.5f to a global 1.0f (ATOMG, old value kept),
	// 0.25 to a global double 0.0 (RED), and 2.0f to a shared 0.0f (ATOMS).
	// Sums of multiples of 1/4 below 2^20 are exact in any order:
	// 1 + 64 x 0.5 = 33 (0x42040000), 64 x 0.25 = 16 (0x4030000000000000),
	// 64 x 2 = 128 (0x43000000).
	src := `S2R R1, SR_TID.X ; MOV.64 R[2:3], c[0x0][0x160] ; MOV.64 R[4:5], c[0x0][0x168] ;
		ISETP.NE.AND P0, PT, R1, RZ, PT ; @!P0 STS [RZ], RZ ; BAR.SYNC 0x0 ;
		MOV R6, 0x3F000000 ; ATOMG.ADD.F32 R7, [R[2:3]], R6 ;
		IMAD.WIDE.U32 R[8:9], R1, 0x4, R[4:5] ; STG [R[8:9]], R7 ;
		MOV R10, 0x0 ; MOV R11, 0x3FD00000 ; RED.ADD.F64 [R[2:3]+0x8], R[10:11] ;
		MOV R12, 0x40000000 ; ATOMS.ADD.F32 RZ, [RZ], R12 ;
		BAR.SYNC 0x0 ;
		@P0 EXIT ;
		LDS R13, [RZ] ; STG [R[2:3]+0x10], R13 ;
		MOV R14, 0x33800000 ; ATOMG.ADD.F32 RZ, [R[2:3]+0x14], R14 ;
		MOV R15, 0x7FC00001 ; ATOMG.ADD.F32 R16, [R[2:3]+0x18], R15 ; EXIT ;`
	init := make([]byte, 32)
	binary.LittleEndian.PutUint32(init[0:], 0x3F800000)
	binary.LittleEndian.PutUint32(init[0x14:], 0x3F800000)
	binary.LittleEndian.PutUint32(init[0x18:], 0x3F800000)
	o := mustRun(t, job{src: src, block: launch.Dim3{X: 64, Y: 1, Z: 1}, staticShared: 16, bufs: [][]byte{init, make([]byte, 256)}})
	got := o.buf(t, 0, 32)
	// 1 + 2^-24 is a tie between 1 and 1 + 2^-23: RN keeps the even 1.0;
	// a NaN operand gives the canonical NaN.
	want := map[int]uint64{0: 0x42040000, 0x8: 0x4030000000000000, 0x10: 0x43000000, 0x14: 0x3F800000, 0x18: 0x7FFFFFFF}
	for off, w := range want {
		var g uint64
		if off == 8 {
			g = binary.LittleEndian.Uint64(got[off:])
		} else {
			g = uint64(binary.LittleEndian.Uint32(got[off:]))
		}
		if g != w {
			t.Errorf("word at %#x = %#x, want %#x", off, g, w)
		}
	}
	// The old values ATOMG returned are 1, 1.5, ..., 32.5, each once.
	seen := map[uint32]bool{}
	olds := o.buf(t, 1, 256)
	for i := 0; i < 64; i++ {
		seen[binary.LittleEndian.Uint32(olds[4*i:])] = true
	}
	for k := 0; k < 64; k++ {
		v := float32(1) + float32(k)*0.5
		if !seen[math.Float32bits(v)] {
			t.Errorf("no thread saw the old value %g", v)
		}
	}
}

func TestAtomicFloatOnlyAdd(t *testing.T) {
	insts := assemble(t, "MOV.64 R[2:3], c[0x0][0x160] ; ATOMG.MIN.F32 R4, [R[2:3]], R5 ; EXIT ;")
	ConservativeControl(insts)
	code, err := isa.EncodeProgram(insts)
	if err != nil {
		t.Fatal(err)
	}
	k := obj.Kernel{Name: "test", Code: code}
	k.SetRegisters(obj.CountRegisters(insts))
	_, err = Load(&k)
	var e *Error
	if !errors.As(err, &e) || e.Kind != ErrLoad || !strings.Contains(e.Error(), "take .ADD only") {
		t.Errorf("Load = %v, want an ErrLoad saying floating-point atomics take .ADD only", err)
	}
}
