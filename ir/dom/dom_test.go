package dom

import (
	"math/rand/v2"
	"testing"
)

// graph is a random directed graph with its predecessor lists.
type graph struct {
	n            int
	succs, preds [][]int
}

func randomGraph(r *rand.Rand, n int, density float64) *graph {
	g := &graph{n: n, succs: make([][]int, n), preds: make([][]int, n)}
	for a := 0; a < n; a++ {
		for b := 0; b < n; b++ {
			if r.Float64() < density {
				g.succs[a] = append(g.succs[a], b)
				g.preds[b] = append(g.preds[b], a)
			}
		}
	}
	return g
}

// reach returns the nodes reachable from the roots without entering
// node removed (-1: none).
func (g *graph) reach(roots []int, removed int) []bool {
	in := make([]bool, g.n)
	var stack []int
	for _, r := range roots {
		if r != removed && !in[r] {
			in[r] = true
			stack = append(stack, r)
		}
	}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, y := range g.succs[x] {
			if y != removed && !in[y] {
				in[y] = true
				stack = append(stack, y)
			}
		}
	}
	return in
}

// bruteDominates is the definition: a dominates a reachable b when b is no
// longer reachable once a is removed.
func bruteDominates(g *graph, roots []int) [][]bool {
	all := g.reach(roots, -1)
	d := make([][]bool, g.n)
	for a := range d {
		d[a] = make([]bool, g.n)
		d[a][a] = true
		if !all[a] {
			continue
		}
		without := g.reach(roots, a)
		for b := 0; b < g.n; b++ {
			if all[b] && !without[b] {
				d[a][b] = true
			}
		}
	}
	return d
}

// bruteIdom is the strict dominator of b that every other strict dominator
// of b dominates, or -1.
func bruteIdom(d [][]bool, b int) int {
	best := -1
	for a := range d {
		if a == b || !d[a][b] {
			continue
		}
		closest := true
		for c := range d {
			if c != b && c != a && d[c][b] && !d[c][a] {
				closest = false
			}
		}
		if closest {
			best = a
		}
	}
	return best
}

func checkAgainstBrute(t *testing.T, g *graph, roots []int, tree *Tree) {
	t.Helper()
	d := bruteDominates(g, roots)
	all := g.reach(roots, -1)
	for b := 0; b < g.n; b++ {
		if got := tree.Reachable(b); got != all[b] {
			t.Fatalf("roots %v: Reachable(%d) = %v, want %v", roots, b, got, all[b])
		}
		if want := bruteIdom(d, b); tree.Idom[b] != want {
			t.Fatalf("roots %v, succs %v: Idom[%d] = %d, want %d", roots, g.succs, b, tree.Idom[b], want)
		}
		for a := 0; a < g.n; a++ {
			if got := tree.Dominates(a, b); got != d[a][b] {
				t.Fatalf("roots %v, succs %v: Dominates(%d, %d) = %v, want %v", roots, g.succs, a, b, got, d[a][b])
			}
		}
	}
}

func TestRandomGraphsAgainstPathRemoval(t *testing.T) {
	r := rand.New(rand.NewPCG(8, 4))
	for iter := 0; iter < 3000; iter++ {
		n := 1 + r.IntN(12)
		g := randomGraph(r, n, []float64{0.1, 0.2, 0.35}[iter%3])
		nroots := 1
		if iter%2 == 1 {
			nroots = 1 + r.IntN(min(n, 4))
		}
		roots := r.Perm(n)[:nroots]
		tree := Compute(n, roots, func(x int) []int { return g.succs[x] }, func(x int) []int { return g.preds[x] })
		checkAgainstBrute(t, g, roots, tree)
	}
}

// TestPostDominatorsWithSeveralExits checks the reversed use: roots are the
// exits, succ the predecessors.
func TestPostDominatorsWithSeveralExits(t *testing.T) {
	// 0 -> 1, 2; 1 -> 3; 2 -> 3, 4; 3 -> 5 (exit); 4 (exit); 6 -> 5 (no
	// path from 0, but it reaches an exit); 7 -> 7 (reaches no exit).
	succs := [][]int{{1, 2}, {3}, {3, 4}, {5}, nil, nil, {5}, {7}}
	n := len(succs)
	preds := make([][]int, n)
	var exits []int
	for a, ss := range succs {
		for _, b := range ss {
			preds[b] = append(preds[b], a)
		}
		if len(ss) == 0 {
			exits = append(exits, a)
		}
	}
	pd := Compute(n, exits, func(x int) []int { return preds[x] }, func(x int) []int { return succs[x] })
	// Block 3 always leads to 5; 1 only through 3; 2 reaches both exits,
	// so only the virtual exit post-dominates it (and 0); 6 leads to 5.
	want := []int{-1, 3, -1, 5, -1, -1, 5, -1}
	for x, w := range want {
		if pd.Idom[x] != w {
			t.Errorf("ipdom[%d] = %d, want %d", x, pd.Idom[x], w)
		}
	}
	if pd.Reachable(7) {
		t.Errorf("block 7 never reaches an exit, yet it is in the post-dominator tree")
	}
	if !pd.Dominates(5, 1) || pd.Dominates(5, 2) || pd.Dominates(4, 0) {
		t.Errorf("post-dominance: 5 pdom 1 = %v (want true), 5 pdom 2 = %v, 4 pdom 0 = %v (want false)",
			pd.Dominates(5, 1), pd.Dominates(5, 2), pd.Dominates(4, 0))
	}
	g := &graph{n: n, succs: preds, preds: succs}
	checkAgainstBrute(t, g, exits, pd)
}

// TestLongChain guards the iterative walks: a recursive search would need
// a stack as deep as the chain.
func TestLongChain(t *testing.T) {
	const n = 200000
	succ := func(x int) []int {
		if x+1 < n {
			return []int{x + 1}
		}
		return nil
	}
	pred := func(x int) []int {
		if x > 0 {
			return []int{x - 1}
		}
		return nil
	}
	tree := Compute(n, []int{0}, succ, pred)
	if tree.Idom[n-1] != n-2 || !tree.Dominates(0, n-1) || tree.Dominates(n-1, 0) {
		t.Fatalf("chain: Idom[last] = %d, 0 dom last = %v, last dom 0 = %v", tree.Idom[n-1], tree.Dominates(0, n-1), tree.Dominates(n-1, 0))
	}
}
