// Package irbind binds the generic register allocator (package regalloc) to
// gpucc's machine IR. It provides three passes of the pipeline, in this
// order:
//   - EliminatePhis takes a function out of SSA form: critical edges into
//     blocks with phis are split and the phis become copies on the incoming
//     edges;
//   - Allocate presents the function to the allocator through
//     regalloc.Function and applies the result: physical register numbers go
//     into the instructions' fields, spill code becomes STL/LDL to the
//     thread's local memory after the allocas, and the copies that coalescing
//     could not remove keep their physical registers in ir.Instr.CopyPhys,
//     and predicates that do not fit in P0..P6 are kept in GPRs (SEL to
//     save, ISETP to restore) or recomputed;
//   - ExpandCopies turns those copies into MOV, MOV.64, UMOV or PLOP3.
package irbind

import (
	"fmt"
	"strings"

	"gpucc/ir"
	"gpucc/isa"
	"gpucc/obj"
	"gpucc/regalloc"
)

// Options set the register budget.
type Options struct {
	// MaxGPRs caps the allocatable GPRs (0 = all); a debug aid that forces
	// spilling. A cap must be at least MinMaxGPRs.
	MaxGPRs int
}

// MinMaxGPRs is the smallest GPR cap accepted (as ptxas has a lower bound
// on -maxrregcount). Every GPR value can spill, and a spilled value's
// temporary in an instruction holds only the part the instruction names, so
// an instruction needs at most as many GPRs as its operands name at once:
// four 64-bit operands (DFMA d, a, b, c; a 64-bit compare-and-swap with its
// address, compare value, new value and result) are 8 even when the result
// cannot share a source's registers. Kernels seen so far fit 6 (a DFMA's
// three sources, the result sharing theirs), but 8 is the bound the
// instruction set guarantees.
const MinMaxGPRs = 8

// Stats report what the allocation did.
type Stats struct {
	SpillSlots    int // 4-byte spill slots in local memory
	SpilledVRegs  int
	RemovedCopies int
	GPRs          int // registers used per file (highest index + 1)
	URs, Preds    int
	UPreds        int
}

// EliminatePhis takes f out of SSA form (see eliminatePhis) and marks it
// OutOfSSA.
func EliminatePhis(f *ir.Func) error {
	if f.Allocated || f.OutOfSSA {
		return fmt.Errorf("%s: phis are already eliminated", f.Name)
	}
	f.ComputeCFG()
	eliminatePhis(f)
	f.ComputeCFG()
	f.OutOfSSA = true
	return nil
}

// Allocate allocates the registers of f in place and marks it allocated.
// Phis must have been eliminated; the copies left are expanded by
// ExpandCopies.
func Allocate(f *ir.Func, opts Options) (Stats, error) {
	var st Stats
	if f.Allocated {
		return st, fmt.Errorf("%s: registers are already allocated", f.Name)
	}
	if !f.OutOfSSA {
		return st, fmt.Errorf("%s: the function is in SSA form: eliminate its phis first", f.Name)
	}
	if opts.MaxGPRs > 0 && opts.MaxGPRs < MinMaxGPRs {
		return st, fmt.Errorf("%s: a cap of %d GPRs is below the minimum of %d (an instruction may name four 64-bit operands)", f.Name, opts.MaxGPRs, MinMaxGPRs)
	}
	settleScratch(f)
	shrinkWrap(f)
	f.ComputeLoops()
	fn := &function{f: f}
	// Predicates that do not fit in P0..P6 live in GPRs (SEL to save,
	// ISETP to restore), so allocation fails only if GPRs run out.
	cfg := regalloc.Config{SpillPredicates: true}
	if opts.MaxGPRs > 0 {
		cfg.Allocatable[regalloc.GPR] = opts.MaxGPRs
	}
	if f.Subroutine || len(f.Subs) > 0 {
		// The calling convention (lower/call.go): R1 is the stack
		// pointer; a subroutine uses R0..R31 only, so that the registers
		// above survive every call.
		cfg.Reserved = []regalloc.PReg{regalloc.MakePReg(regalloc.GPR, obj.CallStackPtr)}
	}
	if f.Subroutine {
		limit := max(obj.SubroutineGPRs, int(f.CallScratchEnd))
		if a := cfg.Allocatable[regalloc.GPR]; a == 0 || a > limit {
			cfg.Allocatable[regalloc.GPR] = limit
		}
		// A callee-saved register costs a save and a reload: values take
		// the caller-saved ones first (those live across a call cannot).
		for r := f.CallSaved0; r < obj.SubroutineGPRs; r++ {
			cfg.Costly = append(cfg.Costly, regalloc.MakePReg(regalloc.GPR, int(r)))
		}
	}
	res, err := regalloc.Allocate(fn, cfg)
	if err != nil {
		return st, fmt.Errorf("register allocation: %v", err)
	}
	spillBase := (f.LocalBytes + 15) &^ 15
	base := uint32(isa.RZ)
	if f.Subroutine {
		base = obj.CallStackPtr // the frame is on the stack
	}
	rw := &rewriter{f: f, spillBase: spillBase, base: base, copies: map[*ir.Instr][2]regalloc.PReg{}, remat: rematSnapshot(fn),
		slots: map[*ir.Instr]slotAccess{}}
	res.Apply(rw)
	if rw.err != nil {
		return st, rw.err
	}
	spillSlots := res.SpillSlots
	if spillSlots > 0 {
		spillSlots = shareSpillSlots(f, rw.slots, spillBase)
		f.LocalBytes = spillBase + uint32(spillSlots)*4
	}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if in.Op == ir.OpCopy {
				sides, ok := rw.copies[in]
				if !ok {
					return st, fmt.Errorf("%s: copy `%s` was not allocated", f.Name, f.FormatInstr(in))
				}
				if want, _ := classOf(f.VRegs[in.Dst.V].Class); sides[0].Class() != want || sides[1].Class() != want {
					return st, fmt.Errorf("%s: copy `%s` was allocated to registers of another class", f.Name, f.FormatInstr(in))
				}
				in.CopyPhys = [2]uint32{uint32(sides[0].Index()), uint32(sides[1].Index())}
			}
			in.Regs = [isa.MaxFields]ir.Reg{}
		}
	}
	f.Allocated = true
	st = Stats{SpillSlots: spillSlots, SpilledVRegs: res.SpilledVRegs, RemovedCopies: res.RemovedCopies,
		GPRs: res.RegsUsed[regalloc.GPR], URs: res.RegsUsed[regalloc.UR], Preds: res.RegsUsed[regalloc.PR], UPreds: res.RegsUsed[regalloc.UPR]}
	return st, nil
}

// eliminatePhis replaces the phis of every block by copies at the end of
// each predecessor. Each phi goes through a fresh temporary (t = arg in the
// predecessor, dst = t at the top of the block), so phis that read each
// other's results (a swap) stay correct; coalescing removes most copies.
// Critical edges are split first so that the copies run only on their edge.
func eliminatePhis(f *ir.Func) {
	hasPhi := func(b *ir.Block) bool { return len(b.Instrs) > 0 && b.Instrs[0].Op == ir.OpPhi }
	// Split critical edges into blocks with phis.
	for _, b := range append([]*ir.Block(nil), f.Blocks...) {
		if !hasPhi(b) || len(b.Preds) < 2 {
			continue
		}
		for _, p := range append([]*ir.Block(nil), b.Preds...) {
			if len(p.Succs) < 2 {
				continue
			}
			mid := f.NewBlock(p.Name + ".to." + b.Name)
			br := ir.NewInstr("BRA_I")
			br.Target = b
			mid.Append(br)
			// Retarget p's branches to b, and a fall-through into b.
			retargeted := false
			for _, in := range p.Instrs {
				if in.IsBranch() && in.Target == b {
					in.Target = mid
					retargeted = true
				}
			}
			if !retargeted { // p falls through to b: branch to mid instead
				j := ir.NewInstr("BRA_I")
				j.Target = mid
				p.Append(j)
			}
			// Keep b.Preds order for the phi arguments: replace p by mid.
			for k, x := range b.Preds {
				if x == p {
					b.Preds[k] = mid
				}
			}
			mid.Preds = []*ir.Block{p}
			mid.Succs = []*ir.Block{b}
			for k, x := range p.Succs {
				if x == b {
					p.Succs[k] = mid
				}
			}
		}
	}
	f.Renumber()
	for _, b := range f.Blocks {
		if !hasPhi(b) {
			continue
		}
		n := 0
		var top []*ir.Instr
		for n < len(b.Instrs) && b.Instrs[n].Op == ir.OpPhi {
			phi := b.Instrs[n]
			info := f.VRegs[phi.Dst.V]
			t := f.NewVReg(info.Class, info.Size, "")
			for k, p := range b.Preds {
				insertBeforeTerminators(p, &ir.Instr{Op: ir.OpCopy, Dst: ir.Whole(t), Args: []ir.Reg{phi.Args[k]}})
			}
			top = append(top, &ir.Instr{Op: ir.OpCopy, Dst: phi.Dst, Args: []ir.Reg{ir.Whole(t)}})
			n++
		}
		b.Instrs = append(top, b.Instrs[n:]...)
	}
}

// insertBeforeTerminators adds in before the block's trailing branches and exits.
func insertBeforeTerminators(b *ir.Block, in *ir.Instr) {
	k := len(b.Instrs)
	for k > 0 && b.Instrs[k-1].IsTerminator() {
		k--
	}
	b.Instrs = append(b.Instrs, nil)
	copy(b.Instrs[k+1:], b.Instrs[k:])
	b.Instrs[k] = in
}

// classOf maps IR register classes to the allocator's; barrier registers
// are assigned by the instruction selector and not allocated.
func classOf(c isa.Class) (regalloc.Class, bool) {
	switch c {
	case isa.GPR:
		return regalloc.GPR, true
	case isa.UR:
		return regalloc.UR, true
	case isa.PR:
		return regalloc.PR, true
	case isa.UPR:
		return regalloc.UPR, true
	}
	return 0, false
}

// function presents an ir.Func to the allocator. IR virtual register v is
// allocator register v-1.
type function struct {
	f *ir.Func
}

func (fn *function) NumBlocks() int { return len(fn.f.Blocks) }

func (fn *function) Succs(b int, buf []int) []int {
	for _, s := range fn.f.Blocks[b].Succs {
		buf = append(buf, s.ID)
	}
	return buf
}

func (fn *function) NumInstrs(b int) int { return len(fn.f.Blocks[b].Instrs) }

func (fn *function) Instr(b, i int) regalloc.Instr {
	return &instr{f: fn.f, in: fn.f.Blocks[b].Instrs[i]}
}

func (fn *function) NumVRegs() int { return len(fn.f.VRegs) - 1 }

func (fn *function) VRegInfo(v regalloc.VReg) (regalloc.Class, int) {
	info := fn.f.VRegs[v+1]
	c, _ := classOf(info.Class)
	return c, int(info.Size)
}

func (fn *function) LoopDepth(b int) int { return fn.f.Blocks[b].LoopDepth }

type instr struct {
	f  *ir.Func
	in *ir.Instr
}

func (x *instr) String() string { return x.f.FormatInstr(x.in) }

// IsCopy reports the allocator's copies: OpCopy, and an unguarded MOV of a
// register, which is how selection moves values into and out of the
// calling convention's physical registers (arguments, results, the return
// address, the stack pointer). As copies they can be coalesced with the
// physical register, and a MOV whose two sides got the same register is
// removed instead of becoming MOV R4, R4.
func (x *instr) IsCopy() bool {
	if x.in.Op == ir.OpCopy {
		return true
	}
	if x.in.Op != ir.OpMachine || x.in.Inst.Form.Name != "MOV_R" || x.in.Guarded() {
		return false
	}
	var buf [2]regalloc.Operand
	return len(x.Defs(buf[:0])) == 1 && len(x.Uses(buf[:0])) == 1 // not MOV R2, RZ
}

// operands converts IR operands; skipped reports operands that are not
// allocated (constant registers, barrier registers), so that Defs/Uses and
// AssignRegs agree on positions.
func (x *instr) operands(ops []ir.Operand, buf []regalloc.Operand) []regalloc.Operand {
	for _, op := range ops {
		if ro, ok := x.convert(op); ok {
			buf = append(buf, ro)
		}
	}
	return buf
}

func (x *instr) convert(op ir.Operand) (regalloc.Operand, bool) {
	if op.Reg.V != 0 {
		info := x.f.VRegs[op.Reg.V]
		if _, ok := classOf(info.Class); !ok {
			return regalloc.Operand{}, false
		}
		w := op.Count
		if x.in.Op != ir.OpMachine {
			w = int(info.Size)
		}
		ro := regalloc.Operand{Reg: regalloc.Virt(regalloc.VReg(op.Reg.V - 1)), Offset: op.Reg.Sub, Width: uint8(w)}
		if int(op.Reg.Sub) == 0 && w == int(info.Size) {
			ro.Width = 0 // the whole register
		}
		return ro, true
	}
	c, ok := classOf(op.Class)
	if !ok || x.in.Op != ir.OpMachine {
		return regalloc.Operand{}, false
	}
	p := regalloc.MakePReg(c, int(op.Phys))
	if p.IsZero() {
		return regalloc.Operand{}, false
	}
	return regalloc.Operand{Reg: regalloc.Phys(p), Width: uint8(op.Count)}, true
}

func (x *instr) Defs(buf []regalloc.Operand) []regalloc.Operand {
	var tmp [8]ir.Operand // no allocation per instruction
	buf = x.operands(x.in.AppendDefs(tmp[:0]), buf)
	if x.in.Implicit != nil {
		buf = implicitOperands(x.in.Implicit.Defs, buf)
	}
	return buf
}

func (x *instr) Uses(buf []regalloc.Operand) []regalloc.Operand {
	var tmp [8]ir.Operand
	buf = x.operands(x.in.AppendUses(tmp[:0]), buf)
	if x.in.Implicit != nil {
		buf = implicitOperands(x.in.Implicit.Uses, buf)
	}
	return buf
}

// implicitOperands appends the pre-colored operands of the calling
// convention (a CALL's argument registers and clobbers, a RET's results).
// They come after the fields' operands, so AssignRegs, which walks the
// fields, ignores the registers the allocator returns for them.
func implicitOperands(regs []ir.PhysReg, buf []regalloc.Operand) []regalloc.Operand {
	for _, r := range regs {
		c, ok := classOf(r.Class)
		if !ok {
			continue
		}
		for k := uint32(0); k < uint32(max(r.Count, 1)); k++ {
			buf = append(buf, regalloc.Operand{Reg: regalloc.Phys(regalloc.MakePReg(c, int(r.N+k)))})
		}
	}
	return buf
}

// rewriter applies the allocation.
type rewriter struct {
	f         *ir.Func
	spillBase uint32
	base      uint32 // the address register of spill slots: RZ, or R1 in a subroutine
	err       error
	// copies records the registers given to the destination and source of
	// each copy until Allocate stores them in the copy.
	copies map[*ir.Instr][2]regalloc.PReg
	// remat holds copies, taken before any rewriting, of the instructions
	// the allocator may recompute (InsertRemat), by block and index.
	remat map[[2]int]*ir.Instr
	// slots records the spill stores and reloads inserted, for
	// shareSpillSlots.
	slots map[*ir.Instr]slotAccess
}

func (rw *rewriter) AssignRegs(b, i int, defs, uses []regalloc.PReg) {
	in := rw.f.Blocks[b].Instrs[i]
	x := &instr{f: rw.f, in: in}
	assign := func(ops []ir.Operand, regs []regalloc.PReg, side int) {
		k := 0
		for _, op := range ops {
			if _, ok := x.convert(op); !ok {
				continue
			}
			if k >= len(regs) {
				rw.fail("%s: allocator returned too few registers for `%s`", rw.f.Name, rw.f.FormatInstr(in))
				return
			}
			p := regs[k]
			k++
			if in.Op != ir.OpMachine {
				sides := rw.copies[in]
				sides[side] = p
				rw.copies[in] = sides
				continue
			}
			in.Inst.Vals[op.Field] = uint32(p.Index())
			in.Regs[op.Field] = ir.Reg{}
		}
	}
	var tmp [8]ir.Operand // no allocation per instruction
	assign(in.AppendDefs(tmp[:0]), defs, 0)
	assign(in.AppendUses(tmp[:0]), uses, 1)
}

func (rw *rewriter) fail(format string, args ...any) {
	if rw.err == nil {
		rw.err = fmt.Errorf(format, args...)
	}
}

func (rw *rewriter) RemoveInstr(b, i int) {
	blk := rw.f.Blocks[b]
	blk.Instrs = append(blk.Instrs[:i], blk.Instrs[i+1:]...)
}

func (rw *rewriter) insert(b, i int, in *ir.Instr) {
	blk := rw.f.Blocks[b]
	blk.Instrs = append(blk.Instrs, nil)
	copy(blk.Instrs[i+1:], blk.Instrs[i:])
	blk.Instrs[i] = in
}

var memTypes = map[int]string{1: "32", 2: "64", 4: "128"}

func (rw *rewriter) InsertReload(b, i int, dst regalloc.PReg, width, slot int) {
	in := ir.NewInstr("LDL_R").SetPhys("rd", uint32(dst.Index())).SetPhys("ra", rw.base).
		SetVal("off", rw.spillBase+uint32(slot)*4).SetMod("memtype", memTypes[width])
	in.Origin = "reload"
	rw.slots[in] = slotAccess{slot: slot, width: width}
	rw.insert(b, i, in)
}

func (rw *rewriter) InsertSpill(b, i int, src regalloc.PReg, width, slot int) {
	in := ir.NewInstr("STL_R").SetPhys("rb", uint32(src.Index())).SetPhys("ra", rw.base).
		SetVal("off", rw.spillBase+uint32(slot)*4).SetMod("memtype", memTypes[width])
	in.Origin = "spill"
	rw.slots[in] = slotAccess{slot: slot, width: width, store: true}
	rw.insert(b, i, in)
}

// InsertPredSave keeps predicate src in register dst: SEL dst, RZ, 1, !src
// (dst = src ? 1 : 0), or USEL for a uniform predicate in a UR.
func (rw *rewriter) InsertPredSave(b, i int, dst, src regalloc.PReg) {
	var in *ir.Instr
	if src.Class() == regalloc.UPR {
		in = ir.NewInstr("USEL_RI").SetPhys("urd", uint32(dst.Index())).SetPhys("ura", isa.URZ).SetVal("vb", 1).
			SetPhys("upp", uint32(src.Index())).SetVal("upp.not", 1)
	} else {
		in = ir.NewInstr("SEL_RI").SetPhys("rd", uint32(dst.Index())).SetPhys("ra", isa.RZ).SetVal("vb", 1).
			SetPhys("pp", uint32(src.Index())).SetVal("pp.not", 1)
	}
	in.Origin = "predicate spill"
	rw.insert(b, i, in)
}

// InsertPredRestore sets predicate dst from register src: ISETP.NE.U32.AND
// dst, PT, src, 0, PT (UISETP for a uniform predicate).
func (rw *rewriter) InsertPredRestore(b, i int, dst, src regalloc.PReg) {
	var in *ir.Instr
	if dst.Class() == regalloc.UPR {
		in = ir.NewInstr("UISETP_RI").SetMod("compop", "NE").SetMod("boolop", "AND").SetMod("itype", "U32").
			SetPhys("upu", uint32(dst.Index())).SetPhys("upv", isa.UPT).SetPhys("ura", uint32(src.Index())).SetVal("vb", 0).
			SetPhys("upp", isa.UPT).SetPhys("upq", isa.UPT)
	} else {
		in = ir.NewInstr("ISETP_RI").SetMod("compop", "NE").SetMod("boolop", "AND").SetMod("itype", "U32").
			SetPhys("pu", uint32(dst.Index())).SetPhys("pv", isa.PT).SetPhys("ra", uint32(src.Index())).SetVal("vb", 0).
			SetPhys("pp", isa.PT).SetPhys("pq", isa.PT)
	}
	in.Origin = "predicate reload"
	rw.insert(b, i, in)
}

// Rematerializable reports the compares the allocator may recompute at a
// predicate's uses instead of keeping it in a GPR: an unguarded ISETP that
// writes one predicate and reads only GPRs, uniform registers and constants.
func (fn *function) Rematerializable(b, i int) bool {
	in := fn.f.Blocks[b].Instrs[i]
	if in.Op != ir.OpMachine || !strings.HasPrefix(in.Inst.Form.Name, "ISETP_") {
		return false
	}
	x := &instr{f: fn.f, in: in}
	defs := x.Defs(nil)
	if len(defs) != 1 {
		return false
	}
	for _, u := range x.Uses(nil) {
		if c := operandClass(fn, u); c == regalloc.PR || c == regalloc.UPR {
			return false // a guard or predicate input
		}
	}
	return true
}

// operandClass is the register class of an allocator operand.
func operandClass(fn *function, o regalloc.Operand) regalloc.Class {
	if o.Reg.IsVirtual() {
		c, _ := fn.VRegInfo(o.Reg.VReg())
		return c
	}
	return o.Reg.PReg().Class()
}

// rematSnapshot copies every instruction Rematerializable accepts, before
// Apply assigns registers in place.
func rematSnapshot(fn *function) map[[2]int]*ir.Instr {
	snap := map[[2]int]*ir.Instr{}
	for b, blk := range fn.f.Blocks {
		for i, in := range blk.Instrs {
			if fn.Rematerializable(b, i) {
				c := *in
				snap[[2]int{b, i}] = &c
			}
		}
	}
	return snap
}

// InsertRemat inserts a copy of the compare at (origB, origI) as read,
// with the given registers.
func (rw *rewriter) InsertRemat(b, i, origB, origI int, defs, uses []regalloc.PReg) {
	orig := rw.remat[[2]int{origB, origI}]
	if orig == nil {
		rw.fail("%s: the allocator recomputes instruction %d of block %d, which is not a compare", rw.f.Name, origI, origB)
		return
	}
	c := *orig
	c.Origin = "recomputed predicate"
	rw.insert(b, i, &c)
	rw.AssignRegs(b, i, defs, uses)
}

// ExpandCopies turns the copies register allocation left into move
// instructions; a copy whose source and destination got the same register
// disappears.
func ExpandCopies(f *ir.Func) error {
	if !f.Allocated {
		return fmt.Errorf("%s: registers are not allocated", f.Name)
	}
	for _, b := range f.Blocks {
		var out []*ir.Instr
		for _, in := range b.Instrs {
			if in.Op != ir.OpCopy {
				out = append(out, in)
				continue
			}
			info := f.VRegs[in.Dst.V]
			class, ok := classOf(info.Class)
			if !ok {
				return fmt.Errorf("%s: no move for a copy of class %v", f.Name, info.Class)
			}
			dst, src := regalloc.MakePReg(class, int(in.CopyPhys[0])), regalloc.MakePReg(class, int(in.CopyPhys[1]))
			if dst == src {
				continue
			}
			moves, err := moveInstrs(dst, src, int(info.Size), in.Origin)
			if err != nil {
				return fmt.Errorf("%s: %v", f.Name, err)
			}
			for _, mv := range moves {
				mv.OriginInst = in.OriginInst
			}
			out = append(out, moves...)
		}
		b.Instrs = out
	}
	return nil
}

// moveInstrs copies size registers from src to dst.
func moveInstrs(dst, src regalloc.PReg, size int, origin string) ([]*ir.Instr, error) {
	d, s := uint32(dst.Index()), uint32(src.Index())
	var out []*ir.Instr
	switch dst.Class() {
	case regalloc.GPR:
		for k := 0; k < size; k += 2 {
			if size-k >= 2 {
				out = append(out, ir.NewInstr("MOV_R").SetMod("width", "64").SetPhys("rd", d+uint32(k)).SetPhys("rb", s+uint32(k)))
			} else {
				out = append(out, ir.NewInstr("MOV_R").SetPhys("rd", d+uint32(k)).SetPhys("rb", s+uint32(k)))
			}
		}
	case regalloc.UR:
		for k := 0; k < size; k++ {
			out = append(out, ir.NewInstr("UMOV_U").SetPhys("urd", d+uint32(k)).SetPhys("urb", s+uint32(k)))
		}
	case regalloc.PR:
		// pu = pa: truth table of the first input.
		out = append(out, ir.NewInstr("PLOP3_X").SetPhys("pu", d).SetPhys("pa", s).SetPhys("pb", isa.PT).SetPhys("pc", isa.PT).SetVal("lut", 0xF0))
	case regalloc.UPR:
		// upu = (URZ == URZ) && upp.
		out = append(out, ir.NewInstr("UISETP_RR").SetMod("compop", "EQ").SetMod("boolop", "AND").
			SetPhys("upu", d).SetPhys("ura", isa.URZ).SetPhys("urb", isa.URZ).SetPhys("upp", s))
	default:
		return nil, fmt.Errorf("no move for class %v", dst.Class())
	}
	for _, in := range out {
		in.Origin = origin
	}
	return out, nil
}
