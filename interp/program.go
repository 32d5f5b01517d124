package interp

import (
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/llir/llvm/asm"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"

	"gpucc/launch"
)

// Program is a module prepared for interpretation: functions translated to
// the interpreter's compact form, module globals laid out. A Program is
// immutable and may run any number of launches, also concurrently.
type Program struct {
	kernels     map[string]*function
	kernelNames []string
	funcs       map[*ir.Func]*function
	globals     []*globalVar
	globalAddr  map[*ir.Global]uint64
	sharedSize  uint64 // bytes of static shared memory
	dynShared   uint64 // shared offset of the dynamic shared area
	sites       []site

	declared map[*ir.Global]bool // global and constant declarations without a definition
}

// globalVar is a module global the kernel can address.
type globalVar struct {
	name    string
	space   uint64 // asGlobal, asConstant or asShared
	dynamic bool   // the extern __shared__ area
	addr    uint64 // generic address, or shared offset
	size    uint64
	// readOnly: __constant__ variables and globals declared `constant`.
	readOnly bool
	init     []byte
	defined  []bool // nil: every byte is defined
}

// site locates an instruction for error messages and poison origins.
type site struct {
	fn    *function
	block string
	inst  interface{ LLString() string }
}

// text is the instruction without its metadata attachments.
func (s site) text() string {
	if s.inst == nil {
		return ""
	}
	t := s.inst.LLString()
	if i := strings.Index(t, ", !"); i >= 0 {
		t = t[:i]
	}
	return t
}

// Options tune a run.
type Options struct {
	// MaxSteps bounds the number of instructions all threads together may
	// execute; 0 means DefaultMaxSteps.
	MaxSteps int64
	// ScheduleSeed selects the thread schedule: 0 runs the threads of a
	// CTA in order with long time slices; a nonzero seed steps a random
	// warp at a time for a random number of rounds, its lanes in lockstep
	// (see "Races" in the package documentation). A race-free kernel gives
	// the same result for every seed; comparing runs with different seeds
	// exposes data races.
	ScheduleSeed uint64
	// detail, set by RunDetailed, receives the approximation marks.
	detail *Outcome
}

// DefaultMaxSteps is the step bound used when Options.MaxSteps is 0.
const DefaultMaxSteps = 1 << 30

// Run interprets one launch of a kernel of m.
func Run(m *ir.Module, l launch.Launch, opts Options) (launch.Result, error) {
	p, err := Prepare(m)
	if err != nil {
		return launch.Result{}, err
	}
	return p.Run(l, opts)
}

// RunText parses LLVM IR text and interprets one launch of a kernel in it.
func RunText(src string, l launch.Launch, opts Options) (launch.Result, error) {
	m, err := asm.ParseString("kernel.ll", src)
	if err != nil {
		return launch.Result{}, fmt.Errorf("interp: %v", err)
	}
	return Run(m, l, opts)
}

// Kernels lists the kernel names (without '@') in annotation order.
func (p *Program) Kernels() []string { return append([]string(nil), p.kernelNames...) }

// Prepare lays out the module's globals, translates every defined function
// and finds the kernels. Constructs the interpreter does not support do not
// fail Prepare; they fail the run that reaches them.
func Prepare(m *ir.Module) (prog *Program, err error) {
	defer recoverInternal(&err)
	p := &Program{
		kernels:    map[string]*function{},
		funcs:      map[*ir.Func]*function{},
		globalAddr: map[*ir.Global]uint64{},
		declared:   map[*ir.Global]bool{},
	}
	if err := p.layoutGlobals(m); err != nil {
		return nil, err
	}
	for _, f := range m.Funcs {
		if len(f.Blocks) > 0 {
			// The parameter count is known before any body is translated:
			// a call may come before its callee in the module.
			p.funcs[f] = &function{prog: p, ir: f, name: f.Name(), nparams: paramLeaves(f)}
		}
	}
	for _, f := range m.Funcs {
		if fn := p.funcs[f]; fn != nil {
			translate(fn)
		}
	}
	if err := p.findKernels(m); err != nil {
		return nil, err
	}
	return p, nil
}

func (p *Program) findKernels(m *ir.Module) error {
	nd := m.NamedMetadataDefs["nvvm.annotations"]
	if nd == nil {
		return nil
	}
	for _, node := range nd.Nodes {
		tup, ok := node.(*metadata.Tuple)
		if !ok {
			continue
		}
		if len(tup.Fields) == 0 {
			continue
		}
		f, ok := tup.Fields[0].(*ir.Func)
		if !ok {
			continue
		}
		for i := 1; i+1 < len(tup.Fields); i += 2 {
			key, ok1 := tup.Fields[i].(*metadata.String)
			val, ok2 := tup.Fields[i+1].(*constant.Int)
			if !ok1 || !ok2 || key.Value != "kernel" || val.X.Sign() == 0 {
				continue
			}
			fn := p.funcs[f]
			if fn == nil {
				return fmt.Errorf("interp: kernel @%s has no body", f.Name())
			}
			if _, dup := p.kernels[fn.name]; !dup {
				p.kernels[fn.name] = fn
				p.kernelNames = append(p.kernelNames, fn.name)
			}
		}
	}
	return nil
}

// layoutGlobals assigns every module global an address and computes its
// initial bytes.
func (p *Program) layoutGlobals(m *ir.Module) error {
	next := map[uint64]uint64{asGlobal: DeviceGlobalBase, asConstant: ConstantBase, asShared: 0}
	var dyn []*globalVar
	var dynGlobals []*ir.Global
	var laid []*ir.Global
	for _, g := range m.Globals {
		if strings.HasPrefix(g.Name(), "llvm.") || isCUDABuiltinVar(g) {
			continue
		}
		space := uint64(g.Typ.AddrSpace)
		if space == asGeneric {
			space = asGlobal
		}
		if space != asGlobal && space != asConstant && space != asShared {
			return fmt.Errorf("interp: global @%s in addrspace(%d) is not supported", g.Name(), space)
		}
		size, err := allocSize(g.ContentType)
		if err != nil {
			return fmt.Errorf("interp: global @%s: %v", g.Name(), err)
		}
		align, err := abiAlign(g.ContentType)
		if err != nil {
			return fmt.Errorf("interp: global @%s: %v", g.Name(), err)
		}
		if uint64(g.Align) > align {
			align = uint64(g.Align)
		}
		gv := &globalVar{name: "@" + g.Name(), space: space, size: size, readOnly: space == asConstant || g.Immutable}
		if g.Init == nil {
			if space != asShared {
				// clang -O0 declares the CUDA builtin variables (@threadIdx,
				// @blockIdx...) without using them: only a use is an error.
				p.declared[g] = true
				continue
			}
			gv.dynamic = true
			dyn = append(dyn, gv)
			dynGlobals = append(dynGlobals, g)
			p.globals = append(p.globals, gv)
			continue
		}
		a := alignUp(next[space], align)
		gv.addr = a
		next[space] = a + size
		if space != asShared {
			// Leave a gap so that overruns of one variable do not land in the next.
			next[space] = alignUp(a+size+16, 16)
		}
		p.globals = append(p.globals, gv)
		p.globalAddr[g] = a
		laid = append(laid, g)
	}
	p.sharedSize = next[asShared]
	p.dynShared = alignUp(p.sharedSize, 16)
	for i, gv := range dyn {
		gv.addr = p.dynShared
		p.globalAddr[dynGlobals[i]] = p.dynShared
	}
	// Initialisers may refer to the addresses of other globals.
	for _, g := range laid {
		var gv *globalVar
		for _, v := range p.globals {
			if v.name == "@"+g.Name() {
				gv = v
			}
		}
		gv.init = make([]byte, gv.size)
		gv.defined = make([]bool, gv.size)
		if err := p.constBytes(g.Init, g.ContentType, gv.init, gv.defined); err != nil {
			return fmt.Errorf("interp: initialiser of @%s: %v", g.Name(), err)
		}
		if gv.space != asShared {
			// Global memory holds whatever the host put there: treat undef
			// initialisers as zero bytes rather than as poison.
			gv.defined = nil
		} else if allTrue(gv.defined) {
			gv.defined = nil
		}
	}
	return nil
}

// recoverInternal turns a panic, which would be an interpreter bug, into an
// error, so that a caller comparing many kernels is told rather than killed.
func recoverInternal(err *error) {
	if e := recover(); e != nil {
		*err = &Error{Kind: ErrUnsupported, Msg: fmt.Sprintf("internal error: %v", e)}
	}
}

func allTrue(b []bool) bool {
	for _, v := range b {
		if !v {
			return false
		}
	}
	return true
}

// constBytes writes the in-memory image of constant c of type t into buf,
// marking the bytes it defines.
func (p *Program) constBytes(c constant.Constant, t types.Type, buf []byte, defined []bool) error {
	switch c := c.(type) {
	case *constant.Undef, *constant.Poison:
		return nil
	case *constant.ZeroInitializer:
		for i := range buf {
			buf[i], defined[i] = 0, true
		}
		return nil
	case *constant.CharArray:
		copy(buf, c.X)
		for i := range c.X {
			defined[i] = true
		}
		return nil
	case *constant.Array:
		at, ok := t.(*types.ArrayType)
		if !ok {
			return fmt.Errorf("array constant of type %s", t)
		}
		es, err := allocSize(at.ElemType)
		if err != nil {
			return err
		}
		for i, e := range c.Elems {
			o := uint64(i) * es
			if err := p.constBytes(e, at.ElemType, buf[o:o+es], defined[o:o+es]); err != nil {
				return err
			}
		}
		return nil
	case *constant.Struct:
		st, ok := t.(*types.StructType)
		if !ok {
			return fmt.Errorf("struct constant of type %s", t)
		}
		offs, _, err := structLayout(st)
		if err != nil {
			return err
		}
		for i, f := range c.Fields {
			fs, err := allocSize(st.Fields[i])
			if err != nil {
				return err
			}
			o := offs[i]
			if err := p.constBytes(f, st.Fields[i], buf[o:o+fs], defined[o:o+fs]); err != nil {
				return err
			}
		}
		return nil
	}
	w, ok := scalarWidth(t)
	if !ok {
		return fmt.Errorf("constant of type %s is not supported", t)
	}
	v, poison, err := p.constScalar(c)
	if err != nil {
		return err
	}
	if poison {
		return nil
	}
	n := (uint64(w) + 7) / 8
	writeLE(buf[:n], v)
	for i := uint64(0); i < n; i++ {
		defined[i] = true
	}
	return nil
}

// constScalar evaluates an integer or pointer constant.
func (p *Program) constScalar(c constant.Constant) (v uint64, poison bool, err error) {
	switch c := c.(type) {
	case *constant.Int:
		w, ok := scalarWidth(c.Typ)
		if !ok {
			return 0, false, fmt.Errorf("integer type %s is not supported", c.Typ)
		}
		return bigBits(c.X) & maskOf(w), false, nil
	case *constant.Float:
		return floatConstBits(c)
	case *constant.Null, *constant.ZeroInitializer:
		return 0, false, nil
	case *constant.Undef, *constant.Poison:
		return 0, true, nil
	case *constant.Index:
		return p.constScalar(c.Constant)
	case *ir.Global:
		a, ok := p.globalAddr[c]
		if !ok && p.declared[c] {
			return 0, false, fmt.Errorf("global @%s is declared but not defined", c.Name())
		}
		if !ok {
			return 0, false, fmt.Errorf("address of @%s is not available", c.Name())
		}
		return a, false, nil
	case *ir.Func:
		return 0, false, fmt.Errorf("function pointers (@%s) are not supported", c.Name())
	case *constant.ExprGetElementPtr:
		base, poison, err := p.constScalar(c.Src)
		if err != nil || poison {
			return 0, poison, err
		}
		off, poison, err := p.constGEPOffset(c.ElemType, c.Indices)
		return base + off, poison, err
	case *constant.ExprBitCast:
		return p.constScalar(c.From)
	case *constant.ExprAddrSpaceCast:
		v, poison, err := p.constScalar(c.From)
		return v + windowBase(addrSpaceOf(c.From.Type())) - windowBase(addrSpaceOf(c.To)), poison, err
	case *constant.ExprPtrToInt:
		return p.constConv(c.From, c.To, false)
	case *constant.ExprIntToPtr:
		return p.constConv(c.From, c.To, false)
	case *constant.ExprTrunc:
		return p.constConv(c.From, c.To, false)
	case *constant.ExprZExt:
		return p.constConv(c.From, c.To, false)
	case *constant.ExprSExt:
		return p.constConv(c.From, c.To, true)
	case *constant.ExprAdd:
		return p.constBin(binAdd, c.X, c.Y, overflowFlags(c.OverflowFlags))
	case *constant.ExprSub:
		return p.constBin(binSub, c.X, c.Y, overflowFlags(c.OverflowFlags))
	case *constant.ExprMul:
		return p.constBin(binMul, c.X, c.Y, overflowFlags(c.OverflowFlags))
	case *constant.ExprShl:
		return p.constBin(binShl, c.X, c.Y, overflowFlags(c.OverflowFlags))
	case *constant.ExprLShr:
		return p.constBin(binLShr, c.X, c.Y, exactFlag(c.Exact))
	case *constant.ExprAShr:
		return p.constBin(binAShr, c.X, c.Y, exactFlag(c.Exact))
	case *constant.ExprAnd:
		return p.constBin(binAnd, c.X, c.Y, 0)
	case *constant.ExprOr:
		return p.constBin(binOr, c.X, c.Y, 0)
	case *constant.ExprXor:
		return p.constBin(binXor, c.X, c.Y, 0)
	case *constant.ExprICmp:
		a, pa, err := p.constScalar(c.X)
		if err != nil {
			return 0, false, err
		}
		b, pb, err := p.constScalar(c.Y)
		if err != nil {
			return 0, false, err
		}
		w, _ := scalarWidth(c.X.Type())
		return b2u(icmp(c.Pred, w, a, b)), pa || pb, nil
	case *constant.ExprSelect:
		cond, pc, err := p.constScalar(c.Cond)
		if err != nil || pc {
			return 0, pc, err
		}
		if cond&1 != 0 {
			return p.constScalar(c.X)
		}
		return p.constScalar(c.Y)
	}
	return 0, false, fmt.Errorf("constant %s is not supported", c.Ident())
}

func bigBits(x *big.Int) uint64 {
	if x.IsInt64() {
		return uint64(x.Int64())
	}
	m := new(big.Int).And(x, new(big.Int).SetUint64(^uint64(0)))
	return m.Uint64()
}

func overflowFlags(fs []enum.OverflowFlag) uint8 {
	var f uint8
	for _, x := range fs {
		switch x {
		case enum.OverflowFlagNSW:
			f |= flagNSW
		case enum.OverflowFlagNUW:
			f |= flagNUW
		}
	}
	return f
}

func exactFlag(exact bool) uint8 {
	if exact {
		return flagExact
	}
	return 0
}

func addrSpaceOf(t types.Type) uint64 {
	if pt, ok := t.(*types.PointerType); ok {
		return uint64(pt.AddrSpace)
	}
	return 0
}

func (p *Program) constConv(from constant.Constant, to types.Type, signed bool) (uint64, bool, error) {
	v, poison, err := p.constScalar(from)
	if err != nil {
		return 0, false, err
	}
	fw, ok1 := scalarWidth(from.Type())
	tw, ok2 := scalarWidth(to)
	if !ok1 || !ok2 {
		return 0, false, fmt.Errorf("conversion from %s to %s is not supported", from.Type(), to)
	}
	if signed && tw > fw {
		v = uint64(sext(v, fw))
	}
	return v & maskOf(tw), poison, nil
}

func (p *Program) constBin(op uint8, x, y constant.Constant, flags uint8) (uint64, bool, error) {
	a, pa, err := p.constScalar(x)
	if err != nil {
		return 0, false, err
	}
	b, pb, err := p.constScalar(y)
	if err != nil {
		return 0, false, err
	}
	w, ok := scalarWidth(x.Type())
	if !ok {
		return 0, false, fmt.Errorf("constant expression on type %s is not supported", x.Type())
	}
	r, res := binop(op, w, flags, a, b)
	switch res {
	case binDivZero, binDivOverflow:
		return 0, false, fmt.Errorf("constant division by zero or overflow")
	}
	return r, pa || pb || res == binPoison, nil
}

// constGEPOffset folds the indices of a constant getelementptr.
func (p *Program) constGEPOffset(elem types.Type, indices []constant.Constant) (uint64, bool, error) {
	var off uint64
	t := elem
	for i, idx := range indices {
		v, poison, err := p.constScalar(idx)
		if err != nil || poison {
			return 0, poison, err
		}
		w, _ := scalarWidth(idx.Type())
		s := uint64(sext(v, w))
		if i == 0 {
			size, err := allocSize(t)
			if err != nil {
				return 0, false, err
			}
			off += s * size
			continue
		}
		switch tt := t.(type) {
		case *types.ArrayType:
			size, err := allocSize(tt.ElemType)
			if err != nil {
				return 0, false, err
			}
			off += s * size
			t = tt.ElemType
		case *types.StructType:
			offs, _, err := structLayout(tt)
			if err != nil {
				return 0, false, err
			}
			if s >= uint64(len(offs)) {
				return 0, false, fmt.Errorf("struct index %d out of range", s)
			}
			off += offs[s]
			t = tt.Fields[s]
		default:
			return 0, false, fmt.Errorf("getelementptr into %s is not supported", t)
		}
	}
	return off, false, nil
}

// globalSegments builds the per-run copies of the global and constant
// variables.
func (p *Program) globalSegments() segTable {
	var t segTable
	for _, g := range p.globals {
		if g.space == asShared {
			continue
		}
		s := &segment{base: g.addr, data: append([]byte(nil), g.init...), readOnly: g.readOnly, name: g.name}
		t = append(t, s)
	}
	sort.Slice(t, func(i, j int) bool { return t[i].base < t[j].base })
	return t
}

// isCUDABuiltinVar reports whether g is one of CUDA's builtin variables
// (threadIdx, blockIdx, blockDim, gridDim) as clang declares them
// at -O0: an external global of an empty struct type
// %struct.__cuda_builtin_*_t whose members are static getters that call the
// llvm.nvvm.read.ptx.sreg.* intrinsics. The global holds no data and is
// never defined, so it gets no memory; the compiler accepts it likewise.
func isCUDABuiltinVar(g *ir.Global) bool {
	if g.Init != nil {
		return false
	}
	switch g.Name() {
	case "threadIdx", "blockIdx", "blockDim", "gridDim":
	default:
		return false
	}
	st, ok := g.ContentType.(*types.StructType)
	return ok && strings.HasPrefix(st.TypeName, "struct.__cuda_builtin_")
}

// paramLeaves is the number of value slots f's parameters take (as
// translate assigns them).
func paramLeaves(f *ir.Func) int {
	n := 0
	for _, prm := range f.Params {
		k, ok := leafCount(prm.Typ)
		if !ok {
			k = 1
		}
		n += k
	}
	return n
}
