// Package dom computes dominator trees over an int-indexed graph. It is the
// one dominator implementation of the compiler: ir (machine IR dominators,
// post-dominators and loops), lower (the LLVM CFG's dominators and the
// post-dominators that place reconvergence) and regalloc (loop depths of a
// Function it only knows as a graph) all build on it, so it knows nothing
// of either IR: nodes are 0..n-1 and edges come from two functions.
//
// Post-dominators are the dominators of the reversed graph: pass the exits
// as roots, the predecessors as succ and the successors as pred.
package dom

// Tree is the dominator tree (a forest when there are several roots) of the
// nodes reachable from the roots.
type Tree struct {
	// Idom is the immediate dominator of every node: -1 for the roots, for
	// the nodes no root reaches, and for the nodes that only the virtual
	// root joining several roots dominates (reachable from two roots by
	// disjoint paths).
	Idom []int
	// pre and post are the entry and exit times of a depth-first walk of
	// the tree from the virtual root: a dominates b exactly when a's
	// interval encloses b's. -1 for unreachable nodes.
	pre, post []int32
}

// Compute returns the dominator tree of the graph with nodes 0..n-1 and the
// given roots: a dominates b when every path from a root to b passes
// through a. succ drives the depth-first search; pred must list the
// predecessors (the inverse of succ), which the intersection walks. It uses
// the iterative algorithm of Cooper, Harvey and Kennedy ("A Simple, Fast
// Dominance Algorithm", 2001) over a virtual root whose successors are the
// roots, so several roots need no special case.
func Compute(n int, roots []int, succ, pred func(int) []int) *Tree {
	virtual := n // the virtual root, node n of the extended graph
	// Postorder from the virtual root (iterative: kernels can have long
	// chains of blocks).
	order := make([]int32, n+1) // reverse postorder position, -1 unreachable
	for i := range order {
		order[i] = -1
	}
	seen := make([]bool, n+1)
	post := make([]int, 0, n+1)
	type frame struct {
		x, next int
		succs   []int
	}
	seen[virtual] = true
	stack := []frame{{x: virtual, succs: roots}}
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next < len(top.succs) {
			y := top.succs[top.next]
			top.next++
			if !seen[y] {
				seen[y] = true
				stack = append(stack, frame{x: y, succs: succ(y)})
			}
			continue
		}
		post = append(post, top.x)
		stack = stack[:len(stack)-1]
	}
	rpo := make([]int, len(post))
	for i, x := range post {
		rpo[len(post)-1-i] = x
		order[x] = int32(len(post) - 1 - i)
	}
	isRoot := make([]bool, n)
	for _, r := range roots {
		isRoot[r] = true
	}
	idom := make([]int, n+1)
	for i := range idom {
		idom[i] = -1
	}
	idom[virtual] = virtual
	for _, r := range roots {
		idom[r] = virtual
	}
	intersect := func(a, b int) int {
		for a != b {
			for order[a] > order[b] {
				a = idom[a]
			}
			for order[b] > order[a] {
				b = idom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for _, b := range rpo[1:] {
			if isRoot[b] {
				continue
			}
			nd := -1
			for _, p := range pred(b) {
				if order[p] < 0 || idom[p] < 0 {
					continue
				}
				if nd < 0 {
					nd = p
				} else {
					nd = intersect(p, nd)
				}
			}
			if nd >= 0 && idom[b] != nd {
				idom[b] = nd
				changed = true
			}
		}
	}
	// Tree intervals, walking the children in reverse postorder.
	children := make([][]int, n+1)
	for _, b := range rpo[1:] {
		children[idom[b]] = append(children[idom[b]], b)
	}
	t := &Tree{Idom: make([]int, n), pre: make([]int32, n+1), post: make([]int32, n+1)}
	for i := range t.pre {
		t.pre[i], t.post[i] = -1, -1
	}
	clock := int32(0)
	t.pre[virtual] = clock
	clock++
	walk := []frame{{x: virtual, succs: children[virtual]}}
	for len(walk) > 0 {
		top := &walk[len(walk)-1]
		if top.next < len(top.succs) {
			c := top.succs[top.next]
			top.next++
			t.pre[c] = clock
			clock++
			walk = append(walk, frame{x: c, succs: children[c]})
			continue
		}
		t.post[top.x] = clock
		clock++
		walk = walk[:len(walk)-1]
	}
	for i := 0; i < n; i++ {
		t.Idom[i] = idom[i]
		if idom[i] == virtual {
			t.Idom[i] = -1
		}
	}
	t.pre, t.post = t.pre[:n], t.post[:n]
	return t
}

// Reachable reports whether some root reaches node x.
func (t *Tree) Reachable(x int) bool { return t.pre[x] >= 0 }

// Dominates reports whether a dominates b, in constant time. Every node
// dominates itself (an unreachable one too, so that a use in an unreachable
// block of a value it defines is not an error); otherwise both must be
// reachable.
func (t *Tree) Dominates(a, b int) bool {
	if a == b {
		return true
	}
	if t.pre[a] < 0 || t.pre[b] < 0 {
		return false
	}
	return t.pre[a] <= t.pre[b] && t.post[b] <= t.post[a]
}
