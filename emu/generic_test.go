package emu

import (
	"encoding/binary"
	"fmt"
	"testing"

	"gpucc/launch"
)

// Generic addressing (docs/isa.md, "Generic addressing"): LD, ST and ATOM
// take a 64-bit address; [SharedWindow, SharedWindow+2^32) is the CTA's
// shared memory, [LocalWindow, LocalWindow+2^32) the thread's local memory,
// anything else global memory. The windows are written out here as numbers
// (0x7000_0000_0000 and 0x7800_0000_0000) so that a change to the constants
// shows up as a failure.

const (
	sharedWindowHi = 0x7000 // high word of launch.SharedWindow
	localWindowHi  = 0x7800 // high word of launch.LocalWindow
	constWindowHi  = 0x7400 // high word of launch.ConstWindow (constant bank 3)
	paramWindowHi  = 0x7c00 // high word of launch.ParamWindow (constant bank 0)
)

func TestWindowConstants(t *testing.T) {
	if launch.SharedWindow != sharedWindowHi<<32 || launch.LocalWindow != localWindowHi<<32 || launch.WindowSize != 1<<32 ||
		launch.ConstWindow != constWindowHi<<32 || launch.ParamWindow != paramWindowHi<<32 {
		t.Fatalf("windows %#x %#x %#x %#x size %#x; docs/isa.md says 0x7000_0000_0000, 0x7800_0000_0000, 0x7400_0000_0000, 0x7C00_0000_0000, 2^32",
			launch.SharedWindow, launch.LocalWindow, launch.ConstWindow, launch.ParamWindow, launch.WindowSize)
	}
}

// The constant and parameter windows read constant banks 3 and 0 with LD
// (the parameter bank from offset 0: the launch geometry, then the
// parameters); they are read-only, so ST and ATOM there fault.
func TestGenericConstantWindows(t *testing.T) {
	bank3 := words(0x11, 0x22, 0x33, 0x44)
	src := fmt.Sprintf(`MOV R2, 0x4 ; MOV R3, %#x ; LD R10, [R[2:3]+0x8] ; LD.U8 R11, [R[2:3]-0x4] ; LD.64 R[12:13], [R[2:3]+0x4] ;
		MOV R4, 0x160 ; MOV R5, %#x ; LD R14, [R[4:5]+0x4] ; LD R15, [R[4:5]-0x160] ;
		EXIT ;`, constWindowHi, paramWindowHi)
	o := mustRun(t, job{src: src, params: words(0xaaaa, 0xbbbb), banks: map[int][]byte{3: bank3}})
	// R15 is ntid.x: the default block is 1x1x1.
	o.check(t, map[string]uint32{"R10": 0x44, "R11": 0x11, "R12": 0x33, "R13": 0x44, "R14": 0xbbbb, "R15": 1})
	wantErr(t, job{src: fmt.Sprintf("MOV R2, 0x0 ; MOV R3, %#x ; MOV R4, 0x1 ; ST [R[2:3]], R4 ; EXIT ;", constWindowHi), banks: map[int][]byte{3: bank3}},
		ErrFault, "generic store at 0x740000000000 is in the window of constant bank 3 (read-only)")
	wantErr(t, job{src: fmt.Sprintf("MOV R2, 0x160 ; MOV R3, %#x ; MOV R4, 0x1 ; ATOM.ADD R5, [R[2:3]], R4 ; EXIT ;", paramWindowHi), params: words(1)},
		ErrFault, "generic atomic at 0x7c0000000160 is in the window of constant bank 0 (read-only)")
	wantErr(t, job{src: fmt.Sprintf("MOV R2, 0x10 ; MOV R3, %#x ; LD R4, [R[2:3]] ; EXIT ;", constWindowHi), banks: map[int][]byte{3: bank3}},
		ErrFault, "constant load of 4 bytes at offset 0x10 (generic address 0x740000000010) is out of bounds (the space has 16 bytes)")
}

// Each space is written through a generic address and read back through
// both the specific instruction and LD.
func TestGenericLoadStoreReachEverySpace(t *testing.T) {
	src := fmt.Sprintf(`MOV R10, 0x11 ; MOV R11, 0x22 ; MOV R12, 0x33 ;
		MOV R2, 0x10 ; MOV R3, %#x ; ST [R[2:3]+0x4], R10 ;
		MOV R4, 0x8 ; MOV R5, %#x ; ST [R[4:5]], R11 ;
		MOV.64 R[6:7], c[0x0][0x160] ; ST [R[6:7]+0xc], R12 ;
		LDS R20, [RZ+0x14] ; LDL R21, [RZ+0x8] ; LDG R22, [R[6:7]+0xc] ;
		LD R23, [R[2:3]+0x4] ; LD R24, [R[4:5]] ; LD R25, [R[6:7]+0xc] ;
		ST.U8 [R[2:3]+0x1], R12 ; LD.U8 R26, [R[2:3]+0x1] ; LDS.U8 R27, [RZ+0x11] ;
		EXIT ;`, sharedWindowHi, localWindowHi)
	o := mustRun(t, job{src: src, staticShared: 0x40, local: 0x40, bufs: [][]byte{make([]byte, 64)}})
	o.check(t, map[string]uint32{"R20": 0x11, "R21": 0x22, "R22": 0x33, "R23": 0x11, "R24": 0x22, "R25": 0x33, "R26": 0x33, "R27": 0x33})
	if got := binary.LittleEndian.Uint32(o.buf(t, 0, 64)[12:]); got != 0x33 {
		t.Errorf("global word 3 = %#x, want 0x33", got)
	}
}

// Local memory is per thread through the generic window too: each lane
// stores its lane number at the same generic address and reads back its own.
func TestGenericLocalIsPerThread(t *testing.T) {
	src := fmt.Sprintf(`S2R R1, SR_TID.X ; MOV R2, 0x0 ; MOV R3, %#x ; ST [R[2:3]], R1 ;
		BAR.SYNC 0x0 ; LD R4, [R[2:3]] ; MOV.64 R[6:7], c[0x0][0x160] ;
		IMAD.WIDE.U32 R[6:7], R1, 0x4, R[6:7] ; STG [R[6:7]], R4 ; EXIT ;`, localWindowHi)
	o := mustRun(t, job{src: src, block: launch.Dim3{X: 8, Y: 1, Z: 1}, local: 0x10, bufs: [][]byte{make([]byte, 32)}})
	b := o.buf(t, 0, 32)
	for i := 0; i < 8; i++ {
		if got := binary.LittleEndian.Uint32(b[4*i:]); got != uint32(i) {
			t.Errorf("thread %d read %d from its local window", i, got)
		}
	}
}

func TestGenericAtomic(t *testing.T) {
	src := fmt.Sprintf(`MOV R2, 0x8 ; MOV R3, %#x ; MOV R10, 0x5 ; STS [RZ+0x8], R10 ; MOV R11, 0x3 ;
		ATOM.ADD R4, [R[2:3]], R11 ; LDS R5, [RZ+0x8] ;
		MOV.64 R[6:7], c[0x0][0x160] ; STG [R[6:7]], R10 ; ATOM.CAS R8, [R[6:7]], R10, R11 ; LDG R9, [R[6:7]] ;
		EXIT ;`, sharedWindowHi)
	o := mustRun(t, job{src: src, staticShared: 0x10, bufs: [][]byte{make([]byte, 16)}})
	o.check(t, map[string]uint32{"R4": 5, "R5": 8, "R8": 5, "R9": 3})
	wantErr(t, job{src: fmt.Sprintf("MOV R2, 0x0 ; MOV R3, %#x ; MOV R4, 0x1 ; ATOM.ADD R5, [R[2:3]], R4 ; EXIT ;", localWindowHi), local: 0x10},
		ErrFault, "generic atomic at 0x780000000000 is in the local window")
}

// The address is the 64-bit sum of the register pair and the offset: an
// offset that leaves a window leaves the space (no 32-bit wrap as for LDS).
func TestGenericWindowBoundaries(t *testing.T) {
	cases := []struct {
		name      string
		lo, hi    uint32
		off       int32
		fragments []string
	}{
		{"just below the shared window is global", 0x4, sharedWindowHi, -0x8,
			[]string{"global load of 4 bytes at 0x6ffffffffffc is out of bounds"}},
		{"shared offset at the size", 0x7fc, sharedWindowHi, 0x4,
			[]string{"shared load of 4 bytes at offset 0x800 (generic address 0x700000000800) is out of bounds (the space has 2048 bytes)"}},
		{"top of the shared window", 0xfffffffc, sharedWindowHi, 0,
			[]string{"shared load of 4 bytes at offset 0xfffffffc (generic address 0x7000fffffffc) is out of bounds"}},
		{"just above the shared window is global", 0xfffffffc, sharedWindowHi, 0x4,
			[]string{"global load of 4 bytes at 0x700100000000 is out of bounds"}},
		{"local offset at the size", 0x800, localWindowHi, 0,
			[]string{"local load of 4 bytes at offset 0x800 (generic address 0x780000000800) is out of bounds (the space has 2048 bytes)"}},
		{"misaligned generic", 0x2, sharedWindowHi, 0, []string{"shared load of 4 bytes at offset 0x2 (generic address 0x700000000002) is misaligned"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := fmt.Sprintf("MOV R2, %#x ; MOV R3, %#x ; LD R4, [R[2:3]%s] ; EXIT ;", c.lo, c.hi, memOperand(c.off))
			wantErr(t, job{src: src, staticShared: addrSpaceBytes, local: addrSpaceBytes}, ErrFault, c.fragments...)
		})
	}
}
