package lower

import (
	"gpucc/ir"
	"gpucc/isa"
)

// eliminateCommonSubexpressions removes a pure instruction that computes
// what an identical instruction dominating it has computed already (same
// form, fields and operand registers), and renames its results to the
// earlier ones: dominator-scoped value numbering over the SSA machine IR.
// The selector lowers each LLVM instruction on its own, so equal address
// arithmetic of distinct GEPs is computed once per GEP: an unrolled tile
// loop reading ta[ty][j] for j = 0..7 (j folds into the load's offset)
// computed ty*32 eight times, all hoisted out of the loop by LLVM and kept
// live in eight GPRs (tiled_imatmul).
//
// Instructions that read no register (a MOV of an immediate, a constant-bank
// word) are left alone: recomputing them is as cheap as keeping them, and
// merging them would only lengthen a live range.
func eliminateCommonSubexpressions(f *ir.Func) bool {
	if len(f.Blocks) == 0 {
		return false
	}
	defCount := make([]int32, len(f.VRegs))
	var buf [8]ir.Operand
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			for _, d := range in.AppendDefs(buf[:0]) {
				if d.Reg.V != 0 {
					defCount[d.Reg.V]++
				}
			}
		}
	}
	dom := f.Dominators()
	children := map[*ir.Block][]*ir.Block{}
	for i, b := range f.Blocks {
		if p := dom.Idom[i]; p != nil {
			children[p] = append(children[p], b)
		}
	}
	subst := make([]ir.VReg, len(f.VRegs)) // 0: not replaced
	find := func(v ir.VReg) ir.VReg {
		for subst[v] != 0 {
			v = subst[v]
		}
		return v
	}
	// Available instructions by the hash of their key: each bucket is a
	// list through nodes, newest first (the walk is depth first, so a
	// block's entries are the newest when it leaves). Keys in a bucket are
	// distinct (an equal one is eliminated, not added), so the order of
	// the search does not matter. One slab of nodes, no slice per bucket.
	var nodes []cseNode
	head := map[uint64]int32{} // 1 + the index of a bucket's newest node
	dead := map[*ir.Instr]bool{}
	var walk func(b *ir.Block)
	walk = func(b *ir.Block) {
		var added []uint64
		mark := len(nodes) // the nodes added below are popped on the way out
		for _, in := range b.Instrs {
			if in.Op != ir.OpMachine {
				continue
			}
			for k, r := range in.Regs {
				if r.V != 0 {
					in.Regs[k].V = find(r.V)
				}
			}
			key, ok := cseKeyOf(f, in, defCount)
			if !ok {
				continue
			}
			h := key.hash()
			var prev *ir.Instr
			for i := head[h]; i != 0; i = nodes[i-1].next {
				if nodes[i-1].key == key {
					prev = nodes[i-1].in
					break
				}
			}
			if prev != nil {
				pd, d := prev.Defs(), in.Defs()
				for k := range d {
					if d[k].Reg.V != 0 {
						subst[d[k].Reg.V] = pd[k].Reg.V
					}
				}
				dead[in] = true
				continue
			}
			nodes = append(nodes, cseNode{key: key, in: in, next: head[h]})
			head[h] = int32(len(nodes))
			added = append(added, h)
		}
		for _, c := range children[b] {
			walk(c)
		}
		for j := len(added) - 1; j >= 0; j-- {
			h := added[j]
			if next := nodes[head[h]-1].next; next != 0 {
				head[h] = next
			} else {
				delete(head, h)
			}
		}
		nodes = nodes[:mark]
	}
	walk(f.Blocks[0])
	if len(dead) == 0 {
		return false
	}
	for _, b := range f.Blocks {
		kept := b.Instrs[:0]
		for _, in := range b.Instrs {
			if dead[in] {
				continue
			}
			if in.Op != ir.OpMachine {
				for k, a := range in.Args {
					in.Args[k].V = find(a.V)
				}
				in.Dst.V = find(in.Dst.V)
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

// cseKey identifies what a pure instruction computes: its form, the values
// of every field but its register results, and its operand registers.
type cseKey struct {
	form *isa.Form
	vals [isa.MaxFields]uint32
	regs [isa.MaxFields]ir.Reg
}

// cseNode is an available instruction, its key and the next (older) node
// of its bucket (1 + index, 0 at the end).
type cseNode struct {
	key  cseKey
	in   *ir.Instr
	next int32
}

// hash is FNV-1a over the key's form, field values and operand registers.
func (k *cseKey) hash() uint64 {
	h := uint64(0xcbf29ce484222325)
	mix := func(x uint64) { h = (h ^ x) * 0x100000001b3 }
	for i := 0; i < len(k.form.Name); i++ {
		mix(uint64(k.form.Name[i]))
	}
	for i := range k.vals {
		mix(uint64(k.vals[i]))
		mix(uint64(k.regs[i].V)<<8 | uint64(k.regs[i].Sub))
	}
	return h
}

// cseKeyOf returns in's key, or false when in may not be merged with an
// equal instruction: it has an effect beyond its results (memory, ordering,
// control, other lanes, a special register, a guard), reads no register,
// or a result is not a whole virtual register defined only there.
func cseKeyOf(f *ir.Func, in *ir.Instr, defCount []int32) (cseKey, bool) {
	if in.Guarded() {
		return cseKey{}, false
	}
	p := &in.Inst.Form.Op().Props
	if p.SideEffects() || p.SReg || p.IndirectRead || p.IndirectWrite {
		return cseKey{}, false
	}
	key := cseKey{form: in.Inst.Form, vals: in.Inst.Vals}
	var defField uint32 // bit k: field k is a result (isa.MaxFields <= 32)
	// The form's operand lists, read without building Operand slices: this
	// runs on every instruction in every round of the cleanup.
	for _, r := range in.Inst.Form.Defs {
		k := int(r.Field)
		reg := in.Regs[k]
		if reg.V == 0 {
			if !discarded(ir.Operand{Class: r.Class, Phys: in.Inst.Vals[k]}) {
				return cseKey{}, false
			}
			continue
		}
		if reg.Sub != 0 || in.Inst.RegCount(k) != int(f.VRegs[reg.V].Size) || defCount[reg.V] != 1 {
			return cseKey{}, false
		}
		defField |= 1 << k
		key.vals[k] = 0
	}
	if defField == 0 {
		return cseKey{}, false
	}
	reads := false
	for _, r := range in.Inst.Form.Uses {
		k := int(r.Field)
		if defField>>k&1 != 0 {
			return cseKey{}, false // read-modify-write of its own result
		}
		if reg := in.Regs[k]; reg.V != 0 {
			reads = true
			key.regs[k] = reg
		} else if r.Class == isa.GPR && in.Inst.Vals[k] != isa.RZ {
			return cseKey{}, false // a physical register (a call's result) changes at every call
		}
	}
	if !reads {
		return cseKey{}, false
	}
	return key, true
}
