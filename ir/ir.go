// Package ir is gpucc's machine IR: functions of basic blocks holding ISA
// instructions whose register operands are virtual registers of a register
// class (GPR, UR, PR, UPR, BR). Before register allocation the IR is in SSA
// form: every 32-bit component of a virtual register is defined once, and
// values merge at OpPhi instructions. A 64-bit value is one virtual register
// of two components (allocated to an aligned pair); an instruction that reads
// or writes half of it names the component (Reg.Sub), so the two halves of a
// 64-bit add are written by two instructions.
//
// Instructions are isa.Inst values: the form and its field values come from
// the ISA tables, so the operand roles (uses, defs, widths) of every
// instruction are table-driven, and after allocation the same Inst encodes
// directly.
package ir

import (
	"fmt"

	"gpucc/isa"
	"gpucc/obj"
)

// VReg names a virtual register: an index into Func.VRegs. 0 means none.
type VReg int32

// VRegInfo describes a virtual register.
type VRegInfo struct {
	Class isa.Class
	Size  uint8  // 32-bit components: 1, 2 (64-bit pair) or 4 (128-bit quad); 1 for predicates
	Name  string // optional hint for printing, e.g. the LLVM value name
}

// Reg is a register operand: components [Sub, Sub+width) of virtual
// register V. V == 0 means the field holds a physical register (RZ, PT, or
// an allocated register) in the instruction's Vals.
type Reg struct {
	V   VReg
	Sub uint8
}

// Op distinguishes machine instructions from the IR's pseudo-instructions.
type Op uint8

// Instruction kinds.
const (
	// OpMachine is an ISA instruction (Inst.Form is set).
	OpMachine Op = iota
	// OpPhi defines Dst from Args[i] when control comes from Block.Preds[i].
	OpPhi
	// OpCopy defines Dst as a copy of Args[0] (same class and size); the
	// register allocator coalesces copies, and copy expansion turns the rest
	// into moves.
	OpCopy
)

// Instr is one instruction.
type Instr struct {
	Op   Op
	Inst isa.Inst // form, immediates, modifiers, control bits; physical registers after allocation
	// Regs holds the virtual register of each register field of Inst
	// (indexed like Inst.Form.Fields).
	Regs [isa.MaxFields]Reg
	// Target is the destination block of BRA and the reconvergence block of BSSY.
	Target *Block
	// Callee is the subroutine a CALL calls (its target is the callee's
	// entry block, resolved when the kernel is laid out).
	Callee *Func
	// Implicit lists the physical registers the instruction reads and
	// writes beyond its fields, by the calling convention: a CALL reads
	// the stack pointer and its argument registers and writes every
	// register a callee may change; a RET reads the result registers. The
	// register allocator honours them; nothing else needs to, since no
	// instruction moves across a CALL or RET.
	Implicit *Implicit
	// Dst and Args are the operands of OpPhi and OpCopy.
	Dst  Reg
	Args []Reg
	// CopyPhys holds the physical registers register allocation gave an
	// OpCopy's destination and source (first register of each), which copy
	// expansion turns into moves. Dst and Args keep naming the virtual
	// registers for their class and size.
	CopyPhys [2]uint32
	// Origin names the LLVM instruction this came from, for error messages
	// and printed comments ("" when none); OriginText reads it.
	Origin string
	// OriginInst is the LLVM instruction this came from when Origin does
	// not spell it out: its text is made only when OriginText asks for it
	// (formatting every LLVM instruction's text took a tenth of compile
	// time, for messages that are almost never printed).
	OriginInst LLVMInst
	// Src is the CUDA source line of that instruction (its !dbg location;
	// Line 0 when unknown), for the kernel's line table.
	Src SrcPos
}

// FrameAdjust is an instruction whose immediate (vb, or the memory offset
// off) becomes Sign times the function's frame size plus Offset.
type FrameAdjust struct {
	In     *Instr
	Sign   int32
	Offset int32
}

// Implicit holds an instruction's implicit physical register operands.
type Implicit struct {
	Uses, Defs []PhysReg
}

// PhysReg is a physical register (the first of Count consecutive ones).
type PhysReg struct {
	Class isa.Class
	N     uint32
	Count uint8
}

// SrcPos is a line of a source file.
type SrcPos struct {
	File string
	Line uint32
}

// Block is a basic block. It ends with terminators: EXIT, or BRA, or a
// guarded BRA followed by an unconditional one.
type Block struct {
	ID     int
	Name   string
	Instrs []*Instr
	Preds  []*Block
	Succs  []*Block
	// LoopDepth is the loop nesting depth (0 outside loops), set by
	// ComputeLoops; the register allocator weighs spill costs with it.
	LoopDepth int
}

// Func is a kernel.
type Func struct {
	Name   string
	Blocks []*Block // Blocks[0] is the entry; the slice order is the layout order
	VRegs  []VRegInfo
	// OutOfSSA is set by phi elimination: there are no phis, and a
	// virtual register may be defined more than once (by the copies that
	// replaced the phis), so the SSA rules no longer apply.
	OutOfSSA bool
	// Allocated is set once registers are physical: every register field
	// holds its physical register in Inst.Vals and Regs are empty; the copies
	// left hold theirs in CopyPhys.
	Allocated bool
	// Resources the kernel needs besides registers.
	LocalBytes  uint32
	SharedBytes uint32
	Params      []obj.Param
	ParamBytes  uint32
	// Asserts is the assert table TRAP immediates index (failed CUDA
	// asserts), copied into the encoded kernel.
	Asserts []obj.Assert
	// Subs are the subroutines a kernel calls (directly or through other
	// subroutines), compiled with it and laid out after it; only a kernel
	// has them. Subroutine is set on each of them: it is entered by CALL,
	// leaves by RET, and its frame is on the stack (docs/compiler.md,
	// "Calls").
	Subs       []*Func
	Subroutine bool
	// Recursive is set on a subroutine in a call cycle (direct or mutual
	// recursion): its frame is repeated on every level, and its paths
	// that end the recursion run once per leaf of the call tree, so its
	// saves are shrink-wrapped (regalloc/irbind).
	Recursive bool
	// CallSaved0 is a subroutine's first callee-saved register: the
	// convention is the kernel's own, its argument registers as many as
	// its subroutines need (docs/compiler.md, "Calls").
	CallSaved0 uint32
	// CallScratchEnd, when above 32, makes R32..R(CallScratchEnd-1)
	// caller-saved scratch registers a subroutine may use besides
	// R0..R31 (a kernel with recursion, docs/compiler.md "Calls"); 0 in
	// the convention without them.
	CallScratchEnd uint32
	// SaveAt and RestoreAt are a subroutine's shrink-wrapping points
	// (regalloc/irbind, shrinkWrap): NOP markers that write every
	// callee-saved register (Implicit), SaveAt at the top of the block
	// dominating its calls and RestoreAt on every edge leaving the region
	// that block dominates. The frame pass saves the callee-saved
	// registers at SaveAt and reloads them at each RestoreAt (and before a
	// RET inside the region) instead of at the entry and every RET, when
	// every write of one lies in the region; it removes the markers.
	SaveAt    *Instr
	RestoreAt []*Instr
	// FrameAdjusts are a subroutine's IADD R1, R1, imm around its calls;
	// the frame pass sets imm to plus and minus the final frame size
	// (Sign +1 before the call, -1 after).
	FrameAdjusts []FrameAdjust
	// StackBytes is a kernel's per-thread call stack, above its own
	// frame, within LocalBytes (0 without calls).
	StackBytes uint32
	// Remarks are the compiler's notes on decisions a user may want to
	// know about (`gpucc -v`), like LLVM's optimization remarks.
	Remarks []string
}

// NewFunc returns an empty function.
func NewFunc(name string) *Func {
	return &Func{Name: name, VRegs: []VRegInfo{{}}}
}

// NewVReg allocates a virtual register of the given class and size.
func (f *Func) NewVReg(class isa.Class, size uint8, name string) VReg {
	f.VRegs = append(f.VRegs, VRegInfo{Class: class, Size: size, Name: name})
	return VReg(len(f.VRegs) - 1)
}

// NewBlock appends a new block in layout order.
func (f *Func) NewBlock(name string) *Block {
	b := &Block{ID: len(f.Blocks), Name: name}
	f.Blocks = append(f.Blocks, b)
	return b
}

// Renumber gives blocks IDs in layout order.
func (f *Func) Renumber() {
	for i, b := range f.Blocks {
		b.ID = i
	}
}

// NewInstr returns a machine instruction of the named form with default
// field values. It panics on an unknown form name: form names are
// compile-time constants of the instruction selector.
func NewInstr(form string) *Instr {
	fm := isa.FormByName(form)
	if fm == nil {
		panic(fmt.Sprintf("ir: unknown form %s", form))
	}
	return &Instr{Inst: isa.NewInst(fm)}
}

// Field returns the index of the named field of a machine instruction, or -1.
func (in *Instr) Field(name string) int { return in.Inst.Form.FieldIndex(name) }

// SetReg binds the named register field to a virtual register component.
func (in *Instr) SetReg(field string, r Reg) *Instr {
	i := in.mustField(field)
	in.Regs[i] = r
	return in
}

// SetPhys stores a physical register number (RZ, PT, ...) in the named field.
func (in *Instr) SetPhys(field string, n uint32) *Instr {
	i := in.mustField(field)
	in.Regs[i] = Reg{}
	in.Inst.Vals[i] = n
	return in
}

// SetVal stores a raw field value (immediate, modifier, cmem reference).
func (in *Instr) SetVal(field string, v uint32) *Instr {
	in.Inst.Vals[in.mustField(field)] = v
	return in
}

// SetMod sets a modifier field by its assembly name (".U32" without the dot).
func (in *Instr) SetMod(field, value string) *Instr {
	i := in.mustField(field)
	fl := &in.Inst.Form.Fields[i]
	v, ok := isa.Enums()[fl.Enum].Lookup(value)
	if !ok {
		panic(fmt.Sprintf("ir: %s.%s has no value %s", in.Inst.Form.Name, field, value))
	}
	in.Inst.Vals[i] = v
	return in
}

func (in *Instr) mustField(name string) int {
	i := in.Inst.Form.FieldIndex(name)
	if i < 0 {
		panic(fmt.Sprintf("ir: form %s has no field %s", in.Inst.Form.Name, name))
	}
	return i
}

// Whole refers to all components of v.
func Whole(v VReg) Reg { return Reg{V: v} }

// Part refers to components starting at sub of v.
func Part(v VReg, sub uint8) Reg { return Reg{V: v, Sub: sub} }

// Append adds an instruction at the end of b and returns it.
func (b *Block) Append(in *Instr) *Instr {
	b.Instrs = append(b.Instrs, in)
	return in
}

// IsBranch reports whether in is a branch (BRA: optype property branch).
func (in *Instr) IsBranch() bool {
	return in.Op == OpMachine && in.Inst.Form.Op().Props.Branch
}

// IsExit reports whether in ends the thread (EXIT: optype property exit).
func (in *Instr) IsExit() bool {
	return in.Op == OpMachine && in.Inst.Form.Op().Props.Exit
}

// IsReturn reports whether in returns from a subroutine (RET: optype
// property return). Like EXIT it ends its block with no successor.
func (in *Instr) IsReturn() bool {
	return in.Op == OpMachine && in.Inst.Form.Op().Props.Return
}

// IsCall reports whether in calls a subroutine (CALL: optype property call).
// Its Target is the callee's entry block, in another function; control
// comes back to the next instruction, so it is no edge of the CFG.
func (in *Instr) IsCall() bool {
	return in.Op == OpMachine && in.Inst.Form.Op().Props.Call
}

// IsTerminator reports whether in ends a block (BRA, EXIT or RET) when unguarded.
func (in *Instr) IsTerminator() bool {
	return in.Op == OpMachine && in.Inst.Form.Op().Props.Terminator()
}

// Guarded reports whether a machine instruction has a guard other than PT.
func (in *Instr) Guarded() bool {
	f := in.Inst.Form
	return in.Regs[f.Guard].V != 0 || in.Inst.Vals[f.Guard] != isa.PT || in.Inst.Vals[f.GuardNot] != 0
}

// Operand is one register operand of an instruction as the register
// allocator and scheduler see it.
type Operand struct {
	Field int // field index, or -1 for Dst/Args of pseudo-instructions
	Class isa.Class
	Reg   Reg // the virtual register (V == 0 for a physical one)
	Phys  uint32
	Count int // 32-bit components spanned (1 for predicates)
}

// LLVMInst is what the IR knows of an LLVM instruction: its text.
type LLVMInst interface{ LLString() string }

// OriginText names the LLVM instruction in came from: Origin, or the text
// of OriginInst ("" when neither is set).
func (in *Instr) OriginText() string {
	if in.Origin == "" && in.OriginInst != nil {
		return in.OriginInst.LLString()
	}
	return in.Origin
}

// Uses returns the register operands an instruction reads. It is small
// enough to inline, so the buffer lives in the caller's frame unless the
// caller keeps the slice (the passes call it for every instruction, and a
// heap slice each was several percent of compile time).
func (in *Instr) Uses() []Operand {
	return in.AppendUses(make([]Operand, 0, operandBuf))
}

// operandBuf is the capacity Uses and Defs start with: more than any
// machine instruction's register fields, as many as most phis' arguments.
const operandBuf = 8

// AppendUses appends the operands Uses returns to ops: passes that look
// at every instruction reuse one buffer instead of a new slice each.
func (in *Instr) AppendUses(ops []Operand) []Operand {
	if in.Op != OpMachine {
		for k, a := range in.Args {
			ops = append(ops, Operand{Field: -1 - k, Reg: a})
		}
		return ops
	}
	return in.appendOperands(ops, in.Inst.Form.Uses)
}

// AppendDefs appends the operands Defs returns to ops.
func (in *Instr) AppendDefs(ops []Operand) []Operand {
	if in.Op != OpMachine {
		return append(ops, Operand{Field: -1, Reg: in.Dst})
	}
	return in.appendOperands(ops, in.Inst.Form.Defs)
}

func (in *Instr) appendOperands(ops []Operand, refs []isa.RegRef) []Operand {
	for _, r := range refs {
		i := int(r.Field)
		ops = append(ops, Operand{Field: i, Class: r.Class, Reg: in.Regs[i], Phys: in.Inst.Vals[i], Count: in.Inst.RegCount(i)})
	}
	return ops
}

// Defs returns the register operands an instruction writes (inlined like
// Uses).
func (in *Instr) Defs() []Operand {
	return in.appendDefs(make([]Operand, 0, operandBuf))
}

// appendDefs is AppendDefs kept out of line: inlined into Defs it would
// make Defs too large to inline.
//
//go:noinline
func (in *Instr) appendDefs(ops []Operand) []Operand { return in.AppendDefs(ops) }
