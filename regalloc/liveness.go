package regalloc

// Liveness works on "ids": nodes are [0, n), physical unit u is n+u.

// opIDs returns the range of ids an operand touches: a node is one id, a
// physical operand one id per register, a constant register none.
func opIDs(o op, n int32) (first, count int32) {
	if o.reg >= 0 {
		return o.reg, 1
	}
	u := -1 - o.reg
	if u >= numUnits {
		return 0, 0
	}
	return n + u, int32(o.width)
}

// kills reports whether a def ends the live range above it.
func kills(o op) bool { return o.flags&opReadsOld == 0 }

// markPartialDefs sets opReadsOld on every def that writes part of a wide
// node that may already be defined on some path to it (a forward "maybe
// defined" dataflow over the nodes that have partial defs). Such a def is a
// read-modify-write; the first partial def of a value is not, so building a
// pair from two halves does not make it live from the entry.
func (a *allocator) markPartialDefs() {
	n := len(a.class)
	idx := make([]int32, n)
	for i := range idx {
		idx[i] = -1
	}
	k := int32(0)
	for _, list := range a.blocks {
		for _, in := range list {
			for j := range in.defs() {
				o := &in.ops[j]
				o.flags &^= opReadsOld
				if o.reg >= 0 && o.width < a.width[o.reg] && idx[o.reg] < 0 {
					idx[o.reg] = k
					k++
				}
			}
		}
	}
	if k == 0 {
		return
	}
	words := int(k+63) / 64
	gen := make([]uint64, a.nb*words)
	out := make([]uint64, a.nb*words)
	for b, list := range a.blocks {
		g := gen[b*words : (b+1)*words]
		for _, in := range list {
			if in.removed {
				continue
			}
			for _, o := range in.defs() {
				if o.reg >= 0 && idx[o.reg] >= 0 {
					x := idx[o.reg]
					g[x>>6] |= 1 << (uint(x) & 63)
				}
			}
		}
	}
	cur := make([]uint64, words)
	blockIn := func(b int32) {
		clear(cur)
		for _, p := range a.preds[b] {
			po := out[int(p)*words : (int(p)+1)*words]
			for w := range cur {
				cur[w] |= po[w]
			}
		}
	}
	for changed := true; changed; {
		changed = false
		for _, b := range a.rpo {
			blockIn(b)
			g := gen[int(b)*words : (int(b)+1)*words]
			o := out[int(b)*words : (int(b)+1)*words]
			for w := range cur {
				x := cur[w] | g[w]
				if x != o[w] {
					o[w] = x
					changed = true
				}
			}
		}
	}
	for b, list := range a.blocks {
		blockIn(int32(b))
		for i, in := range list {
			if in.removed {
				continue
			}
			for j := range in.defs() {
				o := &in.ops[j]
				if o.reg >= 0 && o.width < a.width[o.reg] {
					x := idx[o.reg]
					if cur[x>>6]&(1<<(uint(x)&63)) != 0 && !a.completedBeforeRead(list, i, o.reg) {
						o.flags |= opReadsOld
					}
				}
			}
			for _, o := range in.defs() {
				if o.reg >= 0 && idx[o.reg] >= 0 {
					x := idx[o.reg]
					cur[x>>6] |= 1 << (uint(x) & 63)
				}
			}
		}
	}
}

// completedBeforeRead reports whether the partial defs of reg from
// instruction i of a block on write every unit of reg before anything reads
// a unit they have not written yet: then the value that reg held before instruction i is dead there, even
// when one was defined on some path (a 64-bit value rebuilt half by half in
// every loop iteration), and the first partial def starts a new live range.
// The later partial defs of the group stay read-modify-writes of the new
// value.
func (a *allocator) completedBeforeRead(list []*instr, i int, reg int32) bool {
	full := uint32(1)<<a.width[reg] - 1
	covered := uint32(0)
	for _, in := range list[i:] {
		if in.removed {
			continue
		}
		for _, u := range in.uses() {
			// Reading a unit written since instruction i reads the new value.
			if u.reg == reg && (uint32(1)<<u.width-1)<<u.off&^covered != 0 {
				return false
			}
		}
		for _, d := range in.defs() {
			if d.reg == reg {
				covered |= (uint32(1)<<d.width - 1) << d.off
			}
		}
		if covered == full {
			return true
		}
	}
	return false
}

// liveness returns the live-out ids of every block. It solves the backward
// dataflow liveIn(b) = gen(b) ∪ (liveOut(b) \ kill(b)), liveOut(b) = ∪ liveIn(succ)
// one id at a time with a worklist over blocks (path exploration from each
// upward-exposed use), so the cost is proportional to the size of the live
// ranges rather than blocks × ids.
func (a *allocator) liveness() [][]int32 {
	n := int32(len(a.class))
	U := int(n) + numUnits
	nb := a.nb

	// Upward-exposed uses (gen) and defs (kill) per block, as id lists.
	genStamp := make([]int32, U) // block+1 that last saw the id
	killStamp := make([]int32, U)
	genOff := make([]int32, nb+1)
	killOff := make([]int32, nb+1)
	var gens, killsList []int32
	for b, list := range a.blocks {
		stamp := int32(b + 1)
		genOff[b] = int32(len(gens))
		killOff[b] = int32(len(killsList))
		use := func(id int32) {
			if killStamp[id] != stamp && genStamp[id] != stamp {
				genStamp[id] = stamp
				gens = append(gens, id)
			}
		}
		for _, in := range list {
			if in.removed {
				continue
			}
			for _, o := range in.uses() {
				f, c := opIDs(o, n)
				for id := f; id < f+c; id++ {
					use(id)
				}
			}
			for _, o := range in.defs() {
				if !kills(o) {
					use(o.reg)
				}
			}
			for _, o := range in.defs() {
				if !kills(o) {
					continue
				}
				f, c := opIDs(o, n)
				for id := f; id < f+c; id++ {
					if killStamp[id] != stamp {
						killStamp[id] = stamp
						killsList = append(killsList, id)
					}
				}
			}
		}
	}
	genOff[nb] = int32(len(gens))
	killOff[nb] = int32(len(killsList))

	// Regroup by id (counting sort) so each id's blocks are contiguous.
	byID := func(off []int32, lists []int32) (idOff, blocks []int32) {
		idOff = make([]int32, U+1)
		for _, id := range lists {
			idOff[id+1]++
		}
		for i := 1; i <= U; i++ {
			idOff[i] += idOff[i-1]
		}
		fill := make([]int32, U)
		copy(fill, idOff[:U])
		blocks = make([]int32, len(lists))
		for b := 0; b < nb; b++ {
			for _, id := range lists[off[b]:off[b+1]] {
				blocks[fill[id]] = int32(b)
				fill[id]++
			}
		}
		return
	}
	genIDOff, genBlocks := byID(genOff, gens)
	killIDOff, killBlocks := byID(killOff, killsList)

	liveOut := make([][]int32, nb)
	inMark := make([]int32, nb)
	outMark := make([]int32, nb)
	killMark := make([]int32, nb)
	for i := 0; i < nb; i++ {
		inMark[i], outMark[i], killMark[i] = -1, -1, -1
	}
	var work []int32
	for id := int32(0); id < int32(U); id++ {
		gb := genBlocks[genIDOff[id]:genIDOff[id+1]]
		if len(gb) == 0 {
			continue
		}
		for _, b := range killBlocks[killIDOff[id]:killIDOff[id+1]] {
			killMark[b] = id
		}
		for _, b := range gb {
			inMark[b] = id
			work = append(work, b)
		}
		for len(work) > 0 {
			b := work[len(work)-1]
			work = work[:len(work)-1]
			for _, p := range a.preds[b] {
				if outMark[p] == id {
					continue
				}
				outMark[p] = id
				liveOut[p] = append(liveOut[p], id)
				if killMark[p] != id && inMark[p] != id {
					inMark[p] = id
					work = append(work, p)
				}
			}
		}
	}
	return liveOut
}
