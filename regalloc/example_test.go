package regalloc_test

import (
	"fmt"
	"slices"
	"strings"

	"gpucc/regalloc"
)

// exInstr is an instruction of a minimal IR: an opcode and its operands.
type exInstr struct {
	op         string
	defs, uses []regalloc.Operand
}

func (in *exInstr) Defs(buf []regalloc.Operand) []regalloc.Operand { return append(buf, in.defs...) }
func (in *exInstr) Uses(buf []regalloc.Operand) []regalloc.Operand { return append(buf, in.uses...) }
func (in *exInstr) IsCopy() bool                                   { return in.op == "mov" }

// exFunc is a function of the minimal IR; all its virtual registers are GPRs.
type exFunc struct {
	blocks [][]*exInstr
	succs  [][]int
	widths []int // per virtual register
}

func (f *exFunc) NumBlocks() int                                 { return len(f.blocks) }
func (f *exFunc) Succs(b int, buf []int) []int                   { return append(buf, f.succs[b]...) }
func (f *exFunc) NumInstrs(b int) int                            { return len(f.blocks[b]) }
func (f *exFunc) Instr(b, i int) regalloc.Instr                  { return f.blocks[b][i] }
func (f *exFunc) NumVRegs() int                                  { return len(f.widths) }
func (f *exFunc) VRegInfo(v regalloc.VReg) (regalloc.Class, int) { return regalloc.GPR, f.widths[v] }

// The Rewriter methods edit the block slices in place: Apply calls them in
// reverse order, so the indexes are always those of the original function.

func (f *exFunc) AssignRegs(b, i int, defs, uses []regalloc.PReg) {
	in := f.blocks[b][i]
	for k, r := range defs {
		in.defs[k] = f.physical(in.defs[k], r)
	}
	for k, r := range uses {
		in.uses[k] = f.physical(in.uses[k], r)
	}
}

// physical keeps the operand's width but names the register.
func (f *exFunc) physical(o regalloc.Operand, r regalloc.PReg) regalloc.Operand {
	w := o.Width
	if w == 0 && o.Reg.IsVirtual() {
		w = uint8(f.widths[o.Reg.VReg()])
	}
	return regalloc.Operand{Reg: regalloc.Phys(r), Width: w}
}

func (f *exFunc) RemoveInstr(b, i int) { f.blocks[b] = slices.Delete(f.blocks[b], i, i+1) }

func (f *exFunc) InsertReload(b, i int, dst regalloc.PReg, width, slot int) {
	ld := &exInstr{op: fmt.Sprintf("ldl [%d]", 4*slot), defs: []regalloc.Operand{{Reg: regalloc.Phys(dst), Width: uint8(width)}}}
	f.blocks[b] = slices.Insert(f.blocks[b], i, ld)
}

func (f *exFunc) InsertSpill(b, i int, src regalloc.PReg, width, slot int) {
	st := &exInstr{op: fmt.Sprintf("stl [%d]", 4*slot), uses: []regalloc.Operand{{Reg: regalloc.Phys(src), Width: uint8(width)}}}
	f.blocks[b] = slices.Insert(f.blocks[b], i, st)
}

func exOperand(o regalloc.Operand) string {
	if o.Reg.IsVirtual() || o.Width <= 1 {
		return o.Reg.String()
	}
	p := o.Reg.PReg()
	return fmt.Sprintf("%v:%v", p, regalloc.MakePReg(p.Class(), p.Index()+int(o.Width)-1))
}

func (in *exInstr) String() string {
	var s []string
	for _, d := range in.defs {
		s = append(s, exOperand(d))
	}
	text := strings.Join(s, ", ")
	if text != "" {
		text += " = "
	}
	s = s[:0]
	for _, u := range in.uses {
		s = append(s, exOperand(u))
	}
	return strings.TrimSpace(text + in.op + " " + strings.Join(s, ", "))
}

func Example() {
	v := func(n regalloc.VReg) regalloc.Operand { return regalloc.Operand{Reg: regalloc.Virt(n)} }
	hi := regalloc.Operand{Reg: regalloc.Virt(1), Offset: 1, Width: 1} // high half of the pair v1
	f := &exFunc{
		widths: []int{1, 2, 1, 1}, // v1 is a 64-bit pair
		succs:  [][]int{nil},
		blocks: [][]*exInstr{{
			{op: "ld", defs: []regalloc.Operand{v(0)}},
			{op: "ld.64", defs: []regalloc.Operand{v(1)}},
			{op: "add", defs: []regalloc.Operand{v(2)}, uses: []regalloc.Operand{v(0), hi}},
			{op: "mov", defs: []regalloc.Operand{v(3)}, uses: []regalloc.Operand{v(2)}},
			{op: "st", uses: []regalloc.Operand{v(3), v(1)}},
			{op: "ret"},
		}},
	}
	res, err := regalloc.Allocate(f, regalloc.Config{})
	if err != nil {
		fmt.Println(err)
		return
	}
	res.Apply(f)
	for _, in := range f.blocks[0] {
		fmt.Println(in)
	}
	fmt.Println("GPRs:", res.RegsUsed[regalloc.GPR], "copies removed:", res.RemovedCopies)
	// Output:
	// R0 = ld
	// R2:R3 = ld.64
	// R0 = add R0, R3
	// st R0, R2:R3
	// ret
	// GPRs: 4 copies removed: 1
}
