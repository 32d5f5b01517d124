package lower

import (
	"fmt"
	"runtime/debug"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"gpucc/ir"
	"gpucc/isa"
	"gpucc/obj"
)

// This file lowers real calls (docs/compiler.md, "Calls"): the caller's
// side of a CALL to a subroutine, and a subroutine's entry and return. The
// calling convention:
//
//	R0        return address (CALL writes it, RET reads it)
//	R1        stack pointer: the base of the current function's frame
//	          (reserved; the stack grows up from the kernel's own frame)
//	R2..      n argument registers (per kernel, at most 16: as many as its
//	          subroutines need, callCtx.argWords): arguments and results,
//	          32-bit words in order, 64-bit values in aligned pairs;
//	          arguments that do not fit go to the start of the callee's
//	          frame, where the caller stores them
//	R(2+n)..R11  caller-saved scratch in a kernel with recursion
//	          (callCtx.saved0)
//	R(2+n)..R31  callee-saved (from R12 with recursion): a subroutine
//	          saves those it writes
//	R32..R47  caller-saved scratch a kernel with recursion offers its
//	          subroutines (callCtx.scratchEnd; withdrawn by the allocator
//	          when none needs it, irbind.settleScratch)
//	R32..     otherwise never written by a subroutine (it allocates
//	          R0..R31 only), so preserved too
//	P0..P6    caller-saved (a predicate live across a call lives in a GPR)
//	UR, UP    subroutines write none, so preserved
//	B0..B15   subroutines use none (they reconverge with WARPSYNC)
//
// A CALL clobbers R0, the caller-saved GPRs and P0..P6 (callClobbers).
const (
	abiRA       = obj.CallReturnAddr
	abiSP       = obj.CallStackPtr
	abiArg0     = obj.CallArg0
	abiArgWords = obj.CallArgWords
)

// callCtx is what the kernel and its subroutines share while they are
// selected.
type callCtx struct {
	kernel string              // the kernel's name (its shared-memory layout is everyone's)
	keep   map[string]bool     // functions called with CALL
	funcs  map[string]*ir.Func // their machine functions
	// argWords is the size of this kernel's argument registers
	// R2..R(2+argWords-1): the most words any of its subroutines takes or
	// returns in registers, at most abiArgWords. The callee-saved set
	// starts right after them (saved0), so a value live across a call
	// takes the lowest register it can and the kernel's register count
	// stays low (kernelArgWords).
	argWords int
	// recursive is set when the kernel's call graph has a cycle: its
	// callee-saved set then starts at obj.RecursiveCallSaved0 at the
	// earliest, the registers between the arguments and it being
	// caller-saved scratch (saved0).
	recursive bool
}

// saved0 is the first callee-saved register of the kernel's convention.
// Without recursion it is the register after the arguments: a value live
// across a call takes the lowest register that survives it, which keeps the
// kernel's register count (its occupancy) low, and a subroutine's saves cost
// one STL and one LDL per call. With recursion the saves are repeated in
// every level's frame, on the stack that the recursion depth multiplies
// (CUDA's default is 1 KiB per thread), and a value that is not live across
// a call needs no save when it can sit in a caller-saved register: R2..R15
// are caller-saved there (arguments and scratch), R16..R31 callee-saved, as
// in NVIDIA's own ABI.
func (c *callCtx) saved0() uint32 {
	if c == nil {
		return abiArg0 + abiArgWords
	}
	if c.recursive {
		return uint32(max(abiArg0+c.argWords, obj.RecursiveCallSaved0))
	}
	return uint32(abiArg0 + c.argWords)
}

// scratchEnd is the end of the caller-saved scratch registers above R31
// (ir.Func.CallScratchEnd): none without recursion.
func (c *callCtx) scratchEnd() uint32 {
	if c == nil || !c.recursive {
		return 0
	}
	return obj.RecursiveScratchEnd
}

// words is the size of the argument registers (abiArgWords without a
// call context).
func (c *callCtx) words() int {
	if c == nil {
		return abiArgWords
	}
	return c.argWords
}

// kernelArgWords is the number of argument registers the kernel's
// convention needs: the most register words of any subroutine's parameters
// or result under the widest convention, rounded up to even (so that the
// callee-saved set starts at an even register and 64-bit values live
// across calls pair up there).
func kernelArgWords(subs []*llir.Func) int {
	most := 0
	count := func(words [][]abiWord) int {
		n := 0
		for _, v := range words {
			for _, w := range v {
				if w.reg >= 0 {
					n = max(n, w.reg-abiArg0+1)
				}
			}
		}
		return n
	}
	for _, f := range subs {
		if words, _, ok := abiLayout(paramTypes(f), abiArgWords); ok {
			most = max(most, count(words))
		}
		if rt := f.Sig.RetType; !types.Equal(rt, types.Void) {
			if words, _, ok := abiLayout([]types.Type{rt}, abiArgWords); ok {
				most = max(most, count(words))
			}
		}
	}
	return min((most+1)&^1, abiArgWords)
}

// abiWord is where one 32-bit word of an argument or result lives: a GPR,
// or (reg < 0) a byte offset in the callee's frame.
type abiWord struct {
	reg int
	off int64
}

// abiLayout places values of the given types: words in R2..R(1+argWords) while they
// fit (a 64-bit value in an aligned pair), then on the stack (a value that
// does not fit, and every value after it); a struct is its scalar fields in
// order. ok is false for a type the convention does not pass (arrays,
// vectors, packed structs, integers wider than 64 bits).
func abiLayout(ts []types.Type, argWords int) (words [][]abiWord, stackBytes int64, ok bool) {
	var flat []types.Type
	var counts []int
	for _, t := range ts {
		f, ok := flatten(t)
		if !ok {
			return nil, 0, false
		}
		flat = append(flat, f...)
		counts = append(counts, len(f))
	}
	scalar, stackBytes, ok := abiScalars(flat, argWords)
	if !ok {
		return nil, 0, false
	}
	// Regroup the words of each original value (a struct's fields in order).
	k := 0
	for _, n := range counts {
		var ws []abiWord
		for _, x := range scalar[k : k+n] {
			ws = append(ws, x...)
		}
		words = append(words, ws)
		k += n
	}
	return words, stackBytes, true
}

// flatten lists the scalar fields of a struct (nested structs in order), or
// t itself.
func flatten(t types.Type) ([]types.Type, bool) {
	st, ok := t.(*types.StructType)
	if !ok {
		return []types.Type{t}, intBits(t) != 0
	}
	if st.Packed || st.Opaque {
		return nil, false
	}
	var out []types.Type
	for _, f := range st.Fields {
		x, ok := flatten(f)
		if !ok {
			return nil, false
		}
		out = append(out, x...)
	}
	return out, len(out) > 0
}

// abiScalars places scalars (see abiLayout).
func abiScalars(ts []types.Type, argWords int) (words [][]abiWord, stackBytes int64, ok bool) {
	w := 0
	onStack := false
	for _, t := range ts {
		bits := intBits(t)
		n := 1
		switch {
		case bits == 64:
			n = 2
		case bits >= 1 && bits <= 32:
		default:
			return nil, 0, false
		}
		if !onStack {
			w = (w + n - 1) / n * n
			if w+n > argWords {
				onStack = true
			}
		}
		var ws []abiWord
		if onStack {
			stackBytes = (stackBytes + int64(4*n) - 1) / int64(4*n) * int64(4*n)
			for k := 0; k < n; k++ {
				ws = append(ws, abiWord{reg: -1, off: stackBytes + int64(4*k)})
			}
			stackBytes += int64(4 * n)
		} else {
			for k := 0; k < n; k++ {
				ws = append(ws, abiWord{reg: abiArg0 + w + k})
			}
			w += n
		}
		words = append(words, ws)
	}
	return words, stackBytes, true
}

func paramTypes(fn *llir.Func) []types.Type {
	var ts []types.Type
	for _, p := range fn.Params {
		ts = append(ts, p.Typ)
	}
	return ts
}

// paramExt is the extension a narrow parameter carries (signext/zeroext).
func paramExt(p *llir.Param) extKind {
	for _, a := range p.Attrs {
		switch a {
		case enum.ParamAttrSignExt:
			return extSign
		case enum.ParamAttrZeroExt:
			return extZero
		}
	}
	return extNone
}

// retExt is the extension of a narrow result (signext/zeroext on the
// return).
func retExt(fn *llir.Func) extKind {
	for _, a := range fn.ReturnAttrs {
		switch a {
		case enum.ReturnAttrSignExt:
			return extSign
		case enum.ReturnAttrZeroExt:
			return extZero
		}
	}
	return extNone
}

// selectWithCalls selects kernel fn and the subroutines of its call plan:
// the kernel's machine function gets them in Subs.
func selectWithCalls(m *llir.Module, fn *llir.Func, opts Options, plan *callPlan) (*ir.Func, error) {
	m2, k, subs, err := rewriteForCalls(m, fn, plan)
	if err != nil {
		return nil, err
	}
	ctx := &callCtx{kernel: fn.Name(), keep: plan.keep, funcs: map[string]*ir.Func{}, argWords: kernelArgWords(subs)}
	for _, sf := range subs {
		ctx.recursive = ctx.recursive || plan.recursive[sf.Name()]
	}
	for _, sf := range subs {
		f := ir.NewFunc(sf.Name())
		f.Subroutine = true
		f.CallSaved0 = ctx.saved0()
		f.CallScratchEnd = ctx.scratchEnd()
		f.Recursive = plan.recursive[sf.Name()]
		ctx.funcs[sf.Name()] = f
	}
	kf, err := selectOne(&sel{mod: m2, fn: k, opts: opts, calls: ctx})
	if err != nil {
		return nil, err
	}
	subOpts := opts
	subOpts.MaxURValues = NoURValues
	subOpts.subroutine = true
	for _, sf := range subs {
		f, err := selectOne(&sel{mod: m2, fn: sf, opts: subOpts, calls: ctx, into: ctx.funcs[sf.Name()]})
		if err != nil {
			if e, ok := err.(*Error); ok && e.Kernel != fn.Name() {
				// The block and instruction are the subroutine's.
				e.Msg = fmt.Sprintf("in subroutine @%s: %s", e.Kernel, e.Msg)
				e.Kernel = fn.Name()
			}
			return nil, err
		}
		kf.Subs = append(kf.Subs, f)
	}
	return kf, nil
}

// selectOne runs a selector, turning its failures into errors.
func selectOne(s *sel) (f *ir.Func, err error) {
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

// isSubCall returns the subroutine a call instruction calls, or nil.
func (s *sel) isSubCall(inst *llir.InstCall) *llir.Func {
	if s.calls == nil {
		return nil
	}
	f, ok := inst.Callee.(*llir.Func)
	if !ok || !s.calls.keep[f.Name()] {
		return nil
	}
	return f
}

// movPhys writes a 32-bit operand into physical GPR n.
func (s *sel) movPhys(n uint32, o opnd) { s.movFrom(o).SetPhys("rd", n) }

// argWords returns the 32-bit words of a value passed by the convention,
// narrow integers extended as ext says; a struct's fields in order.
func (s *sel) argWords(v value.Value, ext extKind) []opnd {
	if _, ok := v.Type().(*types.StructType); ok {
		return s.fieldWords(s.get(v), v.Type())
	}
	bits := intBits(v.Type())
	switch {
	case bits == 64:
		lo, hi := s.halves(v)
		return []opnd{lo, hi}
	case bits == 1:
		r, not := s.toPR(s.predOf(v))
		d := s.newGPR("")
		in := s.emit("SEL_RI").SetReg("rd", ir.Whole(d)).SetPhys("ra", isa.RZ).SetVal("vb", 1)
		setPred(in, "pp", r, !not)
		return []opnd{gpr(ir.Whole(d))}
	case bits == 32:
		return []opnd{s.val32(v)}
	}
	switch ext {
	case extSign:
		return []opnd{s.ext32(v, true)}
	case extZero:
		return []opnd{s.ext32(v, false)}
	}
	return []opnd{s.val32(v)}
}

// fieldWords returns the words of an aggregate value's scalar fields.
func (s *sel) fieldWords(lv *lval, t types.Type) []opnd {
	st, ok := t.(*types.StructType)
	if !ok {
		switch lv.bits {
		case 64:
			s.settle(lv)
			return []opnd{lv.lo, s.hiOf(lv)}
		case 1:
			r, not := s.toPR(lv.p)
			d := s.newGPR("")
			in := s.emit("SEL_RI").SetReg("rd", ir.Whole(d)).SetPhys("ra", isa.RZ).SetVal("vb", 1)
			setPred(in, "pp", r, !not)
			return []opnd{gpr(ir.Whole(d))}
		}
		return []opnd{lv.x}
	}
	if len(lv.fields) != len(st.Fields) {
		s.fail("internal compiler error: an aggregate of %d fields has %d lowered fields", len(st.Fields), len(lv.fields))
	}
	var out []opnd
	for i, f := range st.Fields {
		out = append(out, s.fieldWords(lv.fields[i], f)...)
	}
	return out
}

// aggValue rebuilds a value of type t (a struct: its fields) from the
// registers holding its words, consuming them from regs.
func (s *sel) aggValue(t types.Type, regs *[]ir.Reg) *lval {
	if st, ok := t.(*types.StructType); ok {
		lv := &lval{}
		for _, f := range st.Fields {
			lv.fields = append(lv.fields, s.aggValue(f, regs))
		}
		return lv
	}
	n := 1
	if intBits(t) == 64 {
		n = 2
	}
	ws := (*regs)[:n]
	*regs = (*regs)[n:]
	if n == 2 {
		p := s.newPair("")
		s.emit("MOV_R").SetReg("rd", ir.Part(p, 0)).SetReg("rb", ws[0])
		s.emit("MOV_R").SetReg("rd", ir.Part(p, 1)).SetReg("rb", ws[1])
		return &lval{bits: 64, lo: gpr(ir.Part(p, 0)), hi: gpr(ir.Part(p, 1)), pair: ir.Whole(p)}
	}
	return s.wordsValue(t, ws, extNone)
}

// wordsValue rebuilds a value of type t from registers holding its words.
func (s *sel) wordsValue(t types.Type, regs []ir.Reg, ext extKind) *lval {
	bits := intBits(t)
	switch {
	case bits == 64:
		return &lval{bits: 64, lo: gpr(regs[0]), hi: gpr(regs[1])}
	case bits == 1:
		return &lval{bits: 1, p: s.isetp("NE", "U32", gpr(regs[0]), zero, "AND", pred{k: pConst, c: true}, false, pred{})}
	case bits == 32:
		return &lval{bits: 32, x: gpr(regs[0])}
	}
	return &lval{bits: bits, x: gpr(regs[0]), ext: ext}
}

// callClobbers are the registers a CALL may change (the caller-saved set)
// when the callee-saved registers start at saved0 and the scratch
// registers above R31 end at scratchEnd.
func callClobbers(saved0, scratchEnd uint32) []ir.PhysReg {
	out := []ir.PhysReg{{Class: isa.GPR, N: abiRA, Count: 1}}
	for r := uint32(2); r < saved0; r++ {
		out = append(out, ir.PhysReg{Class: isa.GPR, N: r, Count: 1})
	}
	for r := uint32(obj.SubroutineGPRs); r < scratchEnd; r++ {
		out = append(out, ir.PhysReg{Class: isa.GPR, N: r, Count: 1})
	}
	for p := uint32(0); p < isa.NumPred; p++ {
		out = append(out, ir.PhysReg{Class: isa.PR, N: p, Count: 1})
	}
	return out
}

// lowerSubCall lowers a call to a subroutine: the arguments into R2.. (and
// the callee's frame), CALL, the result from R2.. .
func (s *sel) lowerSubCall(inst *llir.InstCall, callee *llir.Func) *lval {
	if callee.Sig.Variadic || len(inst.Args) != len(callee.Params) {
		s.fail("call to @%s: variadic or mismatched calls are not supported", callee.Name())
	}
	words, _, ok := abiLayout(paramTypes(callee), s.calls.words())
	if !ok {
		s.fail("call to @%s: an argument type is not supported by the calling convention (aggregates and vectors are not)", callee.Name())
	}
	var resWords [][]abiWord
	if rt := callee.Sig.RetType; !types.Equal(rt, types.Void) {
		var ok bool
		var rs int64
		resWords, rs, ok = abiLayout([]types.Type{rt}, s.calls.words())
		if !ok || rs > 0 {
			s.fail("call to @%s: its result type %s is not supported by the calling convention", callee.Name(), rt)
		}
	}
	// Evaluate every argument before the first write of an argument
	// register (materializing one may emit code).
	vals := make([][]opnd, len(inst.Args))
	for i, a := range inst.Args {
		if byvalType(callee.Params[i]) != nil {
			s.fail("call to @%s: parameter %d is a struct passed by value (byval), which the calling convention does not support", callee.Name(), i)
		}
		vals[i] = s.argWords(a, paramExt(callee.Params[i]))
		for k, o := range vals[i] {
			if words[i][k].reg < 0 && o.k != kReg {
				vals[i][k] = s.toGPR(o)
			}
		}
	}
	// The callee's frame starts above this one: arguments on the stack go
	// to R1 + this frame's size + their offset (the frame pass fills in
	// the size), and R1 moves up just around the CALL, so that the spill
	// code the allocator puts anywhere else addresses this frame.
	// The stack words go first and the register words from the highest
	// register down, so that while the argument registers fill up the
	// values still to be moved have the registers below them (the argument
	// registers may be most of a register-limited kernel's registers).
	uses := []ir.PhysReg{{Class: isa.GPR, N: abiSP, Count: 1}}
	type regArg struct {
		reg uint32
		o   opnd
	}
	var regArgs []regArg
	for i := range vals {
		for k, o := range vals[i] {
			w := words[i][k]
			if w.reg < 0 {
				st := s.emit("STL_R").SetMod("memtype", "32").SetPhys("ra", abiSP).SetVal("off", uint32(int32(w.off)))
				setReg(st, "rb", o.r)
				if s.sub() {
					s.f.FrameAdjusts = append(s.f.FrameAdjusts, ir.FrameAdjust{In: st, Sign: 1, Offset: int32(w.off)})
				}
				continue
			}
			regArgs = append(regArgs, regArg{uint32(w.reg), o})
		}
	}
	for i := len(regArgs) - 1; i >= 0; i-- { // layout order is register order
		s.movPhys(regArgs[i].reg, regArgs[i].o)
		uses = append(uses, ir.PhysReg{Class: isa.GPR, N: regArgs[i].reg, Count: 1})
	}
	if s.sub() {
		bump := s.emit("IADD_RI").SetPhys("rd", abiSP).SetPhys("ra", abiSP).SetVal("vb", 0)
		s.f.FrameAdjusts = append(s.f.FrameAdjusts, ir.FrameAdjust{In: bump, Sign: 1})
	}
	call := s.emit("CALL_I").SetPhys("rd", abiRA)
	call.Callee = s.calls.funcs[callee.Name()]
	call.Implicit = &ir.Implicit{Uses: uses, Defs: callClobbers(s.calls.saved0(), s.calls.scratchEnd())}
	if s.sub() {
		back := s.emit("IADD_RI").SetPhys("rd", abiSP).SetPhys("ra", abiSP).SetVal("vb", 0)
		s.f.FrameAdjusts = append(s.f.FrameAdjusts, ir.FrameAdjust{In: back, Sign: -1})
	}
	if resWords == nil {
		return nil
	}
	if _, ok := callee.Sig.RetType.(*types.StructType); ok {
		var regs []ir.Reg
		for _, w := range resWords[0] {
			d := s.newGPR("")
			s.emit("MOV_R").SetReg("rd", ir.Whole(d)).SetPhys("rb", uint32(w.reg))
			regs = append(regs, ir.Whole(d))
		}
		return s.aggValue(callee.Sig.RetType, &regs)
	}
	if len(resWords[0]) == 2 {
		p := s.newPair("")
		s.emit("MOV_R").SetReg("rd", ir.Part(p, 0)).SetPhys("rb", uint32(resWords[0][0].reg))
		s.emit("MOV_R").SetReg("rd", ir.Part(p, 1)).SetPhys("rb", uint32(resWords[0][1].reg))
		return &lval{bits: 64, lo: gpr(ir.Part(p, 0)), hi: gpr(ir.Part(p, 1)), pair: ir.Whole(p)}
	}
	d := s.newGPR("")
	s.emit("MOV_R").SetReg("rd", ir.Whole(d)).SetPhys("rb", uint32(resWords[0][0].reg))
	return s.wordsValue(callee.Sig.RetType, []ir.Reg{ir.Whole(d)}, retExt(callee))
}

// subPrologue defines, at the entry of a subroutine, its return address,
// its frame base and its parameters from the registers and frame slots the
// convention passes them in.
func (s *sel) subPrologue() {
	s.inBlock(s.entry, s.subPrologueHere)
}

func (s *sel) subPrologueHere() {
	s.origin = textOrigin("entry of @" + s.fn.Name())
	defer func() { s.origin = nil }()
	add := func(in *ir.Instr) *ir.Instr {
		in.OriginInst = s.origin
		s.cur.add(in)
		return in
	}
	ra := s.newGPR("ra")
	add(ir.NewInstr("MOV_R").SetReg("rd", ir.Whole(ra)).SetPhys("rb", abiRA))
	s.retAddr = ir.Whole(ra)
	fb := s.newGPR("frame")
	add(ir.NewInstr("MOV_R").SetReg("rd", ir.Whole(fb)).SetPhys("rb", abiSP))
	s.frameBase = ir.Whole(fb)
	words, _, ok := abiLayout(paramTypes(s.fn), s.calls.words())
	if !ok {
		s.fail("a parameter type of @%s is not supported by the calling convention (aggregates and vectors are not)", s.fn.Name())
	}
	for i, p := range s.fn.Params {
		if byvalType(p) != nil {
			s.fail("parameter %s of @%s is a struct passed by value (byval), which the calling convention does not support", p.Ident(), s.fn.Name())
		}
		if _, ok := p.Typ.(*types.StructType); ok {
			// A struct passed by value (not byval): its fields' words.
			var regs []ir.Reg
			for _, w := range words[i] {
				d := ir.Whole(s.newGPR(p.Name()))
				if w.reg >= 0 {
					add(ir.NewInstr("MOV_R").SetReg("rd", d).SetPhys("rb", uint32(w.reg)))
				} else {
					add(ir.NewInstr("LDL_R").SetMod("memtype", "32").SetReg("rd", d).SetPhys("ra", abiSP).SetVal("off", uint32(int32(w.off))))
				}
				regs = append(regs, d)
			}
			lv := s.aggValue(p.Typ, &regs)
			lv.home = s.entry
			s.vals[p] = lv
			continue
		}
		var regs []ir.Reg
		var pair ir.VReg
		if len(words[i]) == 2 {
			pair = s.newPair(p.Name())
		}
		for k, w := range words[i] {
			var d ir.Reg
			if pair != 0 {
				d = ir.Part(pair, uint8(k))
			} else {
				d = ir.Whole(s.newGPR(p.Name()))
			}
			if w.reg >= 0 {
				add(ir.NewInstr("MOV_R").SetReg("rd", d).SetPhys("rb", uint32(w.reg)))
			} else {
				add(ir.NewInstr("LDL_R").SetMod("memtype", "32").SetReg("rd", d).SetPhys("ra", abiSP).SetVal("off", uint32(int32(w.off))))
			}
			regs = append(regs, d)
		}
		var lv *lval
		switch {
		case pair != 0:
			lv = &lval{bits: 64, lo: gpr(regs[0]), hi: gpr(regs[1]), pair: ir.Whole(pair)}
		default:
			lv = s.wordsValue(p.Typ, regs, paramExt(p))
		}
		if _, ok := p.Typ.(*types.PointerType); ok {
			lv.space = spaceOfSet(paramSpaces(p))
		}
		lv.home = s.entry
		s.vals[p] = lv
	}
}

// lowerSubReturn ends a subroutine: the result into R2.., the return
// address into R0, RET.
func (s *sel) lowerSubReturn(t *llir.TermRet) {
	var uses []ir.PhysReg
	if t.X != nil {
		words, _, ok := abiLayout([]types.Type{t.X.Type()}, s.calls.words())
		if !ok || len(words[0]) > s.calls.words() {
			s.fail("the result type %s is not supported by the calling convention", t.X.Type())
		}
		ops := s.argWords(t.X, retExt(s.fn))
		for k, o := range ops {
			n := uint32(words[0][k].reg)
			s.movPhys(n, o)
			uses = append(uses, ir.PhysReg{Class: isa.GPR, N: n, Count: 1})
		}
	}
	mv := s.emit("MOV_R").SetPhys("rd", abiRA)
	setReg(mv, "rb", s.retAddr)
	ret := ir.NewInstr("RET_R").SetPhys("rb", abiRA)
	ret.OriginInst = s.origin
	ret.Implicit = &ir.Implicit{Uses: append(uses, ir.PhysReg{Class: isa.GPR, N: abiSP, Count: 1})}
	s.cur.term = append(s.cur.term, ret)
}

// kernelStackInit sets the stack pointer in a kernel that calls: R1 = the
// size of the kernel's own frame, filled in by the frame pass.
func (s *sel) kernelStackInit() {
	in := ir.NewInstr("MOV_I").SetPhys("rd", abiSP).SetVal("vb", 0)
	in.Origin = "stack pointer"
	s.entry.head = append(s.entry.head, in)
	s.f.FrameAdjusts = append(s.f.FrameAdjusts, ir.FrameAdjust{In: in, Sign: 0})
}

// checkSubroutine enforces what the convention promises about a
// subroutine's code: it writes no uniform register or predicate (the
// caller's survive the call), and no convergence barrier register except
// through the conversion of its barriers to WARPSYNC.
func (s *sel) checkSubroutine() {
	for _, b := range s.f.Blocks {
		for _, in := range b.Instrs {
			for _, d := range in.Defs() {
				if d.Class == isa.UR || d.Class == isa.UPR {
					s.fail("internal compiler error: subroutine block %s writes a uniform register (%s)", b.Name, in.Origin)
				}
			}
		}
	}
}

// lowerInsertValue builds a struct value field by field (a subroutine's
// struct result, call.go): the fields of the base with one replaced.
func (s *sel) lowerInsertValue(inst *llir.InstInsertValue) *lval {
	st, ok := inst.X.Type().(*types.StructType)
	if !ok || len(inst.Indices) != 1 || int(inst.Indices[0]) >= len(st.Fields) {
		s.fail("insertvalue is supported only into a field of a struct")
	}
	var fields []*lval
	if c, isConst := inst.X.(constant.Constant); isConst {
		for _, f := range st.Fields {
			switch c.(type) {
			case *constant.Undef, *constant.Poison, *constant.ZeroInitializer:
			default:
				s.fail("insertvalue into a constant struct other than undef, poison or zeroinitializer is not supported")
			}
			if intBits(f) == 0 {
				s.fail("insertvalue into a struct with a field of type %s is not supported", f)
			}
			fields = append(fields, constLval(intBits(f), 0))
		}
	} else {
		fields = append(fields, s.get(inst.X).fields...)
	}
	if len(fields) != len(st.Fields) {
		s.fail("internal compiler error: insertvalue into an aggregate of %d lowered fields", len(fields))
	}
	fields[inst.Indices[0]] = s.get(inst.Elem)
	return &lval{fields: fields}
}

// textOrigin is an origin that is not an LLVM instruction (a subroutine's
// entry), for Instr.OriginInst.
type textOrigin string

// LLString returns the text.
func (t textOrigin) LLString() string { return string(t) }
