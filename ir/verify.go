package ir

import (
	"fmt"
	"strings"

	"gpucc/isa"
)

// fieldClass is the register class a field of kind k holds.
func fieldClass(k isa.FieldKind) isa.Class {
	switch k {
	case isa.KindReg:
		return isa.GPR
	case isa.KindUReg:
		return isa.UR
	case isa.KindPred:
		return isa.PR
	case isa.KindUPred:
		return isa.UPR
	case isa.KindBReg:
		return isa.BR
	}
	return isa.ClassNone
}

// Verify checks the function's invariants and returns every violation found
// (nil when there are none):
//   - every machine instruction's virtual registers exist, have the class of
//     their field and enough components for the operand's width;
//   - fields that are neither bound to a virtual register nor allowed to be
//     physical (before allocation: only RZ/URZ/PT/UPT) hold legal values;
//   - the CFG is consistent: Succs match the terminators, Preds are their
//     inverse, phis come first and have one argument per predecessor;
//   - the rules of the function's stage of the pipeline:
//     in SSA form (neither OutOfSSA nor Allocated), each component is defined
//     once and every use is dominated by its definition;
//     out of SSA (OutOfSSA, after phi elimination), there are no phis;
//     allocated (Allocated), there are no phis, no register field is bound
//     to a virtual register, and every copy's physical registers lie in
//     its register file.
func (f *Func) Verify() error {
	var errs []string
	bad := func(b *Block, in *Instr, format string, args ...any) {
		where := f.Name
		if b != nil {
			where += ": " + b.label()
		}
		if in != nil {
			where += ": `" + f.FormatInstr(in) + "`"
		}
		errs = append(errs, where+": "+fmt.Sprintf(format, args...))
	}
	if len(f.Blocks) == 0 {
		return fmt.Errorf("%s: no blocks", f.Name)
	}
	for i, b := range f.Blocks {
		if b.ID != i {
			bad(b, nil, "block ID %d at layout position %d", b.ID, i)
		}
	}
	// CFG consistency: recompute into scratch copies and compare.
	want := map[*Block][]*Block{}
	for _, b := range f.Blocks {
		want[b] = append([]*Block(nil), b.Succs...)
	}
	saved := map[*Block][]*Block{}
	for _, b := range f.Blocks {
		saved[b] = append([]*Block(nil), b.Preds...)
	}
	f.ComputeCFG()
	for _, b := range f.Blocks {
		if !sameBlocks(want[b], b.Succs) {
			bad(b, nil, "successors %s do not match the terminators (%s)", blockList(want[b]), blockList(b.Succs))
		}
		if !sameSet(saved[b], b.Preds) {
			bad(b, nil, "predecessors %s are not the inverse of the successors (%s)", blockList(saved[b]), blockList(b.Preds))
		}
		b.Preds = saved[b]
		b.Succs = want[b]
	}
	for _, b := range f.Blocks {
		seenNonPhi := false
		for k, in := range b.Instrs {
			switch in.Op {
			case OpPhi:
				if f.OutOfSSA || f.Allocated {
					bad(b, in, "phi after phi elimination")
				}
				if seenNonPhi {
					bad(b, in, "phi after a non-phi instruction")
				}
				if len(in.Args) != len(b.Preds) {
					bad(b, in, "phi has %d arguments for %d predecessors", len(in.Args), len(b.Preds))
				}
				f.checkPseudo(b, in, bad)
				continue
			case OpCopy:
				if len(in.Args) != 1 {
					bad(b, in, "copy with %d sources", len(in.Args))
				}
				f.checkPseudo(b, in, bad)
			case OpMachine:
				f.checkMachine(b, in, bad)
				if in.IsTerminator() && !in.Guarded() && k != len(b.Instrs)-1 {
					bad(b, in, "unconditional terminator is not the last instruction")
				}
			}
			seenNonPhi = true
		}
	}
	if !f.Allocated && !f.OutOfSSA && len(errs) == 0 {
		f.checkSSA(bad)
	}
	if len(errs) == 0 {
		return nil
	}
	return fmt.Errorf("ir verification failed:\n  %s", strings.Join(errs, "\n  "))
}

func (f *Func) checkPseudo(b *Block, in *Instr, bad func(*Block, *Instr, string, ...any)) {
	if f.Allocated {
		if in.Op == OpCopy && f.valid(in.Dst.V) {
			info := f.VRegs[in.Dst.V]
			for side, p := range in.CopyPhys {
				if int(p)+int(info.Size) > physRegs[info.Class] {
					bad(b, in, "copy %s register %d is outside the %s file", [2]string{"destination", "source"}[side], p, info.Class)
				}
			}
		}
		return
	}
	if !f.valid(in.Dst.V) {
		bad(b, in, "destination is not a virtual register")
		return
	}
	d := f.VRegs[in.Dst.V]
	for _, a := range in.Args {
		if !f.valid(a.V) {
			bad(b, in, "source is not a virtual register")
			continue
		}
		s := f.VRegs[a.V]
		if s.Class != d.Class || s.Size != d.Size {
			bad(b, in, "source %s:%d does not match destination %s:%d", s.Class, s.Size, d.Class, d.Size)
		}
	}
}

func (f *Func) valid(v VReg) bool { return v > 0 && int(v) < len(f.VRegs) }

func (f *Func) checkMachine(b *Block, in *Instr, bad func(*Block, *Instr, string, ...any)) {
	fm := in.Inst.Form
	if fm == nil {
		bad(b, nil, "machine instruction without a form")
		return
	}
	if err := in.Inst.Validate(); err != nil {
		bad(b, in, "%v", err)
	}
	for i := range fm.Fields {
		fl := &fm.Fields[i] // not a copy: this runs for every field of every instruction after every pass
		class := fieldClass(fl.Kind)
		r := in.Regs[i]
		if class == isa.ClassNone {
			if r.V != 0 {
				bad(b, in, "field %s is not a register field but names %s", fl.Name, f.RegName(r, 1))
			}
			continue
		}
		if r.V == 0 {
			continue
		}
		if f.Allocated {
			bad(b, in, "field %s is still bound to virtual register %d after allocation", fl.Name, r.V)
			continue
		}
		if !f.valid(r.V) {
			bad(b, in, "field %s names undefined virtual register %d", fl.Name, r.V)
			continue
		}
		info := f.VRegs[r.V]
		if info.Class != class {
			bad(b, in, "field %s holds a %s register but %s is %s", fl.Name, class, f.RegName(r, 1), info.Class)
		}
		if n := in.Inst.RegCount(i); int(r.Sub)+n > int(info.Size) {
			bad(b, in, "field %s needs %d components from component %d of %s, which has %d", fl.Name, n, r.Sub, f.RegName(r, 1), info.Size)
		}
	}
	// A code-address field (BRA's and BSSY's target) is filled in from
	// in.Target when the function is encoded.
	for i := range fm.Fields {
		if fm.Fields[i].Kind == isa.KindTarget && in.Target == nil && in.Callee == nil {
			bad(b, in, "%s without a target block", fm.Op().Name)
		}
	}
}

// physRegs is the number of allocatable registers per class after
// allocation (the zero registers RZ, URZ, PT, UPT excluded).
var physRegs = map[isa.Class]int{isa.GPR: isa.RZ, isa.UR: isa.URZ, isa.PR: isa.PT, isa.UPR: isa.UPT}

// checkSSA checks single definition per component and dominance of uses.
func (f *Func) checkSSA(bad func(*Block, *Instr, string, ...any)) {
	defs := newDefSites(f)
	var buf [8]Operand // operand lists without an allocation each
	for _, b := range f.Blocks {
		for k, in := range b.Instrs {
			for _, d := range in.AppendDefs(buf[:0]) {
				if d.Reg.V == 0 {
					continue
				}
				n := d.Count
				if in.Op != OpMachine {
					n = int(f.VRegs[d.Reg.V].Size)
				}
				for c := 0; c < n; c++ {
					key := [2]int{int(d.Reg.V), int(d.Reg.Sub) + c}
					if prev, dup := defs.get(key); dup {
						bad(b, in, "%s component %d already defined in %s", f.RegName(Whole(d.Reg.V), 0), key[1], prev.b.label())
					}
					defs.set(key, defSite{b, k})
				}
			}
		}
	}
	dom := f.Dominators()
	reach := map[*Block]bool{}
	for _, b := range f.ReversePostorder() {
		reach[b] = true
	}
	for _, b := range f.Blocks {
		if !reach[b] {
			continue
		}
		for k, in := range b.Instrs {
			for ai, u := range in.AppendUses(buf[:0]) {
				if u.Reg.V == 0 {
					continue
				}
				n := u.Count
				if in.Op != OpMachine {
					n = int(f.VRegs[u.Reg.V].Size)
				}
				for c := 0; c < n; c++ {
					key := [2]int{int(u.Reg.V), int(u.Reg.Sub) + c}
					d, ok := defs.get(key)
					if !ok {
						bad(b, in, "%s component %d is used but never defined", f.RegName(Whole(u.Reg.V), 0), key[1])
						continue
					}
					useBlock, useIdx := b, k
					if in.Op == OpPhi {
						useBlock, useIdx = b.Preds[ai], len(b.Preds[ai].Instrs)
					}
					if d.b == useBlock {
						if d.idx >= useIdx {
							bad(b, in, "%s is used before its definition", f.RegName(u.Reg, 1))
						}
					} else if !dom.Dominates(d.b, useBlock) {
						bad(b, in, "%s is defined in %s, which does not dominate its use", f.RegName(u.Reg, 1), d.b.label())
					}
				}
			}
		}
	}
}

// defSite is where a component of a virtual register is defined.
type defSite struct {
	b   *Block
	idx int
}

// defSites maps (virtual register, component) to its definition: a slice
// indexed by each register's first component (the verifier runs after
// every pass, and a map keyed by pairs was a third of its time), with a
// map for components outside their register, which checkMachine reports.
type defSites struct {
	f     *Func
	base  []int // base[v]: index of v's component 0 in slots
	slots []defSite
	other map[[2]int]defSite
}

func newDefSites(f *Func) *defSites {
	d := &defSites{f: f, base: make([]int, len(f.VRegs)+1), other: map[[2]int]defSite{}}
	for v := range f.VRegs {
		d.base[v+1] = d.base[v] + int(f.VRegs[v].Size)
	}
	d.slots = make([]defSite, d.base[len(f.VRegs)])
	return d
}

func (d *defSites) slot(key [2]int) *defSite {
	v, c := key[0], key[1]
	if v > 0 && v < len(d.f.VRegs) && c >= 0 && c < int(d.f.VRegs[v].Size) {
		return &d.slots[d.base[v]+c]
	}
	return nil
}

func (d *defSites) get(key [2]int) (defSite, bool) {
	if s := d.slot(key); s != nil {
		return *s, s.b != nil
	}
	s, ok := d.other[key]
	return s, ok
}

func (d *defSites) set(key [2]int, s defSite) {
	if p := d.slot(key); p != nil {
		*p = s
		return
	}
	d.other[key] = s
}

func sameBlocks(a, b []*Block) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func sameSet(a, b []*Block) bool {
	if len(a) != len(b) {
		return false
	}
	m := map[*Block]int{}
	for _, x := range a {
		m[x]++
	}
	for _, x := range b {
		m[x]--
	}
	for _, n := range m {
		if n != 0 {
			return false
		}
	}
	return true
}

func blockList(bs []*Block) string {
	var s []string
	for _, b := range bs {
		s = append(s, b.label())
	}
	return "[" + strings.Join(s, " ") + "]"
}
