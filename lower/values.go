package lower

import (
	"fmt"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"gpucc/ir"
	"gpucc/isa"
	"gpucc/obj"
)

// This file maps LLVM values to lowered values and turns them into the
// operands instructions need.

// get returns the lowered form of v, lowering on demand the instructions
// whose lowering was deferred to their user or hoisted to a uniform block.
func (s *sel) get(v value.Value) *lval {
	v = unwrapArg(v)
	if lv, ok := s.vals[v]; ok {
		if lv.folded {
			s.fail("internal compiler error: %s was folded into its user but is used again", v.Ident())
		}
		return lv
	}
	switch v := v.(type) {
	case *llir.Param:
		lv := s.lowerParam(v)
		s.vals[v] = lv
		return lv
	case constant.Constant:
		return s.constant(v)
	case llir.Instruction:
		if _, ok := s.blockOf[v.(value.Value)]; !ok {
			s.fail("value %s is not defined in a reachable block", v.(value.Value).Ident())
		}
		s.lowerOnDemand(v)
		if lv, ok := s.vals[v.(value.Value)]; ok {
			return lv
		}
	}
	s.fail("internal compiler error: value %s used before it is lowered", v.Ident())
	return nil
}

// lowerOnDemand lowers a deferred or hoisted instruction (or a special
// register read) at the point of its first use: deferred ones in the
// current block, hoisted ones at the end of their uniform block.
func (s *sel) lowerOnDemand(inst llir.Instruction) {
	v := inst.(value.Value)
	if c, ok := inst.(*llir.InstCall); ok && sregName(c) != "" {
		s.vals[v] = s.sreg(sregName(c))
		return
	}
	savedInst, savedOrigin, savedBlock := s.curInst, s.origin, s.curBlock
	defer func() { s.curInst, s.origin, s.curBlock = savedInst, savedOrigin, savedBlock }()
	s.curBlock = s.g.blocks[s.blockOf[v]]
	if p, ok := s.place[v]; ok {
		s.inBlock(s.mbs[p].end(), func() { s.lowerInst(inst) })
		return
	}
	if !s.deferred[v] {
		s.fail("internal compiler error: %s is used before its definition", v.Ident())
	}
	s.lowerInst(inst)
}

// consume records that the single user of v absorbed it.
func (s *sel) consume(v value.Value) { s.vals[v] = &lval{folded: true} }

// foldable reports whether v is a deferred instruction that no one has
// lowered yet, so that its single user may fold it into its own pattern.
func (s *sel) foldable(v value.Value) bool {
	if _, done := s.vals[v]; done {
		return false
	}
	return s.deferred[v]
}

// constant lowers a constant operand.
func (s *sel) constant(c constant.Constant) *lval {
	if lv, ok := s.constPointer(c); ok {
		return lv
	}
	if g, off, ok := constGlobalOffset(c); ok && isDeviceGlobal(g) && s.globals != nil {
		// A __device__ variable, or a constant addrspacecast, bitcast or
		// GEP of one: its address (globals.go).
		if s.globals.Err != nil {
			s.fail("%v", s.globals.Err)
		}
		a, laid := s.globals.Addr[g]
		if !laid {
			s.fail("internal compiler error: global variable %s has no address", g.Ident())
		}
		return constLval(64, a+uint64(off))
	}
	switch c := c.(type) {
	case *llir.Global:
		s.fail("global variable %s is not supported", c.Ident())
	case *llir.Func:
		s.fail("function pointer %s is not supported", c.Ident())
	}
	bits := intBits(c.Type())
	if bits == 0 {
		s.fail("constant %s of type %s is not supported", c.Ident(), c.Type())
	}
	var x uint64
	switch c := c.(type) {
	case *constant.Int:
		x = c.X.Uint64()
		if c.X.Sign() < 0 {
			x = uint64(c.X.Int64())
		}
	case *constant.Undef, *constant.Poison, *constant.Null, *constant.ZeroInitializer:
		x = 0
	case *constant.Float:
		x, _ = floatConst(c)
	default:
		s.fail("constant %s is not supported", c.Ident())
	}
	return constLval(bits, x)
}

// constLval is the lowered form of an integer constant of the given width.
// Narrow constants are kept sign-extended to 32 bits.
func constLval(bits int, x uint64) *lval {
	switch {
	case bits == 1:
		return &lval{bits: 1, p: pred{k: pConst, c: x&1 != 0}}
	case bits <= 32:
		v := signExtend(x, bits)
		return &lval{bits: bits, x: imm(uint32(v)), ext: extSign}
	default:
		return &lval{bits: 64, lo: imm(uint32(x)), hi: imm(uint32(x >> 32))}
	}
}

func signExtend(x uint64, bits int) uint64 {
	if bits >= 64 {
		return x
	}
	sh := 64 - bits
	return uint64(int64(x<<sh) >> sh)
}

func zeroExtend(x uint64, bits int) uint64 {
	if bits >= 64 {
		return x
	}
	return x & (1<<bits - 1)
}

// constValue returns the value of an integer constant operand.
func constValue(v value.Value) (uint64, bool) {
	switch c := v.(type) {
	case *constant.Int:
		if c.X.Sign() < 0 {
			return uint64(c.X.Int64()), true
		}
		return c.X.Uint64(), true
	case *constant.Null:
		return 0, true
	}
	return 0, false
}

// isUndef reports whether v is undef or poison.
func isUndef(v value.Value) bool {
	switch v.(type) {
	case *constant.Undef, *constant.Poison:
		return true
	}
	return false
}

// lowerParam gives a kernel parameter its lowered form: constant-bank
// operands when it is used once (the user reads c[0x0][off] directly), else
// uniform registers loaded once in the prologue. 8- and 16-bit parameters
// are extracted from their aligned word and extended as their signext or
// zeroext attribute says.
func (s *sel) lowerParam(p *llir.Param) *lval {
	if lv, ok := s.byvalPointer(p); ok {
		return lv
	}
	info := s.params[p]
	bits := intBits(p.Typ)
	once := s.uses[p] <= 1
	switch {
	case bits == 64:
		if once {
			return &lval{bits: 64, lo: cmem(info.off), hi: cmem(info.off + 4), home: s.entry}
		}
		r := s.uldc(info.off, true)
		return &lval{bits: 64, lo: ureg(ir.Part(r.V, 0)), hi: ureg(ir.Part(r.V, 1)), pair: r, home: s.entry}
	case bits == 32:
		if once {
			return &lval{bits: 32, x: cmem(info.off), home: s.entry}
		}
		return &lval{bits: 32, x: ureg(s.uldc(info.off, false)), home: s.entry}
	}
	// 1-, 8- and 16-bit parameters share a word with their neighbours.
	var out *lval
	s.inBlock(s.entry, func() {
		word := ureg(s.uldc(info.off&^3, false))
		shift := (info.off & 3) * 8
		width := uint32(info.size * 8)
		if bits == 1 {
			t := word
			if shift != 0 {
				t = s.ushf("R", "U32", false, t, imm(shift), zero)
			}
			t = s.ulop(t, imm(1), zero, lutA&lutB)
			out = &lval{bits: 1, p: s.uisetp("NE", "U32", t, zero), home: s.entry}
			return
		}
		var x opnd
		ext := info.ext
		switch ext {
		case extSign:
			t := word
			if up := 32 - width - shift; up != 0 {
				t = s.ushf("L", "U32", false, t, imm(up), zero)
			}
			x = s.ushf("R", "S32", true, zero, imm(32-width), t)
		case extZero:
			t := word
			if shift != 0 {
				t = s.ushf("R", "U32", false, t, imm(shift), zero)
			}
			x = s.ulop(t, imm(1<<width-1), zero, lutA&lutB)
		default:
			x = word
			if shift != 0 {
				x = s.ushf("R", "U32", false, word, imm(shift), zero)
			}
		}
		out = &lval{bits: bits, x: x, ext: ext, home: s.entry}
	})
	return out
}

// sreg reads a special register once per kernel, in the prologue. Block
// and grid sizes come from constant bank 0 (where the ABI puts them), the
// block index from S2UR, per-thread registers from S2R.
func (s *sel) sreg(name string) *lval {
	if lv, ok := s.sregs[name]; ok {
		return lv
	}
	dims := map[byte]uint32{'x': 0, 'y': 4, 'z': 8}
	var lv *lval
	switch {
	case len(name) == 6 && name[:5] == "ntid.":
		lv = &lval{bits: 32, x: s.geometryOperand(obj.BlockDimOffset+dims[name[5]], name), home: s.entry}
	case len(name) == 8 && name[:7] == "nctaid.":
		lv = &lval{bits: 32, x: s.geometryOperand(obj.GridDimOffset+dims[name[7]], name), home: s.entry}
	case name == "warpsize":
		lv = &lval{bits: 32, x: imm(32)}
	case len(name) == 7 && name[:6] == "ctaid." || len(name) == 5 && name[:4] == "tid." || name == "laneid" ||
		len(name) == 11 && name[:9] == "lanemask." || name == "warpid":
		sr := map[string]string{"tid.x": "SR_TID_X", "tid.y": "SR_TID_Y", "tid.z": "SR_TID_Z",
			"ctaid.x": "SR_CTAID_X", "ctaid.y": "SR_CTAID_Y", "ctaid.z": "SR_CTAID_Z", "laneid": "SR_LANEID",
			"lanemask.eq": "SR_LANEMASK_EQ", "lanemask.lt": "SR_LANEMASK_LT", "lanemask.le": "SR_LANEMASK_LE",
			"lanemask.gt": "SR_LANEMASK_GT", "lanemask.ge": "SR_LANEMASK_GE", "warpid": "SR_WARPID"}[name]
		if sr == "" {
			s.fail("special register %s is not supported", name)
		}
		var in *ir.Instr
		var r ir.VReg
		if perThreadSreg(name) || s.sub() {
			// (A subroutine writes no uniform register.)
			r = s.newGPR(name)
			in = ir.NewInstr("S2R_X").SetReg("rd", ir.Whole(r))
			lv = &lval{bits: 32, x: gpr(ir.Whole(r)), home: s.entry}
		} else {
			r = s.newUR(name)
			in = ir.NewInstr("S2UR_X").SetReg("urd", ir.Whole(r))
			lv = &lval{bits: 32, x: ureg(ir.Whole(r)), home: s.entry}
		}
		in.SetMod("sr", sr)
		in.Origin = "llvm.nvvm.read.ptx.sreg." + name
		s.entry.head = append(s.entry.head, in)
	default:
		s.fail("special register %s is not supported", name)
	}
	s.sregs[name] = lv
	return lv
}

// geometryOperand is the operand for a block or grid dimension at offset off
// of constant bank 0: a direct c[0x0][off] when the kernel reads it once,
// else a uniform register.
func (s *sel) geometryOperand(off uint32, name string) opnd {
	n := 0
	for v, c := range s.uses {
		if call, ok := v.(*llir.InstCall); ok && sregName(call) == name {
			n += c
		}
	}
	if n <= 1 || s.sub() {
		return cmem(off)
	}
	return ureg(s.uldc(off, false))
}

// val32 returns the 32-bit operand of an integer value of at most 32 bits;
// the bits above a narrow value are unspecified.
func (s *sel) val32(v value.Value) opnd {
	lv := s.get(v)
	if lv.bits == 1 || lv.bits > 32 {
		s.fail("internal compiler error: %s is not a 32-bit value", v.Ident())
	}
	return lv.x
}

// ext32 returns a 32-bit operand holding the zero- or sign-extension of a
// value of at most 32 bits.
func (s *sel) ext32(v value.Value, signed bool) opnd {
	lv := s.get(v)
	if lv.bits == 32 {
		return lv.x
	}
	if lv.bits == 1 || lv.bits > 32 {
		s.fail("internal compiler error: %s is not a narrow integer", v.Ident())
	}
	want := extZero
	if signed {
		want = extSign
	}
	if lv.ext == want {
		return lv.x
	}
	if lv.x.k == kImm {
		if signed {
			return imm(uint32(signExtend(uint64(lv.x.imm), lv.bits)))
		}
		return imm(uint32(zeroExtend(uint64(lv.x.imm), lv.bits)))
	}
	cache := &lv.zx
	if signed {
		cache = &lv.sx
	}
	if cache.k == kNone {
		home := s.homeOf(lv)
		uniform := s.valueInUR(lv) && !s.divergentBlock(home)
		if lv.x.k == kCMem && s.inUR[v] {
			// A truncated parameter is still a c[0x0][off] operand, but
			// its users were planned for the uniform datapath: extend it
			// there, where v is defined (never in a divergent region).
			uniform, home = true, s.mbs[s.homeIndex(v)]
		}
		s.inBlock(home, func() { *cache = s.extend(lv.x, lv.bits, signed, uniform) })
	}
	return *cache
}

// valueInUR reports whether a lowered value lives in uniform registers.
// Whatever is derived from it may be computed on the uniform datapath only
// outside divergent regions (see divergentBlock).
func (s *sel) valueInUR(lv *lval) bool {
	switch lv.bits {
	case 1:
		return lv.p.k == pUPR
	case 64:
		return lv.lo.k == kUReg || lv.hi.k == kUReg
	}
	return lv.x.k == kUReg
}

// homeOf is the block where on-demand parts of a value are computed.
func (s *sel) homeOf(lv *lval) *mblock {
	if lv.home != nil {
		return lv.home
	}
	return s.cur
}

// extend zero- or sign-extends the low bits of a register.
func (s *sel) extend(x opnd, bits int, signed, uniform bool) opnd {
	mask := uint32(1)<<bits - 1
	if uniform && x.k != kReg {
		if signed {
			t := s.ushf("L", "U32", false, x, imm(uint32(32-bits)), zero)
			return s.ushf("R", "S32", true, zero, imm(uint32(32-bits)), t)
		}
		return s.ulop(x, imm(mask), zero, lutA&lutB)
	}
	if signed {
		sel := uint32(0x8880)
		if bits == 16 {
			sel = 0x9910
		}
		return s.prmt(x, zero, imm(sel))
	}
	return s.lop(x, imm(mask), zero, lutA&lutB)
}

// halves returns the two 32-bit halves of a 64-bit value (a pointer's
// pending offset added).
func (s *sel) halves(v value.Value) (lo, hi opnd) {
	lv := s.get(v)
	if lv.bits != 64 {
		s.fail("internal compiler error: %s is not a 64-bit value", v.Ident())
	}
	s.settle(lv)
	return lv.lo, s.hiOf(lv)
}

// hiOf returns the high half of a 64-bit value, computing it on demand.
func (s *sel) hiOf(lv *lval) opnd {
	if lv.hi.k == kNone {
		s.inBlock(s.homeOf(lv), func() { lv.hi = lv.hiFn() })
	}
	return lv.hi
}

// settle adds a pointer's pending constant offset into its registers.
func (s *sel) settle(lv *lval) {
	if lv.off == 0 {
		return
	}
	off := lv.off
	lo, hi := lv.lo, s.hiOf(lv)
	uniform := s.valueInUR(lv) && !s.divergentBlock(s.homeOf(lv))
	if lv.space == spaceLocal || lv.space == spaceShared {
		// A pointer into local or shared memory is its 32-bit offset (the
		// high word zero or the window's, typedHi): its arithmetic wraps
		// in 32 bits (gepSpace), so the offset adds to the low word alone.
		// A 64-bit add would carry a negative low word's wrap into the
		// window's high word and leave the window (fuzz seed 111002785:
		// a local GEP by -2 elements stored as a generic pointer).
		var sum opnd
		s.inBlock(s.homeOf(lv), func() {
			switch {
			case lo.k == kImm:
				sum = imm(lo.imm + uint32(off))
			case uniform && lo.k == kUReg:
				sum = s.uiadd(lo, imm(uint32(off)))
			default:
				sum = s.iadd(lo, imm(uint32(off)))
			}
		})
		lv.lo, lv.hi, lv.pair, lv.gpair, lv.off, lv.ext64, lv.hiFn = sum, hi, ir.Reg{}, ir.Reg{}, 0, extNone, nil
		return
	}
	var res *lval
	s.inBlock(s.homeOf(lv), func() {
		res = s.add64(lo, hi, imm(uint32(off)), imm(uint32(uint64(off)>>32)), uniform)
	})
	// gpair, if set, is a GPR copy of the base without the offset (a GEP's
	// lval starts as a copy of its base's): it no longer holds the value.
	lv.lo, lv.hi, lv.pair, lv.gpair, lv.off, lv.ext64, lv.hiFn = res.lo, res.hi, res.pair, ir.Reg{}, 0, extNone, nil
}

func (s *sel) lvalPair(lv *lval, class isa.Class) ir.Reg {
	if lv.pair.V != 0 && s.f.VRegs[lv.pair.V].Class == class {
		return lv.pair
	}
	if class == isa.GPR && lv.gpair.V != 0 {
		return lv.gpair
	}
	if class != isa.GPR || lv.home == nil {
		return s.composePair(lv, class)
	}
	// Compose once, where the value is defined, for every later use.
	var r ir.Reg
	s.inBlock(lv.home, func() { r = s.composePair(lv, class) })
	lv.gpair = r
	return r
}

func (s *sel) composePair(lv *lval, class isa.Class) ir.Reg {
	lo, hi := lv.lo, s.hiOf(lv)
	if class == isa.GPR && lv.pair.V != 0 {
		// A uniform pair: one MOV.64.
		p := s.newPair("")
		s.emit("MOV_U").SetMod("width", "64").SetReg("rd", ir.Whole(p)).SetReg("urb", lv.pair)
		return ir.Whole(p)
	}
	if class == isa.GPR && lo.k == kCMem && hi.k == kCMem && hi.off == lo.off+4 && lo.off%8 == 0 {
		p := s.newPair("")
		s.emit("MOV_C").SetMod("width", "64").SetReg("rd", ir.Whole(p)).SetVal("vb", lo.off)
		return ir.Whole(p)
	}
	if class == isa.GPR && lo.isImm(0) && hi.isImm(0) {
		p := s.newPair("")
		s.emit("MOV_R").SetMod("width", "64").SetReg("rd", ir.Whole(p)).SetPhys("rb", isa.RZ)
		return ir.Whole(p)
	}
	if class == isa.GPR {
		p := s.newPair("")
		s.movInto(ir.Part(p, 0), lo)
		s.movInto(ir.Part(p, 1), hi)
		return ir.Whole(p)
	}
	p := s.newUPair("")
	s.umovInto(ir.Part(p, 0), lo)
	s.umovInto(ir.Part(p, 1), hi)
	return ir.Whole(p)
}

// ext64Of says whether a 64-bit value is known to be the zero or sign
// extension of its low word.
func ext64Of(lv *lval) extKind {
	if lv.ext64 == extNone && lv.hi.isImm(0) {
		return extZero
	}
	return lv.ext64
}

// movInto writes a 32-bit operand into a GPR component.
func (s *sel) movInto(dst ir.Reg, o opnd) { s.movFrom(o).SetReg("rd", dst) }

// movFrom emits the MOV that reads a 32-bit operand, its destination left
// for the caller to set (a virtual or a physical GPR).
func (s *sel) movFrom(o opnd) *ir.Instr {
	var in *ir.Instr
	switch o.k {
	case kReg:
		in = s.emit("MOV_R")
		setReg(in, "rb", o.r)
	case kUReg:
		in = s.emit("MOV_U")
		setReg(in, "urb", o.r)
	case kImm:
		in = s.emit("MOV_I").SetVal("vb", o.imm)
	case kCMem:
		in = s.emit("MOV_C").SetVal("vb", o.off)
	default:
		s.fail("internal compiler error: moving an operand of kind %d", o.k)
	}
	return in
}

// umovInto writes a 32-bit operand into a uniform register component.
func (s *sel) umovInto(dst ir.Reg, o opnd) {
	if o.k == kImm {
		s.emit("UMOV_I").SetReg("urd", dst).SetVal("vb", o.imm)
		return
	}
	o = s.toUR(o)
	in := s.emit("UMOV_U").SetReg("urd", dst)
	setReg(in, "urb", o.r)
}

// predOf returns an i1 value.
func (s *sel) predOf(v value.Value) pred {
	lv := s.get(v)
	if lv.bits != 1 {
		s.fail("internal compiler error: %s is not an i1 value", v.Ident())
	}
	return lv.p
}

// toPR returns a per-thread predicate register (or PT) and its negation.
// A uniform predicate is copied with PLOP3 (once, in its home block).
func (s *sel) toPR(p pred) (ir.Reg, bool) {
	switch p.k {
	case pConst:
		return ir.Reg{}, !p.c // PT or !PT
	case pPR:
		return p.r, p.not
	}
	r := s.cached(cacheKey{kind: "upr2pr", r: p.r}, func() ir.Reg {
		d := s.newPR("")
		s.emit("PLOP3_U").SetReg("pu", ir.Whole(d)).SetPhys("pa", isa.PT).SetPhys("pb", isa.PT).
			SetReg("upc", p.r).SetVal("lut", lutC)
		return ir.Whole(d)
	})
	return r, p.not
}

// toUPR returns a uniform predicate register (or UPT) and its negation.
func (s *sel) toUPR(p pred) (ir.Reg, bool) {
	switch p.k {
	case pConst:
		return ir.Reg{}, !p.c
	case pUPR:
		return p.r, p.not
	}
	s.fail("internal compiler error: a per-thread predicate feeds the uniform datapath")
	return ir.Reg{}, false
}

// valueBits is the width of a value's type (64 for pointers).
func valueBits(v value.Value) int { return intBits(v.Type()) }

// typeSize is the store size of a type in bytes.
func (s *sel) typeSize(t types.Type) int64 {
	switch t := t.(type) {
	case *types.IntType:
		return int64(t.BitSize+7) / 8
	case *types.PointerType:
		return 8
	case *types.FloatType:
		if b := floatBits(t); b != 0 {
			return int64(b / 8)
		}
	case *types.ArrayType:
		return int64(t.Len) * s.allocSize(t.ElemType)
	case *types.StructType:
		size, _ := s.structLayout(t)
		return size
	}
	s.fail("type %s is not supported", t)
	return 0
}

// allocSize is the size of a type rounded up to its alignment (the stride
// of an array of it).
func (s *sel) allocSize(t types.Type) int64 {
	size, align := s.typeSize(t), s.typeAlign(t)
	return (size + align - 1) / align * align
}

func (s *sel) typeAlign(t types.Type) int64 {
	switch t := t.(type) {
	case *types.IntType:
		switch {
		case t.BitSize <= 8:
			return 1
		case t.BitSize <= 16:
			return 2
		case t.BitSize <= 32:
			return 4
		}
		return 8
	case *types.PointerType:
		return 8
	case *types.FloatType:
		if b := floatBits(t); b != 0 {
			return int64(b / 8)
		}
	case *types.ArrayType:
		return s.typeAlign(t.ElemType)
	case *types.StructType:
		_, a := s.structLayout(t)
		return a
	}
	s.fail("type %s is not supported", t)
	return 1
}

// structLayout returns the size and alignment of a struct type.
func (s *sel) structLayout(t *types.StructType) (size, align int64) {
	align = 1
	for _, f := range t.Fields {
		a := int64(1)
		if !t.Packed {
			a = s.typeAlign(f)
		}
		size = (size + a - 1) / a * a
		size += s.typeSize(f)
		if a > align {
			align = a
		}
	}
	size = (size + align - 1) / align * align
	return size, align
}

// fieldOffset is the byte offset of field i of a struct type.
func (s *sel) fieldOffset(t *types.StructType, i int) int64 {
	var off int64
	for k, f := range t.Fields {
		a := int64(1)
		if !t.Packed {
			a = s.typeAlign(f)
		}
		off = (off + a - 1) / a * a
		if k == i {
			return off
		}
		off += s.typeSize(f)
	}
	panic(fmt.Sprintf("field %d of %s", i, t))
}
