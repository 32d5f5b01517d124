package ir

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
			if in.IsExit() && !in.Guarded() {
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

// DomTree holds immediate dominators (or post-dominators) by block ID.
type DomTree struct {
	Idom  []*Block // nil for the root and unreachable blocks
	order []int    // position in the traversal order used to build it
}

// Dominators computes immediate dominators with the Cooper-Harvey-Kennedy
// iterative algorithm. Block IDs must be the layout indexes (Renumber).
func (f *Func) Dominators() *DomTree {
	rpo := f.ReversePostorder()
	return buildDom(len(f.Blocks), rpo, func(b *Block) []*Block { return b.Preds })
}

// PostDominators computes immediate post-dominators over the reversed CFG
// with a virtual exit joining every block without successors; blocks that
// only the virtual exit post-dominates get a nil Idom.
func (f *Func) PostDominators() *DomTree {
	var exits []*Block
	for _, b := range f.Blocks {
		if len(b.Succs) == 0 {
			exits = append(exits, b)
		}
	}
	// Postorder of the reversed graph from the exits.
	seen := make([]bool, len(f.Blocks))
	var post []*Block
	var visit func(b *Block)
	visit = func(b *Block) {
		seen[b.ID] = true
		for _, p := range b.Preds {
			if !seen[p.ID] {
				visit(p)
			}
		}
		post = append(post, b)
	}
	for _, e := range exits {
		if !seen[e.ID] {
			visit(e)
		}
	}
	rpo := make([]*Block, 0, len(post)+1)
	virtual := &Block{ID: len(f.Blocks)}
	rpo = append(rpo, virtual)
	for i := len(post) - 1; i >= 0; i-- {
		rpo = append(rpo, post[i])
	}
	isExit := map[*Block]bool{}
	for _, e := range exits {
		isExit[e] = true
	}
	t := buildDom(len(f.Blocks)+1, rpo, func(b *Block) []*Block {
		if b == virtual {
			return nil
		}
		if isExit[b] {
			return append(append([]*Block{}, b.Succs...), virtual)
		}
		return b.Succs
	})
	for i, d := range t.Idom {
		if d == virtual {
			t.Idom[i] = nil
		}
	}
	t.Idom = t.Idom[:len(f.Blocks)]
	return t
}

func buildDom(n int, rpo []*Block, preds func(*Block) []*Block) *DomTree {
	t := &DomTree{Idom: make([]*Block, n), order: make([]int, n)}
	for i := range t.order {
		t.order[i] = -1
	}
	for i, b := range rpo {
		t.order[b.ID] = i
	}
	if len(rpo) == 0 {
		return t
	}
	root := rpo[0]
	t.Idom[root.ID] = root
	intersect := func(a, b *Block) *Block {
		for a != b {
			for t.order[a.ID] > t.order[b.ID] {
				a = t.Idom[a.ID]
			}
			for t.order[b.ID] > t.order[a.ID] {
				b = t.Idom[b.ID]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for _, b := range rpo[1:] {
			var idom *Block
			for _, p := range preds(b) {
				if t.order[p.ID] < 0 || t.Idom[p.ID] == nil {
					continue
				}
				if idom == nil {
					idom = p
				} else {
					idom = intersect(p, idom)
				}
			}
			if idom != nil && t.Idom[b.ID] != idom {
				t.Idom[b.ID] = idom
				changed = true
			}
		}
	}
	t.Idom[root.ID] = nil
	return t
}

// Dominates reports whether a dominates b (every block dominates itself).
func (t *DomTree) Dominates(a, b *Block) bool {
	for x := b; x != nil; x = t.Idom[x.ID] {
		if x == a {
			return true
		}
	}
	return false
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
