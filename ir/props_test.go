package ir

import (
	"strings"
	"testing"

	"gpucc/isa"
)

// TestControlFlowEveryOptype checks, for one instruction of every form of
// every optype, that the block structure (branch, exit, terminator) and the
// verifier's target check follow the optype's properties and fields: a new
// optype needs no edit here to be classified.
func TestControlFlowEveryOptype(t *testing.T) {
	for i := range isa.Forms() {
		fm := &isa.Forms()[i]
		p := fm.Op().Props
		in := &Instr{Op: OpMachine, Inst: isa.NewInst(fm)}
		if in.IsBranch() != p.Branch || in.IsExit() != p.Exit || in.IsReturn() != p.Return || in.IsCall() != p.Call || in.IsTerminator() != (p.Branch || p.Exit || p.Return) {
			t.Errorf("%s: branch %v exit %v terminator %v, properties %+v", fm.Name, in.IsBranch(), in.IsExit(), in.IsTerminator(), p)
		}
		hasTarget := false
		for _, x := range fm.Operands {
			hasTarget = hasTarget || x.Kind == isa.OpTarget
		}
		f := NewFunc("k")
		b := f.NewBlock("entry")
		b.Append(in)
		f.ComputeCFG()
		err := f.Verify()
		complains := err != nil && strings.Contains(err.Error(), "without a target block")
		if complains != hasTarget {
			t.Errorf("%s: verifier complains of a missing target %v, form has a target operand %v (%v)", fm.Name, complains, hasTarget, err)
		}
	}
	// The optypes the ISA text names: BRA branches, EXIT exits, BSSY has a
	// target but does not end its block.
	for _, x := range []struct {
		op               isa.Optype
		branch, exit, tm bool
	}{{isa.OpBRA, true, false, true}, {isa.OpEXIT, false, true, true}, {isa.OpBSSY, false, false, false}, {isa.OpIADD, false, false, false}} {
		in := &Instr{Op: OpMachine, Inst: isa.NewInst(&isa.Forms()[x.op.Info().Forms[0]])}
		if in.IsBranch() != x.branch || in.IsExit() != x.exit || in.IsTerminator() != x.tm {
			t.Errorf("%v: branch %v exit %v terminator %v", x.op, in.IsBranch(), in.IsExit(), in.IsTerminator())
		}
	}
}
