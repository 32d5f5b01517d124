package lower

import (
	"fmt"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"gpucc/ir"
	"gpucc/isa"
	"gpucc/launch"
)

// Local and shared memory. Both are 32-bit address spaces of their own
// (LDL/STL, LDS/STS with [Ra+SImm24]); a pointer into one is lowered as its
// 32-bit address in lo (hi is zero) and remembers its space, which
// getelementptr, bitcast and addrspacecast pass on, so that a generic
// pointer cast from a shared one is still accessed with LDS/STS. Generic
// pointers whose origin the lowering cannot see (parameters, loads) are
// global unless other addresses escape; phis, selects and loads of
// pointers get the space planPointers finds, generic where origins differ
// (docs/compiler.md, "Generic pointers"). Pointers into the constant and
// parameter banks (constbank.go, byval.go) work the same way, through the
// constant and parameter windows.
//
// Allocas get fixed offsets in the per-thread frame (Func.LocalBytes; the
// register allocator puts its spill slots after them). Shared globals
// (`addrspace(3) global`) that the kernel (or a function it calls) refers
// to are laid out in module order from 0 (Func.SharedBytes); an external one with no size is the dynamic shared
// array, which starts after the static ones rounded up to 16 bytes.

const (
	spaceGlobal = 0
	spaceShared = 3
	spaceLocal  = 5
	// spaceGeneric marks a pointer whose space selection cannot know (a
	// phi, select or load that may yield addresses of several spaces): its
	// value is a generic address, accessed with LD, ST and ATOM (docs/isa.md,
	// "Generic addressing").
	spaceGeneric = 102
)

// windowHi is the high word of the generic address of a pointer into
// shared or local memory, a constant bank or the parameter bank: the
// windows are 2^32-aligned, so a generic pointer into one is (offset,
// windowHi).
func windowHi(space uint8) uint32 {
	switch space {
	case spaceShared:
		return uint32(launch.SharedWindow >> 32)
	case spaceLocal:
		return uint32(launch.LocalWindow >> 32)
	case spaceConst:
		return uint32(launch.ConstWindow >> 32)
	case spaceParam:
		return uint32(launch.ParamWindow >> 32)
	}
	return 0
}

// typedHi is the high word of a pointer into space (shared or local) whose
// LLVM type is t: a generic-typed pointer holds the generic address, a
// pointer typed with its own address space the 32-bit offset.
func typedHi(space uint8, t types.Type) opnd {
	if pt, ok := t.(*types.PointerType); ok && pt.AddrSpace == 0 {
		if hi := windowHi(space); hi != 0 {
			return imm(hi)
		}
	}
	return zero
}

// layoutMemory assigns the frame offsets of allocas and the shared-memory
// offsets of addrspace(3) globals.
func (s *sel) layoutMemory() {
	s.allocaOff = map[*llir.InstAlloca]int64{}
	var frame int64
	if s.sub() {
		// A subroutine's frame starts with its arguments passed on the
		// stack (call.go).
		if _, stack, ok := abiLayout(paramTypes(s.fn), s.calls.words()); ok {
			frame = stack
		}
	}
	for _, b := range s.fn.Blocks {
		for _, inst := range b.Insts {
			a, ok := inst.(*llir.InstAlloca)
			if !ok {
				continue
			}
			s.curBlock, s.curInst = b, inst
			n := int64(1)
			if a.NElems != nil {
				c, ok := constValue(a.NElems)
				if !ok {
					s.fail("an alloca of a variable number of elements is not supported")
				}
				n = int64(c)
			}
			align := s.typeAlign(a.ElemType)
			if int64(a.Align) > align {
				align = int64(a.Align)
			}
			frame = (frame + align - 1) / align * align
			s.allocaOff[a] = frame
			frame += n * s.allocSize(a.ElemType)
		}
	}
	s.curBlock, s.curInst = nil, nil
	if frame > 1<<20 {
		panic(&Error{Kernel: s.fn.Name(), Msg: fmt.Sprintf("the allocas take %d bytes of local memory, more than 1 MiB", frame)})
	}
	s.f.LocalBytes = uint32(frame)
	s.sharedOff = map[*llir.Global]int64{}
	var shared int64
	var dynamic []*llir.Global
	if s.mod != nil {
		// Only the shared variables this kernel uses take space in its CTA
		// (and only their types are checked).
		used, all := usedGlobals(s.layoutRoot())
		for _, g := range s.mod.Globals {
			if g.Typ == nil || g.Typ.AddrSpace != spaceShared || (!all && !used[g]) {
				continue
			}
			size := s.typeSize(g.ContentType)
			if g.Init == nil && size == 0 {
				dynamic = append(dynamic, g)
				continue
			}
			align := s.typeAlign(g.ContentType)
			if int64(g.Align) > align {
				align = int64(g.Align)
			}
			shared = (shared + align - 1) / align * align
			s.sharedOff[g] = shared
			shared += size
		}
	}
	for _, g := range dynamic {
		s.sharedOff[g] = (shared + 15) &^ 15
	}
	s.f.SharedBytes = uint32(shared)
}

// spacePtr is the lowered form of a pointer into local or shared memory:
// lo is the 32-bit address; hi is zero for a pointer typed with its space
// and the window's high word for a generic one (typedHi), so that the
// 64-bit value is the pointer's LLVM value either way.
func spacePtr(space uint8, addr opnd, off int64) *lval {
	return &lval{bits: 64, lo: addr, hi: zero, off: off, space: space}
}

// constPointer lowers a constant pointer expression into shared memory (a
// global, or a constant GEP, bitcast or addrspacecast of one); ok is false
// for anything else.
func (s *sel) constPointer(c constant.Constant) (*lval, bool) {
	switch c := c.(type) {
	case *llir.Global:
		off, ok := s.sharedOff[c]
		if !ok {
			return s.constBankPointer(c)
		}
		return spacePtr(spaceShared, imm(0), off), true
	case *constant.ExprAddrSpaceCast:
		lv, ok := s.constPointer(c.From)
		if ok && (lv.space == spaceShared || lv.space == spaceLocal) {
			lv.hi = typedHi(lv.space, c.To)
		}
		return lv, ok
	case *constant.ExprBitCast:
		return s.constPointer(c.From)
	case *constant.ExprGetElementPtr:
		base, ok := s.constPointer(c.Src)
		if !ok {
			return nil, false
		}
		off := base.off
		t := c.ElemType
		for i, x := range c.Indices {
			if ix, ok := x.(*constant.Index); ok {
				x = ix.Constant
			}
			v, ok := constValue(x)
			if !ok {
				return nil, false
			}
			iv := int64(signExtend(v, intBits(x.Type())))
			if i == 0 {
				off += iv * s.allocSize(t)
				continue
			}
			switch tt := t.(type) {
			case *types.ArrayType:
				t = tt.ElemType
				off += iv * s.allocSize(t)
			case *types.StructType:
				off += s.fieldOffset(tt, int(iv))
				t = tt.Fields[iv]
			default:
				return nil, false
			}
		}
		out := spacePtr(base.space, imm(0), off)
		out.hi = base.hi
		return out, true
	}
	return nil, false
}

// gepSpace is lowerGEP for local and shared pointers: 32-bit arithmetic.
func (s *sel) gepSpace(base *lval, off int64, terms []gepTerm) *lval {
	lo := base.lo
	for _, t := range terms {
		var x opnd
		if valueBits(t.idx) == 64 {
			x, _ = s.halves(t.idx)
		} else {
			x = s.ext32(t.idx, true)
		}
		if t.scale == 1 {
			// IADD takes an immediate base (a constant pointer's offset,
			// settle) where IMAD's addend would need a register.
			lo = s.iadd(x, lo)
			continue
		}
		lo = s.imad(x, imm(uint32(t.scale)), lo, false)
	}
	out := spacePtr(base.space, lo, off)
	out.hi = base.hi
	return out
}

// pointerSpace returns the memory space of an access through ptr: the
// space its lowered value tracks, or the one its type names.
func (s *sel) pointerSpace(ptr value.Value, lv *lval) uint8 {
	pt, ok := ptr.Type().(*types.PointerType)
	if !ok {
		s.fail("memory access through %s is not supported", ptr.Type())
	}
	switch {
	case pt.AddrSpace == 0:
		return lv.space
	case pt.AddrSpace == 1:
		if lv.space != spaceGlobal && lv.space != spaceGeneric {
			s.fail("a global pointer into local or shared memory is not supported")
		}
		return spaceGlobal
	case pt.AddrSpace == spaceShared || pt.AddrSpace == spaceLocal:
		// The type says the space, and such a pointer's value is the
		// 32-bit address whatever it was computed from (inttoptr).
		if _, fromInt := ptr.(*llir.InstIntToPtr); lv.space == uint8(pt.AddrSpace) || fromInt {
			return uint8(pt.AddrSpace)
		}
	case pt.AddrSpace == spaceConst:
		// A constant pointer holds its generic address (constBankPointer):
		// the bank offset in the low word where the origin is known, else
		// read through the window.
		switch lv.space {
		case spaceConst:
			return spaceConst
		case spaceGlobal, spaceGeneric:
			return spaceGeneric
		}
	}
	s.fail("memory access through %s is not supported (the pointer's origin is unknown)", ptr.Type())
	return 0
}

// memForm is the load or store form for a memory space.
func memForm(load bool, space uint8) string {
	prefix := map[uint8]string{spaceGlobal: "G", spaceShared: "S", spaceLocal: "L", spaceGeneric: ""}[space]
	if load {
		return "LD" + prefix + "_R"
	}
	return "ST" + prefix + "_R"
}

// spaceAddress returns the 32-bit address register and offset of an access
// to local or shared memory.
func (s *sel) spaceAddress(lv *lval, extra int64) (ir.Reg, uint32) {
	off := lv.off + extra
	addr := lv.lo
	if off < -1<<23 || off >= 1<<23 {
		// Only the address modulo 2^32 matters (docs/isa.md, "Address
		// arithmetic"): the low 32 bits of the offset may fit SImm24 (an
		// offset of 2^32 + 8 is 8), or else go to the register.
		if w := int64(int32(uint32(off))); w >= -1<<23 && w < 1<<23 {
			off = w
		} else {
			addr = s.iadd(addr, imm(uint32(off)))
			off = 0
		}
	}
	if addr.k == kImm && addr.imm != 0 {
		off += int64(int32(addr.imm))
		addr = zero
		if off < -1<<23 || off >= 1<<23 {
			addr, off = imm(uint32(off)), 0
		}
	}
	return s.toGPR(addr).r, uint32(off) & 0xFFFFFF
}

// lowerAtomicRMW selects atomicrmw on global memory (ATOMG, or RED when
// the old value is unused) and shared memory (ATOMS). sub adds the
// negated value; signed min/max of i64 has no instruction and becomes a
// compare-and-swap loop (atomic.go).
func (s *sel) lowerAtomicRMW(inst *llir.InstAtomicRMW) *lval {
	if inst.Op == enum.AtomicOpFAdd || inst.Op == enum.AtomicOpFSub {
		return s.lowerAtomicFAdd(inst, inst.Op == enum.AtomicOpFSub)
	}
	if lv, ok := s.lowerWarpAtomic(inst); ok {
		return lv
	}
	bits := intBits(inst.X.Type())
	if bits != 32 && bits != 64 {
		s.fail("atomicrmw of type %s is not supported", inst.X.Type())
	}
	ops := map[string]string{"add": "ADD", "sub": "ADD", "and": "AND", "or": "OR", "xor": "XOR", "xchg": "EXCH",
		"max": "MAX", "min": "MIN", "umax": "MAX", "umin": "MIN"}
	name := inst.Op.String()
	op, ok := ops[name]
	if !ok {
		s.fail("atomicrmw %s on i%d is not supported", name, bits)
	}
	typ := "U32"
	switch {
	case bits == 64:
		typ = "U64"
	case name == "max" || name == "min":
		typ = "S32"
	}
	var data ir.Reg
	if bits == 64 {
		lo, hi := s.halves(inst.X)
		if name == "sub" {
			n := s.sub64(zero, zero, lo, hi, false)
			lo, hi = n.lo, n.hi
		}
		data = s.lvalPair(&lval{bits: 64, lo: lo, hi: hi}, isa.GPR)
	} else {
		x := s.val32(inst.X)
		if name == "sub" {
			x = s.iadd(zero, negOp(x))
		}
		data = s.toGPR(x).r
	}
	r, off, space := s.address(inst.Dst, 0)
	if space == spaceLocal {
		s.fail("atomicrmw on local memory is not supported")
	}
	if bits == 64 && (name == "max" || name == "min") {
		return s.casMinMax64(space, r, off, data, name == "min")
	}
	in, d := s.emitAtomic(space, s.uses[inst] > 0, bits == 64)
	in.SetVal("off", off).SetMod("atomop", op).SetMod("atomtype", typ)
	setReg(in, "ra", r)
	setReg(in, "rb", data)
	if d.V == 0 {
		return nil
	}
	if bits == 64 {
		return pairLval(d.V, false)
	}
	return &lval{bits: 32, x: gpr(d)}
}

// Sets of memory spaces a pointer value may point into (spaceSet).
const (
	inGlobal = 1 << iota
	inShared
	inLocal
	inConst
	inParam
	// inMemory stands for whatever addresses memory (and integers) may
	// hold: a pointer loaded or rebuilt from arithmetic. spacesOf leaves it
	// symbolic, so that its results do not depend on the escapes found so
	// far; fromMemory resolves it once all escapes are known.
	inMemory
	// inAny is what a pointer read back from memory, or rebuilt from
	// integer arithmetic, may hold once local or shared addresses have
	// escaped there.
	inAny = inGlobal | inShared | inLocal
)

func spaceBit(space uint8) int {
	switch space {
	case spaceShared:
		return inShared
	case spaceLocal:
		return inLocal
	case spaceConst:
		return inConst
	case spaceParam:
		return inParam
	case spaceGeneric:
		return inAny
	}
	return inGlobal
}

// spacesOf returns the memory spaces a pointer (or an integer made from
// one by ptrtoint) may point into, following GEPs, casts, phis and selects
// back to their origins: allocas are local, addrspace(3) globals shared,
// __constant__ globals constant, byval parameters the parameter bank, other
// kernel parameters global; a pointer loaded from memory or rebuilt from
// arithmetic is inMemory: wherever addresses escaped to (fromMemory).
func (s *sel) spacesOf(v value.Value, memo map[value.Value]int) int {
	if m, ok := memo[v]; ok {
		return m // (a phi in progress counts as nothing: the others decide)
	}
	memo[v] = 0
	var m int
	switch v := v.(type) {
	case *llir.InstAlloca:
		m = inLocal
	case constant.Constant:
		if lv, ok := s.constPointer(v); ok {
			m = spaceBit(lv.space)
		} else {
			m = inGlobal
		}
	case *llir.InstGetElementPtr:
		m = s.spacesOf(v.Src, memo)
	case *llir.InstBitCast:
		m = s.spacesOf(v.From, memo)
	case *llir.InstAddrSpaceCast:
		m = s.spacesOf(v.From, memo)
		if pt, ok := v.To.(*types.PointerType); ok {
			// A cast to a specific space says where the pointer points.
			switch pt.AddrSpace {
			case 1:
				m = inGlobal
			case spaceShared:
				m = inShared
			case spaceLocal:
				m = inLocal
			case spaceConst:
				m = inConst
			}
		}
	case *llir.InstPtrToInt:
		m = s.spacesOf(v.From, memo)
	case *llir.InstIntToPtr:
		m = s.spacesOf(v.From, memo)
	case *llir.InstFreeze:
		m = s.spacesOf(v.X, memo)
	case *llir.InstSelect:
		m = s.spacesOf(v.ValueTrue, memo) | s.spacesOf(v.ValueFalse, memo)
	case *llir.InstPhi:
		for _, inc := range v.Incs {
			if !isUndef(inc.X) {
				m |= s.spacesOf(inc.X, memo)
			}
		}
	case *llir.Param:
		m = inGlobal
		if s.sub() {
			m = paramSpaces(v)
		} else if lv, ok := s.byvalPointer(v); ok {
			m = spaceBit(lv.space)
		}
	default:
		m = inMemory
	}
	memo[v] = m
	return m
}

// paramSpaces is where a subroutine's pointer parameter may point: its
// address space, or any of global, shared and local memory for a generic
// pointer.
func paramSpaces(p *llir.Param) int {
	pt, ok := p.Typ.(*types.PointerType)
	if !ok {
		return inAny
	}
	switch pt.AddrSpace {
	case 1:
		return inGlobal
	case spaceShared:
		return inShared
	case spaceLocal:
		return inLocal
	}
	return inAny
}

// layoutRoot is the function whose use of shared memory decides the
// layout: the kernel, also while one of its subroutines is selected.
func (s *sel) layoutRoot() *llir.Func {
	if s.calls != nil && s.mod != nil {
		for _, f := range s.mod.Funcs {
			if f.Name() == s.calls.kernel {
				return f
			}
		}
	}
	return s.fn
}

// fromMemory resolves inMemory in a set of spaces m: a pointer read from
// memory or rebuilt from integers may point into global memory, anything
// once local or shared addresses have escaped in this kernel, and the
// banks whose addresses escaped.
func (s *sel) fromMemory(m int) int {
	if m&inMemory == 0 {
		return m
	}
	m = m&^inMemory | inGlobal
	if s.escaped&(inShared|inLocal) != 0 {
		m |= inAny
	}
	return m | s.escaped&(inConst|inParam)
}

// spaceOfSet is the space selection gives a pointer that may point into
// the spaces of set m: a single specific space where m proves it, generic
// where it may be several.
func spaceOfSet(m int) uint8 {
	switch m {
	case inShared:
		return spaceShared
	case inLocal:
		return spaceLocal
	case inConst:
		return spaceConst
	case inParam:
		return spaceParam
	case 0, inGlobal:
		return spaceGlobal
	}
	return spaceGeneric
}

// planPointers decides, before selection, how pointers that merge or pass
// through memory are accessed. Lowered pointers remember their space along
// GEPs and casts; where a phi or select merges pointers, or a pointer comes
// back from memory or integer arithmetic, pointerSpaces records the space
// its accesses use: a single one where every origin agrees (LDS, LDL, LDG,
// LDC), else generic (LD/ST/ATOM through the generic address). An address
// of a space other than global that is stored to memory, exchanged
// atomically or turned into an integer (escaped) may come back from any
// load of a pointer or any integer, which then counts that space among its
// origins. One walk finds the escapes and the pointers to classify; their
// origins (spacesOf, one memo: memory stays symbolic) are resolved once
// every escape is known. (A stored pointer that itself came from memory
// adds no space: whatever memory holds got there through a store of its
// origin.)
func (s *sel) planPointers() {
	s.pointerSpaces = map[value.Value]uint8{}
	memo := map[value.Value]int{}
	type merged struct {
		b    *llir.Block
		inst llir.Instruction
		v    value.Value
	}
	var todo []merged
	escape := func(v value.Value) {
		if isPointerOrInt64(v) {
			s.escaped |= s.spacesOf(v, memo) &^ (inGlobal | inMemory)
		}
	}
	for _, b := range s.fn.Blocks {
		s.curBlock = b
		for _, inst := range b.Insts {
			s.curInst = inst
			switch inst := inst.(type) {
			case *llir.InstStore:
				escape(inst.Src)
			case *llir.InstAtomicRMW:
				escape(inst.X)
			case *llir.InstCmpXchg:
				escape(inst.New)
			case *llir.InstPtrToInt:
				escape(inst.From)
			case *llir.InstCall:
				// A subroutine may store an address it is given where this
				// function reads it back (call.go).
				if s.isSubCall(inst) != nil {
					for _, a := range inst.Args {
						escape(a)
					}
				}
			}
			switch inst.(type) {
			case *llir.InstPhi, *llir.InstSelect, *llir.InstLoad, *llir.InstIntToPtr, *llir.InstAtomicRMW:
				v := inst.(value.Value)
				if _, ok := v.Type().(*types.PointerType); ok {
					todo = append(todo, merged{b, inst, v})
				}
			}
		}
	}
	if s.sub() {
		// A subroutine's caller may have stored addresses of any space
		// that it reads back: every pointer from memory may be one.
		s.escaped |= inShared | inLocal | inConst | inParam
	}
	for _, x := range todo {
		s.curBlock, s.curInst = x.b, x.inst
		s.pointerSpaces[x.v] = spaceOfSet(s.fromMemory(s.spacesOf(x.v, memo)))
	}
	s.curBlock, s.curInst = nil, nil
}

// isPointerOrInt64 reports whether v can carry an address.
func isPointerOrInt64(v value.Value) bool {
	if _, ok := v.Type().(*types.PointerType); ok {
		return true
	}
	return valueBits(v) == 64
}

// lowerAddrSpaceCast converts between a generic pointer and one typed with
// its space: into shared or local memory, the generic value is the 32-bit
// address under the window's high word (docs/isa.md, "Generic
// addressing"), so a cast only changes the high word; a generic pointer of
// unknown space cast to shared or local keeps its low word as the address.
func (s *sel) lowerAddrSpaceCast(inst *llir.InstAddrSpaceCast) *lval {
	lv := s.forward(inst.From)
	pt, ok := inst.To.(*types.PointerType)
	if !ok {
		return lv
	}
	switch {
	case pt.AddrSpace == spaceShared || pt.AddrSpace == spaceLocal:
		if lv.space != uint8(pt.AddrSpace) && lv.space != spaceGeneric {
			s.fail("addrspacecast to %s of a pointer that does not point into that space", inst.To)
		}
		if lv.space != uint8(pt.AddrSpace) {
			s.settle(lv)
			lv = spacePtr(uint8(pt.AddrSpace), lv.lo, 0)
		}
		lv.hi = zero
	case pt.AddrSpace == 0 && (lv.space == spaceShared || lv.space == spaceLocal):
		lv.hi = typedHi(lv.space, inst.To)
	case pt.AddrSpace == 1 && lv.space == spaceGeneric:
		lv.space = spaceGlobal
	case pt.AddrSpace == spaceConst && lv.space == spaceGeneric:
		// The generic address is in the constant window, whose low word
		// is the bank offset.
		lv.space = spaceConst
	}
	return lv
}
