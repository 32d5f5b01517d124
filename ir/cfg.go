package ir

import "gpucc/ir/dom"

// ComputeCFG recomputes every block's Succs from its terminators (guarded
// BRA targets first, then the unconditional BRA's target) and Preds as their
// inverse, in layout order. A block whose last instruction is not a
// terminator falls through to the next block in layout order.
func (f *Func) ComputeCFG() {
	for _, b := range f.Blocks {
		b.Preds = b.Preds[:0]
	}
	for i, b := range f.Blocks {
		b.Succs = b.Succs[:0]
		terminated := false
		for _, in := range b.Instrs {
			if in.IsBranch() && in.Target != nil {
				b.addSucc(in.Target)
				if !in.Guarded() {
					terminated = true
				}
			}
			if (in.IsExit() || in.IsReturn()) && !in.Guarded() {
				terminated = true
			}
		}
		if !terminated && i+1 < len(f.Blocks) {
			b.addSucc(f.Blocks[i+1])
		}
	}
	for _, b := range f.Blocks {
		for _, s := range b.Succs {
			s.Preds = append(s.Preds, b)
		}
	}
}

func (b *Block) addSucc(s *Block) {
	for _, x := range b.Succs {
		if x == s {
			return
		}
	}
	b.Succs = append(b.Succs, s)
}

// PredIndex returns the position of p in b.Preds, or -1.
func (b *Block) PredIndex(p *Block) int {
	for i, x := range b.Preds {
		if x == p {
			return i
		}
	}
	return -1
}

// ReversePostorder returns the blocks reachable from the entry in reverse
// postorder.
func (f *Func) ReversePostorder() []*Block {
	if len(f.Blocks) == 0 {
		return nil
	}
	seen := make([]bool, len(f.Blocks))
	var post []*Block
	var visit func(b *Block)
	visit = func(b *Block) {
		seen[b.ID] = true
		for _, s := range b.Succs {
			if !seen[s.ID] {
				visit(s)
			}
		}
		post = append(post, b)
	}
	visit(f.Blocks[0])
	for i, j := 0, len(post)-1; i < j; i, j = i+1, j-1 {
		post[i], post[j] = post[j], post[i]
	}
	return post
}

// DomTree holds immediate dominators (or post-dominators) by layout
// position, which is the block ID once the function is renumbered.
type DomTree struct {
	Idom []*Block // nil for the root and unreachable blocks
	tree *dom.Tree
	pos  map[*Block]int // layout position (the ID once renumbered)
}

// Dominators computes immediate dominators with package ir/dom, the
// compiler's one dominator implementation.
func (f *Func) Dominators() *DomTree {
	if len(f.Blocks) == 0 {
		return &DomTree{tree: dom.Compute(0, nil, nil, nil), pos: map[*Block]int{}}
	}
	return f.domTree([]int{0}, func(b *Block) []*Block { return b.Succs }, func(b *Block) []*Block { return b.Preds })
}

// PostDominators computes immediate post-dominators over the reversed CFG
// with a virtual exit joining every block without successors; blocks that
// only the virtual exit post-dominates get a nil Idom.
func (f *Func) PostDominators() *DomTree {
	var exits []int
	for i, b := range f.Blocks {
		if len(b.Succs) == 0 {
			exits = append(exits, i)
		}
	}
	return f.domTree(exits, func(b *Block) []*Block { return b.Preds }, func(b *Block) []*Block { return b.Succs })
}

// domTree computes the tree over layout positions (not IDs, so that the
// verifier, which reports IDs out of order, still gets a correct answer).
func (f *Func) domTree(roots []int, succ, pred func(*Block) []*Block) *DomTree {
	pos := make(map[*Block]int, len(f.Blocks))
	for i, b := range f.Blocks {
		pos[b] = i
	}
	succs, preds := make([][]int, len(f.Blocks)), make([][]int, len(f.Blocks))
	for i, b := range f.Blocks {
		for _, x := range succ(b) {
			succs[i] = append(succs[i], pos[x])
		}
		for _, x := range pred(b) {
			preds[i] = append(preds[i], pos[x])
		}
	}
	t := dom.Compute(len(f.Blocks), roots, func(x int) []int { return succs[x] }, func(x int) []int { return preds[x] })
	d := &DomTree{Idom: make([]*Block, len(f.Blocks)), tree: t, pos: pos}
	for i, x := range t.Idom {
		if x >= 0 {
			d.Idom[i] = f.Blocks[x]
		}
	}
	return d
}

// Dominates reports whether a dominates b (every block dominates itself).
func (t *DomTree) Dominates(a, b *Block) bool {
	if a == b {
		return true
	}
	pa, okA := t.pos[a]
	pb, okB := t.pos[b]
	return okA && okB && t.tree.Dominates(pa, pb)
}

// ComputeLoops sets every block's LoopDepth from the natural loops of the
// CFG: a back edge is an edge to a dominating block (the loop header), and
// all back edges to one header form one loop.
func (f *Func) ComputeLoops() {
	dom := f.Dominators()
	for _, b := range f.Blocks {
		b.LoopDepth = 0
	}
	for _, h := range f.Blocks {
		in := map[*Block]bool{}
		var stack []*Block
		for _, p := range h.Preds {
			if dom.Dominates(h, p) {
				stack = append(stack, p)
			}
		}
		if len(stack) == 0 {
			continue
		}
		in[h] = true
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if in[x] {
				continue
			}
			in[x] = true
			stack = append(stack, x.Preds...)
		}
		for x := range in {
			x.LoopDepth++
		}
	}
}
