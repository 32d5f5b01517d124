package sched

import (
	"testing"

	"gpucc/isa"
)

// TestOpClassesCoverEveryOptype checks the scheduler's class of every optype
// of the machine description against what the optype's group and operand
// forms independently say, so that an optype added to the description is
// classified, and classified sensibly, without anyone editing this package.
func TestOpClassesCoverEveryOptype(t *testing.T) {
	ops := isa.Optypes()
	if len(opClasses) != isa.NumOptypes || len(ops) != isa.NumOptypes {
		t.Fatalf("%d classes for %d optypes", len(opClasses), isa.NumOptypes)
	}
	for i := range ops {
		o := &ops[i]
		c := opClasses[o.Op]
		var memOperand, target, breg, gprDef bool
		for _, fi := range o.Forms {
			f := &isa.Forms()[fi]
			for _, x := range f.Operands {
				memOperand = memOperand || x.Kind == isa.OpMem
				target = target || x.Kind == isa.OpTarget
				breg = breg || x.Kind == isa.OpBReg
			}
			for _, d := range f.Defs {
				gprDef = gprDef || d.Class == isa.GPR
			}
		}
		if c.fence && !c.side || c.drain && !c.fence || c.yield && !c.drain {
			t.Errorf("%s: inconsistent class %+v (yield implies drain implies fence implies side)", o.Name, c)
		}
		if memOperand && (!c.side || c.space == spaceNone) {
			t.Errorf("%s accesses memory through [Ra+off] but is classed %+v", o.Name, c)
		}
		if memOperand && !gprDef && !c.store {
			t.Errorf("%s accesses memory and returns nothing, but is not a store: %+v", o.Name, c)
		}
		if c.store && c.space == spaceNone {
			t.Errorf("%s stores to no memory space", o.Name)
		}
		if (target || breg) && !c.fence {
			t.Errorf("%s has a branch target or a barrier register but is not a fence", o.Name)
		}
		switch o.Group {
		case "BCU":
			if !c.fence {
				t.Errorf("%s (CTA barrier unit) is not a fence", o.Name)
			}
		case "SYNCOp":
			if !c.side {
				t.Errorf("%s (warp collective) has no side effect", o.Name)
			}
		case "CTRL":
			if o.Name != "NOP" && !c.fence {
				t.Errorf("%s (control) is not a fence", o.Name)
			}
		case "MEM":
			if !c.side {
				t.Errorf("%s (memory) has no side effect", o.Name)
			}
		}
		if o.Variable != (c.typical > 0) {
			t.Errorf("%s: variable %v, typical delay %d", o.Name, o.Variable, c.typical)
		}
	}
	// Spot checks from the ISA text: the CTA barrier and the exit drain,
	// only waits yield, plain arithmetic is free to move.
	for _, x := range []struct {
		op   isa.Optype
		want opClass
	}{
		{isa.OpBAR, opClass{fence: true, side: true, drain: true, yield: true}},
		{isa.OpEXIT, opClass{fence: true, side: true, drain: true}},
		{isa.OpSTS, opClass{side: true, space: spaceShared, store: true}},
		{isa.OpLDL, opClass{side: true, space: spaceLocal, typical: int32(isa.OpLDL.Info().Typical)}},
		{isa.OpULDC, opClass{side: true, typical: int32(isa.OpULDC.Info().Typical)}},
		{isa.OpIMAD, opClass{}},
	} {
		if got := opClasses[x.op]; got != x.want {
			t.Errorf("%v: class %+v, want %+v", x.op, got, x.want)
		}
	}
}
