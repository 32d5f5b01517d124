package lower

import (
	llir "github.com/llir/llvm/ir"

	"gpucc/ir"
	"gpucc/isa"
)

// Warp-aggregated atomics (at -O2): an atomicrmw on a warp-uniform address
// does one atomic per warp instead of one per active lane, as ptxas does
// for atomicAdd(&counter, 1). The active lanes at the atomic (also in
// divergent code) are the participants; the leader is the lowest of them.
//
// Result unused, any 32-bit add/sub/and/or/xor/min/max/umin/umax with any
// operand (the operation is associative and commutative, so one update by
// the lanes' reduction leaves memory as the lanes' updates in any order):
//
//	REDUX.op     Rt, Rx          (sub: of -x)
//	ELECT        Pl, RZ, PT
//	@Pl RED.op   [addr], Rt      (ATOMS.op RZ, ... on shared memory)
//
// Result used, 32-bit add or sub of a warp-uniform operand v: the lanes get
// the old values the per-lane atomics return when they run one after
// another in ascending lane order (the order of the emulator, which applies
// an instruction's lanes in ascending order, and of the reference
// interpreter, whose lanes run in lockstep in lane order), so lane i gets
// old + v * (number of active lanes below i):
//
//	VOTEU.ANY    URm, UPT, PT             active lanes
//	LOP3         Rb = SR_LANEMASK_LT & URm
//	(software popcount of Rb)  Rrank      (the ISA has no POPC)
//	REDUXU.SUM   URt, Rv                  v * active lanes (sub: -v)
//	ELECT        Pl, RZ, PT
//	MOV          Rt, URt
//	@Pl ATOMG.ADD Rold, [addr], Rt        (ATOMS on shared memory)
//	R2UR         URold, Rold              the lowest active lane: the leader
//	IMAD         Rres, Rrank, Rv, URold   (IADD when v is 1)
//
// In a divergent region, where no uniform register may be written, VOTE.ANY,
// REDUX.SUM and SHFL.IDX Rb, Rold, Rleader (the lane ELECT returns) stand
// for VOTEU, REDUXU and R2UR.
//
// Not aggregated: 64-bit atomics (REDUX is 32-bit), exchanges, floating
// point, atomicInc/Dec and cmpxchg (not associative), a used result of an
// operation other than add/sub or of a per-lane operand (the lanes would need
// a prefix scan), divergent addresses, and -O0.
//
// Cost: the emulator charges a warp's atomic the same latency whatever its
// active lanes and addresses (docs/isa.md, "Order of effects"), so
// aggregation shows there as fewer memory operations per warp (one lane
// instead of 32: Stats.ThreadInsts) and a few more instructions and cycles;
// on hardware whose atomic units serialize same-address updates it saves
// up to 31 serialized updates per warp, which is why ptxas does it.

// warpAggregatable reports whether an atomicrmw is aggregated per warp.
func (s *sel) warpAggregatable(inst *llir.InstAtomicRMW) (op, typ string, ok bool) {
	if s.opts.OptLevel < 2 || intBits(inst.X.Type()) != 32 || s.divergent(inst.Dst) {
		return "", "", false
	}
	ops := map[string][2]string{"add": {"SUM", "U32"}, "sub": {"SUM", "U32"}, "and": {"AND", "U32"}, "or": {"OR", "U32"},
		"xor": {"XOR", "U32"}, "max": {"MAX", "S32"}, "min": {"MIN", "S32"}, "umax": {"MAX", "U32"}, "umin": {"MIN", "U32"}}
	name := inst.Op.String()
	o, found := ops[name]
	if !found {
		return "", "", false
	}
	if s.uses[inst] > 0 && (o[0] != "SUM" || s.divergent(inst.X)) {
		return "", "", false
	}
	return o[0], o[1], true
}

// atomName is the ATOMG/ATOMS/RED operation of a REDUX operation.
var atomName = map[string]string{"SUM": "ADD", "AND": "AND", "OR": "OR", "XOR": "XOR", "MAX": "MAX", "MIN": "MIN"}

// lowerWarpAtomic selects an aggregated atomicrmw (see above); ok is false
// when the atomic is not aggregated.
func (s *sel) lowerWarpAtomic(inst *llir.InstAtomicRMW) (lv *lval, ok bool) {
	op, typ, ok := s.warpAggregatable(inst)
	if !ok {
		return nil, false
	}
	x := s.val32(inst.X)
	if inst.Op.String() == "sub" {
		x = s.iadd(zero, negOp(x))
	}
	xr := s.toGPR(x)
	r, off, space := s.address(inst.Dst, 0)
	if space == spaceLocal {
		s.fail("atomicrmw on local memory is not supported")
	}
	used := s.uses[inst] > 0
	// In a divergent region the other side of the branch may run between
	// any two instructions and no uniform register may be written
	// (checkNoUniformDefs): the per-thread VOTE, REDUX and a SHFL from the
	// leader replace VOTEU, REDUXU and R2UR there.
	divergent := s.divergentBlock(s.cur)
	var rank, total opnd
	if used {
		var active opnd
		if divergent {
			active = gpr(s.activeMask())
		} else {
			m := s.newUR("active")
			vote := s.emit("VOTEU_X").SetMod("voteop", "ANY").SetReg("urd", ir.Whole(m)).SetPhys("upu", isa.PT)
			setPred(vote, "pp", ir.Reg{}, false)
			active = ureg(ir.Whole(m))
		}
		below := s.lop(s.sreg("lanemask.lt").x, active, zero, lutA&lutB)
		rank = s.popc32(below)
	}
	if used && !divergent {
		t := s.newUR("")
		setReg(s.emit("REDUXU_R").SetMod("reduxop", "SUM").SetReg("urd", ir.Whole(t)), "ra", xr.r)
		total = s.toGPR(ureg(ir.Whole(t)))
	} else {
		t := s.newGPR("")
		in := s.emit("REDUX_R").SetMod("reduxop", op).SetReg("rd", ir.Whole(t))
		if typ == "S32" {
			in.SetMod("dtype", "S32")
		}
		setReg(in, "ra", xr.r)
		total = gpr(ir.Whole(t))
	}
	// One ELECT serves the atomics of a machine block (its active lanes do
	// not change inside it), except where the leader's lane is needed too.
	var leader ir.Reg
	var leaderLane ir.VReg
	if used && divergent {
		p := s.newPR("leader")
		leaderLane = s.newGPR("leaderlane")
		s.emit("ELECT_X").SetReg("pu", ir.Whole(p)).SetReg("rd", ir.Whole(leaderLane)).SetPhys("pp", isa.PT)
		leader = ir.Whole(p)
	} else {
		leader = s.cached(cacheKey{kind: "elect"}, func() ir.Reg {
			p := s.newPR("leader")
			s.emit("ELECT_X").SetReg("pu", ir.Whole(p)).SetPhys("rd", isa.RZ).SetPhys("pp", isa.PT)
			return ir.Whole(p)
		})
	}
	in, old := s.emitAtomic(space, used, false)
	in.SetReg("pg", leader).SetVal("pg.not", 0)
	in.SetVal("off", off).SetMod("atomop", atomName[op]).SetMod("atomtype", typ)
	setReg(in, "ra", r)
	setReg(in, "rb", total.r)
	if !used {
		return nil, true
	}
	var base opnd
	if divergent {
		b := s.newGPR("")
		shfl := s.emit("SHFL_RRI").SetMod("mode", "IDX").SetReg("rd", ir.Whole(b)).SetPhys("pu", isa.PT).SetVal("vc", 0x1f)
		setReg(shfl, "ra", old)
		setReg(shfl, "rb", ir.Whole(leaderLane))
		base = gpr(ir.Whole(b))
	} else {
		u := s.newUR("")
		setReg(s.emit("R2UR_R").SetReg("urd", ir.Whole(u)), "rb", old)
		base = ureg(ir.Whole(u))
	}
	if x.isImm(1) {
		return &lval{bits: 32, x: s.iadd(rank, base)}, true
	}
	return &lval{bits: 32, x: s.imad(rank, xr, base, false)}, true
}
