package lower

import (
	"gpucc/ir"
	"gpucc/isa"
)

// rematerializePhiArgs recomputes, at the end of each phi's predecessor,
// the phi arguments that are a MOV of something no GPR holds (an
// immediate, a constant-bank word, a uniform register) and that only phis
// read. Such a value, defined once before a loop and chosen by a phi
// inside it (a pointer picked among kernel parameters and uniform offsets
// of them), otherwise occupies a GPR pair across the whole loop; the copy
// the phi needs on the edge becomes the MOV itself, so the loop pays
// nothing (seg_pick_counter kept five such pairs live). The uniform
// operand's definition dominates the MOV, which dominates the end of the
// predecessor (SSA), so the clone reads the same value there.
func rematerializePhiArgs(f *ir.Func) bool {
	// Indexed by virtual register (the registers this pass adds are never
	// looked up: lookups are of phi arguments that existed before).
	n := len(f.VRegs)
	def := make([]*ir.Instr, n)
	home := make([]*ir.Block, n)
	otherUses := make([]bool, n)
	var buf [8]ir.Operand // operand lists without an allocation each
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			for _, d := range in.AppendDefs(buf[:0]) {
				if d.Reg.V != 0 {
					def[d.Reg.V], home[d.Reg.V] = in, b
				}
			}
			if in.Op == ir.OpPhi {
				continue
			}
			for _, u := range in.AppendUses(buf[:0]) {
				otherUses[u.Reg.V] = true
			}
		}
	}
	changed := false
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if in.Op != ir.OpPhi {
				continue
			}
			for k, a := range in.Args {
				if k >= len(b.Preds) || a.Sub != 0 || int(a.V) >= n || otherUses[a.V] || home[a.V] == b.Preds[k] {
					continue
				}
				mov := def[a.V]
				if mov == nil || !rematerializable(f, mov, a.V) {
					continue
				}
				info := f.VRegs[a.V]
				clone := *mov
				v := f.NewVReg(info.Class, info.Size, info.Name)
				for i, r := range clone.Regs {
					if r.V == a.V {
						clone.Regs[i].V = v
					}
				}
				insertBeforeBranches(b.Preds[k], &clone)
				in.Args[k].V = v
				changed = true
			}
		}
	}
	return changed
}

// rematerializable reports whether mov is an unguarded MOV that writes all
// of GPR v and reads no per-thread register.
func rematerializable(f *ir.Func, mov *ir.Instr, v ir.VReg) bool {
	if mov.Op != ir.OpMachine || mov.Guarded() || mov.Inst.Form.Op().Name != "MOV" || f.VRegs[v].Class != isa.GPR {
		return false
	}
	defs := mov.Defs()
	if len(defs) != 1 || defs[0].Reg.V != v || defs[0].Reg.Sub != 0 || defs[0].Count != int(f.VRegs[v].Size) {
		return false
	}
	for _, u := range mov.Uses() {
		if u.Reg.V != 0 && f.VRegs[u.Reg.V].Class != isa.UR {
			return false
		}
		if u.Reg.V == 0 && u.Class == isa.GPR && u.Phys != isa.RZ {
			return false
		}
	}
	return true
}

// insertBeforeBranches puts in before the branches and exits that end b.
func insertBeforeBranches(b *ir.Block, in *ir.Instr) {
	at := len(b.Instrs)
	for at > 0 && (b.Instrs[at-1].IsBranch() || b.Instrs[at-1].IsExit()) {
		at--
	}
	b.Instrs = append(b.Instrs, nil)
	copy(b.Instrs[at+1:], b.Instrs[at:])
	b.Instrs[at] = in
}
