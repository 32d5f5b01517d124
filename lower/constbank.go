package lower

import (
	"fmt"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"

	"gpucc/ir"
	"gpucc/obj"
)

// Module constants (CUDA __constant__ variables: addrspace(4) globals with
// an initializer) live in constant bank 3 (obj.ConstBank), laid out at
// compile time in module order from offset 0, each at its alignment and
// followed by 16 bytes of padding (the reference interpreter's layout), and
// carried in the module as obj.Globals at obj.ConstDataBase + offset,
// which the emulator copies into bank 3. A pointer into bank 3 is lowered
// like a local or shared one (a 32-bit offset that remembers its space,
// spaceConst) through GEPs, bitcasts and addrspacecasts to generic - the
// form clang emits, loads through a generic cast of the global - and a
// load through it is a ULDC of c[0x3][off] for a fixed 32- or 64-bit
// element, else an LDC from c[0x3][Ra+SImm16] (RZ for a fixed offset).
// Constant memory is read-only: a store through such a pointer is an
// error. The pointer's 64-bit value is its generic address in the constant
// window (launch.ConstWindow: offset under the window's high word), so it
// may be stored, converted to an integer and merged with other pointers;
// where planPointers finds every origin of a phi or select in the bank the
// access stays an LDC on the low word, elsewhere it is a generic LD
// (docs/compiler.md, "Generic pointers").

// spaceConst is the constant-bank space of a lowered pointer.
const spaceConst = 4

// isConstGlobal reports whether g is a __constant__ variable.
func isConstGlobal(g *llir.Global) bool {
	return g.Typ != nil && g.Typ.AddrSpace == spaceConst
}

// LayoutConstants lays out the module's __constant__ variables in bank 3,
// packed in module order from offset 0, each at its alignment.
func LayoutConstants(m *llir.Module) *GlobalLayout {
	return layoutVars(m, varWindow{
		keep: isConstGlobal, what: "__constant__ variable", base: obj.ConstDataBase, end: obj.ConstDataEnd,
		// The interpreter's layout (16 bytes of padding after each variable,
		// 16-byte steps), so that generic constant addresses agree.
		next: func(a, size uint64) uint64 { return alignUp(a+size+16, 16) },
		full: fmt.Sprintf("the module's __constant__ variables exceed the %d bytes of constant bank %d",
			obj.ConstDataEnd-obj.ConstDataBase, obj.ConstBank),
	})
}

// constBankPointer lowers the address of a __constant__ variable; ok is
// false for other globals.
func (s *sel) constBankPointer(g *llir.Global) (*lval, bool) {
	if !isConstGlobal(g) || s.mod == nil {
		return nil, false
	}
	if s.consts == nil {
		s.consts = LayoutConstants(s.mod)
	}
	if s.consts.Err != nil {
		s.fail("%v", s.consts.Err)
	}
	a, ok := s.consts.Addr[g]
	if !ok {
		s.fail("internal compiler error: __constant__ variable %s has no offset", g.Ident())
	}
	lv := spacePtr(spaceConst, imm(0), int64(a-obj.ConstDataBase))
	// Whatever its LLVM type, a constant pointer's value is its generic
	// address in the constant window (as in the reference interpreter).
	lv.hi = imm(windowHi(spaceConst))
	return lv, true
}

// bankOrigin reports whether a pointer is derived (by GEPs and casts) from
// a __constant__ variable or a byval parameter, or from a phi, select or
// load whose origins planPointers found all in one bank: the pointers read
// with LDC. (Checked on the IR so that other accesses do not lower their
// address early.)
func (s *sel) bankOrigin(v value.Value) bool {
	for {
		if sp, ok := s.pointerSpaces[v]; ok {
			return sp == spaceConst || sp == spaceParam
		}
		switch p := v.(type) {
		case *llir.Global:
			return isConstGlobal(p)
		case *llir.Param:
			return byvalType(p) != nil
		case *llir.InstGetElementPtr:
			v = p.Src
		case *llir.InstBitCast:
			v = p.From
		case *llir.InstAddrSpaceCast:
			v = p.From
		case *constant.ExprGetElementPtr:
			v = p.Src
		case *constant.ExprBitCast:
			v = p.From
		case *constant.ExprAddrSpaceCast:
			v = p.From
		default:
			return false
		}
	}
}

// rejectConstStore fails for a store through a pointer into constant memory.
func (s *sel) rejectConstStore(ptr value.Value) {
	if !s.bankOrigin(ptr) {
		return
	}
	switch s.pointerSpace(ptr, s.get(ptr)) {
	case spaceConst:
		s.fail("a store to __constant__ memory (read-only) is not supported")
	case spaceParam:
		s.fail("internal compiler error: a store to a struct parameter in the parameter bank")
	}
}

// constBankLoad selects a load through a pointer into constant memory
// (nil for other loads): LDC pieces of the alignment's width, reassembled
// little-endian like splitLoad's.
func (s *sel) constBankLoad(inst *llir.InstLoad) *lval {
	if !s.bankOrigin(inst.Src) {
		return nil
	}
	lv := s.get(inst.Src)
	space := s.pointerSpace(inst.Src, lv)
	if space != spaceConst && space != spaceParam {
		return nil
	}
	bank := uint32(obj.ConstBank)
	if space == spaceParam {
		bank = 0
	}
	bits := intBits(inst.ElemType)
	signed := bits < 32 && s.loadWantsSign(inst)
	mt, size := s.memType(inst.ElemType, signed)
	align := int(inst.Align)
	if align == 0 || align > size {
		align = size
	}
	if !s.sub() && lv.lo.k == kImm && lv.lo.imm == 0 && lv.off >= 0 && lv.off < 0x1_0000 && align == size && (size == 4 || size == 8) {
		// A fixed element: c[bank][off] (CMem: bank << 16 | offset)
		// through a uniform register loaded once in the prologue.
		off := bank<<16 | uint32(lv.off)
		if size == 8 {
			r := s.uldc(off, true)
			return &lval{bits: 64, lo: ureg(ir.Part(r.V, 0)), hi: ureg(ir.Part(r.V, 1)), pair: r, home: s.entry}
		}
		return &lval{bits: 32, x: ureg(s.uldc(off, false)), home: s.entry}
	}
	// ldc loads width bytes at byte offset k of the pointer.
	ldc := func(k int, memtype string, wide bool) ir.Reg {
		r, off := s.constAddress(lv, int64(k))
		var d ir.VReg
		if wide {
			d = s.newPair("")
		} else {
			d = s.newGPR("")
		}
		in := s.emit("LDC_R").SetReg("rd", ir.Whole(d)).SetVal("bank", bank).SetVal("off", off).SetMod("memtype", memtype)
		setReg(in, "ra", r)
		return ir.Whole(d)
	}
	if align == size {
		if bits == 64 {
			return pairLval(ldc(0, "64", true).V, false)
		}
		d := ldc(0, mt, false)
		out := &lval{bits: bits, x: gpr(d)}
		if bits < 32 {
			out.ext = extZero
			if signed {
				out.ext = extSign
			}
		}
		return out
	}
	// Under-aligned: pieces of align bytes (at most 4).
	piece := min(align, 4)
	var words []opnd
	for w := 0; w < (size+3)/4; w++ {
		var acc opnd
		for b := 0; b < 4 && 4*w+b < size; b += piece {
			d := gpr(ldc(4*w+b, pieceMemType[piece], false))
			if b == 0 {
				acc = d
				continue
			}
			acc = s.imad(d, imm(1<<(8*b)), acc, true)
		}
		words = append(words, acc)
	}
	if size == 8 {
		return &lval{bits: 64, lo: words[0], hi: words[1]}
	}
	return &lval{bits: 8 * size, x: words[0], ext: extZero}
}

// constAddress is the register and SImm16 offset of a constant-bank
// access at byte k of a pointer.
func (s *sel) constAddress(lv *lval, k int64) (ir.Reg, uint32) {
	off := lv.off + k
	addr := lv.lo
	if addr.k == kImm {
		off += int64(int32(addr.imm))
		addr = zero
	}
	if off < -1<<15 || off >= 1<<15 {
		addr = s.iadd(addr, imm(uint32(off)))
		off = 0
	}
	return s.toGPR(addr).r, uint32(off) & 0xFFFF
}
