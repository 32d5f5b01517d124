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
)

// Local and shared memory. Both are 32-bit address spaces of their own
// (LDL/STL, LDS/STS with [Ra+SImm24]); a pointer into one is lowered as its
// 32-bit address in lo (hi is zero) and remembers its space, which
// getelementptr, bitcast and addrspacecast pass on, so that a generic
// pointer cast from a shared one is still accessed with LDS/STS. Generic
// pointers whose origin the lowering cannot see (parameters, loads, phis)
// are global; checkPointerFlow makes sure no local or shared pointer can
// become one of those.
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
)

// layoutMemory assigns the frame offsets of allocas and the shared-memory
// offsets of addrspace(3) globals.
func (s *sel) layoutMemory() {
	s.allocaOff = map[*llir.InstAlloca]int64{}
	var frame int64
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
		used, all := usedGlobals(s.fn)
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

// spacePtr is the lowered form of a pointer into local or shared memory.
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
		return s.constPointer(c.From)
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
		return spacePtr(base.space, imm(0), off), true
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
		lo = s.imad(x, imm(uint32(t.scale)), lo, false)
	}
	return spacePtr(base.space, lo, off)
}

// pointerSpace returns the memory space of an access through ptr: the
// space its lowered value tracks, or the one its type names.
func (s *sel) pointerSpace(ptr value.Value, lv *lval) uint8 {
	pt, ok := ptr.Type().(*types.PointerType)
	if !ok {
		s.fail("memory access through %s is not supported", ptr.Type())
	}
	switch {
	case pt.AddrSpace == 0 || pt.AddrSpace == 1:
		if pt.AddrSpace == 1 && lv.space != spaceGlobal {
			s.fail("a global pointer into local or shared memory is not supported")
		}
		return lv.space
	case (pt.AddrSpace == spaceShared || pt.AddrSpace == spaceLocal || pt.AddrSpace == spaceConst) && lv.space == uint8(pt.AddrSpace):
		return lv.space
	}
	s.fail("memory access through %s is not supported (the pointer's origin is unknown)", ptr.Type())
	return 0
}

// memForm is the load or store form for a memory space.
func memForm(load bool, space uint8) string {
	prefix := map[uint8]string{spaceGlobal: "G", spaceShared: "S", spaceLocal: "L"}[space]
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
	used := s.uses[inst] > 0
	var in *ir.Instr
	var d ir.VReg
	switch {
	case space == spaceGlobal && !used:
		in = s.emit("RED_R")
	default:
		form := "ATOMG_R"
		if space == spaceShared {
			form = "ATOMS_R"
		}
		in = s.emit(form)
		if bits == 64 {
			d = s.newPair("")
		} else {
			d = s.newGPR("")
		}
		in.SetReg("rd", ir.Whole(d))
		setReg(in, "rc", ir.Reg{})
	}
	in.SetVal("off", off).SetMod("atomop", op).SetMod("atomtype", typ)
	setReg(in, "ra", r)
	setReg(in, "rb", data)
	if d == 0 {
		return nil
	}
	if bits == 64 {
		return pairLval(d, false)
	}
	return &lval{bits: 32, x: gpr(ir.Whole(d))}
}

// Sets of memory spaces a pointer value may point into (spaceSet).
const (
	inGlobal = 1 << iota
	inShared
	inLocal
	inConst
	inParam
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
	}
	return inGlobal
}

// spacesOf returns the memory spaces a pointer (or an integer made from
// one by ptrtoint) may point into, following GEPs, casts, phis and selects
// back to their origins: allocas are local, addrspace(3) globals shared,
// anything else (parameters, loads, inttoptr of arithmetic) global.
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
	default:
		m = inGlobal
	}
	memo[v] = m
	return m
}

// checkPointerFlow rejects, before selection, every way a pointer into
// local or shared memory could reach an access that would take it for a
// global one: lowered pointers remember their space only along GEPs and
// casts, so a local or shared pointer must not pass through a phi or a
// select, be stored to memory (or exchanged by an atomic), become a generic
// integer (ptrtoint) or be compared with a pointer of another space. Each
// is an error naming the instruction instead of a wrong address.
func (s *sel) checkPointerFlow() {
	memo := map[value.Value]int{}
	escapes := func(v value.Value) bool {
		if _, ok := v.Type().(*types.PointerType); !ok {
			if _, ok := v.(*llir.InstPtrToInt); !ok {
				return false
			}
		}
		return s.spacesOf(v, memo)&^inGlobal != 0
	}
	for _, b := range s.fn.Blocks {
		s.curBlock = b
		for _, inst := range b.Insts {
			s.curInst = inst
			switch inst := inst.(type) {
			case *llir.InstPhi:
				if escapes(inst) {
					s.fail("a pointer into local or shared memory through a phi is not supported")
				}
			case *llir.InstSelect:
				if escapes(inst) {
					s.fail("a pointer into local or shared memory through a select is not supported")
				}
			case *llir.InstStore:
				if escapes(inst.Src) {
					s.fail("storing a pointer into local or shared memory is not supported")
				}
			case *llir.InstAtomicRMW:
				if escapes(inst.X) {
					s.fail("an atomic exchange of a pointer into local or shared memory is not supported")
				}
			case *llir.InstCmpXchg:
				if escapes(inst.Cmp) || escapes(inst.New) {
					s.fail("an atomic exchange of a pointer into local or shared memory is not supported")
				}
			case *llir.InstPtrToInt:
				if pt, ok := inst.From.Type().(*types.PointerType); ok && pt.AddrSpace == 0 && escapes(inst.From) {
					s.fail("the generic address of local or shared memory (ptrtoint) is not supported")
				}
			case *llir.InstICmp:
				if _, ok := inst.X.Type().(*types.PointerType); ok {
					if a, b := s.spacesOf(inst.X, memo), s.spacesOf(inst.Y, memo); (a|b)&^inGlobal != 0 && a != b {
						s.fail("comparing pointers into different memory spaces is not supported")
					}
				}
			}
		}
	}
	s.curBlock, s.curInst = nil, nil
}
