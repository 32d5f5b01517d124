package lower

import (
	"fmt"

	"gpucc/ir"
	"gpucc/isa"
)

// This file holds the instruction builders: they pick the operand form of an
// optype (RR, RU, RI, RC, RRR, RIR, RRC, ...) from the kinds of the source
// operands, and materialize operands a form cannot take.

// emit appends a new instruction of the named form to the current block.
func (s *sel) emit(form string) *ir.Instr {
	in := ir.NewInstr(form)
	in.OriginInst = s.origin
	in.Src = srcPos(s.curInst)
	s.cur.add(in)
	return in
}

// inBlock runs fn with b as the current block.
func (s *sel) inBlock(b *mblock, fn func()) {
	saved := s.cur
	s.cur = b
	defer func() { s.cur = saved }()
	fn()
}

func (s *sel) newGPR(name string) ir.VReg  { return s.f.NewVReg(isa.GPR, 1, name) }
func (s *sel) newUR(name string) ir.VReg   { return s.f.NewVReg(isa.UR, 1, name) }
func (s *sel) newPR(name string) ir.VReg   { return s.f.NewVReg(isa.PR, 1, name) }
func (s *sel) newUPR(name string) ir.VReg  { return s.f.NewVReg(isa.UPR, 1, name) }
func (s *sel) newPair(name string) ir.VReg { return s.f.NewVReg(isa.GPR, 2, name) }
func (s *sel) newUPair(name string) ir.VReg {
	return s.f.NewVReg(isa.UR, 2, name)
}

// setReg binds a register field: a virtual register, or RZ/URZ when r.V is 0.
func setReg(in *ir.Instr, field string, r ir.Reg) {
	if r.V != 0 {
		in.SetReg(field, r)
		return
	}
	fl := in.Inst.Form.Fields[in.Field(field)]
	switch fl.Kind {
	case isa.KindUReg:
		in.SetPhys(field, isa.URZ)
	case isa.KindPred, isa.KindUPred:
		in.SetPhys(field, isa.PT)
	default:
		in.SetPhys(field, isa.RZ)
	}
}

// setPred binds a predicate field and its negation.
func setPred(in *ir.Instr, field string, r ir.Reg, not bool) {
	if r.V == 0 {
		in.SetPhys(field, isa.PT)
	} else {
		in.SetReg(field, r)
	}
	if not {
		in.SetVal(field+".not", 1)
	} else {
		in.SetVal(field+".not", 0)
	}
}

// kindLetter is the form-name letter of an operand kind; imm 0 is RZ.
func kindLetter(o opnd, uniform bool) byte {
	switch o.k {
	case kReg:
		return 'R'
	case kUReg:
		if uniform {
			return 'R'
		}
		return 'U'
	case kImm:
		if o.imm == 0 {
			return 'R'
		}
		return 'I'
	case kCMem:
		return 'C'
	}
	panic(fmt.Sprintf("operand of kind %d", o.k))
}

func formExists(name string) bool { return isa.FormByName(name) != nil }

// setSrc stores a source operand in slot 'b' or 'c' of a GPR-datapath
// form (fields rb/urb/vb or rc/urc/vc).
func setSrc(in *ir.Instr, slot byte, o opnd) {
	var field string
	switch {
	case o.k == kReg || o.k == kImm && o.imm == 0 && hasField(in, "r"+string(slot)):
		field = "r" + string(slot)
		setReg(in, field, o.r)
	case o.k == kUReg:
		field = "ur" + string(slot)
		setReg(in, field, o.r)
	case o.k == kImm:
		field = "v" + string(slot)
		in.SetVal(field, o.imm)
	case o.k == kCMem:
		field = "v" + string(slot)
		in.SetVal(field, o.off)
	default:
		panic(fmt.Sprintf("setSrc: operand kind %d", o.k))
	}
	if o.neg && o.k != kImm {
		in.SetVal(field+".neg", 1)
	}
}

// setUSrc stores a source operand in slot 'b' or 'c' of a uniform form.
func setUSrc(in *ir.Instr, slot byte, o opnd) {
	switch o.k {
	case kUReg:
		setReg(in, "ur"+string(slot), o.r)
		if o.neg {
			in.SetVal("ur"+string(slot)+".neg", 1)
		}
	case kImm:
		if o.imm == 0 && hasField(in, "ur"+string(slot)) {
			setReg(in, "ur"+string(slot), ir.Reg{})
			return
		}
		in.SetVal("v"+string(slot), o.imm)
	default:
		panic(fmt.Sprintf("setUSrc: operand kind %d", o.k))
	}
}

func hasField(in *ir.Instr, name string) bool { return in.Field(name) >= 0 }

// setA stores the Ra operand (GPR or RZ) with its negation.
func setA(in *ir.Instr, field string, o opnd) {
	setReg(in, field, o.r)
	if o.neg {
		in.SetVal(field+".neg", 1)
	}
}

// alu2 emits op with Ra and a flexible SrcB (forms _RR, _RU, _RI, _RC).
func (s *sel) alu2(op string, a, b opnd) *ir.Instr {
	a = s.toGPR(a)
	name := op + "_R" + string(kindLetter(b, false))
	if !formExists(name) {
		b = s.toGPR(b)
		name = op + "_RR"
	}
	in := s.emit(name)
	setA(in, "ra", a)
	setSrc(in, 'b', b)
	return in
}

// alu1 emits op with a single flexible source (forms _R, _U, _I, _C).
func (s *sel) alu1(op string, b opnd) *ir.Instr {
	letter := kindLetter(b, false)
	name := op + "_" + string(letter)
	if !formExists(name) {
		b = s.toGPR(b)
		name = op + "_R"
	}
	in := s.emit(name)
	setSrc(in, 'b', b)
	return in
}

// alu3 emits op with Ra and flexible SrcB and SrcC. wideC marks a 64-bit
// SrcC (IMAD.WIDE); such an operand must already be a register pair, a
// uniform pair, a constant-bank pair or zero.
func (s *sel) alu3(op string, a, b, c opnd, wideC bool) *ir.Instr {
	a = s.toGPR(a)
	for try := 0; ; try++ {
		lb, lc := kindLetter(b, false), kindLetter(c, false)
		name := op + "_R" + string(lb) + string(lc)
		if formExists(name) {
			in := s.emit(name)
			setA(in, "ra", a)
			setSrc(in, 'b', b)
			setSrc(in, 'c', c)
			return in
		}
		if try > 3 {
			panic(fmt.Sprintf("alu3: no form of %s for %c%c", op, lb, lc))
		}
		// Keep the slot whose non-register kind a form accepts.
		switch {
		case lb != 'R' && lc != 'R':
			if formExists(op+"_R"+string(lb)+"R") && !wideC {
				c = s.toGPR(c)
			} else if formExists(op + "_RR" + string(lc)) {
				b = s.toGPR(b)
			} else {
				b = s.toGPR(b)
			}
		case lb != 'R':
			b = s.toGPR(b)
		case lc != 'R':
			if wideC {
				c = s.toGPRWide(c)
			} else {
				c = s.toGPR(c)
			}
		}
	}
}

// ualu2 emits a uniform op with URa and SrcB (forms _RR with a uniform
// register, _RI with an immediate).
func (s *sel) ualu2(op string, a, b opnd) *ir.Instr {
	a = s.toUR(a)
	if b.k != kImm {
		b = s.toUR(b)
	}
	name := op + "_RR"
	if b.k == kImm && b.imm != 0 {
		name = op + "_RI"
	}
	in := s.emit(name)
	setReg(in, "ura", a.r)
	if a.neg {
		in.SetVal("ura.neg", 1)
	}
	setUSrc(in, 'b', b)
	return in
}

// ualu3 emits a uniform op with URa, SrcB (register or immediate) and URc.
func (s *sel) ualu3(op string, a, b, c opnd) *ir.Instr {
	a = s.toUR(a)
	c = s.toUR(c)
	if b.k != kImm {
		b = s.toUR(b)
	}
	name := op + "_RRR"
	if b.k == kImm && b.imm != 0 {
		name = op + "_RIR"
	}
	in := s.emit(name)
	setReg(in, "ura", a.r)
	setUSrc(in, 'b', b)
	setReg(in, "urc", c.r)
	if c.neg {
		in.SetVal("urc.neg", 1)
	}
	return in
}

// cached returns a register materialized earlier in the current block.
func (s *sel) cached(k cacheKey, make func() ir.Reg) ir.Reg {
	b := s.cur
	if b.cache == nil {
		b.cache = map[cacheKey]ir.Reg{}
	}
	if r, ok := b.cache[k]; ok {
		return r
	}
	r := make()
	b.cache[k] = r
	return r
}

// toGPR makes an operand a GPR (or RZ), keeping its negation flag.
func (s *sel) toGPR(o opnd) opnd {
	neg := o.neg
	var r ir.Reg
	switch o.k {
	case kReg:
		return o
	case kImm:
		if o.imm == 0 {
			return opnd{k: kReg, neg: neg}
		}
		r = s.cached(cacheKey{kind: "imm", v: uint64(o.imm)}, func() ir.Reg {
			v := s.newGPR("")
			in := s.emit("MOV_I")
			in.SetReg("rd", ir.Whole(v)).SetVal("vb", o.imm)
			return ir.Whole(v)
		})
	case kUReg:
		if o.r.V == 0 {
			return opnd{k: kReg, neg: neg}
		}
		r = s.cached(cacheKey{kind: "ur", r: o.r}, func() ir.Reg {
			v := s.newGPR("")
			in := s.emit("MOV_U")
			in.SetReg("rd", ir.Whole(v)).SetReg("urb", o.r)
			return ir.Whole(v)
		})
	case kCMem:
		r = s.cached(cacheKey{kind: "c", v: uint64(o.off)}, func() ir.Reg {
			v := s.newGPR("")
			in := s.emit("MOV_C")
			in.SetReg("rd", ir.Whole(v)).SetVal("vb", o.off)
			return ir.Whole(v)
		})
	default:
		panic(fmt.Sprintf("toGPR: operand kind %d", o.k))
	}
	return opnd{k: kReg, r: r, neg: neg}
}

// toGPRWide makes a 64-bit operand a GPR pair (or RZ).
func (s *sel) toGPRWide(o opnd) opnd {
	neg := o.neg
	switch o.k {
	case kReg:
		return o
	case kImm:
		if o.imm == 0 {
			return opnd{k: kReg, neg: neg}
		}
	case kUReg:
		if o.r.V == 0 {
			return opnd{k: kReg, neg: neg}
		}
		v := s.newPair("")
		in := s.emit("MOV_U")
		in.SetMod("width", "64").SetReg("rd", ir.Whole(v)).SetReg("urb", o.r)
		return opnd{k: kReg, r: ir.Whole(v), neg: neg}
	case kCMem:
		v := s.newPair("")
		in := s.emit("MOV_C")
		in.SetMod("width", "64").SetReg("rd", ir.Whole(v)).SetVal("vb", o.off)
		return opnd{k: kReg, r: ir.Whole(v), neg: neg}
	}
	panic(fmt.Sprintf("toGPRWide: operand kind %d", o.k))
}

// toUR makes an operand a uniform register (or URZ). Constant-bank values
// are loaded once, in the prologue.
func (s *sel) toUR(o opnd) opnd {
	neg := o.neg
	switch o.k {
	case kUReg:
		return o
	case kImm:
		if o.imm == 0 {
			return opnd{k: kUReg, neg: neg}
		}
		r := s.cached(cacheKey{kind: "uimm", v: uint64(o.imm)}, func() ir.Reg {
			v := s.newUR("")
			in := s.emit("UMOV_I")
			in.SetReg("urd", ir.Whole(v)).SetVal("vb", o.imm)
			return ir.Whole(v)
		})
		return opnd{k: kUReg, r: r, neg: neg}
	case kCMem:
		return opnd{k: kUReg, r: s.uldc(o.off, false), neg: neg}
	}
	s.fail("internal compiler error: a per-thread value feeds the uniform datapath")
	return opnd{}
}

// uldc loads a 32- or 64-bit constant-bank value into uniform registers in
// the prologue, once per kernel.
func (s *sel) uldc(off uint32, wide bool) ir.Reg {
	key := uint64(off)
	if wide {
		key |= 1 << 32
	}
	if r, ok := s.cmemUR[key]; ok {
		return r
	}
	var v ir.VReg
	in := ir.NewInstr("ULDC_C")
	in.OriginInst = s.origin
	in.Src = srcPos(s.curInst)
	if wide {
		v = s.newUPair("")
		in.SetMod("memtype", "64")
	} else {
		v = s.newUR("")
	}
	in.SetReg("urd", ir.Whole(v)).SetVal("vb", off)
	s.entry.head = append(s.entry.head, in)
	s.cmemUR[key] = ir.Whole(v)
	return ir.Whole(v)
}
