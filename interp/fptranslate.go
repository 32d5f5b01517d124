package interp

import (
	"fmt"
	"math"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// fpWidth is 32 for float and 64 for double.
func fpWidth(t types.Type) (uint8, bool) {
	ft, ok := t.(*types.FloatType)
	if !ok {
		return 0, false
	}
	switch ft.Kind {
	case types.FloatKindFloat:
		return 32, true
	case types.FloatKindDouble:
		return 64, true
	}
	return 0, false
}

// fmfFlags maps fast-math flags to instruction flags. Flags that let the
// compiler produce a result other than the exact one (afn, arcp, reassoc,
// nsz, fast) mark the result approximate; nnan and ninf make NaN and
// infinite operands or results poison. contract is handled by the caller:
// it only matters where a multiplication may fuse into an addition.
func fmfFlags(fs []enum.FastMathFlag) (flags uint8, contract bool) {
	for _, f := range fs {
		switch f {
		case enum.FastMathFlagAFn, enum.FastMathFlagARcp, enum.FastMathFlagReassoc, enum.FastMathFlagNSZ:
			flags |= ffApprox
		case enum.FastMathFlagFast:
			flags |= ffApprox | ffNoNaN | ffNoInf
			contract = true
		case enum.FastMathFlagNNaN:
			flags |= ffNoNaN
		case enum.FastMathFlagNInf:
			flags |= ffNoInf
		case enum.FastMathFlagContract:
			contract = true
		}
	}
	return flags, contract
}

// fusible reports whether v is an fmul that may be contracted into the
// addition using it: then the addition's result may differ from the
// separately rounded one.
func fusible(v value.Value) bool {
	m, ok := v.(*ir.InstFMul)
	if !ok {
		return false
	}
	_, c := fmfFlags(m.FastMathFlags)
	return c
}

// fpInst translates the floating-point instructions; ok is false for
// instructions it does not handle.
func (tr *translator) fpInst(inst ir.Instruction, s, dst int32) (ok bool, err error) {
	var op uint8
	var x, y value.Value
	var fmf []enum.FastMathFlag
	switch i := inst.(type) {
	case *ir.InstFAdd:
		op, x, y, fmf = fAdd, i.X, i.Y, i.FastMathFlags
	case *ir.InstFSub:
		op, x, y, fmf = fSub, i.X, i.Y, i.FastMathFlags
	case *ir.InstFMul:
		op, x, y, fmf = fMul, i.X, i.Y, i.FastMathFlags
	case *ir.InstFDiv:
		op, x, y, fmf = fDiv, i.X, i.Y, i.FastMathFlags
	case *ir.InstFRem:
		op, x, y, fmf = fRem, i.X, i.Y, i.FastMathFlags
	case *ir.InstFNeg:
		op, x, fmf = fNeg, i.X, i.FastMathFlags
	case *ir.InstFCmp:
		op, x, y, fmf = fCmp, i.X, i.Y, i.FastMathFlags
	case *ir.InstFPExt:
		return true, tr.fpConv(s, dst, fExt, i.From, i.To, 0)
	case *ir.InstFPTrunc:
		return true, tr.fpConv(s, dst, fTruncFmt, i.From, i.To, 0)
	case *ir.InstFPToSI:
		return true, tr.fpConv(s, dst, fToSI, i.From, i.To, 0)
	case *ir.InstFPToUI:
		return true, tr.fpConv(s, dst, fToUI, i.From, i.To, 0)
	case *ir.InstSIToFP:
		return true, tr.fpConv(s, dst, fFromSI, i.From, i.To, 0)
	case *ir.InstUIToFP:
		return true, tr.fpConv(s, dst, fFromUI, i.From, i.To, 0)
	default:
		return false, nil
	}
	w, isFP := fpWidth(x.Type())
	if !isFP {
		return true, fmt.Errorf("floating-point operation on %s is not supported", x.Type())
	}
	flags, contract := fmfFlags(fmf)
	if contract && (op == fAdd || op == fSub) && (fusible(x) || fusible(y)) {
		flags |= ffApprox
	}
	in := instr{op: opFP, sub: op, w: w, w2: w, flags: flags, dst: dst, b: -1, c: -1, site: s}
	if contract && (op == fAdd || op == fSub) {
		fu, err := tr.fusionOf(x, y, op == fSub)
		if err != nil {
			return true, err
		}
		if fu != nil {
			in.x = &extra{fuse: fu}
		}
	}
	if in.a, err = tr.operand(x); err != nil {
		return true, err
	}
	if y != nil {
		if in.b, err = tr.operand(y); err != nil {
			return true, err
		}
	}
	if op == fCmp {
		in.imm = uint64(inst.(*ir.InstFCmp).Pred)
		in.w2 = 1
	}
	tr.emit(in)
	return true, nil
}

// fusionOf describes the multiply-add x + y (x - y when sub) may fuse into,
// or returns nil: the first operand that is a contract fmul is fused.
func (tr *translator) fusionOf(x, y value.Value, sub bool) (*fusion, error) {
	mul, other, negA, negC := x, y, false, sub
	if !fusible(x) {
		if !fusible(y) {
			return nil, nil
		}
		mul, other, negA, negC = y, x, sub, false
	}
	m := mul.(*ir.InstFMul)
	ops, err := tr.operands(m.X, m.Y, other)
	if err != nil {
		return nil, err
	}
	return &fusion{a: ops[0], b: ops[1], c: ops[2], negA: negA, negC: negC}, nil
}

// fpConv translates a conversion between FP formats or between FP and
// integers.
func (tr *translator) fpConv(s, dst int32, op uint8, from value.Value, to types.Type, flags uint8) error {
	var w, w2 uint8
	var ok1, ok2 bool
	switch op {
	case fFromSI, fFromUI:
		var iw uint
		iw, ok1 = scalarWidth(from.Type())
		w = uint8(iw)
		_, isInt := from.Type().(*types.IntType)
		ok1 = ok1 && isInt
		w2, ok2 = fpWidth(to)
	case fToSI, fToUI, fToSISat, fToUISat:
		w, ok1 = fpWidth(from.Type())
		var iw uint
		iw, ok2 = scalarWidth(to)
		_, isInt := to.(*types.IntType)
		ok2 = ok2 && isInt
		w2 = uint8(iw)
	default:
		w, ok1 = fpWidth(from.Type())
		w2, ok2 = fpWidth(to)
		ok2 = ok2 && ((op == fExt && w == 32 && w2 == 64) || (op == fTruncFmt && w == 64 && w2 == 32))
	}
	if !ok1 || !ok2 {
		return fmt.Errorf("conversion from %s to %s is not supported", from.Type(), to)
	}
	a, err := tr.operand(from)
	if err != nil {
		return err
	}
	tr.emit(instr{op: opFP, sub: op, w: w, w2: w2, flags: flags, dst: dst, a: a, b: -1, c: -1, site: s})
	return nil
}

// llvmFPIntrinsics maps the generic LLVM FP intrinsics (name without
// "llvm." and the type suffix) to operations.
var llvmFPIntrinsics = map[string]uint8{
	"fma": fFMA, "fmuladd": fMulAdd, "fabs": fAbs, "minnum": fMin, "maxnum": fMax,
	"minimum": fMinNaN, "maximum": fMaxNaN, "copysign": fCopysign, "floor": fFloor, "ceil": fCeil,
	"trunc": fTrunc, "rint": fRint, "nearbyint": fRint, "round": fRound, "roundeven": fRint, "sqrt": fSqrt,
}

var roundModes = map[string]uint8{"rn": rmNearest, "rz": rmZero, "rm": rmDown, "rp": rmUp}

// fpIntrinsic translates llvm.<fp op>.f32/f64 and the NVVM FP intrinsics;
// ok is false for other intrinsics.
func (tr *translator) fpIntrinsic(i *ir.InstCall, name string, args []int32, s, dst int32) (ok bool, err error) {
	flags, _ := fmfFlags(i.FastMathFlags)
	if nv, isNVVM := strings.CutPrefix(name, "llvm.nvvm."); isNVVM {
		return tr.nvvmFP(i, nv, args, s, dst, flags)
	}
	base := strings.TrimPrefix(name, "llvm.")
	dot := strings.LastIndex(base, ".")
	if dot < 0 {
		return false, nil
	}
	op, known := llvmFPIntrinsics[base[:dot]]
	if !known {
		return false, nil
	}
	if base[:dot] == "fmuladd" {
		// The multiply-add may or may not be fused: computed unfused, with
		// the fused result as the alternative (fpalt.go).
		flags |= ffApprox
	}
	return true, tr.emitFP(i, op, args, s, dst, flags)
}

// emitFP emits op on the call's arguments, which must be float or double.
func (tr *translator) emitFP(i *ir.InstCall, op uint8, args []int32, s, dst int32, flags uint8) error {
	n := fpArity(op)
	if op == fLoHiI2D {
		n = 2
	}
	if len(args) < n {
		return fmt.Errorf("%s called with %d arguments, needs %d", i.Callee.Ident(), len(args), n)
	}
	w, isFP := fpWidth(i.Args[0].Type())
	if op == fLoHiI2D {
		w, isFP = 64, true
	}
	if !isFP {
		return fmt.Errorf("%s on %s is not supported", i.Callee.Ident(), i.Args[0].Type())
	}
	in := instr{op: opFP, sub: op, w: w, w2: w, flags: flags, dst: dst, a: args[0], b: -1, c: -1, site: s}
	if n > 1 {
		in.b = args[1]
	}
	if n > 2 {
		in.c = args[2]
	}
	if op == fD2IHi || op == fD2ILo {
		in.w2 = 32
	}
	tr.emit(in)
	return nil
}

// nvvmFP translates llvm.nvvm.<name> FP intrinsics: the operation is the
// first component of the name, followed by modifiers (rounding mode, ftz,
// approx, nan) and the type (f or d) where the operand types do not already
// say it.
func (tr *translator) nvvmFP(i *ir.InstCall, nv string, args []int32, s, dst int32, flags uint8) (bool, error) {
	parts := strings.Split(nv, ".")
	head := parts[0]
	var mode uint8
	var ftz, approx, nan, hasMode bool
	for _, p := range parts[1:] {
		if m, isMode := roundModes[p]; isMode {
			mode, hasMode = m, true
			continue
		}
		switch p {
		case "ftz":
			ftz = true
		case "approx":
			approx = true
		case "nan":
			nan = true
		case "f", "d", "hi", "lo", "i2d", "f2i", "i2f", "d2ll", "ll2d":
		default:
			return false, nil
		}
	}
	if ftz {
		flags |= ffFTZ
	}
	if approx {
		flags |= ffApprox
	}
	flags |= mode
	conv := func(op uint8) (bool, error) {
		if !hasMode {
			return false, nil
		}
		if len(args) < 1 {
			return true, fmt.Errorf("%s needs an argument", i.Callee.Ident())
		}
		return true, tr.fpConv(s, dst, op, i.Args[0], i.Type(), flags)
	}
	var op uint8
	switch head {
	case "add":
		op = fAdd
	case "mul":
		op = fMul
	case "div":
		op = fDiv
	case "fma":
		op = fFMA
	case "rcp":
		op = fRcp
	case "sqrt":
		op = fSqrt
	case "rsqrt":
		op = fRsqrt
	case "ex2":
		op = fEx2
	case "lg2":
		op = fLg2
	case "sin":
		op = fSin
	case "cos":
		op = fCos
	case "saturate":
		op = fSaturate
	case "fabs":
		op = fAbs
	case "floor":
		op = fFloor
	case "ceil":
		op = fCeil
	case "trunc":
		op = fTrunc
	case "round":
		// LLVM's instcombine rewrites llvm.nvvm.round.f to llvm.round.f32:
		// halfway cases round away from zero.
		op = fRound
	case "fmin", "fmax":
		op = map[bool]uint8{false: fMin, true: fMinNaN}[nan]
		if head == "fmax" {
			op++ // fMax, fMaxNaN
		}
	case "d2i":
		switch {
		case len(parts) == 2 && parts[1] == "hi":
			op = fD2IHi
		case len(parts) == 2 && parts[1] == "lo":
			op = fD2ILo
		default:
			return conv(fToSISat)
		}
	case "lohi":
		op = fLoHiI2D
	case "bitcast":
		if len(args) < 1 {
			return true, fmt.Errorf("%s needs an argument", i.Callee.Ident())
		}
		tr.emit(instr{op: opCopy, dst: dst, a: args[0], site: s})
		return true, nil
	case "f2i", "f2ll", "d2ll":
		return conv(fToSISat)
	case "f2ui", "d2ui", "f2ull", "d2ull":
		return conv(fToUISat)
	case "i2f", "ll2f", "i2d", "ll2d":
		return conv(fFromSI)
	case "ui2f", "ull2f", "ui2d", "ull2d":
		return conv(fFromUI)
	case "d2f":
		return conv(fTruncFmt)
	default:
		return false, nil
	}
	return true, tr.emitFP(i, op, args, s, dst, flags)
}

// floatConstBits encodes a float or double constant. llir keeps only the
// sign of a NaN constant, so NaN constants become the default quiet NaN
// (0x7fc00000 / 0x7ff8000000000000, what NAN and __builtin_nanf("") give and
// what llir prints back) with that sign.
func floatConstBits(c *constant.Float) (uint64, bool, error) {
	w, ok := fpWidth(c.Typ)
	if !ok {
		return 0, false, fmt.Errorf("constant of type %s is not supported", c.Typ)
	}
	f := formatOf(w)
	neg := c.X.Signbit()
	switch {
	case c.NaN:
		quiet := uint64(1) << (f.fracBits() - 1)
		return f.inf(neg) | quiet, false, nil
	case c.X.IsInf():
		return f.inf(neg), false, nil
	}
	if w == 32 {
		x, _ := c.X.Float32()
		return uint64(math.Float32bits(x)), false, nil
	}
	x, _ := c.X.Float64()
	return math.Float64bits(x), false, nil
}
