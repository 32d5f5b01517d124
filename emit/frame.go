package emit

import (
	"fmt"
	"sort"

	"gpucc/ir"
	"gpucc/isa"
	"gpucc/obj"
)

// LayoutFrames completes the frames of a kernel that calls subroutines,
// after register allocation (docs/compiler.md, "Calls"). A subroutine's
// frame, at the stack pointer R1 when it is entered, holds
//
//	[0, args)      arguments passed on the stack (stored by the caller)
//	[args, ...)    allocas, then spill slots (lowering, allocation)
//	[save, size)   the callee-saved registers (CallSaved0..R31) it writes
//
// rounded up to 16 bytes. LayoutFrames stores those registers at the entry
// and reloads them before every RET (or at the shrink-wrapping points of a
// recursive subroutine, saveCalleeSaved), remarks each frame's size on the
// kernel (`gpucc -v`), sets the IADD R1, R1, ±size around
// each call it makes to its frame size, and sets the kernel's R1 to the
// size of the kernel's own frame (its allocas and spills, at fixed
// addresses). The stack grows up from there: its size is the deepest chain
// of frames in the call graph, or recursionStack bytes when the graph has
// a cycle; the kernel's LocalBytes becomes its own frame plus the stack.
func LayoutFrames(k *ir.Func, recursionStack uint32) error {
	if len(k.Subs) == 0 {
		return nil
	}
	for _, f := range append([]*ir.Func{k}, k.Subs...) {
		splitAfterCalls(f)
	}
	size := map[*ir.Func]uint32{}
	for _, f := range k.Subs {
		if !f.Allocated {
			return fmt.Errorf("emit: %s: frames are laid out after register allocation", f.Name)
		}
		if f.CallSaved0 < obj.CallArg0 {
			return fmt.Errorf("emit: subroutine %s: callee-saved registers from R%d overlap the return address and stack pointer", f.Name, f.CallSaved0)
		}
		body := f.LocalBytes
		var saved int
		var where string
		size[f], saved, where = saveCalleeSaved(f)
		k.Remarks = append(k.Remarks, fmt.Sprintf("subroutine @%s: %d-byte frame (%d bytes of stack arguments, allocas and spill slots; %d callee-saved registers saved%s)", f.Name, size[f], body, saved, where))
		for _, a := range f.FrameAdjusts {
			field := a.In.Field("vb")
			if field < 0 {
				field = a.In.Field("off")
			}
			a.In.Inst.Vals[field] = uint32(a.Sign*int32(size[f]) + a.Offset)
		}
	}
	own := align(k.LocalBytes, 16)
	for _, a := range k.FrameAdjusts {
		if a.Sign != 0 {
			return fmt.Errorf("emit: %s: a kernel does not move its stack pointer", k.Name)
		}
		a.In.Inst.Vals[a.In.Field("vb")] = own + uint32(a.Offset)
	}
	stack, recursive := stackNeed(k, size)
	if recursive {
		stack = recursionStack
	}
	k.StackBytes = stack
	k.LocalBytes = own + stack
	return nil
}

func align(x, a uint32) uint32 { return (x + a - 1) / a * a }

// splitAfterCalls ends a block at every CALL that has instructions after
// it: they move to a new block laid out next, which the CALL's block falls
// through to. The scheduler reorders nothing across a CALL (it ends the
// reorderable region of its block), so this lets it schedule the code
// after a call as a block of its own.
func splitAfterCalls(f *ir.Func) {
	var blocks []*ir.Block
	for _, b := range f.Blocks {
		blocks = append(blocks, b)
		for {
			at := -1
			for i, in := range b.Instrs {
				if in.IsCall() && i+1 < len(b.Instrs) {
					at = i
					break
				}
			}
			if at < 0 {
				break
			}
			rest := &ir.Block{Name: fmt.Sprintf("%s.ret%d", b.Name, len(blocks)), Instrs: append([]*ir.Instr(nil), b.Instrs[at+1:]...), LoopDepth: b.LoopDepth}
			b.Instrs = b.Instrs[:at+1]
			blocks = append(blocks, rest)
			b = rest
		}
	}
	if len(blocks) != len(f.Blocks) {
		f.Blocks = blocks
		f.Renumber()
		f.ComputeCFG()
	}
}

// saveCalleeSaved inserts the stores and reloads of the callee-saved
// registers subroutine f writes and returns f's frame size, the number of
// registers saved and, for a remark, where when f was prepared for
// shrink-wrapping. They go at f's shrink-wrapping points when it has them
// and the allocation fits them (shrinkWrapped), else at the entry and
// before every RET.
func saveCalleeSaved(f *ir.Func) (uint32, int, string) {
	written := map[uint32]bool{}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			for r := range calleeSavedWrites(f, in) {
				written[r] = true
			}
		}
	}
	var regs []uint32
	for r := range written {
		regs = append(regs, r)
	}
	sort.Slice(regs, func(i, j int) bool { return regs[i] < regs[j] })
	base := align(f.LocalBytes, 4)
	// moves is one instruction per saved register between it and its
	// slot: op with the register as operand reg.
	moves := func(op, reg, origin string) []*ir.Instr {
		var out []*ir.Instr
		for i, r := range regs {
			in := ir.NewInstr(op).SetMod("memtype", "32").SetPhys("ra", obj.CallStackPtr).
				SetVal("off", base+uint32(4*i)).SetPhys(reg, r)
			in.Origin = origin
			out = append(out, in)
		}
		return out
	}
	saves := func() []*ir.Instr { return moves("STL_R", "rb", "save callee-saved register") }
	loads := func() []*ir.Instr { return moves("LDL_R", "rd", "restore callee-saved register") }
	region, why := shrinkWrapped(f)
	where := ""
	switch {
	case len(regs) > 0 && region != nil:
		where = ", shrink-wrapped"
	case len(regs) > 0 && f.SaveAt != nil:
		where = ", at the entry: shrink-wrapping does not fit: " + why
	}
	markers := map[*ir.Instr]bool{}
	if f.SaveAt != nil {
		markers[f.SaveAt] = true
	}
	for _, m := range f.RestoreAt {
		markers[m] = true
	}
	for bi, b := range f.Blocks {
		var out []*ir.Instr
		if bi == 0 && region == nil {
			out = append(out, saves()...)
		}
		for _, in := range b.Instrs {
			switch {
			case in == f.SaveAt:
				if region != nil {
					out = append(out, saves()...)
				}
				continue
			case markers[in]:
				if region != nil {
					out = append(out, loads()...)
				}
				continue
			case in.IsReturn() && (region == nil || region[b]):
				out = append(out, loads()...)
			}
			out = append(out, in)
		}
		b.Instrs = out
	}
	f.SaveAt, f.RestoreAt = nil, nil
	f.LocalBytes = align(base+uint32(4*len(regs)), 16)
	return f.LocalBytes, len(regs), where
}

// calleeSavedWrites iterates over the callee-saved registers in writes.
func calleeSavedWrites(f *ir.Func, in *ir.Instr) func(func(uint32) bool) {
	return func(yield func(uint32) bool) {
		for _, d := range in.Defs() {
			if d.Class != isa.GPR {
				continue
			}
			for r := d.Phys; r < d.Phys+uint32(max(d.Count, 1)); r++ {
				if r >= f.CallSaved0 && r < obj.SubroutineGPRs && !yield(r) {
					return
				}
			}
		}
	}
}

// shrinkWrapped returns the region of f whose callee-saved registers are
// saved at f.SaveAt and reloaded at f.RestoreAt (regalloc/irbind,
// shrinkWrap), or nil when f has no such points or the allocation does not
// fit them (and then why, for a remark). It fits when the save marker is at
// the top of its block D, every instruction writing a callee-saved register
// lies in a block D dominates (after the save marker, before a restore
// marker in the same block), every edge out of that region leaves from a
// block holding a restore marker, and no path from D comes back to D
// without passing one: then on every path the registers are saved before their
// first write and reloaded once after their last, before the code outside
// the region, which expects the caller's values in them (or the RET).
func shrinkWrapped(f *ir.Func) (map[*ir.Block]bool, string) {
	if f.SaveAt == nil {
		return nil, ""
	}
	var d *ir.Block
	restoreIn := map[*ir.Block]int{} // restore marker's index in its block
	for _, b := range f.Blocks {
		for i, in := range b.Instrs {
			if in == f.SaveAt && i == 0 {
				d = b
			}
			for _, m := range f.RestoreAt {
				if in == m {
					restoreIn[b] = i
				}
			}
		}
	}
	if d == nil || d == f.Blocks[0] || len(restoreIn) != len(f.RestoreAt) {
		return nil, "the markers moved"
	}
	dt := f.Dominators()
	region := map[*ir.Block]bool{}
	for _, b := range f.Blocks {
		if dt.Dominates(d, b) {
			region[b] = true
		}
	}
	// D must not be reached again before a reload: it would save the
	// registers the region has written over the caller's values.
	seen := map[*ir.Block]bool{}
	stack := append([]*ir.Block(nil), d.Succs...)
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if b == d {
			return nil, "the save point is in a loop of the region"
		}
		if _, restores := restoreIn[b]; seen[b] || !region[b] || restores {
			continue
		}
		seen[b] = true
		stack = append(stack, b.Succs...)
	}
	for _, b := range f.Blocks {
		r, restores := restoreIn[b]
		if restores && !region[b] {
			return nil, "a restore point lies outside the region"
		}
		for i, in := range b.Instrs {
			for reg := range calleeSavedWrites(f, in) {
				if !region[b] || restores && i > r {
					return nil, fmt.Sprintf("block %s writes R%d outside the region (`%s`)", b.Name, reg, f.FormatInstr(in))
				}
			}
		}
		if !region[b] {
			continue
		}
		for _, s := range b.Succs {
			if region[s] == restores { // an exit without a reload, or a reload that stays inside
				return nil, fmt.Sprintf("the edge from block %s to %s", b.Name, s.Name)
			}
		}
	}
	return region, ""
}

// stackNeed is the deepest chain of subroutine frames below kernel k, and
// whether the call graph has a cycle.
func stackNeed(k *ir.Func, size map[*ir.Func]uint32) (uint32, bool) {
	callees := func(f *ir.Func) []*ir.Func {
		var out []*ir.Func
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				if in.Callee != nil {
					out = append(out, in.Callee)
				}
			}
		}
		return out
	}
	const (
		visiting = 1
		done     = 2
	)
	state := map[*ir.Func]int{}
	need := map[*ir.Func]uint32{}
	cycle := false
	var visit func(f *ir.Func) uint32
	visit = func(f *ir.Func) uint32 {
		switch state[f] {
		case visiting:
			cycle = true
			return 0
		case done:
			return need[f]
		}
		state[f] = visiting
		deepest := uint32(0)
		for _, c := range callees(f) {
			deepest = max(deepest, visit(c))
		}
		state[f] = done
		need[f] = size[f] + deepest
		return need[f]
	}
	n := visit(k)
	return n, cycle
}
