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
	// other blocks read, nor the pressure in other blocks: liveness is
	// found once, and a block's pressure is recomputed only after a move
	// in it. Most blocks never reach the peak and are never looked at
	// again; the per-block indexes of both sinkings are built only for
	// blocks that do.
	cs, out := gprLiveness(f)
	pressure, peak := pressureFromLiveness(f, cs, out)
	s := &sinkState{f: f, cs: cs, out: out}
	dirty := make([]bool, len(f.Blocks))
	for round := 0; round < 4; round++ {
		moved := false
		for bi, b := range f.Blocks {
			if maxOf(pressure[bi]) < peak {
				continue // sinkInBlock moves only across a point at the peak
			}
			if sinkInBlock(f, b, pressure[bi], peak) {
				dirty[bi], moved = true, true
			}
		}
		for bi, b := range f.Blocks {
			p := pressure[bi]
			if dirty[bi] {
				p = blockPressure(f, b, s.liveOut(bi))
			}
			if maxOf(p) < peak {
				continue // the same test sinkTreesInBlock starts with
			}
			if sinkTreesInBlock(f, b, s.liveOut(bi), s.outsideReads(), p, peak) {
				dirty[bi], moved = true, true
			}
		}
		if !moved {
			break
		}
		changed = true
		peak = 0
		for bi, b := range f.Blocks {
			if dirty[bi] {
				pressure[bi] = blockPressure(f, b, s.liveOut(bi))
				dirty[bi] = false
			}
			peak = max(peak, maxOf(pressure[bi]))
		}
	}
	return changed
}

// sinkState holds what sinkToUsers computes once and derives on demand.
type sinkState struct {
	f       *ir.Func
	cs      *compNumbering
	out     [][]int32 // GPR components live out of each block (gprLiveness)
	comps   []component
	live    []map[component]bool
	outside []bool // by register (outsideReads)
}

// liveOut returns the GPR components live out of block bi as a set, for
// the tree sinking's trial orders.
func (s *sinkState) liveOut(bi int) map[component]bool {
	if s.live == nil {
		s.live = make([]map[component]bool, len(s.f.Blocks))
		s.comps = componentsByNumber(s.cs)
	}
	if s.live[bi] == nil {
		m := make(map[component]bool, len(s.out[bi]))
		for _, c := range s.out[bi] {
			m[s.comps[c]] = true
		}
		s.live[bi] = m
	}
	return s.live[bi]
}

func (s *sinkState) outsideReads() []bool {
	if s.outside == nil {
		s.outside = outsideReads(s.f)
	}
	return s.outside
}

// gprPressure returns, for every block, the number of GPR components live
// across each instruction (its results included), and the maximum over
// the function. It is a liveness analysis over components in SSA form: a
// phi reads its k-th argument at the end of the k-th predecessor.
//
// The components are numbered densely and liveness is found per component
// by walking back from its uses to its definitions (live-in where used
// before any definition in the block, live-out at the predecessors of a
// block it is live-in at, live-in there too unless defined there): the
// least solution of the usual dataflow equations, in time proportional to
// the live ranges' sizes, without sets keyed by component.
func gprPressure(f *ir.Func) (map[*ir.Block][]int, int) {
	cs, out := gprLiveness(f)
	byIndex, peak := pressureFromLiveness(f, cs, out)
	pressure := make(map[*ir.Block][]int, len(f.Blocks))
	for bi, b := range f.Blocks {
		pressure[b] = byIndex[bi]
	}
	return pressure, peak
}

// pressureFromLiveness is gprPressure by block index, from gprLiveness's
// results.
func pressureFromLiveness(f *ir.Func, cs *compNumbering, out [][]int32) ([][]int, int) {
	pressure := make([][]int, len(f.Blocks))
	peak := 0
	live := make([]bool, cs.n)
	var touched []int32
	for bi, b := range f.Blocks {
		count := 0
		for _, c := range out[bi] {
			live[c] = true
			touched = append(touched, c)
			count++
		}
		p := make([]int, len(b.Instrs))
		for i := len(b.Instrs) - 1; i >= 0; i-- {
			n := count
			for _, r := range cs.defs(i, bi) {
				for c := r.first; c < r.first+r.n; c++ {
					if live[c] {
						live[c] = false
						count--
					} else {
						n++
					}
				}
			}
			p[i] = n
			peak = max(peak, n)
			if b.Instrs[i].Op != ir.OpPhi {
				for _, r := range cs.uses(i, bi) {
					for c := r.first; c < r.first+r.n; c++ {
						if !live[c] {
							live[c] = true
							touched = append(touched, c)
							count++
						}
					}
				}
			}
		}
		for _, c := range touched {
			live[c] = false
		}
		touched = touched[:0]
		pressure[bi] = p
	}
	return pressure, peak
}

// gprLiveness numbers f's GPR components densely (numberComponents) and
// returns the components live at the end of each block, by block index.
func gprLiveness(f *ir.Func) (*compNumbering, [][]int32) {
	cs := numberComponents(f)
	nb := len(f.Blocks)
	blockIdx := make(map[*ir.Block]int32, nb)
	for i, b := range f.Blocks {
		blockIdx[b] = int32(i)
	}
	// Upward-exposed uses and definitions, per block; phi arguments are
	// live out of their predecessor.
	type blockComp struct{ c, b int32 }
	var exposed, phiOut, defs []blockComp
	defined := make([]int32, cs.n) // 1 + the last block seen defining the component
	for bi, b := range f.Blocks {
		for k, in := range b.Instrs {
			if in.Op == ir.OpPhi {
				for a, arg := range in.Args {
					if a < len(b.Preds) && arg.V != 0 && f.VRegs[arg.V].Class == isa.GPR {
						first := cs.base[arg.V] + int32(arg.Sub)
						for c := int32(0); c < int32(f.VRegs[arg.V].Size); c++ {
							phiOut = append(phiOut, blockComp{first + c, blockIdx[b.Preds[a]]})
						}
					}
				}
			} else {
				for _, r := range cs.uses(k, bi) {
					for c := r.first; c < r.first+r.n; c++ {
						if defined[c] != int32(bi)+1 {
							exposed = append(exposed, blockComp{c, int32(bi)})
						}
					}
				}
			}
			for _, r := range cs.defs(k, bi) {
				for c := r.first; c < r.first+r.n; c++ {
					if defined[c] != int32(bi)+1 {
						defined[c] = int32(bi) + 1
						defs = append(defs, blockComp{c, int32(bi)})
					}
				}
			}
		}
	}
	byComp := func(list []blockComp) (start []int32, blocks []int32) {
		start = make([]int32, cs.n+1)
		for _, x := range list {
			start[x.c+1]++
		}
		for c := 0; c < cs.n; c++ {
			start[c+1] += start[c]
		}
		blocks = make([]int32, len(list))
		fill := append([]int32(nil), start[:cs.n]...)
		for _, x := range list {
			blocks[fill[x.c]] = x.b
			fill[x.c]++
		}
		return start, blocks
	}
	expStart, expBlocks := byComp(exposed)
	phiStart, phiBlocks := byComp(phiOut)
	defStart, defBlocks := byComp(defs)
	preds := make([][]int32, nb)
	for i, b := range f.Blocks {
		for _, p := range b.Preds {
			preds[i] = append(preds[i], blockIdx[p])
		}
	}
	out := make([][]int32, nb)
	inStamp := make([]int32, nb)
	outStamp := make([]int32, nb)
	var stack []int32 // blocks the component is live-in at, to visit
	for c := int32(0); c < int32(cs.n); c++ {
		stamp := c + 1
		definedIn := func(b int32) bool {
			for _, d := range defBlocks[defStart[c]:defStart[c+1]] {
				if d == b {
					return true
				}
			}
			return false
		}
		liveIn := func(b int32) {
			if inStamp[b] != stamp {
				inStamp[b] = stamp
				stack = append(stack, b)
			}
		}
		liveOut := func(b int32) {
			if outStamp[b] != stamp {
				outStamp[b] = stamp
				out[b] = append(out[b], c)
				if !definedIn(b) {
					liveIn(b)
				}
			}
		}
		for _, b := range expBlocks[expStart[c]:expStart[c+1]] {
			liveIn(b)
		}
		for _, b := range phiBlocks[phiStart[c]:phiStart[c+1]] {
			liveOut(b)
		}
		for len(stack) > 0 {
			b := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, p := range preds[b] {
				liveOut(p)
			}
		}
	}
	return cs, out
}

// compRange is a run of densely numbered components.
type compRange struct{ first, n int32 }

// compNumbering numbers the components of f's GPR virtual registers
// densely and holds every instruction's GPR uses and definitions as runs
// of those numbers (phi arguments excluded: a phi's uses are its Args).
type compNumbering struct {
	n    int
	base []int32 // first component of each virtual register
	// runs holds the operands' runs; at[b][k] is where instruction k of
	// block b starts (uses, then definitions from defsAt[b][k]).
	runs       []compRange
	at, defsAt [][]int32
}

func (cs *compNumbering) uses(k, b int) []compRange {
	return cs.runs[cs.at[b][k]:cs.defsAt[b][k]]
}

func (cs *compNumbering) defs(k, b int) []compRange {
	return cs.runs[cs.defsAt[b][k]:cs.at[b][k+1]]
}

func numberComponents(f *ir.Func) *compNumbering {
	type ref struct {
		v      ir.VReg
		sub, n int32
	}
	width := make([]int32, len(f.VRegs))
	var refs []ref
	cs := &compNumbering{at: make([][]int32, len(f.Blocks)), defsAt: make([][]int32, len(f.Blocks))}
	add := func(in *ir.Instr, op ir.Operand) {
		if op.Reg.V == 0 || f.VRegs[op.Reg.V].Class != isa.GPR {
			return
		}
		n := op.Count
		if in.Op != ir.OpMachine {
			n = int(f.VRegs[op.Reg.V].Size)
		}
		r := ref{op.Reg.V, int32(op.Reg.Sub), int32(n)}
		width[r.v] = max(width[r.v], r.sub+r.n)
		refs = append(refs, r)
	}
	var buf [8]ir.Operand // operand lists without an allocation each
	for bi, b := range f.Blocks {
		at := make([]int32, len(b.Instrs)+1)
		defsAt := make([]int32, len(b.Instrs))
		for k, in := range b.Instrs {
			at[k] = int32(len(refs))
			if in.Op == ir.OpPhi {
				// Phi arguments are read whole at the predecessors' ends.
				for _, a := range in.Args {
					if a.V != 0 && f.VRegs[a.V].Class == isa.GPR {
						width[a.V] = max(width[a.V], int32(a.Sub)+int32(f.VRegs[a.V].Size))
					}
				}
			} else {
				for _, u := range in.AppendUses(buf[:0]) {
					add(in, u)
				}
			}
			defsAt[k] = int32(len(refs))
			for _, d := range in.AppendDefs(buf[:0]) {
				add(in, d)
			}
		}
		at[len(b.Instrs)] = int32(len(refs))
		cs.at[bi], cs.defsAt[bi] = at, defsAt
	}
	cs.base = make([]int32, len(f.VRegs))
	for v, w := range width {
		cs.base[v] = int32(cs.n)
		cs.n += int(w)
	}
	cs.runs = make([]compRange, len(refs))
	for i, r := range refs {
		cs.runs[i] = compRange{cs.base[r.v] + r.sub, r.n}
	}
	return cs
}

// blockPressure is gprPressure for one block, given the GPR components
// live out of it (gprLiveOut), for the tree sinking's trial orders.
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

// componentsByNumber returns the component of each dense number.
func componentsByNumber(cs *compNumbering) []component {
	comps := make([]component, cs.n)
	for v, first := range cs.base {
		end := int32(cs.n)
		if v+1 < len(cs.base) {
			end = cs.base[v+1]
		}
		for c := first; c < end; c++ {
			comps[c] = component{ir.VReg(v), int(c - first)}
		}
	}
	return comps
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
		if u.Reg.V == 0 && u.Class == isa.GPR && u.Phys != isa.RZ {
			return false // a result register of a call: the next call overwrites it
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
