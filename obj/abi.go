package obj

// The kernel ABI's layout of constant bank 0 (docs/isa.md, "Kernel ABI"):
// the launch geometry at the bottom, the parameter block from ParamBase.
// The compiler reads these words (lower), the emulator writes them at launch
// (emu), and the container checks parameter lists against them (Validate),
// so they are defined once, here.
const (
	// BlockDimOffset is the offset of ntid.x; ntid.y and ntid.z follow at
	// +4 and +8.
	BlockDimOffset = 0x00
	// GridDimOffset is the offset of nctaid.x; nctaid.y and nctaid.z follow
	// at +4 and +8.
	GridDimOffset = 0x0C
	// DynamicSharedOffset holds the launch's dynamic shared memory bytes.
	DynamicSharedOffset = 0x18
	// ParamBase is the offset of the first kernel parameter; the bytes below
	// it hold the launch geometry and are otherwise reserved.
	ParamBase = 0x160
	// MaxParamBytes is the largest parameter block a kernel may have.
	MaxParamBytes = 4096
)

// The calling convention of subroutines (CALL/RET; docs/compiler.md,
// "Calls"): R0 holds the return address, R1 the stack pointer (the base of
// the current function's frame in local memory; the stack grows up from
// the kernel's own frame), R2.. the arguments and results, at most
// CallArgWords words; each kernel's convention has as many argument
// registers as its subroutines need (an even number, at most CallArgWords)
// and the callee-saved registers right after them, up to R31 (CallSaved0 is
// where they start in the widest convention). A kernel with recursion makes
// the registers after the arguments up to R(RecursiveCallSaved0-1)
// caller-saved scratch too: its frames are repeated once per level, so a
// value not live across a call should cost no save (docs/compiler.md,
// "Calls"), and offers its subroutines R32..R(RecursiveScratchEnd-1) as
// caller-saved scratch, kept when one needs more registers than R0..R31. A
// subroutine allocates only R0..R31 otherwise (SubroutineGPRs), so the
// registers above survive every call.
const (
	CallReturnAddr      = 0
	CallStackPtr        = 1
	CallArg0            = 2
	CallArgWords        = 16
	CallSaved0          = CallArg0 + CallArgWords
	RecursiveCallSaved0 = 12
	RecursiveScratchEnd = 48
	SubroutineGPRs      = 32
)
