package lower

import (
	"testing"

	"gpucc/ir"
	"gpucc/isa"
)

// TestDeadCodeEveryOptype runs dead-code elimination on one instruction of
// every form of every optype, all its results unused, and checks that it is
// deleted exactly when its group and operands say it only computes values:
// an optype added to the machine description is handled by its properties.
func TestDeadCodeEveryOptype(t *testing.T) {
	for _, fm := range isa.Forms() {
		o := fm.Op()
		keep := fm.WritesPR
		switch o.Group {
		case "MEM":
			keep = keep || o.Name != "ULDC" // ULDC: a constant at an address fixed in the instruction
		case "SYNCOp", "BCU":
			keep = true
		case "CTRL":
			keep = keep || o.Name != "NOP"
		}
		for _, x := range fm.Operands {
			switch x.Kind {
			case isa.OpMem, isa.OpCMemIdx, isa.OpIndirect, isa.OpTarget, isa.OpBReg:
				keep = true
			}
		}
		f := ir.NewFunc("k")
		b := f.NewBlock("entry")
		in := &ir.Instr{Op: ir.OpMachine, Inst: isa.NewInst(&fm)}
		b.Append(in)
		b.Append(ir.NewInstr("EXIT_X"))
		eliminateDeadCode(f)
		kept := len(b.Instrs) == 2 && b.Instrs[0] == in
		if kept != keep {
			t.Errorf("%s (%s): kept %v, want %v", fm.Name, o.Name, kept, keep)
		}
		if last := b.Instrs[len(b.Instrs)-1]; last.Inst.Form.Name != "EXIT_X" {
			t.Errorf("%s: EXIT deleted", fm.Name)
		}
	}
}

// TestImmFoldEveryOptype offers a known constant in the register SrcB of
// every register form of every optype: exactly the optypes declared immfold
// that have the immediate sibling form take it, with the value in vb (urb
// and vb for the uniform datapath).
func TestImmFoldEveryOptype(t *testing.T) {
	const c = 0x1234
	folded := map[string]bool{}
	for _, fm := range isa.Forms() {
		o := fm.Op()
		field := "rb"
		if fm.FieldIndex(field) < 0 {
			field = "urb"
		}
		k := fm.FieldIndex(field)
		if k < 0 || fm.Fields[k].Kind != isa.KindReg && fm.Fields[k].Kind != isa.KindUReg {
			continue
		}
		in := &ir.Instr{Op: ir.OpMachine, Inst: isa.NewInst(&fm)}
		out := immForm(in, field, c)
		if !o.Props.ImmFold {
			if out != nil {
				t.Errorf("%s: folded into %s, but %s is not immfold", fm.Name, out.Inst.Form.Name, o.Name)
			}
			continue
		}
		if out == nil {
			continue
		}
		folded[o.Name] = true
		nf := out.Inst.Form
		if nf.Op() != o || nf.FieldIndex(field) >= 0 {
			t.Errorf("%s: folded into %s", fm.Name, nf.Name)
			continue
		}
		if v := out.Inst.Vals[nf.FieldIndex("vb")]; v != c {
			t.Errorf("%s -> %s: vb = %#x, want %#x", fm.Name, nf.Name, v, c)
		}
	}
	for _, o := range isa.Optypes() {
		if o.Props.ImmFold && !folded[o.Name] {
			t.Errorf("%s is immfold but no register form of it folds a constant", o.Name)
		}
	}
}
