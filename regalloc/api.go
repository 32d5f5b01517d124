package regalloc

import "fmt"

// Class is a register file. Registers of different classes never interfere.
type Class uint8

// The register files of the target.
const (
	GPR Class = iota // R0..R254; R255 is RZ
	UR               // UR0..UR62; UR63 is URZ
	PR               // P0..P6; P7 is PT
	UPR              // UP0..UP6; UP7 is UPT

	// NumClasses is the number of register classes.
	NumClasses = 4
)

var classNames = [NumClasses]string{"GPR", "UR", "PR", "UPR"}
var classPrefix = [NumClasses]string{"R", "UR", "P", "UP"}
var classZero = [NumClasses]string{"RZ", "URZ", "PT", "UPT"}

// fileSizes is the number of real registers per class; the index equal to the
// size names the class's constant register (RZ, URZ, PT, UPT).
var fileSizes = [NumClasses]int{255, 63, 7, 7}

// String returns the class name ("GPR", "UR", "PR", "UPR").
func (c Class) String() string {
	if int(c) < NumClasses {
		return classNames[c]
	}
	return fmt.Sprintf("Class(%d)", uint8(c))
}

// FileSize is the number of real registers in the class (255, 63, 7, 7). The
// register whose index equals FileSize is the constant register (RZ, URZ, PT,
// UPT): it may appear as an operand, the allocator ignores it.
func (c Class) FileSize() int { return fileSizes[c] }

// Spillable reports whether values of the class can be spilled to local
// memory. Only GPR values can. Predicates (PR) can instead be kept in GPRs
// when Config.SpillPredicates is set; running out of another class is an
// error.
func (c Class) Spillable() bool { return c == GPR }

// PReg is a physical register: a class and an index in its file.
type PReg uint16

// NoPReg is the PReg of a virtual register that has no single register
// (spilled, or never used).
const NoPReg PReg = 0xFFFF

// MakePReg returns register index of class c.
func MakePReg(c Class, index int) PReg { return PReg(uint16(c)<<8 | uint16(index&0xFF)) }

// Class returns the register's class.
func (p PReg) Class() Class { return Class(p >> 8) }

// Index returns the register's index within its class.
func (p PReg) Index() int { return int(p & 0xFF) }

// IsZero reports whether p is its class's constant register (RZ, URZ, PT, UPT).
func (p PReg) IsZero() bool { return int(p.Class()) < NumClasses && p.Index() == fileSizes[p.Class()] }

// String returns the assembly name, e.g. "R4", "UR2", "P0", "RZ".
func (p PReg) String() string {
	if p == NoPReg {
		return "NoPReg"
	}
	c := p.Class()
	if int(c) >= NumClasses {
		return fmt.Sprintf("PReg(%#x)", uint16(p))
	}
	if p.IsZero() {
		return classZero[c]
	}
	return fmt.Sprintf("%s%d", classPrefix[c], p.Index())
}

// VReg is a virtual register number, dense in [0, Function.NumVRegs()).
type VReg uint32

// Reg is an operand's register: a virtual register or a pre-colored physical one.
type Reg uint32

const physBit = 1 << 31

// Virt returns the operand register for virtual register v.
func Virt(v VReg) Reg { return Reg(v &^ physBit) }

// Phys returns the operand register for physical register p (pre-colored).
func Phys(p PReg) Reg { return Reg(p) | physBit }

// IsVirtual reports whether r names a virtual register.
func (r Reg) IsVirtual() bool { return r&physBit == 0 }

// VReg returns the virtual register; valid if r.IsVirtual().
func (r Reg) VReg() VReg { return VReg(r) }

// PReg returns the physical register; valid if !r.IsVirtual().
func (r Reg) PReg() PReg { return PReg(r &^ physBit) }

// String returns "v12" for a virtual register and the assembly name otherwise.
func (r Reg) String() string {
	if r.IsVirtual() {
		return fmt.Sprintf("v%d", uint32(r))
	}
	return r.PReg().String()
}

// Operand is one register an instruction reads or writes.
//
// For a virtual register of width n, the operand accesses units
// [Offset, Offset+Width) of it (Width 0 means the whole register, Offset must
// then be 0). A def that writes only part of a wide register leaves the other
// units unchanged (see the package doc for how liveness treats it).
//
// For a physical register, the operand accesses Width consecutive registers
// starting at the given one (Width 0 means 1); Offset must be 0 and the first
// register must be a multiple of Width.
type Operand struct {
	Reg    Reg
	Offset uint8
	Width  uint8
	// EarlyClobber, on a def, forbids the def from sharing a register with
	// any use of the same instruction (it is written before all are read).
	EarlyClobber bool
}

// Function is a machine function in non-SSA form, as the allocator reads it.
// Block 0 is the entry; blocks are numbered in layout order. The allocator
// only reads through this interface; all changes go through a Rewriter.
// Spill stores go right after the defining instruction, so an instruction
// that transfers control must not define a virtual GPR.
type Function interface {
	// NumBlocks returns the number of basic blocks.
	NumBlocks() int
	// Succs appends the successors of block b to buf and returns it.
	// Predecessors are derived from it.
	Succs(b int, buf []int) []int
	// NumInstrs returns the number of instructions in block b.
	NumInstrs(b int) int
	// Instr returns instruction i of block b.
	Instr(b, i int) Instr
	// NumVRegs returns the number of virtual registers; VRegs are dense in [0, NumVRegs).
	NumVRegs() int
	// VRegInfo returns the class of v and its width in 32-bit units (1, 2 or 4).
	VRegInfo(v VReg) (c Class, width int)
}

// Instr is one instruction. If it also implements fmt.Stringer, error
// messages quote it.
type Instr interface {
	// Defs appends the operands the instruction writes to buf and returns it.
	Defs(buf []Operand) []Operand
	// Uses appends the operands the instruction reads to buf and returns it.
	// The order of Defs and Uses is the order of the registers passed back
	// to Rewriter.AssignRegs.
	Uses(buf []Operand) []Operand
	// IsCopy reports whether the instruction only copies its single use to
	// its single def, of the same class and width. Copies are coalescing
	// candidates; a copy whose two sides end up in the same registers is
	// removed (Rewriter.RemoveInstr).
	IsCopy() bool
}

// LoopDepther is optionally implemented by a Function that knows its loop
// nesting; otherwise the allocator computes natural loops from the CFG.
type LoopDepther interface {
	// LoopDepth returns the loop nesting depth of block b (0 outside loops).
	LoopDepth(b int) int
}

// Rewriter applies an allocation to the function; see Result.Apply for the
// order of calls. Positions (b, i) are block and instruction indexes of the
// function as the allocator read it.
type Rewriter interface {
	// AssignRegs gives the registers of instruction i of block b: one per
	// operand, in the order of Defs and Uses; each is the first register of
	// the operand (the operand's width gives the rest). The slices are only
	// valid during the call.
	AssignRegs(b, i int, defs, uses []PReg)
	// RemoveInstr deletes instruction i of block b (always a copy).
	RemoveInstr(b, i int)
	// InsertReload inserts, before the instruction now at index i of block b
	// (i may equal the block length), a load of width registers starting at
	// dst from spill slot slot. Slots are in 4-byte units of the spill area,
	// and a multiple of width.
	InsertReload(b, i int, dst PReg, width, slot int)
	// InsertSpill inserts, before the instruction now at index i of block b,
	// a store of width registers starting at src to spill slot slot.
	InsertSpill(b, i int, src PReg, width, slot int)
}

// Config sets the register budget.
type Config struct {
	// Allocatable[c] is how many registers of class c (from index 0 up) may
	// be assigned to virtual registers; 0 means the whole file. A small
	// value is a debug cap that forces spilling.
	Allocatable [NumClasses]int
	// Reserved registers are never assigned to a virtual register (for
	// example a stack pointer); they may still appear pre-colored.
	Reserved []PReg
	// Costly registers are assigned to a virtual register only when no
	// other allocatable register is free for it (or its move partner
	// already has one): callee-saved registers, which cost the function a
	// save and a reload the first time it writes one.
	Costly []PReg
	// SpillPredicates lets predicate values that find no predicate
	// register live in another register instead: each is given a home (a
	// GPR value for a PR predicate, a UR value for a UPR one), every def of
	// the predicate is followed by a save into the home and every use
	// preceded by a restore from it (a GPR home, an ordinary GPR value, may
	// itself spill to memory; UR homes cannot). The Rewriter passed to Apply
	// must then implement PredicateSpiller.
	SpillPredicates bool
}

// PredicateSpiller is implemented by a Rewriter that can move predicates to
// and from GPRs (required when Config.SpillPredicates is set).
type PredicateSpiller interface {
	// InsertPredSave inserts, before the instruction now at index i of block
	// b, an instruction that sets dst (a GPR for a PR src, a UR for a UPR
	// src) to a value encoding predicate src (for example dst = src ? 1 : 0).
	InsertPredSave(b, i int, dst, src PReg)
	// InsertPredRestore inserts, before the instruction now at index i of
	// block b, an instruction that sets predicate dst from register src as
	// saved by InsertPredSave (for example dst = src != 0).
	InsertPredRestore(b, i int, dst, src PReg)
	// InsertRemat inserts, before the instruction now at index i of block
	// b, a copy of instruction origI of block origB of the function as read
	// (before Apply changed anything) with the given registers: a compare
	// recomputed instead of a predicate kept in a register (only when the
	// Function reports the original Rematerializable).
	InsertRemat(b, i, origB, origI int, defs, uses []PReg)
}

// Rematerializer is optionally implemented by a Function (with
// Config.SpillPredicates) to let the allocator recompute a predicate at its
// uses instead of keeping it in a register, when that is cheaper.
type Rematerializer interface {
	// Rematerializable reports whether instruction i of block b may be
	// executed again anywhere its operands hold the same values, with the
	// same result: it writes only its single predicate def, has no other
	// effect, and reads only its listed uses.
	Rematerializable(b, i int) bool
}

// Result is a successful allocation. It does not change the function until
// Apply is called.
type Result struct {
	// Assignment[v] is the first register of virtual register v, or NoPReg
	// if v was spilled (its uses and defs then go through short-lived
	// registers around reloads and spills) or never appears.
	Assignment []PReg
	// Slot[v] is the spill slot of v in 4-byte units, or -1.
	Slot []int
	// RegsUsed[c] is the highest register index used in class c plus one,
	// counting pre-colored operands (not RZ/URZ/PT/UPT): the kernel's
	// per-thread register count for GPR.
	RegsUsed [NumClasses]int
	// SpillSlots is the size of the spill area in 4-byte units.
	SpillSlots int
	// SpilledVRegs is the number of virtual registers spilled.
	SpilledVRegs int
	// RemovedCopies is the number of copies removed because both sides got
	// the same registers (or the same spill slot).
	RemovedCopies int
	// Rounds is the number of build-color iterations (1 if nothing spilled).
	Rounds int

	edits []edit
	regs  []PReg
}
