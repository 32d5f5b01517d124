package lower

import (
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"gpucc/ir"
	"gpucc/isa"
)

// Warp collectives. Each one takes a membermask (PTX: every lane executing
// it must be in the mask, and every non-exited lane of the mask must
// execute it); the instructions (SHFL, VOTE, MATCH, REDUX) take the lanes
// active at the instruction as the participants. A WARPSYNC on the
// membermask right before the collective makes those the same set: it
// waits for the lanes of the mask that may still run on another path of a
// divergent warp and joins them, so the collective runs once, converged,
// over exactly the mask (the emulator rejects a mask that leaves out an
// executing lane, as PTX leaves it undefined).
//
//	llvm.nvvm.bar.warp.sync(mask)                  WARPSYNC mask
//	llvm.nvvm.shfl.sync.MODE.i32(mask, a, b, c)    SHFL.MODE PT, d, a, b, c
//	llvm.nvvm.shfl.sync.MODE.i32p                  {d, pu} (pu: source lane in range)
//	llvm.nvvm.vote.{all,any,uni}.sync(mask, p)     VOTE.{ALL,ANY,EQ} RZ, pu, p
//	llvm.nvvm.vote.ballot.sync(mask, p)            VOTE.ANY d, PT, p
//	llvm.nvvm.match.any.sync.{i32,i64}(mask, x)    MATCH(.U64).ANY d, PT, x (i64: {d, 0})
//	llvm.nvvm.match.all.sync.{i32,i64}p(mask, x)   MATCH(.U64).ALL d, pu, x -> {d, pu}
//	llvm.nvvm.redux.sync.OP(x, mask)               REDUX(.S32).{SUM,AND,OR,XOR,MIN,MAX}
//	activemask (inline asm activemask.b32)         VOTE.ANY d, PT, PT
//
// A result the uniformity analysis finds warp-uniform (uniformCollective,
// warpreduce.go) and keeps in a uniform register is written there directly:
// VOTEU.{ANY,ALL,EQ} (a ballot or __activemask() in URd, a vote in a uniform
// predicate), REDUXU, and for a broadcast __shfl_sync(mask, v, lane) from a
// uniform lane over the whole warp SHFL.IDX + R2UR. A collective whose
// input is warp-uniform needs no instruction beyond the WARPSYNC: a shuffle
// of it is the value, its min, max, and, or is the value, vote.all/any the
// predicate and vote.uni true.

// warpSync emits WARPSYNC on a membermask operand. Within one machine
// block nothing splits the warp again (only branches, BSYNC and EXIT do,
// and they end or start blocks), so a second collective with the same
// mask in the same block needs no second WARPSYNC.
func (s *sel) warpSync(mask value.Value) {
	if c, ok := constValue(mask); ok {
		s.cached(cacheKey{kind: "warpsync", v: uint64(uint32(c))}, func() ir.Reg {
			s.emit("WARPSYNC_I").SetVal("vb", uint32(c))
			return ir.Reg{}
		})
		return
	}
	m := s.toGPR(s.val32(mask))
	if m.r.V == 0 {
		s.fail("internal compiler error: a membermask in RZ")
	}
	s.cached(cacheKey{kind: "warpsync", r: m.r}, func() ir.Reg {
		in := s.emit("WARPSYNC_R")
		setReg(in, "rb", m.r)
		return ir.Reg{}
	})
}

// explicitWarpSync is __syncwarp(mask): always a WARPSYNC.
func (s *sel) explicitWarpSync(mask value.Value) {
	if c, ok := constValue(mask); ok {
		s.emit("WARPSYNC_I").SetVal("vb", uint32(c))
		return
	}
	in := s.emit("WARPSYNC_R")
	setReg(in, "rb", s.toGPR(s.val32(mask)).r)
}

// isActiveMaskAsm reports whether a call is CUDA's __activemask() inline
// assembly.
func isActiveMaskAsm(inst *llir.InstCall) bool {
	a, ok := inst.Callee.(*llir.InlineAsm)
	return ok && strings.TrimSpace(a.Asm) == "activemask.b32 $0;"
}

// lowerCollective selects the warp intrinsics; ok is false for other calls.
func (s *sel) lowerCollective(inst *llir.InstCall, name string) (lv *lval, ok bool) {
	uniform := s.inUR[inst]
	if isActiveMaskAsm(inst) {
		if uniform {
			return s.voteU("ANY", ir.Reg{}, false, true), true
		}
		return &lval{bits: 32, x: gpr(s.activeMask())}, true
	}
	nv, found := strings.CutPrefix(name, "llvm.nvvm.")
	if !found {
		return nil, false
	}
	args := inst.Args
	need := func(n int) {
		if len(args) != n {
			s.fail("%s takes %d arguments, not %d", name, n, len(args))
		}
	}
	switch {
	case nv == "bar.warp.sync":
		need(1)
		s.explicitWarpSync(args[0])
		return nil, true
	case strings.HasPrefix(nv, "shfl.sync."):
		parts := strings.Split(strings.TrimPrefix(nv, "shfl.sync."), ".")
		modes := map[string]string{"idx": "IDX", "up": "UP", "down": "DOWN", "bfly": "BFLY"}
		mode, okm := modes[parts[0]]
		if len(parts) != 2 || !okm || parts[1] != "i32" && parts[1] != "i32p" && parts[1] != "f32" && parts[1] != "f32p" {
			s.fail("%s is not supported (only the i32 and f32 shuffles are)", name)
		}
		need(4)
		if s.uniformInput(inst, args[1]) && (parts[1] == "i32" || parts[1] == "f32") {
			// Every lane holds the same value: a lane out of range reads
			// its own, any other lane the same one.
			s.warpSync(args[0])
			return s.forward(args[1]), true
		}
		a := s.toGPR(s.val32(args[1]))
		b, c := s.val32(args[2]), s.val32(args[3])
		if b.k != kImm {
			b = s.toGPR(b)
		}
		if c.k != kImm {
			c = s.toGPR(c)
		}
		s.warpSync(args[0])
		form := "SHFL_R"
		for _, o := range []opnd{b, c} {
			if o.k == kImm {
				form += "I"
			} else {
				form += "R"
			}
		}
		if form == "SHFL_RII" {
			form = "SHFL_RI"
		}
		d := s.newGPR("")
		in := s.emit(form).SetMod("mode", mode).SetReg("rd", ir.Whole(d))
		setReg(in, "ra", a.r)
		setShflOperand(s, in, "rb", "vb", b)
		setShflOperand(s, in, "rc", "vc", c)
		val := &lval{bits: 32, x: gpr(ir.Whole(d))}
		if parts[1] == "i32" || parts[1] == "f32" {
			in.SetPhys("pu", isa.PT)
			if uniform {
				// A broadcast from a uniform lane: every lane holds the
				// same value, R2UR takes it to the uniform datapath.
				u := s.newUR("")
				setReg(s.emit("R2UR_R").SetReg("urd", ir.Whole(u)), "rb", ir.Whole(d))
				return &lval{bits: 32, x: ureg(ir.Whole(u))}, true
			}
			return val, true
		}
		p := s.newPR("")
		in.SetReg("pu", ir.Whole(p))
		return &lval{fields: []*lval{val, {bits: 1, p: pred{k: pPR, r: ir.Whole(p)}}}}, true
	case name == movmatrixIntrinsic:
		// PTX movmatrix (inline asm, inlineasm_isa.go): MOVM with every
		// lane of the warp (.aligned: all 32 execute it together).
		need(1)
		a := s.toGPR(s.val32(args[0]))
		s.warpSync(constant.NewInt(types.I32, -1))
		d := s.newGPR("")
		in := s.emit("MOVM_R").SetReg("rd", ir.Whole(d))
		setReg(in, "ra", a.r)
		return &lval{bits: 32, x: gpr(ir.Whole(d))}, true
	case strings.HasPrefix(nv, "vote.") && strings.HasSuffix(nv, ".sync"):
		kind := strings.TrimSuffix(strings.TrimPrefix(nv, "vote."), ".sync")
		ops := map[string]string{"all": "ALL", "any": "ANY", "uni": "EQ", "ballot": "ANY"}
		op, okk := ops[kind]
		if !okk {
			s.fail("%s is not supported", name)
		}
		need(2)
		if s.uniformInput(inst, args[1]) && kind != "ballot" {
			// A uniform vote: all and any are the predicate, uni is true.
			s.warpSync(args[0])
			if kind == "uni" {
				return &lval{bits: 1, p: pred{k: pConst, c: true}}, true
			}
			return s.forward(args[1]), true
		}
		r, not := s.toPR(s.predOf(args[1]))
		s.warpSync(args[0])
		if uniform {
			return s.voteU(op, r, not, kind == "ballot"), true
		}
		in := s.emit("VOTE_X").SetMod("voteop", op)
		setPred(in, "pp", r, not)
		if kind == "ballot" {
			d := s.newGPR("")
			in.SetReg("rd", ir.Whole(d)).SetPhys("pu", isa.PT)
			return &lval{bits: 32, x: gpr(ir.Whole(d))}, true
		}
		p := s.newPR("")
		in.SetPhys("rd", isa.RZ).SetReg("pu", ir.Whole(p))
		return &lval{bits: 1, p: pred{k: pPR, r: ir.Whole(p)}}, true
	case strings.HasPrefix(nv, "match."):
		var all bool
		var bits int
		switch nv {
		case "match.any.sync.i32":
			bits = 32
		case "match.any.sync.i64":
			bits = 64
		case "match.all.sync.i32p":
			all, bits = true, 32
		case "match.all.sync.i64p":
			all, bits = true, 64
		default:
			s.fail("%s is not supported", name)
		}
		need(2)
		var x ir.Reg
		if bits == 64 {
			lo, hi := s.halves(args[1])
			x = s.lvalPair(&lval{bits: 64, lo: lo, hi: hi}, isa.GPR)
		} else {
			x = s.toGPR(s.val32(args[1])).r
		}
		s.warpSync(args[0])
		d := s.newGPR("")
		in := s.emit("MATCH_R").SetMod("matchop", map[bool]string{false: "ANY", true: "ALL"}[all]).SetReg("rd", ir.Whole(d))
		if bits == 64 {
			in.SetMod("dtype", "U64")
		}
		setReg(in, "ra", x)
		// LLVM types the lane mask like the value: i64 for the i64 forms.
		val := &lval{bits: 32, x: gpr(ir.Whole(d))}
		resType := inst.Type()
		if st, ok := resType.(*types.StructType); ok && len(st.Fields) == 2 {
			resType = st.Fields[0]
		}
		if intBits(resType) == 64 {
			val = &lval{bits: 64, lo: gpr(ir.Whole(d)), hi: zero, ext64: extZero}
		}
		if !all {
			in.SetPhys("pu", isa.PT)
			return val, true
		}
		p := s.newPR("")
		in.SetReg("pu", ir.Whole(p))
		return &lval{fields: []*lval{val, {bits: 1, p: pred{k: pPR, r: ir.Whole(p)}}}}, true
	case strings.HasPrefix(nv, "redux.sync."):
		ops := map[string][2]string{"add": {"SUM", "U32"}, "and": {"AND", "U32"}, "or": {"OR", "U32"}, "xor": {"XOR", "U32"},
			"min": {"MIN", "S32"}, "max": {"MAX", "S32"}, "umin": {"MIN", "U32"}, "umax": {"MAX", "U32"}}
		op, okk := ops[strings.TrimPrefix(nv, "redux.sync.")]
		if !okk {
			s.fail("%s is not supported", name)
		}
		need(2)
		if k := strings.TrimPrefix(nv, "redux.sync."); s.uniformInput(inst, args[0]) && k != "add" && k != "xor" {
			// Every participant holds the same x: min, max, and, or of it
			// is x (add and xor depend on the number of lanes).
			s.warpSync(args[1])
			return s.forward(args[0]), true
		}
		x := s.toGPR(s.val32(args[0]))
		s.warpSync(args[1])
		form, field, d := "REDUX_R", "rd", s.newGPR("")
		if uniform {
			form, field, d = "REDUXU_R", "urd", s.newUR("")
		}
		in := s.emit(form).SetMod("reduxop", op[0]).SetReg(field, ir.Whole(d))
		if op[1] == "S32" {
			in.SetMod("dtype", "S32")
		}
		setReg(in, "ra", x.r)
		if uniform {
			return &lval{bits: 32, x: ureg(ir.Whole(d))}, true
		}
		return &lval{bits: 32, x: gpr(ir.Whole(d))}, true
	}
	return nil, false
}

// uniformInput reports whether a collective's input x is warp-uniform and
// can stand for its result: a result the analysis keeps in a uniform
// register needs x there too.
func (s *sel) uniformInput(inst *llir.InstCall, x value.Value) bool {
	return !s.divergent(x) && (!s.inUR[inst] || s.urOperandOK(unwrapArg(x)))
}

// voteU emits VOTEU.op of predicate p (PT when p is none): the ballot in a
// uniform register (mask), or the vote in a uniform predicate.
func (s *sel) voteU(op string, p ir.Reg, not, mask bool) *lval {
	in := s.emit("VOTEU_X").SetMod("voteop", op)
	setPred(in, "pp", p, not)
	if mask {
		d := s.newUR("")
		in.SetReg("urd", ir.Whole(d)).SetPhys("upu", isa.PT)
		return &lval{bits: 32, x: ureg(ir.Whole(d))}
	}
	up := s.newUPR("")
	in.SetPhys("urd", isa.URZ).SetReg("upu", ir.Whole(up))
	return &lval{bits: 1, p: pred{k: pUPR, r: ir.Whole(up)}}
}

// setShflOperand binds SHFL's SrcB or SrcC: a GPR or an immediate.
func setShflOperand(s *sel, in *ir.Instr, reg, immField string, o opnd) {
	if o.k == kImm {
		// Only the lane bits count: b[4:0], c's clamp [4:0] and segment
		// mask [12:8].
		mask := uint32(0x1F)
		if immField == "vc" {
			mask = 0x1F1F
		}
		in.SetVal(immField, o.imm&mask)
		return
	}
	setReg(in, reg, o.r)
}
