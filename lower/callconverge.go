package lower

import (
	"gpucc/ir"
	"gpucc/isa"
)

// ReconvergeWithMasks replaces the convergence barriers of a subroutine
// (out of SSA) by masks in GPRs: BSSY Bk becomes VOTE.ANY vk, PT (the
// lanes that enter the region) and BSYNC Bk becomes WARPSYNC vk, one
// virtual register vk per barrier register the reconvergence plan chose.
//
// Convergence barrier registers are warp state: when two groups of lanes
// run the same subroutine at once (the two arms of a divergent branch each
// call it, or the levels of a recursion), a BSSY of one would overwrite
// the barrier the other waits on. A mask in a register belongs to the lanes
// that hold it, and WARPSYNC waits only for those lanes, so each group
// reconverges on its own. The caller's barrier registers are never touched
// (docs/isa.md, "CALL / RET").
func ReconvergeWithMasks(f *ir.Func) {
	masks := map[uint32]ir.VReg{}
	mask := func(k uint32) ir.Reg {
		v, ok := masks[k]
		if !ok {
			v = f.NewVReg(isa.GPR, 1, "bmask")
			masks[k] = v
		}
		return ir.Whole(v)
	}
	for _, b := range f.Blocks {
		for i, in := range b.Instrs {
			if in.Op != ir.OpMachine {
				continue
			}
			switch in.Inst.Form.Optype {
			case isa.OpBSSY:
				k := in.Inst.Vals[in.Field("bd")]
				v := ir.NewInstr("VOTE_X").SetMod("voteop", "ANY").SetReg("rd", mask(k)).SetPhys("pu", isa.PT).SetPhys("pp", isa.PT)
				v.Origin, v.Src = in.Origin, in.Src
				b.Instrs[i] = v
			case isa.OpBSYNC:
				k := in.Inst.Vals[in.Field("ba")]
				w := ir.NewInstr("WARPSYNC_R").SetReg("rb", mask(k))
				w.Origin, w.Src = in.Origin, in.Src
				b.Instrs[i] = w
			}
		}
	}
	f.ComputeCFG()
}
