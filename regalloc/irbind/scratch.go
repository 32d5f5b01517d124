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
func settleScratch(k *ir.Func) {
	if k.Subroutine || len(k.Subs) == 0 {
		return
	}
	offered, needed := false, false
	for _, f := range k.Subs {
		if f.CallScratchEnd > obj.SubroutineGPRs {
			offered = true
			// R1 is the stack pointer; the rest of R0..R31 is the file.
			if gprPressure(f) > obj.SubroutineGPRs-1 {
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

// gprPressure is the most 32-bit GPR words live at once in f (out of SSA,
// before allocation), by the liveness of vregLiveIn: an estimate of the
// registers f needs without spilling.
func gprPressure(f *ir.Func) int {
	pos := map[*ir.Block]int{}
	for i, b := range f.Blocks {
		pos[b] = i
	}
	f.ComputeCFG()
	liveIn := vregLiveIn(f, pos)
	words := func(set []uint64) int {
		n := 0
		for w, x := range set {
			for x != 0 {
				t := bits.TrailingZeros64(x)
				x &^= 1 << t
				if info := f.VRegs[w*64+t]; info.Class == isa.GPR {
					n += int(info.Size)
				}
			}
		}
		return n
	}
	most := 0
	live := make([]uint64, len(liveIn[0]))
	var buf []ir.Operand
	for _, b := range f.Blocks {
		clear(live)
		for _, s := range b.Succs {
			for w, x := range liveIn[pos[s]] {
				live[w] |= x
			}
		}
		most = max(most, words(live))
		for k := len(b.Instrs) - 1; k >= 0; k-- {
			in := b.Instrs[k]
			buf = in.AppendDefs(buf[:0])
			for _, o := range buf {
				if v := o.Reg.V; v != 0 && !(in.Op == ir.OpMachine && in.Guarded()) {
					live[v/64] &^= 1 << (v % 64)
				}
			}
			buf = in.AppendUses(buf[:0])
			for _, o := range buf {
				if v := o.Reg.V; v != 0 {
					live[v/64] |= 1 << (v % 64)
				}
			}
			most = max(most, words(live))
		}
	}
	return most
}
