package isa

import "fmt"

// Optype identifies an instruction: its index in the optype table
// (Optypes()), not its encoding code (OptypeInfo.Code). The constants OpIADD,
// OpLDG, ... are generated from the machine description, one per
// `__DefOptype`.
type Optype uint8

// Info returns the optype's table entry.
func (o Optype) Info() *OptypeInfo { return &optypes[o] }

// Props returns the optype's properties (its `__DefProperties` row).
func (o Optype) Props() *Props { return &optypes[o].Props }

// String returns the optype's name as in the description ("IMAD_WIDE").
func (o Optype) String() string {
	if int(o) < len(optypes) {
		return optypes[o].Name
	}
	return fmt.Sprintf("Optype(%d)", o)
}

// MemAccess is the direction of an optype's memory access.
type MemAccess uint8

// Memory access directions (words load.SPACE, store.SPACE, atomic.SPACE).
const (
	MemNone   MemAccess = iota // accesses no memory
	MemLoad                    // reads memory into its results
	MemStore                   // writes memory
	MemAtomic                  // reads, modifies and writes memory in one indivisible step (ATOM, RED)
)

var accessNames = [...]string{"none", "load", "store", "atomic"}

func (a MemAccess) String() string {
	if int(a) < len(accessNames) {
		return accessNames[a]
	}
	return fmt.Sprintf("MemAccess(%d)", a)
}

// MemSpace is the address space an optype accesses. Different specific
// spaces never alias; the generic space aliases every one but const.
type MemSpace uint8

// Address spaces.
const (
	SpaceNone   MemSpace = iota
	SpaceGlobal          // device memory shared by every thread of the grid
	SpaceShared          // per-CTA memory
	SpaceLocal           // per-thread memory
	SpaceConst           // read-only constant banks
	// SpaceGeneric is the generic address space: one access reaches global,
	// shared or local memory by the address's window, so it may alias any
	// of them.
	SpaceGeneric
)

var spaceNames = [...]string{"none", "global", "shared", "local", "const", "generic"}

func (s MemSpace) String() string {
	if int(s) < len(spaceNames) {
		return spaceNames[s]
	}
	return fmt.Sprintf("MemSpace(%d)", s)
}

// Props are the facts about an optype that the compiler and the emulator
// act on beyond its operands and latency, declared per optype in the
// `__DefProperties` block of isa/spec/machine.txt (docs/isa.md, "Optype
// properties"). The generator refuses an optype without a row, so a new
// optype is never silently treated as free of effects. Variable latency is
// declared in `__DefLatency` and kept in OptypeInfo.Variable.
type Props struct {
	Mem   MemAccess // direction of the memory access (word DIRECTION.SPACE)
	Space MemSpace  // address space of the memory access, SpaceNone if Mem is MemNone

	MemBar       bool // membar: orders the thread's memory accesses (MEMBAR)
	Barrier      bool // barrier: waits for the threads of the CTA (BAR)
	BarrierState bool // barrier-state: reads or writes the state of a CTA barrier (B2R, R2B)
	WarpSync     bool // warpsync: waits for other threads of its warp (BSYNC, WARPSYNC)
	Convergence  bool // convergence: sets up or waits on a convergence barrier register (BSSY, BSYNC)
	Branch       bool // branch: may transfer control to its target (BRA); ends a block when unguarded
	Exit         bool // exit: ends the thread (EXIT); ends a block when unguarded
	// Call (call): transfers control to a subroutine at its target and
	// writes the return address (CALL). Control comes back to the next
	// instruction, so it does not end a block; the caller's results are
	// all complete before it issues.
	Call bool
	// Return (return): goes back to the return address in its register
	// operand (RET); ends a block when unguarded, with no successor in
	// the function.
	Return     bool
	Collective bool // collective: its result depends on other lanes of the warp (SHFL, VOTE)
	Faults     bool // faults: may fault for some register operand values (an out-of-range index)
	// IndirectRead (indirect-read) and IndirectWrite (indirect-write): reads
	// or writes a GPR whose number is computed at run time (GETGPR, SETGPR),
	// which to a compiler is any GPR.
	IndirectRead  bool
	IndirectWrite bool
	SReg          bool // sreg: reads a special register (S2R), some of which change over time (the clock)
	Uniform       bool // uniform: writes warp-uniform registers, once for the whole warp
	Commutative   bool // commutative: exchanging the sources ra and rb leaves every result unchanged
	// ImmFold (immfold): an immediate form is the register form with the
	// register source replaced by its 32-bit value, .neg negating it (bit
	// complement under .X), so a known constant may be folded into it.
	ImmFold bool
}

// SideEffects reports whether an instruction does anything beyond writing
// its result registers from its operands: it accesses memory, orders or
// waits, changes control flow, depends on other lanes, or may fault. Such an
// instruction keeps its order relative to the others of its kind.
func (p *Props) SideEffects() bool {
	return p.Mem != MemNone || p.MemBar || p.Barrier || p.BarrierState || p.WarpSync || p.Convergence ||
		p.Branch || p.Exit || p.Call || p.Return || p.Collective || p.Faults
}

// Terminator reports whether an unguarded instruction of the optype ends its
// basic block (a branch, an exit or a return).
func (p *Props) Terminator() bool { return p.Branch || p.Exit || p.Return }

// WritesMemory reports whether the optype stores to memory (stores and
// atomics).
func (p *Props) WritesMemory() bool { return p.Mem == MemStore || p.Mem == MemAtomic }
