package emu

import (
	"encoding/binary"
	"strings"
	"testing"

	"gpucc/isa"
	"gpucc/launch"
	"gpucc/obj"
)

// globalsModule: every thread adds 1 to the global counter at 0x1000000
// (initially 5) with RED.ADD, and thread 0 also copies the global word at
// 0x1000010 (initially 0x1234) to its buffer.
const globalsModule = `
.global counter 0x1000000 05000000
.global word 0x1000010 34120000
.kernel k
.regs gpr=8 ur=0 pred=1 upred=0 breg=0
.local 0
.shared 0
.parambytes 8
.param out 0x160 8 8 ptr
        MOV R2, 0x1000000 ; MOV R3, RZ ; MOV R4, 0x1 ;
        RED.ADD [R[2:3]], R4 ;
        S2R R0, SR_TID.X ; ISETP.NE.AND P0, PT, R0, RZ, PT ; @P0 EXIT ;
        LDG R5, [R[2:3]+0x10] ; MOV.64 R[6:7], c[0x0][0x160] ; STG [R[6:7]], R5 ;
        LDG R1, [R[2:3]] ; STG [R[6:7]+0x4], R1 ; EXIT ;
`

func TestModuleGlobals(t *testing.T) {
	m, err := obj.ParseAsm("g.s", []byte(globalsModule))
	if err != nil {
		t.Fatal(err)
	}
	conservativeModule(t, m)
	p, err := LoadKernel(m, "k")
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Globals) != 2 {
		t.Fatalf("program has %d globals, want 2", len(p.Globals))
	}
	// One warp of 32: thread 0 reads the initialized word; the counter it
	// reads after the RED of its own warp is 5 + 32.
	d := NewDevice(Options{})
	out, _ := d.Alloc(8)
	params := binary.LittleEndian.AppendUint64(nil, out)
	for launchNo, wantCounter := range []uint32{37, 69} { // the device keeps the globals across launches
		if _, err := d.Launch(p, Config{Grid: launch.Dim3{X: 1, Y: 1, Z: 1}, Block: launch.Dim3{X: 32, Y: 1, Z: 1}, Params: params}); err != nil {
			t.Fatal(err)
		}
		b, err := d.Read(out, 8)
		if err != nil {
			t.Fatal(err)
		}
		if w, c := binary.LittleEndian.Uint32(b), binary.LittleEndian.Uint32(b[4:]); w != 0x1234 || c != wantCounter {
			t.Errorf("launch %d: word %#x counter %d, want 0x1234 and %d", launchNo, w, c, wantCounter)
		}
	}
	// A global overlapping a mapped one cannot be mapped.
	bad := *p
	bad.Globals = []obj.Global{{Name: "other", Addr: 0x1000002, Data: []byte{1}}}
	if _, err := d.Launch(&bad, Config{Grid: launch.Dim3{X: 1, Y: 1, Z: 1}, Block: launch.Dim3{X: 1, Y: 1, Z: 1}, Params: params}); err == nil ||
		!strings.Contains(err.Error(), "overlap") {
		t.Errorf("overlapping global: error %v, want an overlap", err)
	}
}

// conservativeModule sets conservative control bits in every kernel.
func conservativeModule(t *testing.T, m *obj.Module) {
	t.Helper()
	for i := range m.Kernels {
		insts, err := isa.DecodeProgram(m.Kernels[i].Code)
		if err != nil {
			t.Fatal(err)
		}
		ConservativeControl(insts)
		if m.Kernels[i].Code, err = isa.EncodeProgram(insts); err != nil {
			t.Fatal(err)
		}
	}
}
