package kgen

import (
	"fmt"
	"slices"
)

// Check verifies the rules that keep a program free of undefined behaviour
// beyond what the lowering guarantees by itself: types agree, indices name
// existing buffers, variables and arrays, and barriers, shared exchanges and
// warp collectives only execute in uniform control flow (every thread of the
// block takes the same path). Uniformity is computed as a fixpoint over
// loops, so Check also accepts programs the reducer has edited.
func (p *Prog) Check() error {
	c := &checker{p: p, uni: make([]bool, len(p.Vars))}
	for i := range c.uni {
		c.uni[i] = true // every variable starts as the constant 0
	}
	c.stmts(p.Body, true, true)
	if c.err != nil {
		return c.err
	}
	return p.checkFuncs()
}

type checker struct {
	p   *Prog
	uni []bool // per variable: same value in every thread of the block
	err error
	// frames are the enclosing loops' jump records (break and continue
	// target the innermost one).
	frames []*frame
	// exited is set once a thread may have returned: from there on no
	// control flow counts as uniform, since barriers and full-mask
	// collectives would miss the exited threads.
	exited bool
	// allowApprox permits an approximable operation at the top of the
	// expression being checked (an FStore's value).
	allowApprox bool
	// fn is the helper being checked (inFunc is its index + 1), nil and 0
	// in the kernel.
	fn     *Func
	inFunc int
}

// frame records the jumps of one loop during one pass over its body.
type frame struct {
	breaks, conts [][]bool // uniformity states at each break and continue
	divergent     bool     // a break or continue in divergent control flow
	noJumps       bool     // a Search body: break and continue are errors
}

func (c *checker) fail(format string, args ...interface{}) {
	if c.err == nil {
		c.err = fmt.Errorf("kgen: "+format, args...)
	}
}

// uniform reports whether e has the same value in every thread of a block.
func (c *checker) uniform(e Expr) bool {
	switch e := e.(type) {
	case *Const, *ParamRef:
		return true
	case *VarRef:
		return e.V < len(c.uni) && c.uni[e.V]
	case *Special:
		return e.Kind.uniform()
	case *Bin:
		return c.uniform(e.X) && c.uniform(e.Y)
	case *Shift:
		return c.uniform(e.X) && c.uniform(e.Amt)
	case *Div:
		return c.uniform(e.X) && c.uniform(e.Y)
	case *Flagged:
		return c.uniform(e.X) && c.uniform(e.Y)
	case *Cast:
		return c.uniform(e.X)
	case *Cmp:
		return c.uniform(e.X) && c.uniform(e.Y)
	case *Select:
		return c.uniform(e.C) && c.uniform(e.X) && c.uniform(e.Y)
	case *Load:
		return c.uniform(e.Idx) // inputs are read-only
	case *BarCount:
		return true // the block-wide count, the same in every thread
	case *Idiom:
		return c.idiomUniform(e)
	case *DevLoad:
		return !e.Own && c.uniform(e.Idx) // @dtab is never written
	case *Call:
		return c.callUniform(e)
	case *ConstLoad:
		return c.uniform(e.Idx) // constant memory is read-only
	case *PTXAsm:
		return c.ptxUniform(e)
	case *TexFetch:
		return c.uniform(e.Idx) // so are the textures' buffers
	case *Intrin:
		for _, a := range e.Args {
			if !c.uniform(a) {
				return false
			}
		}
		return true
	case *FBin:
		return c.uniform(e.X) && c.uniform(e.Y)
	case *FNeg:
		return c.uniform(e.X)
	case *FConv:
		return c.uniform(e.X)
	case *FCall:
		for _, a := range e.Args {
			if !c.uniform(a) {
				return false
			}
		}
		return true
	}
	// Local memory and warp collectives differ between threads or warps.
	return false
}

// expr checks types and that collectives only appear in uniform control
// flow (ctx).
func (c *checker) expr(e Expr, ctx bool) {
	p := c.p
	switch e.(type) {
	case *FBin, *FNeg, *FConv, *FCall:
	default:
		c.allowApprox = false // only an FP operation itself may be approximate
	}
	same := func(what string, x, y Expr) {
		if x.Type() != y.Type() {
			c.fail("%s operands of types %s and %s", what, x.Type(), y.Type())
		}
	}
	data := func(what string, x Expr) {
		if x.Type() == I1 || x.Type().IsFloat() {
			c.fail("%s of type %s", what, x.Type())
		}
	}
	collective := func(what string) {
		if !ctx {
			c.fail("%s in divergent control flow", what)
		}
	}
	switch e := e.(type) {
	case *Const:
		if e.V&^e.T.mask() != 0 {
			c.fail("constant %#x does not fit %s", e.V, e.T)
		}
	case *VarRef:
		if e.V >= len(p.Vars) || p.Vars[e.V] != e.T {
			c.fail("reference to variable %d of type %s", e.V, e.T)
		}
	case *ParamRef:
		if e.P >= len(p.Scalars) || p.Scalars[e.P].T != e.T {
			c.fail("reference to scalar %d of type %s", e.P, e.T)
		}
	case *Special:
	case *Bin:
		c.expr(e.X, ctx)
		c.expr(e.Y, ctx)
		same(e.Op, e.X, e.Y)
		data(e.Op, e.X)
	case *Shift:
		c.expr(e.X, ctx)
		c.expr(e.Amt, ctx)
		same(e.Op, e.X, e.Amt)
		data(e.Op, e.X)
	case *Div:
		c.expr(e.X, ctx)
		c.expr(e.Y, ctx)
		same(e.Op, e.X, e.Y)
		data(e.Op, e.X)
	case *Flagged:
		c.expr(e.X, ctx)
		c.expr(e.Y, ctx)
		same("flagged operation", e.X, e.Y)
		data("flagged operation", e.X)
		if w := int(e.X.Type()); e.N < 1 || e.N > w-2 {
			c.fail("flagged parameter %d out of range for %s", e.N, e.X.Type())
		}
	case *Cast:
		c.expr(e.X, ctx)
		from, to := e.X.Type(), e.To
		switch {
		case from.IsFloat() || to.IsFloat():
			c.fail("%s from %s to %s", e.Op, from, to)
		case to == I1 || from == I1 && e.Op == "trunc":
			c.fail("%s from %s to %s", e.Op, from, to)
		case (e.Op == "zext" || e.Op == "sext") && to <= from, e.Op == "trunc" && to >= from:
			c.fail("%s from %s to %s", e.Op, from, to)
		}
	case *Cmp:
		c.expr(e.X, ctx)
		c.expr(e.Y, ctx)
		same("icmp", e.X, e.Y)
		c.cmpPred(e)
	case *Select:
		c.expr(e.C, ctx)
		c.expr(e.X, ctx)
		c.expr(e.Y, ctx)
		same("select", e.X, e.Y)
	case *Idiom:
		c.idiomExpr(e, ctx)
	case *BarCount:
		collective("barrier0." + e.Kind)
		c.expr(e.C, ctx)
		if !slices.Contains([]string{"popc", "and", "or"}, e.Kind) {
			c.fail("barrier0.%s", e.Kind)
		}
	case *DevLoad:
		if !p.DevGlobals {
			c.fail("__device__ load without the globals")
		}
		if !e.Own {
			c.expr(e.Idx, ctx)
			data("index", e.Idx)
		}
	case *Load:
		c.expr(e.Idx, ctx)
		data("index", e.Idx)
		if e.Align < 0 || e.Align > 2 {
			c.fail("load alignment %d", e.Align)
		}
		if e.Buf >= len(p.Inputs) || p.Inputs[e.Buf].Elem != e.T {
			c.fail("load from input %d as %s", e.Buf, e.T)
		}
	case *LocalLoad:
		c.expr(e.Idx, ctx)
		data("index", e.Idx)
		if e.Arr >= len(p.Locals) || p.Locals[e.Arr] != e.T {
			c.fail("load from local array %d as %s", e.Arr, e.T)
		}
	case *Intrin:
		want := map[string]int{"umin": 2, "umax": 2, "smin": 2, "smax": 2, "abs": 1, "ctpop": 1, "ctlz": 1, "cttz": 1,
			"bitreverse": 1, "bswap": 1, "fshl": 3, "fshr": 3}[e.Name]
		if want == 0 || len(e.Args) != want {
			c.fail("intrinsic %s with %d arguments", e.Name, len(e.Args))
			return
		}
		for _, a := range e.Args {
			c.expr(a, ctx)
			same(e.Name, e.Args[0], a)
		}
		data(e.Name, e.Args[0])
		if e.Name == "bswap" && e.Args[0].Type() == I8 {
			c.fail("bswap of i8")
		}
	case *Shfl:
		collective("shfl.sync")
		c.expr(e.X, ctx)
		c.expr(e.Lane, ctx)
		if e.X.Type() != I32 || e.Lane.Type() != I32 || !slices.Contains([]string{"idx", "up", "down", "bfly"}, e.Mode) ||
			(e.Width != 32 && e.Width != 16 && e.Width != 8) {
			c.fail("malformed shfl.sync")
		}
	case *Vote:
		collective("vote.sync")
		c.expr(e.C, ctx)
		if e.Kind != "ballot" && e.Kind != "any" && e.Kind != "all" {
			c.fail("vote kind %q", e.Kind)
		}
	case *Match:
		collective("match.any.sync")
		c.expr(e.X, ctx)
		if e.X.Type() != I32 && e.X.Type() != I64 {
			c.fail("match.any.sync on %s", e.X.Type())
		}
	case *FBin, *FNeg, *FConv, *FCall:
		c.fpExpr(e, ctx)
	case *WarpReduce:
		c.checkWarpReduce(e, ctx)
	case *Call:
		c.callExpr(e, ctx)
	case *ConstLoad:
		c.constLoad(e, ctx)
	case *PTXAsm:
		c.ptxExpr(e, ctx)
	case *TexFetch:
		c.texFetch(e, ctx)
	case *ArgLoad:
		c.argLoad(e, ctx)
	case *Redux:
		collective("redux.sync")
		c.expr(e.X, ctx)
		if e.X.Type() != I32 || !slices.Contains([]string{"add", "min", "max", "umin", "umax", "and", "or", "xor"}, e.Op) {
			c.fail("malformed redux.sync")
		}
	default:
		c.fail("unknown expression %T", e)
	}
}

// stmts analyses a statement list in control context ctx (uniform or
// not); report says whether errors count (the first passes of a loop
// fixpoint only compute uniformity).
func (c *checker) stmts(ss []Stmt, ctx, report bool) {
	for _, s := range ss {
		c.stmt(s, ctx, report)
	}
}

func (c *checker) stmt(s Stmt, ctx, report bool) {
	p := c.p
	ctx = ctx && !c.exited
	check := func(e Expr) {
		if report {
			c.expr(e, ctx)
		}
	}
	switch s := s.(type) {
	case *Assign:
		check(s.E)
		if s.V >= len(p.Vars) || p.Vars[s.V] != s.E.Type() {
			c.fail("assignment of %s to variable %d", s.E.Type(), s.V)
			return
		}
		c.uni[s.V] = ctx && c.uniform(s.E)
	case *If:
		check(s.C)
		inner := ctx && c.uniform(s.C)
		for _, o := range s.Or { // evaluated in the control flow the earlier conditions decide
			if report {
				c.expr(o, inner)
			}
			inner = inner && c.uniform(o)
		}
		before := slices.Clone(c.uni)
		c.stmts(s.Then, inner, report)
		afterThen := c.uni
		c.uni = before
		c.stmts(s.Else, inner, report)
		for i := range c.uni {
			c.uni[i] = c.uni[i] && afterThen[i]
		}
	case *Switch:
		check(s.X)
		if s.X.Type() != I32 {
			c.fail("switch on %s", s.X.Type())
		}
		if len(s.Cases) > 4 {
			c.fail("switch with %d cases", len(s.Cases))
		}
		inner := ctx && c.uniform(s.X)
		before := slices.Clone(c.uni)
		joined := slices.Clone(c.uni)
		for _, arm := range append(slices.Clone(s.Cases), s.Default) {
			c.uni = slices.Clone(before)
			c.stmts(arm, inner, report)
			for i := range joined {
				joined[i] = joined[i] && c.uni[i]
			}
		}
		c.uni = joined
	case *Loop:
		check(s.Trip)
		if s.Trip.Type() != I32 || s.Counter >= len(p.Vars) || p.Vars[s.Counter] != I32 {
			c.fail("malformed loop")
			return
		}
		// The trip count is computed once, before the loop.
		c.headerLoop(s.Counter, ctx && c.uniform(s.Trip), s.Body, report)
	case *FStore:
		c.allowApprox = true
		check(s.E)
		c.allowApprox = false
		k := map[Type]int{F32: 0, F64: 1}
		if !s.E.Type().IsFloat() || !p.Float || s.Slot >= p.FStores[k[s.E.Type()]] {
			c.fail("float store of %s to slot %d", s.E.Type(), s.Slot)
		}
	case *Store:
		check(s.E)
		if s.Slot >= p.NStores || s.E.Type() == I1 || s.E.Type().IsFloat() || s.Align < 0 || s.Align > 2 {
			c.fail("store to slot %d of %d", s.Slot, p.NStores)
		}
	case *LocalStore:
		check(s.Idx)
		check(s.E)
		if s.Arr >= len(p.Locals) || p.Locals[s.Arr] != s.E.Type() || s.Idx.Type() == I1 {
			c.fail("malformed local store")
		}
	case *Atomic:
		check(s.E)
		want, ops := I32, &p.AccOps32
		if s.Wide {
			want, ops = I64, &p.AccOps64
		}
		if slices.Contains(wrapOps, s.Op) {
			if k, ok := s.E.(*Const); s.Wide || !ok || s.Counter < 0 || s.Counter >= AccLen || k.T != I32 || k.V != uint64(p.AccLimits[s.Counter]) {
				c.fail("atomic %s without its counter's limit", s.Op)
			}
		}
		if s.E.Type() != want || s.Counter < 0 || s.Counter >= AccLen || !slices.Contains(atomicOps, s.Op) && !(slices.Contains(wrapOps, s.Op) && !s.Wide) {
			c.fail("malformed atomic")
		} else if ops[s.Counter] != s.Op {
			c.fail("atomic %s on a counter of atomic %s", s.Op, ops[s.Counter])
		}
	case *Exchange:
		if report && !ctx {
			c.fail("shared exchange in divergent control flow")
		}
		if s.BarID < 0 || s.BarID > maxBarID+1 || s.Memcpy && s.Memset {
			c.fail("malformed exchange")
		}
		check(s.E)
		var t Type
		switch {
		case s.Arr >= 0 && s.Arr < len(p.Shared):
			t = p.Shared[s.Arr]
		case s.Arr == DynArr && p.DynShared:
			t = I32
		default:
			c.fail("exchange through shared array %d", s.Arr)
			return
		}
		if s.E.Type() != t {
			c.fail("exchange of %s through a %s array", s.E.Type(), t)
		}
		for _, r := range s.Reads {
			if r.P != nil {
				c.pick(r.P, p.threads(), report)
			} else if r.Idx == nil {
				c.fail("exchange read without an index")
				return
			} else {
				check(r.Idx)
			}
			if r.V >= len(p.Vars) || p.Vars[r.V] != t || r.Idx != nil && r.Idx.Type() == I1 {
				c.fail("malformed exchange read")
				return
			}
			c.uni[r.V] = false
		}
	case *Barrier:
		if report && !ctx {
			c.fail("barrier in divergent control flow")
		}
	case *MemOp:
		c.memOp(s, check)
	case *NamedBarrier:
		c.namedBarrier(s, ctx, report)
	case *DevStore:
		check(s.E)
		if s.E.Type() != I32 || !p.DevGlobals {
			c.fail("malformed __device__ store")
		}
	case *SharedWrap:
		check(s.C)
		if report && !ctx {
			c.fail("shared atomicInc/Dec exchange in divergent control flow")
		}
		if s.V >= len(p.Vars) || p.Vars[s.V] != I32 || !p.WrapShared {
			c.fail("malformed shared atomicInc/Dec")
			return
		}
		c.uni[s.V] = ctx
	default:
		c.shape(s, ctx, report)
	}
}
