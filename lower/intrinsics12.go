package lower

import (
	"strings"

	llir "github.com/llir/llvm/ir"

	"gpucc/ir"
)

// lowerWrapAtomic selects llvm.nvvm.atomic.load.inc.32 / dec.32 (CUDA's
// atomicInc and atomicDec) as ATOMG/ATOMS .INC/.DEC, or RED on global
// memory when the old value is unused. ok is false for other calls.
func (s *sel) lowerWrapAtomic(inst *llir.InstCall, name string) (lv *lval, ok bool) {
	var op string
	switch {
	case strings.HasPrefix(name, "llvm.nvvm.atomic.load.inc.32"):
		op = "INC"
	case strings.HasPrefix(name, "llvm.nvvm.atomic.load.dec.32"):
		op = "DEC"
	default:
		return nil, false
	}
	if len(inst.Args) != 2 || valueBits(inst.Args[1]) != 32 {
		s.fail("%s with these arguments is not supported", name)
	}
	data := s.toGPR(s.val32(inst.Args[1])).r
	r, off, space := s.address(inst.Args[0], 0)
	if space == spaceLocal {
		s.fail("%s on local memory is not supported", name)
	}
	var in *ir.Instr
	var d ir.VReg
	if space == spaceGlobal && s.uses[inst] == 0 {
		in = s.emit("RED_R")
	} else {
		form := "ATOMG_R"
		if space == spaceShared {
			form = "ATOMS_R"
		}
		d = s.newGPR("")
		in = s.emit(form).SetReg("rd", ir.Whole(d))
		setReg(in, "rc", ir.Reg{})
	}
	in.SetVal("off", off).SetMod("atomop", op).SetMod("atomtype", "U32")
	setReg(in, "ra", r)
	setReg(in, "rb", data)
	if d == 0 {
		return nil, true
	}
	return &lval{bits: 32, x: gpr(ir.Whole(d))}, true
}
