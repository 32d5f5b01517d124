package lower

import (
	"math/bits"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"gpucc/ir"
	"gpucc/isa"
)

// This file selects getelementptr, load and store. A pointer is lowered as
// a 64-bit base plus a constant byte offset that is not added until an
// instruction needs the full value: constant GEP offsets accumulate there
// and end up in the SImm24 offset of LDG/STG.

// gepTerm is one variable index of a GEP: idx scaled by scale bytes.
type gepTerm struct {
	idx   value.Value
	scale int64
}

// lowerGEP folds constant indices into the pending offset and adds each
// variable index with LEA/LEA.HI.X (power-of-two scales) or IMAD.WIDE.
func (s *sel) lowerGEP(inst *llir.InstGetElementPtr) *lval {
	if pt, ok := inst.Src.Type().(*types.PointerType); !ok || pt.AddrSpace != 0 && pt.AddrSpace != 1 && pt.AddrSpace != spaceShared && pt.AddrSpace != spaceLocal && pt.AddrSpace != spaceConst {
		s.fail("getelementptr on %s is not supported (only generic, global, shared, constant and local pointers are)", inst.Src.Type())
	}
	base := s.get(inst.Src)
	off := base.off
	var terms []gepTerm
	t := inst.ElemType
	for i, idx := range inst.Indices {
		var scale int64
		if i == 0 {
			scale = s.allocSize(t)
		} else {
			switch tt := t.(type) {
			case *types.StructType:
				c, ok := constValue(idx)
				if !ok || int(c) >= len(tt.Fields) {
					s.fail("struct field index %s is not a valid constant", idx.Ident())
				}
				off += s.fieldOffset(tt, int(c))
				t = tt.Fields[c]
				continue
			case *types.ArrayType:
				t = tt.ElemType
				scale = s.allocSize(t)
			default:
				s.fail("getelementptr into %s is not supported", t)
			}
		}
		ib := s.checkInt(idx)
		if c, ok := constValue(idx); ok {
			off += int64(signExtend(c, ib)) * scale
			continue
		}
		terms = append(terms, gepTerm{idx: idx, scale: scale})
	}
	if base.space != spaceGlobal && base.space != spaceGeneric {
		return s.gepSpace(base, off, terms)
	}
	if len(terms) == 0 {
		out := *base
		out.off = off
		if base.bits == 64 && base.hi.k == kNone {
			out.hiFn = func() opnd { return s.hiOf(base) }
		}
		return &out
	}
	lo, hi := base.lo, s.hiOf(base)
	for _, t := range terms {
		var extra int64
		lo, hi, extra = s.addScaled(lo, hi, t.idx, t.scale)
		off += extra * t.scale
	}
	p := lo.r.V
	return &lval{bits: 64, lo: lo, hi: hi, pair: ir.Whole(p), off: off, space: base.space}
}

// indexForm describes a GEP index: either the sign/zero extension of a
// 32-bit word (x32), or a full 64-bit value (lo, hi), and a constant that
// was split off it (index = form + add).
type indexForm struct {
	ext    extKind
	x32    opnd
	lo, hi opnd
	add    int64
}

// indexOf analyses a GEP index, folding `sext(add nsw x, C)`,
// `zext(add nuw x, C)` and 64-bit `add x, C` into x plus a constant that
// moves into the address offset.
func (s *sel) indexOf(v value.Value) indexForm {
	ib := valueBits(v)
	if ib < 64 {
		// GEP indices narrower than the pointer are sign-extended.
		if add, ok := v.(*llir.InstAdd); ok && s.foldable(add) && hasFlag(add.OverflowFlags, enum.OverflowFlagNSW) && ib == 32 {
			if c, ok := constValue(add.Y); ok {
				s.consume(add)
				return indexForm{ext: extSign, x32: s.ext32(add.X, true), add: int64(signExtend(c, ib))}
			}
		}
		return indexForm{ext: extSign, x32: s.ext32(v, true)}
	}
	switch x := v.(type) {
	case *llir.InstSExt, *llir.InstZExt:
		var from value.Value
		signed := false
		var flag enum.OverflowFlag
		if se, ok := x.(*llir.InstSExt); ok {
			from, signed, flag = se.From, true, enum.OverflowFlagNSW
		} else {
			from, flag = x.(*llir.InstZExt).From, enum.OverflowFlagNUW
		}
		if valueBits(from) > 1 && s.foldable(v) {
			if add, ok := from.(*llir.InstAdd); ok && s.foldable(add) && hasFlag(add.OverflowFlags, flag) && valueBits(add) == 32 {
				if c, ok := constValue(add.Y); ok {
					s.consume(v)
					s.consume(add)
					ext := extZero
					cv := int64(uint32(c))
					if signed {
						ext, cv = extSign, int64(int32(uint32(c)))
					}
					return indexForm{ext: ext, x32: s.ext32(add.X, signed), add: cv}
				}
			}
			if or, ok := from.(*llir.InstOr); ok && s.foldable(or) && valueBits(or) == 32 {
				// or x, C with C below the known-zero low bits of x adds C.
				if c, ok := constValue(or.Y); ok && c < 1<<s.knownZeroLowBits(or.X) {
					s.consume(v)
					s.consume(or)
					ext := extZero
					if signed {
						ext = extSign
					}
					return indexForm{ext: ext, x32: s.ext32(or.X, signed), add: int64(c)}
				}
			}
		}
	case *llir.InstAdd:
		if s.foldable(x) {
			if c, ok := constValue(x.Y); ok {
				inner := s.indexOf(x.X)
				s.consume(x)
				inner.add += int64(c)
				return inner
			}
		}
	}
	lv := s.get(v)
	s.settle(lv)
	if e := ext64Of(lv); e != extNone {
		return indexForm{ext: e, x32: lv.lo}
	}
	return indexForm{lo: lv.lo, hi: s.hiOf(lv)}
}

func hasFlag(flags []enum.OverflowFlag, f enum.OverflowFlag) bool {
	for _, x := range flags {
		if x == f {
			return true
		}
	}
	return false
}

// knownZeroLowBits returns how many low bits of a 32-bit value are known
// to be zero (from shl by a constant, and with a constant, mul by a
// constant).
func (s *sel) knownZeroLowBits(v value.Value) int {
	switch x := v.(type) {
	case *llir.InstShl:
		if c, ok := constValue(x.Y); ok && c < 32 {
			return int(c)
		}
	case *llir.InstAnd:
		if c, ok := constValue(x.Y); ok && uint32(c) != 0 {
			return bits.TrailingZeros32(uint32(c))
		}
	case *llir.InstMul:
		if c, ok := constValue(x.Y); ok && uint32(c) != 0 {
			return bits.TrailingZeros32(uint32(c))
		}
	}
	return 0
}

// addrKey identifies an address computation base + index*scale, so that
// GEPs repeating one (with different constant offsets) share it.
type addrKey struct {
	blo, bhi  opnd
	ext       extKind
	x, lo, hi opnd
	scale     int64
}

type addrVal struct {
	lo, hi opnd
	block  int // LLVM block of the computation
}

// addScaled computes base + idx*scale into a new register pair and
// returns the constant part split off the index (to be scaled by the caller).
func (s *sel) addScaled(blo, bhi opnd, idx value.Value, scale int64) (lo, hi opnd, extra int64) {
	f := s.indexOf(idx)
	key := addrKey{blo: blo, bhi: bhi, ext: f.ext, x: f.x32, lo: f.lo, hi: f.hi, scale: scale}
	if v, ok := s.addrs[key]; ok && s.cur.llb >= 0 && s.g.dominates(v.block, s.cur.llb) {
		return v.lo, v.hi, f.add
	}
	defer func() {
		if s.cur.llb >= 0 {
			s.addrs[key] = addrVal{lo: lo, hi: hi, block: s.cur.llb}
		}
	}()
	p := s.newPair("")
	plo, phi := ir.Part(p, 0), ir.Part(p, 1)
	pow2 := scale > 0 && scale&(scale-1) == 0 && scale <= 1<<31
	k := uint32(bits.TrailingZeros64(uint64(scale)))
	switch {
	case f.ext != extNone && pow2:
		// LEA lo, P, x, base.lo, k ; LEA.HI.X(.SX32) hi, x, base.hi, (RZ,) k, P
		carry := s.lea(plo, f.x32, blo, k)
		r, not := s.toPR(carry)
		in := s.alu3("LEA", f.x32, bhi, zero, false).SetReg("rd", phi).SetVal("shiftamt", k).
			SetMod("lohi", "HI").SetMod("ext", "X")
		if f.ext == extSign {
			in.SetMod("sx32", "SX32")
		}
		setPred(in, "pp", r, not)
	case f.ext != extNone:
		// IMAD.WIDE(.U32) pair = x * scale + base
		base := s.widePair(blo, bhi)
		in := s.alu3("IMAD_WIDE", f.x32, imm(uint32(scale)), base, true).SetReg("rd", ir.Whole(p))
		if f.ext == extZero {
			in.SetMod("itype", "U32")
		}
	case pow2:
		// LEA lo, P, idx.lo, base.lo, k ; LEA.HI.X hi, idx.lo, base.hi, idx.hi, k, P
		carry := s.lea(plo, f.lo, blo, k)
		r, not := s.toPR(carry)
		in := s.alu3("LEA", f.lo, bhi, s.toGPR(f.hi), false).SetReg("rd", phi).SetVal("shiftamt", k).
			SetMod("lohi", "HI").SetMod("ext", "X")
		setPred(in, "pp", r, not)
	default:
		// lo = IMAD.U32 idx.lo*scale + base.lo (carry); hi = IMAD.HI.X.U32
		// idx.lo*scale + (idx.hi*scale + base.hi) + carry.
		c := s.newPR("")
		s.alu3("IMAD", f.lo, imm(uint32(scale)), blo, false).SetReg("rd", plo).SetMod("itype", "U32").SetReg("pu", ir.Whole(c))
		h := s.imad(f.hi, imm(uint32(scale)), bhi, false)
		in2 := s.alu3("IMAD", f.lo, imm(uint32(scale)), h, false).SetReg("rd", phi).SetMod("itype", "U32").
			SetMod("lohi", "HI").SetMod("ext", "X")
		setPred(in2, "pp", ir.Whole(c), false)
	}
	return gpr(plo), gpr(phi), f.add
}

// lea emits LEA d, P, x, b, k: d = (x << k) + b with carry P.
func (s *sel) lea(dst ir.Reg, x, b opnd, k uint32) pred {
	c := s.newPR("")
	s.alu3("LEA", x, b, zero, false).SetReg("rd", dst).SetVal("shiftamt", k).SetReg("pu", ir.Whole(c))
	return pred{k: pPR, r: ir.Whole(c)}
}

// widePair returns a 64-bit base given as halves as a wide operand.
func (s *sel) widePair(lo, hi opnd) opnd {
	if lo.k == kReg && hi.k == kReg && lo.r.V == hi.r.V && lo.r.Sub == 0 && hi.r.Sub == 1 {
		return gpr(ir.Whole(lo.r.V))
	}
	if lo.k == kUReg && hi.k == kUReg && lo.r.V == hi.r.V && lo.r.Sub == 0 && hi.r.Sub == 1 && lo.r.V != 0 {
		return ureg(ir.Whole(lo.r.V))
	}
	if lo.k == kCMem && hi.k == kCMem && hi.off == lo.off+4 && lo.off%8 == 0 {
		return cmem(lo.off)
	}
	if lo.isImm(0) && hi.isImm(0) {
		return zero
	}
	return gpr(s.lvalPair(&lval{bits: 64, lo: lo, hi: hi}, isa.GPR))
}

// address returns the register (a pair for global memory) and SImm24
// offset of a memory access, and the memory space it accesses.
func (s *sel) address(ptr value.Value, extra int64) (ir.Reg, uint32, uint8) {
	lv := s.get(ptr)
	space := s.pointerSpace(ptr, lv)
	if space != spaceGlobal && space != spaceGeneric {
		r, off := s.spaceAddress(lv, extra)
		return r, off, space
	}
	r, off := s.globalAddress(lv, extra)
	return r, off, space
}

func (s *sel) globalAddress(lv *lval, extra int64) (ir.Reg, uint32) {
	off := lv.off + extra
	if off < -1<<23 || off >= 1<<23 {
		s.settle(lv)
		off = extra
	}
	return s.basePair(lv), uint32(off) & 0xFFFFFF
}

// basePair returns a pointer's base (without its pending offset) as a GPR
// pair; pairs copied from uniform registers or the constant bank are
// reused within a block.
func (s *sel) basePair(lv *lval) ir.Reg {
	if lv.pair.V != 0 && s.f.VRegs[lv.pair.V].Class == isa.GPR {
		return lv.pair
	}
	if lv.pair.V != 0 {
		return s.cached(cacheKey{kind: "upair", r: lv.pair}, func() ir.Reg { return s.lvalPair(lv, isa.GPR) })
	}
	lo, hi := lv.lo, s.hiOf(lv)
	if lo.k == kCMem && hi.k == kCMem {
		return s.cached(cacheKey{kind: "cpair", v: uint64(lo.off)}, func() ir.Reg { return s.lvalPair(lv, isa.GPR) })
	}
	return s.lvalPair(lv, isa.GPR)
}

// memType is the LDG/STG width modifier for a loaded or stored type.
func (s *sel) memType(t types.Type, signed bool) (string, int) {
	b := intBits(t)
	switch b {
	case 8:
		if signed {
			return "S8", 1
		}
		return "U8", 1
	case 16:
		if signed {
			return "S16", 2
		}
		return "U16", 2
	case 32:
		return "32", 4
	case 64:
		return "64", 8
	}
	s.fail("memory access of type %s is not supported", t)
	return "", 0
}

// loadWantsSign reports whether the users of an 8/16-bit load would rather
// have it sign-extended (LDG.S8/.S16) than zero-extended.
func (s *sel) loadWantsSign(v value.Value) bool {
	for _, u := range s.users[v] {
		switch u := u.(type) {
		case *llir.InstSExt, *llir.InstAShr:
			return true
		case *llir.InstICmp:
			switch u.Pred {
			case enum.IPredSLT, enum.IPredSLE, enum.IPredSGT, enum.IPredSGE:
				return true
			}
		}
	}
	return false
}

func (s *sel) lowerLoad(inst *llir.InstLoad) *lval {
	if inst.Atomic {
		s.fail("atomic loads are not supported")
	}
	bits := intBits(inst.ElemType)
	if bits != 8 && bits != 16 && bits != 32 && bits != 64 {
		s.fail("load of type %s is not supported", inst.ElemType)
	}
	if lv := s.constBankLoad(inst); lv != nil {
		return lv
	}
	signed := bits < 32 && s.loadWantsSign(inst)
	mt, size := s.memType(inst.ElemType, signed)
	align := int(inst.Align)
	if align != 0 && align < size {
		if size == 8 && align >= 4 {
			// Two 32-bit loads for an i64 aligned to 4.
			p := s.newPair("")
			for half := 0; half < 2; half++ {
				r, off, space := s.address(inst.Src, int64(4*half))
				in := s.emit(memForm(true, space)).SetReg("rd", ir.Part(p, uint8(half))).SetVal("off", off)
				setReg(in, "ra", r)
			}
			return pairLval(p, false)
		}
		return s.splitLoad(inst, size, align)
	}
	r, off, space := s.address(inst.Src, 0)
	if bits == 64 {
		p := s.newPair("")
		in := s.emit(memForm(true, space)).SetReg("rd", ir.Whole(p)).SetVal("off", off).SetMod("memtype", mt)
		setReg(in, "ra", r)
		return pairLval(p, false)
	}
	d := s.newGPR("")
	in := s.emit(memForm(true, space)).SetReg("rd", ir.Whole(d)).SetVal("off", off).SetMod("memtype", mt)
	setReg(in, "ra", r)
	lv := &lval{bits: bits, x: gpr(ir.Whole(d))}
	if bits < 32 {
		lv.ext = extZero
		if signed {
			lv.ext = extSign
		}
	}
	return lv
}

func (s *sel) lowerStore(inst *llir.InstStore) {
	if inst.Atomic {
		s.fail("atomic stores are not supported")
	}
	t := inst.Src.Type()
	bits := intBits(t)
	if bits != 8 && bits != 16 && bits != 32 && bits != 64 {
		s.fail("store of type %s is not supported", t)
	}
	s.rejectConstStore(inst.Dst)
	mt, size := s.memType(t, false)
	align := int(inst.Align)
	if align != 0 && align < size {
		if size == 8 && align >= 4 {
			lo, hi := s.halves(inst.Src)
			for half, w := range []opnd{lo, hi} {
				r, off, space := s.address(inst.Dst, int64(4*half))
				in := s.emit(memForm(false, space)).SetVal("off", off)
				setReg(in, "ra", r)
				setReg(in, "rb", s.toGPR(w).r)
			}
			return
		}
		s.splitStore(inst, size, align)
		return
	}
	var data ir.Reg
	if bits == 64 {
		lv := s.get(inst.Src)
		s.settle(lv)
		if lv.lo.isImm(0) && s.hiOf(lv).isImm(0) {
			data = ir.Reg{} // RZ: a zero pair
		} else {
			data = s.lvalPair(lv, isa.GPR)
		}
	} else {
		data = s.toGPR(s.val32(inst.Src)).r
	}
	r, off, space := s.address(inst.Dst, 0)
	in := s.emit(memForm(false, space)).SetVal("off", off).SetMod("memtype", mt)
	setReg(in, "ra", r)
	setReg(in, "rb", data)
}
