package lower

import (
	"slices"

	"gpucc/ir"
	"gpucc/isa"
)

// sinkToUsers moves pure per-thread ALU instructions down to just before
// their first user in the same block when that shortens live ranges: the
// selector lowers a deferred operand tree from its root, so every level's
// first operand (a byte extracted by a shift, say) is computed before the
// whole chain under its second operand and stays live across it (FNV over
// the eight bytes of a load kept all eight shifted copies live at once).
// An instruction moves when the GPR components it defines outnumber the
// operand components whose live range the move would lengthen (those with
// no use at or after the new place in the block; a component that is only
// live out of the block counts as lengthened, which errs on the side of
// not moving). The post-allocation scheduler still reorders for latency.
//
// Only moves that cross a point of the function's peak GPR pressure are
// made (rounds repeat while the peak moves): elsewhere registers are free
// and the longer distance from definition to use hides latency.
func sinkToUsers(f *ir.Func) bool {
	changed := false
	// Moves within a block change neither what is live out of it nor what
	// other blocks read.
	liveOut, outside := gprLiveOut(f), outsideReads(f)
	for round := 0; round < 4; round++ {
		pressure, peak := gprPressure(f, liveOut)
		moved := false
		for _, b := range f.Blocks {
			moved = sinkInBlock(f, b, pressure[b], peak) || moved
		}
		for _, b := range f.Blocks {
			moved = sinkTreesInBlock(f, b, liveOut[b], outside, peak) || moved
		}
		if !moved {
			break
		}
		changed = true
	}
	return changed
}

// gprPressure returns, for every block, the number of GPR components live
// across each instruction (its results included), and the maximum over
// the function, given the blocks' live-out components (gprLiveOut).
func gprPressure(f *ir.Func, liveOut map[*ir.Block]map[component]bool) (map[*ir.Block][]int, int) {
	pressure := map[*ir.Block][]int{}
	peak := 0
	for _, b := range f.Blocks {
		p := blockPressure(f, b, liveOut[b])
		for _, n := range p {
			peak = max(peak, n)
		}
		pressure[b] = p
	}
	return pressure, peak
}

// blockPressure is gprPressure for one block, given the GPR components
// live out of it.
func blockPressure(f *ir.Func, b *ir.Block, liveOut map[component]bool) []int {
	live := make(map[component]bool, len(liveOut))
	for c := range liveOut {
		live[c] = true
	}
	p := make([]int, len(b.Instrs))
	for i := len(b.Instrs) - 1; i >= 0; i-- {
		in := b.Instrs[i]
		n := len(live)
		for _, d := range in.Defs() {
			for _, c := range gprComponents(f, in, d) {
				if !live[c] {
					n++
				}
				delete(live, c)
			}
		}
		p[i] = n
		if in.Op != ir.OpPhi {
			for _, u := range in.Uses() {
				for _, c := range gprComponents(f, in, u) {
					live[c] = true
				}
			}
		}
	}
	return p
}

// gprLiveOut returns the GPR components live at the end of every block: a
// liveness analysis over components in SSA form, where a phi reads its
// k-th argument at the end of the k-th predecessor.
func gprLiveOut(f *ir.Func) map[*ir.Block]map[component]bool {
	type sets struct{ use, def, in, out map[component]bool }
	info := map[*ir.Block]*sets{}
	phiOut := map[*ir.Block]map[component]bool{}
	for _, b := range f.Blocks {
		st := &sets{use: map[component]bool{}, def: map[component]bool{}, in: map[component]bool{}, out: map[component]bool{}}
		info[b] = st
		for _, in := range b.Instrs {
			if in.Op == ir.OpPhi {
				for k, a := range in.Args {
					if k < len(b.Preds) && a.V != 0 && f.VRegs[a.V].Class == isa.GPR {
						p := b.Preds[k]
						if phiOut[p] == nil {
							phiOut[p] = map[component]bool{}
						}
						for c := 0; c < int(f.VRegs[a.V].Size); c++ {
							phiOut[p][component{a.V, int(a.Sub) + c}] = true
						}
					}
				}
			} else {
				for _, u := range in.Uses() {
					for _, c := range gprComponents(f, in, u) {
						if !st.def[c] {
							st.use[c] = true
						}
					}
				}
			}
			for _, d := range in.Defs() {
				for _, c := range gprComponents(f, in, d) {
					st.def[c] = true
				}
			}
		}
	}
	for changed := true; changed; {
		changed = false
		for k := len(f.Blocks) - 1; k >= 0; k-- {
			b := f.Blocks[k]
			st := info[b]
			for c := range phiOut[b] {
				if !st.out[c] {
					st.out[c], changed = true, true
				}
			}
			for _, s := range b.Succs {
				for c := range info[s].in {
					if !st.out[c] {
						st.out[c], changed = true, true
					}
				}
			}
			for c := range st.use {
				if !st.in[c] {
					st.in[c], changed = true, true
				}
			}
			for c := range st.out {
				if !st.def[c] && !st.in[c] {
					st.in[c], changed = true, true
				}
			}
		}
	}
	out := make(map[*ir.Block]map[component]bool, len(f.Blocks))
	for b, st := range info {
		out[b] = st.out
	}
	return out
}

// gprComponents is components restricted to GPR virtual registers.
func gprComponents(f *ir.Func, in *ir.Instr, op ir.Operand) []component {
	if op.Reg.V == 0 || f.VRegs[op.Reg.V].Class != isa.GPR {
		return nil
	}
	return components(f, in, op)
}

// component is one 32-bit component of a virtual register.
type component struct {
	v   ir.VReg
	sub int
}

// components lists the virtual register components an operand spans.
func components(f *ir.Func, in *ir.Instr, op ir.Operand) []component {
	if op.Reg.V == 0 {
		return nil
	}
	n := op.Count
	if in.Op != ir.OpMachine {
		n = int(f.VRegs[op.Reg.V].Size)
	}
	out := make([]component, n)
	for c := range out {
		out[c] = component{op.Reg.V, int(op.Reg.Sub) + c}
	}
	return out
}

// sinkable reports whether in may move past other instructions of its
// block: it only computes per-thread GPR results from its register
// operands (no memory, ordering, lane exchange, special or uniform
// registers, guard or predicate operands).
func sinkable(f *ir.Func, in *ir.Instr) bool {
	if in.Op != ir.OpMachine || in.Guarded() || in.Inst.Form.WritesPR {
		return false
	}
	p := &in.Inst.Form.Op().Props
	if p.SideEffects() || p.SReg || p.Uniform || p.IndirectRead || p.IndirectWrite {
		return false
	}
	defs := 0
	for _, d := range in.Defs() {
		if d.Reg.V == 0 {
			if !discarded(d) {
				return false // a physical register other than RZ or PT
			}
			continue
		}
		if f.VRegs[d.Reg.V].Class != isa.GPR {
			return false
		}
		defs++
	}
	if defs == 0 {
		return false
	}
	for _, u := range in.Uses() {
		if u.Reg.V != 0 && f.VRegs[u.Reg.V].Class != isa.GPR && f.VRegs[u.Reg.V].Class != isa.UR {
			return false // predicates cannot be spilled: never lengthen them
		}
	}
	return true
}

// discarded reports whether a physical destination throws its value away.
func discarded(d ir.Operand) bool {
	switch d.Class {
	case isa.GPR:
		return d.Phys == isa.RZ
	case isa.PR:
		return d.Phys == isa.PT
	}
	return false
}

func sinkInBlock(f *ir.Func, b *ir.Block, pressure []int, peak int) bool {
	order := b.Instrs
	pos := make(map[*ir.Instr]int, len(order))
	readers := map[component][]*ir.Instr{}
	for i, in := range order {
		pos[in] = i
		if in.Op == ir.OpPhi {
			continue // reads at the end of a predecessor
		}
		for _, u := range in.Uses() {
			for _, c := range components(f, in, u) {
				readers[c] = append(readers[c], in)
			}
		}
	}
	changed := false
	for i := len(order) - 1; i >= 0; i-- {
		in := order[i]
		if !sinkable(f, in) {
			continue
		}
		var defined []component
		for _, d := range in.Defs() {
			defined = append(defined, components(f, in, d)...)
		}
		first := -1
		for _, c := range defined {
			for _, r := range readers[c] {
				if p := pos[r]; p > i && (first < 0 || p < first) {
					first = p
				}
			}
		}
		if first <= i+1 {
			continue // no reader in the block, or already just before it
		}
		if slices.Max(pressure[i:first]) < peak {
			continue
		}
		var read []component
		for _, u := range in.Uses() {
			read = append(read, components(f, in, u)...)
		}
		if blocksSinking(f, order[i+1:first], read, defined) {
			continue
		}
		lengthened := 0
		for _, c := range read {
			later := false
			for _, r := range readers[c] {
				if r != in && pos[r] >= first {
					later = true
					break
				}
			}
			if !later {
				lengthened++
			}
		}
		if lengthened >= len(defined) {
			continue
		}
		copy(order[i:first-1], order[i+1:first])
		order[first-1] = in
		for k := i; k < first; k++ {
			pos[order[k]] = k
		}
		changed = true
	}
	return changed
}

// blocksSinking reports whether an instruction of span writes a
// component in reads or defs (a guarded write merges into an earlier
// value, so moving past it would read or clobber the wrong one), or
// synchronizes (a WARPSYNC stays right before the collective it serves,
// as the checks of collectives.ll expect, and barriers keep their place).
func blocksSinking(f *ir.Func, span []*ir.Instr, reads, defs []component) bool {
	watch := map[component]bool{}
	for _, c := range reads {
		watch[c] = true
	}
	for _, c := range defs {
		watch[c] = true
	}
	for _, in := range span {
		if in.Op == ir.OpMachine {
			p := &in.Inst.Form.Op().Props
			if p.WarpSync || p.Convergence || p.Barrier || p.BarrierState || p.MemBar {
				return true
			}
		}
		for _, d := range in.Defs() {
			for _, c := range components(f, in, d) {
				if watch[c] {
					return true
				}
			}
		}
	}
	return false
}
