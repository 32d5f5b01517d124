package lower

import (
	"gpucc/ir"
	"gpucc/isa"
)

// Sinking whole operand trees (the companion of sinkToUsers in sink.go).
//
// sinkToUsers moves one instruction at a time, and only when it defines more
// GPR components than it lengthens; a chain of one-in, one-out steps (a
// 64-bit multiply-high built from IMAD.HI.X with carries, a bit-field
// extract's shift, mask and select) never qualifies step by step although
// the chain as a whole reads only values that stay live anyway. When
// several such trees are computed before the first of the stores that
// consume them (inline assembly: every asm result is computed before any
// store), they are all live at once (inline_ptx: 31 GPRs where ptxas uses
// 24). sinkTrees moves the whole tree of a consumer, in its original order,
// to just before the consumer, when the consumer's span crosses a point of
// the function's peak GPR pressure and the move lowers the pressure there.
// Elsewhere the trees stay where they are: registers are free and the
// distance from definition to use hides latency.

// maxTreeSize and maxTreeSpan bound the work per consumer, so that a huge
// straight-line block costs time linear in its size.
const (
	maxTreeSize = 256
	maxTreeSpan = 2048
)

// treeMovable reports whether in may join a sunk tree: a pure per-thread
// ALU instruction, unguarded, writing GPRs or predicates (a carry, a
// compare) and reading registers of any class.
func treeMovable(f *ir.Func, in *ir.Instr) bool {
	if in.Op != ir.OpMachine || in.Guarded() {
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
				return false
			}
			continue
		}
		if c := f.VRegs[d.Reg.V].Class; c != isa.GPR && c != isa.PR {
			return false
		}
		defs++
	}
	for _, u := range in.Uses() {
		if u.Reg.V == 0 && u.Class == isa.GPR && u.Phys != isa.RZ {
			return false // a result register of a call: the next call overwrites it
		}
	}
	return defs > 0
}

// treeBlock is the per-block state of tree sinking.
type treeBlock struct {
	f       *ir.Func
	b       *ir.Block
	liveOut map[component]bool
	pos     map[*ir.Instr]int
	readers map[ir.VReg][]*ir.Instr   // readers in this block (phis excluded)
	defs    map[component][]*ir.Instr // definitions in this block
	creads  map[component][]*ir.Instr // readers of each component in this block
	defOf   map[ir.VReg][]*ir.Instr   // definitions of each register in this block
	outside []bool                    // by register: read by a phi or in another block
	abs     []int                     // blockPressure of the current order
	// Scratch for tree, reused across consumers: an instruction is in the
	// current tree (or seen) when its entry equals stamp.
	stamp       int32
	inTree      map[*ir.Instr]int32
	seen        map[*ir.Instr]int32
	heapScratch []posItem
	// done holds the members of the trees built so far: a member's own tree
	// lies inside its consumer's (moved or already in place), and no
	// instruction is in two trees, so building trees costs linear time.
	done map[*ir.Instr]bool
}

// abs is the block's GPR pressure (blockPressure) in its current order.
func sinkTreesInBlock(f *ir.Func, b *ir.Block, liveOut map[component]bool, outside []bool, abs []int, peak int) bool {
	if maxOf(abs) < peak {
		return false
	}
	t := &treeBlock{f: f, b: b, liveOut: liveOut, outside: outside, abs: abs, done: map[*ir.Instr]bool{}}
	t.index()
	changed := false
	for i := len(b.Instrs) - 1; i >= 0; i-- {
		u := b.Instrs[i]
		if u.Op == ir.OpPhi {
			break
		}
		if t.done[u] || !t.mayHaveTree(u) {
			continue
		}
		tree := t.tree(u)
		if len(tree) == 0 || t.pos[tree[0]] == i-len(tree) {
			continue // nothing to sink, or already just before u
		}
		if t.tryMove(tree, u, peak) {
			changed = true
		}
	}
	return changed
}

// outsideReads returns the registers read by a phi or outside their
// defining block: those are live out and never part of a tree.
func outsideReads(f *ir.Func) []bool {
	home := make([]int32, len(f.VRegs)) // 1 + the index of the (last) defining block
	var buf [8]ir.Operand
	for bi, b := range f.Blocks {
		for _, in := range b.Instrs {
			for _, d := range in.AppendDefs(buf[:0]) {
				if d.Reg.V != 0 {
					home[d.Reg.V] = int32(bi) + 1
				}
			}
		}
	}
	out := make([]bool, len(f.VRegs))
	for bi, b := range f.Blocks {
		for _, in := range b.Instrs {
			for _, u := range in.AppendUses(buf[:0]) {
				if v := u.Reg.V; v != 0 && (in.Op == ir.OpPhi || home[v] != int32(bi)+1) {
					out[v] = true
				}
			}
		}
	}
	return out
}

func (t *treeBlock) index() {
	t.pos = map[*ir.Instr]int{}
	t.readers = map[ir.VReg][]*ir.Instr{}
	t.defOf = map[ir.VReg][]*ir.Instr{}
	for i, in := range t.b.Instrs {
		t.pos[in] = i
		for _, d := range in.Defs() {
			if d.Reg.V != 0 {
				t.defOf[d.Reg.V] = append(t.defOf[d.Reg.V], in)
			}
		}
		if in.Op == ir.OpPhi {
			continue
		}
		for _, u := range in.Uses() {
			if u.Reg.V == 0 {
				continue
			}
			if rs := t.readers[u.Reg.V]; len(rs) == 0 || rs[len(rs)-1] != in {
				t.readers[u.Reg.V] = append(rs, in)
			}
		}
	}
}

// indexComponents fills defs and creads, which only the pressure of a
// candidate move needs (most blocks never get that far).
func (t *treeBlock) indexComponents() {
	if t.defs != nil {
		return
	}
	t.defs = map[component][]*ir.Instr{}
	t.creads = map[component][]*ir.Instr{}
	for _, in := range t.b.Instrs {
		for _, d := range in.Defs() {
			for _, c := range components(t.f, in, d) {
				t.defs[c] = append(t.defs[c], in)
			}
		}
		if in.Op == ir.OpPhi {
			continue
		}
		for _, u := range in.Uses() {
			for _, c := range components(t.f, in, u) {
				t.creads[c] = append(t.creads[c], in)
			}
		}
	}
}

// mayHaveTree is a quick necessary condition for a non-empty tree of u:
// some operand of u is defined in the block, before u, by a movable
// instruction whose results no instruction after u reads.
func (t *treeBlock) mayHaveTree(u *ir.Instr) bool {
	up := t.pos[u]
	for _, op := range u.Uses() {
		for _, d := range t.defOf[op.Reg.V] {
			if t.pos[d] >= up || !treeMovable(t.f, d) {
				continue
			}
			ok := true
			for _, dd := range d.Defs() {
				if v := dd.Reg.V; v != 0 && (len(t.readers[v]) > maxTreeSize+1 || t.readAtOrAfter(v, up+1)) {
					ok = false // read after u, or by more than a tree can hold
				}
			}
			if ok {
				return true
			}
		}
	}
	return false
}

// posHeap pops the instruction with the highest position first. Each
// item carries its position (positions do not change while a tree is
// built), so comparisons look nothing up.
type posHeap struct{ items []posItem }

type posItem struct {
	pos int
	in  *ir.Instr
}

func (h *posHeap) push(x posItem) {
	h.items = append(h.items, x)
	for i := len(h.items) - 1; i > 0; {
		parent := (i - 1) / 2
		if h.items[parent].pos >= h.items[i].pos {
			break
		}
		h.items[parent], h.items[i] = h.items[i], h.items[parent]
		i = parent
	}
}

func (h *posHeap) pop() *ir.Instr {
	top := h.items[0].in
	last := len(h.items) - 1
	h.items[0] = h.items[last]
	h.items = h.items[:last]
	for i := 0; ; {
		l, r, big := 2*i+1, 2*i+2, i
		if l < last && h.items[l].pos > h.items[big].pos {
			big = l
		}
		if r < last && h.items[r].pos > h.items[big].pos {
			big = r
		}
		if big == i {
			break
		}
		h.items[i], h.items[big] = h.items[big], h.items[i]
		i = big
	}
	return top
}

// tree returns, in block order, the instructions before u whose results
// only u and other members read (in this block, and nowhere else), closed
// under operands: the values computed only for u. It returns nil when the
// tree would lengthen a predicate's live range or grows beyond
// maxTreeSize.
func (t *treeBlock) tree(u *ir.Instr) []*ir.Instr {
	up := t.pos[u]
	if t.inTree == nil {
		t.inTree, t.seen = map[*ir.Instr]int32{}, map[*ir.Instr]int32{}
	}
	t.stamp++
	stamp := t.stamp
	t.inTree[u] = stamp
	h := &posHeap{items: t.heapScratch[:0]}
	defer func() { t.heapScratch = h.items[:0] }()
	push := func(x *ir.Instr) {
		for _, op := range x.Uses() {
			for _, d := range t.defOf[op.Reg.V] {
				if p := t.pos[d]; p < up && t.seen[d] != stamp {
					t.seen[d] = stamp
					h.push(posItem{p, d})
				}
			}
		}
	}
	push(u)
	var members []*ir.Instr
	for len(h.items) > 0 {
		d := h.pop()
		if !treeMovable(t.f, d) || !t.onlyFor(d, stamp) {
			continue
		}
		t.inTree[d] = stamp
		t.done[d] = true
		members = append(members, d)
		if len(members) > maxTreeSize {
			return nil
		}
		push(d)
	}
	if len(members) == 0 {
		return nil
	}
	// members are in decreasing position order; reverse into block order.
	for i, j := 0, len(members)-1; i < j; i, j = i+1, j-1 {
		members[i], members[j] = members[j], members[i]
	}
	// A predicate (or uniform register) read by a member and defined
	// outside the tree must stay live up to u anyway: predicates and
	// uniform registers cannot spill to memory, so never lengthen them.
	for _, m := range members {
		for _, op := range m.Uses() {
			v := op.Reg.V
			if v == 0 || t.f.VRegs[v].Class == isa.GPR {
				continue
			}
			definedInTree := false
			for _, d := range t.defOf[v] {
				if t.inTree[d] == stamp {
					definedInTree = true
				}
			}
			if !definedInTree && !t.readAtOrAfter(v, up) {
				return nil
			}
		}
	}
	return members
}

// onlyFor reports whether every register d defines is read only by
// instructions of the current tree (in this block, not by a phi or another
// block).
func (t *treeBlock) onlyFor(d *ir.Instr, stamp int32) bool {
	for _, op := range d.Defs() {
		v := op.Reg.V
		if v == 0 {
			continue
		}
		if t.outside[v] || len(t.readers[v]) > maxTreeSize+1 {
			return false
		}
		for _, r := range t.readers[v] {
			if t.inTree[r] != stamp {
				return false
			}
		}
	}
	return true
}

// readAtOrAfter reports whether v is read at position p or later in the
// block, or after it.
func (t *treeBlock) readAtOrAfter(v ir.VReg, p int) bool {
	if t.outside[v] {
		return true
	}
	for _, r := range t.readers[v] {
		if t.pos[r] >= p {
			return true
		}
	}
	return false
}

// tryMove moves tree (in block order, all before u) to just before u when
// that is legal and lowers the GPR pressure at the peak points it crosses.
func (t *treeBlock) tryMove(tree []*ir.Instr, u *ir.Instr, peak int) bool {
	order := t.b.Instrs
	s, up := t.pos[tree[0]], t.pos[u]
	if up-s > maxTreeSpan {
		return false
	}
	member := make(map[*ir.Instr]bool, len(tree))
	watch := map[component]bool{}
	for _, m := range tree {
		member[m] = true
		for _, op := range m.Uses() {
			for _, c := range components(t.f, m, op) {
				watch[c] = true
			}
		}
		for _, op := range m.Defs() {
			for _, c := range components(t.f, m, op) {
				watch[c] = true
			}
		}
	}
	moved := make([]*ir.Instr, 0, up-s+1)
	for _, x := range order[s:up] {
		if member[x] {
			continue
		}
		if blocksSinking(t.f, []*ir.Instr{x}, nil, nil) {
			return false
		}
		for _, d := range x.Defs() {
			for _, c := range components(t.f, x, d) {
				if watch[c] {
					return false // a member reads or writes what x writes
				}
			}
		}
		moved = append(moved, x)
	}
	moved = append(moved, tree...)
	moved = append(moved, u)
	if maxOf(t.abs[s:up+1]) < peak {
		return false
	}
	t.indexComponents()
	// regionPressure leaves out the components live across the region
	// without being touched in it; they add the same to every point of
	// both orders, and the pressure at u is the same in both.
	old := t.regionPressure(order[s:up+1], up)
	across := t.abs[up] - old[len(old)-1]
	now := t.regionPressure(moved, up)
	for k := range now {
		old[k] += across
		now[k] += across
	}
	oldMax, oldAt := maxAndCount(old, peak)
	nowMax, nowAt := maxAndCount(now, peak)
	if nowMax > oldMax || (nowMax == oldMax && nowAt >= oldAt) {
		return false
	}
	copy(order[s:up+1], moved)
	for k := s; k <= up; k++ {
		t.pos[order[k]] = k
	}
	t.abs = blockPressure(t.f, t.b, t.liveOut)
	return true
}

func maxOf(p []int) int {
	m := 0
	for _, x := range p {
		m = max(m, x)
	}
	return m
}

func maxAndCount(p []int, peak int) (int, int) {
	m, n := 0, 0
	for _, x := range p {
		m = max(m, x)
		if x >= peak {
			n++
		}
	}
	return m, n
}

// regionPressure returns the GPR pressure (as gprPressure counts it) at
// each instruction of region, an ordering of the instructions at block
// positions s..end, where the components live after position end are
// those read later in the block or live out.
func (t *treeBlock) regionPressure(region []*ir.Instr, end int) []int {
	state := map[component]bool{}
	count := 0
	live := func(c component) bool {
		if l, ok := state[c]; ok {
			return l
		}
		return t.liveAfter(c, end)
	}
	// Count the components live after end among those the region touches
	// plus those merely live across it: the latter add the same to the old
	// and the new order, so they are left out; the comparison is between
	// orders of the same region.
	for _, in := range region {
		for _, op := range in.Uses() {
			for _, c := range gprComponents(t.f, in, op) {
				if _, ok := state[c]; !ok {
					l := t.liveAfter(c, end)
					state[c] = l
					if l {
						count++
					}
				}
			}
		}
		for _, op := range in.Defs() {
			for _, c := range gprComponents(t.f, in, op) {
				if _, ok := state[c]; !ok {
					l := t.liveAfter(c, end)
					state[c] = l
					if l {
						count++
					}
				}
			}
		}
	}
	out := make([]int, len(region))
	for i := len(region) - 1; i >= 0; i-- {
		in := region[i]
		n := count
		for _, op := range in.Defs() {
			for _, c := range gprComponents(t.f, in, op) {
				if !live(c) {
					n++
				} else {
					count--
				}
				state[c] = false
			}
		}
		out[i] = n
		for _, op := range in.Uses() {
			for _, c := range gprComponents(t.f, in, op) {
				if !live(c) {
					count++
					state[c] = true
				}
			}
		}
	}
	return out
}

// liveAfter reports whether component c is live after block position p:
// defined at or before p (or before the block) and read after p or live
// out.
func (t *treeBlock) liveAfter(c component, p int) bool {
	for _, d := range t.defs[c] {
		if t.pos[d] > p {
			return false
		}
	}
	if t.liveOut[c] {
		return true
	}
	for _, r := range t.creads[c] {
		if t.pos[r] > p {
			return true
		}
	}
	return false
}
