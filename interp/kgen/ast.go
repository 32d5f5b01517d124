package kgen

import (
	"fmt"

	"gpucc/launch"
)

// Type is the type of a generated value: I1 for conditions, I8 to I64 for
// integer data, F32 and F64 for floating-point data (float, double).
type Type uint8

// Generated value types. An integer type's value is its width; the
// floating-point types set the high bit above their width.
const (
	I1  Type = 1
	I8  Type = 8
	I16 Type = 16
	I32 Type = 32
	I64 Type = 64
	F32 Type = 0x80 | 32
	F64 Type = 0x80 | 64
)

// IsFloat reports whether t is F32 or F64.
func (t Type) IsFloat() bool { return t&0x80 != 0 }

func (t Type) String() string {
	switch t {
	case F32:
		return "float"
	case F64:
		return "double"
	}
	return fmt.Sprintf("i%d", t)
}

// bits is the storage width in bits.
func (t Type) bits() int { return int(t &^ 0x80) }

// Bytes is the storage size of a data type.
func (t Type) Bytes() int { return t.bits() / 8 }

func (t Type) mask() uint64 {
	if t.bits() == 64 {
		return ^uint64(0)
	}
	return 1<<t.bits() - 1
}

// elem is the launch element type name of a data type.
func (t Type) elem() string {
	switch t {
	case F32:
		return "f32"
	case F64:
		return "f64"
	}
	return t.String()
}

var dataTypes = []Type{I8, I16, I32, I64}

// Prog is the statement tree of a generated kernel plus everything its
// launch needs. Prog.IR lowers it to LLVM IR; the reducer edits Body.
type Prog struct {
	Name  string
	Grid  launch.Dim3
	Block launch.Dim3 // Block.X * Block.Y is a power of two and a multiple of 32
	// Inputs are read-only global buffers; Len is a power of two.
	Inputs  []BufSpec
	Scalars []ScalarSpec
	// Vars are the kernel's variables; each starts as 0 and is written to
	// its own output slot at the end.
	Vars []Type
	// Locals are per-thread arrays of LocalLen elements (allocas).
	Locals []Type
	// Shared are static shared arrays with one element per thread of the
	// block; DynShared adds an extern __shared__ i32 array of the same size.
	Shared    []Type
	DynShared bool
	// PtrSlot adds a per-thread pointer slot (an alloca) that PtrLoad.ViaSlot
	// stores pointers to.
	PtrSlot bool
	// NStores is the number of Store slots per thread after the variables.
	NStores int
	// AccOps32 and AccOps64 are the atomic operation of every accumulator
	// counter: one operation per counter keeps the final value independent
	// of the order of the atomics.
	AccOps32, AccOps64 [AccLen]string
	// FStores counts the FStore slots per thread of type F32 and F64
	// (after the FP variables of that type). Float adds the float and
	// double output buffers fout32 and fout64 to the kernel's parameters.
	FStores [2]int
	Float   bool
	// AccLimits are the limits of the i32 counters whose operation is
	// atomicInc or atomicDec ("inc", "dec"). DevGlobals adds the
	// __device__ globals @dglob and @dtab, WrapShared the shared counter
	// @wsh (issue12.go).
	AccLimits  [AccLen]uint32
	DevGlobals bool
	WrapShared bool
	// DataSeed derives the initial buffer contents.
	DataSeed uint64
	Body     []Stmt
	// Funcs are the device helpers Call calls (calls.go).
	Funcs []*Func
	// ConstArrs are the __constant__ arrays; Textures the input buffers
	// bound to the texture objects passed after the scalars (constarr.go).
	ConstArrs []ConstArr
	Textures  []int
}

// LocalLen is the element count of every local array.
const LocalLen = 8

// AccLen is the number of counters in each atomic accumulator buffer.
const AccLen = 4

// BufSpec describes an input buffer.
type BufSpec struct {
	Elem Type
	Len  int
}

// ScalarSpec describes a scalar parameter. Uniform scalars are the same for
// every thread, like every kernel parameter; the flag only records that the
// generator may use it for uniform control flow.
type ScalarSpec struct {
	T     Type
	Value uint64
}

// threads is the number of threads per block.
func (p *Prog) threads() int { return int(p.Block.X * p.Block.Y * p.Block.Z) }

// slots is the number of output slots per thread.
func (p *Prog) slots() int { return len(p.Vars) + p.NStores }

// Expr is a generated expression. Every expression is defined for every
// input: operations that could be undefined carry their own guards, applied
// when the expression is lowered.
type Expr interface {
	Type() Type
}

// Const is an integer constant.
type Const struct {
	T Type
	V uint64
}

// VarRef reads a variable.
type VarRef struct {
	V int
	T Type
}

// ParamRef reads a scalar parameter.
type ParamRef struct {
	P int
	T Type
}

// Special is a thread-geometry value (i32).
type Special struct{ Kind SpecialKind }

// SpecialKind selects a Special value.
type SpecialKind uint8

// Special values.
const (
	SpTidX SpecialKind = iota
	SpTidY
	SpLinear // tid.x + tid.y * ntid.x
	SpGlobal // ctaid.x * threads per block + linear
	SpLane
	SpCtaid
	SpNtidX
	SpNctaid
)

var specialNames = [...]string{"tid.x", "tid.y", "linear", "gid", "lane", "ctaid.x", "ntid.x", "nctaid.x"}

// uniform reports whether every thread of a CTA sees the same value.
func (k SpecialKind) uniform() bool { return k >= SpCtaid }

// Bin is a wrapping binary operation without flags: add, sub, mul, and,
// or, xor.
type Bin struct {
	Op   string
	X, Y Expr
}

// Shift is shl, lshr or ashr; the amount is reduced modulo the width.
type Shift struct {
	Op     string
	X, Amt Expr
}

// Div is udiv, sdiv, urem or srem. The divisor is made nonzero (and for
// the signed operations also not -1) when lowered: unsigned divisors are
// or'ed with 1; signed ones are forced positive and odd, or, with Neg,
// negative and even.
type Div struct {
	Op   string
	X, Y Expr
	Neg  bool
}

// Flagged is an operation carrying nsw/nuw/exact flags whose operands are
// first narrowed so that the flags provably hold; see the Flag* kinds.
type Flagged struct {
	Kind FlagKind
	X, Y Expr
	// N parametrises the construction: a bit count or shift amount with
	// 1 <= N <= width-2.
	N int
}

// FlagKind selects a Flagged construction.
type FlagKind uint8

// Flagged constructions (W is the width, N the parameter):
const (
	FAddNUWNSW FlagKind = iota // (x & (2^(W-2)-1)) + (y & (2^(W-2)-1))
	FAddNSW                    // (x ashr 1) + (y ashr 1)
	FSubNSW                    // (x ashr 1) - (y ashr 2)
	FSubNUW                    // (x | 2^(W-1)) - (y lshr 1)
	FMulNUWNSW                 // (x & (2^N-1)) * (y & (2^(W-1-N)-1))
	FMulNSW                    // (x ashr (W-N)) * (y ashr N)
	FShlNUWNSW                 // (x & (2^(W-1-N)-1)) << N
	FShlNSW                    // (x ashr N) << N
	FLShrExact                 // (x & ~(2^N-1)) lshr N
	FAShrExact                 // (x & ~(2^N-1)) ashr N
	FUDivExact                 // ((x & (2^N-1)) * d) udiv exact d, d = (y & (2^(W-1-N)-1)) | 1
	FSDivExact                 // ((x ashr (W-N)) * d) sdiv exact d, same d
	nFlagKinds
)

// Cast converts between data types.
type Cast struct {
	Op string // zext, sext or trunc
	X  Expr
	To Type
}

// Cmp is an integer comparison (icmp) or, on F32 and F64 operands, a
// floating-point comparison (fcmp with one of the 16 predicates and
// optional fast-math Flags); its type is i1.
type Cmp struct {
	Pred  string
	X, Y  Expr
	Flags string
}

// Select picks X if C holds, else Y.
type Select struct {
	C    *Cmp
	X, Y Expr
}

// Load reads input buffer Buf (element type T) at Idx masked to the
// buffer length.
type Load struct {
	Buf   int
	Idx   Expr
	T     Type
	Align int // 1 or 2 for an under-aligned access, 0 for the natural alignment
}

// LocalLoad reads local array Arr (element type T) at Idx masked to
// LocalLen.
type LocalLoad struct {
	Arr int
	Idx Expr
	T   Type
}

// Intrin calls a pure integer intrinsic: umin, umax, smin, smax (two
// arguments), abs, ctpop, ctlz, cttz, bitreverse, bswap (one argument),
// fshl, fshr (three arguments).
type Intrin struct {
	Name string
	Args []Expr
}

// Shfl is a full-warp llvm.nvvm.shfl.sync.<Mode>.i32 of X with lane or
// offset operand Lane; Width (32, 16 or 8) selects the segment size.
type Shfl struct {
	Mode  string // idx, up, down, bfly
	X     Expr   // i32
	Lane  Expr   // i32
	Width int
}

// Vote is a full-warp vote: "ballot" gives the i32 mask, "any" and "all"
// an i32 0 or 1.
type Vote struct {
	Kind string
	C    *Cmp
}

// Match is a full-warp llvm.nvvm.match.any.sync on an i32 or i64 value.
type Match struct{ X Expr }

// Redux is a full-warp llvm.nvvm.redux.sync.<Op> on an i32 value.
type Redux struct {
	Op string // add, min, max, umin, umax, and, or, xor
	X  Expr
}

// Type implementations.

func (e *Const) Type() Type     { return e.T }
func (e *VarRef) Type() Type    { return e.T }
func (e *ParamRef) Type() Type  { return e.T }
func (e *Special) Type() Type   { return I32 }
func (e *Bin) Type() Type       { return e.X.Type() }
func (e *Shift) Type() Type     { return e.X.Type() }
func (e *Div) Type() Type       { return e.X.Type() }
func (e *Flagged) Type() Type   { return e.X.Type() }
func (e *Cast) Type() Type      { return e.To }
func (e *Cmp) Type() Type       { return I1 }
func (e *Select) Type() Type    { return e.X.Type() }
func (e *Load) Type() Type      { return e.T }
func (e *LocalLoad) Type() Type { return e.T }
func (e *Intrin) Type() Type    { return e.Args[0].Type() }
func (e *Shfl) Type() Type      { return I32 }
func (e *Vote) Type() Type      { return I32 }
func (e *Match) Type() Type     { return I32 }
func (e *Redux) Type() Type     { return I32 }

// Stmt is a generated statement.
type Stmt interface{ isStmt() }

// Assign sets a variable.
type Assign struct {
	V int
	E Expr
}

// If branches on C, or, with Or, on the short-circuit condition
// C || Or[0] || Or[1] ...: a chain of conditional branches, each of which
// jumps into the same Then block (see branchChain). Or[i] is evaluated
// only when the conditions before it are false.
type If struct {
	C          *Cmp
	Or         []*Cmp
	Then, Else []Stmt
}

// Switch runs Cases[X & 3] if it exists, else Default.
type Switch struct {
	X       Expr
	Cases   [][]Stmt
	Default []Stmt
}

// Loop runs Body with variable Counter counting from 0 up to the trip
// count: Trip itself if it is a constant in 1..MaxTrip, else
// (Trip & (MaxTrip-1)) + 1.
type Loop struct {
	Counter int
	Trip    Expr
	Body    []Stmt
}

// MaxTrip bounds the trip count of one loop.
const MaxTrip = 8

// Store writes E to the thread's output slot Slot (after the variables).
type Store struct {
	Slot  int
	E     Expr
	Align int // 1 or 2 for an under-aligned access, 0 for the natural alignment
}

// LocalStore writes E to local array Arr at Idx masked to LocalLen.
type LocalStore struct {
	Arr int
	Idx Expr
	E   Expr
}

// Atomic applies atomicrmw Op (add, sub, and, or, xor, max, min, umax,
// umin) of E to counter Counter of the i32 (Wide false) or i64 accumulator
// buffer; Op must be the counter's operation in Prog.AccOps32/AccOps64,
// which makes the final value order-independent. The old value is
// discarded.
type Atomic struct {
	Op      string
	Wide    bool
	Counter int
	E       Expr
}

// DynArr is the Exchange.Arr of the dynamic (extern __shared__) array.
const DynArr = -1

// Exchange passes values between the threads of a block through shared
// array Arr (an index into Prog.Shared, or DynArr): every thread
// stores E into its own element, a barrier follows, then each Read loads
// an element chosen by its index expression into a variable, and a second
// barrier ends the exchange. Exchange needs uniform control flow.
type Exchange struct {
	Arr     int
	E       Expr
	Generic bool // access through generic pointers (addrspacecast), like clang
	Memcpy  bool // store E by a memcpy from a local temporary (memintr.go)
	Memset  bool // instead store E's low byte in every byte, by a memset
	BarID   int  // 0: __syncthreads, else bar.sync BarID-1 with a count (namedbar.go)
	Reads   []ExRead
}

// ExRead is one read of an Exchange: of the element Idx selects, or,
// when P is set, of the element P picks (through a pointer into the
// middle of the array).
type ExRead struct {
	V   int
	Idx Expr
	P   *Pick
}

// Barrier is __syncthreads; it needs uniform control flow.
type Barrier struct{}

func (*Assign) isStmt()     {}
func (*If) isStmt()         {}
func (*Switch) isStmt()     {}
func (*Loop) isStmt()       {}
func (*Store) isStmt()      {}
func (*LocalStore) isStmt() {}
func (*Atomic) isStmt()     {}
func (*Exchange) isStmt()   {}
func (*Barrier) isStmt()    {}
