package irbind

import (
	"fmt"

	"gpucc/ir"
	"gpucc/isa"
	"gpucc/obj"
)

// This file prepares a subroutine for shrink-wrapping (docs/compiler.md,
// "Calls"): saving its callee-saved registers only on the paths that call,
// not on an early exit such as a recursion's base case. The frame pass
// (emit/frame.go) places the saves and reloads; this pass, before register
// allocation, makes the allocation fit them.
//
// The save point D is the nearest common dominator of the blocks that call,
// moved up the dominator tree out of any loop and then as far as it leaves
// a path to a RET outside (the base case); R is the region D dominates.
// Every path into R enters through D (a block that D dominates is reached
// only through D), and every path out of R takes one of its exit edges. A
// value live into D or out along an exit edge gets a new name inside R, a
// copy at the top of D and copies on each exit edge where it is live (the
// edge gets a block of its own): inside R it may sit in a callee-saved
// register, which the frame pass saves at D and reloads on the exits, while
// outside R it keeps a register of its own. Two markers make the allocator
// keep those outside values out of callee-saved registers: a NOP at the top
// of D (before the copies in) and one on every exit edge (after the copies
// out), each writing every callee-saved register as a CALL's implicit
// clobbers do. Code outside R may still take a callee-saved register under
// pressure; the frame pass checks and then saves at the entry as before.

// shrinkWrap inserts the copies and markers in subroutine f (out of SSA,
// before allocation) and records the markers in f.SaveAt and f.RestoreAt.
// It does nothing to a function without calls, one whose calls every path
// reaches (D would be the entry), or one whose every RET lies in R; and it
// prepares only recursive subroutines (ir.Func.Recursive): there the path
// that ends the recursion runs once per leaf of the call tree (half of
// fib's calls), while a non-recursive subroutine's early exit pays only
// when its callers take it, and the copies cost every function two moves
// per value live through R (measured on the suite's device_calls: five
// more instructions, no fewer executed).
func shrinkWrap(f *ir.Func) {
	if !f.Recursive || f.CallSaved0 >= obj.SubroutineGPRs || len(f.Blocks) < 2 {
		return
	}
	f.Renumber()
	f.ComputeCFG()
	f.ComputeLoops()
	dt := f.Dominators()
	pos := map[*ir.Block]int{}
	for i, b := range f.Blocks {
		pos[b] = i
	}
	var d *ir.Block
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if in.IsCall() {
				if d == nil {
					d = b
				} else {
					d = commonDominator(dt, pos, d, b)
				}
				break
			}
		}
	}
	for d != nil && d.LoopDepth > 0 {
		d = dt.Idom[pos[d]]
	}
	if d == nil || d == f.Blocks[0] {
		return
	}
	// Widen R as far as it still leaves a path to a RET outside: up the
	// dominator tree while the parent does not dominate every RET and is
	// in no loop (a save point in a loop would save again, over values
	// the region wrote, on the next iteration), so that
	// the code before the calls may use callee-saved registers too (they
	// are saved at D) instead of keeping to the caller-saved ones.
	var rets []*ir.Block
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if in.IsReturn() {
				rets = append(rets, b)
				break
			}
		}
	}
	dominatesRets := func(x *ir.Block) bool {
		for _, r := range rets {
			if !dt.Dominates(x, r) {
				return false
			}
		}
		return true
	}
	if dominatesRets(d) {
		return
	}
	for {
		up := dt.Idom[pos[d]]
		if up == nil || up == f.Blocks[0] || up.LoopDepth > 0 || dominatesRets(up) {
			break
		}
		d = up
	}
	inR := make([]bool, len(f.Blocks))
	for i, b := range f.Blocks {
		inR[i] = dt.Dominates(d, b)
	}
	liveIn := liveUnits(f, pos)
	// Outside R no value may take a callee-saved register (the frame pass
	// would save at the entry after all, with the copies for nothing), so
	// give up when the code there needs more than the caller-saved ones.
	callerSaved := int(f.CallSaved0) - obj.CallArg0 + max(0, int(f.CallScratchEnd)-obj.SubroutineGPRs)
	if gprPressureIn(f, pos, liveIn, func(b *ir.Block) bool { return !inR[pos[b]] }) > callerSaved {
		return
	}
	type edge struct{ from, to *ir.Block }
	var exits []edge
	rename := map[ir.VReg]ir.VReg{}
	need := func(live []uint64) {
		for v := range vregsOf(live) {
			if _, ok := rename[ir.VReg(v)]; !ok {
				info := f.VRegs[v]
				rename[ir.VReg(v)] = f.NewVReg(info.Class, info.Size, info.Name)
			}
		}
	}
	need(liveIn[pos[d]])
	for i, b := range f.Blocks {
		if !inR[i] {
			continue
		}
		for _, s := range b.Succs {
			if !inR[pos[s]] {
				exits = append(exits, edge{b, s})
				need(liveIn[pos[s]])
			}
		}
	}
	for _, v := range rename {
		if c := f.VRegs[v].Class; c != isa.GPR && c != isa.PR {
			// Only GPR and predicate copies are expanded in subroutines.
			return
		}
	}
	// Rename inside R.
	for i, b := range f.Blocks {
		if !inR[i] {
			continue
		}
		for _, in := range b.Instrs {
			renameIn(in, rename)
		}
	}
	marker := func(origin string) *ir.Instr {
		m := ir.NewInstr("NOP_X")
		var defs []ir.PhysReg
		for r := f.CallSaved0; r < obj.SubroutineGPRs; r++ {
			defs = append(defs, ir.PhysReg{Class: isa.GPR, N: r, Count: 1})
		}
		m.Implicit = &ir.Implicit{Defs: defs}
		m.Origin = origin
		return m
	}
	copyOf := func(dst, src ir.VReg) *ir.Instr {
		return &ir.Instr{Op: ir.OpCopy, Dst: ir.Whole(dst), Args: []ir.Reg{ir.Whole(src)}, Origin: "shrink-wrapping copy"}
	}
	head := []*ir.Instr{marker("save point")}
	f.SaveAt = head[0]
	for v := range vregsOf(liveIn[pos[d]]) {
		head = append(head, copyOf(rename[ir.VReg(v)], ir.VReg(v)))
	}
	d.Instrs = append(head, d.Instrs...)
	// One restore block per exit target: the exits to one block share its
	// copies and reloads.
	f.RestoreAt = nil
	restoreBlock := map[*ir.Block]*ir.Block{}
	for _, e := range exits {
		mid := restoreBlock[e.to]
		if mid == nil {
			mid = f.NewBlock(fmt.Sprintf("%s.restore", e.to.Name))
			restoreBlock[e.to] = mid
			for v := range vregsOf(liveIn[pos[e.to]]) {
				mid.Append(copyOf(ir.VReg(v), rename[ir.VReg(v)]))
			}
			f.RestoreAt = append(f.RestoreAt, mid.Append(marker("restore point")))
			br := mid.Append(ir.NewInstr("BRA_I"))
			br.Target = e.to
		}
		retargeted := false
		for _, in := range e.from.Instrs {
			if in.IsBranch() && in.Target == e.to {
				in.Target = mid
				retargeted = true
			}
		}
		if !retargeted { // e.from falls through to e.to
			j := ir.NewInstr("BRA_I")
			j.Target = mid
			e.from.Append(j)
		}
	}
	f.Renumber()
	f.ComputeCFG()
}

// commonDominator is the nearest block dominating both a and b.
func commonDominator(dt *ir.DomTree, pos map[*ir.Block]int, a, b *ir.Block) *ir.Block {
	for x := a; x != nil; x = dt.Idom[pos[x]] {
		if dt.Dominates(x, b) {
			return x
		}
	}
	return nil
}

// renameIn replaces the virtual registers of in that rename maps.
func renameIn(in *ir.Instr, rename map[ir.VReg]ir.VReg) {
	if in.Op != ir.OpMachine {
		if n, ok := rename[in.Dst.V]; ok {
			in.Dst.V = n
		}
		for k, a := range in.Args {
			if n, ok := rename[a.V]; ok {
				in.Args[k].V = n
			}
		}
		return
	}
	for k, r := range in.Regs {
		if n, ok := rename[r.V]; ok && r.V != 0 {
			in.Regs[k].V = n
		}
	}
}
