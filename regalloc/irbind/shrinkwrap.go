package irbind

import (
	"fmt"
	"math/bits"

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
// moved up the dominator tree out of any loop; R is the region D dominates.
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
	inR := make([]bool, len(f.Blocks))
	retOutside := false
	for i, b := range f.Blocks {
		inR[i] = dt.Dominates(d, b)
		if !inR[i] {
			for _, in := range b.Instrs {
				retOutside = retOutside || in.IsReturn()
			}
		}
	}
	if !retOutside {
		return
	}
	liveIn := vregLiveIn(f, pos)
	type edge struct{ from, to *ir.Block }
	var exits []edge
	rename := map[ir.VReg]ir.VReg{}
	need := func(live []uint64) {
		for v := range bitsOf(live) {
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
	for v := range bitsOf(liveIn[pos[d]]) {
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
			for v := range bitsOf(liveIn[pos[e.to]]) {
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

// vregLiveIn computes the virtual registers live into each block (by
// layout position), as bit sets. A def kills only when it is unguarded and
// writes the whole register (a guarded or partial def leaves the rest of
// the old value live), so the sets may be larger than necessary, never
// smaller.
func vregLiveIn(f *ir.Func, pos map[*ir.Block]int) [][]uint64 {
	words := (len(f.VRegs) + 63) / 64
	nb := len(f.Blocks)
	gen, kill, liveIn := make([][]uint64, nb), make([][]uint64, nb), make([][]uint64, nb)
	var buf []ir.Operand
	for i, b := range f.Blocks {
		gen[i], kill[i], liveIn[i] = make([]uint64, words), make([]uint64, words), make([]uint64, words)
		for k := len(b.Instrs) - 1; k >= 0; k-- {
			in := b.Instrs[k]
			guarded := in.Op == ir.OpMachine && in.Guarded()
			buf = in.AppendDefs(buf[:0])
			for _, o := range buf {
				v := o.Reg.V
				if v == 0 || guarded {
					continue
				}
				size := int(f.VRegs[v].Size)
				if in.Op == ir.OpMachine && (o.Reg.Sub != 0 || max(o.Count, 1) < size) {
					continue
				}
				kill[i][v/64] |= 1 << (v % 64)
				gen[i][v/64] &^= 1 << (v % 64)
			}
			buf = in.AppendUses(buf[:0])
			for _, o := range buf {
				if v := o.Reg.V; v != 0 {
					gen[i][v/64] |= 1 << (v % 64)
				}
			}
		}
	}
	out := make([]uint64, words)
	for changed := true; changed; {
		changed = false
		for i := nb - 1; i >= 0; i-- {
			clear(out)
			for _, s := range f.Blocks[i].Succs {
				for w, x := range liveIn[pos[s]] {
					out[w] |= x
				}
			}
			for w := range out {
				in := gen[i][w] | out[w]&^kill[i][w]
				if in != liveIn[i][w] {
					liveIn[i][w] = in
					changed = true
				}
			}
		}
	}
	return liveIn
}

// bitsOf iterates over the members of a bit set in increasing order.
func bitsOf(set []uint64) func(func(int) bool) {
	return func(yield func(int) bool) {
		for w, x := range set {
			for x != 0 {
				t := bits.TrailingZeros64(x)
				x &^= 1 << t
				if !yield(w*64 + t) {
					return
				}
			}
		}
	}
}
