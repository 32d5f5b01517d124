package irbind

import (
	"math/bits"

	"gpucc/ir"
	"gpucc/isa"
	"gpucc/obj"
)

// settleScratch decides, before kernel k is allocated (its subroutines
// after it), whether its convention keeps the caller-saved scratch
// registers above R31 that selection offered a kernel with recursion
// (ir.Func.CallScratchEnd, docs/compiler.md "Calls"). They pay when a
// subroutine needs more registers than R0..R31 give it: its values then
// spill into its frame, which recursion repeats on every level. Otherwise
// they only push the kernel's values live across a call above them (a
// higher register count, a lower occupancy), so settleScratch withdraws
// them: every subroutine's CallScratchEnd becomes 0 and no CALL clobbers
// R32 and up.
//
// The estimate is the most GPR words live at once; R0..R31 hold 31 values
// (R1 is the stack pointer), but those live across a call only R12..R31,
// and pairs want aligned registers, so the allocator spills before the
// estimate reaches 31: measured on kgen's recursive helpers, one of 30 kept
// 20 callee-saved registers and a frame of 80 bytes without the scratch
// registers, 32 bytes with them. They stay from an estimate of
// scratchPressure = 24 (call_recursion's subroutines: 22 at most).
func settleScratch(k *ir.Func) {
	if k.Subroutine || len(k.Subs) == 0 {
		return
	}
	offered, needed := false, false
	for _, f := range k.Subs {
		if f.Allocated {
			// Its registers are chosen: the kernel must keep the
			// convention it was allocated with.
			return
		}
		if f.CallScratchEnd > obj.SubroutineGPRs {
			offered = true
			if gprPressure(f) > scratchPressure {
				needed = true
			}
		}
	}
	if !offered || needed {
		return
	}
	for _, f := range append([]*ir.Func{k}, k.Subs...) {
		f.CallScratchEnd = 0
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				if !in.IsCall() || in.Implicit == nil {
					continue
				}
				defs := in.Implicit.Defs[:0:0]
				for _, d := range in.Implicit.Defs {
					if d.Class != isa.GPR || d.N < obj.SubroutineGPRs {
						defs = append(defs, d)
					}
				}
				in.Implicit.Defs = defs
			}
		}
	}
}

// scratchPressure is the GPR pressure estimate above which a kernel keeps
// its scratch registers (settleScratch).
const scratchPressure = 24

// gprPressure is the most 32-bit GPR words live at once in f (out of SSA,
// before allocation), by the liveness of liveUnits: an estimate of the
// registers f needs without spilling.
func gprPressure(f *ir.Func) int {
	pos := map[*ir.Block]int{}
	for i, b := range f.Blocks {
		pos[b] = i
	}
	f.ComputeCFG()
	return gprPressureIn(f, pos, liveUnits(f, pos), func(*ir.Block) bool { return true })
}

// gprPressureIn is the most GPR words live at once in the blocks of f that
// in accepts, given the units live into each block.
func gprPressureIn(f *ir.Func, pos map[*ir.Block]int, liveIn [][]uint64, in func(*ir.Block) bool) int {
	words := func(set []uint64) int {
		n := 0
		for w, x := range set {
			for x != 0 {
				t := bits.TrailingZeros64(x)
				x &^= 1 << t
				if f.VRegs[(w*64+t)/unitsPerVReg].Class == isa.GPR {
					n++
				}
			}
		}
		return n
	}
	most := 0
	live := make([]uint64, len(liveIn[0]))
	for _, b := range f.Blocks {
		if !in(b) {
			continue
		}
		clear(live)
		for _, s := range b.Succs {
			for w, x := range liveIn[pos[s]] {
				live[w] |= x
			}
		}
		most = max(most, words(live))
		for k := len(b.Instrs) - 1; k >= 0; k-- {
			stepBack(f, b.Instrs[k], live, nil)
			most = max(most, words(live))
		}
	}
	return most
}
