package emit

import (
	"strings"
	"testing"

	"gpucc/ir"
	"gpucc/obj"
)

// shrinkWrappedSub returns an allocated subroutine with shrink-wrapping
// markers (as regalloc/irbind places them):
//
//	entry:   [MOV R21, 0x1 when dirtyEntry]; @P0 BRA ret
//	body:    save marker; MOV R20, R2; IADD R1 up; CALL; IADD R1 down; MOV R2, R20
//	restore: restore marker; BRA ret
//	ret:     RET R0
//
// Callee-saved registers start at R16; R20 is written in the body, R21
// (when dirtyEntry) before the branch, outside the region the body
// dominates. With bodyLoops the body ends with @P1 BRA body: the save
// point is in a loop.
func shrinkWrappedSub(dirtyEntry, bodyLoops bool) *ir.Func {
	f := ir.NewFunc("sw")
	f.Subroutine, f.Allocated, f.OutOfSSA = true, true, true
	f.CallSaved0 = 16
	entry, body, restore, ret := f.NewBlock("entry"), f.NewBlock("body"), f.NewBlock("restore"), f.NewBlock("ret")
	if dirtyEntry {
		entry.Append(ir.NewInstr("MOV_I").SetPhys("rd", 21).SetVal("vb", 1))
	}
	entry.Append(ir.NewInstr("BRA_I").SetPhys("pg", 0)).Target = ret
	f.SaveAt = body.Append(ir.NewInstr("NOP_X"))
	body.Append(ir.NewInstr("MOV_R").SetPhys("rd", 20).SetPhys("rb", 2))
	up := body.Append(ir.NewInstr("IADD_RI").SetPhys("rd", obj.CallStackPtr).SetPhys("ra", obj.CallStackPtr).SetVal("vb", 0))
	body.Append(ir.NewInstr("CALL_I").SetPhys("rd", obj.CallReturnAddr)).Callee = f
	down := body.Append(ir.NewInstr("IADD_RI").SetPhys("rd", obj.CallStackPtr).SetPhys("ra", obj.CallStackPtr).SetVal("vb", 0))
	body.Append(ir.NewInstr("MOV_R").SetPhys("rd", 2).SetPhys("rb", 20))
	if bodyLoops {
		body.Append(ir.NewInstr("BRA_I").SetPhys("pg", 1)).Target = body
	}
	f.FrameAdjusts = []ir.FrameAdjust{{In: up, Sign: 1}, {In: down, Sign: -1}}
	f.RestoreAt = []*ir.Instr{restore.Append(ir.NewInstr("NOP_X"))}
	restore.Append(ir.NewInstr("BRA_I")).Target = ret
	ret.Append(ir.NewInstr("RET_R").SetPhys("rb", obj.CallReturnAddr))
	f.ComputeCFG()
	return f
}

func blockText(f *ir.Func, name string) string {
	var lines []string
	for _, b := range f.Blocks {
		if b.Name == name {
			for _, in := range b.Instrs {
				lines = append(lines, f.FormatInstr(in))
			}
		}
	}
	return strings.Join(lines, "\n")
}

// TestShrinkWrappedSaves: the subroutine saves R20 at the top of the block
// that calls and reloads it on the edge out of that block's region, so the
// early return (entry -> ret) runs no STL and no LDL; the frame is one
// register, 16 bytes, and the markers are gone. (The frame pass splits body
// after its CALL, so ret is block 4.)
func TestShrinkWrappedSaves(t *testing.T) {
	sub := shrinkWrappedSub(false, false)
	k := allocatedKernel(0, sub, sub)
	if err := LayoutFrames(k, 1024); err != nil {
		t.Fatal(err)
	}
	for block, want := range map[string]string{
		"entry":   "@P0 BRA bb4.ret",
		"body":    "STL [R1], R20\nMOV R20, R2\nIADD R1, R1, 0x10\nCALL R0, @sw",
		"restore": "LDL R20, [R1]\nBRA bb4.ret",
		"ret":     "RET R0",
	} {
		if got := blockText(sub, block); !strings.HasPrefix(got, want) {
			t.Errorf("block %s:\n%s\nwant it to start with\n%s", block, got, want)
		}
	}
	if got := text(sub); strings.Contains(got, "NOP") {
		t.Errorf("markers left:\n%s", got)
	}
	if sub.LocalBytes != 16 || sub.SaveAt != nil || sub.RestoreAt != nil {
		t.Errorf("frame %d bytes, markers %v %v: want 16 and none", sub.LocalBytes, sub.SaveAt, sub.RestoreAt)
	}
}

// TestShrinkWrapFallsBack: when a callee-saved register (R21) is written
// outside the region, saving at the region would store a value the
// subroutine itself wrote, so the frame pass saves both registers at the
// entry and reloads them before the RET, as without markers.
func TestShrinkWrapFallsBack(t *testing.T) {
	sub := shrinkWrappedSub(true, false)
	k := allocatedKernel(0, sub, sub)
	if err := LayoutFrames(k, 1024); err != nil {
		t.Fatal(err)
	}
	for block, want := range map[string]string{
		"entry":   "STL [R1], R20\nSTL [R1+0x4], R21\nMOV R21, 0x1\n@P0 BRA bb4.ret",
		"body":    "MOV R20, R2\nIADD R1, R1, 0x10",
		"restore": "BRA bb4.ret",
		"ret":     "LDL R20, [R1]\nLDL R21, [R1+0x4]\nRET R0",
	} {
		if got := blockText(sub, block); got != want && !strings.HasPrefix(got, want+"\n") {
			t.Errorf("block %s:\n%s\nwant it to start with\n%s", block, got, want)
		}
	}
}

// TestShrinkWrapSavePointInLoop: a save point the region loops back to
// would save R20 again after the body wrote it, losing the caller's value,
// so the frame pass saves at the entry instead.
func TestShrinkWrapSavePointInLoop(t *testing.T) {
	sub := shrinkWrappedSub(false, true)
	k := allocatedKernel(0, sub, sub)
	if err := LayoutFrames(k, 1024); err != nil {
		t.Fatal(err)
	}
	if got := blockText(sub, "entry"); !strings.HasPrefix(got, "STL [R1], R20\n") {
		t.Errorf("block entry:\n%s\nwant the save first", got)
	}
	if got := blockText(sub, "body"); strings.Contains(got, "STL") {
		t.Errorf("block body saves:\n%s", got)
	}
	found := false
	for _, r := range k.Remarks {
		found = found || strings.Contains(r, "the save point is in a loop")
	}
	if !found {
		t.Errorf("no remark on the loop: %q", k.Remarks)
	}
}
