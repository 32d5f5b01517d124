package lower

import (
	"gpucc/ir"
	"gpucc/isa"
)

// foldPairMoves removes `MOV %rX.k, %rY` where %rY is a 32-bit value
// computed in the same block only to become component k of the wide value
// %rX: the instruction that computes %rY writes %rX.k instead. The selector
// builds 64-bit values of inline assembly, byte assembly and the like from
// two 32-bit results and a MOV per half; register allocation cannot
// coalesce a 32-bit value into half of a pair, so the MOVs stayed
// (inline_ptx: four).
//
// Only when the MOV is unguarded and 32 bits wide, %rY has no other use and
// one unguarded definition D earlier in the block that writes it whole and
// reads no part of %rX, %rX.k has no other definition, and nothing between D
// and the MOV reads or writes %rX.k (the other halves may be written there:
// folding one MOV makes its definition such a write for the next).
func foldPairMoves(f *ir.Func) bool {
	// Uses and definitions per register, in dense arrays (definitions
	// grouped by register: defStart[v]..defStart[v+1] in defList).
	nv := len(f.VRegs)
	uses := make([]int32, nv)
	defStart := make([]int32, nv+1)
	var buf [8]ir.Operand
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			for _, u := range in.AppendUses(buf[:0]) {
				if u.Reg.V != 0 {
					uses[u.Reg.V]++
				}
			}
			for _, d := range in.AppendDefs(buf[:0]) {
				if d.Reg.V != 0 {
					defStart[d.Reg.V+1]++
				}
			}
		}
	}
	for v := 0; v < nv; v++ {
		defStart[v+1] += defStart[v]
	}
	defList := make([]*ir.Instr, defStart[nv])
	fill := append([]int32(nil), defStart[:nv]...)
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			for _, d := range in.AppendDefs(buf[:0]) {
				if v := d.Reg.V; v != 0 {
					defList[fill[v]] = in
					fill[v]++
				}
			}
		}
	}
	defs := func(v ir.VReg) []*ir.Instr { return defList[defStart[v]:defStart[v+1]] }
	changed := false
	for _, b := range f.Blocks {
		var pos map[*ir.Instr]int // built for the first candidate
		var dead []*ir.Instr
		for i, mov := range b.Instrs {
			if mov.Op != ir.OpMachine || mov.Inst.Form.Name != "MOV_R" ||
				mov.Guarded() || mov.Inst.RegCount(mov.Field("rd")) != 1 {
				continue
			}
			dst, src := mov.Regs[mov.Field("rd")], mov.Regs[mov.Field("rb")]
			if dst.V == 0 || src.V == 0 || src.Sub != 0 || f.VRegs[src.V].Class != isa.GPR ||
				f.VRegs[src.V].Size != 1 || f.VRegs[dst.V].Size < 2 || uses[src.V] != 1 || len(defs(src.V)) != 1 {
				continue
			}
			d := defs(src.V)[0]
			if pos == nil {
				pos = make(map[*ir.Instr]int, len(b.Instrs))
				for i, in := range b.Instrs {
					pos[in] = i
				}
			}
			at, ok := pos[d]
			if !ok || at >= i || d.Op != ir.OpMachine || d.Guarded() {
				continue
			}
			field := -1
			for _, op := range d.Defs() {
				if op.Reg == src && op.Count == 1 {
					field = op.Field
				}
			}
			if field < 0 || refersTo(d.Uses(), dst.V) || !onlyDefOfComponent(f, defs(dst.V), mov, dst) {
				continue
			}
			clear := true
			for _, x := range b.Instrs[at+1 : i] {
				if coversComponent(f, x, x.Uses(), dst) || coversComponent(f, x, x.Defs(), dst) {
					clear = false
					break
				}
			}
			if !clear {
				continue
			}
			d.Regs[field] = dst
			dead = append(dead, mov)
		}
		if len(dead) > 0 {
			changed = true
			gone := map[*ir.Instr]bool{}
			for _, x := range dead {
				gone[x] = true
			}
			kept := b.Instrs[:0]
			for _, in := range b.Instrs {
				if !gone[in] {
					kept = append(kept, in)
				}
			}
			b.Instrs = kept
		}
	}
	return changed
}

// refersTo reports whether any operand names a part of v.
func refersTo(ops []ir.Operand, v ir.VReg) bool {
	for _, op := range ops {
		if op.Reg.V == v {
			return true
		}
	}
	return false
}

// coversComponent reports whether one of in's operands spans component
// c.Sub of register c.V.
func coversComponent(f *ir.Func, in *ir.Instr, ops []ir.Operand, c ir.Reg) bool {
	for _, op := range ops {
		if op.Reg.V != c.V {
			continue
		}
		n := op.Count
		if in.Op != ir.OpMachine {
			n = int(f.VRegs[c.V].Size)
		}
		if int(op.Reg.Sub) <= int(c.Sub) && int(c.Sub) < int(op.Reg.Sub)+n {
			return true
		}
	}
	return false
}

// onlyDefOfComponent reports whether mov is the only instruction of defs
// (those defining parts of dst's register) that writes component dst.Sub.
func onlyDefOfComponent(f *ir.Func, defs []*ir.Instr, mov *ir.Instr, dst ir.Reg) bool {
	for _, in := range defs {
		if in != mov && coversComponent(f, in, in.Defs(), dst) {
			return false
		}
	}
	return true
}
