package irbind

import (
	"math/bits"

	"gpucc/ir"
)

// Liveness of virtual register units, before allocation (out of SSA), for
// shrinkWrap and settleScratch. A unit is one 32-bit component of a
// virtual register (unit 4*v+k is component k of v; predicates have one),
// so that a 64-bit value written half by half is live only from its
// writes: counted per register, a def of one half kills nothing and the
// value would be live all the way back to the entry.

const unitsPerVReg = 4

// operandUnits returns the units an operand names: [first, first+n), or
// n == 0 for a physical register.
func operandUnits(f *ir.Func, in *ir.Instr, o ir.Operand) (first, n int) {
	v := o.Reg.V
	if v == 0 {
		return 0, 0
	}
	n = int(f.VRegs[v].Size)
	if in.Op == ir.OpMachine {
		n = max(o.Count, 1)
	}
	return int(v)*unitsPerVReg + int(o.Reg.Sub), n
}

// liveUnits computes the units live into each block (by layout position)
// as bit sets. An unguarded def kills the units it writes; a guarded one
// kills none (the old value survives where the guard is false).
func liveUnits(f *ir.Func, pos map[*ir.Block]int) [][]uint64 {
	words := (len(f.VRegs)*unitsPerVReg + 63) / 64
	nb := len(f.Blocks)
	gen, kill, liveIn := make([][]uint64, nb), make([][]uint64, nb), make([][]uint64, nb)
	for i, b := range f.Blocks {
		gen[i], kill[i], liveIn[i] = make([]uint64, words), make([]uint64, words), make([]uint64, words)
		for k := len(b.Instrs) - 1; k >= 0; k-- {
			stepBack(f, b.Instrs[k], gen[i], kill[i])
		}
	}
	out := make([]uint64, words)
	for changed := true; changed; {
		changed = false
		for i := nb - 1; i >= 0; i-- {
			clear(out)
			for _, s := range f.Blocks[i].Succs {
				for w, x := range liveIn[pos[s]] {
					out[w] |= x
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
	return liveIn
}

// stepBack moves a backward scan over in: the units it writes (unguarded)
// leave live and join kill (when kill is not nil), the units it reads join
// live.
func stepBack(f *ir.Func, in *ir.Instr, live, kill []uint64) {
	var buf [8]ir.Operand
	if !(in.Op == ir.OpMachine && in.Guarded()) {
		for _, o := range in.AppendDefs(buf[:0]) {
			first, n := operandUnits(f, in, o)
			for u := first; u < first+n; u++ {
				live[u/64] &^= 1 << (u % 64)
				if kill != nil {
					kill[u/64] |= 1 << (u % 64)
				}
			}
		}
	}
	for _, o := range in.AppendUses(buf[:0]) {
		first, n := operandUnits(f, in, o)
		for u := first; u < first+n; u++ {
			live[u/64] |= 1 << (u % 64)
		}
	}
}

// vregsOf iterates over the virtual registers with a unit in a set, in
// increasing order.
func vregsOf(set []uint64) func(func(int) bool) {
	return func(yield func(int) bool) {
		last := -1
		for w, x := range set {
			for x != 0 {
				t := bits.TrailingZeros64(x)
				x &^= 1 << t
				if v := (w*64 + t) / unitsPerVReg; v != last {
					last = v
					if !yield(v) {
						return
					}
				}
			}
		}
	}
}
