package emit

import (
	"strings"
	"testing"

	"gpucc/ir"
	"gpucc/isa"
	"gpucc/obj"
)

// allocatedFunc builds an allocated function with physical registers only:
//
//	a: R1 = 7;    @P0 BRA c      (indices 0, 1)
//	b: R2 = R1;   BRA a          (indices 2, 3)
//	c: EXIT                      (index 4)
func allocatedFunc() (f *ir.Func, fwd, back *ir.Instr) {
	f = ir.NewFunc("k")
	a, b, c := f.NewBlock("a"), f.NewBlock("b"), f.NewBlock("c")
	a.Append(ir.NewInstr("MOV_I").SetPhys("rd", 1).SetVal("vb", 7))
	fwd = a.Append(ir.NewInstr("BRA_I").SetPhys("pg", 0))
	fwd.Target = c
	b.Append(ir.NewInstr("MOV_R").SetPhys("rd", 2).SetPhys("rb", 1))
	back = b.Append(ir.NewInstr("BRA_I"))
	back.Target = a
	c.Append(ir.NewInstr("EXIT_X"))
	f.Allocated = true
	f.Params = []obj.Param{{Name: "out", Offset: obj.ParamBase, Size: 8, Align: 8, Pointer: true}, {Name: "n", Offset: obj.ParamBase + 8, Size: 4, Align: 4}}
	f.ParamBytes = 12
	f.LocalBytes, f.SharedBytes = 16, 256
	return f, fwd, back
}

// TestInstructionsResolvesBranchOffsets checks the byte offsets of a forward
// and a backward branch: docs/isa.md defines a BRA target as a signed byte
// offset from the next instruction, and every instruction is isa.InstBytes
// (16) bytes.
func TestInstructionsResolvesBranchOffsets(t *testing.T) {
	f, _, _ := allocatedFunc()
	insts, err := Instructions(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(insts) != 5 {
		t.Fatalf("got %d instructions, want 5", len(insts))
	}
	// The forward BRA at index 1 targets c at index 4: 4*16 - 2*16.
	// The backward BRA at index 3 targets a at index 0: 0 - 4*16.
	for _, c := range []struct {
		idx  int
		want int64
	}{{1, 32}, {3, -64}} {
		off, ok := insts[c.idx].BranchOffset()
		if !ok || off != c.want {
			t.Errorf("instruction %d: branch offset %d (ok=%v), want %d", c.idx, off, ok, c.want)
		}
	}
}

func TestInstructionsRejectsUnfinishedCode(t *testing.T) {
	f, _, _ := allocatedFunc()
	f.Allocated = false
	if _, err := Instructions(f); err == nil || !strings.Contains(err.Error(), "k: registers are not allocated") {
		t.Errorf("unallocated: got %v", err)
	}
	f, _, _ = allocatedFunc()
	f.Blocks[1].Instrs = append([]*ir.Instr{{Op: ir.OpCopy}}, f.Blocks[1].Instrs...)
	if _, err := Instructions(f); err == nil || !strings.Contains(err.Error(), "k: bb1.b: pseudo-instruction") {
		t.Errorf("pseudo-instruction: got %v", err)
	}
}

func TestKernelFromFunc(t *testing.T) {
	f, _, _ := allocatedFunc()
	k, insts, err := KernelFromFunc(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(k.Code) != 5*16 || len(insts) != 5 {
		t.Fatalf("code is %d bytes for %d instructions, want 80 for 5", len(k.Code), len(insts))
	}
	decoded, err := isa.DecodeProgram(k.Code)
	if err != nil {
		t.Fatal(err)
	}
	if off, _ := decoded[3].BranchOffset(); off != -64 {
		t.Errorf("encoded backward branch offset %d, want -64", off)
	}
	// R1 and R2 are the highest GPRs (3 counted), P0 the only predicate.
	if k.Name != "k" || k.GPRs != 3 || k.Preds != 1 || k.URs != 0 || k.LocalBytes != 16 || k.SharedBytes != 256 || k.ParamBytes != 12 {
		t.Errorf("kernel metadata: %+v", *k)
	}
	if len(k.Params) != 2 || k.Params[1] != (obj.Param{Name: "n", Offset: 0x168, Size: 4, Align: 4}) {
		t.Errorf("params: %+v", k.Params)
	}
	f.Params[0].Name = "changed"
	if k.Params[0].Name != "out" {
		t.Errorf("the kernel shares its parameter list with the function")
	}
	if err := (&obj.Module{Kernels: []obj.Kernel{*k}}).Validate(); err != nil {
		t.Errorf("the kernel does not validate: %v", err)
	}
}

func TestRemoveFallthroughBranches(t *testing.T) {
	f, fwd, back := allocatedFunc()
	// a ends in a guarded branch (kept); b's branch goes back to a (kept).
	RemoveFallthroughBranches(f)
	if n := len(f.Blocks[0].Instrs); n != 2 || f.Blocks[0].Instrs[1] != fwd {
		t.Errorf("the guarded branch was removed")
	}
	if n := len(f.Blocks[1].Instrs); n != 2 || f.Blocks[1].Instrs[1] != back {
		t.Errorf("the backward branch was removed")
	}
	// An unguarded branch to the next block in layout is removed.
	fwd.SetPhys("pg", isa.PT)
	fwd.Target = f.Blocks[1]
	RemoveFallthroughBranches(f)
	if n := len(f.Blocks[0].Instrs); n != 1 {
		t.Errorf("the fallthrough branch was kept: %d instructions in a", n)
	}
}
