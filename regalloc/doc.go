// Package regalloc is gpucc's register allocator: graph coloring with
// iterated register coalescing (George & Appel), independent of the rest of
// the compiler. The machine IR implements three small interfaces and gets
// back a physical register for every operand, the reloads and spills to
// insert, and the copies to delete.
//
// # Input
//
// A Function is a CFG of blocks in layout order, block 0 the entry, each a
// list of Instrs, in non-SSA form (the caller has already replaced phis by
// copies). Every Instr lists the Operands it writes (Defs) and reads (Uses)
// and says whether it is a plain copy (IsCopy). An Operand names a virtual
// register (VReg, dense numbers with a Class and a width given by
// Function.VRegInfo) or a pre-colored physical register (PReg). The
// allocator computes predecessors from Succs, and loop depth from the CFG
// (natural loops of the dominator tree) unless the Function also implements
// LoopDepther.
//
// Register classes are the target's files: GPR (R0..R254; R255 is RZ), UR
// (UR0..UR62; URZ), PR (P0..P6; PT) and UPR (UP0..UP6; UPT). The constant
// registers may appear as operands and are ignored. Config.Allocatable caps
// how many registers of each class (counting from index 0) may be assigned
// (a debug cap such as 16 GPRs forces spilling); Config.Reserved removes
// single registers, such as a stack pointer.
//
// # Wide values and sub-registers
//
// A virtual register has a width of 1, 2 or 4 32-bit units and is assigned
// an aligned group of that many consecutive registers: a 64-bit value gets
// (R2n, R2n+1), a 128-bit value (R4n..R4n+3). The whole group is one node of
// the interference graph; when a wide node is colored every register of its
// group is unavailable to its neighbors, and a pre-colored register makes
// every aligned group containing it unavailable. Colorability uses
// generalized degrees: a neighbor of width wj can take at most
// max(1, wj/w) of the aligned slots of a node of width w.
//
// An Operand may access part of a wide register: Offset and Width select an
// aligned sub-group (the high half of a pair is Offset 1, Width 1; the upper
// pair of a quad Offset 2, Width 2). The allocator resolves it to the
// register at base+Offset, so no extract or compose copies are needed. A
// use of a part keeps the whole register live. A def of a part leaves the
// other units unchanged; the allocator finds by a forward "maybe defined"
// dataflow whether the register can already hold a value there: if so the
// def also reads the register (it stays live above it); if not, as for the
// first half of a pair built half by half, the def starts the live range.
// An Operand marked EarlyClobber (defs only) never shares a register with a
// use of the same instruction.
//
// # Output
//
// Allocate only reads the Function. Its Result holds the assignment
// (Assignment: VReg -> first register, NoPReg if spilled), the registers used
// per class (RegsUsed: highest index + 1, including pre-colored operands; the
// GPR value is the kernel's register count), the spill area size in 4-byte
// units (SpillSlots) and counts of spilled values and removed copies.
// Result.Apply then drives a Rewriter, in reverse program order:
//
//   - AssignRegs(b, i, defs, uses) gives the first register of every operand
//     of instruction i of block b, in Defs/Uses order;
//   - RemoveInstr(b, i) deletes a copy that is no longer needed: its two
//     sides got the same registers, or it became a reload or spill;
//   - InsertReload(b, i, reg, width, slot) and InsertSpill(b, i, reg, width,
//     slot) insert a load from / store to the spill area before the
//     instruction now at index i (i may be the block length).
//
// Stores go right after the instruction that defines a spilled value, so an
// instruction that transfers control must not define a virtual GPR.
//
// Because calls come from the end of the function backwards, every (b, i)
// is an index of the function as read, and an IR holding instructions in
// slices can insert and delete in place.
//
// # Spilling
//
// GPR values spill to memory. With Config.SpillPredicates, a predicate (PR)
// value that finds no register is kept in a GPR instead: it gets a home, an
// ordinary GPR value; every def of the predicate is followed by a save
// (Rewriter InsertPredSave, e.g. SEL home, RZ, 1, !p) and every use preceded
// by a restore into a fresh predicate temporary (InsertPredRestore, e.g.
// ISETP.NE p, home, 0); a copy from or to such a predicate becomes the save
// or restore itself. The home can spill to memory in a later round like any
// GPR value, so predicates never cause a failure while GPRs (or memory)
// remain. Where it is cheaper the predicate is recomputed instead: if its
// single def is an instruction the Function reports Rematerializable (a
// compare) reading at most one virtual register, defined once outside
// loops before it, a copy of the compare goes before each use
// (InsertRemat) and nothing is saved; extending that one source costs at
// most the register a home would take. A uniform predicate (UPR) is kept
// in a UR home, which
// cannot spill. If UR registers run out (or PR or UPR without
// SpillPredicates) Allocate returns an error naming the value and where it
// is defined. A spilled value
// gets a slot in the spill area, aligned to its width (slots are in 4-byte
// units: slot s is at byte offset 4*s), and lives in memory everywhere:
// every instruction that reads it gets a fresh temporary loaded just before,
// every instruction that writes it a fresh temporary stored just after (a
// copy from or to a spilled value becomes the load or store itself). The
// function is then rebuilt and colored again. Temporaries have infinite
// spill cost; if one still cannot be colored, the cheapest colored value
// live across it is spilled instead, so each round spills at least one
// original value and the iteration ends. If an instruction alone needs more
// registers than the class has, Allocate reports that instruction. The
// spill cost of a value is the sum over its occurrences of 10^loopdepth,
// divided by its degree.
//
// # Algorithm
//
// Each round: maybe-defined analysis for partial defs; liveness (backward
// dataflow solved per register with a worklist over blocks, so its cost is
// the total size of the live ranges); interference graph and spill costs by
// a backward scan of each block (a copy's source does not interfere with its
// destination); then simplify, conservative coalescing (Briggs's test
// between virtual registers, George's test into a pre-colored register),
// freeze and optimistic spill selection; select assigns each node the
// register of a colored copy partner if free, else the lowest free aligned
// group (keeping RegsUsed low). The graph uses adjacency lists and a bit
// matrix (a hash set beyond 16384 nodes), live sets are sparse sets, register
// sets 256-bit masks.
//
// # Implementing the interfaces
//
// An IR whose blocks hold instruction slices implements Function and Instr
// by returning what it has, and Rewriter by editing in place:
//
//	type Instr struct {
//		Op         Opcode
//		Defs, Uses []regalloc.Operand
//	}
//
//	func (in *Instr) Defs(buf []regalloc.Operand) []regalloc.Operand { return append(buf, in.Defs...) }
//	func (in *Instr) Uses(buf []regalloc.Operand) []regalloc.Operand { return append(buf, in.Uses...) }
//	func (in *Instr) IsCopy() bool                                   { return in.Op == MOV }
//
//	func (f *Func) NumBlocks() int                    { return len(f.Blocks) }
//	func (f *Func) Succs(b int, buf []int) []int      { return append(buf, f.Blocks[b].Succs...) }
//	func (f *Func) NumInstrs(b int) int               { return len(f.Blocks[b].Instrs) }
//	func (f *Func) Instr(b, i int) regalloc.Instr     { return f.Blocks[b].Instrs[i] }
//	func (f *Func) NumVRegs() int                     { return len(f.VRegs) }
//	func (f *Func) VRegInfo(v regalloc.VReg) (regalloc.Class, int) {
//		return f.VRegs[v].Class, f.VRegs[v].Width
//	}
//
//	func (f *Func) AssignRegs(b, i int, defs, uses []regalloc.PReg) {
//		in := f.Blocks[b].Instrs[i]
//		for k, r := range defs {
//			in.Defs[k] = regalloc.Operand{Reg: regalloc.Phys(r), Width: f.width(in.Defs[k])}
//		}
//		for k, r := range uses {
//			in.Uses[k] = regalloc.Operand{Reg: regalloc.Phys(r), Width: f.width(in.Uses[k])}
//		}
//	}
//	func (f *Func) RemoveInstr(b, i int) {
//		f.Blocks[b].Instrs = slices.Delete(f.Blocks[b].Instrs, i, i+1)
//	}
//	func (f *Func) InsertReload(b, i int, dst regalloc.PReg, width, slot int) {
//		f.Blocks[b].Instrs = slices.Insert(f.Blocks[b].Instrs, i, LDL(dst, width, 4*slot))
//	}
//	func (f *Func) InsertSpill(b, i int, src regalloc.PReg, width, slot int) {
//		f.Blocks[b].Instrs = slices.Insert(f.Blocks[b].Instrs, i, STL(src, width, 4*slot))
//	}
//
// and allocates with
//
//	res, err := regalloc.Allocate(f, regalloc.Config{})
//	if err != nil {
//		return err
//	}
//	res.Apply(f)
//	kernel.NumGPRs = res.RegsUsed[regalloc.GPR]
//	kernel.LocalBytes = 4 * res.SpillSlots
//
// The package's tests use such an IR (a mock ISA with an interpreter that
// runs the program before and after allocation); Example shows it whole.
package regalloc
