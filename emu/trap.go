package emu

import "fmt"

// execTRAP stops the kernel when a guarded lane executes TRAP n: the launch
// fails with entry n of the kernel's assert table, located at the first
// such lane, in the words of CUDA's device-side assert:
//
//	FILE:LINE: FUNCTION: block: [x,y,z], thread: [x,y,z] Assertion `MSG` failed.
func execTRAP(x *run, w *warp, in *inst, m uint32) *Error {
	if m == 0 {
		return nil
	}
	lane := 0
	for m&(1<<lane) == 0 {
		lane++
	}
	k := &x.prog.Kernel
	if int(in.imm) >= len(k.Asserts) {
		return x.laneErr(w, in.pc, lane, ErrProgram, "TRAP %d: the kernel's assert table has %d entries", in.imm, len(k.Asserts))
	}
	a := k.Asserts[in.imm]
	c := w.cta.id
	return x.laneErr(w, in.pc, lane, ErrTrap, "%s", fmt.Sprintf("%s:%d: %s: block: [%d,%d,%d], thread: [%d,%d,%d] Assertion `%s` failed.",
		a.File, a.Line, a.Func, c.X, c.Y, c.Z, w.tid[0][lane], w.tid[1][lane], w.tid[2][lane], a.Msg))
}
