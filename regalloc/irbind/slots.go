package irbind

import (
	"math/bits"
	"sort"

	"gpucc/ir"
)

// This file shares spill slots between spilled values whose slots are never
// live at once (stack coloring, as LLVM's StackSlotColoring). The allocator
// gives every spilled value a slot of its own; a subroutine's frame holds
// them all, and a recursive subroutine's frame is repeated on every level of
// the recursion, on a stack of 1 KiB per thread by default
// (docs/compiler.md, "Calls"). A kernel's own frame shrinks the same way.

// slotAccess is a spill store or reload the rewriter inserted: slot units
// (4 bytes each) [slot, slot+width) of the spill area.
type slotAccess struct {
	slot, width int
	store       bool
}

// slotGroup is a run of slot units that accesses tie together (an access
// spanning several units puts them in one group); it moves as a whole.
type slotGroup struct {
	lo, hi int // units [lo, hi) of the old spill area
	align  int // the widest access, in units: the group's new start keeps lo's alignment to it
	base   int // the new start
}

// shareSpillSlots renumbers the spill slots of f's spill stores and reloads
// (acc, keyed by instruction; their "off" field is spillBase + 4*slot) so
// that groups of units whose contents are never live at the same time
// share units, and returns the new size of the spill area in units.
//
// A group is live from a reload back to the stores that may have written
// what it reads; a store kills (ends the liveness above it) only when it
// writes the whole group, so a value stored in halves stays live back to
// the entry and shares nothing. Two groups interfere when one is stored
// while the other is live; interfering groups get disjoint units.
func shareSpillSlots(f *ir.Func, acc map[*ir.Instr]slotAccess, spillBase uint32) int {
	if len(acc) == 0 {
		return 0
	}
	// Units to groups (union-find over the units of each access).
	parent := map[int]int{}
	var find func(int) int
	find = func(u int) int {
		p, ok := parent[u]
		if !ok || p == u {
			parent[u] = u
			return u
		}
		r := find(p)
		parent[u] = r
		return r
	}
	for _, a := range acc {
		for u := a.slot; u < a.slot+a.width; u++ {
			parent[find(u)] = find(a.slot)
		}
	}
	index := map[int]int{} // root unit -> group
	var groups []*slotGroup
	units := make([]int, 0, len(parent))
	for u := range parent {
		units = append(units, u)
	}
	sort.Ints(units)
	for _, u := range units {
		r := find(u)
		g, ok := index[r]
		if !ok {
			g = len(groups)
			index[r] = g
			groups = append(groups, &slotGroup{lo: u, hi: u + 1, align: 1})
		}
		groups[g].lo = min(groups[g].lo, u)
		groups[g].hi = max(groups[g].hi, u+1)
	}
	groupOf := func(a slotAccess) int { return index[find(a.slot)] }
	for _, a := range acc {
		g := groups[groupOf(a)]
		g.align = max(g.align, a.width)
	}
	n := len(groups)
	words := (n + 63) / 64
	newSet := func() []uint64 { return make([]uint64, words) }
	// Liveness over the CFG, backward: gen = read before any killing
	// store in the block, kill = wholly stored.
	type effect struct {
		g          int
		read, kill bool
	}
	effects := func(in *ir.Instr) (effect, bool) {
		a, ok := acc[in]
		if !ok {
			return effect{}, false
		}
		g := groupOf(a)
		whole := a.slot == groups[g].lo && a.slot+a.width == groups[g].hi
		return effect{g: g, read: !a.store, kill: a.store && whole}, true
	}
	nb := len(f.Blocks)
	gen, kill, liveIn, liveOut := make([][]uint64, nb), make([][]uint64, nb), make([][]uint64, nb), make([][]uint64, nb)
	for i, b := range f.Blocks {
		gen[i], kill[i], liveIn[i], liveOut[i] = newSet(), newSet(), newSet(), newSet()
		for k := len(b.Instrs) - 1; k >= 0; k-- {
			e, ok := effects(b.Instrs[k])
			if !ok {
				continue
			}
			bit, w := uint64(1)<<(e.g%64), e.g/64
			if e.kill {
				kill[i][w] |= bit
				gen[i][w] &^= bit
			}
			if e.read {
				gen[i][w] |= bit
			}
		}
	}
	pos := map[*ir.Block]int{}
	for i, b := range f.Blocks {
		pos[b] = i
	}
	for changed := true; changed; {
		changed = false
		for i := nb - 1; i >= 0; i-- {
			out := liveOut[i]
			for _, s := range f.Blocks[i].Succs {
				for w, x := range liveIn[pos[s]] {
					if out[w]|x != out[w] {
						out[w] |= x
						changed = true
					}
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
	// Interference: a store interferes with every other group live after it.
	conflict := make([][]uint64, n)
	for g := range conflict {
		conflict[g] = newSet()
	}
	live := newSet()
	for i, b := range f.Blocks {
		copy(live, liveOut[i])
		for k := len(b.Instrs) - 1; k >= 0; k-- {
			e, ok := effects(b.Instrs[k])
			if !ok {
				continue
			}
			bit, w := uint64(1)<<(e.g%64), e.g/64
			if !e.read {
				for x, bitsx := range live {
					for bitsx != 0 {
						t := bits.TrailingZeros64(bitsx)
						bitsx &^= 1 << t
						h := x*64 + t
						if h != e.g {
							conflict[e.g][h/64] |= 1 << (h % 64)
							conflict[h][w] |= bit
						}
					}
				}
			}
			if e.kill {
				live[w] &^= bit
			}
			if e.read {
				live[w] |= bit
			}
		}
	}
	// First fit, widest groups first, keeping each group's alignment.
	order := make([]int, n)
	for g := range order {
		order[g] = g
	}
	sort.SliceStable(order, func(i, j int) bool {
		a, b := groups[order[i]], groups[order[j]]
		if a.hi-a.lo != b.hi-b.lo {
			return a.hi-a.lo > b.hi-b.lo
		}
		return a.lo < b.lo
	})
	placed := make([]bool, n)
	size := 0
	for _, g := range order {
		gr := groups[g]
		width := gr.hi - gr.lo
		base := gr.lo % gr.align
		for ; ; base += gr.align {
			free := true
			for h := 0; h < n && free; h++ {
				if placed[h] && conflict[g][h/64]&(1<<(h%64)) != 0 {
					o := groups[h]
					free = base+width <= o.base || o.base+(o.hi-o.lo) <= base
				}
			}
			if free {
				break
			}
		}
		gr.base = base
		placed[g] = true
		size = max(size, base+width)
	}
	for in, a := range acc {
		g := groups[groupOf(a)]
		in.Inst.Vals[in.Field("off")] = spillBase + uint32(g.base+a.slot-g.lo)*4
	}
	return size
}
