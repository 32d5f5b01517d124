package kgen

import (
	"fmt"
	"slices"
	"strings"
)

// Device helper functions (issue 12, "calls"): up to three helpers with
// integer, pointer and (with floating point) float parameters and a
// return value, as clang emits them for __device__ functions: some marked
// noinline (an attribute group), some not, called from uniform and
// divergent code and inside loops (Call is an expression), calling the
// helpers defined before them (nesting depth <= 3), with their own
// divergent control flow (if/switch on their arguments, counted loops),
// reading a kernel input buffer through a pointer parameter and writing a
// result through a pointer to a per-thread slot of the caller. Unless
// Config.NoRecursion, a helper may be recursive: its first parameter is a
// depth (at most MaxRecursion, clamped at the call) that strictly
// decreases on every recursive call and ends the recursion at 0.
//
// A helper reads nothing but its arguments, the read-only input buffer
// and the slots the caller gave it, so a call is uniform when its
// arguments are.

// Func is a device helper. Its variables are its value parameters
// (Vars[:len(Params)]) followed by the variables of its body.
type Func struct {
	Params []Type
	Vars   []Type
	// InBuf is the kernel input buffer passed as a pointer parameter after
	// the value parameters (ArgLoad reads it), or -1.
	InBuf int
	// Out makes the helper store OutE through a pointer to a per-thread
	// slot of type Ret, the last parameter; the caller adds the slot's
	// value to the result (xor for integers, fadd for floats).
	Out  bool
	OutE Expr
	Body []Stmt
	Ret  Expr
	// NoInline marks the helper noinline, as clang does for
	// __noinline__ helpers.
	NoInline bool
	// Recursive helpers return Base when their depth (Params[0], i32) is
	// 0, else call themselves with depth-1 and the arguments Step (one per
	// further parameter) and return Ret, in which variable len(Params)
	// holds the recursive call's result. Body and Out are unused.
	Recursive bool
	Base      Expr
	Step      []Expr
}

// RetType is the helper's result type.
func (f *Func) RetType() Type { return f.Ret.Type() }

// Call calls helper Fn of Prog.Funcs with Args (one per value parameter;
// a recursive helper's depth argument is reduced modulo MaxRecursion+1).
type Call struct {
	Fn   int
	Args []Expr
	T    Type
}

// ArgLoad reads the helper's input buffer (Buf, which must be the
// helper's InBuf) through its pointer parameter at Idx masked to the
// buffer's length; only in helpers.
type ArgLoad struct {
	Buf int
	Idx Expr
	T   Type
}

func (e *Call) Type() Type    { return e.T }
func (e *ArgLoad) Type() Type { return e.T }

// MaxRecursion bounds the depth of a recursive helper.
const MaxRecursion = 6

// maxFuncs bounds the helpers of a kernel.
const maxFuncs = 3

// helpers generates the program's helpers (before the body).
func (g *gen) helpers() {
	r, p := g.r, g.p
	if g.cfg.NoCalls || !r.chance(2, 3) {
		return
	}
	n := 1 + r.intn(maxFuncs)
	for i := 0; i < n; i++ {
		p.Funcs = append(p.Funcs, g.helper(i))
	}
}

// paramTypes are the types of helper parameters and results.
func (g *gen) paramTypes() []Type {
	ts := []Type{I32, I32, I64, I8, I16}
	if g.p.Float {
		ts = append(ts, F32, F64)
	}
	return ts
}

// helper generates helper number k, which may call the helpers before it.
func (g *gen) helper(k int) *Func {
	r, p := g.r, g.p
	f := &Func{InBuf: -1, NoInline: r.chance(1, 2)}
	if !g.cfg.NoRecursion && r.chance(1, 2) {
		f.Recursive = true
		f.Params = append(f.Params, I32)
	}
	for i, n := 0, 1+r.intn(3); i < n; i++ {
		f.Params = append(f.Params, pick(r, g.paramTypes()))
	}
	f.Vars = slices.Clone(f.Params)
	if r.chance(1, 2) {
		f.InBuf = r.intn(len(p.Inputs))
	}
	ret := pick(r, g.paramTypes())
	h := &hgen{g: g, f: f, k: k}
	if f.Recursive {
		f.Base = h.expr(ret, 2)
		for _, t := range f.Params[1:] {
			f.Step = append(f.Step, h.expr(t, 2))
		}
		res := len(f.Vars)
		f.Vars = append(f.Vars, ret)
		// Ret combines the recursive result with the arguments.
		y := h.expr(ret, 1)
		x := Expr(&VarRef{V: res, T: ret})
		if ret.IsFloat() {
			f.Ret = &FBin{Op: pick(r, []string{"fadd", "fsub", "fmul"}), X: x, Y: y}
		} else {
			f.Ret = &Bin{Op: pick(r, []string{"add", "xor", "sub", "mul"}), X: x, Y: y}
		}
		return f
	}
	f.Body = h.stmts(2+r.intn(4), 0)
	f.Ret = h.expr(ret, 3)
	if !g.cfg.NoLocals && r.chance(1, 3) { // the caller's slot is an alloca
		f.Out = true
		f.OutE = h.expr(ret, 2)
	}
	return f
}

// hgen generates the body of one helper: expressions over its variables
// (no thread indices, kernel parameters, memory other than its input
// buffer, or collectives: a helper may run in divergent code).
type hgen struct {
	g     *gen
	f     *Func
	k     int // the helper's index: it may call helpers 0..k-1
	calls int // calls generated in the body so far
}

// Inlining copies a helper's body to every call site, so that of helpers
// calling helpers multiplies: maxHelperCalls call sites per helper and
// maxKernelCalls in the kernel keep the inlined kernel small (kernels with
// dozens of copies took minutes in lower's loop funnelling).
const (
	maxHelperCalls = 2
	maxKernelCalls = 5
)

func (h *hgen) refs(t Type) []int {
	var out []int
	for v, vt := range h.f.Vars {
		if vt == t {
			out = append(out, v)
		}
	}
	return out
}

func (h *hgen) leaf(t Type) Expr {
	r := h.g.r
	if vs := h.refs(t); len(vs) > 0 && r.chance(3, 4) {
		return &VarRef{V: pick(r, vs), T: t}
	}
	if t.IsFloat() {
		return h.g.fconst(t)
	}
	return h.g.constant(t)
}

func (h *hgen) cmp(d int) *Cmp {
	r := h.g.r
	if h.g.p.Float && r.chance(1, 4) {
		t := pick(r, floatTypes)
		return &Cmp{Pred: pick(r, fpPredicates), X: h.expr(t, d), Y: h.expr(t, d)}
	}
	t := pick(r, dataTypes)
	return &Cmp{Pred: pick(r, predicates), X: h.expr(t, d), Y: h.expr(t, d)}
}

// callable lists the helpers helper h may call returning any type: the
// ones before it whose input buffer, if any, is its own.
func (h *hgen) callable() []int {
	var out []int
	for i := 0; i < h.k; i++ {
		if fi := h.g.p.Funcs[i]; fi.InBuf < 0 || fi.InBuf == h.f.InBuf {
			out = append(out, i)
		}
	}
	return out
}

func (h *hgen) expr(t Type, d int) Expr {
	g, r, f := h.g, h.g.r, h.f
	if d <= 0 {
		return h.leaf(t)
	}
	loads, calls := 0, 0
	if f.InBuf >= 0 {
		loads = 3
	}
	if len(h.callable()) > 0 && h.calls < maxHelperCalls {
		calls = 4
	}
	if t.IsFloat() {
		switch r.weighted(3, 8, 2, 3, 3, loads, calls) {
		case 1:
			return &FBin{Op: pick(r, []string{"fadd", "fsub", "fmul", "fdiv"}), X: h.expr(t, d-1), Y: h.expr(t, d-1)}
		case 2:
			return &FNeg{X: h.expr(t, d-1)}
		case 3:
			return g.convert(h.expr(pick(r, g.paramTypes()), d-1), t)
		case 4:
			return &Select{C: h.cmp(d - 1), X: h.expr(t, d-1), Y: h.expr(t, d-1)}
		case 5:
			return g.convert(h.argLoad(d), t)
		case 6:
			return g.convert(h.call(d), t)
		}
		return h.leaf(t)
	}
	div := 3
	if g.cfg.NoDivision {
		div = 0
	}
	switch r.weighted(3, 10, 4, div, 4, 5, 5, loads, calls, 3) {
	case 1:
		return &Bin{Op: pick(r, []string{"add", "sub", "mul", "and", "or", "xor"}), X: h.expr(t, d-1), Y: h.expr(t, d-1)}
	case 2:
		return &Shift{Op: pick(r, []string{"shl", "lshr", "ashr"}), X: h.expr(t, d-1), Amt: h.expr(t, d-1)}
	case 3:
		return &Div{Op: pick(r, []string{"udiv", "sdiv", "urem", "srem"}), X: h.expr(t, d-1), Y: h.expr(t, d-1), Neg: r.chance(1, 3)}
	case 4:
		return &Flagged{Kind: FlagKind(r.intn(int(FUDivExact))), X: h.expr(t, d-1), Y: h.expr(t, d-1), N: 1 + r.intn(int(t)-2)}
	case 5:
		return g.convert(h.expr(pick(r, g.paramTypes()), d-1), t)
	case 6:
		return &Select{C: h.cmp(d - 1), X: h.expr(t, d-1), Y: h.expr(t, d-1)}
	case 7:
		return g.convert(h.argLoad(d), t)
	case 8:
		return g.convert(h.call(d), t)
	case 9:
		if !g.cfg.NoIntrinsics {
			name := pick(r, []string{"umin", "smax", "ctpop", "ctlz", "bitreverse"})
			args := []Expr{h.expr(t, d-1)}
			if name == "umin" || name == "smax" {
				args = append(args, h.expr(t, d-1))
			}
			return &Intrin{Name: name, Args: args}
		}
	}
	return h.leaf(t)
}

func (h *hgen) argLoad(d int) Expr {
	k := h.f.InBuf
	return &ArgLoad{Buf: k, Idx: h.expr(pick(h.g.r, dataTypes), d-1), T: h.g.p.Inputs[k].Elem}
}

func (h *hgen) call(d int) Expr {
	h.calls++
	fn := pick(h.g.r, h.callable())
	return h.g.callTo(fn, func(t Type) Expr { return h.expr(t, d-1) })
}

// callTo builds a call of helper fn with arguments from arg.
func (g *gen) callTo(fn int, arg func(Type) Expr) *Call {
	f := g.p.Funcs[fn]
	c := &Call{Fn: fn, T: f.RetType()}
	for _, t := range f.Params {
		c.Args = append(c.Args, arg(t))
	}
	return c
}

// stmts generates up to n statements of a helper body at nesting depth.
func (h *hgen) stmts(n, depth int) []Stmt {
	r, f := h.g.r, h.f
	var out []Stmt
	for i := 0; i < n; i++ {
		// One level of nesting: inlined into nested divergent code of
		// the kernel and of the helpers calling it, deeper bodies often
		// exceeded the 16 convergence barriers.
		compound := 0
		if depth < 1 {
			compound = 1
		}
		switch r.weighted(6, 3*compound, 1*compound, 2*compound) {
		case 1:
			out = append(out, &If{C: h.cmp(2), Then: h.stmts(1+r.intn(2), depth+1), Else: h.stmts(r.intn(2), depth+1)})
			continue
		case 2:
			var arms [][]Stmt
			for j, m := 0, 2+r.intn(2); j < m; j++ {
				arms = append(arms, h.stmts(1+r.intn(2), depth+1))
			}
			out = append(out, &Switch{X: h.expr(I32, 2), Cases: arms[:len(arms)-1], Default: arms[len(arms)-1]})
			continue
		case 3:
			counter := len(f.Vars)
			f.Vars = append(f.Vars, I32)
			body := h.stmts(1+r.intn(2), depth+1)
			out = append(out, &Loop{Counter: counter, Trip: &Const{T: I32, V: uint64(1 + r.intn(4))}, Body: body})
			continue
		}
		// Assign a parameter or a new variable.
		var v int
		if r.chance(1, 2) {
			v = r.intn(len(f.Params))
		} else {
			v = len(f.Vars)
			f.Vars = append(f.Vars, pick(r, h.g.paramTypes()))
		}
		out = append(out, &Assign{V: v, E: h.expr(f.Vars[v], 2)})
	}
	return out
}

// callExpr generates a call of a kernel-level helper returning a value
// converted to t, or nil without helpers.
func (g *gen) callExpr(t Type, d int, ctx, uniOnly bool) Expr {
	if len(g.p.Funcs) == 0 || g.ncalls >= maxKernelCalls || g.noCalls {
		return nil
	}
	g.ncalls++
	fn := g.r.intn(len(g.p.Funcs))
	return g.convert(g.callTo(fn, func(pt Type) Expr { return g.expr(pt, d-1, ctx, uniOnly) }), t)
}

// Checking.

// callUniform: a helper's result depends on its arguments only.
func (c *checker) callUniform(e *Call) bool {
	for _, a := range e.Args {
		if !c.uniform(a) {
			return false
		}
	}
	return true
}

// callExpr checks a call in the program or helper being checked.
func (c *checker) callExpr(e *Call, ctx bool) {
	p, self := c.p, c.inFunc-1
	if e.Fn < 0 || e.Fn >= len(p.Funcs) {
		c.fail("call of helper %d of %d", e.Fn, len(p.Funcs))
		return
	}
	if self >= 0 && e.Fn >= self {
		c.fail("helper %d calls helper %d", self, e.Fn)
	}
	f := p.Funcs[e.Fn]
	if self >= 0 && f.InBuf >= 0 && f.InBuf != p.Funcs[self].InBuf {
		c.fail("helper %d passes an input buffer it does not have", self)
	}
	if len(e.Args) != len(f.Params) || e.T != f.RetType() {
		c.fail("call of helper %d with %d arguments as %s", e.Fn, len(e.Args), e.T)
		return
	}
	for i, a := range e.Args {
		c.expr(a, ctx)
		if a.Type() != f.Params[i] {
			c.fail("argument %d of helper %d of type %s", i, e.Fn, a.Type())
		}
	}
}

// checkFuncs checks every helper: types, the expressions a helper may
// use, calls only of earlier helpers, and the recursion's form.
func (p *Prog) checkFuncs() error {
	for k, f := range p.Funcs {
		if err := p.checkFunc(k, f); err != nil {
			return fmt.Errorf("helper %d: %v", k, err)
		}
	}
	return nil
}

func (p *Prog) checkFunc(k int, f *Func) error {
	q := *p
	q.Vars = f.Vars
	c := &checker{p: &q, uni: make([]bool, len(f.Vars)), fn: f, inFunc: k + 1}
	if len(f.Vars) < len(f.Params) || !slices.Equal(f.Vars[:len(f.Params)], f.Params) || f.Ret == nil {
		return fmt.Errorf("malformed helper")
	}
	if f.InBuf >= len(p.Inputs) {
		return fmt.Errorf("input buffer %d", f.InBuf)
	}
	exprs := []Expr{f.Ret}
	if f.Recursive {
		if len(f.Params) == 0 || f.Params[0] != I32 || len(f.Step) != len(f.Params)-1 || f.Base == nil ||
			len(f.Vars) != len(f.Params)+1 || f.Vars[len(f.Params)] != f.RetType() || f.Base.Type() != f.RetType() || f.Out || len(f.Body) > 0 {
			return fmt.Errorf("malformed recursion")
		}
		exprs = append(exprs, f.Base)
		for i, s := range f.Step {
			if s.Type() != f.Params[i+1] {
				return fmt.Errorf("recursive argument %d of type %s", i+1, s.Type())
			}
			exprs = append(exprs, s)
		}
	} else {
		if err := helperStmtsOK(f.Body); err != nil {
			return err
		}
		c.stmts(f.Body, false, true)
		if f.Out {
			if f.OutE == nil || f.OutE.Type() != f.RetType() {
				return fmt.Errorf("malformed out store")
			}
			exprs = append(exprs, f.OutE)
		}
	}
	for _, e := range exprs {
		if err := helperExprOK(e); err != nil {
			return err
		}
		c.expr(e, false)
	}
	return c.err
}

// helperStmtsOK admits the statements of a helper body.
func helperStmtsOK(ss []Stmt) error {
	for _, s := range ss {
		var err error
		switch s := s.(type) {
		case *Assign:
			err = helperExprOK(s.E)
		case *If:
			if len(s.Or) > 0 {
				return fmt.Errorf("branch chain in a helper")
			}
			if err = helperExprOK(s.C); err == nil {
				if err = helperStmtsOK(s.Then); err == nil {
					err = helperStmtsOK(s.Else)
				}
			}
		case *Switch:
			err = helperExprOK(s.X)
			for _, c := range append(slices.Clone(s.Cases), s.Default) {
				if err == nil {
					err = helperStmtsOK(c)
				}
			}
		case *Loop:
			if err = helperExprOK(s.Trip); err == nil {
				err = helperStmtsOK(s.Body)
			}
		default:
			return fmt.Errorf("statement %T in a helper", s)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// helperExprOK admits the expressions of a helper: nothing that reads the
// kernel's values, thread indices or writable memory, no collectives.
func helperExprOK(e Expr) error {
	var sub []Expr
	switch e := e.(type) {
	case *Const, *VarRef:
	case *Bin:
		sub = []Expr{e.X, e.Y}
	case *Shift:
		sub = []Expr{e.X, e.Amt}
	case *Div:
		sub = []Expr{e.X, e.Y}
	case *Flagged:
		sub = []Expr{e.X, e.Y}
	case *Cast:
		sub = []Expr{e.X}
	case *Cmp:
		sub = []Expr{e.X, e.Y}
	case *Select:
		sub = []Expr{e.C, e.X, e.Y}
	case *Intrin:
		sub = e.Args
	case *FBin:
		sub = []Expr{e.X, e.Y}
	case *FNeg:
		sub = []Expr{e.X}
	case *FConv:
		sub = []Expr{e.X}
	case *FCall:
		if fpIntrinsics[e.Name].approx || e.Flags != "" {
			return fmt.Errorf("approximable %s in a helper", e.Name)
		}
		sub = e.Args
	case *ArgLoad:
		sub = []Expr{e.Idx}
	case *Call:
		sub = e.Args
	default:
		return fmt.Errorf("%T in a helper", e)
	}
	if b, ok := e.(*FBin); ok && b.Flags != "" {
		return fmt.Errorf("fast-math flags in a helper")
	}
	for _, s := range sub {
		if err := helperExprOK(s); err != nil {
			return err
		}
	}
	return nil
}

// argLoad checks a helper's load through its pointer parameter.
func (c *checker) argLoad(e *ArgLoad, ctx bool) {
	if c.fn == nil || e.Buf != c.fn.InBuf || e.Buf < 0 || e.Buf >= len(c.p.Inputs) || c.p.Inputs[e.Buf].Elem != e.T {
		c.fail("load through a pointer parameter of buffer %d as %s", e.Buf, e.T)
		return
	}
	c.expr(e.Idx, ctx)
	if t := e.Idx.Type(); t == I1 || t.IsFloat() {
		c.fail("index of type %s", t)
	}
}

// Lowering.

// funcName is the IR name of helper k.
func funcName(k int) string { return fmt.Sprintf("@_Z5help%dv", k) }

// paramList is a helper's IR parameter list.
func (p *Prog) paramList(f *Func) string {
	var ps []string
	for i, t := range f.Params {
		ps = append(ps, fmt.Sprintf("%s noundef %%a%d", t, i))
	}
	if f.InBuf >= 0 {
		ps = append(ps, p.Inputs[f.InBuf].Elem.String()+"* noundef %ap")
	}
	if f.Out {
		ps = append(ps, f.RetType().String()+"* noundef %ao")
	}
	return strings.Join(ps, ", ")
}

// call lowers a call in the kernel or a helper.
func (b *builder) call(e *Call) string {
	p := b.p
	f := p.Funcs[e.Fn]
	var args []string
	for i, a := range e.Args {
		v := b.expr(a)
		if i == 0 && f.Recursive {
			v = b.def("urem i32 %s, %d", v, MaxRecursion+1)
		}
		args = append(args, fmt.Sprintf("%s %s", f.Params[i], v))
	}
	if f.InBuf >= 0 {
		args = append(args, fmt.Sprintf("%s* %s", p.Inputs[f.InBuf].Elem, b.bufPtr(f.InBuf)))
	}
	t := f.RetType()
	var slot string
	if f.Out {
		slot = b.entryAlloca(t)
		args = append(args, fmt.Sprintf("%s* %s", t, slot))
	}
	res := b.def("call %s %s(%s)", t, funcName(e.Fn), strings.Join(args, ", "))
	if !f.Out {
		return res
	}
	out := b.def("load %[1]s, %[1]s* %[2]s, align %[3]d", t, slot, t.Bytes())
	if t.IsFloat() {
		return b.def("fadd %s %s, %s", t, res, out)
	}
	return b.def("xor %s %s, %s", t, res, out)
}

// bufPtr is the pointer to input buffer k: the kernel's parameter, or in
// a helper its pointer parameter.
func (b *builder) bufPtr(k int) string {
	if b.fn != nil {
		return "%ap"
	}
	return fmt.Sprintf("%%in%d", k)
}

// entryAlloca adds an alloca of type t to the function's entry block
// (hoisted, as clang keeps them, so a call in a loop reuses the slot).
func (b *builder) entryAlloca(t Type) string {
	b.nslot++
	name := fmt.Sprintf("%%cslot%d", b.nslot)
	entry := b.blocks[0]
	entry.lines = append([]string{fmt.Sprintf("%s = alloca %s, align %d", name, t, t.Bytes())}, entry.lines...)
	return name
}

// argLoad lowers ArgLoad.
func (b *builder) argLoad(e *ArgLoad) string {
	idx := b.index64(e.Idx, b.p.Inputs[e.Buf].Len)
	ptr := b.def("getelementptr inbounds %[1]s, %[1]s* %%ap, i64 %[2]s", e.T, idx)
	return b.def("load %[1]s, %[1]s* %[2]s, align %[3]d", e.T, ptr, e.T.Bytes())
}

// funcIR lowers helper k to its definition.
func (p *Prog) funcIR(k int, decls map[string]bool) string {
	f := p.Funcs[k]
	q := *p
	q.Vars = f.Vars
	b := &builder{p: &q, decls: decls, fn: f}
	b.env = make([]string, len(f.Vars))
	for i, t := range f.Vars {
		b.env[i] = literal(t, 0)
		if t.IsFloat() {
			b.env[i] = "0.0"
		}
	}
	for i := range f.Params {
		b.env[i] = fmt.Sprintf("%%a%d", i)
	}
	b.cur = &irBlock{label: "entry"}
	b.blocks = append(b.blocks, b.cur)
	t := f.RetType()
	if f.Recursive {
		c := b.def("icmp eq i32 %%a0, 0")
		base, rec := b.newBlock("base"), b.newBlock("rec")
		b.cur.term = fmt.Sprintf("br i1 %s, label %%%s, label %%%s", c, base.label, rec.label)
		b.enter(base)
		b.cur.term = fmt.Sprintf("ret %s %s", t, b.expr(f.Base))
		b.enter(rec)
		args := []string{"i32 " + b.def("add i32 %%a0, -1")}
		for i, s := range f.Step {
			args = append(args, fmt.Sprintf("%s %s", f.Params[i+1], b.expr(s)))
		}
		if f.InBuf >= 0 {
			args = append(args, fmt.Sprintf("%s* %%ap", p.Inputs[f.InBuf].Elem))
		}
		b.env[len(f.Params)] = b.def("call %s %s(%s)", t, funcName(k), strings.Join(args, ", "))
		b.cur.term = fmt.Sprintf("ret %s %s", t, b.expr(f.Ret))
	} else {
		b.stmts(f.Body)
		if f.Out {
			b.emit("store %[1]s %[2]s, %[1]s* %%ao, align %[3]d", t, b.expr(f.OutE), t.Bytes())
		}
		b.cur.term = fmt.Sprintf("ret %s %s", t, b.expr(f.Ret))
	}
	link, attr := "dso_local", 1
	if k%2 == 1 {
		link = "internal"
	}
	if f.NoInline {
		attr = 0
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "define %s %s %s(%s) #%d {\n", link, t, funcName(k), p.paramList(f), attr)
	writeBlocks(&sb, b.blocks)
	sb.WriteString("}\n\n")
	return sb.String()
}

// funcAttributes are the attribute groups of helpers: #0 noinline, #1
// without.
const funcAttributes = `attributes #0 = { convergent mustprogress noinline nounwind }
attributes #1 = { convergent mustprogress nounwind }
`

// Formatting.

func callString(e *Call) string {
	var args []string
	for _, a := range e.Args {
		args = append(args, exprString(a))
	}
	return fmt.Sprintf("help%d(%s)", e.Fn, strings.Join(args, ", "))
}

func (p *Prog) funcsString(b *strings.Builder) {
	for k, f := range p.Funcs {
		var ps []string
		for i, t := range f.Params {
			ps = append(ps, fmt.Sprintf("%s v%d", t, i))
		}
		if f.InBuf >= 0 {
			ps = append(ps, fmt.Sprintf("in%d", f.InBuf))
		}
		if f.Out {
			ps = append(ps, fmt.Sprintf("%s *out", f.RetType()))
		}
		attr := ""
		if f.NoInline {
			attr = "__noinline__ "
		}
		fmt.Fprintf(b, "%s%s help%d(%s) {\n", attr, f.RetType(), k, strings.Join(ps, ", "))
		if f.Recursive {
			fmt.Fprintf(b, "  if (v0 == 0) return %s;\n", exprString(f.Base))
			var args []string
			for _, s := range f.Step {
				args = append(args, exprString(s))
			}
			fmt.Fprintf(b, "  v%d = help%d(v0 - 1, %s);\n", len(f.Params), k, strings.Join(args, ", "))
		} else {
			writeStmts(b, f.Body, 1)
			if f.Out {
				fmt.Fprintf(b, "  *out = %s;\n", exprString(f.OutE))
			}
		}
		fmt.Fprintf(b, "  return %s;\n}\n", exprString(f.Ret))
	}
}
