package lower

import (
	"strings"

	"gpucc/ir"
	"gpucc/isa"
)

// Cleanup runs the -O2 machine-IR cleanups on a selected function in SSA
// form: short divergent ifs become guarded instructions (ifconvert.go), then
// until nothing changes: copy propagation (copies and phis whose
// arguments are all the same register), folding of constants into
// immediate operands, dead code elimination, add chains into IADD3
// (addchain.go), MOVs into halves of pairs written directly (pairs.go) and
// common subexpressions (cse.go); then phi arguments that are MOVs of uniform values are
// recomputed on their edges (remat.go) and pure instructions sink to their first users where
// that shortens live ranges (sink.go).
func Cleanup(f *ir.Func) { cleanup(f, true) }

func cleanup(f *ir.Func, predicate bool) {
	if predicate {
		ifConvert(f)
	}
	for i := 0; i < 8; i++ {
		changed := propagateCopies(f)
		changed = foldImmediates(f) || changed
		changed = eliminateDeadCode(f) || changed
		changed = combineAdds(f) || changed
		changed = foldPairMoves(f) || changed
		// Common subexpressions once the rest has settled (it costs a walk
		// of the dominator tree), and again only if it found some.
		if !changed {
			if !eliminateCommonSubexpressions(f) {
				break
			}
		}
	}
	if rematerializePhiArgs(f) {
		eliminateDeadCode(f)
	}
	sinkToUsers(f)
}

// propagateCopies replaces the destination of every OpCopy and of every
// phi whose arguments (other than the phi itself) are one register by that
// register, and deletes them.
func propagateCopies(f *ir.Func) bool {
	subst := map[ir.VReg]ir.VReg{}
	find := func(v ir.VReg) ir.VReg {
		for {
			w, ok := subst[v]
			if !ok {
				return v
			}
			v = w
		}
	}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			switch in.Op {
			case ir.OpCopy:
				if in.Args[0].Sub == 0 && in.Dst.Sub == 0 {
					subst[in.Dst.V] = in.Args[0].V
				}
			case ir.OpPhi:
				var only ir.VReg
				ok := true
				for _, a := range in.Args {
					if a.V == in.Dst.V {
						continue
					}
					if a.Sub != 0 || only != 0 && a.V != only {
						ok = false
						break
					}
					only = a.V
				}
				if ok && only != 0 {
					subst[in.Dst.V] = only
				}
			}
		}
	}
	if len(subst) == 0 {
		return false
	}
	for _, b := range f.Blocks {
		kept := b.Instrs[:0]
		for _, in := range b.Instrs {
			if in.Op != ir.OpMachine {
				if _, gone := subst[in.Dst.V]; gone {
					continue
				}
				for k, a := range in.Args {
					in.Args[k].V = find(a.V)
				}
			} else {
				for k, r := range in.Regs {
					if r.V != 0 {
						in.Regs[k].V = find(r.V)
					}
				}
			}
			kept = append(kept, in)
		}
		b.Instrs = kept
	}
	return true
}

// constDefs maps the virtual registers defined by MOV/UMOV of an immediate
// (and zero pairs) to their value.
func constDefs(f *ir.Func) map[ir.VReg]uint32 {
	out := map[ir.VReg]uint32{}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if in.Op != ir.OpMachine || in.Guarded() {
				continue
			}
			switch in.Inst.Form.Name {
			case "MOV_I":
				if r := in.Regs[in.Field("rd")]; r.Sub == 0 && f.VRegs[r.V].Size == 1 {
					out[r.V] = in.Inst.Vals[in.Field("vb")]
				}
			case "UMOV_I":
				if r := in.Regs[in.Field("urd")]; r.Sub == 0 && f.VRegs[r.V].Size == 1 {
					out[r.V] = in.Inst.Vals[in.Field("vb")]
				}
			case "MOV_R":
				// MOV of RZ that writes the whole register (MOV.64 for a
				// pair): a 32-bit MOV into a pair's low word leaves the high
				// word to another instruction.
				r := in.Regs[in.Field("rd")]
				if in.Regs[in.Field("rb")].V == 0 && in.Inst.Vals[in.Field("rb")] == isa.RZ && r.Sub == 0 &&
					len(in.Defs()) == 1 && in.Defs()[0].Count == int(f.VRegs[r.V].Size) {
					out[r.V] = 0
				}
			}
		}
	}
	// Phis whose arguments are all the same constant are that constant.
	for changed := true; changed; {
		changed = false
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				if in.Op != ir.OpPhi || f.VRegs[in.Dst.V].Size != 1 || len(in.Args) == 0 {
					continue
				}
				if _, known := out[in.Dst.V]; known {
					continue
				}
				c, ok := out[in.Args[0].V]
				for _, a := range in.Args {
					if x, k := out[a.V]; !k || x != c || a.Sub != 0 {
						ok = false
					}
				}
				if ok {
					out[in.Dst.V] = c
					changed = true
				}
			}
		}
	}
	return out
}

// foldImmediates replaces registers holding known constants: zero becomes
// RZ/URZ in any source, other values move into the immediate slot of a
// sibling form (IADD_RR -> IADD_RI, IMAD_RRR -> IMAD_RIR/RRI, ...).
func foldImmediates(f *ir.Func) bool {
	consts := constDefs(f)
	if len(consts) == 0 {
		return false
	}
	changed := false
	for _, b := range f.Blocks {
		for i, in := range b.Instrs {
			if in.Op != ir.OpMachine {
				continue
			}
			for _, u := range in.Inst.Form.Uses {
				fi := int(u.Field)
				r := in.Regs[fi]
				c, ok := consts[r.V]
				if r.V == 0 || !ok {
					continue
				}
				name := in.Inst.Form.Fields[fi].Name
				if c == 0 {
					if u.Class == isa.UR {
						in.SetPhys(name, isa.URZ)
					} else if u.Class == isa.GPR {
						in.SetPhys(name, isa.RZ)
					} else {
						continue
					}
					changed = true
					continue
				}
				if repl := immForm(in, name, c); repl != nil {
					b.Instrs[i] = repl
					changed = true
					break // the form changed: its fields are revisited next round
				}
			}
		}
	}
	return changed
}

// immForm rebuilds in with the register source field (rb/urb/rc) replaced
// by immediate c, or returns nil when the optype has no such form.
func immForm(in *ir.Instr, field string, c uint32) *ir.Instr {
	fm := in.Inst.Form
	// Only optypes whose immediate forms are their register forms with the
	// register's value in its place (property immfold in the machine
	// description), with .neg negating it.
	if !fm.Op().Props.ImmFold {
		return nil
	}
	op := fm.Op().Name
	parts := strings.SplitN(fm.Name[len(op)+1:], "", -1)
	var slot int
	uniform := fm.Op().Props.Uniform
	switch field {
	case "rb", "urb":
		slot = 1
	case "rc", "urc":
		slot = 2
	default:
		return nil
	}
	if slot >= len(parts) {
		return nil
	}
	if uniform && slot == 2 {
		return nil // uniform forms take immediates in SrcB only
	}
	parts[slot] = "I"
	name := op + "_" + strings.Join(parts, "")
	nf := isa.FormByName(name)
	if nf == nil {
		return nil
	}
	vfield := "v" + field[len(field)-1:]
	// Apply the source's negation to the constant.
	if k := in.Field(field + ".neg"); k >= 0 && in.Inst.Vals[k] != 0 {
		x := false
		if e := in.Field("ext"); e >= 0 && in.Inst.Vals[e] != 0 {
			x = true
		}
		if x {
			c = ^c
		} else {
			c = -c
		}
	}
	out := &ir.Instr{Op: ir.OpMachine, Inst: isa.NewInst(nf), Target: in.Target, Origin: in.Origin, OriginInst: in.OriginInst}
	out.Inst.Ctrl = in.Inst.Ctrl
	for k, fl := range fm.Fields {
		if fl.Fixed || fl.Name == field || fl.Name == field+".neg" {
			continue
		}
		j := nf.FieldIndex(fl.Name)
		if j < 0 {
			return nil
		}
		out.Inst.Vals[j] = in.Inst.Vals[k]
		out.Regs[j] = in.Regs[k]
	}
	out.Inst.Vals[nf.FieldIndex(vfield)] = c
	if out.Inst.Validate() != nil {
		return nil
	}
	return out
}

// removable reports whether an instruction whose results are all unused can
// be deleted: it has no side effects, or it only reads constant memory at an
// address fixed in the instruction (ULDC; a register-indexed LDC may fault
// and stays). Instructions that write every predicate (R2P) have results
// the virtual registers do not show and stay too.
func removable(in *ir.Instr, calls bool) bool {
	p := &in.Inst.Form.Op().Props
	if in.Inst.Form.WritesPR {
		return false
	}
	if calls && in.Op == ir.OpMachine {
		for _, d := range in.Defs() {
			if d.Reg.V == 0 && !discarded(d) {
				// A physical register: an argument, a result or the
				// stack pointer of the calling convention, read by a
				// CALL or RET through their implicit operands.
				return false
			}
		}
	}
	return !p.SideEffects() || p.Mem == isa.MemLoad && p.Space == isa.SpaceConst && !p.Faults
}

// operandWidth is how many components of its register operand o of in
// names: a machine instruction's operand says (Count); a phi or copy moves
// the whole virtual register.
func operandWidth(f *ir.Func, in *ir.Instr, o ir.Operand) int {
	if in.Op != ir.OpMachine {
		return int(f.VRegs[o.Reg.V].Size)
	}
	return o.Count
}

// eliminateDeadCode deletes pure instructions whose results nothing needs
// (mark and sweep from the instructions with side effects).
func eliminateDeadCode(f *ir.Func) bool {
	n := 0
	for _, b := range f.Blocks {
		n += len(b.Instrs)
	}
	// The last definition of each register component, by dense component
	// number (base[v] + sub, for the components some instruction defines).
	var buf [8]ir.Operand // operand lists without an allocation each
	width := make([]int32, len(f.VRegs))
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			for _, d := range in.AppendDefs(buf[:0]) {
				if d.Reg.V == 0 {
					continue
				}
				n := operandWidth(f, in, d)
				width[d.Reg.V] = max(width[d.Reg.V], int32(int(d.Reg.Sub)+n))
			}
		}
	}
	base := make([]int32, len(f.VRegs))
	total := int32(0)
	for v, w := range width {
		base[v] = total
		total += w
	}
	defs := make([]*ir.Instr, total)
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			for _, d := range in.AppendDefs(buf[:0]) {
				if d.Reg.V == 0 {
					continue
				}
				n := operandWidth(f, in, d)
				for c := 0; c < n; c++ {
					defs[base[d.Reg.V]+int32(int(d.Reg.Sub)+c)] = in
				}
			}
		}
	}
	// In a kernel that calls, or a subroutine, writes of physical
	// registers feed the implicit operands of CALL and RET.
	calls := f.Subroutine || len(f.Subs) > 0
	live := make(map[*ir.Instr]bool, n)
	var work []*ir.Instr
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if in.Op == ir.OpMachine && !removable(in, calls) {
				live[in] = true
				work = append(work, in)
			}
		}
	}
	for len(work) > 0 {
		in := work[len(work)-1]
		work = work[:len(work)-1]
		for _, u := range in.AppendUses(buf[:0]) {
			if u.Reg.V == 0 {
				continue
			}
			n := operandWidth(f, in, u)
			for c := int32(u.Reg.Sub); c < int32(int(u.Reg.Sub)+n) && c < width[u.Reg.V]; c++ {
				if d := defs[base[u.Reg.V]+c]; d != nil && !live[d] {
					live[d] = true
					work = append(work, d)
				}
			}
		}
	}
	changed := false
	for _, b := range f.Blocks {
		kept := b.Instrs[:0]
		for _, in := range b.Instrs {
			if live[in] {
				kept = append(kept, in)
			} else {
				changed = true
			}
		}
		b.Instrs = kept
	}
	return changed
}
