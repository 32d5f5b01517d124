package lower

import (
	"strings"

	llir "github.com/llir/llvm/ir"

	"gpucc/isa"
)

// This file selects the floating-point intrinsics: LLVM's (fabs, copysign,
// minnum, maxnum, fma, fmuladd, floor, ceil, trunc, rint, nearbyint, round,
// sqrt) and the NVVM ones that libdevice's inlined bodies call (MUFU
// approximations, arithmetic with an explicit rounding mode and .ftz,
// saturate, fmin/fmax, conversions with rounding modes, bit casts), and
// atomicrmw fadd.

// llvmFloatPure are the pure LLVM FP intrinsics (by name prefix).
var llvmFloatPure = []string{"llvm.fabs.", "llvm.copysign.", "llvm.minnum.", "llvm.maxnum.", "llvm.minimum.", "llvm.maximum.", "llvm.fma.", "llvm.fmuladd.",
	"llvm.floor.", "llvm.ceil.", "llvm.trunc.", "llvm.rint.", "llvm.nearbyint.", "llvm.round."}

// isPureFloatCall reports whether a call is an FP intrinsic without side
// effects that selection handles as straight-line code. Division and square
// root are left out: they are never deferred or hoisted.
func isPureFloatCall(name string) bool {
	for _, p := range llvmFloatPure {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	nv, ok := strings.CutPrefix(name, "llvm.nvvm.")
	if !ok {
		return false
	}
	if strings.HasPrefix(nv, "div.") || strings.HasPrefix(nv, "sqrt.") && !strings.HasPrefix(nv, "sqrt.approx") ||
		strings.HasPrefix(nv, "rcp.") && !strings.HasPrefix(nv, "rcp.approx") && nv != "rcp.rn.f" && nv != "rcp.rn.ftz.f" {
		return false
	}
	_, known := parseNVVMFloat(nv)
	return known
}

// nvvmFloat is a decoded NVVM FP intrinsic name.
type nvvmFloat struct {
	op     string // ex2, lg2, sin, cos, sqrt, rsqrt, rcp, div, fma, add, mul, saturate, fmin, fmax, fabs, floor, ceil, trunc, round, cvt, d2i.hi, d2i.lo, lohi.i2d, bitcast
	approx bool
	r      fround
	wide   bool   // .d
	from   string // conversions: f, d, i, ui, ll, ull
	to     string
}

var nvvmRounding = map[string]string{"rn": "RN", "rz": "RZ", "rm": "RM", "rp": "RP"}

// parseNVVMFloat decodes the name (without "llvm.nvvm.") of an NVVM FP
// intrinsic.
func parseNVVMFloat(nv string) (nvvmFloat, bool) {
	switch nv {
	case "d2i.hi", "d2i.lo", "lohi.i2d":
		return nvvmFloat{op: nv}, true
	case "bitcast.f2i", "bitcast.i2f", "bitcast.d2ll", "bitcast.ll2d":
		return nvvmFloat{op: "bitcast"}, true
	}
	parts := strings.Split(nv, ".")
	var f nvvmFloat
	// Conversions: f2i.rn(.ftz), ll2d.rz, d2f.rm.ftz, ...
	kinds := map[string]bool{"f": true, "d": true, "i": true, "ui": true, "ll": true, "ull": true}
	if i := strings.Index(parts[0], "2"); i > 0 && len(parts) >= 2 && kinds[parts[0][:i]] && kinds[parts[0][i+1:]] {
		from, to := parts[0][:i], parts[0][i+1:]
		rnd, okr := nvvmRounding[parts[1]]
		if !okr || from == to {
			return f, false
		}
		f = nvvmFloat{op: "cvt", from: from, to: to, r: fround{rnd: rnd}}
		rest := parts[2:]
		if len(rest) == 1 && rest[0] == "ftz" && (from == "f" || from == "d" && to == "f") {
			f.r.ftz = true
			rest = nil
		}
		return f, len(rest) == 0
	}
	f.op = parts[0]
	rest := parts[1:]
	if len(rest) == 0 {
		return f, false
	}
	switch rest[len(rest)-1] {
	case "f":
	case "d":
		f.wide = true
	default:
		return f, false
	}
	rest = rest[:len(rest)-1]
	if len(rest) > 0 && rest[0] == "approx" {
		f.approx = true
		rest = rest[1:]
	} else if len(rest) > 0 {
		if rnd, ok := nvvmRounding[rest[0]]; ok {
			f.r.rnd = rnd
			rest = rest[1:]
		}
	}
	if len(rest) > 0 && rest[0] == "ftz" {
		if f.wide && f.op != "rcp" {
			return f, false
		}
		f.r.ftz = true
		rest = rest[1:]
	}
	if len(rest) != 0 {
		return f, false
	}
	switch f.op {
	case "ex2", "lg2", "sin", "cos", "rsqrt":
		return f, f.approx && (!f.wide || f.op == "rsqrt")
	case "sqrt":
		return f, f.approx && !f.wide || !f.approx && (f.r.rnd != "" || !f.wide)
	case "rcp":
		if f.approx {
			return f, f.wide && f.r.ftz
		}
		return f, f.r.rnd != ""
	case "div":
		return f, f.approx && !f.wide || f.r.rnd != ""
	case "fma", "add", "mul":
		return f, f.r.rnd != "" && !f.approx
	case "saturate", "fmin", "fmax", "fabs", "floor", "ceil", "trunc", "round":
		return f, f.r.rnd == "" && !f.approx
	}
	return f, false
}

// mufu emits MUFU.fn{.FTZ} d = fn(b).
func (s *sel) mufu(fn string, b fsrc, ftz bool) fsrc {
	d := s.fpDst(false)
	in := s.fpUnary("MUFU", d, b).SetMod("func", fn)
	if ftz {
		in.SetMod("ftz", "FTZ")
	}
	return freg(d, false)
}

// frnd emits FRND{.F64}.rnd{.FTZ}.
func (s *sel) frnd(b fsrc, rnd string, ftz bool) fsrc {
	d := s.fpDst(b.wide)
	in := s.fpUnary("FRND", d, b)
	if b.wide {
		in.SetMod("ftype", "F64")
	}
	s.setRound(in, fround{rnd: rnd, ftz: ftz})
	return freg(d, b.wide)
}

// flush replaces a binary32 denormal by the zero of its sign (x * 1 with
// .FTZ; NaNs become canonical, which .ftz operations allow).
func (s *sel) flush(x fsrc) fsrc { return s.fmul(x, fimm32(one32), fround{ftz: true}) }

// fpAsm returns the normalized text of a call's inline assembly when it is
// one of the reciprocal (square root) approximations of CUDA's headers and
// libdevice that lowerFloatCall selects, else "".
func fpAsm(inst *llir.InstCall) string {
	a, ok := inst.Callee.(*llir.InlineAsm)
	if !ok || len(inst.Args) != 1 {
		return ""
	}
	switch t := strings.ReplaceAll(strings.Join(strings.Fields(a.Asm), " "), ", ", ","); t {
	case "rcp.approx.ftz.f32 $0,$1;", "rcp.approx.f32 $0,$1;", "rsqrt.approx.ftz.f64 $0,$1;", "rsqrt.approx.f64 $0,$1;":
		return t
	}
	return ""
}

// lowerFloatCall selects the FP intrinsics; ok is false for other calls.
func (s *sel) lowerFloatCall(inst *llir.InstCall, name string) (*lval, bool) {
	arg := func(i int) fsrc { return s.fpSrc(inst.Args[i]) }
	switch fpAsm(inst) {
	case "rcp.approx.ftz.f32 $0,$1;":
		return s.fpLval(s.mufu("RCP", arg(0), true)), true
	case "rcp.approx.f32 $0,$1;":
		return s.fpLval(s.mufu("RCP", arg(0), false)), true
	case "rsqrt.approx.ftz.f64 $0,$1;", "rsqrt.approx.f64 $0,$1;":
		return s.fpLval(s.rsqrt64(arg(0))), true
	}
	switch {
	case strings.HasPrefix(name, "llvm.fabs."):
		a := arg(0)
		a.abs, a.neg = true, false
		return s.fpLval(a.foldImm()), true
	case strings.HasPrefix(name, "llvm.copysign."):
		return s.copysign(arg(0), arg(1)), true
	case strings.HasPrefix(name, "llvm.minnum."), strings.HasPrefix(name, "llvm.maxnum."):
		return s.fpLval(s.fmnmx(arg(0), arg(1), strings.HasPrefix(name, "llvm.minnum."), false)), true
	case strings.HasPrefix(name, "llvm.minimum."), strings.HasPrefix(name, "llvm.maximum."):
		// NaN-propagating: FMNMX (which orders -0 below +0), and the
		// canonical NaN when either operand is a NaN.
		a, b := s.fpReg(arg(0)), s.fpReg(arg(1))
		m := s.fmnmx(a, b, strings.HasPrefix(name, "llvm.minimum."), false)
		nan := fimm32(0x7fffffff)
		if a.wide {
			nan = s.pairOf(imm(0xffffffff), imm(0x7fffffff))
		}
		return s.fpLval(s.fsel(nan, m, s.fsetp("NAN", a, b, "AND", predTrue))), true
	case strings.HasPrefix(name, "llvm.fma."), strings.HasPrefix(name, "llvm.fmuladd."):
		return s.fpLval(s.ffma(arg(0), arg(1), arg(2), fround{})), true
	case strings.HasPrefix(name, "llvm.floor."):
		return s.fpLval(s.frnd(arg(0), "RM", false)), true
	case strings.HasPrefix(name, "llvm.ceil."):
		return s.fpLval(s.frnd(arg(0), "RP", false)), true
	case strings.HasPrefix(name, "llvm.trunc."):
		return s.fpLval(s.frnd(arg(0), "RZ", false)), true
	case strings.HasPrefix(name, "llvm.rint."), strings.HasPrefix(name, "llvm.nearbyint."):
		return s.fpLval(s.frnd(arg(0), "RN", false)), true
	case strings.HasPrefix(name, "llvm.round."):
		return s.fpLval(s.roundHalfAway(arg(0))), true
	case strings.HasPrefix(name, "llvm.sqrt."):
		// Correctly rounded also under afn/fast (an approximation is
		// allowed, the exact value is one).
		s.checkFloat(inst)
		return s.fpLval(s.fsqrt(arg(0), fround{})), true
	}
	nv, found := strings.CutPrefix(name, "llvm.nvvm.")
	if !found {
		return nil, false
	}
	f, known := parseNVVMFloat(nv)
	if !known {
		return nil, false
	}
	switch f.op {
	case "d2i.hi", "d2i.lo":
		lo, hi := s.halves(inst.Args[0])
		if f.op == "d2i.hi" {
			return &lval{bits: 32, x: hi}, true
		}
		return &lval{bits: 32, x: lo}, true
	case "lohi.i2d":
		return &lval{bits: 64, lo: s.val32(inst.Args[0]), hi: s.val32(inst.Args[1])}, true
	case "bitcast":
		return s.forward(inst.Args[0]), true
	case "cvt":
		switch f.to {
		case "f", "d":
			wide := f.to == "d"
			if f.from == "f" || f.from == "d" {
				if f.from == "f" {
					s.fail("%s is not supported", name)
				}
				d := s.fpDst(false)
				in := s.fpUnary("F2F", d, arg(0)).SetMod("dfmt", "F32").SetMod("sfmt", "F64")
				s.setRound(in, f.r)
				return fpResult(d, false), true
			}
			signed := f.from == "i" || f.from == "ll"
			return s.i2f(inst.Args[0], wide, signed, f.r), true
		}
		bits := map[string]int{"i": 32, "ui": 32, "ll": 64, "ull": 64}[f.to]
		return s.f2i(arg(0), bits, f.to == "i" || f.to == "ll", f.r), true
	}
	wide := f.wide
	switch f.op {
	case "ex2", "lg2", "sin", "cos":
		return s.fpLval(s.mufu(strings.ToUpper(f.op), arg(0), f.r.ftz)), true
	case "rsqrt":
		if wide {
			return s.fpLval(s.rsqrt64(arg(0))), true
		}
		return s.fpLval(s.mufu("RSQ", arg(0), f.r.ftz)), true
	case "sqrt":
		if f.approx {
			return s.fpLval(s.mufu("SQRT", arg(0), f.r.ftz)), true
		}
		if f.r.rnd != "" && f.r.rnd != "RN" {
			if wide {
				return s.fpLval(s.directed64(arg(0), fsrc{}, f.r.rnd)), true
			}
			return s.fpLval(s.directed32(arg(0), fsrc{}, f.r)), true
		}
		return s.fpLval(s.fsqrt(arg(0), f.r)), true
	case "rcp":
		if !wide && f.r.rnd != "RN" && !f.approx {
			return s.fpLval(s.directed32(fimm32(one32), arg(0), f.r)), true
		}
		if f.approx { // rcp.approx.ftz.d: the high word's reciprocal, low word zero
			_, hi := s.fpHalves(arg(0))
			r := s.mufu("RCP64H", fsrc{o: hi}, false)
			return &lval{bits: 64, lo: zero, hi: r.o}, true
		}
		if !wide {
			return s.fpLval(s.mufu("RCP", arg(0), f.r.ftz)), true
		}
		if f.r.rnd != "RN" {
			return s.fpLval(s.directed64(fimm64hi(one64hi), arg(0), f.r.rnd)), true
		}
		return s.fpLval(s.fdiv(fimm64hi(one64hi), arg(0), fround{})), true
	case "div":
		if f.approx {
			a, b := arg(0), arg(1)
			return s.fpLval(s.fmul(a, s.mufu("RCP", b, f.r.ftz), fround{ftz: f.r.ftz})), true
		}
		if !wide && f.r.rnd != "RN" {
			return s.fpLval(s.directed32(arg(0), arg(1), f.r)), true
		}
		if wide && f.r.rnd != "RN" {
			return s.fpLval(s.directed64(arg(0), arg(1), f.r.rnd)), true
		}
		return s.fpLval(s.fdiv(arg(0), arg(1), fround{ftz: f.r.ftz})), true
	case "fma":
		return s.fpLval(s.ffma(arg(0), arg(1), arg(2), f.r)), true
	case "add":
		return s.fpLval(s.fadd(arg(0), arg(1), f.r)), true
	case "mul":
		return s.fpLval(s.fmul(arg(0), arg(1), f.r)), true
	case "saturate":
		if !wide {
			// x + -0 is x for every x (+0 stays +0); .SAT clamps to [+0, 1].
			return s.fpLval(s.fadd(arg(0), fimm32(signBit32), fround{ftz: f.r.ftz, sat: true})), true
		}
		// maxNum(x, +0) turns NaN and negatives into +0; then minNum(., 1).
		m := s.fmnmx(arg(0), fimm64hi(0), false, false)
		return s.fpLval(s.fmnmx(m, fimm64hi(one64hi), true, false)), true
	case "fmin", "fmax":
		return s.fpLval(s.fmnmx(arg(0), arg(1), f.op == "fmin", f.r.ftz)), true
	case "fabs":
		a := arg(0)
		a.abs, a.neg = true, false
		if f.r.ftz {
			return s.fpLval(s.flush(a)), true
		}
		return s.fpLval(a.foldImm()), true
	case "floor":
		return s.fpLval(s.frnd(arg(0), "RM", f.r.ftz)), true
	case "ceil":
		return s.fpLval(s.frnd(arg(0), "RP", f.r.ftz)), true
	case "trunc":
		return s.fpLval(s.frnd(arg(0), "RZ", f.r.ftz)), true
	case "round": // cvt.rni: to nearest, ties to even
		return s.fpLval(s.frnd(arg(0), "RN", f.r.ftz)), true
	}
	return nil, false
}

// copysign is LOP3 of the high words: (a & 0x7fffffff) | (b & 0x80000000).
func (s *sel) copysign(a, b fsrc) *lval {
	a, b = s.plain(a), s.plain(b)
	if !a.wide {
		x := s.lop(s.toGPR(a.o), b.o, imm(signBit32), lutB&lutC|lutA&^lutC)
		return &lval{bits: 32, x: x}
	}
	alo, ahi := s.fpHalves(a)
	_, bhi := s.fpHalves(b)
	x := s.lop(s.toGPR(ahi), bhi, imm(signBit32), lutB&lutC|lutA&^lutC)
	return &lval{bits: 64, lo: alo, hi: x}
}

// roundHalfAway is llvm.round: t = trunc(x); d = x - t (exact, |d| < 1);
// t + copysign(1, x) when |d| >= 0.5. NaN and inf keep t (d is NaN or
// the compare is false), and the sign of a zero result is x's.
func (s *sel) roundHalfAway(x fsrc) fsrc {
	x = s.plain(x)
	x = s.fpReg(x)
	t := s.frnd(x, "RZ", false)
	d := s.fadd(x, t.negated(), fround{})
	d.abs = true
	var half, one fsrc
	var xhi opnd
	if x.wide {
		half, one = fimm64hi(half64hi), fimm64hi(one64hi)
		_, xhi = s.fpHalves(x)
	} else {
		half, one = fimm32(half32), fimm32(one32)
		xhi = x.o
	}
	p := s.fsetp("GE", d, half, "AND", predTrue)
	// copysign(1, x): (x & sign) | 1.0 on the high word.
	sgn := s.lop(s.toGPR(xhi), imm(signBit32), imm(one.o.imm), lutA&lutB|lutC)
	var adj fsrc
	if x.wide {
		adj = freg(s.lvalPair(&lval{bits: 64, lo: zero, hi: sgn}, isa.GPR), true)
	} else {
		adj = fsrc{o: sgn}
	}
	up := s.fadd(t, adj, fround{})
	return s.fsel(up, t, p)
}

// rsqrt64 is rsqrt.approx.d: MUFU.RSQ64H and two Newton steps
// y' = y + y/2 * (1 - x*y*y).
func (s *sel) rsqrt64(x fsrc) fsrc {
	x = s.fpReg(s.plain(x))
	_, hi := s.fpHalves(x)
	y := freg(s.lvalPair(&lval{bits: 64, lo: zero, hi: s.mufu("RSQ64H", fsrc{o: hi}, false).o}, isa.GPR), true)
	for i := 0; i < 2; i++ {
		h := s.fmul(x, y, fround{})
		e := s.ffma(h.negated(), y, fimm64hi(one64hi), fround{})
		yh := s.fmul(y, fimm64hi(half64hi), fround{})
		y = s.ffma(yh, e, y, fround{})
	}
	return y
}

// lowerAtomicFAdd selects atomicrmw fadd and fsub (f32, f64; global or
// shared) as the floating-point atomic add, ATOMG/ATOMS.ADD.F32/.F64 (RED
// when the old value is unused): RN with denormals kept, as FADD/DADD and
// LLVM's fadd. fsub adds the operand with its sign bit flipped (LOP3), the
// exact -x.
func (s *sel) lowerAtomicFAdd(inst *llir.InstAtomicRMW, sub bool) *lval {
	wide := s.checkFloat(inst.X)
	x := s.fpSrc(inst.X)
	if sub {
		x = x.negated() // old - x is old + -x
	}
	x = s.fpReg(s.plain(x))
	r, off, space := s.address(inst.Dst, 0)
	if space == spaceLocal {
		s.fail("atomicrmw on local memory is not supported")
	}
	used := s.uses[inst] > 0
	in, d := s.emitAtomic(space, used, wide)
	in.SetVal("off", off).SetMod("atomop", "ADD").SetMod("atomtype", map[bool]string{false: "F32", true: "F64"}[wide])
	setReg(in, "ra", r)
	setReg(in, "rb", x.o.r)
	if !used {
		return nil
	}
	return fpResult(d, wide)
}

// directed32 is a binary32 division a / b (or square root of a when b is
// empty) rounded toward zero, -inf or +inf: the correctly rounded binary64
// result of the (exact) binary64 operands, converted by F2F in the
// directed mode. The double rounding is innocuous: a quotient or root of
// binary32 values that is not itself a binary32 value lies at least 2^-48
// (relative) away from every binary32 value, so the binary64 rounding
// (2^-53) never reaches one. .ftz flushes the operands (F2F.FTZ) and the
// result.
func (s *sel) directed32(a, b fsrc, r fround) fsrc {
	ext := func(x fsrc) fsrc {
		d := s.fpDst(true)
		in := s.fpUnary("F2F", d, x).SetMod("dfmt", "F64").SetMod("sfmt", "F32")
		if r.ftz {
			in.SetMod("ftz", "FTZ")
		}
		return freg(d, true)
	}
	var q fsrc
	if b.o.k == kNone {
		q = s.sqrt64(ext(a))
	} else {
		q = s.div64(ext(a), ext(b))
	}
	d := s.fpDst(false)
	in := s.fpUnary("F2F", d, q).SetMod("dfmt", "F32").SetMod("sfmt", "F64")
	s.setRound(in, r)
	return freg(d, false)
}
