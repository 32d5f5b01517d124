package lower

import (
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"

	"gpucc/ir"
	"gpucc/isa"
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
	in, d := s.emitAtomic(space, s.uses[inst] > 0, false)
	in.SetVal("off", off).SetMod("atomop", op).SetMod("atomtype", "U32")
	setReg(in, "ra", r)
	setReg(in, "rb", data)
	if d.V == 0 {
		return nil, true
	}
	return &lval{bits: 32, x: gpr(d)}, true
}

// Named barriers and barrier reductions.
//
//	llvm.nvvm.barrier.sync(id), llvm.nvvm.bar.sync(id), llvm.nvvm.barrier.n(id)
//	                               BAR.SYNC id (count 0: every thread of the CTA)
//	llvm.nvvm.barrier.sync.cnt(id, n), llvm.nvvm.barrier(id, n)
//	                               BAR.SYNC id, n (n threads, a multiple of 32)
//	llvm.nvvm.barrier0.popc/and/or(x)
//	                               BAR.RED.POPC/AND/OR r, 0x0, (x != 0); BAR.RESULT
//
// The id and the count are immediates when constant (BAR_I), else registers
// (BAR_RR, BAR_RRI, BAR_RIR). The ISA forbids BAR.RED on a barrier that
// BAR.SYNC or BAR.ARV use in the same CTA, so __syncthreads_count/and/or do
// not use barrier 0 (that of __syncthreads) but reductionBarrier's.

// namedBarrierArgs returns the id and count arguments of a named-barrier
// intrinsic (count nil: all threads), and ok false for other calls.
func namedBarrierArgs(inst *llir.InstCall, name string) (id, cnt value.Value, ok bool) {
	switch name {
	case "llvm.nvvm.barrier.sync", "llvm.nvvm.bar.sync", "llvm.nvvm.barrier.n":
		if len(inst.Args) == 1 {
			return unwrapArg(inst.Args[0]), nil, true
		}
	case "llvm.nvvm.barrier.sync.cnt", "llvm.nvvm.barrier":
		if len(inst.Args) == 2 {
			return unwrapArg(inst.Args[0]), unwrapArg(inst.Args[1]), true
		}
	}
	return nil, nil, false
}

// reductionBarrier is the barrier id BAR.RED uses: the highest id no named
// barrier of the kernel uses (ids 1..15; 0 is __syncthreads'). A named
// barrier with a variable id could be any, which is an error when the kernel
// also reduces.
func (s *sel) reductionBarrier() uint32 {
	used := map[uint32]bool{0: true}
	for _, b := range s.fn.Blocks {
		for _, inst := range b.Insts {
			call, ok := inst.(*llir.InstCall)
			if !ok {
				continue
			}
			id, _, ok := namedBarrierArgs(call, calleeName(call))
			if !ok {
				continue
			}
			c, isConst := constValue(id)
			if !isConst {
				s.fail("__syncthreads_count/and/or together with a named barrier of variable id (%s) is not supported: BAR.RED needs a barrier no BAR.SYNC uses", call.LLString())
			}
			used[uint32(c)&0xF] = true
		}
	}
	for id := uint32(15); id > 0; id-- {
		if !used[id] {
			return id
		}
	}
	s.fail("__syncthreads_count/and/or in a kernel whose named barriers use all 16 barrier ids is not supported")
	return 0
}

// lowerBarrierIntrinsic selects named barriers and barrier reductions; ok
// is false for other calls.
func (s *sel) lowerBarrierIntrinsic(inst *llir.InstCall, name string) (lv *lval, ok bool) {
	if id, cnt, ok := namedBarrierArgs(inst, name); ok {
		s.namedBarrier(id, cnt)
		return nil, true
	}
	redops := map[string]string{"llvm.nvvm.barrier0.popc": "POPC", "llvm.nvvm.barrier0.and": "AND", "llvm.nvvm.barrier0.or": "OR"}
	op, isRed := redops[name]
	if !isRed {
		return nil, false
	}
	if len(inst.Args) != 1 || valueBits(unwrapArg(inst.Args[0])) != 32 {
		s.fail("%s with these arguments is not supported", name)
	}
	p := s.isetp("NE", "U32", s.toGPR(s.val32(unwrapArg(inst.Args[0]))), zero, "AND", predTrue, false, pred{})
	pr, pnot := s.toPR(p)
	red := s.emit("BAR_RED_I").SetMod("redop", op).SetVal("barid", s.reductionBarrier()).SetVal("cnt", 0)
	setPred(red, "pp", pr, pnot)
	d := s.newGPR("")
	res := s.emit("B2R_RESULT_X").SetReg("rd", ir.Whole(d))
	if op == "POPC" {
		res.SetPhys("pu", isa.PT)
		return &lval{bits: 32, x: gpr(ir.Whole(d))}, true
	}
	// AND/OR: the logical result is pu; the popcount in d is not needed.
	pu := s.newPR("")
	res.SetReg("pu", ir.Whole(pu))
	return &lval{bits: 32, x: s.selp(ir.Reg{}, imm(1), zero, pred{k: pPR, r: ir.Whole(pu)})}, true
}

// namedBarrier emits BAR.SYNC id{, cnt}.
func (s *sel) namedBarrier(idv, cntv value.Value) {
	id, idConst := constValue(idv)
	var cnt uint64
	cntConst := true
	if cntv != nil {
		cnt, cntConst = constValue(cntv)
	}
	if idConst && id > 15 {
		s.fail("barrier id %d is out of range (0..15)", id)
	}
	if cntConst && (cnt%32 != 0 || cnt > 0xFFF) {
		s.fail("barrier thread count %d is not a multiple of 32 up to 4064", cnt)
	}
	// Registers are materialized before the BAR that reads them.
	var idReg, cntReg ir.Reg
	if !idConst {
		idReg = s.toGPR(s.val32(idv)).r
	}
	if !cntConst {
		cntReg = s.toGPR(s.val32(cntv)).r
	}
	switch {
	case idConst && cntConst:
		s.emit("BAR_I").SetMod("mode", "SYNC").SetVal("barid", uint32(id)).SetVal("cnt", uint32(cnt))
	case !idConst && cntConst:
		setReg(s.emit("BAR_RRI").SetMod("mode", "SYNC").SetVal("cnt", uint32(cnt)), "rb", idReg)
	case idConst && !cntConst:
		setReg(s.emit("BAR_RIR").SetMod("mode", "SYNC").SetVal("barid", uint32(id)), "rc", cntReg)
	default:
		in := s.emit("BAR_RR").SetMod("mode", "SYNC")
		setReg(in, "ra", idReg)
		setReg(in, "rb", cntReg)
	}
}
