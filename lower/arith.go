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

// lowerInst selects the instructions for one LLVM instruction (not a phi).
func (s *sel) lowerInst(inst llir.Instruction) {
	s.curInst = inst
	s.origin = inst
	v, isValue := inst.(value.Value)
	if isValue {
		if _, vec := v.Type().(*types.VectorType); vec {
			s.fail("vector types are not supported")
		}
	}
	if isValue && isPure(inst) {
		if lv := s.foldConstant(inst); lv != nil {
			s.vals[v] = lv
			return
		}
	}
	if r := s.reductionAnchor[v]; isValue && r != nil {
		s.setResult(inst, s.lowerWarpReduction(r))
		return
	}
	if r := s.reductions[v]; isValue && r != nil {
		lv := *s.get(r.anchor)
		lv.home = nil
		s.setResult(inst, &lv)
		return
	}
	var lv *lval
	if slv := s.trySetIdiom(inst); slv != nil {
		s.setResult(inst, slv)
		return
	}
	if slv := s.trySaturate(inst); slv != nil {
		s.setResult(inst, slv)
		return
	}
	if flv, ok := s.lowerFloatInst(inst); ok {
		s.setResult(inst, flv)
		return
	}
	switch inst := inst.(type) {
	case *llir.InstAdd:
		lv = s.lowerAdd(inst, inst.X, inst.Y, false)
	case *llir.InstSub:
		lv = s.lowerAdd(inst, inst.X, inst.Y, true)
	case *llir.InstMul:
		lv = s.lowerMul(inst)
	case *llir.InstUDiv:
		lv = s.lowerDiv(inst, inst.X, inst.Y, false, false)
	case *llir.InstSDiv:
		lv = s.lowerDiv(inst, inst.X, inst.Y, true, false)
	case *llir.InstURem:
		lv = s.lowerDiv(inst, inst.X, inst.Y, false, true)
	case *llir.InstSRem:
		lv = s.lowerDiv(inst, inst.X, inst.Y, true, true)
	case *llir.InstShl, *llir.InstLShr, *llir.InstAShr:
		lv = s.lowerShift(inst)
	case *llir.InstAnd, *llir.InstOr, *llir.InstXor:
		lv = s.lowerLogic(inst)
	case *llir.InstICmp:
		lv = s.lowerICmp(inst, "AND", predTrue)
	case *llir.InstSelect:
		lv = s.lowerSelect(inst)
	case *llir.InstZExt:
		lv = s.lowerExt(inst, inst.From, false)
	case *llir.InstSExt:
		lv = s.lowerExt(inst, inst.From, true)
	case *llir.InstTrunc:
		lv = s.lowerTrunc(inst)
	case *llir.InstFreeze:
		lv = s.forward(inst.X)
	case *llir.InstBitCast:
		if valueBits(inst.From) != valueBits(inst) || valueBits(inst) != 64 && valueBits(inst) != 32 {
			s.fail("bitcast from %s to %s is not supported", inst.From.Type(), inst.To)
		}
		lv = s.forward(inst.From)
	case *llir.InstPtrToInt:
		if valueBits(inst) != 64 {
			s.fail("ptrtoint to %s is not supported", inst.To)
		}
		lv = s.forward(inst.From)
	case *llir.InstIntToPtr:
		if valueBits(inst.From) != 64 {
			s.fail("inttoptr from %s is not supported", inst.From.Type())
		}
		lv = s.forward(inst.From)
	case *llir.InstAddrSpaceCast:
		lv = s.lowerAddrSpaceCast(inst)
	case *llir.InstAtomicRMW:
		lv = s.lowerAtomicRMW(inst)
	case *llir.InstCmpXchg:
		lv = s.lowerCmpXchg(inst)
	case *llir.InstInsertValue:
		lv = s.lowerInsertValue(inst)
	case *llir.InstExtractValue:
		lv = s.lowerExtractValue(inst)
	case *llir.InstFence:
		s.lowerFence(inst)
	case *llir.InstAlloca:
		base := imm(0)
		if s.sub() {
			base = gpr(s.frameBase) // the frame is on the stack
		}
		lv = spacePtr(spaceLocal, base, s.allocaOff[inst])
		lv.hi = typedHi(spaceLocal, inst.Type())
	case *llir.InstGetElementPtr:
		lv = s.lowerGEP(inst)
	case *llir.InstLoad:
		lv = s.lowerLoad(inst)
	case *llir.InstStore:
		s.lowerStore(inst)
	case *llir.InstCall:
		lv = s.lowerCall(inst)
	default:
		s.fail("%s is not supported", opcodeName(inst))
	}
	s.setResult(inst, lv)
}

// setResult records the lowered value of an instruction.
func (s *sel) setResult(inst llir.Instruction, lv *lval) {
	if v, isValue := inst.(value.Value); isValue && lv != nil {
		if lv.home == nil {
			lv.home = s.cur
		}
		if sp, ok := s.pointerSpaces[v]; ok {
			lv.space = sp
		}
		s.vals[v] = lv
	}
}

// forward gives a value the lowered form of another (freeze, casts that
// keep the bits).
func (s *sel) forward(x value.Value) *lval {
	lv := *s.get(x)
	if lv.bits == 64 && lv.hi.k == kNone {
		src := s.get(x)
		lv.hiFn = func() opnd { return s.hiOf(src) }
		lv.home = src.home
	}
	return &lv
}

// checkInt fails unless v is an integer (or pointer) value selection handles.
func (s *sel) checkInt(v value.Value) int {
	b := valueBits(v)
	switch b {
	case 1, 8, 16, 32, 64:
		return b
	}
	s.fail("type %s is not supported", v.Type())
	return 0
}

// lowerAdd selects add and sub.
func (s *sel) lowerAdd(inst value.Value, x, y value.Value, sub bool) *lval {
	bits := s.checkInt(inst)
	uniform := s.inUR[inst]
	switch {
	case bits == 1:
		return &lval{bits: 1, p: s.logicPred(s.predOf(x), s.predOf(y), '^')}
	case bits == 64:
		if uniform {
			alo, ahi := s.halves(x)
			blo, bhi := s.halves(y)
			if sub {
				return s.sub64(alo, ahi, blo, bhi, true)
			}
			return s.add64(alo, ahi, blo, bhi, true)
		}
		if !sub {
			if lv := s.tryMulAdd64(inst, x, y); lv != nil {
				return lv
			}
			if lv := s.tryMulAdd64(inst, y, x); lv != nil {
				return lv
			}
		}
		alo, ahi := s.halves(x)
		blo, bhi := s.halves(y)
		if sub {
			return s.sub64(alo, ahi, blo, bhi, false)
		}
		return s.add64(alo, ahi, blo, bhi, false)
	}
	if uniform {
		if !sub {
			for _, pair := range [][2]value.Value{{x, y}, {y, x}} {
				// add(mul(p, q), c) -> UIMAD p, q, c
				if mul, ok := pair[0].(*llir.InstMul); ok && s.foldable(mul) && s.inUR[mul] {
					if c := s.val32(pair[1]); c.k != kImm {
						s.consume(mul)
						return &lval{bits: bits, x: s.uimad(s.val32(mul.X), s.val32(mul.Y), c)}
					}
				}
			}
		}
		a, b := s.val32(x), s.val32(y)
		if sub {
			if a.k == kImm && b.k != kImm {
				return &lval{bits: bits, x: s.uiadd(negOp(b), a)}
			}
			return &lval{bits: bits, x: s.uiadd(a, negOp(b))}
		}
		return &lval{bits: bits, x: s.uiadd(a, b)}
	}
	if add, ok := inst.(*llir.InstAdd); ok && bits == 32 {
		if lv := s.tryDot(add); lv != nil {
			return lv
		}
	}
	if !sub {
		for _, pair := range [][2]value.Value{{x, y}, {y, x}} {
			if lv := s.tryMulAdd(pair[0], pair[1], bits); lv != nil {
				return lv
			}
			if lv := s.tryShlAdd(pair[0], pair[1], bits); lv != nil {
				return lv
			}
		}
	}
	a, b := s.val32(x), s.val32(y)
	if sub {
		b = negOp(b)
	}
	return &lval{bits: bits, x: s.iadd(a, b)}
}

// tryMulAdd folds add(mul(p, q), c) into IMAD p, q, c when the multiply has
// no other use and one factor is a per-thread register.
func (s *sel) tryMulAdd(m, c value.Value, bits int) *lval {
	mul, ok := m.(*llir.InstMul)
	if !ok || !s.foldable(mul) || s.inUR[mul] {
		return nil
	}
	p, q := s.val32(mul.X), s.val32(mul.Y)
	if p.k != kReg && q.k != kReg {
		return nil
	}
	s.consume(mul)
	return &lval{bits: bits, x: s.imad(p, q, s.val32(c), false)}
}

// tryShlAdd folds add(shl(p, k), c) into LEA p, c, k.
func (s *sel) tryShlAdd(m, c value.Value, bits int) *lval {
	shl, ok := m.(*llir.InstShl)
	if !ok || !s.foldable(shl) || s.inUR[shl] {
		return nil
	}
	k, ok := constValue(shl.Y)
	if !ok || k == 0 || k > 31 {
		return nil
	}
	p := s.val32(shl.X)
	if p.k != kReg {
		return nil
	}
	s.consume(shl)
	dst := s.newDst(ir.Reg{}, false)
	in := s.alu3("LEA", p, s.val32(c), zero, false)
	in.SetReg("rd", dst).SetVal("shiftamt", uint32(k))
	return &lval{bits: bits, x: gpr(dst)}
}

// mulFactor describes one operand of a 64-bit multiply.
type mulFactor struct {
	lo  opnd
	hi  func() opnd // the high word, computed only when needed
	ext extKind     // the operand is the zero/sign extension of lo
}

func (s *sel) factor(v value.Value) mulFactor {
	if c, ok := constValue(v); ok {
		f := mulFactor{lo: imm(uint32(c)), hi: func() opnd { return imm(uint32(c >> 32)) }}
		switch {
		case c>>32 == 0:
			f.ext = extZero
		case int64(c) >= -1<<31 && int64(c) < 0:
			f.ext = extSign
		}
		return f
	}
	lv := s.get(v)
	s.settle(lv)
	f := mulFactor{lo: lv.lo, ext: ext64Of(lv), hi: func() opnd { return s.hiOf(lv) }}
	if f.ext == extZero {
		f.hi = func() opnd { return zero }
	}
	return f
}

// mulWide emits the 64-bit product a * b + c of two factors; c is nil
// (zero) or a 64-bit addend. Extended 32-bit factors multiply with one
// IMAD.WIDE(.U32). Otherwise, when the result must be one register pair
// (wantPair), IMAD.U32 and IMAD.HI.X.U32 write its halves directly, else
// IMAD.WIDE.U32 of the low words is followed by an IMAD for each cross term
// (one fewer instruction, but the result ends up in two registers).
// ok is false when the addend would have to be copied into a pair first:
// then the caller should add separately.
func (s *sel) mulWide(a, b mulFactor, c *lval, wantPair bool) (lv *lval, ok bool) {
	signedOK := func(f mulFactor) bool {
		return f.ext == extSign || f.lo.k == kImm && f.ext != extNone && int32(f.lo.imm) >= 0
	}
	unsignedOK := func(f mulFactor) bool {
		return f.ext == extZero || f.lo.k == kImm && f.ext != extNone && int32(f.lo.imm) >= 0
	}
	if a.lo.k != kReg && b.lo.k == kReg {
		a, b = b, a
	}
	single := unsignedOK(a) && unsignedOK(b) || signedOK(a) && signedOK(b)
	var wideC opnd = zero
	if c != nil && (single || !wantPair) {
		w, ready := s.pairReady(c)
		if !ready {
			return nil, false
		}
		wideC = w
	}
	wide := func(signed bool) ir.VReg {
		p := s.newPair("")
		in := s.alu3("IMAD_WIDE", a.lo, b.lo, wideC, true).SetReg("rd", ir.Whole(p))
		if !signed {
			in.SetMod("itype", "U32")
		}
		return p
	}
	switch {
	case unsignedOK(a) && unsignedOK(b):
		return pairLval(wide(false), false), true
	case signedOK(a) && signedOK(b):
		return pairLval(wide(true), false), true
	}
	if wantPair {
		clo, chi := zero, zero
		if c != nil {
			s.settle(c)
			clo, chi = c.lo, s.hiOf(c)
		}
		p := s.newPair("")
		carry := predFalse
		var cr ir.VReg
		if !clo.isImm(0) {
			cr = s.newPR("")
			carry = pred{k: pPR, r: ir.Whole(cr)}
		}
		in := s.alu3("IMAD", a.lo, b.lo, clo, false).SetReg("rd", ir.Part(p, 0)).SetMod("itype", "U32")
		if cr != 0 {
			in.SetReg("pu", ir.Whole(cr))
		}
		h := chi
		if bh := b.hi(); !bh.isImm(0) {
			h = s.imad(a.lo, bh, h, false)
		}
		if ah := a.hi(); !ah.isImm(0) {
			h = s.imad(ah, b.lo, h, false)
		}
		r, not := s.toPR(carry)
		in = s.alu3("IMAD", a.lo, b.lo, h, false).SetReg("rd", ir.Part(p, 1)).SetMod("itype", "U32").
			SetMod("lohi", "HI").SetMod("ext", "X")
		setPred(in, "pp", r, not)
		return pairLval(p, false), true
	}
	t := wide(false)
	hi := gpr(ir.Part(t, 1))
	if bh := b.hi(); !bh.isImm(0) {
		hi = s.imad(a.lo, bh, hi, false)
	}
	if ah := a.hi(); !ah.isImm(0) {
		hi = s.imad(ah, b.lo, hi, false)
	}
	if hi.r == ir.Part(t, 1) {
		return pairLval(t, false), true
	}
	return &lval{bits: 64, lo: gpr(ir.Part(t, 0)), hi: hi}, true
}

// pairReady returns a 64-bit value as a wide operand (a register pair, a
// uniform pair, a constant-bank pair or zero) if it is one already.
func (s *sel) pairReady(lv *lval) (opnd, bool) {
	s.settle(lv)
	if lv.pair.V != 0 {
		if s.f.VRegs[lv.pair.V].Class == isa.UR {
			return ureg(lv.pair), true
		}
		return gpr(lv.pair), true
	}
	if lv.gpair.V != 0 {
		return gpr(lv.gpair), true
	}
	lo := lv.lo
	if lo.isImm(0) && lv.hi.isImm(0) {
		return zero, true
	}
	if lo.k == kCMem && lv.hi.k == kCMem && lv.hi.off == lo.off+4 && lo.off%8 == 0 {
		return cmem(lo.off), true
	}
	return opnd{}, false
}

// needsPair reports whether a 64-bit value will be needed in one register
// pair: stored, merged by a phi, or used as an address.
func (s *sel) needsPair(v value.Value) bool {
	for _, u := range s.users[v] {
		switch u := u.(type) {
		case *llir.InstStore:
			if u.Src == v {
				return true
			}
		case *llir.InstPhi, *llir.InstLoad:
			return true
		case *llir.InstFreeze, *llir.InstBitCast, *llir.InstIntToPtr, *llir.InstPtrToInt:
			if s.needsPair(u.(value.Value)) {
				return true
			}
		}
	}
	return false
}

// tryMulAdd64 folds add(mul(a, b), c) on 64 bits into IMAD.WIDE (or the
// IMAD.U32/IMAD.HI.X pair when a register pair is wanted).
func (s *sel) tryMulAdd64(add, m, c value.Value) *lval {
	mul, ok := m.(*llir.InstMul)
	if !ok || !s.foldable(mul) {
		return nil
	}
	a, b := s.factor(mul.X), s.factor(mul.Y)
	lv, ok := s.mulWide(a, b, s.get(c), s.needsPair(add))
	if !ok {
		s.vals[mul] = s.lowerMulValue(mul) // multiply and add separately
		s.vals[mul].home = s.cur
		return nil
	}
	s.consume(mul)
	return lv
}

func (s *sel) lowerMul(inst *llir.InstMul) *lval { return s.lowerMulValue(inst) }

func (s *sel) lowerMulValue(inst *llir.InstMul) *lval {
	bits := s.checkInt(inst)
	switch {
	case bits == 1:
		return &lval{bits: 1, p: s.logicPred(s.predOf(inst.X), s.predOf(inst.Y), '&')}
	case bits == 64:
		lv, _ := s.mulWide(s.factor(inst.X), s.factor(inst.Y), nil, s.needsPair(inst))
		return lv
	}
	if !s.inUR[inst] {
		if lv := s.negatedProduct(inst, bits); lv != nil {
			return lv
		}
	}
	a, b := s.val32(inst.X), s.val32(inst.Y)
	if s.inUR[inst] {
		return &lval{bits: bits, x: s.uimad(a, b, zero)}
	}
	if a.k == kImm {
		a, b = b, a
	}
	if b.k == kImm && b.imm != 0 && b.imm&(b.imm-1) == 0 {
		return &lval{bits: bits, x: s.shf("L", "U32", false, a, imm(uint32(bits32TrailingZeros(b.imm))), zero)}
	}
	return &lval{bits: bits, x: s.imad(a, b, zero, false)}
}

func bits32TrailingZeros(x uint32) int { return bits.TrailingZeros32(x) }

// negatedProduct selects x * (0 - y) (how InstCombine writes -(x * y)) as
// IMUL Rd, Rx, -Ry when the negation has no other use: IMUL negates its
// SrcB, IMAD only its addend, so IMAD would need an IADD for the
// negation. This is the only place IMUL is selected: with the same latency
// (5) and size, IMAD Rd, Ra, SrcB, RZ does everything else IMUL does
// (IMAD.HI.X with RZ and !PT is IMUL.HI), and it also folds an addend.
func (s *sel) negatedProduct(inst *llir.InstMul, bits int) *lval {
	if bits != 32 {
		return nil
	}
	for _, o := range [][2]value.Value{{inst.X, inst.Y}, {inst.Y, inst.X}} {
		neg, ok := o[1].(*llir.InstSub)
		if !ok || !s.foldable(neg) {
			continue
		}
		if c, isConst := constValue(neg.X); !isConst || c != 0 {
			continue
		}
		if _, isConst := constValue(o[0]); isConst {
			continue
		}
		if _, isConst := constValue(neg.Y); isConst {
			continue
		}
		s.consume(neg)
		x, y := s.val32(o[0]), s.val32(neg.Y)
		d := s.newDst(ir.Reg{}, false)
		s.alu2("IMUL", x, negOp(y)).SetReg("rd", d)
		return &lval{bits: bits, x: gpr(d)}
	}
	return nil
}

// lowerShift selects shl, lshr and ashr with SHF (USHF).
func (s *sel) lowerShift(inst llir.Instruction) *lval {
	v := inst.(value.Value)
	bits := s.checkInt(v)
	var x, y value.Value
	var kind byte
	switch inst := inst.(type) {
	case *llir.InstShl:
		x, y, kind = inst.X, inst.Y, 'l'
	case *llir.InstLShr:
		x, y, kind = inst.X, inst.Y, 'r'
	case *llir.InstAShr:
		x, y, kind = inst.X, inst.Y, 'a'
	}
	uniform := s.inUR[v]
	if bits == 1 {
		return s.get(x) // a shift of i1 by 0 (any other amount is poison)
	}
	if bits == 64 {
		return s.shift64(x, y, kind, uniform)
	}
	// A shift amount masked to the width wraps in SHF's .WRAP mode.
	wrap := false
	n := opnd{}
	if and, ok := y.(*llir.InstAnd); ok && bits == 32 && s.foldable(and) && !s.inUR[and] && !uniform {
		if c, ok := constValue(and.Y); ok && c == 31 {
			n, wrap = s.val32(and.X), true
			s.consume(and)
		}
	}
	if !wrap {
		if bits < 32 {
			n = s.ext32(y, false)
		} else {
			n = s.val32(y)
		}
	}
	var a opnd
	switch kind {
	case 'l':
		a = s.val32(x)
	case 'r':
		a = s.ext32(x, false)
	case 'a':
		a = s.ext32(x, true)
	}
	shfTo := s.shfTo
	if uniform {
		shfTo = s.ushfTo
	}
	var out opnd
	switch kind {
	case 'l':
		out = shfTo(ir.Reg{}, "L", "U32", false, wrap, a, n, zero)
	case 'r':
		out = shfTo(ir.Reg{}, "R", "U32", false, wrap, a, n, zero)
	case 'a':
		out = shfTo(ir.Reg{}, "R", "S32", true, wrap, zero, n, a)
	}
	lv := &lval{bits: bits, x: out}
	if bits < 32 && kind == 'a' {
		lv.ext = extSign
	}
	if bits < 32 && kind == 'r' {
		lv.ext = extZero
	}
	return lv
}

// shift64 selects a 64-bit shift as a pair of funnel shifts (constant
// amounts of 32 or more take one shift and a zero or sign word).
func (s *sel) shift64(x, y value.Value, kind byte, uniform bool) *lval {
	lo, hi := s.halves(x)
	shfTo := s.shfTo
	if uniform {
		shfTo = s.ushfTo
	}
	sh := func(dir, itype string, high bool, a, b, c opnd) opnd {
		return shfTo(ir.Reg{}, dir, itype, high, false, a, b, c)
	}
	if c, ok := constValue(y); ok {
		c &= 63
		switch {
		case c == 0:
			return s.get(x)
		case c >= 32:
			k := imm(uint32(c - 32))
			switch kind {
			case 'l':
				if c == 32 {
					return &lval{bits: 64, lo: zero, hi: lo}
				}
				return &lval{bits: 64, lo: zero, hi: sh("L", "U32", false, lo, k, zero)}
			case 'r':
				if c == 32 {
					return &lval{bits: 64, lo: hi, hi: zero, ext64: extZero}
				}
				return &lval{bits: 64, lo: sh("R", "U32", true, zero, k, hi), hi: zero, ext64: extZero}
			default:
				var l opnd
				if c == 32 {
					l = hi
				} else {
					l = sh("R", "S32", true, zero, k, hi)
				}
				lv := &lval{bits: 64, lo: l, ext64: extSign}
				lv.hiFn = func() opnd { return sh("R", "S32", true, zero, imm(31), hi) }
				return lv
			}
		}
	}
	var n opnd
	if c, ok := constValue(y); ok {
		n = imm(uint32(c & 63))
	} else {
		n, _ = s.halves(y)
	}
	var p ir.VReg
	if uniform {
		p = s.newUPair("")
	} else {
		p = s.newPair("")
	}
	switch kind {
	case 'l':
		shfTo(ir.Part(p, 0), "L", "U32", false, false, lo, n, zero)
		shfTo(ir.Part(p, 1), "L", "U64", true, false, lo, n, hi)
	case 'r':
		shfTo(ir.Part(p, 0), "R", "U64", false, false, lo, n, hi)
		shfTo(ir.Part(p, 1), "R", "U32", true, false, zero, n, hi)
	default:
		shfTo(ir.Part(p, 0), "R", "S64", false, false, lo, n, hi)
		shfTo(ir.Part(p, 1), "R", "S32", true, false, zero, n, hi)
	}
	return pairLval(p, uniform)
}

// lowerExt selects zext and sext.
func (s *sel) lowerExt(inst value.Value, from value.Value, signed bool) *lval {
	to := s.checkInt(inst)
	fb := s.checkInt(from)
	uniform := s.inUR[inst]
	if fb == 1 {
		p := s.predOf(from)
		one := imm(1)
		if signed {
			one = imm(0xFFFFFFFF)
		}
		var r opnd
		if uniform {
			r = s.uselp(ir.Reg{}, zero, one, p.negate())
		} else {
			r = s.selp(ir.Reg{}, zero, one, p.negate())
		}
		switch {
		case to == 64 && signed:
			return &lval{bits: 64, lo: r, hi: r, ext64: extSign}
		case to == 64:
			return &lval{bits: 64, lo: r, hi: zero, ext64: extZero}
		}
		ext := extZero
		if signed {
			ext = extSign
		}
		return &lval{bits: to, x: r, ext: ext}
	}
	if fb == 64 {
		return s.get(from)
	}
	x := s.ext32(from, signed)
	if to <= 32 {
		ext := extZero
		if signed {
			ext = extSign
		}
		return &lval{bits: to, x: x, ext: ext}
	}
	if !signed {
		return &lval{bits: 64, lo: x, hi: zero, ext64: extZero}
	}
	lv := &lval{bits: 64, lo: x, ext64: extSign}
	if x.k == kImm {
		lv.hi = imm(uint32(int32(x.imm) >> 31))
		return lv
	}
	if !uniform && s.needsPair(inst) {
		// Build the pair at once: the sign word goes straight into it.
		p := s.newPair("")
		s.movInto(ir.Part(p, 0), x)
		s.shfTo(ir.Part(p, 1), "R", "S32", true, false, zero, imm(31), x)
		out := pairLval(p, false)
		out.lo, out.ext64 = x, extSign
		return out
	}
	lv.hiFn = func() opnd {
		if (x.k == kUReg || x.k == kCMem && uniform) && !s.divergentBlock(s.cur) {
			return s.ushf("R", "S32", true, zero, imm(31), x)
		}
		return s.shf("R", "S32", true, zero, imm(31), x)
	}
	return lv
}

func (s *sel) lowerTrunc(inst *llir.InstTrunc) *lval {
	to := s.checkInt(inst)
	fb := s.checkInt(inst.From)
	uniform := s.inUR[inst]
	var x opnd
	if fb == 64 {
		x, _ = s.halves(inst.From)
	} else {
		x = s.val32(inst.From)
	}
	if to == 1 {
		if uniform {
			t := s.ulop(x, imm(1), zero, lutA&lutB)
			return &lval{bits: 1, p: s.uisetp("NE", "U32", t, zero)}
		}
		// LOP3.PAND P, RZ, x, 0x1, RZ: P = (x & 1) != 0.
		d := s.newPR("")
		in := s.alu3("LOP3", x, imm(1), zero, false)
		in.SetPhys("rd", 255).SetVal("lut", lutA&lutB).SetMod("exbool", "PAND").
			SetPhys("pp", 7).SetVal("pp.not", 0).SetReg("pu", ir.Whole(d))
		return &lval{bits: 1, p: pred{k: pPR, r: ir.Whole(d)}}
	}
	lv := &lval{bits: to, x: x}
	if to == 32 || fb > 32 {
		return lv
	}
	// Narrowing a narrow value: a known extension carries over only
	// when the value was already extended from the new width or less.
	return lv
}

// lowerLogic selects and, or, xor: on i1 with PLOP3 (or a folded ISETP), on
// integers with LOP3 trees of up to three inputs.
func (s *sel) lowerLogic(inst llir.Instruction) *lval {
	v := inst.(value.Value)
	bits := s.checkInt(v)
	x, y, op := logicOperands(inst)
	if bits == 1 {
		return &lval{bits: 1, p: s.logicI1(x, y, op)}
	}
	if or, ok := inst.(*llir.InstOr); ok && bits == 32 {
		if lv := s.tryPack(or); lv != nil {
			return lv
		}
	}
	return s.lopTree(v, bits)
}

func logicOperands(inst llir.Instruction) (x, y value.Value, op byte) {
	switch inst := inst.(type) {
	case *llir.InstAnd:
		return inst.X, inst.Y, '&'
	case *llir.InstOr:
		return inst.X, inst.Y, '|'
	case *llir.InstXor:
		return inst.X, inst.Y, '^'
	}
	return nil, nil, 0
}

// logicI1 combines two i1 values, folding an ISETP into the other operand's
// predicate (ISETP ... .AND/.OR/.XOR pp) when the compare has no other use.
func (s *sel) logicI1(x, y value.Value, op byte) pred {
	for _, pair := range [][2]value.Value{{x, y}, {y, x}} {
		if cmp, ok := pair[1].(*llir.InstICmp); ok && s.foldable(cmp) && !s.inUR[cmp] {
			other := s.predOf(pair[0])
			if other.k == pConst {
				break
			}
			boolop := map[byte]string{'&': "AND", '|': "OR", '^': "XOR"}[op]
			lv := s.lowerICmp(cmp, boolop, other)
			s.consume(cmp)
			return lv.p
		}
		if fc, ok := pair[1].(*llir.InstFCmp); ok && s.foldable(fc) && fc.Pred != enum.FPredTrue && fc.Pred != enum.FPredFalse {
			other := s.predOf(pair[0])
			if other.k == pConst {
				break
			}
			p := s.lowerFCmpWith(fc, map[byte]string{'&': "AND", '|': "OR", '^': "XOR"}[op], other)
			s.consume(fc)
			return p
		}
	}
	return s.logicPred(s.predOf(x), s.predOf(y), op)
}

// logicPred combines two predicates with PLOP3, folding constants.
func (s *sel) logicPred(a, b pred, op byte) pred {
	if a.k == pConst {
		a, b = b, a
	}
	if b.k == pConst {
		switch {
		case op == '&' && b.c, op == '|' && !b.c, op == '^' && !b.c:
			return a
		case op == '&':
			return predFalse
		case op == '|':
			return predTrue
		default:
			return a.negate()
		}
	}
	lut := map[byte]uint32{'&': lutA & lutB, '|': lutA | lutB, '^': lutA ^ lutB}[op]
	return s.plop(a, b, predTrue, lut)
}
