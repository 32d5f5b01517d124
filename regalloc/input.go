package regalloc

import (
	"fmt"
	"math"

	"gpucc/ir/dom"
)

// Physical registers are tracked per unit: each real register of each class
// has a global unit number physBase[c]+index. Constant registers (RZ...) have
// none.
var physBase = [NumClasses]int{0, 255, 255 + 63, 255 + 63 + 7}

const numUnits = 255 + 63 + 7 + 7

var unitClass, unitIndex [numUnits]int16

func init() {
	for c := 0; c < NumClasses; c++ {
		for i := 0; i < fileSizes[c]; i++ {
			unitClass[physBase[c]+i] = int16(c)
			unitIndex[physBase[c]+i] = int16(i)
		}
	}
}

// op is an operand in the allocator's own copy of the function.
// reg >= 0 is a node (a virtual register or a spill temporary);
// reg < 0 is physical: unit -1-reg, and units >= numUnits stand for the
// constant register of class unit-numUnits.
type op struct {
	reg   int32
	off   uint8
	width uint8
	flags uint8
}

const (
	opEarlyClobber = 1 << iota
	// opReadsOld marks a partial def of a register that may already hold a
	// value: the def keeps the other units, so the register stays live above.
	opReadsOld
)

// unit returns the first physical unit of a physical operand, or -1 for a
// node or a constant register.
func (o op) unit() int {
	if o.reg >= 0 {
		return -1
	}
	u := int(-1 - o.reg)
	if u >= numUnits {
		return -1
	}
	return u
}

const (
	kindOrig = iota
	kindReload
	kindSpill
	// kindPredSave (defs: the home register, uses: a predicate temporary)
	// and kindPredRestore (defs: a predicate temporary, uses: the home)
	// move a spilled predicate to and from its home GPR (UR for a UPR).
	kindPredSave
	kindPredRestore
	// kindRemat recomputes a spilled predicate before a use: a copy of the
	// original instruction at (origB, origPos), defining a temporary.
	kindRemat
)

// instr is an instruction in the allocator's copy of the function: an
// original instruction or a reload/spill the allocator inserted.
type instr struct {
	ops     []op // defs, then uses
	nDefs   int32
	pos     int32 // original index (for a pseudo: of the instruction it serves)
	slot    int32
	kind    uint8
	isCopy  bool
	removed bool // an original copy replaced by a reload or spill, or dropped
	remat   bool // the Function's Rematerializable (original instructions)
	// origB and origPos locate the original a kindRemat copies.
	origB, origPos int32
}

func (in *instr) defs() []op { return in.ops[:in.nDefs] }
func (in *instr) uses() []op { return in.ops[in.nDefs:] }

// allocator holds the function across build/color/spill rounds.
type allocator struct {
	f       Function
	alloc   [NumClasses]regMask // registers that may be assigned
	costly  [NumClasses]regMask // registers assigned only when no other is free (Config.Costly)
	nVRegs  int
	nb      int
	succs   [][]int32
	preds   [][]int32
	rpo     []int32 // reachable blocks in reverse postorder, then unreachable ones
	weight  []float64
	dom     *dom.Tree // the dominator tree of the blocks
	depth   []int32   // loop depth per block
	blocks  [][]*instr
	nOrig   []int // original instruction count per block
	class   []Class
	width   []uint8
	noSpill []bool  // spill temporaries
	posB    []int32 // where a node first appears (for messages)
	posI    []int32
	slot    []int32 // spill slot of a spilled node, else -1
	// home is the GPR node holding a predicate kept in a GPR, else -1.
	home []int32
	// predSpill enables keeping predicates in GPRs (Config.SpillPredicates).
	predSpill bool
	// nextSlot is the first free spill slot (4-byte units).
	nextSlot int
	// spilled counts spilled virtual registers; droppedCopies counts copies
	// deleted because both sides were spilled to the same slot.
	spilled       int
	droppedCopies int
}

func newAllocator(f Function, cfg Config) (*allocator, error) {
	a := &allocator{f: f, predSpill: cfg.SpillPredicates}
	for c := 0; c < NumClasses; c++ {
		n := cfg.Allocatable[c]
		if n < 0 || n > fileSizes[c] {
			return nil, fmt.Errorf("regalloc: Config.Allocatable[%v] = %d, want 0..%d", Class(c), n, fileSizes[c])
		}
		if n == 0 {
			n = fileSizes[c]
		}
		a.alloc[c].setRange(0, n)
	}
	for _, p := range cfg.Reserved {
		if int(p.Class()) >= NumClasses || p.Index() >= fileSizes[p.Class()] {
			return nil, fmt.Errorf("regalloc: Config.Reserved: %v is not a reservable register", p)
		}
		m := &a.alloc[p.Class()]
		m[p.Index()>>6] &^= 1 << (uint(p.Index()) & 63)
	}
	for _, p := range cfg.Costly {
		if int(p.Class()) >= NumClasses || p.Index() >= fileSizes[p.Class()] {
			return nil, fmt.Errorf("regalloc: Config.Costly: %v is not a register", p)
		}
		m := &a.costly[p.Class()]
		m[p.Index()>>6] |= 1 << (uint(p.Index()) & 63)
	}
	if err := a.read(); err != nil {
		return nil, err
	}
	return a, nil
}

// where names instruction i of block b for error messages.
func (a *allocator) where(b, i int) string {
	s := fmt.Sprintf("block %d, instr %d", b, i)
	if b >= 0 && b < a.nb && i >= 0 && i < a.nOrig[b] {
		if st, ok := a.f.Instr(b, i).(fmt.Stringer); ok {
			s += " (" + st.String() + ")"
		}
	}
	return s
}

func (a *allocator) read() error {
	f := a.f
	a.nb = f.NumBlocks()
	if a.nb <= 0 {
		return fmt.Errorf("regalloc: function has no blocks")
	}
	nv := f.NumVRegs()
	if nv < 0 || nv >= math.MaxInt32/2 {
		return fmt.Errorf("regalloc: NumVRegs() = %d out of range", nv)
	}
	a.nVRegs = nv
	a.class = make([]Class, nv)
	a.width = make([]uint8, nv)
	a.noSpill = make([]bool, nv)
	a.posB = make([]int32, nv)
	a.posI = make([]int32, nv)
	a.slot = make([]int32, nv)
	a.home = make([]int32, nv)
	for v := 0; v < nv; v++ {
		c, w := f.VRegInfo(VReg(v))
		if int(c) >= NumClasses {
			return fmt.Errorf("regalloc: v%d has invalid class %d", v, c)
		}
		if w != 1 && w != 2 && w != 4 {
			return fmt.Errorf("regalloc: v%d has width %d, want 1, 2 or 4", v, w)
		}
		a.class[v], a.width[v] = c, uint8(w)
		a.posB[v], a.slot[v], a.home[v] = -1, -1, -1
	}

	a.succs = make([][]int32, a.nb)
	a.preds = make([][]int32, a.nb)
	var buf []int
	for b := 0; b < a.nb; b++ {
		buf = f.Succs(b, buf[:0])
		for _, s := range buf {
			if s < 0 || s >= a.nb {
				return fmt.Errorf("regalloc: block %d: successor %d out of range (%d blocks)", b, s, a.nb)
			}
			a.succs[b] = append(a.succs[b], int32(s))
			a.preds[s] = append(a.preds[s], int32(b))
		}
	}

	a.blocks = make([][]*instr, a.nb)
	a.nOrig = make([]int, a.nb)
	var defs, uses []Operand
	for b := 0; b < a.nb; b++ {
		n := f.NumInstrs(b)
		if n < 0 {
			return fmt.Errorf("regalloc: block %d: NumInstrs() = %d", b, n)
		}
		a.nOrig[b] = n
		slab := make([]instr, n)
		list := make([]*instr, n)
		for i := 0; i < n; i++ {
			in := f.Instr(b, i)
			if in == nil {
				return fmt.Errorf("regalloc: %s: Instr() returned nil", a.where(b, i))
			}
			defs = in.Defs(defs[:0])
			uses = in.Uses(uses[:0])
			ops := make([]op, 0, len(defs)+len(uses))
			for _, o := range defs {
				x, err := a.convert(o, true, b, i)
				if err != nil {
					return err
				}
				ops = append(ops, x)
			}
			for _, o := range uses {
				x, err := a.convert(o, false, b, i)
				if err != nil {
					return err
				}
				ops = append(ops, x)
			}
			d := &slab[i]
			*d = instr{ops: ops, nDefs: int32(len(defs)), pos: int32(i), slot: -1, kind: kindOrig}
			if rm, ok := f.(Rematerializer); ok && a.predSpill {
				d.remat = rm.Rematerializable(b, i)
			}
			if in.IsCopy() {
				if len(defs) != 1 || len(uses) != 1 {
					return fmt.Errorf("regalloc: %s: copy has %d defs and %d uses, want 1 and 1", a.where(b, i), len(defs), len(uses))
				}
				if a.opClass(ops[0]) != a.opClass(ops[1]) || ops[0].width != ops[1].width {
					return fmt.Errorf("regalloc: %s: copy between different classes or widths", a.where(b, i))
				}
				d.isCopy = true
			}
			list[i] = d
		}
		a.blocks[b] = list
	}
	a.computeLoops()
	return nil
}

func (a *allocator) opClass(o op) Class {
	if o.reg >= 0 {
		return a.class[o.reg]
	}
	u := int(-1 - o.reg)
	if u >= numUnits {
		return Class(u - numUnits)
	}
	return Class(unitClass[u])
}

func validWidth(w int) bool { return w == 1 || w == 2 || w == 4 }

func (a *allocator) convert(o Operand, isDef bool, b, i int) (op, error) {
	var flags uint8
	if o.EarlyClobber {
		if !isDef {
			return op{}, fmt.Errorf("regalloc: %s: EarlyClobber on a use", a.where(b, i))
		}
		flags = opEarlyClobber
	}
	if o.Reg.IsVirtual() {
		v := int(o.Reg.VReg())
		if v >= a.nVRegs {
			return op{}, fmt.Errorf("regalloc: %s: operand v%d out of range (%d virtual registers)", a.where(b, i), v, a.nVRegs)
		}
		vw := int(a.width[v])
		off, w := int(o.Offset), int(o.Width)
		if w == 0 {
			if off != 0 {
				return op{}, fmt.Errorf("regalloc: %s: operand v%d has offset %d but no width", a.where(b, i), v, off)
			}
			w = vw
		}
		if !validWidth(w) || off%w != 0 || off+w > vw {
			return op{}, fmt.Errorf("regalloc: %s: operand v%d[%d:+%d] is not an aligned part of a %d-unit register", a.where(b, i), v, off, w, vw)
		}
		if a.posB[v] < 0 {
			a.posB[v], a.posI[v] = int32(b), int32(i)
		}
		return op{reg: int32(v), off: uint8(off), width: uint8(w), flags: flags}, nil
	}
	p := o.Reg.PReg()
	c := p.Class()
	if int(c) >= NumClasses {
		return op{}, fmt.Errorf("regalloc: %s: operand %v has an invalid class", a.where(b, i), p)
	}
	w := int(o.Width)
	if w == 0 {
		w = 1
	}
	if o.Offset != 0 {
		return op{}, fmt.Errorf("regalloc: %s: physical operand %v has an offset", a.where(b, i), p)
	}
	idx := p.Index()
	if idx == fileSizes[c] {
		if w != 1 {
			return op{}, fmt.Errorf("regalloc: %s: constant register %v with width %d", a.where(b, i), p, w)
		}
		return op{reg: int32(-1 - (numUnits + int(c))), width: 1, flags: flags}, nil
	}
	if !validWidth(w) || idx%w != 0 || idx+w > fileSizes[c] {
		return op{}, fmt.Errorf("regalloc: %s: physical operand %v width %d is not an aligned group of the %v file", a.where(b, i), p, w, c)
	}
	return op{reg: int32(-1 - (physBase[c] + idx)), width: uint8(w), flags: flags}, nil
}

// computeLoops sets the block order and the spill weight of each block:
// 10^depth, where depth is the loop nesting depth given by the function
// (LoopDepther) or computed from natural loops of the CFG.
func (a *allocator) computeLoops() {
	nb := a.nb
	// Iterative DFS for postorder from the entry.
	post := make([]int32, 0, nb)
	seen := make([]bool, nb)
	type frame struct{ b, next int32 }
	stack := []frame{{0, 0}}
	seen[0] = true
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if int(top.next) < len(a.succs[top.b]) {
			s := a.succs[top.b][top.next]
			top.next++
			if !seen[s] {
				seen[s] = true
				stack = append(stack, frame{s, 0})
			}
			continue
		}
		post = append(post, top.b)
		stack = stack[:len(stack)-1]
	}
	rpoNum := make([]int32, nb)
	for i := range rpoNum {
		rpoNum[i] = -1
	}
	a.rpo = make([]int32, 0, nb)
	for i := len(post) - 1; i >= 0; i-- {
		rpoNum[post[i]] = int32(len(a.rpo))
		a.rpo = append(a.rpo, post[i])
	}
	reachable := len(a.rpo)
	for b := 0; b < nb; b++ {
		if !seen[b] {
			a.rpo = append(a.rpo, int32(b))
		}
	}

	depth := make([]int32, nb)
	succs, preds := make([][]int, nb), make([][]int, nb)
	for b := 0; b < nb; b++ {
		for _, t := range a.succs[b] {
			succs[b] = append(succs[b], int(t))
		}
		for _, p := range a.preds[b] {
			preds[b] = append(preds[b], int(p))
		}
	}
	a.dom = dom.Compute(nb, []int{0}, func(b int) []int { return succs[b] }, func(b int) []int { return preds[b] })
	if ld, ok := a.f.(LoopDepther); ok {
		for b := 0; b < nb; b++ {
			depth[b] = int32(max(ld.LoopDepth(b), 0))
		}
	} else {
		a.naturalLoopDepth(depth, rpoNum, reachable)
	}
	a.depth = depth
	a.weight = make([]float64, nb)
	for b := range a.weight {
		a.weight[b] = math.Pow(10, float64(min(depth[b], 8)))
	}
}

// dominates reports whether block x dominates block y (dominators from
// package ir/dom; an unreachable block is dominated only by itself).
func (a *allocator) dominates(x, y int32) bool { return a.dom.Dominates(int(x), int(y)) }

// naturalLoopDepth counts, for each block, the natural loops (merged per
// header) containing it: a back edge is an edge to a block that dominates
// its source.
func (a *allocator) naturalLoopDepth(depth, rpoNum []int32, reachable int) {
	nb := a.nb
	dominates := a.dominates

	mark := make([]int32, nb)
	for i := range mark {
		mark[i] = -1
	}
	var work []int32
	for _, h := range a.rpo[:reachable] {
		work = work[:0]
		for _, p := range a.preds[h] {
			if rpoNum[p] >= 0 && dominates(h, p) {
				work = append(work, p)
			}
		}
		if len(work) == 0 {
			continue
		}
		mark[h] = h
		depth[h]++
		for len(work) > 0 {
			b := work[len(work)-1]
			work = work[:len(work)-1]
			if mark[b] == h {
				continue
			}
			mark[b] = h
			depth[b]++
			for _, p := range a.preds[b] {
				if rpoNum[p] >= 0 && mark[p] != h {
					work = append(work, p)
				}
			}
		}
	}
}

// newTemp adds a spill temporary of class c and width w serving the
// instruction at original index pos of block b.
func (a *allocator) newTemp(c Class, w uint8, b, pos int32) int32 {
	id := int32(len(a.class))
	a.class = append(a.class, c)
	a.width = append(a.width, w)
	a.noSpill = append(a.noSpill, true)
	a.posB = append(a.posB, b)
	a.posI = append(a.posI, pos)
	a.slot = append(a.slot, -1)
	a.home = append(a.home, -1)
	return id
}

// newHome adds the home of a predicate kept in a register: for a PR value
// an ordinary, spillable GPR value; for a UPR value a UR value (URs do not
// spill).
func (a *allocator) newHome(pc Class, b, pos int32) int32 {
	if pc == UPR {
		id := a.newTemp(UR, 1, b, pos)
		a.noSpill[id] = false
		return id
	}
	id := a.newTemp(GPR, 1, b, pos)
	a.noSpill[id] = false
	return id
}

// isPredClass reports whether c is a predicate file.
func isPredClass(c Class) bool { return c == PR || c == UPR }

// spillable reports whether a value of class c can leave its register file.
func (a *allocator) spillable(c Class) bool {
	return c.Spillable() || (isPredClass(c) && a.predSpill)
}
