package lower

import (
	"fmt"

	llir "github.com/llir/llvm/ir"

	"gpucc/ir"
	"gpucc/isa"
)

// This file selects what atomics need beyond one ATOMG/ATOMS/RED:
// cmpxchg, fence, and signed 64-bit atomicrmw min/max, which the ISA has no
// instruction for (.S32 is 32-bit only) and which become a compare-and-swap
// loop. The loop is machine control flow in the middle of an LLVM block:
// splitLoop ends the current machine block with a branch into the loop and
// continues the LLVM block in a new block after it (mblock.cont). Lanes of
// a warp leave the loop in different iterations; the continuation starts
// with a WARPSYNC on the lanes that were active before the loop, so the
// warp is converged again before anything else (uniform instructions, CTA
// barriers, collectives) runs.

// loopPhi is a machine phi of an inserted loop with its argument for each
// machine predecessor (filled in by finish in predecessor order).
type loopPhi struct {
	in   *ir.Instr
	args map[*ir.Block]ir.Reg
}

// activeMask returns the mask of the lanes executing it (VOTE.ANY of PT).
func (s *sel) activeMask() ir.Reg {
	d := s.newGPR("active")
	in := s.emit("VOTE_X").SetMod("voteop", "ANY").SetReg("rd", ir.Whole(d)).SetPhys("pu", isa.PT)
	setPred(in, "pp", ir.Reg{}, false)
	return ir.Whole(d)
}

// splitLoop ends the current block with a branch to a new loop block and
// makes that block current; after is where the LLVM block continues once
// the caller has closed the loop.
func (s *sel) splitLoop(name string) (pre, loop, after *mblock) {
	pre = s.cur
	if s.curBlock == nil || s.mbs[s.g.index[s.curBlock]].end() != pre {
		s.fail("internal compiler error: a loop inserted outside the current block")
	}
	n := len(s.layout)
	loop = &mblock{b: &ir.Block{Name: fmt.Sprintf("%s.%s%d", pre.b.Name, name, n)}, llb: -1, phiSrc: pre.phiSrc, mergeFor: -1}
	after = &mblock{b: &ir.Block{Name: fmt.Sprintf("%s.%s%d.done", pre.b.Name, name, n)}, llb: -1, phiSrc: pre.phiSrc, mergeFor: -1}
	s.insertAfter(pre, loop)
	s.insertAfter(loop, after)
	s.bra(loop.b, ir.Reg{}, false)
	pre.cont = after
	s.cur = loop
	return pre, loop, after
}

// emitAtomic emits the read-modify-write instruction of an atomic on
// space: RED when the space is global and the old value is unused, else the
// space's ATOM form (atomForm) with the old value in a new register (a pair
// when wide), or RZ when it is unused, so that no register is allocated for
// a value nobody reads (a shared or generic atomic has no RED form). The
// caller sets the operation, the type, the address and the data; d is the
// zero Reg when the old value is unused.
func (s *sel) emitAtomic(space uint8, used, wide bool) (in *ir.Instr, d ir.Reg) {
	if space == spaceGlobal && !used {
		return s.emit("RED_R"), ir.Reg{}
	}
	in = s.emit(atomForm(space))
	if used {
		if wide {
			d = ir.Whole(s.newPair(""))
		} else {
			d = ir.Whole(s.newGPR(""))
		}
	}
	setReg(in, "rd", d) // RZ when unused
	setReg(in, "rc", ir.Reg{})
	return in, d
}

// atomForm is the ATOM form for a memory space.
func atomForm(space uint8) string {
	switch space {
	case spaceShared:
		return "ATOMS_R"
	case spaceGeneric:
		return "ATOM_R"
	}
	return "ATOMG_R"
}

// casMinMax64 selects atomicrmw min/max on i64 (signed):
//
//	    VOTE.ANY mask, PT, PT
//	    LD.64 init, [addr]
//	loop:
//	    old = phi(init, got)
//	    new = x < old ? x : old          (x > old for max; ISETP + ISETP.X.S32, 2 SEL)
//	    ATOM.CAS.U64 got, [addr], old, new
//	    @got != old BRA loop
//	done:
//	    WARPSYNC mask
//
// and returns the old value (got).
func (s *sel) casMinMax64(space uint8, addr ir.Reg, off uint32, x ir.Reg, min bool) *lval {
	mask := s.activeMask()
	init := s.newPair("")
	ld := s.emit(memForm(true, space)).SetReg("rd", ir.Whole(init)).SetVal("off", off).SetMod("memtype", "64")
	setReg(ld, "ra", addr)
	pre, loop, after := s.splitLoop("cas")
	old, got, nw := s.newPair("old"), s.newPair("got"), s.newPair("")
	phi := &ir.Instr{Op: ir.OpPhi, Dst: ir.Whole(old), OriginInst: s.origin}
	loop.phis = append(loop.phis, phi)
	loop.loopPhis = append(loop.loopPhis, loopPhi{in: phi, args: map[*ir.Block]ir.Reg{pre.b: ir.Whole(init), loop.b: ir.Whole(got)}})
	xlo, xhi := gpr(ir.Part(x.V, 0)), gpr(ir.Part(x.V, 1))
	olo, ohi := gpr(ir.Part(old, 0)), gpr(ir.Part(old, 1))
	cmp := "GT"
	if min {
		cmp = "LT"
	}
	p0 := s.isetp(cmp, "U32", xlo, olo, "AND", predTrue, false, pred{})
	p := s.isetp(cmp, "S32", xhi, ohi, "AND", predTrue, true, p0)
	s.selp(ir.Part(nw, 0), xlo, olo, p)
	s.selp(ir.Part(nw, 1), xhi, ohi, p)
	atom := s.emit(atomForm(space)).SetReg("rd", ir.Whole(got)).SetVal("off", off).
		SetMod("atomop", "CAS").SetMod("atomtype", "U64")
	setReg(atom, "ra", addr)
	atom.SetReg("rb", ir.Whole(old)).SetReg("rc", ir.Whole(nw))
	ne0 := s.isetp("NE", "U32", gpr(ir.Part(got, 0)), olo, "AND", predTrue, false, pred{})
	ne := s.isetp("NE", "U32", gpr(ir.Part(got, 1)), ohi, "AND", predTrue, true, ne0)
	r, not := s.toPR(ne)
	s.bra(loop.b, r, not)
	s.bra(after.b, ir.Reg{}, false)
	s.cur = after
	s.emit("WARPSYNC_R").SetReg("rb", mask)
	return pairLval(got, false)
}

// lowerCmpXchg selects cmpxchg as ATOMG/ATOMS.CAS (.U64 for i64); the
// success flag compares the old value with the expected one.
func (s *sel) lowerCmpXchg(inst *llir.InstCmpXchg) *lval {
	bits := intBits(inst.New.Type())
	if bits != 32 && bits != 64 {
		s.fail("cmpxchg of type %s is not supported", inst.New.Type())
	}
	var cmp, nw ir.Reg
	var clo, chi opnd
	if bits == 64 {
		clo, chi = s.halves(inst.Cmp)
		cmp = s.lvalPair(&lval{bits: 64, lo: clo, hi: chi}, isa.GPR)
		nlo, nhi := s.halves(inst.New)
		nw = s.lvalPair(&lval{bits: 64, lo: nlo, hi: nhi}, isa.GPR)
	} else {
		clo = s.val32(inst.Cmp)
		cmp = s.toGPR(clo).r
		nw = s.toGPR(s.val32(inst.New)).r
	}
	r, off, space := s.address(inst.Ptr, 0)
	if space == spaceLocal {
		s.fail("cmpxchg on local memory is not supported")
	}
	in := s.emit(atomForm(space)).SetVal("off", off).SetMod("atomop", "CAS")
	setReg(in, "ra", r)
	var old *lval
	var ok pred
	if bits == 64 {
		d := s.newPair("")
		in.SetReg("rd", ir.Whole(d)).SetMod("atomtype", "U64")
		old = pairLval(d, false)
		p0 := s.isetp("EQ", "U32", old.lo, clo, "AND", predTrue, false, pred{})
		ok = s.isetp("EQ", "U32", old.hi, chi, "AND", predTrue, true, p0)
	} else {
		d := s.newGPR("")
		in.SetReg("rd", ir.Whole(d))
		old = &lval{bits: 32, x: gpr(ir.Whole(d))}
		ok = s.isetp("EQ", "U32", old.x, clo, "AND", predTrue, false, pred{})
	}
	setReg(in, "rb", cmp)
	setReg(in, "rc", nw)
	return &lval{fields: []*lval{old, {bits: 1, p: ok}}}
}

// lowerExtractValue reads a field of an aggregate the lowering produced
// (the {T, i1} of cmpxchg and match.all).
func (s *sel) lowerExtractValue(inst *llir.InstExtractValue) *lval {
	agg := s.get(inst.X)
	for _, i := range inst.Indices {
		if agg.fields == nil || int(i) >= len(agg.fields) {
			s.fail("extractvalue is supported only on the results of cmpxchg, match.all, calls and insertvalue")
		}
		agg = agg.fields[i]
	}
	f := *agg
	return &f
}

// lowerFence selects fence as MEMBAR: .CTA for syncscope("block"), .GPU
// otherwise (the default scope is the whole system, which on one GPU is
// the GPU).
func (s *sel) lowerFence(inst *llir.InstFence) {
	scope := "GPU"
	if inst.SyncScope == "block" || inst.SyncScope == "cta" {
		scope = "CTA"
	}
	s.emit("MEMBAR_X").SetMod("scope", scope)
}

// membarScopes are the scopes of the llvm.nvvm.membar intrinsics
// (__threadfence_block, __threadfence, __threadfence_system).
var membarScopes = map[string]string{"llvm.nvvm.membar.cta": "CTA", "llvm.nvvm.membar.gl": "GPU", "llvm.nvvm.membar.sys": "SYS"}

// lowerMembar selects llvm.nvvm.membar.*; ok is false for other calls.
func (s *sel) lowerMembar(name string) bool {
	scope, ok := membarScopes[name]
	if ok {
		s.emit("MEMBAR_X").SetMod("scope", scope)
	}
	return ok
}
