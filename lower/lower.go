package lower

import (
	"fmt"
	"runtime/debug"
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"gpucc/ir"
	"gpucc/obj"
)

// Options control instruction selection.
type Options struct {
	// OptLevel is 0 or 2. At 2, pure uniform computations are hoisted out of
	// divergent regions into uniform registers, and the machine IR is cleaned
	// up (copy propagation, constant folding into immediates, dead code
	// elimination).
	OptLevel int
	// MaxURValues bounds the LLVM values computed in uniform registers, in
	// 32-bit units (a 64-bit value counts 2), keeping the first in reverse
	// post-order: 0 is no bound, NoURValues none at all. The compiler lowers
	// again with a bound when the uniform registers ran out: a uniform value
	// is as correct in GPRs, which can spill (gpucc.Compile).
	MaxURValues int
	// NoIfConvert keeps short divergent ifs as branches at -O2 instead of
	// predicating them (ifconvert.go), for tests of reconvergence.
	NoIfConvert bool

	// OutlineAll makes every device function with a body a subroutine
	// (except the math library's): a debug mode that exercises calls
	// everywhere (callplan.go).
	OutlineAll bool

	// subroutine selects a subroutine (call.go) instead of a kernel.
	subroutine bool
}

// NoURValues is the MaxURValues that keeps every value out of uniform
// registers (parameters and block indices still pass through them).
const NoURValues = -1

// Error is a lowering failure. It names the kernel and, when known, the LLVM
// block and instruction, and the source position of the instruction's debug
// location.
type Error struct {
	Kernel string // function name without '@'
	Block  string // "%12", or "" when the error is not about a block
	Inst   string // the LLVM instruction text, or "" when not about one
	Pos    string // "file:line:col" from the instruction's !dbg, or ""
	Msg    string
}

func (e *Error) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "lower: kernel @%s", e.Kernel)
	if e.Block != "" {
		fmt.Fprintf(&b, ", block %s", e.Block)
	}
	if e.Inst != "" {
		fmt.Fprintf(&b, ", instruction %q", e.Inst)
	}
	if e.Pos != "" {
		fmt.Fprintf(&b, " at %s", e.Pos)
	}
	b.WriteString(": ")
	b.WriteString(e.Msg)
	return b.String()
}

// Kernels returns the functions that !nvvm.annotations marks as kernels
// (entries {fn, !"kernel", i32 1}), in module order.
func Kernels(m *llir.Module) ([]*llir.Func, error) {
	if m == nil {
		return nil, fmt.Errorf("lower: nil module")
	}
	marked := map[*llir.Func]bool{}
	if nd, ok := m.NamedMetadataDefs["nvvm.annotations"]; ok && nd != nil {
		for i, node := range nd.Nodes {
			t, ok := node.(*metadata.Tuple)
			if !ok {
				continue
			}
			if len(t.Fields) < 2 {
				continue
			}
			key, ok := t.Fields[1].(*metadata.String)
			if !ok || key.Value != "kernel" {
				continue
			}
			fn, ok := t.Fields[0].(*llir.Func)
			if !ok {
				return nil, fmt.Errorf("lower: !nvvm.annotations entry %d marks %v as a kernel, which is not a function", i, t.Fields[0])
			}
			if len(t.Fields) >= 3 {
				if c, ok := t.Fields[2].(*constant.Int); ok && c.X.Sign() == 0 {
					continue
				}
			}
			marked[fn] = true
		}
	}
	var out []*llir.Func
	for _, fn := range m.Funcs {
		if marked[fn] {
			out = append(out, fn)
			delete(marked, fn)
		}
	}
	if len(marked) > 0 {
		for fn := range marked {
			return nil, fmt.Errorf("lower: !nvvm.annotations marks @%s as a kernel, but the module does not list it", fn.Name())
		}
	}
	return out, nil
}

// Lower selects machine instructions for kernel fn of module m and, at
// -O2, cleans them up: Select followed by Cleanup. The result is in SSA
// form over virtual registers and passes (*ir.Func).Verify.
func Lower(m *llir.Module, fn *llir.Func, opts Options) (*ir.Func, error) {
	f, err := Select(m, fn, opts)
	if err != nil {
		return nil, err
	}
	if opts.OptLevel >= 2 {
		cleanup(f, !opts.NoIfConvert)
	}
	if err := f.Verify(); err != nil {
		return nil, &Error{Kernel: fn.Name(), Msg: "internal compiler error: the selected code does not verify: " + err.Error()}
	}
	return f, nil
}

// Select selects machine instructions for kernel fn of module m. The result
// is in SSA form over virtual registers; the -O2 cleanups (Cleanup) have
// not run yet. The pipeline in package gpucc runs the two as separate
// passes and verifies the result.
func Select(m *llir.Module, fn *llir.Func, opts Options) (f *ir.Func, err error) {
	if fn == nil {
		return nil, fmt.Errorf("lower: nil function")
	}
	if opts.OptLevel != 0 && opts.OptLevel != 2 {
		return nil, &Error{Kernel: fn.Name(), Msg: fmt.Sprintf("optimization level %d is not supported (use 0 or 2)", opts.OptLevel)}
	}
	if plan := planCalls(fn, opts.OutlineAll); len(plan.subs) > 0 {
		return selectWithCalls(m, fn, opts, plan)
	}
	if hasInlinableCalls(fn) {
		m2, fn2, err := inlineCalls(m, fn)
		if err != nil {
			return nil, err
		}
		m, fn = m2, fn2
	}
	s := &sel{mod: m, fn: fn, opts: opts}
	defer func() {
		if r := recover(); r != nil {
			if e, ok := r.(*Error); ok {
				f, err = nil, e
				return
			}
			f = nil
			err = s.errorf("internal compiler error: %v\n%s", r, debug.Stack())
		}
	}()
	return s.run()
}

// fail aborts lowering with an error about the current block and
// instruction. It is recovered by Lower.
func (s *sel) fail(format string, args ...any) {
	panic(s.errorf(format, args...))
}

func (s *sel) errorf(format string, args ...any) *Error {
	e := &Error{Kernel: s.fn.Name(), Msg: fmt.Sprintf(format, args...)}
	if s.curBlock != nil {
		e.Block = s.curBlock.Ident()
	}
	if s.curInst != nil {
		e.Inst = s.curInst.LLString()
		e.Pos = debugPos(s.curInst)
	}
	return e
}

// debugPos returns "file:line:col" of an instruction's !dbg location (from
// clang -g or -gline-tables-only), or "" when it has none.
func debugPos(inst any) string {
	file, line, col := debugLoc(inst)
	switch {
	case line == 0:
		return ""
	case col > 0:
		return fmt.Sprintf("%s:%d:%d", file, line, col)
	}
	return fmt.Sprintf("%s:%d", file, line)
}

// debugLoc returns the file, line and column of an instruction's !dbg
// location; line 0 when it has none.
func debugLoc(inst any) (file string, line, col int64) {
	md, ok := inst.(interface {
		MDAttachments() []*metadata.Attachment
	})
	if !ok {
		return "", 0, 0
	}
	for _, a := range md.MDAttachments() {
		loc, ok := a.Node.(*metadata.DILocation)
		if a.Name != "dbg" || !ok || loc.Line == 0 {
			continue
		}
		switch sc := loc.Scope.(type) {
		case *metadata.DISubprogram:
			if sc.File != nil {
				file = sc.File.Filename
			}
		case *metadata.DILexicalBlock:
			if sc.File != nil {
				file = sc.File.Filename
			}
		case *metadata.DILexicalBlockFile:
			if sc.File != nil {
				file = sc.File.Filename
			}
		}
		if file == "" {
			file = "?"
		}
		return file, loc.Line, loc.Column
	}
	return "", 0, 0
}

// srcPos is the source line an instruction selected for inst comes from.
func srcPos(inst any) ir.SrcPos {
	if inst == nil {
		return ir.SrcPos{}
	}
	file, line, _ := debugLoc(inst)
	if line <= 0 || line > 1<<32-1 {
		return ir.SrcPos{}
	}
	return ir.SrcPos{File: file, Line: uint32(line)}
}

// run is the driver: analysis, block planning, selection, phi and barrier
// completion.
func (s *sel) run() (*ir.Func, error) {
	fn := s.fn
	if len(fn.Blocks) == 0 {
		return nil, &Error{Kernel: fn.Name(), Msg: "the kernel has no body"}
	}
	if fn.Sig != nil && !types.Equal(fn.Sig.RetType, types.Void) && !s.sub() {
		return nil, &Error{Kernel: fn.Name(), Msg: "a kernel must return void"}
	}
	if fn.Sig != nil && fn.Sig.Variadic {
		return nil, &Error{Kernel: fn.Name(), Msg: "a kernel cannot be variadic"}
	}
	if s.hasMemIntrinsics() || len(byvalNeedsCopy(fn)) > 0 || s.hasTextures() {
		return s.memExpanded()
	}
	s.f = s.into
	if s.f == nil {
		s.f = ir.NewFunc(fn.Name())
	}
	s.vals = map[value.Value]*lval{}
	s.sregs = map[string]*lval{}
	s.cmemUR = map[uint64]ir.Reg{}
	s.addrs = map[addrKey]addrVal{}
	if !s.sub() {
		s.layoutParams()
	}
	s.layoutMemory()
	if s.mod != nil {
		s.globals = LayoutGlobals(s.mod)
	}
	s.planPointers()
	a, err := analyze(fn, s.opts)
	if err != nil {
		return nil, err
	}
	s.analysis = a
	s.localArrayRemarks()
	if fl := (&funnel{analysis: a}); !s.funnelDone && (fl.regionToFunnel() != nil || fl.forwarderToThread() >= 0) {
		return s.funnelled()
	}
	rc, err := planReconvergence(a)
	if err != nil {
		return nil, err
	}
	s.planBlocks(rc)
	switch {
	case s.sub():
		s.subPrologue()
	case s.calls != nil:
		s.kernelStackInit()
	}
	s.selectBlocks()
	s.finish()
	if s.sub() {
		s.checkSubroutine()
	}
	return s.f, nil
}

// layoutParams assigns every parameter its constant-bank offset at natural
// alignment and fills Func.Params and Func.ParamBytes. ParamBytes is rounded
// up to a multiple of 4 because 8- and 16-bit parameters are read with
// aligned 32-bit ULDCs.
func (s *sel) layoutParams() {
	off := uint32(obj.ParamBase)
	s.params = map[*llir.Param]*paramInfo{}
	for i, p := range s.fn.Params {
		var size, align uint32
		ptr, byval := false, false
		if t := byvalType(p); t != nil {
			size, align = s.byvalLayout(i, p, t)
			byval = true
		}
		switch t := p.Typ.(type) {
		case *types.IntType:
			switch {
			case t.BitSize <= 8:
				size = 1
			case t.BitSize <= 16:
				size = 2
			case t.BitSize <= 32:
				size = 4
			case t.BitSize <= 64:
				size = 8
			}
			if t.BitSize != 1 && t.BitSize != 8 && t.BitSize != 16 && t.BitSize != 32 && t.BitSize != 64 {
				size = 0
			}
		case *types.PointerType:
			if byval {
				break
			}
			if t.AddrSpace != 0 && t.AddrSpace != 1 {
				panic(&Error{Kernel: s.fn.Name(), Msg: fmt.Sprintf("parameter %d (%s) is a pointer to address space %d, which is not supported", i, p.Ident(), t.AddrSpace)})
			}
			size, ptr = 8, true
		case *types.FloatType:
			size = uint32(floatBits(t) / 8)
		}
		if size == 0 {
			panic(&Error{Kernel: s.fn.Name(), Msg: fmt.Sprintf("parameter %d (%s) has type %s, which is not supported", i, p.Ident(), p.Typ)})
		}
		for _, a := range p.Attrs {
			switch a.(type) {
			case llir.SRet, *llir.SRet, llir.InAlloca, *llir.InAlloca, llir.ByRef, *llir.ByRef, llir.Preallocated, *llir.Preallocated:
				panic(&Error{Kernel: s.fn.Name(), Msg: fmt.Sprintf("parameter %d (%s) has attribute %s, which is not supported", i, p.Ident(), a)})
			}
		}
		if align == 0 {
			align = size
		}
		off = (off + align - 1) &^ (align - 1)
		info := &paramInfo{idx: i, off: off, size: size, ptr: ptr, byval: byval}
		for _, a := range p.Attrs {
			switch a {
			case enum.ParamAttrSignExt:
				info.ext = extSign
			case enum.ParamAttrZeroExt:
				info.ext = extZero
			}
		}
		s.params[p] = info
		name := p.Name()
		if name == "" {
			name = fmt.Sprint(i)
		}
		s.f.Params = append(s.f.Params, obj.Param{Name: name, Offset: off, Size: size, Align: align, Pointer: ptr})
		off += size
	}
	bytes := off - obj.ParamBase
	if bytes > obj.MaxParamBytes {
		panic(&Error{Kernel: s.fn.Name(), Msg: fmt.Sprintf("the parameters take %d bytes, more than the %d the ABI allows", bytes, obj.MaxParamBytes)})
	}
	s.f.ParamBytes = (bytes + 3) &^ 3
}
