package lower

import (
	"gpucc/ir"
	"gpucc/isa"
)

// Add chains: IADD t = x + y whose only use is IADD d = t + z (or z - t) in
// the same block becomes IADD3 d = x + y + z, one instruction instead of
// two (ptxas's generic add is IADD3). Only plain adds take part: unguarded,
// no .X, carry-out unused, so the carry semantics of negated operands do not
// matter and -(x + y) = -x - y.

// addTerm is one source of an add: a GPR (virtual or physical), a uniform
// register, an immediate or a constant-bank word, possibly negated.
type addTerm struct {
	kind byte // 'R', 'U', 'I', 'C': the form letter of the slot it needs
	reg  ir.Reg
	val  uint32 // physical register, immediate or cmem reference
	neg  bool
}

func (t addTerm) negated() addTerm {
	if t.kind == 'I' {
		t.val = -t.val
		return t
	}
	t.neg = !t.neg
	return t
}

// plainAdd reports whether in is an IADD the combination may rewrite.
func plainAdd(f *ir.Func, in *ir.Instr) bool {
	if in.Op != ir.OpMachine || in.Inst.Form.Op().Op != isa.OpIADD || in.Guarded() {
		return false
	}
	if e := in.Field("ext"); in.Inst.Vals[e] != 0 {
		return false
	}
	pu := in.Field("pu")
	if in.Regs[pu].V != 0 || in.Inst.Vals[pu] != isa.PT {
		return false
	}
	d := in.Regs[in.Field("rd")]
	return d.V != 0 && f.VRegs[d.V].Size == 1
}

// addTerms returns the two sources of a plain IADD.
func addTerms(in *ir.Instr) [2]addTerm {
	fm := in.Inst.Form
	a := in.Field("ra")
	ta := addTerm{kind: 'R', reg: in.Regs[a], val: in.Inst.Vals[a], neg: in.Inst.Vals[in.Field("ra.neg")] != 0}
	var tb addTerm
	for _, name := range []string{"rb", "urb", "vb"} {
		i := in.Field(name)
		if i < 0 {
			continue
		}
		tb = addTerm{kind: fm.Name[len(fm.Name)-1], reg: in.Regs[i], val: in.Inst.Vals[i]}
		if k := in.Field(name + ".neg"); k >= 0 {
			tb.neg = in.Inst.Vals[k] != 0
		}
	}
	return [2]addTerm{ta, tb}
}

// isZero reports whether a term adds nothing (RZ, -RZ or the immediate 0;
// the carries that tell -0 from 0 are unused here).
func (t addTerm) isZero() bool {
	return t.kind == 'I' && t.val == 0 || t.kind == 'R' && t.reg.V == 0 && t.val == isa.RZ
}

// addFrom builds d = the sum of terms: IADD3, or IADD when a term is zero,
// or a copy when only one plain register is left; nil when more than one
// term needs the flexible SrcB slot. The result comes from origin's LLVM
// instruction.
func addFrom(d ir.Reg, terms []addTerm, origin *ir.Instr) *ir.Instr {
	// Two immediates add up to one; zeros drop out.
	var out []addTerm
	immAt := -1
	for _, t := range terms {
		if t.kind == 'I' && immAt >= 0 {
			out[immAt].val += t.val
			continue
		}
		if t.kind == 'I' {
			immAt = len(out)
		}
		out = append(out, t)
	}
	kept := out[:0]
	for _, t := range out {
		if !t.isZero() {
			kept = append(kept, t)
		}
	}
	out = kept
	if len(out) == 1 && out[0].kind == 'R' && !out[0].neg && out[0].reg.V != 0 {
		if out[0].reg.Sub != 0 || d.Sub != 0 {
			// A half of a pair (pairs.go writes results straight into
			// halves): a COPY moves whole virtual registers only.
			mov := ir.NewInstr("MOV_R").SetReg("rd", d).SetReg("rb", out[0].reg)
			mov.Origin, mov.OriginInst = origin.Origin, origin.OriginInst
			return mov
		}
		return &ir.Instr{Op: ir.OpCopy, Dst: d, Args: []ir.Reg{out[0].reg}, Origin: origin.Origin, OriginInst: origin.OriginInst}
	}
	width := 3
	if len(out) < 3 {
		width = 2
	}
	for len(out) < width {
		out = append(out, addTerm{kind: 'R', val: isa.RZ})
	}
	b := -1
	for i, t := range out {
		if t.kind != 'R' {
			if b >= 0 {
				return nil
			}
			b = i
		}
	}
	if b < 0 {
		b = 1
	}
	out[1], out[b] = out[b], out[1]
	form := "IADD3_R" + string(out[1].kind) + "R"
	if width == 2 {
		form = "IADD_R" + string(out[1].kind)
	}
	in := ir.NewInstr(form)
	in.Origin, in.OriginInst = origin.Origin, origin.OriginInst
	in.SetReg("rd", d)
	set := func(field string, t addTerm) {
		if t.reg.V != 0 {
			in.SetReg(field, t.reg)
		} else {
			in.SetVal(field, t.val)
		}
		if t.neg {
			in.SetVal(field+".neg", 1)
		}
	}
	set("ra", out[0])
	switch out[1].kind {
	case 'R':
		set("rb", out[1])
	case 'U':
		set("urb", out[1])
	default:
		set("vb", out[1])
	}
	if width == 3 {
		set("rc", out[2])
	}
	if in.Inst.Validate() != nil {
		return nil
	}
	return in
}

// combineAdds rewrites the add chains of f; it reports whether it changed
// anything.
func combineAdds(f *ir.Func) bool {
	uses := make([]int, len(f.VRegs)) // by virtual register
	var buf [8]ir.Operand
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			for _, u := range in.AppendUses(buf[:0]) {
				if u.Reg.V != 0 {
					uses[u.Reg.V]++
				}
			}
		}
	}
	changed := false
	for _, b := range f.Blocks {
		defs := map[ir.VReg]int{} // plain adds of this block by destination
		for i, in := range b.Instrs {
			if in == nil || !plainAdd(f, in) {
				continue
			}
			terms := addTerms(in)
			for k := 0; k < 2; k++ {
				t := terms[k]
				j, ok := defs[t.reg.V]
				if t.kind != 'R' || t.reg.V == 0 || !ok || int(t.reg.V) >= len(uses) || uses[t.reg.V] != 1 {
					continue
				}
				inner := addTerms(b.Instrs[j])
				if t.neg {
					inner[0], inner[1] = inner[0].negated(), inner[1].negated()
				}
				n := addFrom(in.Regs[in.Field("rd")], []addTerm{inner[0], inner[1], terms[1-k]}, in)
				if n == nil {
					continue
				}
				b.Instrs[i], b.Instrs[j] = n, nil
				delete(defs, t.reg.V)
				changed = true
				break
			}
			if b.Instrs[i] == in {
				defs[in.Regs[in.Field("rd")].V] = i
			}
		}
		kept := b.Instrs[:0]
		for _, in := range b.Instrs {
			if in != nil {
				kept = append(kept, in)
			}
		}
		b.Instrs = kept
	}
	return changed
}
