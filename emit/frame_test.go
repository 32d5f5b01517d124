package emit

import (
	"strings"
	"testing"

	"gpucc/ir"
	"gpucc/obj"
)

// allocatedSub returns an allocated subroutine whose entry writes the given
// GPRs, that calls callee (when not nil) between IADD R1 adjustments, and
// returns; local is its frame before the saves (arguments, allocas,
// spills).
func allocatedSub(name string, local uint32, writes []uint32, callee *ir.Func) *ir.Func {
	f := ir.NewFunc(name)
	f.Subroutine, f.Allocated, f.OutOfSSA = true, true, true
	f.CallSaved0 = 20 // a kernel whose subroutines take up to 16 argument words
	f.LocalBytes = local
	b := f.NewBlock("entry")
	for _, r := range writes {
		b.Append(ir.NewInstr("MOV_I").SetPhys("rd", r).SetVal("vb", r))
	}
	if callee != nil {
		up := b.Append(ir.NewInstr("IADD_RI").SetPhys("rd", obj.CallStackPtr).SetPhys("ra", obj.CallStackPtr).SetVal("vb", 0))
		call := b.Append(ir.NewInstr("CALL_I").SetPhys("rd", obj.CallReturnAddr))
		call.Callee = callee
		down := b.Append(ir.NewInstr("IADD_RI").SetPhys("rd", obj.CallStackPtr).SetPhys("ra", obj.CallStackPtr).SetVal("vb", 0))
		f.FrameAdjusts = []ir.FrameAdjust{{In: up, Sign: 1}, {In: down, Sign: -1}}
	}
	b.Append(ir.NewInstr("RET_R").SetPhys("rb", obj.CallReturnAddr))
	f.ComputeCFG()
	return f
}

// allocatedKernel returns an allocated kernel with its own frame of local
// bytes that sets R1 and calls sub.
func allocatedKernel(local uint32, sub *ir.Func, subs ...*ir.Func) *ir.Func {
	k := ir.NewFunc("k")
	k.Allocated, k.OutOfSSA = true, true
	k.LocalBytes = local
	b := k.NewBlock("entry")
	sp := b.Append(ir.NewInstr("MOV_I").SetPhys("rd", obj.CallStackPtr).SetVal("vb", 0))
	k.FrameAdjusts = []ir.FrameAdjust{{In: sp}}
	call := b.Append(ir.NewInstr("CALL_I").SetPhys("rd", obj.CallReturnAddr))
	call.Callee = sub
	b.Append(ir.NewInstr("EXIT_X"))
	k.Subs = subs
	k.ComputeCFG()
	return k
}

func text(f *ir.Func) string {
	var lines []string
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			lines = append(lines, f.FormatInstr(in))
		}
	}
	return strings.Join(lines, "\n")
}

// TestLayoutFrames: kernel (own frame 20 bytes) -> outer (8 bytes of
// allocas, writes R20, R22 and R5) -> inner (4 bytes, writes R31). Frames
// per docs/compiler.md: outer saves R20 and R22 at 8 and 12 (after its
// 8 bytes), 16 bytes; inner saves R31 at 4, 16 bytes (8 rounded up); R5 is
// caller-saved. The kernel's frame is 32 (20 rounded to 16), its stack the
// chain 16 + 16 = 32, LocalBytes 64; outer moves R1 by 16 around its call.
func TestLayoutFrames(t *testing.T) {
	inner := allocatedSub("inner", 4, []uint32{31}, nil)
	outer := allocatedSub("outer", 8, []uint32{20, 5, 22}, inner)
	k := allocatedKernel(20, outer, outer, inner)
	if err := LayoutFrames(k, 1024); err != nil {
		t.Fatal(err)
	}
	if k.StackBytes != 32 || k.LocalBytes != 64 {
		t.Errorf("kernel stack %d, local %d: want 32 and 64", k.StackBytes, k.LocalBytes)
	}
	if got := text(k); !strings.HasPrefix(got, "MOV R1, 0x20\nCALL R0, @outer") {
		t.Errorf("kernel:\n%s\nwant R1 = 0x20 before the call", got)
	}
	wantOuter := `STL [R1+0x8], R20
STL [R1+0xC], R22
MOV R20, 0x14
MOV R5, 0x5
MOV R22, 0x16
IADD R1, R1, 0x10
CALL R0, @inner
IADD R1, R1, -0x10
LDL R20, [R1+0x8]
LDL R22, [R1+0xC]
RET R0`
	if got := text(outer); got != wantOuter {
		t.Errorf("outer:\n%s\nwant:\n%s", got, wantOuter)
	}
	wantInner := `STL [R1+0x4], R31
MOV R31, 0x1F
LDL R31, [R1+0x4]
RET R0`
	if got := text(inner); got != wantInner {
		t.Errorf("inner:\n%s\nwant:\n%s", got, wantInner)
	}
	if outer.LocalBytes != 16 || inner.LocalBytes != 16 {
		t.Errorf("frames %d and %d bytes, want 16 and 16", outer.LocalBytes, inner.LocalBytes)
	}
	// The block after the call is split off for the scheduler.
	if len(outer.Blocks) != 2 || !outer.Blocks[0].Instrs[len(outer.Blocks[0].Instrs)-1].IsCall() {
		t.Errorf("outer has %d blocks, want the call to end the first of 2", len(outer.Blocks))
	}
}

// TestLayoutFramesRecursion: a call cycle takes the given stack size.
func TestLayoutFramesRecursion(t *testing.T) {
	self := allocatedSub("self", 0, nil, nil)
	for _, in := range self.Blocks[0].Instrs {
		if in.IsReturn() {
			call := ir.NewInstr("CALL_I").SetPhys("rd", obj.CallReturnAddr)
			call.Callee = self
			self.Blocks[0].Instrs = []*ir.Instr{call, in}
			break
		}
	}
	k := allocatedKernel(0, self, self)
	if err := LayoutFrames(k, 512); err != nil {
		t.Fatal(err)
	}
	if k.StackBytes != 512 || k.LocalBytes != 512 {
		t.Errorf("stack %d, local %d: want 512 and 512", k.StackBytes, k.LocalBytes)
	}
}
