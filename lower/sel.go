package lower

import (
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"

	"gpucc/ir"
)

// sel is the state of lowering one kernel.
type sel struct {
	mod  *llir.Module
	fn   *llir.Func
	opts Options
	// funnelDone marks the lowering of a copy whose divergent multi-exit
	// loops have been funnelled (funnel.go).
	funnelDone bool
	f          *ir.Func

	// calls is set for a kernel that calls subroutines and for those
	// subroutines (call.go); into is a subroutine's machine function,
	// created before selection so that calls can name it. retAddr and
	// frameBase are a subroutine's return address and frame base (copies
	// of R0 and R1 at its entry).
	calls     *callCtx
	into      *ir.Func
	retAddr   ir.Reg
	frameBase ir.Reg

	params map[*llir.Param]*paramInfo
	// allocaOff and sharedOff are the frame offsets of allocas and the
	// shared-memory offsets of addrspace(3) globals (space.go).
	allocaOff map[*llir.InstAlloca]int64
	// pointerSpaces and escaped (a spaceSet): planPointers.
	pointerSpaces map[value.Value]uint8
	escaped       int
	sharedOff     map[*llir.Global]int64
	// globals is the layout of the module's __device__ variables (globals.go).
	globals *GlobalLayout
	// consts is the layout of its __constant__ variables (constbank.go).
	consts *GlobalLayout

	// The read-only analyses of the LLVM function (analysis.go), computed
	// before selection. Embedded, so that selection code reads s.inUR,
	// s.users, s.g, ... directly; it never writes them.
	*analysis
	// bars are the convergence barriers the reconvergence plan chose
	// (reconverge.go); inserted are the machine blocks created for its
	// insertions, by index.
	bars     []*barrier
	inserted []*mblock

	// Machine blocks (control.go).
	mbs        []*mblock // main block of every LLVM block (nil when unreachable)
	layout     []*mblock
	entry      *mblock
	edgeBlocks map[[2]int]*mblock // LLVM edge (from, to) -> first machine block on it

	// Selection state.
	vals     map[value.Value]*lval
	sregs    map[string]*lval
	cmemUR   map[uint64]ir.Reg // ULDC results by width<<32 | offset
	addrs    map[addrKey]addrVal
	cur      *mblock
	curBlock *llir.Block
	curInst  llir.LLStringer
	origin   ir.LLVMInst // the LLVM instruction being selected, for Instr.OriginInst
}

// sub reports whether a subroutine is being selected.
func (s *sel) sub() bool { return s.opts.subroutine }

// paramInfo is a kernel parameter's place in constant bank 0.
type paramInfo struct {
	idx  int
	off  uint32
	size uint32
	ptr  bool
	ext  extKind // from signext/zeroext
	// byval marks a struct passed by value: size bytes at off (byval.go).
	byval bool
}

// extKind records what the bits of a register above a narrow (8- or 16-bit)
// value hold, or for a 64-bit value whether it is the extension of its low
// 32 bits.
type extKind uint8

const (
	extNone extKind = iota // unknown
	extZero                // zero-extended
	extSign                // sign-extended
	extBoth                // a constant that is both (compare operands only)
)

// okind is the kind of a 32-bit source operand.
type okind uint8

const (
	kNone okind = iota
	kReg        // a GPR (component of a virtual register, or RZ when r.V == 0)
	kUReg       // a uniform register component
	kImm        // a 32-bit immediate
	kCMem       // c[0x0][off]
)

// opnd is a 32-bit source operand (or, for wide operand slots, the first
// register of a pair). neg asks for the slot's negation (or bit-not under
// .X) modifier; immediates are negated by the caller instead.
type opnd struct {
	k   okind
	r   ir.Reg
	imm uint32
	off uint32 // constant bank offset for kCMem
	neg bool
}

func imm(v uint32) opnd    { return opnd{k: kImm, imm: v} }
func gpr(r ir.Reg) opnd    { return opnd{k: kReg, r: r} }
func ureg(r ir.Reg) opnd   { return opnd{k: kUReg, r: r} }
func cmem(off uint32) opnd { return opnd{k: kCMem, off: off} }

var zero = imm(0)

func (o opnd) isImm(v uint32) bool { return o.k == kImm && o.imm == v }

// pkind is the kind of a predicate operand.
type pkind uint8

const (
	pConst pkind = iota
	pPR
	pUPR
)

// pred is an i1 value: a constant, or a (uniform) predicate register with a
// pending negation.
type pred struct {
	k   pkind
	r   ir.Reg
	not bool
	c   bool // pConst: the value
}

func (p pred) negate() pred {
	if p.k == pConst {
		p.c = !p.c
	} else {
		p.not = !p.not
	}
	return p
}

// lval is the lowered form of an LLVM value.
type lval struct {
	bits int // 1, 8, 16, 32 or 64 (pointers are 64)
	p    pred
	x    opnd    // bits 8..32
	ext  extKind // bits 8..16: what the register holds above the value
	zx   opnd    // bits 8..16: the zero extension, once computed
	sx   opnd    // bits 8..16: the sign extension, once computed
	// 64-bit values: the halves, and the whole pair when one register
	// holds both (pair.V != 0).
	lo, hi opnd
	pair   ir.Reg
	gpair  ir.Reg      // a GPR pair composed from the halves, in home
	hiFn   func() opnd // computes hi on demand (sign extension)
	ext64  extKind     // the value is the extension of the 32-bit lo
	off    int64       // pointers: a constant byte offset not yet added
	space  uint8       // pointers: spaceLocal or spaceShared (lo is the address)
	home   *mblock     // where on-demand parts of the value are computed
	fields []*lval     // aggregates ({T, i1} of cmpxchg): the fields
	// folded marks a value that its single user absorbed into its own
	// instructions; nothing may read it.
	folded bool
}

// mblock is a machine block under construction. Its instructions are kept
// in sections until finish assembles them.
type mblock struct {
	b     *ir.Block
	llb   int // LLVM block index of a main block, -1 for inserted blocks
	phis  []*ir.Instr
	head  []*ir.Instr // BSYNC and, in the entry block, the prologue
	body  []*ir.Instr
	tail  []*ir.Instr // BSSY
	term  []*ir.Instr
	cache map[cacheKey]ir.Reg

	// phiSrc is the LLVM block whose phi incoming values this block
	// supplies when it is a machine predecessor (its own block for main
	// blocks, the switch block for switch chain blocks).
	phiSrc int
	// Inserted merge blocks (barrier landing pads and join blocks) sit on
	// LLVM edges into block mergeFor; their phis merge the incoming values
	// of that block's phis.
	mergeFor  int
	mergePhis map[*llir.InstPhi]*ir.Instr
	// llvm phis for which this (main) block holds machine phis.
	llPhis []*llir.InstPhi
	mPhis  []*ir.Instr
	// cont is the block that continues this one after a loop the lowering
	// inserted in the middle of an LLVM block (atomic.go); loopPhis are
	// machine phis of such a loop, with their argument per predecessor.
	cont     *mblock
	loopPhis []loopPhi
}

// end is the last machine block of an LLVM block split by inserted loops:
// where code placed "at the end of the block" goes.
func (b *mblock) end() *mblock {
	for b.cont != nil {
		b = b.cont
	}
	return b
}

// cacheKey identifies a materialized operand within a block.
type cacheKey struct {
	kind string
	r    ir.Reg
	v    uint64
}

func (b *mblock) add(in *ir.Instr) *ir.Instr {
	b.body = append(b.body, in)
	return in
}
