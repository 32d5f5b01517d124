package kgen

import (
	"fmt"
	"math"
	"strings"
)

// Floating point (Config.NoFloat switches it off). FP values are F32 and
// F64 variables (phis at joins like every variable), FP input buffers,
// FP constants including ±0, ±inf, NaN and denormals, and the expressions
// below. Two rules keep a kernel's result exactly defined:
//
//   - fptosi/fptoui operands are guarded into range first (a select on two
//     ordered fcmps replaces an out-of-range or NaN operand by 0), and the
//     NVVM conversions used (f2i.rz, d2i.lo/hi) are defined for every input;
//   - values the IR lets be approximate (fast-math flags, llvm.fmuladd,
//     ex2/lg2.approx) only appear at the top of an FStore expression, so they
//     reach nothing but a float output element, which verify compares with
//     its documented ulp tolerance: never a branch, a select, an address,
//     an integer, or another operation that could amplify the error.
//     The flags never include nnan or ninf (NaNs and infinities are
//     ordinary values here, and those flags would make them poison).

// FBin is fadd, fsub, fmul, fdiv or frem, with optional fast-math Flags.
type FBin struct {
	Op, Flags string
	X, Y      Expr
}

// FNeg is fneg.
type FNeg struct {
	Flags string
	X     Expr
}

// FConv converts between integer and FP types or between F32 and F64:
// sitofp, uitofp, fpext, fptrunc, and fptosi/fptoui whose operand is first
// guarded into the destination's range.
type FConv struct {
	Op string
	X  Expr
	To Type
}

// FCall calls an FP intrinsic: Name is the callee after "@llvm." (e.g.
// "fma.f32", "nvvm.rcp.rn.f"); T is the result type and Args the operands
// (their types follow from fpIntrinsics).
type FCall struct {
	Name  string
	T     Type
	Flags string
	Args  []Expr
}

// FStore writes the FP value E to the thread's float output slot Slot of
// E's type (after the FP variables of that type, see Prog.fslots).
type FStore struct {
	Slot int
	E    Expr
}

func (e *FBin) Type() Type  { return e.X.Type() }
func (e *FNeg) Type() Type  { return e.X.Type() }
func (e *FConv) Type() Type { return e.To }
func (e *FCall) Type() Type { return e.T }
func (*FStore) isStmt()     {}

// fpSig is the signature of an FP intrinsic.
type fpSig struct {
	ret    Type
	params []Type
	approx bool // the IR allows an approximate result
}

// fpIntrinsics are the FP intrinsics kgen calls, by callee name.
var fpIntrinsics = map[string]fpSig{}

func init() {
	for _, t := range []Type{F32, F64} {
		sfx := map[Type]string{F32: "f32", F64: "f64"}[t]
		for _, n := range []string{"fabs", "floor", "ceil", "trunc", "rint", "round", "sqrt"} {
			fpIntrinsics[n+"."+sfx] = fpSig{ret: t, params: []Type{t}}
		}
		for _, n := range []string{"minnum", "maxnum", "copysign"} {
			fpIntrinsics[n+"."+sfx] = fpSig{ret: t, params: []Type{t, t}}
		}
		fpIntrinsics["fma."+sfx] = fpSig{ret: t, params: []Type{t, t, t}}
		fpIntrinsics["fmuladd."+sfx] = fpSig{ret: t, params: []Type{t, t, t}, approx: true}
	}
	fpIntrinsics["nvvm.rcp.rn.f"] = fpSig{ret: F32, params: []Type{F32}}
	fpIntrinsics["nvvm.div.rn.f"] = fpSig{ret: F32, params: []Type{F32, F32}}
	fpIntrinsics["nvvm.saturate.f"] = fpSig{ret: F32, params: []Type{F32}}
	fpIntrinsics["nvvm.fma.rn.f"] = fpSig{ret: F32, params: []Type{F32, F32, F32}}
	fpIntrinsics["nvvm.fma.rz.f"] = fpSig{ret: F32, params: []Type{F32, F32, F32}}
	fpIntrinsics["nvvm.fma.rn.d"] = fpSig{ret: F64, params: []Type{F64, F64, F64}}
	fpIntrinsics["nvvm.fma.rz.d"] = fpSig{ret: F64, params: []Type{F64, F64, F64}}
	fpIntrinsics["nvvm.i2f.rn"] = fpSig{ret: F32, params: []Type{I32}}
	fpIntrinsics["nvvm.f2i.rz"] = fpSig{ret: I32, params: []Type{F32}}
	fpIntrinsics["nvvm.d2i.lo"] = fpSig{ret: I32, params: []Type{F64}}
	fpIntrinsics["nvvm.d2i.hi"] = fpSig{ret: I32, params: []Type{F64}}
	fpIntrinsics["nvvm.ex2.approx.f"] = fpSig{ret: F32, params: []Type{F32}, approx: true}
	fpIntrinsics["nvvm.lg2.approx.f"] = fpSig{ret: F32, params: []Type{F32}, approx: true}
}

// fpPredicates are the 16 fcmp predicates.
var fpPredicates = []string{"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
	"ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"}

// fpFlags are the fast-math flag sets the generator uses (no nnan or
// ninf: see the package rules above).
var fpFlags = []string{"contract", "afn", "arcp", "reassoc nsz arcp contract afn", "nsz", "arcp contract"}

var floatTypes = []Type{F32, F64}

// fconst draws an FP constant: special values, small integers and
// fractions, values near the integer conversion limits, random bits.
func (g *gen) fconst(t Type) *Const {
	r := g.r
	var x float64
	switch r.intn(5) {
	case 0:
		x = pick(r, []float64{0, math.Copysign(0, -1), 1, -1, 0.5, -2.5, 3.5, math.Inf(1), math.Inf(-1), math.NaN(),
			math.MaxFloat32, 1e-40, 5e-324, 16777217, 2147483648, -2147483649, 4294967296, 9.3e18, 1e300, 0.1})
	case 1, 2:
		x = float64(r.intn(64)-32) / float64(int(1)<<r.intn(4))
	case 3:
		x = (float64(r.u64()>>11)/(1<<53) - 0.5) * math.Pow(2, float64(r.intn(80)-40))
	default:
		if t == F32 {
			return &Const{T: t, V: uint64(uint32(r.u64()))}
		}
		return &Const{T: t, V: r.u64()}
	}
	if math.IsNaN(x) { // the canonical quiet NaN: llir keeps no payload
		if t == F32 {
			return &Const{T: t, V: 0x7fc00000}
		}
		return &Const{T: t, V: 0x7ff8000000000000}
	}
	if t == F32 {
		return &Const{T: t, V: uint64(math.Float32bits(float32(x)))}
	}
	return &Const{T: t, V: math.Float64bits(x)}
}

// floatLiteral is the IR spelling of FP constant bits v of type t: LLVM
// writes both float and double constants as the hex bits of a double.
func floatLiteral(t Type, v uint64) string {
	if t == F32 {
		f := math.Float32frombits(uint32(v))
		if f != f { // keep the quiet NaN quiet and its sign
			if v&0x80000000 != 0 {
				return "0xFFF8000000000000"
			}
			return "0x7FF8000000000000"
		}
		return fmt.Sprintf("0x%016X", math.Float64bits(float64(f)))
	}
	if f := math.Float64frombits(v); f != f {
		if v>>63 != 0 {
			return "0xFFF8000000000000"
		}
		return "0x7FF8000000000000"
	}
	return fmt.Sprintf("0x%016X", v)
}

// fexpr generates an exact FP expression of type t: one whose value the IR
// defines bit for bit, so it may decide branches and integers.
func (g *gen) fexpr(t Type, d int, ctx, uniOnly bool) Expr {
	r, p := g.r, g.p
	if d <= 0 {
		return g.leaf(t, uniOnly)
	}
	switch r.weighted(5, 10, 2, 5, 4, 3, 6) {
	case 1:
		return &FBin{Op: pick(r, []string{"fadd", "fsub", "fmul", "fdiv", "frem"}), X: g.fexpr(t, d-1, ctx, uniOnly), Y: g.fexpr(t, d-1, ctx, uniOnly)}
	case 2:
		return &FNeg{X: g.fexpr(t, d-1, ctx, uniOnly)}
	case 3:
		if r.chance(1, 2) {
			return g.convert(g.expr(pick(r, dataTypes), d-1, ctx, uniOnly), t)
		}
		return g.convert(g.fexpr(pick(r, floatTypes), d-1, ctx, uniOnly), t)
	case 4:
		return &Select{C: g.cmp(d-1, ctx, uniOnly), X: g.fexpr(t, d-1, ctx, uniOnly), Y: g.fexpr(t, d-1, ctx, uniOnly)}
	case 5:
		var fins []int
		for k, in := range p.Inputs {
			if in.Elem.IsFloat() {
				fins = append(fins, k)
			}
		}
		if len(fins) > 0 {
			k := pick(r, fins)
			return g.convert(&Load{Buf: k, Idx: g.expr(pick(r, dataTypes), d-1, ctx, uniOnly), T: p.Inputs[k].Elem}, t)
		}
	case 6:
		return g.fcall(t, d, ctx, uniOnly, false)
	}
	return g.leaf(t, uniOnly)
}

// fcall calls an FP intrinsic returning t; approx selects the approximate
// ones, exact ones otherwise.
func (g *gen) fcall(t Type, d int, ctx, uniOnly, approx bool) Expr {
	var names []string
	for n, sig := range fpIntrinsics {
		if sig.ret == t && sig.approx == approx {
			names = append(names, n)
		}
	}
	if len(names) == 0 {
		return g.leaf(t, uniOnly)
	}
	sortStrings(names) // map order is random: keep generation deterministic
	name := pick(g.r, names)
	sig := fpIntrinsics[name]
	e := &FCall{Name: name, T: t}
	for _, pt := range sig.params {
		e.Args = append(e.Args, g.expr(pt, d-1, ctx, uniOnly))
	}
	return e
}

// fpToInt generates an exact FP expression converted to integer type t.
func (g *gen) fpToInt(t Type, d int, ctx, uniOnly bool) Expr {
	r := g.r
	switch r.intn(4) {
	case 0:
		n := pick(r, []string{"nvvm.f2i.rz", "nvvm.d2i.lo", "nvvm.d2i.hi"})
		sig := fpIntrinsics[n]
		return g.convert(&FCall{Name: n, T: I32, Args: []Expr{g.fexpr(sig.params[0], d-1, ctx, uniOnly)}}, t)
	case 1:
		return g.convert(&FCall{Name: "nvvm.f2i.rz", T: I32, Args: []Expr{g.fexpr(F32, d-1, ctx, uniOnly)}}, t)
	}
	op := pick(r, []string{"fptosi", "fptoui"})
	return &FConv{Op: op, X: g.fexpr(pick(r, floatTypes), d-1, ctx, uniOnly), To: t}
}

// approxExpr generates the value of an FStore: often an operation the IR
// lets be approximate, on exact operands.
func (g *gen) approxExpr(t Type, ctx bool) Expr {
	r, d := g.r, g.cfg.MaxExprDepth-1
	x := func() Expr { return g.fexpr(t, d, ctx, false) }
	switch r.intn(6) {
	case 0:
		return &FBin{Op: pick(r, []string{"fadd", "fsub", "fmul", "fdiv"}), Flags: pick(r, fpFlags), X: x(), Y: x()}
	case 1: // a contractable multiply-add
		m := &FBin{Op: "fmul", Flags: "contract", X: x(), Y: x()}
		if r.chance(1, 2) {
			return &FBin{Op: "fadd", Flags: "contract", X: m, Y: x()}
		}
		return &FBin{Op: "fsub", Flags: "contract", X: x(), Y: m}
	case 2:
		return g.fcall(t, d+1, ctx, false, true)
	case 3: // an exact intrinsic or negation with flags
		if r.chance(1, 2) {
			return &FNeg{Flags: pick(r, fpFlags), X: x()}
		}
		n := pick(r, []string{"sqrt", "fabs", "minnum", "maxnum", "floor"})
		name := n + map[Type]string{F32: ".f32", F64: ".f64"}[t]
		e := &FCall{Name: name, T: t, Flags: pick(r, fpFlags)}
		for range fpIntrinsics[name].params {
			e.Args = append(e.Args, x())
		}
		return e
	}
	return g.fexpr(t, d+1, ctx, false)
}

// fstore generates a store of an FP value to a float output slot.
func (g *gen) fstore(ctx bool) Stmt {
	t := pick(g.r, floatTypes)
	k := 0
	if t == F64 {
		k = 1
	}
	s := &FStore{Slot: g.p.FStores[k], E: g.approxExpr(t, ctx)}
	g.p.FStores[k]++
	return s
}

// fslots is the number of float output slots of type t per thread: one per
// FP variable of that type, then the FStore slots.
func (p *Prog) fslots(t Type) int {
	n := 0
	for _, vt := range p.Vars {
		if vt == t {
			n++
		}
	}
	if t == F32 {
		return n + p.FStores[0]
	}
	return n + p.FStores[1]
}

// fslot is the index of FP variable v among the variables of its type.
func (p *Prog) fslot(v int) int {
	n := 0
	for _, vt := range p.Vars[:v] {
		if vt == p.Vars[v] {
			n++
		}
	}
	return n
}

// storeFloat stores FP value val of type t to float output slot slot.
func (b *builder) storeFloat(slot int, t Type, val string) {
	buf := "%fout32"
	if t == F64 {
		buf = "%fout64"
	}
	base := b.def("mul i64 %%gid64, %d", b.p.fslots(t))
	idx := b.def("add i64 %s, %d", base, slot)
	ptr := b.def("getelementptr inbounds %[1]s, %[1]s* %[2]s, i64 %[3]s", t, buf, idx)
	b.emit("store %[1]s %[2]s, %[1]s* %[3]s, align %[4]d", t, val, ptr, t.Bytes())
}

func flagged(op, flags string) string {
	if flags == "" {
		return op
	}
	return op + " " + flags
}

// fpExpr lowers the FP expressions.
func (b *builder) fpExpr(e Expr) string {
	switch e := e.(type) {
	case *FBin:
		x, y := b.expr(e.X), b.expr(e.Y)
		return b.def("%s %s %s, %s", flagged(e.Op, e.Flags), e.X.Type(), x, y)
	case *FNeg:
		return b.def("%s %s %s", flagged("fneg", e.Flags), e.X.Type(), b.expr(e.X))
	case *FConv:
		from := e.X.Type()
		x := b.expr(e.X)
		if e.Op == "fptosi" || e.Op == "fptoui" {
			x = b.guardRange(e.Op, x, from, e.To)
		}
		return b.def("%s %s %s to %s", e.Op, from, x, e.To)
	case *FCall:
		sig := fpIntrinsics[e.Name]
		var args, params []string
		for k, a := range e.Args {
			args = append(args, fmt.Sprintf("%s %s", sig.params[k], b.expr(a)))
			params = append(params, sig.params[k].String())
		}
		b.declare(fmt.Sprintf("declare %s @llvm.%s(%s)", sig.ret, e.Name, strings.Join(params, ", ")))
		return b.def("call %s %s @llvm.%s(%s)", e.Flags, sig.ret, e.Name, strings.Join(args, ", "))
	}
	panic(fmt.Sprintf("kgen: cannot lower %T", e))
}

// guardRange replaces an FP operand of fptosi/fptoui that is NaN or whose
// truncation does not fit type to by 0 (the conversion would be poison).
// The bounds are exact: x > -2^(w-1)-1 (or x >= -2^(w-1) where that bound
// is not representable, so no value lies between the two) and x < 2^(w-1)
// for fptosi; x > -1 and x < 2^w for fptoui.
func (b *builder) guardRange(op, x string, from, to Type) string {
	w := to.bits()
	lo, loPred, hi := -1.0, "ogt", math.Ldexp(1, w)
	if op == "fptosi" {
		lo, hi = -math.Ldexp(1, w-1)-1, math.Ldexp(1, w-1)
		if exact := -math.Ldexp(1, w-1) - 1; w == 64 || from == F32 && float64(float32(exact)) != exact {
			lo, loPred = -math.Ldexp(1, w-1), "oge"
		}
	}
	bits := func(f float64) uint64 {
		if from == F32 {
			return uint64(math.Float32bits(float32(f)))
		}
		return math.Float64bits(f)
	}
	c1 := b.def("fcmp %s %s %s, %s", loPred, from, x, floatLiteral(from, bits(lo)))
	c2 := b.def("fcmp olt %s %s, %s", from, x, floatLiteral(from, bits(hi)))
	ok := b.def("and i1 %s, %s", c1, c2)
	return b.def("select i1 %s, %s %s, %s 0.0", ok, from, x, from)
}

func sortStrings(xs []string) {
	for i := 1; i < len(xs); i++ {
		for j := i; j > 0 && xs[j] < xs[j-1]; j-- {
			xs[j], xs[j-1] = xs[j-1], xs[j]
		}
	}
}
