package emu

import (
	"encoding/binary"
	"testing"

	"gpucc/isa"
	"gpucc/launch"
)

// FuzzRun runs arbitrary code: any sequence of words that decodes is
// launched (strict and lenient) on a small grid with a global buffer, and
// must end, with results or with an error, never a panic or a hang (the
// instruction limit bounds loops).
func FuzzRun(f *testing.F) {
	for _, src := range []string{
		"S2R R0, SR_TID.X $wsb=SB0 ; IMAD.WIDE.U32 R[2:3], R0, 0x4, RZ $req=SB0 $sched=5 ; STG [R[2:3]], R0 ; EXIT ;",
		"BSSY B0, +0x20 ; ISETP.LT.AND P0, PT, RZ, 0x1, PT $sched=4 ; @P0 BRA +0x0 ; BSYNC B0 ; EXIT ;",
		"BAR.SYNC 0x0 ; SHFL.BFLY PT, R1, R0, 0x1, 0x1F $wsb=SB1 ; VOTE.ANY R2, P1, PT $req=SB1 ; EXIT ;",
	} {
		insts, err := isa.Assemble("seed.s", src)
		if err != nil {
			f.Fatal(err)
		}
		code, err := isa.EncodeProgram(insts)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(code)
	}
	f.Fuzz(func(t *testing.T, code []byte) {
		code = code[:len(code)/isa.InstBytes*isa.InstBytes]
		insts, err := isa.DecodeProgram(code)
		if err != nil || len(insts) == 0 {
			return
		}
		p, err := LoadInsts("fuzz", insts, 64, 256)
		if err != nil {
			return
		}
		buf := make([]byte, 256)
		binary.LittleEndian.PutUint32(buf, 0x12345678)
		l := launch.Launch{Kernel: "fuzz", Grid: launch.Dim3{X: 2, Y: 1, Z: 1}, Block: launch.Dim3{X: 40, Y: 1, Z: 1},
			Args: []launch.Arg{{Kind: launch.Buffer, Name: "buf", Data: buf, Elem: "u32"}}}
		for _, opts := range []Options{{MaxWarpInsts: 20000}, {Lenient: true, MaxWarpInsts: 20000}} {
			Run(p, l, opts) // an error is fine; a panic or a hang is not
		}
	})
}
